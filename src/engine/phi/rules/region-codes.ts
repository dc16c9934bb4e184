// Regions written the short way after a town, and regions named by their part:
// - place.region-code: an Australian state, a Canadian province or territory, or a US state in lower case, written as its
//   postal code after its town ("KOORALEE NSW 2651", "grew up in Toowoomba QLD", "Prince George, BC", "Clay Lick, ky
//   41772", "Beaufort, sc;"). Most of these codes are clinical shorthand too (SA node, BC for blood cultures, NS for
//   normal saline, "ON exam", "sc" injection, "or", "me", "in"), so a code is read only where an address puts it: after a
//   town written as a name and before the postcode of its country, or after a town the gazetteers hold and its comma
//   with nothing but the clause's end after it. The few codes no note uses for anything else (NSW, QLD) need only the town.
//   A letterhead or a letter's address block ends its line with the town and its code and no postcode ("Kellaby
//   Neurology Rooms, Kellaby ACT", "Orrin Sleep Clinic | Tamsworth, MA", "Wuruma NT" under a practice's name): there a
//   code that ends the line after a town that opens it or follows a comma, a bar or a dash is the town's, when the town
//   is no English, clinical or shorthand word ("Abdo: Soft, NT" is an exam); a US code in capitals so (it is also a
//   credential, "Ann Salem, MD") only after a town the gazetteers hold that is no one's known name.
// - place.direction-region: a state, province or county named by its part ("eastern oregon", "Northern Ontario",
//   "upstate New York"): the part word says a region follows, so a state name is read in any letter case there.
// Each pattern is tried only where its own word starts a run of letters (core/word-anchors.ts); the town before a code is
// read from a bounded slice, so the scan stays linear.
import { allMatches } from '../core/all-matches';
import { push, type Candidate } from '../core/scan';
import { TIER } from '../core/tiers';
import type { WordClasses } from '../core/tokens';
import { WordAnchor } from '../core/word-anchors';
import type { GateWords } from '../core/word-gate';
import { US_STATES } from '../vocab/gazetteers';
import { NOT_NAME_WORDS } from '../vocab/name-guards';
import { PLACE_NOUNS } from '../vocab/place-words';
import { ASSISTANT_CREDENTIALS, CREDENTIALS, ORDERING_CREDENTIALS, WARD_WORD_CREDENTIALS } from '../vocab/people-words';
import { DIRECTION_WORDS, REGION_CODES, REGION_NAMES } from '../vocab/regions';

// ---- place.region-code ------------------------------------------------------------------------------------------------
const codesOf = (country: string): string[] => [...REGION_CODES].filter(([, c]) => c === country).map(([code]) => code);
const AU = new Set(codesOf('AU'));
const CA = new Set(codesOf('CA'));
/** Codes with no other reading in a note: a town written as a name before them is enough. */
const DISTINCT = new Set(['NSW', 'QLD']);
const US_CODES = [...new Set(US_STATES.values())].map((c) => c.toLowerCase());
/** A code in capitals (AU, CA) standing alone as a word, tried where its letters start a run. */
const CODE = new RegExp(String.raw`\b(?:${[...AU, ...CA].join('|')})(?![\p{L}\d'’.-]|\.\p{L})`, 'gu');
const CODE_AT = new WordAnchor(CODE, [...AU, ...CA].map((c) => c.toLowerCase()).join(' '), 0, false, 'caps');
/** An Australian code in lower case ("toowoomba, qld"). */
const CODE_LOWER = new RegExp(String.raw`\b(?:${[...AU].map((c) => c.toLowerCase()).join('|')})(?![\p{L}\d'’.-]|\.\p{L})`, 'gu');
const CODE_LOWER_AT = new WordAnchor(CODE_LOWER, [...AU].map((c) => c.toLowerCase()).join(' '), 0, false, 'small');
/**
 * A US code after a comma, in one scan: in lower case (capitals are address.parts'), where most are common words ("in",
 * "or", "me", "ok"), so the search starts at the comma an address puts before them, not at every such word; and in
 * capitals when the code ends its line ("Tamsworth, MA"), read in a letterhead's order.
 */
const US_AFTER_COMMA = new RegExp(
  String.raw`,[ \t]{1,2}(?:(${US_CODES.join('|')})(?![\p{L}\d'’.-]|\.\p{L})|(${US_CODES.map((c) => c.toUpperCase()).join('|')})(?=[ \t]*(?:\r?\n|$)|[ \t]{0,2}[.;,)]|[ \t]{1,2}(?:VIA|BY|FOR|WITH|AND|AFTER|ON)(?![\p{L}])))`,
  'gu',
);
/** The code ends its line. */
const LINE_END = /^[ \t]*(?:\r?\n|$)/;
/** Before a letterhead's town: the line's start, or a comma, a bar or a dash after the practice's name. */
const HEAD_BEFORE_TOWN = /(?:^|\n|[,|\u2013\u2014-])[ \t]*$/;
/**
 * Before a form's town: a field's label and its colon ("Address: Town WA"), a field's comma, the gap of blanks a header row leaves
 * between its fields ("VAC file K-4471928   Town, NS"), or "via"/"near" naming the town a remote place is reached by.
 */
const FIELD_BEFORE_TOWN = /(?:\p{L}[:,][ \t]*|[^ \t\n][ \t]{3,}|(?<![\p{L}])(?:via|near|VIA|NEAR|Via|Near)[ \t]*)$/u;
/** The last words of towns made of English words ("Cherry Brook", "Bay Roberts" is read by its gazetteer). */
const TOWN_LAST_WORDS: ReadonlySet<string> = new Set([...PLACE_NOUNS, 'brook', 'brooks', 'head', 'mouth']);
/** Saints' words that open a town's name ("Ste. Anne", "St. Albert"): the name after them may be a given name. */
const SAINT_LEAD = /^(?:st|ste|saint|sainte)\.?$/;
/** US codes that are also credentials after a name ("Ann Salem, MD", "Lee Ross, PA"): never read from a town alone. */
const CREDENTIAL_CODES: ReadonlySet<string> = new Set([...CREDENTIALS, ...ORDERING_CREDENTIALS, ...ASSISTANT_CREDENTIALS, ...WARD_WORD_CREDENTIALS, 'ND'].map((c) => c.toUpperCase()));
/** A place's preposition before a town in a ward note's sentence ("FROM X IN GENEVA, AL VIA ..."). */
const PREP_BEFORE_TOWN = /(?<![\p{L}])(?:in|from|at|of|near|via|to)[ \t]{1,2}$/iu;
/** After a US code read in a sentence: the clause's end or the transfer's next word. */
const US_CLAUSE_END = /^(?:[ \t]*(?:[.;,)]|\r?\n|$)|[ \t]{1,2}(?:via|by|for|with|and|after|on)\b)/iu;
/** The postcode each country writes after the code. */
const POSTCODE: Readonly<Record<string, RegExp>> = {
  AU: /^[ \t]{1,2}(\d{4})(?![\d:/.]\d|[\p{L}\d])/u,
  CA: /^[ \t]{1,2}([A-Z]\d[A-Z][ \t]?\d[A-Z]\d)(?![\p{L}\d])/u,
  US: /^[ \t]{1,2}(\d{5}(?:-\d{4})?)(?![\d:/.]\d|[\p{L}\d])/u,
};
/** One to three words of a town written as a name (Title case or capitals), then a comma or a blank, closing the slice. */
const TOWN_BEFORE = /(?:^|[^\p{L}\d'’.-])((?:\p{Lu}[\p{L}'’.-]{1,24}[ \t]){0,2}\p{Lu}[\p{L}'’-]{1,24})(,?[ \t]{1,2})$/u;
/** What may follow a code read without a postcode: the clause's end. */
const CLAUSE_END = /^(?:[ \t]*(?:[.;,)]|\r?\n|$)|[ \t]{1,2}(?:after|before|since|until|for|and|where|with|but)\b)/u;

export function regionCodes(text: string, wc: WordClasses, out: Candidate[], seen: GateWords): void {
  // Each code found: where it starts, the code, and whether it is a US state's.
  const found: [number, string, boolean][] = [
    ...[...CODE_AT.matchAll(text, seen), ...CODE_LOWER_AT.matchAll(text, seen)].map((m): [number, string, boolean] => [m.index, m[0], false]),
    ...allMatches(text, US_AFTER_COMMA).map((m): [number, string, boolean] => {
      const code = m[1] ?? m[2]!;
      return [m.index + m[0].length - code.length, code, true];
    }),
  ];
  for (const [at, code, us] of found) {
    const country = us ? 'US' : AU.has(code.toUpperCase()) ? 'AU' : 'CA';
    const end = at + code.length;
    const zip = POSTCODE[country]!.exec(text.slice(end, end + 14));
    // A Canadian province before its postcode is place.town-postcode's and place.street-town-any-case's.
    if (country === 'CA' && zip !== null) continue;
    const comma = /,[ \t]{1,2}$/.test(text.slice(Math.max(0, at - 3), at));
    // A lower-case code is read only in an address's order: its town's comma before it.
    if (code === code.toLowerCase() && !comma) continue;
    const lineEnd = code !== code.toLowerCase() && LINE_END.test(text.slice(end, end + 4));
    // What vouches for a code, tested before the town is read: its postcode, a code of its own, a comma or the line's end.
    if (zip === null && !DISTINCT.has(code.toUpperCase()) && !comma && !lineEnd) continue;
    const town = townBefore(text, at, wc);
    if (town === undefined) continue;
    const known = wc.dicts.cities.has(town.text.toLowerCase().replace(/[ \t]+/g, ' '));
    const head = lineEnd && town.text !== '' && letterheadTown(text, town, known, us, wc);
    const clauseEnds = comma && CLAUSE_END.test(text.slice(end, end + 10));
    const closes = lineEnd || clauseEnds;
    const field = !us && closes && town.text !== '' && fieldTown(text, town, known, comma, wc);
    const sentence = us && comma && known && town.text !== '' && usTownInSentence(text, town, code, end);
    // A US code in capitals is address.parts' before a ZIP; here it is read only at a letterhead line's end.
    if (us && code !== code.toLowerCase() && !head && !sentence) continue;
    const vouched = zip !== null || DISTINCT.has(code.toUpperCase()) || (clauseEnds && known) || head || field || sentence;
    if (!vouched) continue;
    // Below the rules that read a whole address line (place.street-town-any-case, place.address-town): where both
    // read the same words, theirs stands.
    if (town.text !== '') push(out, town.start, town.start + town.text.length, 'CITY', zip !== null || known ? TIER.addressPart : TIER.placeWord);
    push(out, at, end, 'STATE', TIER.addressPart);
    if (zip !== null) push(out, end + zip[0].length - zip[1]!.length, end + zip[0].length, 'ZIP', TIER.addressPart);
  }
}

/** The town before a code: its last words that are no title, clinical, stop or English-in-capitals words. */
function townBefore(text: string, at: number, wc: WordClasses): { start: number; text: string } | undefined {
  const head = text.slice(Math.max(0, at - 60), at);
  const t = TOWN_BEFORE.exec(head);
  if (t === null) return undefined;
  const words = t[1]!.split(/[ \t]/);
  let k = words.length;
  while (k > 0 && townWord(words[k - 1]!, wc)) k--;
  const kept = words.slice(k);
  if (kept.length === 0) return undefined;
  // In capitals a sentence's English word may run up to the town ("VISITING TOOWOOMBA") or open its name ("THUNDER
  // BAY"): the town is then left to the rules that read it whole, and only the code is read.
  const caps = t[1] === t[1]!.toUpperCase();
  if (caps && kept.length > 1 && wc.isEnglish(kept[0]!.toLowerCase())) return { start: at, text: '' };
  const town = kept.join(' ');
  const start = at - t[2]!.length - town.length;
  if (text.slice(start, start + town.length).replace(/\t/g, ' ') !== town) return undefined;
  return { start, text: town };
}

/** A town that opens a letterhead's last part: after the line's start, a comma, a bar or a dash, and no common word. */
function letterheadTown(text: string, town: { start: number; text: string }, known: boolean, us: boolean, wc: WordClasses): boolean {
  if (!HEAD_BEFORE_TOWN.test(text.slice(Math.max(0, town.start - 80), town.start))) return false;
  const words = town.text.toLowerCase().split(/[ \t]+/);
  // A surname before a credential ("Ann Salem, MD") is one word after a line's start or a comma; a town of two words the
  // gazetteers hold whole, or one after an organisation's dash ("X RECOVERY SERVICES - Cumberland, MD"), is no one's.
  const afterDash = /\p{L}[ \t]{1,2}[\u2013\u2014-][ \t]{1,2}$/u.test(text.slice(Math.max(0, town.start - 8), town.start));
  if (us) return known && (words.length > 1 || afterDash || !words.some((w) => wc.isKnownName(w)));
  return known || words.every((w) => plainTownWord(w, wc));
}

/** A word no English, clinical, shorthand, stop or misspelling list holds: a town's own word. */
function plainTownWord(w: string, wc: WordClasses): boolean {
  return !wc.isEnglish(w) && !wc.isClinical(w) && !wc.isShorthand(w) && !wc.isStop(w) && !wc.isMisspelt(w);
}

/**
 * A Canadian or Australian town in a form's field: after a label's colon, a header row's gap or "via"/"near", with the
 * code closing its line or the clause after the town's comma. The town is one the gazetteers hold or no common word (a
 * saint's word may open it: "Ste. Anne"); with the comma, two words or more that are no clinical or shorthand words
 * ("Cherry Brook, NS"), as an exam's finding is one word ("Abdo: Soft, NT").
 */
function fieldTown(text: string, town: { start: number; text: string }, known: boolean, comma: boolean, wc: WordClasses): boolean {
  if (!FIELD_BEFORE_TOWN.test(text.slice(Math.max(0, town.start - 40), town.start))) return false;
  const words = town.text.toLowerCase().split(/[ \t]+/);
  if (words.some((w) => wc.isClinical(w.replace(/\.$/, '')))) return false;
  if (known) return true;
  const rest = SAINT_LEAD.test(words[0]!) && words.length > 1 ? words.slice(1) : words;
  if (rest.length < words.length && rest.every((w) => !wc.isClinical(w) && !wc.isStop(w))) return true;
  if (words.every((w) => plainTownWord(w, wc))) return true;
  // English words name a town only with a landform's or a settlement's last word ("Cherry Brook", not "Clear Fluids").
  return comma && words.length >= 2 && TOWN_LAST_WORDS.has(words.at(-1)!) && words.every((w) => !wc.isShorthand(w) && !wc.isStop(w));
}

/**
 * A US code in capitals after a town the gazetteers hold and its comma, inside a ward note's sentence: a place's
 * preposition before the town and the clause's end or a transfer's next word after the code ("FROM X IN GENEVA, AL
 * VIA Y"). A code that is also a credential is never read so ("seen by Ann Salem, MD").
 */
function usTownInSentence(text: string, town: { start: number; text: string }, code: string, end: number): boolean {
  if (CREDENTIAL_CODES.has(code)) return false;
  if (!PREP_BEFORE_TOWN.test(text.slice(Math.max(0, town.start - 8), town.start))) return false;
  return US_CLAUSE_END.test(text.slice(end, end + 8));
}

function townWord(w: string, wc: WordClasses): boolean {
  const l = w.toLowerCase().replace(/\.$/, '');
  return !(NOT_NAME_WORDS.has(l) || wc.isStop(l) || wc.isClinical(l) || /^\p{Lu}{1,3}\d/u.test(w));
}

// ---- place.direction-region ---------------------------------------------------------------------------------------------
const REGION_WORDS: ReadonlySet<string> = new Set([...US_STATES.keys(), ...REGION_NAMES]);
/** A part word and up to three words after it; the region is looked up among them (a set, not an alternation). */
const DIRECTED = new RegExp(String.raw`\b(${DIRECTION_WORDS.join('|')})[ \t]{1,2}(\p{L}[\p{L}'’-]{1,24}(?:[ \t]\p{L}[\p{L}'’-]{1,24}){0,2})`, 'giu');
const DIRECTED_AT = new WordAnchor(DIRECTED, DIRECTION_WORDS.join(' '));
/** Words after a region that make the phrase a thing of its own: a disease, a test, a line, a team. */
const NOT_PLACE_AFTER = /^[ \t]{1,2}(?:equine|encephalitis|virus|fever|blot|line|time|standard|medical|university|college|hospital|health|regional|general|state|bank)\b/i;

export function directionRegions(text: string, out: Candidate[], seen: GateWords): void {
  for (const m of DIRECTED_AT.matchAll(text, seen)) {
    const part = m[1]!;
    const words = m[2]!.split(/[ \t]/);
    // The longest run of the words after the part that names a state or region ("new south wales", "oregon").
    let n = words.length;
    while (n > 0 && !REGION_WORDS.has(words.slice(0, n).join(' ').toLowerCase().replace(/’/g, "'"))) n--;
    if (n === 0) continue;
    const region = words.slice(0, n).join(' ');
    const start0 = m.index + m[0].length - m[2]!.length;
    if (text.slice(start0, start0 + region.length).replace(/\t/g, ' ') !== region) continue;
    // One letter case for both words, or a Title-case region after a lower-case part ("eastern Oregon").
    const lower = part === part.toLowerCase();
    if (!(region === region.toLowerCase() ? lower : region === region.toUpperCase() ? part === part.toUpperCase() : /^\p{Lu}\p{Ll}/u.test(region))) continue;
    const end = start0 + region.length;
    if (NOT_PLACE_AFTER.test(text.slice(end, end + 16))) continue;
    // "Western Australia", "Northern Territory", "East Lothian": the part is the region's own first word.
    const whole = `${part} ${region}`.toLowerCase();
    const start = REGION_NAMES.has(whole) ? m.index : start0;
    push(out, start, end, 'STATE', TIER.placeWord);
  }
}
