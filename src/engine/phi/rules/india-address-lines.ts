// Indian postal addresses written with their labels, in any letter case: the village and its post office ("VPO Dhani
// Majra", "ERIYAD P.O."), the sub-district and the district ("Teh. Ellenabad", "Distt. Sirsa", "district mewat",
// "THRISSUR DIST."), an urban sector ("sector 15"), the town glued to its PIN ("delhi-110085"), a state in any case after
// a comma and a state's code in brackets ("(HR)"). Forms and discharge summaries of Indian hospitals write addresses so,
// often in capitals or lower case, where place.india-address (international.ts) reads only Title case. The labels are
// read only on an address line: one that says so ("Address:", "R/O", "resident of"), holds two of the labels, or ends
// on a PIN; elsewhere "district nurse", "sector scan" and "PO" (by mouth) name no place. Only the lines holding a
// label or a sector, or the word "address" and a PIN, are read.
// The parts between the labels are places too: an address line lists its house, street, locality, post office and town
// between commas before the state and the PIN ("Address: 4/112, Kovil Street, Nilaiyur, Madurai District - 625005",
// "Faridabad, Haryana - 121007", "sector 15, rohini, delhi-110085"). On a line that says it is an address or holds a
// label, and holds a PIN, each comma-separated part before the PIN that no rule read is read: a house number or a part
// ending in a street word as the street, one to three words whose first is no English, clinical or stop word as a
// place. A part that opens a line with no address label is its facility's or person's name, and is left.
import { matchAllBeforeAnchor, mayStartLetter } from '../core/anchored';
import { push, type Candidate } from '../core/scan';
import { spanIndex, type SpanIndex } from '../core/span-index';
import { TIER } from '../core/tiers';
import type { WordClasses } from '../core/tokens';
import { INDIAN_STATE_CODES, INDIAN_STATES } from '../vocab/gazetteers';
import { allMatches } from '../core/all-matches';
import { wordGate, type GateWords } from '../core/word-gate';

const NAME = String.raw`([a-z][a-z'-]{2,20}(?:[ \t][a-z][a-z'-]{2,20})?)`;
// Eastern and northern states write the village with its post office ("At/Po- X", "AT-PO X"), the development block
// ("Block- X", "BLOCK X") and the town's quarter ("Mohalla X", a label read with its name as one part of the line);
// "Dist X" goes without its period in such lines.
const LABEL_BEFORE = String.raw`(?:vill(?:age)?\.?|vpo\.?|p\.[ \t]?o\.|teh(?:sil)?\.|tehsil|tahsil|taluka?\.?|mandal|distt?\.|district|at[/-]p\.?o\.?|block|dist(?=[ \t]))`;
const LABEL_AFTER = String.raw`(?:p\.[ \t]?o\.|distt?\.|district|taluka?|tehsil|mandal)`;
/** The place after its label: "VPO Dhani Majra", "Teh. Ellenabad", "district mewat". */
const BEFORE = new RegExp(String.raw`\b${LABEL_BEFORE}(?:[ \t]?[-:][ \t]?|[ \t]{1,2})${NAME}`, 'gi');
/** The place before its label: "ERIYAD P.O.", "Thrissur Dist.", "Hosur taluk". */
const AFTER = new RegExp(String.raw`(?<![\p{L}.])${NAME}[ \t]{1,2}${LABEL_AFTER}(?=[\s,.;)]|$)`, 'giu');
const LABELS = new RegExp(String.raw`\b(?:${LABEL_BEFORE}|${LABEL_AFTER}|mohall?a\b)`, 'gi');
const SAYS_ADDRESS = /\b(?:address|addr|r\/o|resident of|residing at)\b/i;
const ENDS_ON_PIN = /(?:^|[\s,-])[1-9]\d{5}[ \t]*$/;
const SECTOR = /\bsector[ \t-]?\d{1,3}[a-z]?\b/gi;
/** The town glued to its PIN by a hyphen: "delhi-110085", "Nashik - 422013". */
export const TOWN_PIN = /(?<![\p{L}-])([a-z]{3,20})[ \t]?-[ \t]?([1-9]\d{5})(?!\d)/giu;
/** TOWN_PIN tried only before its hyphen and PIN, at most 21 code units after its start (core/anchored.ts); a PIN holds no hyphen. */
export const TOWN_PIN_BEHIND = /(?<![\p{L}-])/uy;
export const TOWN_PIN_BODY = new RegExp(TOWN_PIN.source.slice(TOWN_PIN_BEHIND.source.length), 'iuy');
export const TOWN_PIN_ANCHOR = /-[ \t]?[1-9]\d{5}(?!\d)/gu;
export const TOWN_PIN_WINDOW = 21;
const STATE = new RegExp(String.raw`,[ \t]{0,2}(${INDIAN_STATES.map((n) => n.replace(/ /g, '[ \\t]')).join('|')})(?=[ \t]{2,}\S|[ \t]{0,2}(?:[,;.(]|$|-?[ \t]{0,2}\d{6}(?!\d)))`, 'gi');
const STATE_CODE = new RegExp(String.raw`\((${INDIAN_STATE_CODES.join('|')})\)`, 'g');
/** Words a label may stand before that name no place: "P.O. Box", "District Hospital", "village health worker". */
const NOT_PLACE = new Set(['box', 'hospital', 'headquarters', 'court', 'collector', 'magistrate', 'health', 'level', 'general', 'council', 'office']);

/** The words one of which every address line read here holds ("P.O." comes with a district or a tehsil). */
const GATE = wordGate('vill village vpo teh tehsil tahsil taluk taluka mandal dist distt district sector block mohalla mohala');
const LABEL_OR_SECTOR = new RegExp(String.raw`${LABELS.source}|\bsector\b`, 'gi');
/** A line that says it is an address, read only when it holds a PIN (most address lines are of other countries). */
const ADDRESS_GATE = wordGate('address');
const ADDRESS_WORD = /\baddress\b/gi;
/** A post office after its village, as Kerala and Tamil addresses write it ("X West P.O."), and no P.O. box. */
const POST_OFFICE = /\bp\.[ \t]?o\.(?![ \t]*box\b)/i;
/** The PIN that closes the parts: six digits, not part of a longer number or a phone's digits. */
const PIN = /(?<![\d+])[1-9]\d{5}(?!\d)/;
/** The label a line opens its address with. */
const ADDRESS_LABEL = /\b(?:address|addr|r\/o|resident of|residing at)\b[ \t]*[:.-]?[ \t]*/i;
/** A house or door number standing as its own part: "4/112", "12-3-45", "No. 7". */
const HOUSE = /^(?:no\.?[ \t]?)?\d{1,5}(?:[/-]\d{1,5}){0,2}[a-z]?$/i;
/** A part ending in a street word: "Kovil Street", "mg road", "Gandhi Nagar". */
const STREET_PART = /^[\p{L}.' -]{2,40}[ \t](?:street|st\.?|road|rd\.?|lane|marg|nagar|colony|layout|cross|salai|gali)$/iu;
/** A place's part: one to three words of letters, "P.O." allowed at its end. */
const PLACE_PART = /^\p{L}[\p{L}'-]{2,20}(?:[ \t]\p{L}[\p{L}'.-]{1,20}){0,2}$/u;

export function detectIndiaAddressLines(text: string, wc: WordClasses, out: Candidate[], seen: GateWords): void {
  // Most notes hold none of the words: the gates turn them away, and only the lines holding one are read, once each.
  const labelled = GATE.open(seen);
  const addressed = ADDRESS_GATE.open(seen);
  const read = new Set<number>();
  // What the earlier families found, indexed once when a line's parts are first read (readParts).
  const earlier = out.length;
  let earlierIndex: SpanIndex | undefined;
  const found = (): SpanIndex => (earlierIndex ??= spanIndex(out.slice(0, earlier)));
  letterheads(text, wc, out, read);
  if (!labelled && !addressed) return;
  // The line the last label fell on: the labels come in order, so a line holding many ("district" on every row of one
  // long line) is searched for its ends once, not once a label (a look-back per label is quadratic on one long line).
  let lineFrom = 0;
  let lineTo = 0;
  const readAt = (at: number, needsPin: boolean): void => {
    if (at >= lineFrom && at < lineTo) return;
    const s = text.lastIndexOf('\n', at) + 1;
    let e = text.indexOf('\n', at);
    if (e < 0) e = text.length;
    lineFrom = s;
    lineTo = e;
    if (read.has(s)) return;
    read.add(s);
    const line = text.slice(s, e);
    if (e - s <= 400 && (!needsPin || PIN.test(line) || POST_OFFICE.test(line) || stateEnd(line) !== undefined)) readLine(text, s, e, wc, out, found);
  };
  if (labelled) for (const m of allMatches(text, LABEL_OR_SECTOR)) readAt(m.index, false);
  if (addressed) for (const m of allMatches(text, ADDRESS_WORD)) readAt(m.index, true);
}

function readLine(text: string, s: number, e: number, wc: WordClasses, out: Candidate[], found: () => SpanIndex): void {
  const line = text.slice(s, e);
  const ownFrom = out.length;
  const labels = line.match(LABELS)?.length ?? 0;
  const sector = /\bsector\b/i.test(line);
  // A line found by its "address" alone is read only when it holds a PIN: most address lines are of other countries.
  if (labels === 0 && !sector && !PIN.test(line) && stateEnd(line) === undefined) return;
  if (!SAYS_ADDRESS.test(line) && labels < 2 && !ENDS_ON_PIN.test(line)) return;
  for (const m of line.matchAll(BEFORE)) if (place(m[1]!, wc)) pushGroup(out, s, m, 1, 'CITY');
  // With its label, as place.india-address reads "Krishna Dist.": a label left alone reads as a surname ("Mandal").
  // A Title-case place before its label, or glued to its PIN, is that rule's and place.address-town's.
  for (const m of line.matchAll(AFTER)) if (place(m[1]!, wc) && !titleCase(m[1]!)) push(out, s + m.index, s + m.index + m[0].length, 'CITY', TIER.addressPart);
  for (const m of line.matchAll(SECTOR)) push(out, s + m.index, s + m.index + m[0].length, 'STREET', TIER.addressPart);
  for (const m of matchAllBeforeAnchor(line, TOWN_PIN_ANCHOR, TOWN_PIN_WINDOW, TOWN_PIN_BEHIND, TOWN_PIN_BODY, mayStartLetter)) {
    if (titleCase(m[1]!)) continue;
    if (place(m[1]!, wc)) pushGroup(out, s, m, 1, 'CITY');
    pushGroup(out, s, m, 2, 'ZIP');
  }
  for (const m of line.matchAll(STATE)) pushGroup(out, s, m, 1, 'STATE');
  for (const m of line.matchAll(STATE_CODE)) pushGroup(out, s, m, 1, 'STATE');
  readParts(line, s, labels > 0 || sector, wc, out, (start, end) => found().overlaps(start, end) || overlapsFrom(out, ownFrom, start, end));
}

/**
 * Whether a candidate pushed from `from` on overlaps [start, end): this rule's own on the line being read. Its
 * candidates of other lines lie on those lines, so these and the earlier families' (indexed) are all a part may meet.
 */
function overlapsFrom(out: readonly Candidate[], from: number, start: number, end: number): boolean {
  for (let k = from; k < out.length; k++) if (out[k]!.start < end && start < out[k]!.end) return true;
  return false;
}

/** The comma-separated parts of an address line before its PIN that no rule read (see the head comment). */
function readParts(line: string, s: number, labelled: boolean, wc: WordClasses, out: Candidate[], taken: (start: number, end: number) => boolean): void {
  const label = ADDRESS_LABEL.exec(line);
  // The PIN after the label: a record number before it on the same line ("UHID: X/2025/118034   Address: ...") is none.
  const labelEnd = label === null ? 0 : label.index + label[0].length;
  const found = PIN.exec(line.slice(labelEnd));
  const pin = found === null ? null : { index: labelEnd + found.index };
  // With no PIN, the parts end where the field does, and only an "Address:" field that holds a label or closes on its
  // state is read ("Address: X House, Y West P.O., Thiruvalla", "Address: Mohalla X, Barabanki, U.P.").
  const state = pin === null && label !== null ? stateEnd(line) : undefined;
  // A post-office box is any country's ("Address: P.O. Box 2231, Muscat"): with no PIN, it says nothing of India.
  if (pin === null && (label === null || (state === undefined && (!labelled || /\bp\.?[ \t]?o\.?[ \t]+box\b/i.test(line))))) return;
  const stop = pin !== null ? pin.index : fieldEnd(line, label!.index + label![0].length);
  if (label === null && !labelled) return;
  // After the address label; with none, after the line's first part (the facility's or the person's name).
  const from = label !== null && label.index < stop ? label.index + label[0].length : line.indexOf(',') + 1;
  if (from <= 0 || from >= stop) return;
  if (state !== undefined && state.code) push(out, s + state.at, s + state.at + state.text.length, 'STATE', TIER.addressPart);
  let at = from;
  for (const raw of line.slice(from, stop).split(',')) {
    const lead = raw.length - raw.trimStart().length;
    const part = raw.trim().replace(/[ \t]*-$/, '');
    const start = s + at + lead;
    at += raw.length + 1;
    if (part === '' || taken(start, start + part.length)) continue;
    if (HOUSE.test(part) || STREET_PART.test(part)) push(out, start, start + part.length, 'STREET', TIER.addressPart);
    else if (PLACE_PART.test(part) && place(part, wc)) push(out, start, start + part.length, 'CITY', TIER.addressPart);
  }
}

/** How far into its line a letterhead's PIN may stand: a longer line is a paragraph, not a letterhead. */
const LETTERHEAD_REACH = 200;
/** A town glued to its PIN by a dash after a comma: "..., Peelamedu, Coimbatore - 641004". Searched from the dash. */
const DASH_PIN = /-[ \t]?[1-8]\d{5}(?!\d)/g;
const TOWN_BEFORE_DASH = /,[ \t]{0,2}(\p{L}[\p{L}'.]{2,20}(?:[ \t]\p{L}[\p{L}'.]{1,20}){0,2})[ \t]?$/u;

/**
 * A letterhead's or a report head's address line with no label: the institution or its department, the street and
 * locality parts, and the town glued to its PIN by a dash ("X DIAGNOSTICS, PLOT 17, KARVE NAGAR, PUNE - 411052  PH ...",
 * "Department of Histopathology, Peelamedu, Coimbatore - 641004", "G.S. Road, Guwahati - 781007, Assam"). The PIN
 * after its dash and the comma before the town say it is an address; the line's first part is read only as a street
 * (a house number or a street word), else it is the institution's name. Below the rules that read a letterhead opening
 * on its street (place.address-town): this reading adds where they are silent.
 */
function letterheads(text: string, wc: WordClasses, out: Candidate[], read: Set<number>): void {
  for (const m of allMatches(text, DASH_PIN)) {
    const s = lineStartWithin(text, m.index, LETTERHEAD_REACH);
    if (s < 0 || read.has(s)) continue;
    // A line with an address label, a place label or a sector is readLine's, which reads its parts after the label.
    const head = text.slice(s, m.index);
    if (SAYS_ADDRESS.test(head) || head.search(LABELS) >= 0 || /\bsector\b/i.test(head)) continue;
    const town = TOWN_BEFORE_DASH.exec(text.slice(s, m.index));
    if (town === null || !town[1]!.split(/[ \t]/).every((w) => place(w, wc) && !wc.isEnglish(w.toLowerCase()))) continue;
    read.add(s);
    const townAt = s + town.index + town[0].indexOf(town[1]!);
    push(out, townAt, townAt + town[1]!.length, 'CITY', TIER.weakCue);
    const pin = m.index + m[0].length - 6;
    push(out, pin, pin + 6, 'ZIP', TIER.weakCue);
    let at = s;
    const parts = text.slice(s, townAt).split(',');
    parts.forEach((raw, n) => {
      const lead = raw.length - raw.trimStart().length;
      const part = raw.trim();
      const start = at + lead;
      at += raw.length + 1;
      if (part === '' || n === parts.length - 1) return;
      if (HOUSE.test(part) || STREET_PART.test(part)) push(out, start, start + part.length, 'STREET', TIER.weakCue);
      else if (n > 0 && PLACE_PART.test(part) && place(part, wc) && !wc.isEnglish(part.toLowerCase())) push(out, start, start + part.length, 'CITY', TIER.weakCue);
    });
  }
}

/** Where an address field's value ends with no PIN: a column gap before the next field, or the line's end. */
function fieldEnd(line: string, from: number): number {
  const gap = /[ \t]{2,}|\t/.exec(line.slice(from));
  return gap === null ? line.length : from + gap.index;
}

const DOTTED_CODE = /^(\p{Lu})\.[ \t]?(\p{Lu})\.?$/u;
const STATE_NAMES: ReadonlySet<string> = new Set(INDIAN_STATES.map((n) => n.toLowerCase()));

/** The state that closes an "Address:" field of two parts or more, by name or by its dotted code ("Punjab", "U.P."). */
function stateEnd(line: string): { at: number; text: string; code: boolean } | undefined {
  const label = ADDRESS_LABEL.exec(line);
  if (label === null) return undefined;
  const from = label.index + label[0].length;
  const end = fieldEnd(line, from);
  const comma = line.lastIndexOf(',', end - 1);
  if (comma < from) return undefined;
  const raw = line.slice(comma + 1, end);
  const text = raw.trim();
  const at = comma + 1 + raw.length - raw.trimStart().length;
  const dotted = DOTTED_CODE.exec(text);
  if (dotted !== null && INDIAN_STATE_CODES.includes(dotted[1]! + dotted[2]!)) return { at, text, code: true };
  return STATE_NAMES.has(text.replace(/\.$/, '').replace(/[ \t]+/g, ' ').toLowerCase()) ? { at, text, code: false } : undefined;
}

function place(name: string, wc: WordClasses): boolean {
  const first = name.split(/[ \t]/)[0]!.toLowerCase();
  return !NOT_PLACE.has(first) && !wc.isEnglish(first) && !wc.isClinical(first) && !wc.isStop(first);
}

/** "Hosapete", "Ramavaram Mandal": every word a capital and then lower case. */
function titleCase(name: string): boolean {
  return /^\p{Lu}\p{Ll}+(?:[ \t]\p{Lu}\p{Ll}+)*$/u.test(name);
}

/** Group g of a match in the line that starts at s. */
function pushGroup(out: Candidate[], s: number, m: RegExpMatchArray, g: number, type: 'CITY' | 'ZIP' | 'STATE'): void {
  const at = s + m.index! + m[0].lastIndexOf(m[g]!);
  push(out, at, at + m[g]!.length, type, TIER.addressPart);
}

/**
 * The start of the line holding `at` when it is at most `reach` characters before `at`, else -1: a look-back bounded
 * by what the caller reads, so that many finds on one long line cost no more than the line.
 */
function lineStartWithin(text: string, at: number, reach: number): number {
  for (let i = at - 1; i >= Math.max(0, at - reach - 1); i--) if (text.charCodeAt(i) === 10) return i + 1;
  return at <= reach ? 0 : -1;
}
