// ORGANIZATION: the employer on a line written in capitals (an ED triage note, an occupational-health form, a
// transfer sheet): "WORKS AS A BUS DRIVER FOR HALSTEAD TRANSIT", "RETIRED MACHINIST FROM DELACROIX TOOL AND DIE",
// "EMPLOYER: NORTHQUILL POTASH". In capitals the mixed-case employer rules (org-cues.ts) see no capital that marks a
// name, and the calmed copy shows them the name in lower case among lower-case words. Here the cue says a name
// follows: a work verb or a job word before "at", "for", "by", "from" or "with", or an employer field. So that a
// cue before a common noun ("NURSE AT BEDSIDE", "EMPLOYED BY STATE") says nothing, the name needs a word no English
// or clinical list knows, or a business noun at its end ("PEMBERLY MILLS").
import { push, type Candidate } from '../core/scan';
import { TIER } from '../core/tiers';
import type { WordClasses } from '../core/tokens';
import { wordGate, type GateWords } from '../core/word-gate';
import { WordAnchor } from '../core/word-anchors';
import { OCCUPATIONS } from '../vocab/occupation-words';
import { WORDNET_OCCUPATIONS } from '../vocab/occupation-wordnet';
import { BUSINESS_NOUNS, NOT_EMPLOYER } from './org-cues';

/** A word in capitals: letters, an apostrophe, "&", a hyphen or a stop inside ("O'NEIL", "TRI-COUNTY", "CO."). */
const CAPS_WORD = String.raw`[A-Z][A-Z'’&.-]{0,20}`;
/** One to five such words, "&" alone between them allowed; no lower-case letter may follow. */
const CAPS_NAME = String.raw`(${CAPS_WORD}(?:[ \t]{1,2}(?:&|${CAPS_WORD})){0,4})(?![a-z])`;

/** The preposition before the employer, in capitals; what stands before it is checked by WORK_BEFORE. */
const AFTER_PREPOSITION = new WordAnchor(new RegExp(String.raw`\b(?:AT|FOR|BY|FROM|WITH)[ \t]{1,2}${CAPS_NAME}`, 'g'), 'at for by from with');
/** The employer field of a form: "EMPLOYER: NORTHQUILL POTASH". */
const EMPLOYER_FIELD = new WordAnchor(new RegExp(String.raw`\bEMPLOYER[ \t]{0,2}:[ \t]{0,3}${CAPS_NAME}`, 'g'), 'employer');
/** A work verb (with a time word: "WORKS NIGHTS AT"), or a word in capitals that may be a job, just before the preposition. */
const WORK_BEFORE = /(?:\b(?:WORKS?|WORKED|WORKING|EMPLOYED|RETIRED|DRIVES|DROVE|TEACHES|TAUGHT)(?:[ \t]{1,2}(?:NIGHTS|DAYS|PART[ -]TIME|FULL[ -]TIME|THERE|NOW|STILL|CURRENTLY|OFFSHORE|OVERSEAS|LOCALLY))?|\b([A-Z]{3,20}))[ \t]{1,2}$/;
/** How far back the work verb or the job may start: the longest verb with its time word and blanks. */
const BEFORE_WINDOW = 32;
/** Words that end the name: the clause or the time goes on after them ("... SINCE 2019", "... UNTIL LAYOFF"). */
const CLAUSE_WORDS = new Set(['since', 'until', 'x', 'for', 'as', 'when', 'while', 'where', 'who', 'but', 'then', 'today', 'now', 'daily', 'nights', 'days', 'years', 'yrs', 'eta']);

const GATE = wordGate('at for by from with employer');

export function detectCapsEmployers(text: string, wc: WordClasses, out: Candidate[], seen: GateWords): void {
  if (!GATE.open(seen)) return;
  for (const m of AFTER_PREPOSITION.matchAll(text, seen)) {
    const before = WORK_BEFORE.exec(text.slice(Math.max(0, m.index - BEFORE_WINDOW), m.index));
    if (!before) continue;
    // A word before "AT"/"FOR" is a cue only when it is a job ("DRIVER FOR", "MACHINIST FROM").
    if (before[1] !== undefined && !isJob(before[1].toLowerCase())) continue;
    employer(text, m.index + m[0].length - m[1]!.length, m[1]!, wc, out);
  }
  for (const m of EMPLOYER_FIELD.matchAll(text, seen)) employer(text, m.index + m[0].length - m[1]!.length, m[1]!, wc, out);
}

function isJob(low: string): boolean {
  return OCCUPATIONS.has(low) || WORDNET_OCCUPATIONS.has(low);
}

/** The employer's words of `run` (at `start`), pushed when one of them names it. */
function employer(text: string, start: number, run: string, wc: WordClasses, out: Candidate[]): void {
  const words = run.split(/[ \t]+/);
  let n = 0;
  for (; n < words.length; n++) {
    const low = words[n]!.toLowerCase().replace(/[.'’]+$/, '');
    // "TOOL AND DIE", "PLUMBERS AND PIPEFITTERS": "AND" joins a last word to a name, never a clause.
    if (low === 'and' && n > 0 && n + 1 < words.length && (n + 2 === words.length || words[n + 1]!.endsWith('.'))) continue;
    if (low !== '&' && (wc.isStop(low) || CLAUSE_WORDS.has(low))) break;
    // A full stop after a word ends the sentence, unless it closes a firm's abbreviation ("CO.", "INC.").
    if (words[n]!.endsWith('.') && !/^(?:INC|CO|CORP|LTD|BROS)\.$/.test(words[n]!)) {
      n++;
      break;
    }
  }
  while (n > 0 && /^(?:&|AND)$/.test(words[n - 1]!)) n--;
  if (n === 0) return;
  const kept = words.slice(0, n);
  const lows = kept.map((w) => w.toLowerCase().replace(/[.'’]+$/, ''));
  if (NOT_EMPLOYER.has(lows[0]!)) return;
  // "WORKS AT ICU", "NURSE FROM DIALYSIS": a clinical word first names a unit or a service.
  if (wc.isClinical(lows[0]!) || wc.isClinicalShorthand(lows[0]!)) return;
  // Without the dictionaries every word would be unknown ("NURSE AT BEDSIDE"): only a business noun names a firm then.
  const named = wc.hasDictionaries && lows.some((w) => w.length >= 3 && w !== 'and' && !wc.isEnglish(w) && !wc.isStop(w) && !wc.isMisspelt(w) && !wc.isShorthand(w));
  if (!named && !(lows.length > 1 && BUSINESS_NOUNS.has(lows.at(-1)!))) return;
  let end = start;
  for (let k = 0; k < n; k++) end = text.indexOf(kept[k]!, end) + kept[k]!.length;
  const name = text.slice(start, end).replace(/[.'’]+$/, '');
  if (/\bCO$|\bINC$|\bLTD$|\bCORP$|\bBROS$/.test(name) && text.charAt(start + name.length) === '.') {
    push(out, start, start + name.length + 1, 'ORGANIZATION', TIER.facilityCue);
    return;
  }
  push(out, start, start + name.length, 'ORGANIZATION', named ? TIER.facilityCue : TIER.weakCue);
}
