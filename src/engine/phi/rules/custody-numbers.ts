// identifier.custody: the number a jail or a prison gives the person in its care, as a correctional health record heads
// and cites it ("Inmate: ROE, ANN   Booking # 2026-044718", "NDOC# 1187443", "DOC#: 1294476", "transfer to the R&E
// centre (SCDC # 392281)", "TOMS No. 0774218"). The label is custody's own word for the person or the booking, or a
// corrections department's capitals ending in DOC or DC (a state's letters before them: NDOC, MDOC, SCDC, CDCR),
// always with its number word; the value needs five digits. A custody record names the institution and the person
// in it, so the scan runs only where a note speaks of custody at all (fix16d: own93 b6, own94 b6, own95 f, own96 g).
import { matchAllBeforeAnchor, mayStartAsciiLetter } from '../core/anchored';
import { push, type Candidate } from '../core/scan';
import { TIER } from '../core/tiers';
import { wordGate, type GateWords } from '../core/word-gate';

/** Custody's words for the person or the booking, in the three letter cases a form prints them. */
const PERSON_LABEL = ['booking', 'inmate', 'offender', 'prisoner', 'detainee', 'custody', 'jail']
  .map((w) => `${w}|${w[0]!.toUpperCase()}${w.slice(1)}|${w.toUpperCase()}`)
  .join('|');
/** A corrections department's capitals (DOC, NDOC, SCDC, CDCR, TDCJ), the Federal Bureau of Prisons, WA's offender system. */
const AGENCY_LABEL = String.raw`[A-Z]{0,3}DOC|[A-Z]{1,3}DC[A-Z]{0,2}|BOP|TOMS`;
const NUMBER_WORD = String.raw`(?:#|No\.?|NO\.?|no\.?|Number|NUMBER|number|ID|Id|id)`;
// Groups: the value.
export const CUSTODY_NUMBER = new RegExp(
  String.raw`\b(?:${PERSON_LABEL}|${AGENCY_LABEL})[ \t]{0,2}${NUMBER_WORD}[ \t]{0,2}:?[ \t]{0,3}([A-Z]{0,3}-?\d[\d-]{3,14}[A-Z]?)(?![\w-]|\.\d)`,
  'g',
);
const CUSTODY_NUMBER_AT = new RegExp(CUSTODY_NUMBER.source, 'y');
/**
 * Every match holds its number word (with a digit at most a colon, blanks, three capitals and a hyphen after it), at most
 * ten code units after its start (the longest label, "prisoner", and two blanks): CUSTODY_NUMBER is tried only there
 * (core/anchored.ts), not at every word of the half of notes whose gate opens on "doc" or "correction". No number word
 * starts inside another ("No", "Number", "ID", "#"), so an anchor cannot hide the next.
 */
export const CUSTODY_ANCHOR = new RegExp(String.raw`${NUMBER_WORD}(?=\.?[ \t]{0,2}:?[ \t]{0,3}[A-Z]{0,3}-?\d)`, 'g');
export const CUSTODY_WINDOW = 10;
/** A custody record says where the person is held or how they came there. */
const GATE = wordGate('booking inmate offender prisoner detainee custody jail correctional corrections correction prison detention doc');

export function detectCustodyNumbers(text: string, out: Candidate[], seen: GateWords): void {
  if (!GATE.open(seen)) return;
  for (const m of matchAllBeforeAnchor(text, CUSTODY_ANCHOR, CUSTODY_WINDOW, undefined, CUSTODY_NUMBER_AT, mayStartAsciiLetter)) {
    const value = m[1]!;
    if (value.replace(/\D/g, '').length < 5) continue;
    // "DOC# 12/03/2026": a date in the number's place is the document's date, not a number.
    if (/^\d{1,4}[/-]\d{1,2}[/-]\d{1,4}$/.test(value)) continue;
    push(out, m.index + m[0].length - value.length, m.index + m[0].length, 'IDNUM', TIER.labelledValue);
  }
}
