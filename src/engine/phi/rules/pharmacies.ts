// ORGANIZATION: the shop a patient's pharmacy is, as telephone notes, portal messages and medication histories name
// it after the word itself: "pharmacy is the Walgreens on Falls Pointe Rd", "the pharmacy (kwik rx on dunmore rd)",
// "PHARMACY IS HALLORAN DRUG", "chemist - Pellow's in Truro". A capitalised field value ("Pharmacy: CVS") is
// org.header's; here the name follows "is", a bracket or a dash, in any letter case, and runs to "on"/"in"/"at" (its
// branch) or the clause's end. What a pharmacy does or is told ("pharmacy is aware", "pharmacy (outpatient)",
// "pharmacy - consulted re vanc dosing") is no name: the name must be capitalised with a word that is no English or
// clinical word alone, or hold a word no list knows.
import { push, type Candidate } from '../core/scan';
import { TIER } from '../core/tiers';
import type { WordClasses } from '../core/tokens';
import { wordGate, type GateWords } from '../core/word-gate';
import { WordAnchor } from '../core/word-anchors';
import { wordRun } from '../core/word-runs';

const CUE = new WordAnchor(
  /\b(?:pharmacy|chemist|drugstore|PHARMACY|CHEMIST|DRUGSTORE|Pharmacy|Chemist|Drugstore)(?:[ \t]{1,2}(?:is|was|IS|WAS)[ \t]{1,2}|[ \t]{0,2}\([ \t]{0,2}|[ \t]{1,2}[-–][ \t]{1,2})(?:(?:the|THE|a|A)[ \t]{1,2})?(?=\p{L})/gu,
  'pharmacy chemist drugstore',
);
const GATE = wordGate('pharmacy chemist drugstore');
/** A Title-case word right before a Title-case pharmacy word: the shop's own name (in capitals it cannot be told). */
const NAME_BEFORE = /\p{Lu}\p{Ll}[\p{L}'’&-]{0,23}[ \t]{1,2}$/u;
const WORD = /(?:\p{L}[\p{L}\p{M}\d'’&.-]{0,24}|&)/uy;
/** Every closing full stop ends the shop's name: no abbreviation is read through. */
const NO_ABBREVIATION = /(?!)/;
/** Words that end the shop's name: its branch, a clause. */
const ENDS = new Set(['on', 'in', 'at', 'near', 'by', 'off', 'and', 'says', 'said', 'is', 'was', 'has', 'called', 'will', 'for', 'to', 'with', 'which', 'that', 'who', 'but']);
/** What a pharmacy is told, does or is: no shop's name. */
const NOT_A_SHOP = new Set([
  'aware', 'closed', 'open', 'notified', 'contacted', 'consulted', 'called', 'following', 'verified', 'verifying', 'unable', 'out', 'not',
  'outpatient', 'inpatient', 'hospital', 'central', 'satellite', 'retail', 'local', 'mail', 'specialty', 'compounding', 'same', 'usual',
  'regular', 'preferred', 'nearest', 'closest', 'one', 'downstairs', 'here', 'there', 'ok', 'none', 'unknown', 'pending', 'per', 'please',
  'dosing', 'recommends', 'recommendations', 'recs', 'reviewed', 'team', 'staff', 'tech', 'technician', 'student', 'resident', 'consult',
  'dr', 'mr', 'mrs', 'ms', 'pharmacist', 'fax', 'phone', 'tel',
]);
/** A shop's own nouns, which clinical lists also hold ("kwik rx", "Halloran Drug"). */
const SHOP_NOUNS = new Set(['rx', 'drug', 'drugs', 'drugstore', 'pharmacy', 'chemist', 'chemists', 'apothecary', 'mart', 'store', 'market', 'plus', 'care']);

export function detectPharmacies(text: string, wc: WordClasses, out: Candidate[], seen: GateWords): void {
  if (!GATE.open(seen) || !wc.hasDictionaries) return;
  for (const m of CUE.matchAll(text, seen)) {
    // A named shop's bracket holds its branch or town ("Quarrow Chemist (Pellbrook)": place.care-in's), not the shop.
    if (m[0].includes('(') && /^\p{Lu}\p{Ll}/u.test(m[0]) && NAME_BEFORE.test(text.slice(Math.max(0, m.index - 32), m.index))) continue;
    const from = m.index + m[0].length;
    const words = wordRun(text, from, 4, WORD, NO_ABBREVIATION);
    let n = 0;
    while (n < words.length && !(n > 0 && ENDS.has(words[n]!.text.toLowerCase()))) n++;
    const kept = words.slice(0, n);
    if (kept.length === 0) continue;
    const lows = kept.map((w) => w.text.toLowerCase().replace(/[’]/g, "'"));
    if (NOT_A_SHOP.has(lows[0]!) || wc.isStop(lows[0]!) || lows.some((w) => !SHOP_NOUNS.has(w) && (wc.isClinical(w) || wc.isClinicalShorthand(w)))) continue;
    const unknown = lows.some((w) => w.length >= 3 && !SHOP_NOUNS.has(w) && !wc.isEnglish(w.replace(/'s$/, '')) && !wc.isStop(w) && !wc.isMisspelt(w) && !wc.isShorthand(w));
    const capitalised = kept.every((w) => /^\p{Lu}/u.test(w.text) || w.text === '&');
    const lineInCaps = /^[^\p{Ll}]*$/u.test(text.slice(m.index, kept.at(-1)!.end));
    // A capitalised name of English words ("Brantley Drug") names in mixed case; in capitals or lower case a word no
    // list knows must.
    if (!unknown && !(capitalised && !lineInCaps && lows.length > 1)) continue;
    push(out, from, kept.at(-1)!.end, 'ORGANIZATION', TIER.weakCue);
  }
}
