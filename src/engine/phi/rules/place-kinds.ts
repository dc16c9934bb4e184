// Places, facilities and organisations whose names no word list holds, read from the kind of place the note
// names beside them rather than from the name itself:
// - an organisation before the noun of its kind: a visiting-nurse or home-health agency, a fire or rescue
//   service, a sheriff's or police department, a school, a shelter, a church, a pharmacy, a counselling or
//   family centre ("Tressvale VNA", "KESTLEY FIRE RESCUE", "brisbee middle school"); a county, village or
//   district ("Nallur district", "Harwick County");
// - where a clinician or a coordinator comes from ("Surgeon from Brusho in this eve", "CASE MGR FROM TEMPLETON
//   VNA AWARE");
// - a hospital's initials after the department or procedure done there ("sent to ED at JM", "cath at UPMH");
// - a street address written in capitals or in lower case ("88 OSPREY HOLLOW RD", "lives at 14 pellmore ct"),
//   which the capitalised street rule cannot read;
// - a town in lower case or capitals before its state code and ZIP code ("mesquite bend, tx 79522").
// Each rule asks for a word no English or clinical list knows, or a shape (a ZIP code, a house number) that
// vouches for the words; every separator is bounded and every pattern is anchored, so the scan stays linear.
import type { PhiRuleId } from '../../../deid/phi-rules';
import { byRule, push, type Candidate } from '../core/scan';
import { matchAllBeforeAnchor } from '../core/anchored';
import { NOT_AFTER_LETTER } from '../core/lookbehind';
import { wordGate, type GateWords } from '../core/word-gate';
import { firstWords, WordAnchor } from '../core/word-anchors';
import { TIER } from '../core/tiers';
import type { WordClasses } from '../core/tokens';
import { STATE_ABBREVIATIONS } from '../vocab/gazetteers';
import { GENERIC_DESTINATION, NOT_FACILITY_NAME } from '../vocab/place-words';
import { ORG_KIND_HEADS, AREA_NOUNS, ORIGIN_ROLES, SITE_OF_CARE } from '../vocab/org-words';
import { allMatches } from '../core/all-matches';
import { townsAfterCaselessStreets } from './street-town-caseless';
import { addressFields, ADDRESS_FIELD_WORDS } from './address-fields';
import { detectAgenciesOfPlaces } from './agency-of-places';
import { detectCuedSchools } from './cued-schools';

/** Scores, in one place. */
const SCORE = {
  kindNoun: TIER.placeWord,
  area: TIER.placeWord,
  // Below place.people-origin's reading of the same slot as a town (weakCue): this rule adds where that one is silent.
  fromRole: TIER.weakest,
  initialsSite: TIER.weakCue,
  street: TIER.addressPart,
  townZip: TIER.addressShape,
  wordFirst: TIER.facilityName,
  zip: TIER.zipAfterState,
} as const;

/** The vocabulary's phrases as one alternation, blanks between words bounded. */
const phrases = (list: readonly string[]): string => list.map((p) => p.replace(/ /g, '[ \\t]{1,2}')).join('|');
// The cue patterns are ASCII and read with `\b` and the `i` flag alone: a Unicode look-behind tried at every position
// of the note, with `i` and `u` together, cost as much as the rest of the family (scripts/phi-perf.mjs families).
const KIND_HEAD = new RegExp(String.raw`\b(${phrases(ORG_KIND_HEADS)})\b`, 'gi');
const AREA_HEAD = new RegExp(String.raw`\b(${phrases(AREA_NOUNS)})\b`, 'gi');
/** The kind and area nouns tried only where a run of letters starts with their first words (core/word-anchors.ts). */
const KIND_HEAD_AT = new WordAnchor(KIND_HEAD, firstWords(ORG_KIND_HEADS));
const AREA_HEAD_AT = new WordAnchor(AREA_HEAD, firstWords(AREA_NOUNS));
/** Up to three name words (an "&" between them allowed) ending right before the kind noun. */
const NAME_BEFORE = /((?:[\p{L}][\p{L}'’.-]{0,20}[ \t](?:&[ \t])?){1,3})$/u;
/** "Surgeon from Brusho", "CASE MGR FROM TEMPLETON VNA": a clinician or coordinator and where they come from. */
const FROM_ROLE = new RegExp(String.raw`\b(?:${phrases(ORIGIN_ROLES)})[ \t]{1,2}(?:from|at)[ \t]{1,2}`, 'gi');
const FROM_ROLE_AT = new WordAnchor(FROM_ROLE, firstWords(ORIGIN_ROLES));
/** The place after the role, read where the role ends: one to three words starting with a capital as written. */
const ROLE_PLACE = /(\p{Lu}[\p{L}'’-]{1,20}(?:[ \t]\p{Lu}[\p{L}'’-]{1,20}){0,2})/uy;
/** "ED at JM", "cath at UPMH", "echo done @ BVCH": a department or procedure and the initials of where it was. */
// Found from the rarer part, initials in capitals after "at" (case-sensitive), then the site before it in a bounded slice.
const AT_INITIALS = /[ \t](?:at|AT|At|@)[ \t]{1,2}(?:(?:the|THE)[ \t]{1,2})?([A-Z]{2,5})\b(?![\d'’/-])/g;
const SITE_BEFORE = new RegExp(String.raw`\b(?:${phrases(SITE_OF_CARE)})(?:[ \t]{1,2}(?:done|performed))?$`, 'i');
/** A house number, one to three words and a street word, in capitals or in lower case. */
export const STREET_ANY_CASE = /\b(\d{1,5}[A-Za-z]?)[ \t]{1,2}((?:[A-Za-z][A-Za-z'’-]{1,20}[ \t]{1,2}){1,3})(street|st|road|rd|avenue|ave|lane|ln|drive|boulevard|blvd|court|ct|parkway|pkwy|highway|hwy|terrace|ter|trail|pike)\b\.?/gi;
// Its street word follows a blank and ends at \b, so it is a run of letters of its own, at most 77 code units after the
// match's start (five digits, a letter, two blanks, three words of 21 letters and their blanks): the pattern is tried
// only where a number starts in the 77 code units before such a run (core/anchored.ts, core/word-anchors.ts).
const STREET_WORDS = 'street st road rd avenue ave lane ln drive boulevard blvd court ct parkway pkwy highway hwy terrace ter trail pike';
export const STREET_WORD_RUN_AT = new WordAnchor(new RegExp(`(?<![A-Za-z])(?:${STREET_WORDS.replace(/ /g, '|')})(?![A-Za-z])`, 'gi'), STREET_WORDS);
export const STREET_ANY_CASE_WINDOW = 77;
const STREET_ANY_CASE_AT = new RegExp(STREET_ANY_CASE.source, 'iy');
/** A digit after no word character: where `\b\d` can match. */
export function startsNumber(text: string, s: number): boolean {
  const c = text.charCodeAt(s);
  if (c < 48 || c > 57 || s === 0) return c >= 48 && c <= 57;
  const p = text.charCodeAt(s - 1);
  return !((p >= 48 && p <= 57) || (p >= 65 && p <= 90) || (p >= 97 && p <= 122) || p === 95);
}
/** Street words spelt out: a lower-case or capitals street needs one of these, an unknown word or a cue before it. */
const FULL_STREET_WORDS = new Set(['street', 'road', 'avenue', 'lane', 'drive', 'boulevard', 'court', 'parkway', 'highway', 'terrace', 'trail', 'pike']);
/** Words that end an organisation's name on its left: articles, prepositions, possessives, "local". */
/** Abbreviations a name may hold before its kind, with their period: "Kestle Bros. Removals". */
const NAME_ABBREVIATIONS: ReadonlySet<string> = new Set(['corp', 'hosp', 'assoc', 'bros', 'univ', 'dept']);
const NAME_BREAKS = new Set(['the', 'a', 'an', 'at', 'to', 'from', 'in', 'into', 'of', 'for', 'by', 'with', 'via', 'his', 'her', 'their', 'our', 'my', 'your', 'local', 'outside', 'and', 'or']);
/** Street abbreviations that are also clinical abbreviations in capitals or lower case. */
const AMBIGUOUS_STREET_ABBREVIATIONS = new Set(['st', 'ct', 'rd', 'ln', 'ter']);
/** Words before a house number that say an address follows. */
const ADDRESS_CUE = /(?:^|[^\p{L}])(?:at|to|on|address|lives|resides|addr|home)[ \t:]{1,3}$/iu;
/** "on cranmoor st", "off quillby rd": a street named without its number after "on"/"off" in a lower-case note. */
const STREET_ON_LOWER = /\b(?:on|off)[ \t]{1,2}([a-z][a-z'’-]{2,20}(?:[ \t][a-z][a-z'’-]{2,20})?[ \t](?:street|st|road|rd|avenue|ave|lane|ln|drive|blvd|boulevard))\b\.?/g;
/** The same in a line in capitals ("LIVES ALONE ON QUARNBY ST"); "DR" is left out, a doctor there far more often than a drive. */
const STREET_ON_CAPS = /\b(?:ON|OFF)[ \t]{1,2}([A-Z][A-Z'’-]{2,20}(?:[ \t][A-Z][A-Z'’-]{2,20})?[ \t](?:STREET|ST|ROAD|RD|AVENUE|AVE|LANE|LN|DRIVE|BLVD|BOULEVARD))\b\.?/g;
/** "Hôpital Sainte-Hermine", "Clinique des Trois-Rives", "Hospital San Rafael": a facility word first, then its name. */
// One adjective of the facility's kind may come between the word and the name ("Centre hospitalier régional de
// Val-Bérard", "Hospital Universitario Reina Sofía"); Tagalog writes "Ospital ng", Spanish and French schools and
// institutes come word first too ("Colegio de Santa Isabela", "Instituto Nacional de ..."). A field in small letters
// may come before the place's name ("Institut universitaire de cardiologie de X", "Institut universitaire en santé
// mentale de X", "Hospital de día X").
// Welsh names its hospitals, GP practices and health centres kind first too ("Ysbyty X", "Meddygfa X", "Meddygfa'r X",
// "Canolfan Iechyd X"), in letters' address blocks and cc lines, where no English facility word follows.
const WORD_FIRST = /(?<![\p{L}])(Ysbyty|Meddygfa(?:['’]r)?|Canolfan[ \t]Iechyd|H[ôo]pital|HÔPITAL|HOPITAL|Clinique|Centre[ \t]hospitalier|CHSLD|CLSC|Hospital|Hospicio|Ospedale|Klinikum|Klinik|Cl[íi]nica|Policl[íi]nica|Sanatorio|Sanatório|Ospital|Pagamutan|Institut|Instituto|Colegio|Escuela|Universidad|Université|Universidade)(?:[ \t]{1,2}(?:[Rr][ée]gional|[Uu]niversitaire|[Uu]niversitario|[Uu]niversit[áa]rio|[Gg][ée]n[ée]ral|[Pp]rovincial|[Mm]unicipal|[Mm][ée]dicale?|[Ii]nfantil|[Nn]acional))?(?:[ \t]{1,2}(?:de|du|en)[ \t]{1,2}\p{Ll}{3,20}(?:[ \t]\p{Ll}{3,20})?(?:[ \t]{1,2}et[ \t]{1,2}(?:de[ \t]{1,2})?\p{Ll}{3,20})?)?[ \t]{1,2}(?:(?:de|du|des|del|della|di|la|le|do|da|ng)[ \t]{1,2}){0,2}(\p{Lu}[\p{L}'’-]{2,30}(?:[ \t]\p{Lu}[\p{L}'’-]{2,30}){0,2})/gu;
/** Word-first names of schools and universities: an organisation, not a hospital. */
const SCHOOL_FIRST = /^(?:Colegio|Escuela|Universidad|Université|Universidade)$/u;
// Searched at every position (it starts with a look-behind), WORD_FIRST cost near a hundredth of identify-phi in a
// note that names a hospital: it is tried only where a run of ASCII letters starts with its facility word (the run
// stops at an accented letter: "Hôpital" starts the run "H", "Clínica" the run "Cl").
const WORD_FIRST_AT = new WordAnchor(WORD_FIRST, 'ysbyty meddygfa canolfan h hopital clinique centre chsld clsc hospital hospicio ospedale klinikum klinik cl clinica policl policlinica sanatorio sanat ospital pagamutan institut instituto colegio escuela universidad universit universidade');
/**
 * "the Larkmoor ortho clinic", "Quillby wound clinic": a named word, a specialty or service in lower case, then
 * clinic or centre. The specialty is read from a short list of what outpatient clinics are named for.
 */
const NAMED_SERVICE = /(\p{Lu}\p{Ll}{2,20}(?:[ \t]\p{Lu}\p{Ll}{2,20})?)[ \t]{1,2}(?:ortho|orthopedic|orthopaedic|cardiology|cardiac|heart|wound|diabetes|anticoag|anticoagulation|coumadin|warfarin|urology|renal|kidney|eye|pain|sleep|memory|fracture|spine|foot|vascular|cancer|infusion|dialysis|lipid|chest|breast|fertility|ob|gyn|dermatology|derm|ent|gi|rheumatology|neurology|oncology|pulmonary|travel|walk-in)[ \t]{1,2}(?:clinic|center|centre)\b/uy;
// Tried only in the 70 code units before "clinic" or "centre" (core/anchored.ts): two name words of up to 21
// letters, the longest service word (15) and the blanks between.
const SERVICE_ANCHOR = /\b(?:clinic|center|centre)\b/g;
/** SERVICE_ANCHOR's matches, found where the gate scan filed a run of its words (core/word-anchors.ts). */
const SERVICE_ANCHOR_AT = new WordAnchor(SERVICE_ANCHOR, 'clinic center centre');
const SERVICE_WINDOW = 70;
/** "mesquite bend, tx 79522", "WEXBURN, VT 05401": town words, a comma, a state code and a ZIP code. */
/** The tail of a town's line: a comma, a state code and a ZIP code. */
export const TOWN_ZIP = /,[ \t]{1,2}([A-Za-z]{2})[ \t]{1,2}(\d{5}(?:-\d{4})?)(?![\w-])/g;
/** The same without the comma between town and state, the comma before the town instead: ", pocatello id 83204". */
export const COMMA_TOWN_ZIP = /,[ \t]{1,2}((?:[a-z][a-z'’-]{2,15}|[A-Z][A-Z'’-]{2,15})(?:[ \t](?:[a-z][a-z'’-]{2,15}|[A-Z][A-Z'’-]{2,15})){0,2})[ \t]{1,2}([A-Za-z]{2})[ \t]{1,2}(\d{5}(?:-\d{4})?)(?![\w-])/g;
// Both start at a comma, at most 7 and 59 code units before their ZIP code's five digits (", tx 79522": a comma, two
// blanks, a code, two blanks; ", mesquite bend tx": a comma, two blanks, three words of up to 16 letters and their
// blanks, two blanks, a code, two blanks): they are tried only there (core/anchored.ts), not at every comma. Five
// digits after a blank are rare in a note (searched digits first: V8 reads the look-behind only there), and a ZIP
// code, a blank before it, cannot be hidden inside an earlier anchor's digits.
export const ZIP_ANCHOR = /\d{5}(?<=[ \t]\d{5})/g;
export const TOWN_ZIP_WINDOW = 7;
export const COMMA_TOWN_ZIP_WINDOW = 59;
const TOWN_ZIP_AT = new RegExp(TOWN_ZIP.source, 'y');
const COMMA_TOWN_ZIP_AT = new RegExp(COMMA_TOWN_ZIP.source, 'y');
export const startsComma = (text: string, s: number): boolean => text.charCodeAt(s) === 44;
/** The town words right before the comma, read in a bounded slice. */
const TOWN_BEFORE = /(?:^|[^\p{L}'’-])((?:[A-Za-z][a-z'’-]{2,15}|[A-Z][A-Z'’-]{2,15})(?:[ \t](?:[A-Za-z][a-z'’-]{2,15}|[A-Z][A-Z'’-]{2,15})){0,2})$/u;

/** The words a kind noun, an area noun, a role or a site must be among (core/word-gate.ts). */
const GATES = {
  kind: wordGate(gateWords(ORG_KIND_HEADS)),
  area: wordGate(gateWords(AREA_NOUNS)),
  role: wordGate(gateWords(ORIGIN_ROLES)),
  site: wordGate(gateWords(SITE_OF_CARE)),
  addressField: wordGate(ADDRESS_FIELD_WORDS),
  street: wordGate('street st road rd avenue ave lane ln drive boulevard blvd court ct parkway pkwy highway hwy terrace ter trail pike'),
  // The ASCII runs of each facility word: "Hôpital" holds "pital", "Clínica" "cl" and "nica", "Sanatório" "sanat".
  namedService: wordGate('clinic center centre'),
  wordFirst: wordGate('ysbyty meddygfa canolfan hopital pital hospital clinique centre chsld clsc hospicio ospedale klinikum klinik clinica cl nica policlinica policl sanatorio sanat ospital pagamutan institut instituto colegio escuela universidad universit universidade'),
};

/** The first word of each alternative and its plural ("surgeons?", "sheriff'?s?"): every match holds one of them. */
function gateWords(alternatives: readonly string[]): string {
  const words = alternatives.flatMap((a) => {
    const letters = /^[a-z]+/.exec(a)![0];
    // "surgeons?": the letter before "?" is optional.
    const w = a.charAt(letters.length) === '?' ? letters.slice(0, -1) : letters;
    return [w, `${w}s`];
  });
  return [...new Set(words)].join(' ');
}

export function detectPlaceKinds(text: string, wc: WordClasses, out: Candidate[], seen: GateWords): void {
  if (!wc.hasDictionaries) return;
  const streetEnds: [number, boolean][] = [];
  const rules: readonly [PhiRuleId, () => void][] = [
    ['org.kind-noun', () => {
      if (GATES.kind.open(seen)) kindNouns(text, wc, out, seen);
      detectAgenciesOfPlaces(text, wc, out, seen);
      detectCuedSchools(text, wc, out, seen);
    }],
    ['place.area-noun', () => { if (GATES.area.open(seen)) areaNouns(text, wc, out, seen); }],
    ['facility.from-role', () => { if (GATES.role.open(seen)) fromRoles(text, wc, out, seen); }],
    ['facility.site-initials', () => { if (GATES.site.open(seen)) siteInitials(text, wc, out); }],
    ['street.any-case', () => { if (GATES.street.open(seen)) streets(text, wc, out, seen, streetEnds); }],
    ['place.street-town-any-case', () => townsAfterCaselessStreets(text, streetEnds, wc, out)],
    ['place.address-field', () => { if (GATES.addressField.open(seen)) addressFields(text, wc, out, seen); }],
    ['facility.word-first', () => { if (GATES.wordFirst.open(seen)) wordFirst(text, wc, out, seen); }],
    ['place.town-zip', () => townZips(text, wc, out)],
    ['facility.named-service', () => { if (GATES.namedService.open(seen)) namedServices(text, wc, out, seen); }],
  ];
  for (const [id, rule] of rules) byRule(out, id, rule);
}

/**
 * A word that names rather than describes, as written: no English, clinical or stop list knows it, and it is no
 * typo of an English word; unless it is written in Title case, it is no shorthand either ("cont", "neurosurg").
 */
function naming(wc: WordClasses, word: string): boolean {
  const low = word.toLowerCase().replace(/['’]s$/, '').replace(/[.'’]+$/, '');
  if (low.length < 3 || wc.isEnglish(low) || wc.isClinical(low) || wc.isStop(low) || wc.isMisspelt(low)) return false;
  // A compound of English words describes ("long-haul trucking", "self-employed"; fix20a).
  if (low.includes('-') && low.split('-').every((p) => p.length > 0 && (wc.isEnglish(p) || wc.isStop(p)))) return false;
  return /^\p{Lu}\p{Ll}/u.test(word) || !wc.isShorthand(low);
}

/** The name words right before `at` (up to three, left-trimmed of words that describe), or undefined. */
function nameBefore(text: string, at: number, wc: WordClasses): { start: number; words: string[] } | undefined {
  const m = NAME_BEFORE.exec(text.slice(Math.max(0, at - 72), at));
  if (!m) return undefined;
  const parts = m[1]!.trimEnd().split(/[ \t]/);
  let start = at - m[1]!.length;
  // The nearest words first: stop at a word that cannot be part of a name ("the", "at", "local").
  let keep = parts.length;
  for (let k = parts.length - 1; k >= 0; k--) {
    const low = parts[k]!.toLowerCase().replace(/[.'’]+$/, '');
    if (parts[k] === '&') continue;
    // A sentence's last word ("arrived. Ground EMS", "SW TREVINO. HOSPICE ...") and an age ("29-year-old pharmacy
    // dispenser") end it too; an abbreviation's period ("Corp.") does not.
    if (NAME_BREAKS.has(low) || wc.isStop(low) || /^\d/.test(low) || /-old$/.test(low) || (/^\p{L}{4,}\.$/u.test(parts[k]!) && !NAME_ABBREVIATIONS.has(low))) {
      keep = parts.length - 1 - k;
      break;
    }
  }
  const words = parts.slice(parts.length - keep);
  // Leading words before the first that names describe or act ("attends brisbee middle school", "Attends Tiny
  // Sprouts daycare"): they are left out, and a name of English words alone is the older rules' business.
  const firstNaming = words.findIndex((w) => naming(wc, w));
  let lead = 0;
  while (lead < words.length && (words[lead] === '&' || lead < firstNaming)) lead++;
  words.splice(0, lead);
  if (words.length === 0) return undefined;
  start = at - (words.join(' ').length + 1);
  if (text.slice(start, at - 1).replace(/\t/g, ' ') !== words.join(' ')) return undefined;
  return { start, words };
}

/** Words after "drug" that make it the clinical noun: "drug use", "drug screen", "drug-induced". */
const DRUG_GOES_ON = /^(?:-|[ \t]{1,2}(?:use|user|users|screen|screens|abuse|seeking|levels?|reactions?|allerg(?:y|ies|ic)|interactions?|tests?|testing|rash|fever|eruption|induced|toxicity|overdose|history|hx|dependence|withdrawal|holiday|class|classes|dealer|paraphernalia|resistant|resistance|free|trial|eluting|of)\b)/i;
/** "Tressvale VNA", "KESTLEY FIRE RESCUE", "brisbee middle school": a name with a naming word before its kind. */
function kindNouns(text: string, wc: WordClasses, out: Candidate[], seen: GateWords): void {
  for (const m of KIND_HEAD_AT.matchAll(text, seen)) {
    // "cocaine drug screen", "drug use": a drug that goes on to a clinical noun is no drugstore.
    if (/^drug$/i.test(m[0]) && DRUG_GOES_ON.test(text.slice(m.index + m[0].length, m.index + m[0].length + 16))) continue;
    const name = nameBefore(text, m.index, wc);
    if (name === undefined) continue;
    if (!name.words.some((w) => naming(wc, w))) continue;
    let end = m.index + m[0].length;
    // "Harwick County Sheriff's Office": the possessive and its office belong to the name.
    const office = /^['’]?s?(?:[ \t](?:Office|Department|Dept\.?|OFFICE|DEPARTMENT|DEPT\.?))?/.exec(text.slice(end, end + 14));
    if (office) end += office[0].length;
    push(out, name.start, end, /hospice|urgent|behavio|counsel|medical|nursing|rehab|care|living|rest home|retirement|lodge/i.test(m[0]) ? 'HOSPITAL' : 'ORGANIZATION', SCORE.kindNoun);
  }
}

/** "Nallur district", "Chinnavaram village", "Harwick County": a naming word before an area noun. */
function areaNouns(text: string, wc: WordClasses, out: Candidate[], seen: GateWords): void {
  for (const m of AREA_HEAD_AT.matchAll(text, seen)) {
    const before = /([\p{L}][\p{L}'’-]{2,20})[ \t]$/u.exec(text.slice(Math.max(0, m.index - 24), m.index));
    if (!before) continue;
    const word = before[1]!;
    // A lower-case or capitals word must name; a Title-case word in a mixed-case line may be English ("Orange County").
    const titled = /^\p{Lu}\p{Ll}/u.test(word) && /\p{Lu}/u.test(m[0].charAt(0));
    if (!naming(wc, word) && !(titled && !wc.isClinical(word.toLowerCase()) && !wc.isStop(word.toLowerCase()))) continue;
    push(out, m.index - before[0].length, m.index + m[0].length, 'LOCATION-OTHER', SCORE.area);
  }
}

/** "Surgeon from Brusho", "liaison from Pellquay Rehab": where a clinician or coordinator comes from. */
function fromRoles(text: string, wc: WordClasses, out: Candidate[], seen: GateWords): void {
  const place = new RegExp(ROLE_PLACE.source, 'uy');
  for (const m of FROM_ROLE_AT.matchAll(text, seen)) {
    const start = m.index + m[0].length;
    place.lastIndex = start;
    const p = place.exec(text);
    if (!p) continue;
    const words = p[1]!.split(/[ \t]/);
    const low = words[0]!.toLowerCase();
    // Written as a name in the line's own case: Title case among lower-case words, capitals in a shouting line.
    const shouting = !/[a-z]/.test(text.slice(Math.max(0, m.index - 30), start + p[0].length + 30));
    if (!shouting && words[0] === words[0]!.toUpperCase() && words[0].length <= 4) continue; // "from ICU", "from PT"
    if (!(naming(wc, words[0]!) || wc.nameEvidence(low).knownNotEnglish) || GENERIC_DESTINATION.has(low)) continue;
    // Further words belong to the name while they are written the same way and are no stop word.
    let n = 1;
    while (n < words.length && !wc.isStop(words[n]!.toLowerCase()) && (shouting ? words[n] === words[n]!.toUpperCase() : /^\p{Lu}\p{Ll}/u.test(words[n]!) || /^[A-Z]{2,4}$/.test(words[n]!))) n++;
    const span = words.slice(0, n).join(' ');
    if (text.slice(start, start + span.length).replace(/\t/g, ' ') !== span) continue;
    push(out, start, start + span.length, 'HOSPITAL', SCORE.fromRole);
  }
}

/** "ED at JM", "cath at UPMH 4/2023": the initials of where a department or procedure was. */
function siteInitials(text: string, wc: WordClasses, out: Candidate[]): void {
  for (const m of allMatches(text, AT_INITIALS)) {
    if (!SITE_BEFORE.test(text.slice(Math.max(0, m.index - 40), m.index))) continue;
    const code = m[1]!;
    const low = code.toLowerCase();
    if (wc.isClinical(low) || wc.isEnglish(low) || wc.isStop(low) || GENERIC_DESTINATION.has(low) || STATE_ABBREVIATIONS.has(code)) continue;
    // A time or a count after the initials reads as a dose or a clock ("ED at HS 2"): only a date may follow.
    const after = text.slice(m.index + m[0].length, m.index + m[0].length + 8);
    if (/^[ \t]{0,2}\d/.test(after) && !/^[ \t]{1,2}\d{1,2}\/\d{2,4}/.test(after)) continue;
    push(out, m.index + m[0].length - code.length, m.index + m[0].length, 'HOSPITAL', SCORE.initialsSite);
  }
}

/** "88 OSPREY HOLLOW RD", "lives at 14 pellmore ct": a street in capitals or lower case. */
const STREET_ON_LOWER_AT = new WordAnchor(STREET_ON_LOWER, 'on off');
const STREET_ON_CAPS_AT = new WordAnchor(STREET_ON_CAPS, 'on off');

/** `ends`: gets where each street found ends and whether it is in capitals, for the town after it. */
function streets(text: string, wc: WordClasses, out: Candidate[], seen: GateWords, ends: [number, boolean][]): void {
  for (const m of matchAllBeforeAnchor(text, STREET_WORD_RUN_AT.matchAll(text, seen), STREET_ANY_CASE_WINDOW, undefined, STREET_ANY_CASE_AT, startsNumber)) {
    // "1/2", "3.5", "4-6", "10:30": a number glued to another is no house number.
    if (m.index > 0 && '/.,:-'.includes(text.charAt(m.index - 1))) continue;
    const words = m[2]!.trim().split(/[ \t]{1,2}/);
    const all = `${m[2]}${m[3]}`;
    // Title case is the capitalised street rule's; here the words are in capitals or in lower case.
    if (all !== all.toUpperCase() && all !== all.toLowerCase()) continue;
    const lows = words.map((w) => w.toLowerCase());
    if (lows.some((w) => wc.isStop(w) || wc.isClinical(w) || wc.isClinicalShorthand(w) || w.length < 2)) continue;
    const cued = ADDRESS_CUE.test(text.slice(Math.max(0, m.index - 12), m.index));
    const suffix = m[3]!.toLowerCase();
    // "ST" is also sinus tachycardia, "CT" a scan, "RD" a dietitian, "LN" a lymph node: after a cue only.
    if (AMBIGUOUS_STREET_ABBREVIATIONS.has(suffix) && !cued) continue;
    if (!words.some((w) => naming(wc, w)) && !cued && !FULL_STREET_WORDS.has(suffix)) continue;
    const end = m.index + m[0].length - (m[0].endsWith('.') && FULL_STREET_WORDS.has(m[3]!.toLowerCase()) ? 1 : 0);
    push(out, m.index, end, 'STREET', SCORE.street);
    ends.push([end, all === all.toUpperCase()]);
  }
  for (const m of [...STREET_ON_LOWER_AT.matchAll(text, seen), ...STREET_ON_CAPS_AT.matchAll(text, seen)]) {
    const words = m[1]!.split(/[ \t]/);
    if (!words.slice(0, -1).some((w) => naming(wc, w)) || words.slice(0, -1).some((w) => wc.isClinical(w) || wc.isStop(w))) continue;
    const start = m.index + m[0].length - (m[0].endsWith('.') ? 1 : 0) - m[1]!.length;
    push(out, start, start + m[1]!.length, 'STREET', SCORE.street);
  }
}

/** "Hôpital Sainte-Hermine": the facility word and the name after it, when a name word names. */
function wordFirst(text: string, wc: WordClasses, out: Candidate[], seen: GateWords): void {
  for (const m of WORD_FIRST_AT.matchAll(text, seen)) {
    const words = m[2]!.split(/[ \t]/);
    // "Hospital Course", "Hospital Day 3": English words after the facility word are a heading, not a name.
    let n = 0;
    while (n < words.length && words[n]!.split(/[-'’]/).some((p) => naming(wc, p))) n++;
    if (n === 0) continue;
    const span = words.slice(0, n).join(' ');
    const nameStart = m.index + m[0].length - m[2]!.length;
    if (text.slice(nameStart, nameStart + span.length).replace(/\t/g, ' ') !== span) continue;
    push(out, m.index, nameStart + span.length, SCHOOL_FIRST.test(m[1]!) ? 'ORGANIZATION' : 'HOSPITAL', SCORE.wordFirst);
  }
}

/** "mesquite bend, tx 79522": the ZIP code vouches for the town and the state code before it. */
function townZips(text: string, wc: WordClasses, out: Candidate[]): void {
  const zips = allMatches(text, ZIP_ANCHOR);
  if (zips.length === 0) return;
  for (const m of matchAllBeforeAnchor(text, zips, COMMA_TOWN_ZIP_WINDOW, undefined, COMMA_TOWN_ZIP_AT, startsComma)) {
    const [town, code] = [m[1]!, m[2]!];
    if ((code !== code.toLowerCase() && code !== code.toUpperCase()) || !STATE_ABBREVIATIONS.has(code.toUpperCase())) continue;
    // Written in one case with its code ("pocatello id", "POCATELLO ID"); Title case is the address rule's.
    if (town === town.toLowerCase() ? code !== code.toLowerCase() : code !== code.toUpperCase()) continue;
    const words = town.toLowerCase().split(/[ \t]/);
    if (words.some((w) => wc.isStop(w) || wc.isClinical(w) || NOT_FACILITY_NAME.has(w))) continue;
    const at = m.index + m[0].indexOf(town);
    push(out, at, at + town.length, 'CITY', SCORE.townZip);
    const codeAt = at + town.length + m[0].slice(m[0].indexOf(town) + town.length).indexOf(code);
    push(out, codeAt, codeAt + 2, 'STATE', SCORE.townZip);
    push(out, m.index + m[0].length - m[3]!.length, m.index + m[0].length, 'ZIP', SCORE.zip);
  }
  for (const m of matchAllBeforeAnchor(text, zips, TOWN_ZIP_WINDOW, undefined, TOWN_ZIP_AT, startsComma)) {
    const before = TOWN_BEFORE.exec(text.slice(Math.max(0, m.index - 52), m.index));
    if (!before) continue;
    const town = before[1]!;
    const code = m[1]!;
    const at = m.index - town.length;
    // Title case is the address rule's; here the town is in lower case or capitals, written as its state code is.
    if (town !== town.toLowerCase() && town !== town.toUpperCase()) continue;
    if (code !== code.toLowerCase() && code !== code.toUpperCase()) continue;
    if (!STATE_ABBREVIATIONS.has(code.toUpperCase())) continue;
    // Leading words that cannot start a town: "lives in mesquite bend" gives "mesquite bend".
    const words = town.split(/[ \t]/);
    let k = 0;
    while (k < words.length - 1 && (wc.isStop(words[k]!.toLowerCase()) || NOT_FACILITY_NAME.has(words[k]!.toLowerCase()))) k++;
    const last = words[words.length - 1]!.toLowerCase();
    if (wc.isStop(last) || wc.isClinical(last)) continue;
    const start = at + words.slice(0, k).join(' ').length + (k > 0 ? 1 : 0);
    push(out, start, m.index, 'CITY', SCORE.townZip);
    const codeAt = m.index + m[0].indexOf(code, 1);
    push(out, codeAt, codeAt + 2, 'STATE', SCORE.townZip);
    push(out, m.index + m[0].length - m[2]!.length, m.index + m[0].length, 'ZIP', SCORE.zip);
  }
}

/** "the Larkmoor ortho clinic": the name words must be names (no English, clinical or plan word), as written. */
function namedServices(text: string, wc: WordClasses, out: Candidate[], seen: GateWords): void {
  for (const m of matchAllBeforeAnchor(text, SERVICE_ANCHOR_AT.matchAll(text, seen), SERVICE_WINDOW, NOT_AFTER_LETTER, NAMED_SERVICE)) {
    const words = m[1]!.split(/[ \t]/);
    if (!words.every((w) => naming(wc, w))) continue;
    push(out, m.index, m.index + m[0].length, 'HOSPITAL', TIER.facilitySuffix);
  }
}
