// facility.honorific-name: an Indian hospital, nursing home or centre named for a person with the honorific first,
// as private hospitals' letterheads and referral lines are written ("SHRI X MULTISPECIALITY HOSPITAL", "Sri X Nursing
// Home", "SREE X SEVA SADAN", "Shri X Hospital & Research Centre"). The person rules read "Shri" as a title and take
// the next word for a patient at the title's tier, so the hospital is read here whole, from the honorific to its kind
// word, at the tier of a saint's hospital ("st agnes hospital"), which is what it is the Indian way.
// The name is one to four words on the kind's line, in the kind word's case (capitals, Title case or small letters),
// none a stop word: "Shri Ram was taken to hospital", "Sri Lanka hospitals" and an honorific alone are left to the
// rules that read them.
import { push, type Candidate } from '../core/scan';
import { TIER } from '../core/tiers';
import type { WordClasses } from '../core/tokens';
import { wordGate, type GateWords } from '../core/word-gate';

/** The honorific, one to four name words, the kind of place; a research or speciality centre may follow "&". */
const HONORIFIC_FACILITY = new RegExp(
  String.raw`(?<![\p{L}])(?:shri|sri|sree|shree)\.?[ \t]+((?:[\p{L}][\p{L}'’.-]*[ \t]+){1,4}?)` +
    String.raw`(hospitals?|nursing[ \t]+home|polyclinic|clinic|seva[ \t]+sadan|sadan|institute|diagnostics|(?:medical|health|heart|eye|cancer|cardiac|research)[ \t]+cent(?:re|er))` +
    String.raw`(?:[ \t]*(?:&|and)[ \t]*(?:research|diagnostic|trauma|maternity|heart|cancer|medical)[ \t]+(?:centre|center|institute))?(?![\p{L}])`,
  'giu',
);
const GATE = /(?<![\p{L}])(?:shri|sri|sree|shree)(?![\p{L}])/iu;
/** GATE's words, read from the gate scan: a note without one is not searched (core/word-gate.ts). */
const GATE_WORDS = wordGate('shri sri sree shree');
/** Words after an honorific that name a country or a sentence's subject, not a hospital's patron. */
const NOT_PATRON: ReadonlySet<string> = new Set(['lanka', 'lankan']);

/** "KALYAN", "Kalyan", "kalyan": the word written in the case of the kind word. */
function sameCase(word: string, kind: string): boolean {
  if (kind === kind.toUpperCase()) return word === word.toUpperCase();
  if (kind === kind.toLowerCase()) return word === word.toLowerCase();
  const c = word.charAt(0);
  return c === c.toUpperCase() && c !== c.toLowerCase();
}

export function detectHonorificFacilities(text: string, wc: WordClasses, out: Candidate[], seen: GateWords): void {
  if (!GATE_WORDS.open(seen) || !GATE.test(text)) return;
  for (const m of text.matchAll(HONORIFIC_FACILITY)) {
    const kind = m[2]!;
    const honorific = m[0].slice(0, m[0].search(/[ \t.]/));
    if (!sameCase(honorific, kind) && !(sameCase(honorific, 'Aa') && kind !== kind.toLowerCase())) continue;
    const words = m[1]!.trim().split(/[ \t]+/);
    if (words.some((w) => !sameCase(w, kind) || wc.isStop(w.toLowerCase()) || NOT_PATRON.has(w.toLowerCase()))) continue;
    push(out, m.index, m.index + m[0].length, 'HOSPITAL', TIER.saintFacility);
  }
}
