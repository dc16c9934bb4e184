// ORGANIZATION: public bodies as letters, district-nursing records, referrals and social-work notes of the UK, Ireland,
// Canada, Australia, New Zealand and the US name them: a health board or authority by its area ("Powys Teaching Health
// Board", "Fraser Health Authority", "Waikato District Health Board", "NHS Tayside"), Quebec's health and social-service
// centres ("CISSS des Laurentides"), and utilities, transit authorities and school boards by their town ("Tallow Creek
// Water Authority", "Quillon County Board of Education"). Each is a kind of body with its own words; the name before
// the kind must name (a word that is no generic adjective), so that "the Regional Health Authority" and "Mental Health
// Services" stay alone. A government department by its portfolio alone ("STATE DEPT OF CORRECTIONS") is left untagged,
// as our sets leave it: it names no one's employer more closely than "the state" does.
// Run sheets and patient care reports name their own service in their heading by its area and kind ("X County EMS -
// PATIENT CARE REPORT") and the aircraft they hand over to by its call sign ("X AIR 14 FLIGHT CREW"): the same kind of
// body, read the same way.
// An ambulance service as the actor of a transfer after "via" or "by" (fix19b): its name before "EMS" may be an English
// word there ("via Skyline EMS"), and in small letters the service is read after the cue ("via x y ems", "via x air"; the
// air service's name a word no English or clinical list holds: "via room air" is oxygen).
import { push, type Candidate } from '../core/scan';
import { TIER } from '../core/tiers';
import type { WordClasses } from '../core/tokens';
import { wordGate, type GateWords } from '../core/word-gate';
import { WordAnchor } from '../core/word-anchors';
import { GENERIC_LEFT } from '../vocab/org-words';
import { CONTACTS } from '../vocab/people-words';
import { BOARD_REGIONS } from '../vocab/regions';
import { detectStateBodies } from './state-bodies';
import { detectTransportServices } from './transport-services';

/** Kinds of public body that follow their area's name, in Title case or capitals. */
const KINDS = [
  'Health Board', 'Health Authority', 'Health Services', 'Health Service', 'Health District', 'Health and Social Care Trust',
  'Health & Social Care Trust', 'Water Authority', 'Transit Authority', 'Transport Authority', 'Port Authority', 'Power Authority',
  'Board of Education', 'School Board', 'Education Board', 'Education Authority',
  // A run sheet's or a patient care report's own service, and the council an occupational-health or public-health form
  // names as employer or notifier, by their area: "Harlan County EMS", "X Valley Volunteer Fire & EMS", "Greater X
  // Paramedic Services", "X District Council". "EMS" alone is the crew, not a body: its area must hold an area word
  // or a word no English list knows (SERVICE_KINDS, below).
  'EMS', 'Fire & EMS', 'Fire and EMS', 'Fire Rescue & EMS', 'Paramedic Services', 'Paramedic Service', 'Ambulance Service',
  'Ambulance Services', 'Emergency Medical Services', 'District Council', 'Borough Council', 'County Council', 'City Council',
  'Shire Council', 'Regional Council',
  // A run sheet's rescue squad and a contact-tracing record's health department or unit by their area, as their
  // headings and notification lines name them (fix15a): "X VALLEY RESCUE SQUAD - PATIENT CARE REPORT", "X DISTRICT
  // HEALTH DEPT - CD Case Investigation", "notify X Y PHU".
  'Rescue Squad', 'Health Department', 'Health Dept', 'Public Health Unit', 'PHU',
];
/** Kinds that a clause also writes with a verb or a common noun before them ("FAMILY ACTIVATED EMS", "Kids City Council"). */
const SERVICE_KINDS = /EMS$|^(?:City|CITY)[ \t]{1,2}(?:Council|COUNCIL)$/;
/** Words that make the area before a service kind an area: "Terry County EMS", "Pembina Valley EMS". */
const AREA_WORDS = new Set(['county', 'parish', 'valley', 'township', 'district', 'regional', 'region', 'area', 'city', 'municipal', 'metro', 'volunteer', 'greater', 'borough', 'shire', 'rural', 'tribal', 'nation']);
const kindAlternation = KINDS.flatMap((k) => [k, k.toUpperCase()]).map((k) => k.replace(/ /g, '[ \\t]{1,2}')).join('|');
const KIND = new WordAnchor(new RegExp(String.raw`\b(?:${kindAlternation})(?![\p{L}])`, 'gu'), 'health water transit transport port power board school education ems fire paramedic ambulance emergency district borough county city shire regional rescue public phu');
/** Up to three capitalised words before the kind ("Powys Teaching", "Waikato District", "Quillon County"). */
const AREA_BEFORE = /(?<![\p{L}'’-])((?:\p{Lu}[\p{L}'’-]{1,20}[ \t]{1,2}){1,3})$/u;
const AREA_WINDOW = 72;
/** Words of an area's name that only describe: the body needs one word besides these ("the Regional Health Authority"). */
const DESCRIBING = new Set([
  'teaching', 'university', 'district', 'regional', 'local', 'area', 'county', 'city', 'state', 'provincial', 'national', 'community',
  'public', 'rural', 'metropolitan', 'the', 'our', 'your', 'his', 'her', 'their', 'student', 'employee', 'staff', 'occupational', 'oral',
  'sexual', 'prison', 'correctional', 'school', 'college', 'campus', 'new', 'interim', 'joint', 'integrated', 'volunteer', 'greater',
  'ground', 'air', 'private', 'municipal', 'tribal', 'environmental', 'mental', 'allied', 'behavioral', 'behavioural',
]);

/** "NHS Tayside", "NHS GREATER GLASGOW AND CLYDE": the NHS and its area. */
const NHS = new WordAnchor(/\bNHS[ \t]{1,2}(\p{Lu}[\p{L}'’-]{2,20}(?:[ \t]{1,2}(?:(?:and|AND|&)[ \t]{1,2})?\p{Lu}[\p{L}'’-]{2,20}){0,3})/gu, 'nhs');
/** What follows "NHS" and is no area: its numbers, services, staff and sites. */
const NOT_NHS_AREA = new Set([
  'number', 'no', 'num', 'nos', 'trust', 'trusts', 'foundation', 'direct', 'choices', 'app', 'login', 'continuing', 'healthcare', 'health',
  'funded', 'services', 'service', 'patient', 'patients', 'staff', 'hospital', 'hospitals', 'dentist', 'dental', 'prescription',
  'prescriptions', 'spine', 'mail', 'email', 'net', 'jobs', 'pension', 'pensions', 'digital', 'login', 'website', 'online', 'inform',
  'guidelines', 'guidance', 'referral', 'treatment', 'care', 'wheelchair', 'physio', 'physiotherapy', 'clinic', 'clinics', 'doctor',
  'gp', 'ambulance', 'walk', 'in', 'and', 'the', 'is', 'was', 'to', 'for', 'will', 'has', 'have', 'would', 'may', 'now', 'only', 'waiting',
]);

/** Quebec's integrated health and social-service centres: "CISSS des Laurentides", "CIUSSS de l'Estrie". */
const CISSS = new WordAnchor(/\b(?:CIUSSS|CISSS|CSSS)[ \t]{1,2}(?:de[ \t]{1,2}la[ \t]{1,2}|de[ \t]{1,2}l['’]|du[ \t]{1,2}|des[ \t]{1,2}|de[ \t]{1,2})?(\p{Lu}[\p{L}'’]{1,24}(?:[ \t-]{1,2}(?:du|de|des|la|le|et|\p{Lu}[\p{L}'’]{1,24})){0,4})/gu, 'ciusss cisss csss');

/**
 * Public bodies a note names by their own short name, with no kind word to read, as the actors of an arrival or a
 * life: the police forces and ambulance services that bring a patient in (RCMP, PSNI, NYPD, LAPD, FDNY, BCEHS) and
 * veterans' leagues (RSL, VFW). Acronyms count only in capitals, where none is an English or clinical word; the names
 * that are no word of any list also in lower case, as ED and ICU notes type them ("rcmp officer"). The air and road ambulances of the
 * five countries by their own names (ORNGE, QAS, SAAS, RFDS, Lifeflight, CareFlight) are the same kind of actor. Payers are left
 * out, as payer programmes are: the compensation boards behind a claim by their kind alone (WSIB, CNESST, WorkCover; a
 * board of a named region is COMP_BOARD's, below), the
 * benefits agencies (Centrelink), DVA, ACC and the licensing DVLA; so is WCB (a typo of WBC).
 */
const NAMED_BODY = new WordAnchor(
  /\b(?:RCMP|PSNI|NYPD|LAPD|FDNY|BCEHS|RSL|VFW|rcmp|bcehs|ORNGE|Ornge|ornge|QAS|SAAS|RFDS|(?:Life|LIFE|life)(?:flight|Flight|FLIGHT)|(?:Care|CARE|care)(?:flight|Flight|FLIGHT))(?![\p{L}\d])/gu,
  'rcmp psni nypd lapd fdny bcehs rsl vfw ornge qas saas rfds lifeflight careflight',
);
/**
 * The air ambulances whose name is an English word (STARS of the prairies) or a short code other bodies share (Nova
 * Scotia's EHS) name the service only as the actor of a transfer: "flown in by STARS", "stars declined d/t weather", "stars requested",
 * "EHS called". Elsewhere "stars" is what a patient sees.
 */
const TRANSFER_BODY = new WordAnchor(/\b(?:STARS|Stars|stars|EHS)(?![\p{L}\d])/gu, 'stars ehs');
const TRANSFER_BEFORE = /(?:^|[^\p{L}])(?:by|via|called|paged|activated|contacted|notified|per|declined by|BY|VIA|CALLED|ACTIVATED|CONTACTED|PER)[ \t]{1,2}$/u;
const TRANSFER_AFTER = /^[ \t]{1,2}(?:declined|called|activated|accepted|launched|dispatched|cancel+ed|CANCEL+ED|unavailable|en[ \t]route|eta|crew|team|transport|transfer|arrived|notified|requested|REQUESTED|DECLINED|CALLED|ACTIVATED|ACCEPTED|LAUNCHED|DISPATCHED|UNAVAILABLE|EN[ \t]ROUTE|ETA|CREW|TEAM|TRANSPORT|TRANSFER|ARRIVED|NOTIFIED)(?![\p{L}])/u;

/**
 * A patient care report's air ambulance by its call sign or its own one-word name as the actor of the flight: "handoff at
 * the LZ to X AIR 14 flight crew", "X Air 2 launched", "XCARE LAUNCHED". The run sheet names the aircraft where a ward
 * note names the service; "room air" and "medical air" never launch nor carry a crew, and a word any English or
 * clinical list knows ("HELICOPTER LAUNCHED", "FLIGHT LAUNCHED", "Requested Air 1 crew") names no service, unless a
 * name list holds it too ("Mercy Air 2 launched").
 */
const AIR_UNIT = new WordAnchor(/\b(?:AIR|Air)(?![A-Za-z])(?:[ \t]\d{1,3})?(?=[ \t]{1,2}(?:FLIGHT[ \t]CREW|Flight[ \t]Crew|flight[ \t]crew|CREW|[Cc]rew|LAUNCHED|[Ll]aunched|ETA|[Oo]n[ \t]scene|ON[ \t]SCENE)(?![\p{L}]))/gu, 'air');
const NOT_AIR_NAME = new Set(['room', 'ambient', 'fresh', 'medical', 'compressed', 'free', 'the', 'by', 'via', 'to', 'and', 'no', 'on', 'off', 'per']);
const LAUNCHED = new WordAnchor(/\b(?:LAUNCHED|AUTO-?LAUNCHED|[Ll]aunched|[Aa]uto-?launched)(?![\p{L}])/gu, 'launched auto autolaunched');
const WORD_BEFORE = /(?<![\p{L}'’-])(\p{Lu}[\p{L}]{2,20})[ \t]{1,2}$/u;

/**
 * Air ambulances by their own two-word names, as ICU and ED notes write the transfer (fix14c): "via life flight network",
 * "Hawaii Life Flight", "Boston MedFlight", "via Guardian Flight", "flown by midstate air medical". A note calls any air
 * transfer "medflight" ("arrived via medflight"), so MedFlight and any other "X Flight" need a name before them, and a
 * bare "X Flight" the transfer's "via" or "by" before the name; "air medical" a word no English list knows before it, or
 * a capitalised one after "via" or "by" ("medical air" is a gas).
 */
const AIR_SERVICE = new WordAnchor(
  /\b(?:(?:Life|LIFE|life|Care|CARE|care)[ \t](?:Flight|FLIGHT|flight)(?:[ \t](?:Network|NETWORK|network))?|(?:Med|MED|med)[ \t]?(?:Flight|FLIGHT|flight)|Flight|FLIGHT|(?:Air|AIR|air)[ \t](?:Medical|MEDICAL|medical))(?![\p{L}\d])/gu,
  'life care med medflight flight air',
);
/** Words before "Flight" that say how one flies, not who flies: "via Commercial Flight", "by Helicopter Flight". */
const GENERIC_FLIGHT = new Set(['life', 'care', 'med', 'air', 'commercial', 'private', 'charter', 'helicopter', 'rotor', 'wing', 'medevac', 'ambulance', 'international', 'domestic', 'connecting', 'return', 'direct', 'night', 'long']);
const NAME_BEFORE = /(?<![\p{L}'’-])([\p{L}]{3,20})[ \t]{1,2}$/u;
const CONTACT_WORDS: ReadonlySet<string> = new Set(CONTACTS);
const VIA_BEFORE = /(?:^|[^\p{L}])(?:by|via|BY|VIA|By|Via)[ \t]{1,2}$/u;
/**
 * The compensation boards of a work-injury form's heading or claim by their own names (fix14c): "WorkSafeBC", "WorkSafe
 * Victoria", "WORKCOVER QUEENSLAND", "Wyoming Workers' Compensation", "Workers Compensation Board of Manitoba". A
 * board with no region ("WorkCover certificate given", "workers comp claim", WSIB, WCB) is the kind of payer, not one.
 */
const COMP_BOARD = new WordAnchor(
  /\b(?:(?:WorkSafe|WORKSAFE|worksafe)[ \t]?(?:BC|bc|NB|nb)|(?:WorkSafe|WORKSAFE|WorkCover|WORKCOVER)[ \t]{1,2}(\p{Lu}[\p{L}]{1,15}(?:[ \t]\p{Lu}[\p{L}]{1,15}){0,2})|(?:Workers|WORKERS)['’]?[ \t]{1,2}(?:Compensation|COMPENSATION)(?:[ \t]{1,2}(?:Board|BOARD|Commission|COMMISSION|Division|DIVISION)(?:[ \t]{1,2}(?:of|OF)[ \t]{1,2}(\p{Lu}[\p{L}]{1,15}(?:[ \t]\p{Lu}[\p{L}]{1,15})?))?)?)(?![\p{L}])/gu,
  'worksafe worksafebc worksafenb workcover workers',
);
const REGION_BEFORE = /(?<![\p{L}'’-])((?:\p{Lu}[\p{L}]{1,15}[ \t]){1,2})$/u;

/** In small letters: the transfer's cue, one or two name words and the service's kind (fix19b). */
const LOWER_GATE = wordGate('ems air');
const LOWER_SERVICE = /(?<![\p{L}])(?:via|by)[ \t]{1,2}((?:[a-z][a-z'’-]{2,20}[ \t]){1,2})(ems|air)(?![\p{L}\d])/gu;
const GATE = wordGate('rescue public phu health water transit transport port power board school education ems fire paramedic ambulance emergency council nhs ciusss cisss csss rcmp psni nypd lapd fdny bcehs rsl vfw ornge qas saas rfds lifeflight careflight stars ehs air launched autolaunched life care med medflight flight worksafe worksafebc worksafenb workcover workers');

export function detectPublicBodies(text: string, wc: WordClasses, out: Candidate[], seen: GateWords): void {
  // A state's, a province's or a country's body by its portfolio (rules/state-bodies.ts, fix23a); its anchor is its own gate.
  detectStateBodies(text, out, seen);
  // An ambulance, rescue or air-medical service named by English words after its cue (rules/transport-services.ts, fix23a).
  detectTransportServices(text, wc, out, seen);
  if (!GATE.open(seen)) return;
  for (const m of KIND.matchAll(text, seen)) areaBody(text, m.index, m.index + m[0].length, wc, out);
  for (const m of NHS.matchAll(text, seen)) nhsArea(text, m, wc, out);
  for (const m of CISSS.matchAll(text, seen)) push(out, m.index, m.index + m[0].length, 'ORGANIZATION', TIER.facilitySuffix);
  for (const m of NAMED_BODY.matchAll(text, seen)) push(out, m.index, m.index + m[0].length, 'ORGANIZATION', TIER.facilitySuffix);
  for (const m of TRANSFER_BODY.matchAll(text, seen)) {
    const end = m.index + m[0].length;
    if (!TRANSFER_BEFORE.test(text.slice(Math.max(0, m.index - 14), m.index)) && !TRANSFER_AFTER.test(text.slice(end, end + 14))) continue;
    push(out, m.index, end, 'ORGANIZATION', TIER.facilitySuffix);
  }
  for (const m of AIR_UNIT.matchAll(text, seen)) {
    const w = WORD_BEFORE.exec(text.slice(Math.max(0, m.index - 24), m.index));
    const low = w?.[1]!.toLowerCase();
    if (!w || low === undefined || NOT_AIR_NAME.has(low) || wc.isStop(low) || wc.isClinical(low) || (wc.isEnglish(low) && !wc.isKnownName(low))) continue;
    push(out, m.index - w[0].length, m.index + m[0].length, 'ORGANIZATION', TIER.weakCue);
  }
  for (const m of AIR_SERVICE.matchAll(text, seen)) airService(text, m, wc, out);
  for (const m of COMP_BOARD.matchAll(text, seen)) compBoard(text, m, wc, out);
  if (LOWER_GATE.open(seen)) for (const m of text.matchAll(LOWER_SERVICE)) lowerService(m, wc, out);
  for (const m of LAUNCHED.matchAll(text, seen)) {
    const w = WORD_BEFORE.exec(text.slice(Math.max(0, m.index - 24), m.index));
    const low = w?.[1]!.toLowerCase();
    if (!w || low === undefined || wc.isEnglish(low) || wc.isClinical(low) || wc.isStop(low) || wc.isKnownName(low)) continue;
    push(out, m.index - w[0].length, m.index - w[0].length + w[1]!.length, 'ORGANIZATION', TIER.weakCue);
  }
}

/** The area's name before a kind at `at`, with the kind, pushed when a word of it names. */
function areaBody(text: string, at: number, end: number, wc: WordClasses, out: Candidate[]): void {
  const m = AREA_BEFORE.exec(text.slice(Math.max(0, at - AREA_WINDOW), at));
  if (!m) return;
  const words = m[1]!.trim().split(/[ \t]+/);
  // The name starts after the last word that cannot open it (a verb or a preposition at a sentence's start: "Called").
  let first = 0;
  for (let k = 0; k < words.length; k++) if (wc.isStop(words[k]!.toLowerCase()) || VERBS_BEFORE.has(words[k]!.toLowerCase())) first = k + 1;
  const kept = words.slice(first);
  const naming = kept.filter((w) => !DESCRIBING.has(w.toLowerCase()) && !GENERIC_LEFT.has(w.toLowerCase()));
  if (naming.length === 0 || naming.some((w) => wc.isClinical(w.toLowerCase()))) return;
  const kind = text.slice(at, end);
  const start = at - m[1]!.length + m[1]!.indexOf(kept[0]!, words.slice(0, first).join(' ').length);
  // After a transfer's "via" or "by" the service's name may be English words ("via Skyline EMS") (fix19b).
  const via = /^EMS$/.test(kind) && VIA_BEFORE.test(text.slice(Math.max(0, start - 8), start));
  if (SERVICE_KINDS.test(kind) && !via && !kept.some((w) => AREA_WORDS.has(w.toLowerCase())) && !naming.some((w) => !wc.isEnglish(w.toLowerCase()))) return;
  push(out, start, end, 'ORGANIZATION', TIER.facilitySuffix);
}
/** Words a sentence opens with before a body: "Contacted Fraser Health Authority" names the authority, not "Contacted". */
const VERBS_BEFORE = new Set(['contacted', 'called', 'phoned', 'notified', 'per', 'from', 'with', 'via', 'by', 'and', 'or', 'dear', 're', 'cc', 'to', 'at', 'for']);

function nhsArea(text: string, m: RegExpExecArray, wc: WordClasses, out: Candidate[]): void {
  const words = m[1]!.split(/[ \t]+/);
  if (NOT_NHS_AREA.has(words[0]!.toLowerCase()) || wc.isClinical(words[0]!.toLowerCase())) return;
  // The area is its first word and the words after it that no English list knows ("Greater Glasgow and Clyde").
  let n = 1;
  while (n < words.length) {
    const low = words[n]!.toLowerCase();
    if (low === 'and' || low === '&') {
      const next = words[n + 1]?.toLowerCase();
      if (next === undefined || NOT_NHS_AREA.has(next) || wc.isEnglish(next)) break;
      n += 2;
      continue;
    }
    if (NOT_NHS_AREA.has(low) || wc.isEnglish(low) || wc.isClinical(low)) break;
    n++;
  }
  const area = words.slice(0, n);
  const start = m.index + m[0].length - m[1]!.length;
  let end = start;
  for (const w of area) end = text.indexOf(w, end) + w.length;
  push(out, m.index, end, 'ORGANIZATION', TIER.facilitySuffix);
}

/** An air ambulance's name at `m`, with the name before it where one is needed or stands. */
function airService(text: string, m: RegExpExecArray, wc: WordClasses, out: Candidate[]): void {
  const low = m[0].toLowerCase();
  const end = m.index + m[0].length;
  const w = NAME_BEFORE.exec(text.slice(Math.max(0, m.index - 24), m.index));
  const name = w === null ? '' : w[1]!;
  const nameLow = name.toLowerCase();
  const nameStart = w === null ? m.index : m.index - w[0].length;
  const open = w !== null && !wc.isStop(nameLow) && !VERBS_BEFORE.has(nameLow) && !NOT_AIR_NAME.has(nameLow);
  const naming = open && !wc.isClinical(nameLow);
  // In capitals every word is capitalised: the name before the kind must then be no English word ("ARRIVED MED FLIGHT").
  const capital = /^\p{Lu}/u.test(name) && (!/^\p{Lu}{2}/u.test(name) || !wc.isEnglish(nameLow));
  const via = VIA_BEFORE.test(text.slice(Math.max(0, nameStart - 8), nameStart));
  if (low.startsWith('life') || low.startsWith('care')) {
    push(out, naming && capital ? nameStart : m.index, end, 'ORGANIZATION', TIER.facilitySuffix);
  } else if (low.startsWith('med')) {
    if (naming && capital) push(out, nameStart, end, 'ORGANIZATION', TIER.facilitySuffix);
  } else if (low === 'flight') {
    // A clinical word can name a service too, and so can a contact's word the stop list holds for "guardian: Roe"
    // ("via Guardian Flight"): the transfer's "via" and the capital hold the name up.
    const contact = w !== null && CONTACT_WORDS.has(nameLow);
    if ((open || contact) && capital && via && !GENERIC_FLIGHT.has(nameLow)) push(out, nameStart, end, 'ORGANIZATION', TIER.weakCue);
  } else if (naming && (!wc.isEnglish(nameLow) || (capital && via))) {
    push(out, nameStart, end, 'ORGANIZATION', TIER.weakCue);
  }
}

/** A compensation board at `m`, pushed when it is the board of a named region (or BC's or New Brunswick's own name). */
function compBoard(text: string, m: RegExpExecArray, wc: WordClasses, out: Candidate[]): void {
  const end = m.index + m[0].length;
  if (/^worksafe[ \t]?(?:bc|nb)$/i.test(m[0])) {
    push(out, m.index, end, 'ORGANIZATION', TIER.facilitySuffix);
    return;
  }
  const isRegion = (s: string): boolean => {
    const low = s.trim().toLowerCase().replace(/[ \t]+/g, ' ');
    return BOARD_REGIONS.has(low) || wc.dicts.states.has(low);
  };
  if (m[1] !== undefined) {
    // "WorkCover Queensland", "WorkSafe New Brunswick": the region is all of the words after the kind, or their first.
    const words = m[1].split(/[ \t]/);
    for (let n = words.length; n > 0; n--) {
      if (!isRegion(words.slice(0, n).join(' '))) continue;
      const regionEnd = m.index + m[0].length - m[1].length + words.slice(0, n).join(' ').length;
      push(out, m.index, regionEnd, 'ORGANIZATION', TIER.facilitySuffix);
      return;
    }
    return;
  }
  if (m[2] !== undefined && isRegion(m[2])) {
    push(out, m.index, end, 'ORGANIZATION', TIER.facilitySuffix);
    return;
  }
  const before = REGION_BEFORE.exec(text.slice(Math.max(0, m.index - 34), m.index));
  if (!before) return;
  const words = before[1]!.trim().split(/[ \t]/);
  for (let k = 0; k < words.length; k++) {
    if (!isRegion(words.slice(k).join(' '))) continue;
    const start = m.index - before[1]!.length + before[1]!.indexOf(words[k]!, words.slice(0, k).join(' ').length);
    push(out, start, end, 'ORGANIZATION', TIER.facilitySuffix);
    return;
  }
}

/** An ambulance service in small letters after "via" or "by" (fix19b): its name words name and none describes. */
function lowerService(m: RegExpMatchArray, wc: WordClasses, out: Candidate[]): void {
  const words = m[1]!.trimEnd().split(/[ \t]/);
  if (words.some((w) => wc.isStop(w) || wc.isClinical(w) || wc.isClinicalShorthand(w) || DESCRIBING.has(w) || GENERIC_LEFT.has(w) || NOT_AIR_NAME.has(w))) return;
  // "via room air", "by mouth air": an air service's name must be a word no English list holds.
  if (m[2] === 'air' && words.some((w) => wc.isEnglish(w))) return;
  const end = m.index! + m[0].length;
  push(out, end - m[2]!.length - m[1]!.length, end, 'ORGANIZATION', TIER.weakCue);
}
