// The town written straight after a hospital's name, with no comma, in an ambulance patient care report wholly in
// capitals ("TRANSPORT TO X REGIONAL HOSPITAL TOWN FOR CT", "PT TO X MEDICAL CENTER TOWN.", "TRANSPORT: ST. X'S
// GENERAL HOSPITAL TOWN, TRAUMA TEAM ACTIVATED"): the crew names the receiving hospital and then its town to say
// which site of a chain or which of two like-named hospitals they went to. Part of place.after-institution
// (institution-towns.ts), which reads the town after an institution's comma, dash or "in"; here nothing marks the
// town but its place on the line, so only a town the gazetteers hold is read, never a word an English list holds on
// its own ("ED", "TRAUMA", "BAY", and towns such as "ORANGE" that are words too), and only before the clause's end or
// the words a transport line goes on with (FOR, VIA, WITH, ED, ER, ETA).
import { push, shortLineAround, type Candidate } from '../core/scan';
import type { SpanIndex } from '../core/span-index';
import { TIER } from '../core/tiers';
import type { WordClasses } from '../core/tokens';

/** One blank, one or two capitals words, then the clause's end or a transport line's next word. */
const CAPS_TOWN_AFTER = /^ ([A-Z][A-Z'’-]{2,20})(?: ([A-Z][A-Z'’-]{2,20}))?(?=[ \t]{0,2}(?:[.,;]|\r?\n|$)| (?:FOR|VIA|WITH|ED|ER|ETA)\b)/;

/** The longest transport line read: a longer one is prose or a list run together. */
const MAX_LINE = 300;

/**
 * True when a town was read after the hospital candidate `cand` (its end at a blank). `institutions` indexes the
 * hospitals and organisations found before this rule ran, built once per note by the caller.
 */
export function capsHospitalTown(text: string, cand: Candidate, wc: WordClasses, out: Candidate[], institutions: () => SpanIndex): boolean {
  const m = CAPS_TOWN_AFTER.exec(text.slice(cand.end, cand.end + 50));
  if (m === null) return false;
  const line = shortLineAround(text, cand.start, cand.end, MAX_LINE);
  // A line with small letters is prose or a form, where a capitals word after a hospital is a heading's or a unit's.
  if (line === undefined || /[a-z]/.test(text.slice(line[0], line[1]))) return false;
  const one = m[1]!.toLowerCase();
  const two = m[2] === undefined ? undefined : `${one} ${m[2].toLowerCase()}`;
  let town: string;
  if (two !== undefined && wc.dicts.cities.has(two)) town = `${m[1]!} ${m[2]!}`;
  else if (m[2] === undefined && wc.dicts.cities.has(one) && !wc.isEnglish(one) && !wc.isStop(one) && !wc.isClinical(one)) town = m[1]!;
  else return false;
  const start = cand.end + 1;
  const stop = start + town.length;
  // A second institution's own words keep their reading (`cand` itself ends before the town's blank).
  if (institutions().overlaps(start, stop)) return false;
  push(out, start, stop, 'CITY', TIER.placeWord);
  return true;
}
