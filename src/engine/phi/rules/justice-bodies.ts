// org.justice-body: the courts, prisons, probation offices and public defenders that intake forms, correctional health
// records, social histories and ward notes name as bodies: "Referred by: X County Drug Treatment Court", "X Wellness
// Court", "X Sheriff Court", "son is a corrections officer at x state prison", "X REGIONAL PRISON - HEALTH CENTRE", "X
// County Adult Probation", "X Circuit PD Office", "Legal Aid WA". A court is named by its place before its kind ("drug",
// "recovery", "circuit", "sheriff" ... then "Court"), so a residence or a street called a court ("Linden Court", "Court
// St") and a court with no place ("Drug Court", "the family court", "Attends Drug Court") stay alone, and so does a
// state's own corrections department, which tells no more than the state. The place's words keep the kind's letter
// case, and one of them must name (a word no English list holds, a town or a state of the gazetteers, a name, a
// circuit's number), except before a prison's or a corrections centre's own kind, which no describing word precedes.
// name.cued leaves a span these kinds close to this rule (rules/names.ts reads JUSTICE_LAST_WORDS, JUSTICE_AFTER_NAME).
import { push, type Candidate } from '../core/scan';
import { TIER } from '../core/tiers';
import type { WordClasses } from '../core/tokens';
import { wordGate, type GateWords } from '../core/word-gate';
import { STATE_ABBREVIATIONS } from '../vocab/gazetteers';

const COURT_KINDS =
  "drug|recovery|wellness|treatment|mental health|behavioral health|behavioural health|veterans'?|family|juvenile|youth|children'?s|" +
  "district|circuit|superior|municipal|magistrates'?|magistrate'?s|sheriff|county|crown|probate|tribal|dui|dwi|sobriety|supreme|" +
  "justice|community|housing|coroners'?|coroner'?s|sessions|criminal|domestic violence|adult|therapeutic|accountability|opioid|" +
  'reentry|re-entry|homeless|dependency';
/** Kinds a describing word never precedes: a place's own prison or corrections centre. */
const PRISON_KINDS =
  '(?:state|regional|federal|county|provincial)[ \\t]{1,2}prison|correctional[ \\t]{1,2}(?:center|centre|facility|institution|complex|unit)|' +
  'corrections?[ \\t]{1,2}(?:center|centre|facility)|penitentiary|detention[ \\t]{1,2}(?:center|centre|facility)|remand[ \\t]{1,2}(?:centre|center)';
const OTHER_KINDS =
  'prison|(?:department|dept\\.?)[ \\t]{1,2}of[ \\t]{1,2}(?:corrections?|correctional[ \\t]{1,2}services)|' +
  '(?:(?:adult|juvenile)[ \\t]{1,2})?(?:probation|parole)(?:[ \\t]{1,2}(?:department|dept|office|services))?|' +
  "public[ \\t]{1,2}defender(?:'?s)?(?:[ \\t]{1,2}(?:office|services))?|pd[ \\t]{1,2}office";
const KIND = new RegExp(
  `(?<![\\p{L}'’-])(?:((?:(?:${COURT_KINDS})[ \\t]{1,2}){1,3}court)|(${PRISON_KINDS})|(${OTHER_KINDS}))(?![\\p{L}])`,
  'giu',
);
/** "Legal Aid" names its body by the region after it: "Legal Aid WA", "Legal Aid of West Virginia", "Legal Aid Ontario". */
const LEGAL_AID = /(?<![\p{L}])(?:Legal[ \t]Aid|LEGAL[ \t]AID)[ \t](?:(?:of|OF)[ \t])?((?:\p{Lu}[\p{L}'’-]*)(?:[ \t]\p{Lu}[\p{L}'’-]*)?)/gu;
/** A note with none of the kinds' words as a whole word holds none of these bodies: its text is not read. */
const GATE = wordGate('court prison corrections correctional probation parole defender defenders penitentiary detention remand pd');
const AID_GATE = wordGate('aid');
/** The last word of each kind (or its own first word): where the window for the kinds' alternation ends. */
const ANCHOR = /court|prison|correction|probation|parole|defender|pd office|penitentiar|detention|remand/gi;
/** How far before its anchor a kind may start: three court kinds ("county drug treatment ") or "department of ". */
const KIND_REACH = 40;
/** Words that describe a court or a prison and name none of it. */
const GENERIC = new Set([
  'the', 'a', 'an', 'local', 'state', 'county', 'co', 'city', 'federal', 'adult', 'juvenile', 'regional', 'district', 'area', 'his', 'her',
  'their', 'our', 'your', 'new', 'old', 'same', 'this', 'that', 'prior', 'previous', 'current', 'former', 'nearby', 'yrs', 'years',
  'months', 'mos', 'wks', 'weeks', 'days', 'time', 'sentence', 'sentenced', 'released', 'transfer', 'transferred', 'inmate', 'officer',
  'officers', 'staff', 'nurse', 'guard', 'works', 'worked', 'private', 'women’s', "women's", 'mens', "men's", 'youth',
  // A security level describes a prison's own kind, which is read without a naming word ("Medium Security Correctional Facility").
  'minimum', 'medium', 'maximum', 'security',
]);
const MAX_NAME_WORDS = 4;
const AREA_WORDS: ReadonlySet<string> = new Set(['co', 'cnty', 'county', 'parish']);
/** A circuit's or a district's number names its court ("Fifth Circuit PD Office", "4th District Court"). */
const ORDINAL = /^(?:\d{1,2}(?:st|nd|rd|th)|first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|eleventh|twelfth)$/;

export function detectJusticeBodies(text: string, wc: WordClasses, out: Candidate[], seen: GateWords): void {
  if (GATE.open(seen)) detectKinds(text, wc, out);
  if (AID_GATE.open(seen) && /legal aid/i.test(text)) detectLegalAid(text, wc, out);
}

function detectKinds(text: string, wc: WordClasses, out: Candidate[]): void {
  // The kinds' alternation is tried only in a short window before each kind word the gate finds, so that a long note
  // costs a scan for the kind words, not the whole alternation at every position.
  let done = 0;
  for (const a of text.matchAll(ANCHOR)) {
    const end = a.index + a[0].length;
    if (end <= done) continue;
    let from = Math.max(done, a.index - KIND_REACH);
    // The window opens at a word's start, as the kinds' look-behind cannot see before it.
    while (from > done && from < a.index && /[\p{L}'’-]/u.test(text.charAt(from - 1))) from++;
    const window = text.slice(from, Math.min(text.length, end + 30));
    for (const m of window.matchAll(KIND)) {
      const at = from + m.index;
      if (at > a.index) break;
      done = at + m[0].length;
      matchKind(text, at, m, wc, out);
    }
    done = Math.max(done, end);
  }
}

function detectLegalAid(text: string, wc: WordClasses, out: Candidate[]): void {
  for (const m of text.matchAll(LEGAL_AID)) {
    const region = m[1]!;
    const first = region.split(/[ \t]/)[0]!;
    const low = first.toLowerCase();
    // A stop word in capitals has a state code's shape: "REFERRED TO LEGAL AID FOR HOUSING" names no body ("IN", "ME"
    // and "OR" are states' codes as well, and stay).
    if (wc.isStop(low) && !STATE_ABBREVIATIONS.has(first)) continue;
    // The region is a state, a province or its capitals' code: a person or a service after it is not the body's name.
    const named = /^\p{Lu}{2,3}$/u.test(first) || wc.dicts.states.has(low) || wc.dicts.countries.has(low) || wc.dicts.cities.has(region.toLowerCase());
    if (!named) continue;
    const end = /^\p{Lu}{2,3}$/u.test(first) ? m.index + m[0].length - region.length + first.length : m.index + m[0].length;
    push(out, m.index, end, 'ORGANIZATION', TIER.facilityName);
  }
}

function matchKind(text: string, at: number, m: RegExpMatchArray, wc: WordClasses, out: Candidate[]): void {
  const kind = m[0];
  const kase = letterCase(kind);
  const start = nameStart(text, at, kase, wc, m[2] !== undefined);
  if (start < 0) return;
  // "PD Office" and a bare "Prison" close a name only in Title case or capitals: "home pd office visit" is dialysis.
  if (kase === 'lower' && /^(?:pd|prison)/i.test(kind)) return;
  // A state's own department tells no more than the state ("MISSOURI DEPARTMENT OF CORRECTIONS" heads every record of
  // its prisons); a region's or a territory's short name before it does not occur.
  if (/^dep/i.test(kind) && wc.dicts.states.has(text.slice(start, at).trim().toLowerCase())) return;
  push(out, start, at + kind.length, 'ORGANIZATION', TIER.facilityName);
}

type Case = 'title' | 'caps' | 'lower';
function letterCase(word: string): Case {
  if (!/\p{Lu}/u.test(word)) return 'lower';
  return /\p{Ll}/u.test(word.replace(/^(?:pd|PD)[ \t]/, '')) ? 'title' : 'caps';
}

/**
 * The start of the place's words before the kind at `at`, read back over up to four words in the kind's letter case,
 * or -1: none left once the describing words that open them are cut off, or (unless `ownKind`) none that names.
 */
function nameStart(text: string, at: number, kase: Case, wc: WordClasses, ownKind: boolean): number {
  const words: { start: number; low: string }[] = [];
  let p = at;
  while (words.length < MAX_NAME_WORDS) {
    let q = p;
    while (q > 0 && (text.charCodeAt(q - 1) === 32 || text.charCodeAt(q - 1) === 9)) q--;
    if (q === p || p - q > 2) break;
    let s = q;
    while (s > 0 && s > q - 24 && /[\p{L}'’.&-]/u.test(text.charAt(s - 1))) s--;
    const word = text.slice(s, q);
    if (s === q || !/^\p{L}/u.test(word) || (s > 0 && /[\p{L}\d]/u.test(text.charAt(s - 1)))) break;
    if (!inCase(word, kase)) break;
    const low = word.toLowerCase().replace(/[.'’]+$/, '');
    // "co" is cardiac output to the clinical lists, but a county's short form before a court ("x co drug court").
    if (!AREA_WORDS.has(low) && (wc.isStop(low) || wc.isClinical(low) || wc.isClinicalShorthand(low))) break;
    words.push({ start: s, low });
    p = s;
  }
  // Describing words that open the run name nothing: "the", "state", "a local".
  while (words.length > 0 && GENERIC.has(words.at(-1)!.low)) words.pop();
  if (words.length === 0) return -1;
  if (!ownKind && !words.some((w) => namesPlace(w.low, wc) || wc.isKnownName(w.low) || ORDINAL.test(w.low))) return -1;
  return words.at(-1)!.start;
}

function inCase(word: string, kase: Case): boolean {
  if (kase === 'lower') return !/\p{Lu}/u.test(word);
  if (kase === 'caps') return !/\p{Ll}/u.test(word);
  return /^\p{Lu}/u.test(word);
}

/** A word that names a place: one no English list holds, or a town or a state the gazetteers know. */
function namesPlace(low: string, wc: WordClasses): boolean {
  if (!wc.hasDictionaries) return false;
  return wc.dicts.cities.has(low) || wc.dicts.states.has(low) || (!wc.isEnglish(low) && !wc.isShorthand(low) && !wc.isMisspelt(low));
}

/** Last words of a span a name cue reached that make it one of these bodies ("Referred by: X Wellness Court"). */
export const JUSTICE_LAST_WORDS: readonly string[] = ['court', 'prison', 'probation', 'parole', 'penitentiary', 'corrections'];
/** What goes on after a cued name into one of these bodies: "Referred by: X County Recovery| Court". */
export const JUSTICE_AFTER_NAME = /^[ \t]{1,2}(?:\p{Lu}[\p{L}'’-]{1,20}[ \t]{1,2}){0,2}(?:Court|COURT|Probation|PROBATION|Prison|PRISON)(?![\p{L}])/u;
