// place.job-town: the town a social or occupational history names after a job ("then cook in X", "a heavy-duty
// mechanic in X Y") or after work done from a base ("long-haul trucking out of X", "deckhand on trawlers out of X").
// Such towns are small and often English words or surnames no gazetteer holds as a town; the slot says what they are.
// Read only in the slot: a job's head noun (vocab/occupation-words.ts) or a word of work before "in", a word of work
// before "out of", then one or two words in Title case inside the sentence; not a stop, clinical, department,
// language or calendar word ("nurse in Oncology", "teacher in English", "officer in Charge", "out of Hospital").
// Widened (fix18c): a job's head noun in small letters, "from" and the town closing its clause ("a retired dairy
// farmer from X, still lives ...", "63 yo m lobster fisherman from x, smoker"): one or two Title-case words, or in
// small letters only a town the gazetteers hold. In capitals "FARMER FROM X" is left to org.caps-employer.
// Widened (fix22b): in a stretch written all in capitals or all in small letters, a job's head noun, "in" and the town
// closing its clause or before "and", "since", "for" or a state's code ("he is a dairy farmer in x and has to ...", "SON
// IS A POLICE OFFICER IN X, CALLED", "WORKS AS POSTMASTER IN X Y."): a town the gazetteers hold (a compass word may lead
// it), or words no English, clinical, name-of-a-field or stop list holds (one word of four letters or more in small
// letters).
import { push, type Candidate } from '../core/scan';
import { TIER } from '../core/tiers';
import type { WordClasses } from '../core/tokens';
import type { GateWords } from '../core/word-gate';
import { WordAnchor } from '../core/word-anchors';
import { MONTH_NAMES, WEEKDAY_NAMES } from '../vocab/calendar-words';
import { OCCUPATIONS } from '../vocab/occupation-words';
import { STATE_ABBREVIATIONS } from '../vocab/gazetteers';

// Found from "in" or "out of" and the capital after it (few places in a note), the job's word read back after. Tried
// only at the note's runs "in" and "out" (up to two blanks before them): its search from every blank after a small
// letter cost more than the rest of the rule.
const SLOT = new WordAnchor(
  /(?<=[a-z])[ \t]{1,2}(in|out[ \t]{1,2}of)[ \t]{1,2}(\p{Lu}[\p{Ll}'’]{2,20}(?:[ \t]\p{Lu}[\p{Ll}'’]{2,20})?)(?![\p{L}\d'’-])/gu,
  'in out', 2, false, 'small',
);
/** A job's "from" and one or two words closing their clause ("farmer from X,", "POSTMASTER FROM X Y."). */
const FROM_SLOT = new WordAnchor(/\bfrom[ \t]{1,2}(\p{L}[\p{L}'’]{2,20}(?:[ \t]\p{L}[\p{L}'’]{2,20})?)(?=[ \t]{0,2}(?:[.,;)]|\r?\n|$))/giu, 'from');
/** The job's word right before "from", in any case. */
const FROM_LEAD = /(?<![\p{L}'’-])(\p{L}[\p{L}-]{2,20})[ \t]{1,2}$/u;
/** The job's or the work's word before the slot. */
const LEAD = /(?<![\p{L}'’-])([a-z][a-z-]{2,20})$/u;
/** Work done from a base a boat, a truck or a plane leaves from. */
const WORK_FROM: ReadonlySet<string> = new Set([
  'trucking', 'hauling', 'driving', 'fishing', 'trawling', 'trawlers', 'boats', 'flying', 'logging', 'working', 'worked',
  'works', 'operating', 'based', 'crabbing', 'shrimping', 'guiding', 'flights',
]);
/** Words of work before "in" that are no occupation's head noun. */
const WORK_IN: ReadonlySet<string> = new Set(['deckhand', 'labourer', 'laborer', 'rigger', 'fitter', 'trucker', 'logger', 'fisherman', 'operator', 'foreman']);
/** Capitalised words after a job's "in" that name a field, a department, a rank or a time, not a town. */
const NOT_TOWN: ReadonlySet<string> = new Set([
  'charge', 'chief', 'training', 'residence', 'english', 'french', 'spanish', 'math', 'maths', 'science', 'history',
  'music', 'art', 'oncology', 'radiology', 'surgery', 'pediatrics', 'paediatrics', 'emergency', 'medicine', 'cardiology',
  'dietary', 'food', 'housekeeping', 'maintenance', 'security', 'finance', 'sales', 'retail', 'construction', 'the',
  ...MONTH_NAMES, ...WEEKDAY_NAMES, 'hospital', 'bed', 'town',
  'state', 'city', 'school', 'college', 'university', 'army', 'navy', 'canada', 'australia', 'ward', 'unit', 'icu',
  'recovery', 'triage', 'theatre', 'theatres', 'outpatients', 'pharmacy', 'labour', 'labor', 'delivery', 'rehab',
  'admissions', 'records', 'transport', 'casualty', 'endoscopy', 'dialysis', 'physio', 'imaging',
]);

export function detectJobTowns(text: string, wc: WordClasses, out: Candidate[], seen: GateWords): void {
  for (const m of SLOT.matchAll(text, seen)) {
    const leadMatch = LEAD.exec(text.slice(Math.max(0, m.index - 22), m.index));
    if (leadMatch === null) continue;
    const lead = leadMatch[1]!;
    const outOf = m[1]!.startsWith('out');
    if (outOf ? !WORK_FROM.has(lead) : !(isJob(lead) || WORK_IN.has(lead))) continue;
    const town = m[2]!;
    const words = town.toLowerCase().split(/[ \t]/);
    if (words.some((w) => NOT_TOWN.has(w) || wc.isStop(w) || wc.isClinical(w) || wc.isShorthand(w))) continue;
    const at = m.index + m[0].length - town.length;
    push(out, at, at + town.length, 'CITY', TIER.placeWord);
  }
  for (const m of FROM_SLOT.matchAll(text, seen)) {
    const lead = FROM_LEAD.exec(text.slice(Math.max(0, m.index - 24), m.index))?.[1];
    if (lead === undefined) continue;
    const job = lead.toLowerCase();
    if (!(isJob(job) || WORK_IN.has(job))) continue;
    const town = m[1]!;
    const parts = town.split(/[ \t]/);
    const words = parts.map((w) => w.toLowerCase());
    const key = words.join(' ');
    const type = wc.dicts.cities.has(key) ? 'CITY' : wc.dicts.states.has(key) ? 'STATE' : wc.dicts.countries.has(key) ? 'COUNTRY' : undefined;
    if (words.some((w) => NOT_TOWN.has(w) || wc.isStop(w) || wc.isClinical(w) || wc.isShorthand(w))) continue;
    // A note in capitals is left to the employer's reading ("FARMER FROM X" is org.caps-employer's there).
    if (lead !== job) continue;
    const small = town === town.toLowerCase();
    if (small ? type === undefined : !parts.every((w) => /^\p{Lu}\p{Ll}/u.test(w))) continue;
    const at = m.index + m[0].length - town.length;
    push(out, at, at + town.length, type ?? 'CITY', TIER.placeWord);
  }
  caselessJobTowns(text, wc, out, seen);
}

/** In a caseless stretch, "in" and one or two words closing their clause or before "and", "since", "for" or a code. */
const CASELESS_SLOT = new WordAnchor(
  /\bin[ \t]{1,2}(\p{L}{3,20}(?:[ \t](?!(?:and|since|for|until)(?![\p{L}]))\p{L}{2,20})?)(?=[ \t]{0,2}(?:[.,;:()]|\r?\n|$)|[ \t]{1,2}(?:and|since|for|until)(?![\p{L}])|[ \t]\p{L}{2}(?=[ \t]{0,2}(?:[.,;(]|\r?\n|$)))/giu,
  'in',
);
/** The job's word right before "in", in any case. */
const CASELESS_LEAD = /(?<![\p{L}'’-])(\p{L}[\p{L}-]{2,20})[ \t]{1,2}$/u;
const COMPASS: ReadonlySet<string> = new Set(['north', 'south', 'east', 'west', 'n', 's', 'e', 'w']);
const STATE_CODES: ReadonlySet<string> = new Set([...STATE_ABBREVIATIONS].map((c) => c.toLowerCase()));

/** The town after a job's head noun and "in" in a stretch written all in capitals or all in small letters (fix22b). */
function caselessJobTowns(text: string, wc: WordClasses, out: Candidate[], seen: GateWords): void {
  for (const m of CASELESS_SLOT.matchAll(text, seen)) {
    const lead = CASELESS_LEAD.exec(text.slice(Math.max(0, m.index - 24), m.index))?.[1]?.toLowerCase();
    if (lead === undefined || !(isJob(lead) || WORK_IN.has(lead))) continue;
    const stretch = text.slice(Math.max(0, m.index - 30), m.index + m[0].length + 20);
    const caps = !/\p{Ll}/u.test(stretch);
    if (!caps && /\p{Lu}/u.test(stretch)) continue;
    const town = m[1]!;
    const end = m.index + m[0].length;
    // A two-letter word after the town must be a state's code in the town's case.
    const code = /^[ \t](\p{L}{2})(?![\p{L}])/u.exec(text.slice(end, end + 4))?.[1];
    if (code !== undefined && (!STATE_CODES.has(code.toLowerCase()) || (code === code.toUpperCase()) !== caps)) continue;
    const lows = town.toLowerCase().split(/[ \t]/);
    if (lows.some((w) => NOT_TOWN.has(w) || wc.isStop(w) || (code === undefined && wc.isClinical(w)) || wc.isShorthand(w))) continue;
    const key = lows.join(' ');
    const d = wc.dicts;
    const type = d.cities.has(key) || (lows.length === 2 && COMPASS.has(lows[0]!) && d.cities.has(lows[1]!)) ? 'CITY' : d.states.has(key) ? 'STATE' : d.countries.has(key) ? 'COUNTRY' : undefined;
    const named = (w: string): boolean => w.length >= 3 && wc.nameEvidence(w).notEnglishName && !wc.isMisspelt(w) && !wc.isGiven(w);
    const unknown = caps ? lows.every(named) : lows.length === 1 && lows[0]!.length >= 4 && named(lows[0]!);
    if (type === undefined && !unknown) continue;
    const at = end - town.length;
    push(out, at, end, type ?? 'CITY', TIER.placeWord);
  }
}

function isJob(word: string): boolean {
  return OCCUPATIONS.has(word) || (word.endsWith('s') && OCCUPATIONS.has(word.slice(0, -1)));
}
