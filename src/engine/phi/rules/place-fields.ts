// place.labelled-field: the value of a form's place field ("Village: Hosahalli", "Suburb: Jesmond", "PARISH: ST.
// ELIZABETH", "lga: ifako-ijaiye", "Province: Iloilo"). Registration sheets, admission forms and referral letters of
// many countries give a patient's town, district and state their own labelled line instead of an address line, and
// the label says what kind of place follows, whatever the letter case. The label must open its line or follow a
// field gap ("State: NSW  Postcode: 2299"), so "mental state:" or "in the region:" is no field; the value must still
// name rather than describe ("Region: lumbar", "Town: not stated", "State: stable" are read by no list as places).
import { matchAt, push, sticky, type Candidate } from '../core/scan';
import { TIER } from '../core/tiers';
import type { WordClasses } from '../core/tokens';
import { WordAnchor } from '../core/word-anchors';
import type { GateWords } from '../core/word-gate';
import { INDIAN_STATES, INDIAN_STATE_CODES, STATE_ABBREVIATIONS } from '../vocab/gazetteers';
import { REGION_ABBREVIATIONS, REGION_NAMES } from '../vocab/regions';
import type { KnownPhiType } from '../../../deid/phi-types';

/** What each label names: a town, a division above it, or an area below it. */
const LABEL_TYPES: Readonly<Record<string, KnownPhiType>> = {
  town: 'CITY', city: 'CITY', village: 'CITY', suburb: 'CITY', locality: 'CITY', hometown: 'CITY', 'home town': 'CITY',
  birthplace: 'CITY', 'place of birth': 'CITY', municipality: 'CITY', 'state of origin': 'STATE',
  state: 'STATE', province: 'STATE', county: 'STATE', parish: 'STATE', region: 'STATE', district: 'STATE', dist: 'STATE', lga: 'STATE',
  taluk: 'LOCATION-OTHER', taluka: 'LOCATION-OTHER', tehsil: 'LOCATION-OTHER', mandal: 'LOCATION-OTHER', barangay: 'LOCATION-OTHER',
  brgy: 'LOCATION-OTHER', 'sub-county': 'LOCATION-OTHER', subcounty: 'LOCATION-OTHER',
};

/** A place label and its colon; the value's words (one to four, single blanks) follow in one letter run each. */
// "State of origin:" is where a Nigerian form puts the patient's home state, beside "LGA:".
const FIELD = /\b(town|city|village|suburb|locality|home[ \t]?town|birthplace|place[ \t]of[ \t]birth|municipality|state[ \t]of[ \t]origin|state|province|county|parish|region|district|dist|lga|taluka?|tehsil|mandal|barangay|brgy|sub-?county)\.?[ \t]{0,2}:[ \t]{0,3}/giu;
const FIELD_AT = new WordAnchor(FIELD, 'town city village suburb locality home* birthplace place municipality state province county parish region district dist lga taluk taluka tehsil mandal barangay brgy sub*');
/** The value: words of letters with inner periods, apostrophes and hyphens ("ST. ELIZABETH", "ifako-ijaiye"). */
const VALUE = sticky(/\p{L}[\p{L}.'’-]{0,24}(?:[ \t]\p{L}[\p{L}.'’-]{0,24}){0,3}/uy);
/** A value that ends in an abbreviation's period: "B.C.", "N.S.", "Sask.", "Co.". */
const DOTTED_END = new RegExp(String.raw`(?:^|[ \t])(?:(?:\p{L}\.){2,}|${REGION_ABBREVIATIONS.filter((a) => !/\..*\./.test(a)).map((a) => a.replace('.', '\\.')).join('|')})$`, 'u');
/** What must close the value: the line's end, a field separator, or a gap of two blanks before the next field. */
const CLOSES = /^(?:[ \t]{0,3}(?:\r?\n|$|[,;|/])|[ \t]{2,4}\S)/u;
/** What may stand before the label: the start of the text or of a line, or a field gap on the line. */
const OPENS = /(?:^|\n)[ \t>*-]{0,4}$|[ \t]{2,4}$|[|;][ \t]{0,3}$/u;
/** State and province codes a "State:" field holds: US, Canada, Australia, India. */
const STATE_CODES = new Set([
  ...STATE_ABBREVIATIONS, ...INDIAN_STATE_CODES, 'ON', 'QC', 'BC', 'AB', 'MB', 'SK', 'NB', 'NL', 'NS', 'PE', 'YT', 'NT', 'NU',
  'NSW', 'VIC', 'QLD', 'WA', 'SA', 'TAS', 'ACT',
]);
const REGIONS = new Set([...REGION_NAMES, ...INDIAN_STATES.map((s) => s.toLowerCase()), ...REGION_ABBREVIATIONS.map((s) => s.toLowerCase())]);
/** Values that fill a field without naming a place. */
const NO_PLACE = new Set(['n/a', 'na', 'nil', 'none', 'unknown', 'same', 'not', 'other', 'local', 'rural', 'urban', 'home', 'ditto', 'do']);

export function detectPlaceFields(text: string, wc: WordClasses, out: Candidate[], seen: GateWords): void {
  for (const m of FIELD_AT.matchAll(text, seen)) {
    if (!OPENS.test(text.slice(Math.max(0, m.index - 8), m.index))) continue;
    const from = m.index + m[0].length;
    const v = matchAt(VALUE, text, from);
    if (!v) continue;
    // A closing period ends the sentence, unless it closes an abbreviation ("B.C.", "Sask.").
    const value = DOTTED_END.test(v[0]) ? v[0] : v[0].replace(/[.'’-]+$/, '');
    const end = from + value.length;
    if (!CLOSES.test(text.slice(end, end + 6))) continue;
    const label = m[1]!.toLowerCase().replace(/[ \t]+/g, ' ').replace(/^home town$/, 'hometown').replace(/^subcounty$/, 'sub-county');
    const type = LABEL_TYPES[label] ?? 'CITY';
    if (!namesPlace(value, label, wc)) continue;
    push(out, from, end, type, TIER.headerField);
  }
}

/**
 * The value names a place: the gazetteers or the region lists hold it, a "State:" field holds a state's code in
 * capitals, or no word is clinical, shorthand or a stop word and some word is in no English list (a condition after
 * "State:" is written in clinical words and shorthand: "stable", "NAD", "drowsy").
 */
function namesPlace(value: string, label: string, wc: WordClasses): boolean {
  const low = value.toLowerCase();
  const d = wc.dicts;
  if (d.cities.has(low) || d.states.has(low) || d.countries.has(low) || REGIONS.has(low)) return true;
  // After "State:" a short run of capitals is a state's code or a clinical one ("NAD", "AOX"): only the codes are read.
  if (label === 'state' && /^(?:\p{Lu}\.?){2,3}$/u.test(value)) return STATE_CODES.has(value.replace(/\./g, ''));
  if (!wc.hasDictionaries) return false;
  const words = low.split(/[ \t]/);
  if (NO_PLACE.has(words[0]!)) return false;
  // A saint's or a mount's name is a place's name after its abbreviation ("ST. ELIZABETH", "Mt. Hope").
  if (words.length === 2 && /^(?:st|mt|ft)\.?$/.test(words[0]!) && wc.nameEvidence(words[1]!).nameLike) return true;
  if (words.some((w) => wc.isClinical(w.replace(/[.'’]/g, '')) || (wc.isStop(w) && w.length > 2))) return false;
  return words.some((w) => {
    const bare = w.replace(/[.'’]/g, '');
    return bare.length >= 3 && !wc.isEnglish(bare) && !wc.isShorthand(bare) && !wc.isMisspelt(bare);
  });
}
