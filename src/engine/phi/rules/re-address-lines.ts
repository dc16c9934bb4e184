// place.re-address-line: the patient's address a British or Irish letter writes on the line straight after its "Re:"
// line (the patient's name with a date of birth, an NHS, CHI or hospital number, or an age in brackets): a street with
// or without its house number, then the village or town and sometimes the island or area, parted by commas, with no
// label ("Re: Mrs X (91)  NHS ...\n2 Y Cottages, Town", "Re: X, DOB ..., CHI ...\n7 Y Z, Village, Isle of Skye").
// Such a house may have no street word ("Cottages", "Farm") and such a village no gazetteer; the slot says what they
// are. A line is read only when each part is one to four words written as names, the first is a street (a house
// number, or a street's or a house's last word) and no part is a clinical or a heading's word, so a diagnosis or a
// salutation after the "Re:" line ("Diagnosis: ...", "Dear Dr X,") is left.
// The town may also close the "Re:" line itself, after the birth date's or the number's comma, alone or after a named
// house and "via" ("Re: Mr X, DOB 01/02/1950, Village", "Re: Mrs X, DOB ..., "Y Station" via Town, Medicare ..."): one to
// three words written as names, a gazetteer's town or one with a word no English list holds, no clinical or stop word
// and no street's last word.
import { allMatchesAt, stickyOf } from '../core/all-matches';
import { push, type Candidate } from '../core/scan';
import { TIER } from '../core/tiers';
import type { WordClasses } from '../core/tokens';
import { wordGate, type GateWords } from '../core/word-gate';

/** Letters without a "Re:" line hold no such address. */
const RE_GATE = wordGate('re');
/**
 * A "Re:" line naming the patient with a birth date, a number or an age, then the next line whole, without the carriage
 * return a CRLF letter closes it with (in the line, it would end the last part's name and fail its pattern).
 */
export const RE_LINE = /^Re:[ \t][^\n]{0,120}?(?:\bDOB\b|\bD\.O\.B\b|\bNHS\b|\bCHI\b|\bMRN\b|\(\d{1,3}\))[^\n]*\r?\n([^\r\n:]{5,90})(?=\r?\n|$)/gmu;
/** One part: an optional house number, then one to four words written as names, "of", "upon" or "on" between. */
const PART = /^(?:(\d{1,4}[A-Za-z]?)[ \t]+)?\p{Lu}[\p{L}'’-]*(?:[ \t]+(?:(?:of|upon|on)[ \t]+)?\p{Lu}[\p{L}'’-]*){0,3}$/u;
/** The last words of a street or a named house. */
const STREET_END: ReadonlySet<string> = new Set([
  'lane', 'road', 'street', 'close', 'way', 'drive', 'avenue', 'crescent', 'terrace', 'row', 'place', 'gardens', 'court',
  'cottages', 'cottage', 'farm', 'mews', 'grove', 'hill', 'rise', 'walk', 'square', 'green', 'park', 'croft', 'house',
]);

/**
 * A "Re:" line's birth date or number, its comma, an optional named house in quotes and "via", then the town closing the
 * line or before the next field's comma.
 */
export const RE_TOWN = /^Re:[ \t][^\n]{0,120}?(?:\bDOB\b|\bD\.O\.B\.?|\bNHS\b(?:[ \t]No\.?)?|\bCHI\b|\bMRN\b)[ \t:.]{0,3}[\dA-Z][\d./ -]{5,14}[ \t]*,[ \t]{0,2}(?:["“][^"”\n]{2,40}["”][ \t]{1,2}via[ \t]{1,2})?(\p{Lu}[\p{L}'’-]+(?:[ \t]\p{Lu}[\p{L}'’-]+){0,2})[ \t]*(?=\r?\n|$|,)/gmu;

/** Both tried only where a line starts (their `^`: core/all-matches.ts, `allMatchesAt`). */
const RE_LINE_AT = stickyOf(RE_LINE);
const RE_TOWN_AT = stickyOf(RE_TOWN);

export function detectReAddressLines(text: string, wc: WordClasses, out: Candidate[], seen: GateWords): void {
  if (!RE_GATE.open(seen)) return;
  for (const m of allMatchesAt(text, RE_LINE_AT, seen.memo.lineStarts(text))) {
    const line = m[1]!.replace(/[ \t]+$/, '');
    const lineStart = m.index + m[0].length - m[1]!.length;
    const parts = line.split(',');
    if (parts.length < 2 || parts.length > 4) continue;
    const read: { start: number; end: number; text: string }[] = [];
    let at = lineStart;
    for (const p of parts) {
      const lead = p.length - p.trimStart().length;
      const t = p.trim();
      read.push({ start: at + lead, end: at + lead + t.length, text: t });
      at += p.length + 1;
    }
    if (!read.every((r) => PART.test(r.text))) continue;
    const words = read.flatMap((r) => r.text.toLowerCase().split(/[ \t]+/));
    if (words.some((w) => wc.isClinical(w) && !STREET_END.has(w))) continue;
    const first = read[0]!;
    const firstWords = first.text.toLowerCase().split(/[ \t]+/);
    if (!/^\d/.test(first.text) && !STREET_END.has(firstWords[firstWords.length - 1]!)) continue;
    push(out, first.start, first.end, 'STREET', TIER.placeWord);
    for (const r of read.slice(1)) {
      push(out, r.start, r.end, /^isle of /i.test(r.text) ? 'LOCATION-OTHER' : 'CITY', TIER.placeWord);
    }
  }
  for (const m of allMatchesAt(text, RE_TOWN_AT, seen.memo.lineStarts(text))) {
    const town = m[1]!;
    const words = town.toLowerCase().split(/[ \t]/);
    if (words.some((w) => wc.isClinical(w) || wc.isStop(w)) || STREET_END.has(words[words.length - 1]!)) continue;
    const known = wc.dicts.cities.has(words.join(' '));
    if (!known && !words.some((w) => !wc.isEnglish(w) && !wc.isKnownName(w))) continue;
    const start = m.index + m[0].lastIndexOf(town);
    push(out, start, start + town.length, 'CITY', TIER.placeWord);
  }
}
