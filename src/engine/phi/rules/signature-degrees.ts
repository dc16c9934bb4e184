// person.signature-degrees: the writer's name at the start of a sign-off line, closed by a comma and the degrees and
// licences they sign with ("Ann Roe, MS, CGC", "Ann Roe, ARNP", "Unit SW: Ann Roe, LMSW, aroe@...", "Ann Van Roe,
// MScOT, <college> #12345"). Genetic counsellors, advanced practice nurses, licensed social workers and therapists
// sign this way in letters, referrals and reports; the credential rule (name.credential) wants a credential it knows
// right after the name, so a master's degree before the licence ("MS, CGC") or a licence it does not hold (ARNP, LMSW,
// CGC) left the name (fix16d: own93 a6, own93 b9, own94 b7, own95 g, own96 e, own96 h). The line may open with a
// staff label ("Unit SW:"); every name word is written with its capital and is no stop or clinical word, and one of
// them is a name a list knows or a word no English list holds, so "Multiple Sclerosis, MS" names no one.
import { lineStartFrom, push, type Candidate } from '../core/scan';
import { TIER } from '../core/tiers';
import type { WordClasses } from '../core/tokens';
import { wordGate, type GateWords } from '../core/word-gate';
import { CREDENTIALS } from '../vocab/people-words';

/**
 * Licences and certifications signed after a name that the credential list does not hold: certified and licensed
 * genetic counsellors, advanced registered nurse practitioners, licensed master's and clinical social workers, mental
 * health and marriage counsellors, addiction counsellors, registered social workers (Canada), occupational therapists'
 * registrations and the BScN. Exercise physiologists and rehabilitation staff sign with their certifying body's
 * letters (fix17d): the ACSM's clinical, registered clinical and plain exercise physiologist, the registered clinical
 * exercise physiologist, the certified cardiac rehabilitation professional and the strength and conditioning specialist.
 */
const LICENCES = [
  'CGC', 'LCGC', 'ARNP', 'LMSW', 'LCSW-C', 'LMHC', 'LPC', 'LMFT', 'LADC', 'CADC', 'LCADC', 'RSW', 'MScOT', 'OT Reg', 'OTR/L', 'BScN', 'CCC',
  'ACSM-CEP', 'ACSM-RCEP', 'ACSM-EP', 'RCEP', 'CCRP', 'CSCS',
];
/** Degrees written before the licence ("MS, CGC", "MPH, RN"): alone they name no clinician (MS is also sclerosis). */
const DEGREES = ['MS', 'MSc', 'MA', 'MPH', 'MEd', 'MSN', 'BSc', 'BA', 'BS', 'MHSc', 'MClinSc'];
const SIGNING = new Set([...CREDENTIALS, ...LICENCES]);
const CHAIN_WORDS = [...new Set([...SIGNING, ...DEGREES])].sort((a, b) => b.length - a.length);
const TOKEN = `(?:${CHAIN_WORDS.join('|')})(?![\\p{L}\\d/-])`;
// Groups: the chain of degrees and licences after the name's comma; it ends the line or a comma, bar or bracket follows.
const CHAIN = new RegExp(String.raw`,[ \t]{1,2}(${TOKEN}(?:,?[ \t]{1,2}${TOKEN}){0,3})(?=[ \t]*(?:\r?\n|$|[,|(]))`, 'gmu');
/** From the line's start: perhaps a staff label, then two to four name words (a particle such as "van" may stand inside). */
const NAME_LINE = /(?:^|\n)[ \t]*(?:[\p{L}][\p{L} .]{0,24}:[ \t]{1,3})?((?:\p{Lu}[\p{L}'’]{1,20}(?:-\p{Lu}[\p{L}'’]{1,20})?|\p{Lu}\.)(?:[ \t](?:(?:van|von|de|da|del|der|la|le|ten|ter|bin|al|Van|Von|De|Da|Del|La|Le)[ \t])?(?:\p{Lu}[\p{L}'’]{1,20}(?:-\p{Lu}[\p{L}'’]{1,20})?|\p{Lu}\.)){1,3})$/u;
/**
 * The most code units NAME_LINE's label and name can take (a letter may be two): the label 2 + 48 + 1 + 3, the first
 * word 85, three more words with a particle 3 x 90. Whatever stands further back is the line's leading blanks or no
 * match at all.
 */
const NAME_LINE_MAX = 420;
const GATE = wordGate([...LICENCES, ...DEGREES].map((w) => w.toLowerCase().split(/[ /-]/)[0]).join(' '));

/**
 * The start of `at`'s line when NAME_LINE could reach it, else -1. A search for the line's start from every chain of
 * one long line read the whole line each time; only blanks may stand before the longest name line reaches.
 */
function nameLineStart(text: string, at: number): number {
  let start = lineStartFrom(text, at, at - NAME_LINE_MAX);
  if (start > 0 && text.charCodeAt(start - 1) !== 10) {
    while (start > 0 && (text.charCodeAt(start - 1) === 32 || text.charCodeAt(start - 1) === 9)) start--;
    if (start > 0 && text.charCodeAt(start - 1) !== 10) return -1;
  }
  return start;
}

function nameWords(name: string, wc: WordClasses): boolean {
  const words = name.split(/[ \t]+/).filter((w) => !/^\p{Lu}\.$/u.test(w) && !/^(?:van|von|de|da|del|der|la|le|ten|ter|bin|al)$/i.test(w));
  if (words.length === 0) return false;
  const parts = words.flatMap((w) => w.toLowerCase().replace(/’/g, "'").split('-'));
  if (parts.some((p) => wc.isStop(p) || wc.isClinical(p))) return false;
  return parts.some((p) => wc.isKnownName(p) || !wc.isEnglish(p));
}

export function detectSignatureDegrees(text: string, wc: WordClasses, out: Candidate[], seen: GateWords): void {
  if (!wc.hasDictionaries || !GATE.open(seen)) return;
  for (const m of text.matchAll(CHAIN)) {
    const chain = m[1]!.split(/,?[ \t]{1,2}(?=\S)/);
    // A degree alone ("Ann Roe, MS") may be the disease; a licence or a known credential must sign the line.
    if (!chain.some((t) => SIGNING.has(t)) && !SIGNING.has(m[1]!)) continue;
    const lineStart = nameLineStart(text, m.index);
    if (lineStart < 0) continue;
    const before = text.slice(Math.max(lineStart - 1, 0), m.index);
    const n = NAME_LINE.exec(before);
    if (n === null) continue;
    if (!nameWords(n[1]!, wc)) continue;
    const start = m.index - n[1]!.length;
    push(out, start, m.index, 'DOCTOR', TIER.cueName);
  }
}
