// A ward note's sign-off line with the writer's pager or extension after the credential or the residency year
// ("r. roe rn  pgr 4412", "j. lee, pgy-2, pgr 3391", "T. ROE MD PGY1 PAGER 7-2290"): nurses and residents sign this way
// in every letter case. The credential rule (person.credential) takes a lower-case credential only where the line ends
// after it, and "pgy-2" is no credential it knows, so a lower-case sign-off with a pager was left (fix14b). The shape is
// the whole line from its start: one or two initials with full stops, one or two name words, a credential or a
// residency year, then the pager's label and its digits. Part of the staff-cues family (person.pager-sign-off).
// Widened (fix19a): the line may open with the dash a note's last line takes ("-m. roe rn x6-4410"), a second
// credential may follow the first ("l. roe rn cm x4-3307"), and the number may be an extension written as "x" and its
// digits or after the hands-free badge's name ("X6-2281", "vocera x6-2281"), as unit notes sign in every letter case.
import { allMatchesAt, stickyOf } from '../core/all-matches';
import { push, type Candidate } from '../core/scan';
import { TIER } from '../core/tiers';
import type { WordClasses } from '../core/tokens';
import { wordGate, type GateWords } from '../core/word-gate';
import { ORDERING_CREDENTIALS, SIGNING_CREDENTIALS } from '../vocab/people-words';

/** Credentials a ward note's writer signs with before a pager: nurses, therapists, physicians, practitioners. */
const CREDENTIAL = `(?:${[...new Set([...SIGNING_CREDENTIALS, ...ORDERING_CREDENTIALS])].sort((a, b) => b.length - a.length).join('|')})`;
/** A resident's year: "pgy-2", "PGY2", "pgy 3". */
const YEAR = String.raw`pgy[ -]?\d`;
const PAGER = String.raw`(?:(?:pgr|pager|beeper|bleep|ext|vocera)\.?[ \t]{0,2}[#:]?[ \t]{0,2}(?:x[ \t]?)?\d[\d-]{2,12}|x\d{1,2}-?\d{3,5}(?![\d-]))`;
const NAME = String.raw`[\p{L}][\p{L}'’]{1,20}(?:-[\p{L}][\p{L}'’]{1,20})?`;
const SEP = String.raw`[ \t]{0,3}[,/]?[ \t]{0,3}`;
// Groups: the initials and name words.
export const LINE = new RegExp(
  String.raw`^[ \t]*(?:-[ \t]{0,2})?((?:[A-Za-z]\.[ \t]{0,2}){1,2}${NAME}(?:[ \t](?!(?:${CREDENTIAL})\.?[ \t,/])${NAME})?)[ \t]{0,3},?[ \t]{0,3}(?:(?:${CREDENTIAL})\.?${SEP}(?:(?:${CREDENTIAL})\.?${SEP})?(?:${YEAR}${SEP})?|${YEAR}${SEP})${PAGER}`,
  'gimu',
);
/** LINE tried only where a line starts (its `^`: core/all-matches.ts, `allMatchesAt`). */
const LINE_AT = stickyOf(LINE);
const GATE = wordGate('pgr pager beeper bleep ext vocera x');

export function detectPagerSignOff(text: string, wc: WordClasses, out: Candidate[], seen: GateWords): void {
  if (!GATE.open(seen)) return;
  for (const m of allMatchesAt(text, LINE_AT, seen.memo.lineStarts(text))) {
    const span = m[1]!;
    const words = span.replace(/^(?:[A-Za-z]\.[ \t]{0,2}){1,2}/, '').split(/[ \t]/);
    // "s. aureus rn pgr": an organism's or a stop word in the name's place names no one.
    if (!words.every((w) => w.toLowerCase().split('-').every((p) => !wc.isStop(p) && !wc.isClinical(p)))) continue;
    const from = m.index + m[0].indexOf(span);
    push(out, from, from + span.length, 'DOCTOR', TIER.cueName);
  }
}
