// place.address-field-part (fix22b): the places of a form's address, residence, location or venue field, part by part.
// Records of many countries write the patient's address, an incident's scene or a match's venue as places parted by
// commas after the label, with no house number to anchor them ("Address: X Village, Ward 14, Eastern Cape", "Address:
// Plot 7, X Close, Y", "Venue: X Park, Glasgow", "LOCATION: NE 14-52-14-W4, RR2, X, AB", "Residence: X Health & Rehab,
// Y (short-term)"). The label says every part is a place: each part after the first comma made of one to four words
// written as a name (Title case, capitals, or small letters on a line written so) is read, and the first part when no
// list calls it an English, clinical or stop word. A part with a number, a facility's word, or words all English, clinical
// or stop words ("on file", "left forearm", "bedside", "Same as above") is left to the rules that read it by its shape,
// and so is a part a place, street or institution rule already read: the family runs last of the place families and
// adds only where they are silent (an Indian address line's parts, a street address field's town).
// fix23b: a postcode or a county closing an address line says the same of the parts before it as a label does, on a
// line with no label too ("Main Street, Kilfenora Cross, Co. Clare V95 K2T8", "Quarry Lane, Thornbury, Lincs PE20 1LQ",
// "Cnoc na Gaoithe, Carran, Co. Clare"): the parts between the line's start (or a label, or a column gap) and the town
// before the postcode are read as above, and a part that ends in a street's word is the street.
import { push, type Candidate } from '../core/scan';
import { spanIndex, type SpanIndex } from '../core/span-index';
import { TIER } from '../core/tiers';
import type { WordClasses } from '../core/tokens';
import { WordAnchor } from '../core/word-anchors';
import type { GateWords } from '../core/word-gate';
import { FACILITY, WEAK_FACILITY } from '../vocab/place-words';
import { STREET_SUFFIXES } from '../vocab/street-words';

const STREET_WORDS: ReadonlySet<string> = new Set(STREET_SUFFIXES.map((w) => w.toLowerCase()));
/** The types of a place, a street or an institution: a part another rule read as one of them is that rule's. */
const PLACE_TYPES: ReadonlySet<string> = new Set(['CITY', 'STATE', 'COUNTRY', 'STREET', 'ZIP', 'LOCATION-OTHER', 'HOSPITAL', 'ORGANIZATION']);

/** A label (at a line's start or after a column gap: LABEL_BEFORE) and its colon. */
const LABEL = /\b(?:(?:home|patient|pt|current|residential|incident|permanent|postal|mailing)[ \t])?(?:address|residence|location|venue|scene|hometown|home[ \t]town|place[ \t]of[ \t]birth|birthplace)[ \t]{0,2}:[ \t]{0,3}/gi;
/** What stands before the label: the line's start (and blanks), or a column gap. */
const LABEL_BEFORE = /(?:^|\n)[ \t]*$|[ \t]{2}$|\t$/;
const LABEL_AT = new WordAnchor(LABEL, 'home patient pt current residential incident permanent postal mailing address residence location venue scene hometown place birthplace');
/** A part: one to four words of letters, inner apostrophes, hyphens and periods, and a postcode of digits perhaps. */
const PART = /^(\p{L}[\p{L}'’.-]{1,24}(?:[ \t]\p{L}[\p{L}'’.-]{1,24}){0,3})(?:[ \t]\d{4,6})?$/u;

/** Small words inside a place's name in an address line ("Cnoc na Gaoithe", "Rue de la Paix"), never its first. */
const PARTICLES: ReadonlySet<string> = new Set(['na', 'an', 'de', 'la', 'le', 'du', 'des', 'del', 'of', 'the', 'y', 'on', 'upon']);
/** Words of an institution's part or service on a letterhead's line, never a place's ("Rheumatology Department"). */
const SERVICE_WORDS: ReadonlySet<string> = new Set([
  'department', 'dept', 'division', 'service', 'services', 'unit', 'ward', 'team', 'office', 'clinic', 'clinics', 'directorate',
  'programme', 'program', 'trust', 'board', 'practice', 'surgery', 'school', 'faculty', 'institute', 'laboratory', 'laboratories',
  'lab', 'pharmacy', 'outpatients', 'inpatients',
]);
/** The side or part of a place written after its name. */
const SIDES: ReadonlySet<string> = new Set(['upper', 'lower', 'north', 'south', 'east', 'west', 'middle', 'central', 'inner', 'outer', 'great', 'little']);
/** A part of an address line: one to four words, small words inside. */
const LINE_PART = /^\p{L}[\p{L}'’.-]{1,24}(?:[ \t]\p{L}[\p{L}'’.-]{0,24}){0,3}$/u;
/** An Irish county as the county rule reads it ("Co. Clare", "County Mayo"). */
const COUNTY = /^(?:co\.?|county)[ \t]/i;

/**
 * The parts of an address line that a postcode or a county closes, before the town the place rules read there: each
 * part from the line's start (or after a label's colon or a column gap) to the postcode, of one to four words written
 * as a name, that no rule read; a street's word last makes it the street.
 */
export function detectAddressLineParts(text: string, wc: WordClasses, out: Candidate[]): void {
  if (!wc.hasDictionaries) return;
  const n = out.length;
  let read: SpanIndex | undefined;
  let walks = 0;
  const lines = new Set<number>();
  for (let k = 0; k < n; k++) {
    const c = out[k]!;
    if (c.type !== 'ZIP' && !(c.type === 'STATE' && COUNTY.test(text.slice(c.start, c.end)))) continue;
    // The line's start, looked for in the 160 characters before the postcode only (a longer head is no address line),
    // so that each postcode costs a bounded read.
    const from0 = Math.max(0, c.start - 160);
    let nl = c.start - 1;
    while (nl >= from0 && text.charCodeAt(nl) !== 10) nl--;
    if (nl < from0 && from0 > 0) continue;
    const lineStart = nl < from0 ? 0 : nl + 1;
    if (lines.has(lineStart)) continue; // one reading of a line (a county and its postcode close the same one)
    lines.add(lineStart);
    let head = text.slice(lineStart, c.start);
    // After a label's colon or the last column gap, where the address starts.
    const cut = Math.max(head.lastIndexOf(':'), lastGap(head));
    const from = lineStart + (cut >= 0 ? cut + 1 : 0);
    head = text.slice(from, c.start);
    const caseless = head === head.toLowerCase() || head === head.toUpperCase();
    const raws = head.split(',');
    if (raws.length < 2 || raws.length > 5) continue;
    let at = from;
    for (const raw of raws) {
      const start = at + (raw.length - raw.trimStart().length);
      at += raw.length + 1;
      const part = raw.trim().replace(/\.$/, '');
      if (!LINE_PART.test(part)) continue;
      const words = part.split(/[ \t]/);
      // A postcode's or a post office's label is no place ("PIN-", "P.O."), nor a department or a service of an institution.
      if (words.some((w) => w.endsWith('-') || /^(?:pin|p\.?o\.?|zip|postcode)$/i.test(w))) continue;
      if (words.some((w) => SERVICE_WORDS.has(w.toLowerCase()))) continue;
      const lows = words.map((w) => w.toLowerCase().replace(/[.’]/g, (ch) => (ch === '.' ? '' : "'")));
      if (!words.every((w, i) => /^\p{Lu}/u.test(w) || (caseless && w === w.toLowerCase()) || (i > 0 && PARTICLES.has(w)))) continue;
      const inner = (l: string, i: number): boolean => i > 0 && PARTICLES.has(l);
      // A townland's or a village's side after its name is no clinical word there ("Carrowkeel Upper", "Ballymore East").
      const side = (l: string, i: number): boolean => i > 0 && SIDES.has(l);
      if (PARTICLES.has(lows[0]!) || lows.some((l, i) => !inner(l, i) && (l === '' || (wc.isClinical(l) && !side(l, i)) || FACILITY.has(l) || WEAK_FACILITY.has(l)))) continue;
      // The first few parts walk the candidates; a note with more sorts them once (each walk reads all of them).
      if (walks < WALKS) walks++;
      else read ??= spanIndex(out.slice(0, n));
      if (read ? read.overlaps(start, start + part.length) : readBefore(out, n, start, start + part.length)) continue;
      if (STREET_WORDS.has(lows[lows.length - 1]!) && lows.length >= 2) {
        push(out, start, start + part.length, 'STREET', TIER.addressPart);
        continue;
      }
      const key = lows.join(' ');
      const known = wc.dicts.cities.has(key);
      if (lows.some((l, i) => !inner(l, i) && (STREET_WORDS.has(l) || wc.isStop(l)))) continue;
      if (!known && lows.every((l, i) => inner(l, i) || wc.isEnglish(l) || wc.isShorthand(l))) continue;
      push(out, start, start + part.length, known ? 'CITY' : 'LOCATION-OTHER', known ? TIER.placeWord : TIER.weakCue);
    }
  }
}

/** How many parts of a note are looked up by a walk over its candidates before they are sorted into an index. */
const WALKS = 8;

/**
 * Some of the first `n` candidates (those of the rules before this one: a part is read where they are silent) shares a
 * character with [start, end). A walk over them: a note's few parts that get this far cost less so than sorting its
 * candidates into an index (phi-perf: the sort was most of this reading's time on P5).
 */
function readBefore(out: readonly Candidate[], n: number, start: number, end: number): boolean {
  for (let k = 0; k < n; k++) {
    const c = out[k]!;
    if (c.start < end && c.end > start) return true;
  }
  return false;
}

/** Where the last column gap (two blanks or a tab) of a line's head ends, less one; -1 if none. */
function lastGap(head: string): number {
  const t = head.replace(/[ \t]+$/, '');
  const i = Math.max(t.lastIndexOf('  '), t.lastIndexOf('\t'));
  return i < 0 ? -1 : i + 1;
}

/** The places of an address, residence, location or venue field, part by part. */
export function detectAddressFieldParts(text: string, wc: WordClasses, out: Candidate[], seen: GateWords): void {
  if (!wc.hasDictionaries) return;
  let read: SpanIndex | undefined;
  for (const m of LABEL_AT.matchAll(text, seen)) {
    if (!LABEL_BEFORE.test(text.slice(Math.max(0, m.index - 24), m.index))) continue;
    const from = m.index + m[0].length;
    // The value ends at the line's end, a column gap, a semicolon, a bracket or a slash between blanks; 160 at most.
    const rest = text.slice(from, from + 160);
    const end = rest.search(/\r?\n|[ \t]{2}|[;(]|[ \t]\/[ \t]/);
    const value = end < 0 ? rest : rest.slice(0, end);
    const caseless = value === value.toLowerCase() || value === value.toUpperCase();
    let at = from;
    const parts = value.split(',');
    parts.forEach((raw, i) => {
      const start = at + (raw.length - raw.trimStart().length);
      at += raw.length + 1;
      const part = raw.trim().replace(/\.$/, '');
      const p = PART.exec(part);
      if (p === null) return;
      const name = p[1]!;
      const words = name.split(/[ \t]/);
      const lows = words.map((w) => w.toLowerCase().replace(/[.’]/g, (c) => (c === '.' ? '' : "'")));
      // A postcode's or a post office's label before its number is no place ("PIN- 781102", "P.O.- X").
      if (words.some((w) => w.endsWith('-') || /^(?:pin|p\.?o\.?|zip)$/i.test(w))) return;
      // Written as a name: Title case or capitals, or small letters on a line written so.
      if (!words.every((w) => /^\p{Lu}/u.test(w) || (caseless && w === w.toLowerCase()))) return;
      const key = lows.join(' ');
      const d = wc.dicts;
      const known = d.cities.has(key) || d.states.has(key) || d.countries.has(key);
      // After a comma, a place the lists hold is read even where it names an eponym too ("X Park, Glasgow").
      if (lows.some((l) => l === '' || (wc.isClinical(l) && !(known && i > 0)) || FACILITY.has(l) || WEAK_FACILITY.has(l) || STREET_WORDS.has(l))) return;
      // A two-letter part is a region's code, the code rules' ("X, AB").
      if (!known && key.length < 3) return;
      // Some word must be more than a stop or an English word, unless the lists hold the whole part as a place.
      if (!known && lows.every((l) => wc.isStop(l) || wc.isEnglish(l) || wc.isShorthand(l))) return;
      // The first part may be a house's or a farm's name; it is read only when no word of it is a stop word.
      if (i === 0 && lows.some((l) => wc.isStop(l))) return;
      read ??= spanIndex(out);
      if (read.overlapsSome(start, start + name.length, (c) => PLACE_TYPES.has(c.type))) return;
      const type = d.states.has(key) ? 'STATE' : d.countries.has(key) ? 'COUNTRY' : 'CITY';
      push(out, start, start + name.length, type, known ? TIER.placeWord : TIER.weakCue);
    });
  }
}
