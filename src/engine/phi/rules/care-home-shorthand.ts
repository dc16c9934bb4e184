// facility.care-home-short: a care home, nursing or rehab centre a ward note names with its kind in shorthand: "X
// care ctr", "X NURSING CTR", "X's AFH" (an adult family home, by its owner's name). Nurses, social workers and case
// managers write placements and where a patient came from this way ("likely tcu at X care ctr vs back to alf", "from
// X's AFH (adult family home)", "NIECE PREFERS X NURSING CTR"); the facilities family reads the kind spelt out ("X
// Nursing Center"), not "ctr" or "AFH". Ward notes name where a patient lives or came from by the initials of its
// kind as often ("from x y snf in Town", "from x y alf in Town", "X Y Post-Acute SNF"), by "assisted living" in small
// letters ("lives at x y assisted living in Town") and by "Nursing & Rehab" ("resident of X Cty Nursing & Rehab").
// The name is the one to three words before the kind, read back until a stop, clinical or care word or a verb a
// placement is written with; a Title-case kind in mixed case wants capitalised name words. One word at least must be
// a name or a word no English list holds, so that a kind of care ("the skilled nursing ctr", "long term care ctr",
// "back to her AFH") is left alone.
import { push, type Candidate } from '../core/scan';
import { spanIndex, type SpanIndex } from '../core/span-index';
import { TIER } from '../core/tiers';
import type { WordClasses } from '../core/tokens';
import { WordAnchor } from '../core/word-anchors';
import type { GateWords } from '../core/word-gate';

/** The kind in shorthand: a care word and "ctr", or AFH, closing its word. */
// Without the `u` flag, so that the note is scanned at ASCII speed: every kind is written in ASCII letters.
const SHORT_KIND = /\b(?:(?:care|healthcare|nursing|rehab|health|treatment|recovery|transitional|living)[ \t]+ctr|afh|snf|alf|assisted[ \t]+living|nursing[ \t]*(?:&|and)[ \t]*rehab)\b/gi;
// "ctr" closes its own word only: "electrolyte" and "spectrum" hold it too.
// Every kind of the pattern holds one of these: "rehab" alone, common in ward notes, opens no reading.
const KIND_GATE = /\b(?:ctr|afh|snf|alf|assisted[ \t]+living|nursing[ \t]*(?:&|and)[ \t]*rehab)\b/gi;
/** KIND_GATE tried only at its first words (core/word-anchors.ts), not searched for at every place of every note. */
const KIND_GATE_AT = new WordAnchor(KIND_GATE, 'ctr afh snf alf assisted nursing*');
/** Words of a kind of care or of a placement's sentence, not of a home's name. */
const NOT_NAME: ReadonlySet<string> = new Set([
  'skilled', 'long', 'term', 'longterm', 'subacute', 'acute', 'home', 'homes', 'nursing', 'care', 'rehab', 'local', 'new',
  'her', 'his', 'their', 'pt', "pt's", 'patient', "patient's", 'adult', 'family', 'foster', 'group', 'memory', 'assisted',
  'prefers', 'prefer', 'preferred', 'chose', 'chooses', 'choose', 'likely', 'back', 'return', 'returns', 'returning',
  'discharge', 'discharged', 'dc', 'd/c', 'placement', 'placed', 'accepted', 'accepts', 'referral', 'referred', 'bed',
  'called', 'call', 'from', 'to', 'at', 'vs', 'via', 'lives', 'living', 'resides', 'admitted', 'transferred', 'tcu',
  'snf', 'alf', 'ltc', 'ltach', 'irf', 'sw', 'cm', 'dispo', 'plan', 'with', 'the', 'a', 'an', 'nearby', 'area', 'community',
  'county', 'state', 'veterans', 'va', 'ed', 'er', 'wound', 'dialysis', 'cancer', 'infusion', 'medical', 'urgent',
  'medicare', 'medicaid', 'tricare', 'pending', 'awaiting', 'needs', 'prior', 'previous', 'former', 'independent', 'and', 'or',
]);

export function detectCareHomeShorthand(text: string, wc: WordClasses, out: Candidate[], seen: GateWords): void {
  if (!wc.hasDictionaries || KIND_GATE_AT.matchAll(text, seen).length === 0) return;
  // The suffix rules' homes, indexed at the first "& Rehab" (asking every candidate at each was quadratic); this rule's
  // own homes end before its next find, so none of them could hold it.
  let institutions: SpanIndex | undefined;
  for (const m of text.matchAll(SHORT_KIND)) {
    const kindFirst = m[0][0]!;
    let mixedTitle = kindFirst !== kindFirst.toLowerCase() && m[0] !== m[0].toUpperCase();
    let allCaps = m[0] === m[0].toUpperCase() && /[A-Z]/.test(m[0]);
    // AFH is written in capitals in any sentence: the owner's name keeps its own case.
    if (allCaps && m[0].length === 3) {
      const prev = /([\p{L}][\p{L}'’.-]*)[ \t]+$/u.exec(text.slice(Math.max(0, m.index - 40), m.index))?.[1] ?? '';
      if (prev !== prev.toUpperCase()) [allCaps, mixedTitle] = [false, true];
    }
    // Read back up to three words on the kind's line.
    let start = m.index;
    let named = false;
    let taken = 0;
    while (taken < 3) {
      const before = /([\p{L}][\p{L}'’.-]*)[ \t]+$/u.exec(text.slice(Math.max(0, start - 40), start));
      if (!before) break;
      const word = before[1]!;
      const low = word.toLowerCase();
      const bare = low.replace(/['’]s$/, '');
      if (NOT_NAME.has(low) || NOT_NAME.has(bare) || wc.isStop(bare) || wc.isClinical(bare)) break;
      const c0 = word[0]!;
      if (mixedTitle && c0 === c0.toLowerCase()) break;
      if (allCaps && word !== word.toUpperCase()) break;
      if (!allCaps && !mixedTitle && word !== low) break;
      if (!wc.isEnglish(bare) || wc.isKnownName(bare)) named = true;
      start -= before[0].length;
      taken++;
    }
    if (taken === 0 || !named) continue;
    const end = m.index + m[0].length;
    // A home the suffix rules read whole ("X Nursing & Rehab") keeps their reading.
    if (/&|and/i.test(m[0]) && (institutions ??= spanIndex(out.filter((c) => c.type === 'HOSPITAL' || c.type === 'ORGANIZATION'))).holds(start, end)) continue;
    push(out, start, end, 'HOSPITAL', TIER.facilityCue);
  }
}
