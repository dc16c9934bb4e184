// ORGANIZATION: the insurer, health fund, medical scheme or claims administrator a note names after an insurance
// cue, as social-work, discharge, occupational-health and authorisation notes of many countries write it:
// "Insurance through MassHealth", "insured with Corbell Mutual", "cashless through Star Health via TPA Medi Assist",
// "GROUP PLAN THROUGH SUN LIFE", "insurer: allianz", "Arogya Suraksha TPA". The cue says a payer follows; the
// name is the run of words after it in the letter case it starts with. Payer programmes named alone (Medicare,
// Medicaid, the VA, OHIP, a medical card, workers' comp) and the people or jobs that hold the cover ("through his
// employer", "via her husband") name no organisation, nor does what a cover is held under. Treatment is also "cover" and "coverage" ("cover with
// Augmentin", "broad coverage with Zosyn"): a clinical word ends the reading.
import { push, type Candidate } from '../core/scan';
import { TIER } from '../core/tiers';
import type { WordClasses } from '../core/tokens';
import { wordGate, type GateWords } from '../core/word-gate';
import { WordAnchor } from '../core/word-anchors';
import { BUSINESS_NOUNS } from './org-cues';
import { letterShape, wordRun, type RunWord } from '../core/word-runs';

/**
 * Cues in any letter case. Strong: an insurance word, a payer's field, a claims administrator (TPA), a group or benefits
 * plan. Weak: cover, coverage, a claim or benefits, which also name treatment and paperwork.
 */
const CUE = new WordAnchor(
  /\b(?:(insurance|insured|insurer|insurers|ins\.?|payer|payor|carrier|cashless|tpa|(?:group|benefits?)[ \t]{1,2}plan)|(cover|covered|coverage|claims?|benefits))(?![\p{L}])/giu,
  'insurance insured insurer insurers ins payer payor carrier cashless tpa group benefit benefits cover covered coverage claim claims',
);
// "Health fund:", "Medical aid:" and "Medical scheme:" are payer fields org.header reads (rules/institutions.ts); "health"
// and "medical", in most notes, are not tried here.
const GATE = wordGate('insurance insured insurer insurers ins payer payor carrier cashless tpa plan cover covered coverage claim claims benefits');

/** After the cue: a field's colon, or up to four words and then the preposition before the payer. */
const FIELD = /^[ \t]{0,2}:[ \t]{0,3}/;
const WORD = /(?:[\p{L}][\p{L}\p{M}'’&.-]{0,24}|&)/uy;
/** A closing full stop ends a name unless it closes an initial or one of these abbreviations. */
const KEEPS_DOT = /^(?:\p{L}|Inc|Co|Corp|Ltd|Bros|St)\.$/iu;
// Not "under": a cover held under something names a programme or a policy's terms ("covered under the state scheme").
const PREPOSITIONS = new Set(['through', 'thru', 'via', 'with', 'by']);
/**
 * After a weak cue only these open the payer: "cover with Augmentin", "covered by Patel tonight" are treatment and
 * rota; once one has been passed ("coverage via his employer with Anthem") the others may follow.
 */
const PAYER_PREPOSITIONS = new Set(['through', 'thru', 'via']);
/** Cues that are a form's field only: "Payer: Corbell Mutual", never "carrier with ...". */
const FIELD_ONLY = new Set(['payer', 'payor', 'carrier', 'ins', 'ins.']);
/** How far after the cue the reading goes: four words, a preposition and a name of six words, with blanks. */
const WINDOW = 200;

/** Payer programmes and holders of cover, in lower case: after a cue they name no firm. */
const NOT_PAYER = new Set([
  'medicare', 'medicaid', 'medi-cal', 'medical', 'va', 'nhs', 'ohip', 'msp', 'ramq', 'acc', 'wsib', 'wcb', 'tricare', 'champva', 'chip',
  'ssi', 'ssdi', 'pip', 'esa', 'workers', "workers'", 'worker', "worker's", 'comp', 'compensation', 'disability', 'employer', 'employers',
  'work', 'job', 'union', 'state', 'government', 'county', 'federal', 'public', 'private', 'self', 'self-pay', 'none', 'nil', 'no', 'not',
  'n/a', 'na', 'pending', 'unknown', 'uninsured', 'the', 'a', 'an', 'his', 'her', 'their', 'my', 'our', 'your', 'him', 'them', 'it',
  'wife', "wife's", 'husband', "husband's", 'spouse', "spouse's", 'partner', "partner's", 'parents', "parents'", 'mother', "mother's",
  'father', "father's", 'mom', "mom's", 'mum', "mum's", 'dad', "dad's", 'son', "son's", 'daughter', "daughter's", 'family', 'insurance', 'insurer', 'plan', 'card', 'cover', 'coverage', 'policy', 'dr', 'dr.', 'mr', 'mrs', 'ms',
  'doctor', 'pharmacy', 'hospital', 'primary', 'secondary', 'tertiary', 'same', 'all', 'both', 'each', 'either', 'other', 'this', 'that',
  'bulk', 'gap', 'out', 'cash', 'fee', 'free', 'hmo', 'ppo', 'epo', 'pos', 'pcp', 'gp', 'ltd', 'inc', 'tpa', 'scheme', 'fund', 'aid',
  // National schemes, as the payer field of org.header reads them (rules/institutions.ts).
  'hse', 'cghs', 'pmjay', 'pm-jay', 'esic', 'esi', 'philhealth', 'medishield', 'medisave', 'ndis', 'nhif', 'nhis', 'sha', 'commercial',
]);
/** Words that end a payer's name and go on with the line: the plan's kind, a clause, a time. */
const ENDS_NAME = new Set(['ppo', 'hmo', 'epo', 'pos', 'since', 'until', 'for', 'as', 'x', 'when', 'while', 'and', 'but', 'then', 'now', 'member', 'id', 'no', 'number', 'policy', 'via', 'through', 'thru', 'with', 'by', 'on', 'under', 'from', 'in', 'at', 'to', 'of']);
/** Words inside a capitalised payer's name ("Blue Cross Blue Shield of Texas", "Ryder & Lowe"). */
const INNER = new Set(['of', '&', 'and', 'de', 'du', 'la']);
/** Nouns that end a payer's name written in lower case ("corbell mutual", "star health"). */
const PAYER_NOUNS = new Set(['mutual', 'assurance', 'insurance', 'health', 'healthcare', 'medical', 'care', 'life', 'benefits', 'plan', 'scheme', 'fund', 'group']);

/** The payer's words at the start of `words`, in the letter case its first word has, or none. */
function payerName(words: readonly RunWord[], wc: WordClasses): readonly RunWord[] {
  const first = words[0];
  if (!first) return [];
  const shape = letterShape(first.text);
  if (!shape) return [];
  const lows = words.map((w) => w.text.toLowerCase().replace(/[’]/g, "'"));
  // The stop list holds the days' short forms, which also open a name in capitals ("SUN LIFE").
  if (NOT_PAYER.has(lows[0]!) || (wc.isStop(lows[0]!) && !DAY_SHORT.has(lows[0]!)) || wc.isClinical(lows[0]!) || wc.isClinicalShorthand(lows[0]!)) return [];
  let n = 0;
  for (; n < words.length && n < 6; n++) {
    const low = lows[n]!;
    if (n > 0 && ENDS_NAME.has(low) && !(INNER.has(low) && shape !== 'lower' && words[n + 1] !== undefined && letterShape(words[n + 1]!.text) === shape)) break;
    const s = letterShape(words[n]!.text);
    if (!INNER.has(low) && s !== shape) break;
    if (n > 0 && (wc.isClinical(low) || wc.isClinicalShorthand(low)) && !PAYER_NOUNS.has(low)) break;
  }
  while (n > 0 && INNER.has(lows[n - 1]!)) n--;
  if (n === 0) return [];
  const kept = words.slice(0, n);
  const keptLows = lows.slice(0, n);
  if (keptLows.every((w) => NOT_PAYER.has(w) || PAYER_NOUNS.has(w))) return [];
  if (shape === 'caps' && n === 1 && kept[0]!.text.length < 4) return [];
  if (shape === 'lower') {
    // A lower-case payer needs a word no English list knows, or a payer's or business noun after a naming word.
    if (!wc.hasDictionaries) return [];
    const unknown = keptLows.some((w) => w.length >= 3 && !INNER.has(w) && !wc.isEnglish(w) && !wc.isStop(w) && !wc.isMisspelt(w) && !wc.isShorthand(w));
    const noun = n > 1 && (PAYER_NOUNS.has(keptLows[n - 1]!) || BUSINESS_NOUNS.has(keptLows[n - 1]!));
    if (!unknown && !noun) return [];
    if (!unknown) {
      // "star health": the naming word before the noun must not be generic ("private health", "mental health").
      let m = n - 1;
      while (m > 0 && (PAYER_NOUNS.has(keptLows[m]!) || BUSINESS_NOUNS.has(keptLows[m]!))) m--;
      if (NOT_PAYER.has(keptLows[m]!) || GENERIC_BEFORE_NOUN.has(keptLows[m]!)) return [];
    }
  }
  return kept;
}
const DAY_SHORT = new Set(['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun']);
const GENERIC_BEFORE_NOUN = new Set(['mental', 'public', 'private', 'home', 'community', 'occupational', 'primary', 'health', 'medical', 'group', 'good', 'poor', 'general', 'national', 'local', 'state', 'own', 'full', 'basic']);

export function detectInsurers(text: string, wc: WordClasses, out: Candidate[], seen: GateWords): void {
  if (!GATE.open(seen)) return;
  for (const m of CUE.matchAll(text, seen)) {
    const strong = m[1] !== undefined;
    const cueLow = m[0].toLowerCase();
    // "tPA" is a drug in mixed-case text; as a claims administrator it is written in capitals before a Title-case name.
    if (cueLow === 'tpa' && m[0] !== 'TPA') continue;
    const after = m.index + m[0].length;
    const window = text.slice(after, Math.min(text.length, after + WINDOW)).split('\n', 1)[0]!;
    const field = FIELD.exec(window);
    if (field) {
      // A field's value: weak cues ("Claim:", "Benefits:") hold numbers and dates, not payers. A capitalised value
      // of a payer field is org.header's first (rules/institutions.ts, a tier above): read here at the weak tier, it
      // stands where that rule's shape ends too soon ("BLUE CROSS BLUE SHIELD OF TEXAS PPO").
      if (strong) read(text, after + field[0].length, wc, out, false);
      continue;
    }
    if (FIELD_ONLY.has(cueLow)) continue;
    if (cueLow === 'tpa') {
      if (/^[ \t]{1,2}\p{Lu}\p{Ll}/u.test(window)) read(text, after + (window.length - window.trimStart().length), wc, out, true);
      continue;
    }
    // Up to four words, then the preposition, then the payer: the first preposition whose payer reads wins.
    if (window.length === window.trimStart().length) continue;
    const words = wordRun(text, after + (window.length - window.trimStart().length), 12, WORD, KEEPS_DOT);
    let opened = strong;
    for (let k = 0; k < words.length - 1 && k <= 4; k++) {
      const low = words[k]!.text.toLowerCase();
      if (!PREPOSITIONS.has(low) || (!opened && !PAYER_PREPOSITIONS.has(low))) {
        // The words between the cue and the preposition are the line's own: lower case, or capitals on a line in capitals.
        if (letterShape(words[k]!.text) === 'title') break;
        continue;
      }
      opened = true;
      if (read(text, words[k + 1]!.start, wc, out, strong)) break;
      if (letterShape(words[k + 1]!.text) === 'title' && !NOT_PAYER.has(words[k + 1]!.text.toLowerCase())) break;
    }
  }
  for (const m of TPA_AFTER.matchAll(text, seen)) tpaAfterName(text, m.index, wc, out);
}

/** The payer at `from`, pushed; true when one was. */
function read(text: string, from: number, wc: WordClasses, out: Candidate[], strong: boolean): boolean {
  const name = payerName(wordRun(text, from, 8, WORD, KEEPS_DOT), wc);
  if (name.length === 0) return false;
  push(out, name[0]!.start, name.at(-1)!.end, 'ORGANIZATION', strong ? TIER.facilityCue : TIER.weakCue);
  return true;
}

/** "Arogya Suraksha TPA": a claims administrator named before its kind, in Title case. */
const TPA_AFTER = new WordAnchor(/\bTPA(?![\p{L}])/gu, 'tpa');
const TPA_NAME_BEFORE = /(?<![\p{L}'’-])((?:\p{Lu}\p{Ll}[\p{L}'’-]{0,20}[ \t]{1,2}){1,3})$/u;

function tpaAfterName(text: string, at: number, wc: WordClasses, out: Candidate[]): void {
  const m = TPA_NAME_BEFORE.exec(text.slice(Math.max(0, at - 72), at));
  if (!m || !wc.hasDictionaries) return;
  const words = m[1]!.trim().split(/[ \t]+/);
  // The name must hold a word no English or clinical list knows ("Arogya"): "Given TPA", "Post TPA" are treatment.
  if (!words.some((w) => wc.isUnknown(w.toLowerCase()))) return;
  const first = words.findIndex((w) => !wc.isStop(w.toLowerCase()) && !NOT_PAYER.has(w.toLowerCase()) && !wc.isClinical(w.toLowerCase()));
  if (first < 0) return;
  const start = at - m[1]!.length + m[1]!.indexOf(words[first]!);
  push(out, start, at + 3, 'ORGANIZATION', TIER.weakCue);
}
