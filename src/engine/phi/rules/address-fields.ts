// A street address in a form's address field, in any letter case: home health visit notes, ambulance patient care
// reports and intake forms write where the patient lives or was picked up after a label ("address confirmed 1187 x rd,
// y 29488", "LOCATION: 4410 W X RD, Y VALLEY", "PICKUP: 1187 MONTEE X, Y, ON", "address: 41 x alley, y, pa"). The
// capitalised address rule needs Title case, and the caseless street rule a cue-free shape of three words at most with
// a full street word; here the label, the house number and the comma that closes the street vouch for each other, so
// the street may hold up to five words, a compass letter, any street word or a leading one, and the town after it is
// read as the field's next part, with its region code and postcode. Part of the place-kinds family; below the rules
// that read the same street or town by their own shape (street.any-case, place.town-zip), so this one adds where they
// are silent.
import { matchAt, push, sticky, type Candidate } from '../core/scan';
import { TIER } from '../core/tiers';
import type { WordClasses } from '../core/tokens';
import { WordAnchor } from '../core/word-anchors';
import type { GateWords } from '../core/word-gate';
import { STATE_ABBREVIATIONS } from '../vocab/gazetteers';
import { REGION_CODES, STREET_LEADS_NUMBERED } from '../vocab/regions';
import { STREET_SUFFIXES } from '../vocab/street-words';

/** The field's label: a place an address is written after, with its qualifier, then a colon, "#" or blanks. */
const LABEL = /(?<![A-Za-z])(?:(?:home|patient|pt|current|residential|incident|scene|pickup|pick-up|call)[ \t]{1,2})?(?:address|addr|location|loc|pickup|pick-up|scene|residence)(?:[ \t]{1,2}(?:confirmed|verified|on file))?(?:[ \t]{0,2}[:#-][ \t]{0,3}|[ \t]{1,3})(?=\d)/gi;
// Tried only where a run of letters starts with one of its first words (core/word-anchors.ts).
const LABEL_AT = new WordAnchor(LABEL, 'home patient pt current residential incident scene pickup pick call address addr location loc residence');
/** The gate: one of these words must be in the note (core/word-gate.ts). */
export const ADDRESS_FIELD_WORDS = 'address addr location loc pickup pick scene residence';

/**
 * From the label's end: the house number, one to five words (a highway's number may close them: "HWY 206"), the comma,
 * the town of one to four words, then an optional region code and postcode; the field ends at the line's end, a column
 * gap, a bracket, a full stop or a semicolon. The end is read with one blank at most before it, as two are a gap
 * already: a look-ahead over a run of blanks would read the run again at each try. Tried at a label's end only, by a
 * sticky copy made per call (`matchAt`), so that no `lastIndex` is kept between notes.
 */
const FIELD = /(\d{1,6}[A-Za-z]?(?:[ \t]{1,2}[A-Za-z][A-Za-z'’.-]{0,20}){1,5}(?:[ \t]\d{1,4})?)[ \t]{0,2},[ \t]{1,2}([A-Za-z][A-Za-z'’.-]{1,20}(?:[ \t-][A-Za-z][A-Za-z'’.-]{1,20}){0,3}?)(?:[ \t]{0,2},?[ \t]{1,2}([A-Za-z]{2,3}))?(?:[ \t]{0,2},?[ \t]{1,2}(\d{5}|\d{4}|[A-Za-z]\d[A-Za-z][ \t]?\d[A-Za-z]\d))?(?=[ \t]?(?:\r?\n|$|[.;(])|[ \t]{2})/;

const SUFFIXES: ReadonlySet<string> = new Set(STREET_SUFFIXES.map((s) => s.toLowerCase()));
/** Words that lead a numbered road: French and Welsh streets, and highways, farm-to-market and county roads. */
const LEADS: ReadonlySet<string> = new Set([...STREET_LEADS_NUMBERED, 'montee', 'hwy', 'highway', 'route', 'rte', 'fm', 'sr', 'cr']);
const COMPASS: ReadonlySet<string> = new Set(['n', 's', 'e', 'w', 'ne', 'nw', 'se', 'sw']);

export function addressFields(text: string, wc: WordClasses, out: Candidate[], seen: GateWords): void {
  const field = sticky(FIELD);
  for (const m of LABEL_AT.matchAll(text, seen)) {
    const f = matchAt(field, text, m.index + m[0].length);
    if (f === null) continue;
    const [street, town, code, postcode] = [f[1]!, f[2]!, f[3], f[4]];
    if (!isStreet(street, wc)) continue;
    if (code !== undefined && !isRegionCode(code)) continue;
    // The town must name: a gazetteer's, or words no English, clinical or stop list holds, unless a code or postcode vouches.
    if (!townWords(town, wc, code !== undefined || postcode !== undefined)) continue;
    const at = f.index;
    push(out, at, at + street.length, 'STREET', TIER.weakCue);
    const townAt = at + f[0].indexOf(town, street.length + 1);
    push(out, townAt, townAt + town.length, 'CITY', TIER.weakCue);
    let from = townAt + town.length;
    if (code !== undefined) {
      const codeAt = text.indexOf(code, from);
      push(out, codeAt, codeAt + code.length, 'STATE', TIER.weakCue);
      from = codeAt + code.length;
    }
    if (postcode !== undefined) {
      const zipAt = text.indexOf(postcode, from);
      push(out, zipAt, zipAt + postcode.length, 'ZIP', TIER.weakCue);
    }
  }
}

/**
 * A house number, then words closed by a street word or opened by a leading one: one word at least that no clinical list
 * holds, and a stop word only beside a word no list holds ("right fork x creek rd"; "2 left lower lobe" is no street).
 */
function isStreet(street: string, wc: WordClasses): boolean {
  const words = street.split(/[ \t]+/).slice(1).map((w) => w.toLowerCase().replace(/\.$/, ''));
  if (/^\d+$/.test(words[words.length - 1]!)) words.pop();
  const names = words.filter((w) => !COMPASS.has(w));
  if (names.length === 0) return false;
  const last = names[names.length - 1]!;
  if (!SUFFIXES.has(last) && !LEADS.has(names[0]!)) return false;
  const inner = names.filter((w) => !SUFFIXES.has(w) && !LEADS.has(w));
  if (inner.length === 0) return true;
  // A stop word only beside a word no list holds, as a road's name may hold one ("right fork x creek rd").
  const named = inner.some((w) => !wc.isEnglish(w) && !wc.isClinical(w) && !wc.isStop(w));
  return (named || inner.every((w) => !wc.isStop(w))) && inner.some((w) => !wc.isClinical(w));
}

function isRegionCode(code: string): boolean {
  const up = code.toUpperCase();
  if (code !== up && code !== code.toLowerCase()) return false;
  return STATE_ABBREVIATIONS.has(up) || REGION_CODES.has(up);
}

function townWords(town: string, wc: WordClasses, vouched: boolean): boolean {
  const low = town.toLowerCase();
  if (wc.dicts.cities.has(low)) return true;
  const words = low.split(/[ \t]/);
  if (words.some((w) => wc.isClinical(w) || wc.isStop(w))) return false;
  return vouched || words.some((w) => w.length >= 3 && !wc.isEnglish(w) && !wc.isShorthand(w));
}
