// Address parts as other countries and rural places write them, which the US-shaped address rules miss:
// - a street whose kind word leads its name (French, Welsh and Malay: "1450, rue des Érables", "88 boul. Laurier",
//   "7 Heol y Felin", "No. 23, Jalan Melati 4", "3e Rang");
// - rural boxes and plots ("RR 2 Box 18", "HC 64 Box 9", "Rural Route 3", "Erf 1234", "Stand 45, Extension 7");
// - a town before its province, state or county ("Kirkcaldy, Fife", "Saint-Jérôme (Québec)", "81300 Skudai, Johor"),
//   and such a region alone after a place preposition ("moved down from Nova Scotia");
// - a county written first, as Ireland writes it ("Co. Mayo", "County Kerry"; "Hill County" is place-kinds.ts's);
// - a district below a town ("Purok 5", "Sitio Malinawon", "Taman Sri Pulai", "Mun. of Mabini", "Poblacion").
// Each pattern is tried only where its own word starts a run of letters (core/word-anchors.ts); what comes before
// that word is read from a bounded slice, so the scan stays linear.
import { allMatches } from '../core/all-matches';
import { matchAllBeforeAnchor } from '../core/anchored';
import { byRule, push, type Candidate } from '../core/scan';
import { TIER } from '../core/tiers';
import type { WordClasses } from '../core/tokens';
import { wordGate, type GateWords } from '../core/word-gate';
import { WordAnchor } from '../core/word-anchors';
import { AMBIGUOUS_COUNTRIES, AMBIGUOUS_STATES, COUNTRIES, US_STATES } from '../vocab/gazetteers';
import { NOT_NAME_WORDS } from '../vocab/name-guards';
import { OCCUPATIONS } from '../vocab/occupation-words';
import { INSTITUTION_WORDS } from '../vocab/org-words';
import { FACILITY, PLACE_NOUNS } from '../vocab/place-words';
import { AMBIGUOUS_REGIONS, DISTRICT_LEADS, TOWN_WORDS, REGION_ABBREVIATIONS, REGION_NAMES, STREET_LEADS_DISTINCT, STREET_LEADS_NUMBERED } from '../vocab/regions';

/** A word as written in lower case, Title case and capitals: the patterns carry no `i` flag (with `u` it widens \p{Lu}). */
const SMALL = new Set(['of', 'and', 'del', 'de', 'la', 'y', 'yr']);
// A small word stays small inside a name, never at its start ("Negeri Sembilan", "La Union").
const title = (w: string): string => w.split(/([ \t-])/).map((p, i) => (i > 0 && SMALL.has(p) ? p : p.charAt(0).toUpperCase() + p.slice(1))).join('');
const cased = (w: string): string[] => [w, title(w), w.toUpperCase()];
const escaped = (w: string): string => w.replace(/\./g, '\\.').replace(/['’]/g, "['’]").replace(/ /g, '[ \\t]');
const alternation = (words: readonly string[], forms: (w: string) => string[] = cased): string =>
  [...new Set(words.flatMap(forms))].sort((a, b) => b.length - a.length).map(escaped).join('|');
/** The anchor of each word: its first run of ASCII letters, lower-cased ("québec" is found at its run "qu"). */
const anchorWords = (words: readonly string[]): string =>
  [...new Set(words.map((w) => /^[a-z]+/.exec(w.toLowerCase())?.[0]).filter((w): w is string => w !== undefined))].join(' ');

/** A word of a name: a capital, then letters, inner apostrophes and hyphens ("Lac-Écho", "Rivière-du-Loup"). */
const NAME = String.raw`\p{Lu}[\p{L}'’-]{1,24}`;
const PARTICLE = String.raw`(?:(?:de[ \t]la|des|du|de|la|le|les|yr|y|del|di)[ \t]{1,2}|[ld]['’])`;

// ---- street.lead-word ----------------------------------------------------------------------------------------
/** Short leads ("av", "ch", "bd", "boul") are words of their own in notes: only with their period. */
const SHORT_LEADS = new Set(['av', 'ch', 'bd', 'boul']);
const numberedLeads = STREET_LEADS_NUMBERED.filter((w) => !SHORT_LEADS.has(w));
const LEAD_STREET = new RegExp(
  String.raw`\b(?:(${alternation(numberedLeads)})|(${alternation([...SHORT_LEADS])})\.|(${alternation(STREET_LEADS_DISTINCT)})\.?)[ \t]{1,2}` +
    String.raw`${PARTICLE}{0,2}${NAME}(?:(?:[ \t]${PARTICLE}?|-)${NAME}){0,3}(?:[ \t]{1,2}(\d{1,4}[A-Z]?)(?![\d:/.,]\d|[\p{L}\d]))?`,
  'gu',
);
const LEAD_STREET_AT = new WordAnchor(LEAD_STREET, anchorWords([...STREET_LEADS_NUMBERED, ...STREET_LEADS_DISTINCT]));
/** The house number before a lead word: "1450, ", "88 ", "No. 23, ". */
const NUMBER_BEFORE = /(?:^|[^\p{L}\d.,/-])((?:No\.?[ \t]{0,2})?\d{1,5}[A-Za-z]?(?:-\d{1,4})?,?[ \t]{1,2})$/u;
/** "3e Rang", "2e rang": a Quebec range road by its ordinal. */
export const RANG = /\b\d{1,2}(?:e|er|re|ème)[ \t]{1,2}(?:Rang|rang|RANG)\b/gu;
/** RANG tried only at a digit at most seven code units before its word (two digits, "ème", two blanks: core/anchored.ts). */
export const RANG_ANCHOR = /(?:Rang|rang|RANG)\b/gu;
export const RANG_WINDOW = 7;
const RANG_AT = new RegExp(RANG.source, 'uy');
export const startsDigit = (text: string, s: number): boolean => {
  const c = text.charCodeAt(s);
  return c >= 48 && c <= 57;
};
const RANG_GATE = wordGate('rang');

/** Where each street led by its kind word starts and ends (place-cues.ts reads the town after it too): found once a text. */
export function leadStreetSpans(text: string, wc: WordClasses, seen: GateWords): readonly [number, number][] {
  return seen.memo.shared('lead-streets', text, () => findLeadStreets(text, wc, seen));
}

function findLeadStreets(text: string, wc: WordClasses, seen: GateWords): [number, number][] {
  const spans: [number, number][] = [];
  for (const m of LEAD_STREET_AT.matchAll(text, seen)) {
    const before = NUMBER_BEFORE.exec(text.slice(Math.max(0, m.index - 16), m.index));
    const distinct = m[3] !== undefined;
    // "rue", "route", "avenue" lead a street only with a house number, before it or after its name.
    if (!distinct && !before && m[4] === undefined) continue;
    // Without a number, a distinctive lead still needs a name written as one: in capitals "LRG AMT'S" is "large amounts".
    if (!before && m[4] === undefined && m[0] === m[0].toUpperCase()) continue;
    const name = m[0].slice(m[0].search(/[ \t]/)).trim().split(/[ \t]/)[0]!.toLowerCase();
    if (wc.isClinical(name) || NOT_NAME_WORDS.has(name)) continue;
    spans.push([m.index - (before ? before[1]!.length : 0), m.index + m[0].length]);
  }
  if (RANG_GATE.open(seen)) for (const m of matchAllBeforeAnchor(text, RANG_ANCHOR, RANG_WINDOW, undefined, RANG_AT, startsDigit)) spans.push([m.index, m.index + m[0].length]);
  return spans;
}

// ---- street.box-route --------------------------------------------------------------------------------------------
const BOX = String.raw`(?:Box|BOX|box)[ \t]{1,2}#?\d{1,5}`;
/** Rural routes and highway contract boxes, and South African erven: a box or an erf number is no clinical value. */
const BOX_ROUTE = new RegExp(
  // An Ontario rural route and the concession or sideroad the house stands on: "RR 4, 1182 Concession 9 West".
  String.raw`\b(?:(?:RR|R\.R\.|rr)[ \t]{0,2}#?\d{1,4},[ \t]{1,2}\d{1,5}[ \t]{1,2}(?:Concession|CONCESSION|Conc\.|CONC\.|Sideroad|SIDEROAD|Side[ \t]Road|SIDE[ \t]ROAD)[ \t]{1,2}\d{1,3}(?:[ \t]{1,2}(?:East|West|North|South|EAST|WEST|NORTH|SOUTH))?` +
    String.raw`|(?:RR|R\.R\.|rr|HC|H\.C\.|hc|RFD|Star[ \t]Route|STAR[ \t]ROUTE)[ \t]{0,2}#?\d{1,4},?[ \t]{1,2}${BOX}` +
    String.raw`|(?:Rural[ \t]Route|RURAL[ \t]ROUTE|rural[ \t]route)[ \t]{1,2}#?\d{1,3}(?:,?[ \t]{1,2}${BOX})?` +
    String.raw`|(?:Erf|ERF)[ \t]{1,2}(?:No\.?[ \t]{0,2})?\d{1,6}` +
    // A post-office box, found here too so that the town after it is read (place-cues.ts, place.address-town).
    String.raw`|(?:P\.[ \t]?O\.|PO|Post[ \t]Office|POST[ \t]OFFICE)[ \t]{1,2}${BOX})(?![\p{L}\d])`,
  'gu',
);
const BOX_ROUTE_AT = new WordAnchor(BOX_ROUTE, 'rr r hc h rfd star rural erf p po post');
/** A stand or lot number as an address writes it, its township or town after the comma: "Stand 45, Extension 7". */
const PLOT = /\b(?:Stand|STAND|Lot|LOT)[ \t]{1,2}(?:No\.?[ \t]{0,2})?\d{1,5}[A-Z]?(?=,[ \t]{1,2}\p{Lu}[\p{L}'’-]{1,24})/gu;
const PLOT_AT = new WordAnchor(PLOT, 'stand lot');
/** Where a plot may open an address: a line's start, a field's colon, "at", "on" or a comma. */
const PLOT_BEFORE = /(?:^|\n|:|,|\b(?:at|on|AT|ON|At|On))[ \t]{0,4}$/;
/** "…, Extension 7, …": a township's extension between the commas of an address line. */
const EXTENSION = /\b(?:Extension|EXTENSION)[ \t]{1,2}\d{1,2}(?=[ \t]{0,2},)/gu;
const EXTENSION_AT = new WordAnchor(EXTENSION, 'extension');

/** Where each rural box, erf or plot starts and ends (place-cues.ts reads the town after it too): found once a text. */
export function boxSpans(text: string, wc: WordClasses, seen: GateWords): readonly [number, number][] {
  return seen.memo.shared('box-spans', text, () => findBoxSpans(text, wc, seen));
}

function findBoxSpans(text: string, wc: WordClasses, seen: GateWords): [number, number][] {
  const spans: [number, number][] = BOX_ROUTE_AT.matchAll(text, seen).map((m): [number, number] => [m.index, m.index + m[0].length]);
  for (const m of PLOT_AT.matchAll(text, seen)) {
    if (!PLOT_BEFORE.test(text.slice(Math.max(0, m.index - 12), m.index))) continue;
    // "Lot 4521, Exp 06/27": a vial's lot and its expiry; "STAND 10, THEN SIT": a count.
    const next = /^,[ \t]{1,2}([\p{L}'’-]+)/u.exec(text.slice(m.index + m[0].length, m.index + m[0].length + 30))![1]!.toLowerCase();
    if (wc.isStop(next) || wc.isClinical(next) || /^exp/.test(next)) continue;
    spans.push([m.index, m.index + m[0].length]);
  }
  return spans;
}

/**
 * A plot as Nigerian and East African addresses open, and the street it lies off: "plot 45, off ogundipe close", "Plot 7,
 * Adeyemi Close". A plot's number after an address's opening and before its comma is no clinical value.
 */
const PLOT_OFF = /\b(?:Plot|PLOT|plot)[ \t]{1,2}(?:No\.?[ \t]{0,2})?\d{1,5}[A-Za-z]?(?=,)(?:,[ \t]{1,2}(?:off|OFF|Off)[ \t]{1,2}(?:[\p{L}'’-]{2,20}[ \t]{1,2}){1,2}(?:close|street|road|crescent|avenue|lane|str|st|rd|Close|Street|Road|Crescent|Avenue|Lane|CLOSE|STREET|ROAD|CRESCENT|AVENUE|LANE)(?![\p{L}\d]))?/gu;
const PLOT_OFF_AT = new WordAnchor(PLOT_OFF, 'plot');

function boxesAndPlots(text: string, wc: WordClasses, out: Candidate[], seen: GateWords): void {
  for (const [s, e] of boxSpans(text, wc, seen)) push(out, s, e, 'STREET', TIER.addressPart);
  for (const m of PLOT_OFF_AT.matchAll(text, seen)) {
    if (PLOT_BEFORE.test(text.slice(Math.max(0, m.index - 12), m.index))) push(out, m.index, m.index + m[0].length, 'STREET', TIER.addressPart);
  }
  for (const m of EXTENSION_AT.matchAll(text, seen)) {
    if (/,[ \t]{1,2}$/.test(text.slice(Math.max(0, m.index - 3), m.index))) push(out, m.index, m.index + m[0].length, 'LOCATION-OTHER', TIER.addressPart);
  }
}

export function detectWorldAddresses(text: string, wc: WordClasses, out: Candidate[], seen: GateWords): void {
  byRule(out, 'street.lead-word', () => {
    for (const [s, e] of leadStreetSpans(text, wc, seen)) push(out, s, e, 'STREET', TIER.addressPart);
  });
  byRule(out, 'street.box-route', () => boxesAndPlots(text, wc, out, seen));
  byRule(out, 'place.town-region', () => townRegions(text, wc, out, seen));
  byRule(out, 'place.county', () => counties(text, wc, out, seen));
  byRule(out, 'place.district', () => districts(text, wc, out, seen));
}

// ---- place.town-region ---------------------------------------------------------------------------------------------
const US_NAMES = [...US_STATES.keys()].filter((s) => !AMBIGUOUS_STATES.has(s));
const REGIONS = [...REGION_NAMES, ...US_NAMES];
/** Countries closing a town's address ("Ponce, Puerto Rico" is a state's; "Galway, Ireland"), less those that are names or words. */
const NATIONS = [...COUNTRIES].filter((c) => !AMBIGUOUS_COUNTRIES.has(c) && !REGION_NAMES.has(c) && !c.includes('.'));
const REGION = new RegExp(
  String.raw`\b(?:(${alternation(REGIONS)})|(${alternation(REGION_ABBREVIATIONS, (a) => [a, a.toUpperCase()])})|(${alternation(NATIONS)}))(?![\p{L}\d'’-])`,
  'gu',
);
export const REGION_AT = new WordAnchor(REGION, anchorWords([...REGIONS, ...REGION_ABBREVIATIONS.map((a) => a.toLowerCase()), ...NATIONS]));

/**
 * REGION's names as its alternation writes them (each in its letter cases), by their first run of ASCII letters as
 * written: "New", "new" and "NEW" each lead their own list ("New York", "New Brunswick", ...).
 */
const REGION_FORMS: ReadonlyMap<string, readonly string[]> = (() => {
  const forms = new Map<string, string[]>();
  const all = [...REGIONS.flatMap(cased), ...REGION_ABBREVIATIONS.flatMap((a) => [a, a.toUpperCase()]), ...NATIONS.flatMap(cased)];
  for (const form of new Set(all)) {
    const run = /^[A-Za-z]+/.exec(form)?.[0];
    if (run === undefined) continue;
    const list = forms.get(run);
    if (list === undefined) forms.set(run, [form]);
    else list.push(form);
  }
  return forms;
})();

/** `form` (a name as `escaped` writes it into a pattern: a space is one blank, an apostrophe either) stands at `p`. */
function formAt(text: string, p: number, form: string): boolean {
  if (p + form.length > text.length) return false;
  for (let k = 0; k < form.length; k++) {
    const f = form.charCodeAt(k);
    const c = text.charCodeAt(p + k);
    if (f === 32 ? c !== 32 && c !== 9 : f === 39 || f === 0x2019 ? c !== 39 && c !== 0x2019 : c !== f) return false;
  }
  return true;
}

/**
 * Where REGION may match, for `REGION_AT.matchAll` (its anchors are common words: "new", "south", "western"): one of its
 * names stands at the run `p` as the pattern writes it. A name's first run of ASCII letters is matched letter for
 * letter, and what follows it in the name is no ASCII letter (or nothing, where the pattern's look-ahead refuses a
 * letter after it), so the run at `p` is that run exactly and picks the names to compare; a superset (the look-ahead
 * and the alternation's order are the pattern's to read). A look-up and a few comparisons where each try of the
 * alternation of some 900 names cost about a microsecond.
 */
export function mayBeRegion(text: string, p: number): boolean {
  let e = p;
  while (e < text.length) {
    const c = text.charCodeAt(e) | 32;
    if (c < 97 || c > 122) break;
    e++;
  }
  const forms = REGION_FORMS.get(text.slice(p, e));
  if (forms === undefined) return false;
  for (const form of forms) if (formAt(text, p, form)) return true;
  return false;
}
/** A postcode right after a region, or the region code before one: what vouches for a region that is also a name. */
const POSTCODE_AFTER = /^,?[ \t]{1,2}(\d{4,6}(?![\d:/.])|[A-Z]{1,2}\d[A-Z\d]?[ \t]?\d[A-Z]{2}|[A-Z]\d[A-Z][ \t]?\d[A-Z]\d)(?![\p{L}\d])/u;
/** One to three words of a town, in the letter case of the region after it, then the comma or bracket. */
const TOWN_TITLE = /(?:^|[^\p{L}\d'’.-])((?:\p{Lu}[\p{L}'’.-]{1,24}[ \t]){0,2}\p{Lu}[\p{L}'’-]{1,24})(,[ \t]{1,2}|[ \t]{1,2}\()$/u;
const TOWN_LOWER = /(?:^|[^\p{L}\d'’.-])(\p{Ll}[\p{Ll}'’-]{2,24})(,[ \t]{1,2})$/u;
/** A region alone after a place preposition: "moved down from Nova Scotia", "lives in Gauteng". */
const PLACE_PREPOSITION = /\b(?:from|in|near|to|outside|across|around|FROM|IN|NEAR|TO|OUTSIDE)[ \t]{1,2}$/;
/** One to three Title-case words and a street word opening a line or a field, then the comma before the town. */
const STREET_BEFORE_TOWN = /(?:^|[\n:][ \t]{0,3})((?:\p{Lu}\p{Ll}[\p{L}'’-]{1,20}[ \t]){1,3}(?:Street|St|Road|Rd|Lane|Avenue|Ave|Drive|Close|Crescent|Cres|Terrace|Tce|Row|Parade|Pde|Place|Court|Way)\.?),[ \t]{1,2}$/u;
/** A postcode written before its town, as Malaysian and European addresses do: "81300 Skudai, Johor". */
const POSTCODE_BEFORE = /(?:^|[^\p{L}\d-])(\d{4,6})[ \t]{1,2}$/u;

function townRegions(text: string, wc: WordClasses, out: Candidate[], seen: GateWords): void {
  for (const m of REGION_AT.matchAll(text, seen, mayBeRegion)) {
    const region = m[0];
    const low = region.toLowerCase().replace(/[ \t]+/g, ' ');
    const end = m.index + region.length;
    const after = text.slice(end, end + 12);
    // "Victoria", "Kent": given names too; only a postcode after them says a region.
    if (AMBIGUOUS_REGIONS.has(low) && !POSTCODE_AFTER.test(after)) continue;
    const lower = region === low;
    // "OUTPATIENT, OSUN STATE TEACHING HOSPITAL", "gopd, lagos university teaching hospital": a region that opens an
    // institution's name is the institution's word, and the words before its comma are no town.
    if (INSTITUTION_AFTER.test(text.slice(end, end + 40))) continue;
    const head = text.slice(Math.max(0, m.index - 80), m.index);
    const town = (lower ? TOWN_LOWER : TOWN_TITLE).exec(head);
    if (town) {
      const bracket = town[2]!.includes('(');
      if (bracket && text.charAt(end) !== ')') continue;
      const words = town[1]!.split(/[ \t]/);
      // The town's words follow the last title, label, clinical or small word ("LIVES IN KIRKCALDY"); in capitals an
      // English word opening the run is the sentence's ("VISITING DUNNING"), not the town's.
      let k = words.length;
      while (k > 0 && !notTownWord(words[k - 1]!, wc)) k--;
      let kept = words.slice(k);
      const caps = region === region.toUpperCase();
      while (caps && kept.length > 1 && wc.isEnglish(kept[0]!.toLowerCase())) kept = kept.slice(1);
      if (kept.length === 0) continue;
      // "Father: X, Junior Engineer, Kalinga ...": two words closed by a job are a person's item before a region (fix13g).
      if (kept.length > 1 && OCCUPATIONS.has(kept.at(-1)!.toLowerCase())) continue;
      if (lower && (wc.isEnglish(kept[0]!) || wc.isShorthand(kept[0]!))) continue;
      const townText = kept.join(' ');
      const t0 = m.index - town[2]!.length - townText.length;
      // "Contact: Hughes, Wales", "Patient: Roe, Fife": a surname in a field, its given name or region after it.
      const one = kept.length === 1 ? kept[0]!.toLowerCase() : '';
      if (one !== '' && (wc.isKnownName(one) || wc.dicts.names.has(one)) && !wc.dicts.cities.has(one) && /:[ \t]{0,3}$/.test(text.slice(Math.max(0, t0 - 4), t0))) continue;
      if (text.slice(t0, t0 + townText.length).replace(/\t/g, ' ') !== townText) continue;
      push(out, t0, t0 + townText.length, 'CITY', TIER.townState);
      push(out, m.index, end, m[3] !== undefined ? 'COUNTRY' : 'STATE', TIER.townState);
      // A street without its number opening the line before the town ("Wenlow Road, Ludcombe, Herefordshire HR6 9DX").
      const street = STREET_BEFORE_TOWN.exec(text.slice(Math.max(0, t0 - 60), t0));
      if (street && town[2]!.includes(',')) {
        const s0 = t0 - street[0].length + street[0].indexOf(street[1]!);
        push(out, s0, s0 + street[1]!.length, 'STREET', TIER.addressPart);
      }
      const zip = POSTCODE_AFTER.exec(after);
      if (zip) push(out, end + zip[0].length - zip[1]!.length, end + zip[0].length, 'ZIP', TIER.addressPart);
      const code = POSTCODE_BEFORE.exec(text.slice(Math.max(0, t0 - 9), t0));
      if (code) push(out, t0 - code[0].length + code[0].indexOf(code[1]!), t0 - code[0].length + code[0].indexOf(code[1]!) + code[1]!.length, 'ZIP', TIER.addressPart);
      continue;
    }
    // Alone, only a full name (no abbreviation) after a preposition that names a place.
    if (m[1] !== undefined && PLACE_PREPOSITION.test(head)) push(out, m.index, end, 'STATE', TIER.placeWord);
  }
}

/** A facility or institution word among the three words after a region: the region names the institution. */
const INSTITUTION_WORD = [...new Set([...FACILITY, ...INSTITUTION_WORDS, 'teaching', 'specialist'])].join('|');
const INSTITUTION_AFTER = new RegExp(String.raw`^(?:[ \t]{1,2}[\p{L}'’-]{2,20}){0,2}?[ \t]{1,2}(?:${INSTITUTION_WORD})(?![\p{L}\d'’-])`, 'iu');

function notTownWord(w: string, wc: WordClasses): boolean {
  const l = w.toLowerCase().replace(/\.$/, '');
  // "Tagum City", "Norway House", "Cross Lake First Nation": a place's own nouns, whatever else lists them as.
  if (PLACE_NOUNS.has(l) || TOWN_WORDS.has(l)) return false;
  return NOT_NAME_WORDS.has(l) || wc.isStop(l) || wc.isClinical(l);
}

// ---- place.county --------------------------------------------------------------------------------------------------
/** "Co. Mayo", "County Kerry", "CO. MEATH": a county written first, as Ireland and parts of the UK write it. */
// "CO." in capitals is a cardiac output ("TO ^CO. START ABX"): only "Co." as written, or "COUNTY"; "Co" without its
// period ("from Co Kerry") only after an address's comma or a place preposition, where no firm is named.
const COUNTY_FIRST = /\b(?:Co\.?|County|COUNTY)[ \t]{1,2}(\p{Lu}[\p{Ll}'’-]{2,15}|\p{Lu}{3,15})(?![\p{L}\d])/gu;
const COUNTY_FIRST_AT = new WordAnchor(COUNTY_FIRST, 'co county');
/** What follows a county's word in the name of its agencies and buildings: those are facilities and offices, not places. */
const COUNTY_BODY = /^[ \t]{1,2}(?:Hospital|Medical|Memorial|General|Health|Jail|Sheriff|Court|Courthouse|Detention|Department|Dept|Social|Services|DSS|EMS|Fire|Public|Schools?|Library|Fair|Commission|Road|Rd|Home|Nursing|Clinic|Community|Regional|Mental|Board|Council|Attorney|Coroner|Correctional|Emergency|Ambulance|Hospice|Rehab|Nursing|Ltd|Limited|Inc)\b/i;

/** What a county without its period must follow: an address's comma or a place preposition. */
const COUNTY_CUE_BEFORE = /(?:,|\b(?:in|from|of|near|to))[ \t]{1,2}$/;

function counties(text: string, wc: WordClasses, out: Candidate[], seen: GateWords): void {
  for (const m of COUNTY_FIRST_AT.matchAll(text, seen)) {
    const name = m[1]!.toLowerCase();
    if (/^Co[ \t]/.test(m[0]) && !COUNTY_CUE_BEFORE.test(text.slice(Math.max(0, m.index - 8), m.index))) continue;
    if (wc.isStop(name) || wc.isClinical(name) || NOT_NAME_WORDS.has(name) || COUNTY_BODY.test(` ${m[1]!}`)) continue;
    // A county that is also a word ("Co. Down", "Co. Cork") only after the comma of an address; "Co. Start" is no county.
    if (wc.isEnglish(name) && !/,[ \t]{0,2}$/.test(text.slice(Math.max(0, m.index - 3), m.index))) continue;
    if (COUNTY_BODY.test(text.slice(m.index + m[0].length, m.index + m[0].length + 16))) continue;
    push(out, m.index, m.index + m[0].length, 'STATE', TIER.addressPart);
    // The Eircode that closes an Irish address after its county ("Co. Cork P72 XH40"): a routing key and a unique part.
    const eircode = EIRCODE_AFTER.exec(text.slice(m.index + m[0].length, m.index + m[0].length + 12));
    if (eircode) push(out, m.index + m[0].length + eircode[0].length - eircode[1]!.length, m.index + m[0].length + eircode[0].length, 'ZIP', TIER.addressPart);
  }
}

/** An Eircode: a routing key (a letter, two digits or "6W") and four letters and digits, after the county's blank or comma. */
const EIRCODE_AFTER = /^,?[ \t]{1,2}([AC-FHKNPRTV-Y]\d[\dW][ \t]?[AC-FHKNPRTV-Y\d]{4})(?![\p{L}\d])/u;

// ---- place.district ----------------------------------------------------------------------------------------------
/** "Purok 5", "Sitio Malinawon", "Taman Sri Pulai", "Kampung Baru": a district below a town, by its lead word. */
const DISTRICT = new RegExp(String.raw`\b(?:${alternation(DISTRICT_LEADS)})[ \t]{1,2}(?:\d{1,3}[A-Z]?(?![\p{L}\d])|${NAME}(?:[ \t]${NAME}){0,2})`, 'gu');
const DISTRICT_AT = new WordAnchor(DISTRICT, anchorWords(DISTRICT_LEADS));
/** "Mun. of Mabini", "Municipality of San Jose", "Township of Elk Creek": the town after its kind. */
const TOWN_OF = new RegExp(String.raw`\b(?:Mun\.|MUN\.|Municipality|MUNICIPALITY|Township|TOWNSHIP)[ \t]{1,2}(?:of|OF)[ \t]{1,2}(${NAME}(?:[ \t]${NAME}){0,2})`, 'gu');
const TOWN_OF_AT = new WordAnchor(TOWN_OF, 'mun municipality township');
/** The town centre's barangay, a district name of its own in Philippine addresses. */
const POBLACION = /\b(?:Poblacion|POBLACION|Pob\.)(?![\p{L}\d])/gu;
const POBLACION_AT = new WordAnchor(POBLACION, 'poblacion pob');

function districts(text: string, wc: WordClasses, out: Candidate[], seen: GateWords): void {
  for (const m of DISTRICT_AT.matchAll(text, seen)) {
    const words = m[0].split(/[ \t]+/).slice(1);
    const cut = words.findIndex((w) => wc.isStop(w.toLowerCase()) || wc.isClinical(w.toLowerCase()));
    if (cut === 0) continue;
    const span = cut < 0 ? m[0] : m[0].slice(0, m[0].indexOf(words[cut - 1]!) + words[cut - 1]!.length);
    push(out, m.index, m.index + span.length, 'LOCATION-OTHER', TIER.addressPart);
    if (cut < 0) townAfterDistrict(text, m.index + span.length, wc, out);
  }
  for (const m of TOWN_OF_AT.matchAll(text, seen)) {
    const town = m[1]!;
    if (wc.isStop(town.split(/[ \t]/)[0]!.toLowerCase())) continue;
    push(out, m.index + m[0].length - town.length, m.index + m[0].length, 'CITY', TIER.placeWord);
  }
  for (const m of POBLACION_AT.matchAll(text, seen)) {
    push(out, m.index, m.index + m[0].length, 'LOCATION-OTHER', TIER.placeWord);
    townAfterDistrict(text, m.index + m[0].length, wc, out);
  }
  if (SINGAPORE_GATE.open(seen)) for (const m of allMatches(text, SG_UNIT)) push(out, m.index, m.index + m[0].length, 'STREET', TIER.addressPart);
}

/** "Poblacion, Mabini.", "Purok 2, Sto. Niño": the town a district belongs to, after its comma and closing the field. */
const TOWN_AFTER_DISTRICT = new RegExp(String.raw`^,[ \t]{1,2}(${NAME}(?:[ \t]${NAME}){0,2})(?=[ \t]{0,2}(?:[,.;)]|\r?\n|$))`, 'u');

function townAfterDistrict(text: string, end: number, wc: WordClasses, out: Candidate[]): void {
  const t = TOWN_AFTER_DISTRICT.exec(text.slice(end, end + 80));
  if (!t || t[1]!.split(/[ \t]/).some((w) => notTownWord(w, wc))) return;
  const start = end + t[0].length - t[1]!.length;
  push(out, start, start + t[1]!.length, 'CITY', TIER.placeWord);
}

/** A Singapore unit number, floor and unit, before its postcode: "#07-1182, Singapore 560415", "#05-67 S(560123)". */
const SG_UNIT = /#\d{2}-\d{2,5}(?=,?[ \t]{1,2}(?:Singapore|SINGAPORE|S\(?\d{6}))/g;
const SINGAPORE_GATE = wordGate('singapore s');
