// Facilities as clinical notes name them, in any letter case, for the note-places family (note-places.ts runs them):
// a name before a facility word ("sacred heart hospital", "BAY REHAB", "MAPLE GRANGE NURSING CTR"), a practice,
// school, church, agency or employer named before its kind in an ALL-CAPS line ("AT X FAMILY MEDICINE"), and a
// saint's name ("St. Anne's").
import { push, type Candidate } from '../core/scan';
import { blanksBetween, gap, type WordToken, type WordClasses } from '../core/tokens';
import { TIER } from '../core/tiers';
import { sharedTokenCue, tokenCue } from '../core/token-cues';
import { SERVICE_CENTRE_WORDS, CLINIC_SERVICES, DESCRIBED_BY_WEAK, FACILITY, HOSPITAL_WORDS, INFINITIVE_GOVERNORS, INFINITIVE_VERBS, MOVE, NOT_FACILITY_NAME, PLACE_NOUNS, PLACE_PREP, RECOMMENDING, STREET_WORDS, WEAK_FACILITY } from '../vocab/place-words';
import { OFFICES_BEFORE_GENERAL } from '../vocab/people-words';

/** What the facility rules read of a note; note-places.ts's context adds what its own rules need. */
export interface FacilityCtx {
  readonly text: string;
  readonly toks: readonly WordToken[];
  readonly wc: WordClasses;
  readonly out: Candidate[];
  /** The cue bits of each token (core/token-cues.ts). */
  readonly cues: Int32Array;
}
type Ctx = FacilityCtx;

/**
 * The text from 40 characters before `s` to 40 after `e` holds no three small letters together: the words stand in a
 * note or a passage written in capitals, where no capital tells a name from the sentence around it.
 */
export function shoutedAround(text: string, s: number, e: number): boolean {
  return !/[a-z]{3}/.test(text.slice(Math.max(0, s - 40), e + 40));
}

/** The facility words, as a cue bit of each token (core/token-cues.ts). */
const FACILITY_CUE = tokenCue(FACILITY);

/**
 * Registers the rare words a facility walk starts from (a practice's kind, a home service, a planning word) under the
 * one cue bit those walks share (core/token-cues.ts, `sharedTokenCue`): a walk tests the bit, then its own set.
 */
export function facilityKindCue(words: Iterable<string>): number {
  return sharedTokenCue('facility kinds', words);
}

function isSaint(ctx: Ctx, k: number): boolean {
  const t = ctx.toks[k]!;
  return t.low === 'saint' || (t.low === 'st' && ctx.text.charAt(t.e) === '.');
}

/** "sacred heart hospital", "BAY REHAB", "St. Anne's Hospital", "Kessler-Adventist rehab facility". */
export function facilities(ctx: Ctx): void {
  const { toks, wc, cues } = ctx;
  for (let i = 1; i < toks.length; i++) {
    if ((cues[i]! & FACILITY_CUE) === 0 && !toks[i]!.low.startsWith('hosp')) continue;
    // "hospiatal", "hosptial": a misspelt "hospital" still ends a facility's name.
    const low = toks[i]!.low.startsWith('hosp') && /^hosp[a-z]{3,6}$/.test(toks[i]!.low) ? 'hospital' : toks[i]!.low;
    if (!FACILITY.has(low)) continue;
    // "Past medical history", "Durable medical equipment": a weak facility word that describes the next one.
    if (WEAK_FACILITY.has(low) && i + 1 < toks.length && DESCRIBED_BY_WEAK.has(toks[i + 1]!.low)) continue;
    // "Attorney General", "Surgeon General": an office, not a facility.
    if (low === 'general' && OFFICES_BEFORE_GENERAL.includes(toks[i - 1]!.low)) continue;
    // "hartley grange nursing ctr", "maple nursing home": the kind of care belongs to the facility word, the name is before it.
    let head = i;
    while (head > 0 && head > i - 2 && FACILITY_MODIFIERS.has(toks[head - 1]!.low) && blanksBetween(ctx, head - 1, head)) head--;
    let first = head;
    for (let k = head - 1; k >= 0 && k >= head - 3; k--) {
      // "kessler-adventist rehab": a hyphen joins a name word no English list knows to the next.
      const hyphen = gap(ctx, k, k + 1) === '-' && wc.nameEvidence(toks[k]!.low).notEnglishName;
      if (!blanksBetween(ctx, k, k + 1) && !hyphen && !(isSaint(ctx, k) && /^\.[ \t]?$/.test(gap(ctx, k, k + 1)))) break;
      const w = toks[k]!.low;
      if (isSaint(ctx, k)) {
        first = k;
        break;
      }
      if (NOT_FACILITY_NAME.has(w) || STREET_WORDS.has(w) || wc.isStop(w) || wc.isClinicalShorthand(w) || w.length < 2) break;
      if (FACILITY.has(w) && !WEAK_FACILITY.has(w)) break;
      if (RECOMMENDING.has(w) && low !== 'center' && low !== 'centre' && low !== 'ctr') break;
      first = k;
    }
    if (first === head || (toks[first]!.low.length >= 7 && /(?:ed|ing)$/.test(toks[first]!.low))) continue;
    // "Case Manager arranging home oxygen": a verb in lower case in the name before "home", no kind of care (hardneg21).
    if (low === 'home' && toks.slice(first, head).some((t) => !t.cap && t.low.length >= 6 && /(?:ed|ing)$/.test(t.low) && !FACILITY_MODIFIERS.has(t.low) && !CARE_PARTICIPLES.has(t.low))) continue;
    // "IN GOOD PLACE", "IN POOR HEALTH", "TO NUCLEAR MED": a quality or a service before a weak facility word.
    if (WEAK_FACILITY.has(low) && i - first === 1 && (QUALITY_WORDS.has(toks[first]!.low) || CLINIC_SERVICES.has(toks[first]!.low))) continue;
    // "WANTING TO GET HOME", "NEED TO TAKE PAIN MED": an infinitive's verb phrase, not a name after a place cue.
    if (first > 0 && toks[first - 1]!.low === 'to' && (INFINITIVE_VERBS.has(toks[first]!.low) || (first > 1 && INFINITIVE_GOVERNORS.has(toks[first - 2]!.low)))) continue;
    // "Anticoagulation Clinic", "Familial Cancer Clinic": a clinic named only by its service is a department.
    if (low === 'clinic' && toks.slice(first, i).every((t) => CLINIC_SERVICES.has(t.low) || wc.isClinical(t.low))) continue;
    // "medical home", "health center" alone: a weak facility word needs a named word before it. A form's label
    // ("UNIT: RIO BRAVO KIDNEY CENTER", "Facility: ...") cues the name as a transfer does.
    const cued = first > 0 && (MOVE_OR_AT.has(toks[first - 1]!.low) || (FACILITY_LABELS.has(toks[first - 1]!.low) && /^:[ \t]{1,3}$/.test(gap(ctx, first - 1, first))));
    // "transferred from Memorial Hospital": after a cue, one weak word names a hospital too.
    const named = toks.slice(first, i).some((t) => !WEAK_FACILITY.has(t.low)) || (cued && HOSPITAL_WORDS.has(low));
    if (!named) continue;
    // "Public Health will be notified", "Mental Health": whom a weak facility word serves names no one; a portal's
    // "Message Center" or a "Call Centre" is a service, not a place. A capitalised word after it carries the name on
    // ("Rural Health Unit of X").
    // A job after it is whom the service employs ("Aboriginal Health Worker", "Band health nurse"), not the name's end.
    const carriedOn = i + 1 < toks.length && toks[i + 1]!.cap && blanksBetween(ctx, i, i + 1) && !JOB_AFTER.has(toks[i + 1]!.low);
    if (WEAK_FACILITY.has(low) && !carriedOn && toks.slice(first, i).every((t) => SERVED_WORDS.has(t.low) || SERVICE_CENTRE_WORDS.has(t.low))) continue;
    // "on Rangi Ward", "to Saltings Ward": a named ward (UK, Australia, New Zealand) only after a place cue and made of
    // words no name, English or clinical list knows; "Sarah Ward" and "seen by Ward" are people, "surgical ward" a service.
    if (low === 'ward' && (!cued || toks[first - 1]!.low === 'by' || toks.slice(first, i).some((t) => !wc.nameEvidence(t.low).unknown))) continue;
    // In an ALL-CAPS line a capital says nothing: "MERCY GENERAL HOSPITAL" is read like "Mercy General Hospital".
    const shouted = !/[a-z]/.test(ctx.text.slice(toks[first]!.s, toks[i]!.e)) && shoutedAround(ctx.text, toks[first]!.s, toks[i]!.e);
    // A name part made only of English words is a facility only when written as a name or under a cue.
    const allEnglish = toks.slice(first, i).every((t) => wc.isEnglish(t.low));
    // "house staff", "house officer": not a facility.
    if (/^[ \t]+(?:staff|officers?)\b/i.test(ctx.text.slice(toks[i]!.e, toks[i]!.e + 10))) continue;
    const anyCap = toks.slice(first, i + 1).some((t) => t.cap);
    // "transferred from kestrel valley medical centre": after a cue, a kind of care and its facility word ("medical
    // centre", "health center") close a lower-case name, when no name word describes whom or what it serves.
    const nameToks = toks.slice(first, i).filter((t) => !FACILITY.has(t.low) && !FACILITY_MODIFIERS.has(t.low));
    const compound = cued && (head < i || WEAK_FACILITY.has(toks[i - 1]!.low)) && nameToks.length > 0 &&
      nameToks.every((t) => !wc.isClinical(t.low) && !SERVED_WORDS.has(t.low.replace(/['’]s$/, '')));
    if (WEAK_FACILITY.has(low) && !toks[first]!.cap && !toks[i]!.cap && !(cued && (shouted || anyCap)) && !compound) continue;
    const nameWords = i - first;
    // "d/c to maple hollow rehab", "lives at cedar ridge manor": English words closed by a place noun name a place
    // the facility is named after, as a care home's name is; "short term rehab" has no place noun.
    const placeNamed = cued && nameWords >= 2 && !WEAK_FACILITY.has(low) && PLACE_NOUNS.has(toks[i - 1]!.low);
    if (allEnglish && !toks[first]!.cap && !placeNamed && !compound && !(HOSPITAL_WORDS.has(low) && (cued || shouted)) && !(shouted && nameWords >= 2 && !WEAK_FACILITY.has(low)) && !(cued && (anyCap || shouted))) continue;
    if (/^[ \t]+diet\b/i.test(ctx.text.slice(toks[i]!.e, toks[i]!.e + 8))) continue;
    const end = toks[i]!.e;
    push(ctx.out, toks[first]!.s, end, 'HOSPITAL', cued ? TIER.facilityName : TIER.placeWord);
  }
}
/** Words that say whom or what a health centre serves, not which one it is: "women's health center", "family medical centre". */
export const SERVED_WORDS: ReadonlySet<string> = new Set([
  'family', 'women', 'womens', 'children', 'childrens', 'men', 'mens', 'student', 'students', 'employee', 'employees', 'primary',
  'urgent', 'public', 'mental', 'behavioral', 'behavioural', 'occupational', 'rural', 'city', 'county', 'state', 'federal', 'main',
  'downtown', 'nearby', 'different', 'new', 'old', 'sports', 'wellness', 'walk-in', 'walk', 'in', 'university', 'academic',
  // Peoples and communities a health service serves, and the air service of a retrieval ("Air medical declined").
  'aboriginal', 'indigenous', 'band', 'tribal', 'native', 'air',
]);
/** The jobs a service's staff are named by after its kind word: "Aboriginal Health Worker", "band health nurse". */
const JOB_AFTER: ReadonlySet<string> = new Set(['worker', 'workers', 'nurse', 'nurses', 'liaison', 'officer', 'officers', 'practitioner', 'educator', 'aide', 'aides']);
/** Words of quality that make an idiom of a weak facility word: "in good place", "in poor health"; "Gen Med" is a team. */
const QUALITY_WORDS = new Set(['gen', 'good', 'poor', 'fair', 'bad', 'better', 'worse', 'excellent', 'failing', 'declining', 'stable', 'same', 'right', 'wrong', 'safe', 'usual']);
const MOVE_OR_AT = new Set([...MOVE, 'to', 'from', 'at', 'in', 'by']);
/**
 * Kinds of care between a facility's name and its facility word: "nursing ctr", "care home", "skilled nursing facility";
 * and the words that say whom a hospital serves ("LAKE X COMMUNITY HOSPITAL", "Y REGIONAL MEDICAL CENTER"), which
 * name no one alone but close a name before them.
 */
/** Kinds of care and home written as a verb's form, which a home's name holds ("boarding home", "sheltered housing"). */
const CARE_PARTICIPLES: ReadonlySet<string> = new Set(['boarding', 'sheltered', 'supported', 'licensed', 'extended', 'managed', 'funeral', 'visiting', 'retirement']);
const FACILITY_MODIFIERS = new Set([
  'nursing', 'care', 'skilled', 'assisted', 'living', 'senior', 'rehabilitation', 'surgical', 'medical', 'community', 'regional',
  'childrens', "children's", 'veterans', 'university',
  // The kinds of public hospital of Commonwealth and African notes: "abakpa teaching hospital", "kasungu district hospital".
  'teaching', 'specialist', 'district', 'mission', 'cottage', 'base', 'referral',
]);

/**
 * Practices, agencies, schools, churches and employers in an ALL-CAPS line, where the capitalised-suffix rules of
 * institutions.ts see only the lower-cased copy: "AT KESTREL FAMILY MEDICINE", "VNA FROM X VALLEY HOME CARE",
 * "ATTENDS Y CREEK ELEMENTARY", "BY Z COUNTY SHERIFF'S DEPARTMENT". The kind closes the name; a cue word before the
 * name (at, from, by, with, attends...) and one to three name words that no clinical, service or generic list holds
 * make it one. A kind word alone ("FROM HOME CARE", "BY SOCIAL SERVICES") names no one.
 */
export function shoutedOrganisations(ctx: Ctx): void {
  const { toks, wc, text } = ctx;
  for (let i = 2; i < toks.length; i++) {
    const low = toks[i]!.low;
    // Most kind words are in mixed-case prose ("the school", "home care"): a lower-case first letter ends the test.
    const c0 = text.charCodeAt(toks[i]!.s);
    if (c0 >= 97 && c0 <= 122) continue;
    const kinds = ORG_KIND_TAILS.get(low);
    if (kinds === undefined) continue;
    const raw = text.slice(toks[i]!.s, toks[i]!.e);
    if (raw !== raw.toUpperCase() || !shoutedAround(text, toks[i]!.s, toks[i]!.e)) continue;
    // "HOME CARE", "FAMILY MEDICINE", "LEGAL SERVICES": a tail that needs its kind word has it just before it.
    let head = i;
    if (kinds.size > 0) {
      if (!kinds.has(toks[i - 1]!.low) || !blanksBetween(ctx, i - 1, i)) continue;
      head = i - 1;
      // "ADULT DAY PROGRAM", "HOME HEALTH CARE": one more kind word.
      if (head > 0 && (ORG_KIND_WORDS.has(toks[head - 1]!.low) || kinds.has(toks[head - 1]!.low)) && blanksBetween(ctx, head - 1, head)) head--;
    }
    let first = head;
    for (let k = head - 1; k >= 0 && k >= head - 3; k--) {
      const g = gap(ctx, k, k + 1);
      if (!/^[ \t]{1,2}$/.test(g) && !/^[ \t]?&[ \t]?$/.test(g)) break;
      const w = toks[k]!.low.replace(/['’]s$/, '');
      if (ORG_CUES.has(w) || w.length < 2 || wc.isStop(w) || wc.isClinicalShorthand(w) || CLINIC_SERVICES.has(w) || ORG_KIND_WORDS.has(w)) break;
      // An eponym is a clinical word and a name: "ADDISON COUNTY" names a county.
      if (wc.isClinical(w) && !wc.isKnownName(w)) break;
      if (NOT_FACILITY_NAME.has(w) && !NAME_PLACE_WORDS.has(w)) break;
      first = k;
    }
    if (first === head || first === 0 || !ORG_CUES.has(toks[first - 1]!.low) || !blanksBetween(ctx, first - 1, first)) continue;
    push(ctx.out, toks[first]!.s, toks[i]!.e, 'HOSPITAL', TIER.facilityName);
  }
}
/** The words before a name that make it an organisation's: where someone works, goes, is seen or comes from. */
const ORG_CUES = new Set(['at', 'from', 'by', 'with', 'to', 'via', 'for', 'attends', 'attended', 'attending', 'through', 'thru']);
/** Words a county, city or state agency is named by that NOT_FACILITY_NAME otherwise stops at. */
const NAME_PLACE_WORDS = new Set(['county', 'city', 'state']);
/** Kind words inside an organisation's tail that are never its name: "ADULT DAY PROGRAM", "HOME HEALTH CARE". */
const ORG_KIND_WORDS = new Set(['adult', 'day', 'home', 'health', 'family', 'legal', 'social', 'human', 'protective', 'senior', 'elder', 'youth', 'community', 'medical', 'urgent', 'primary', 'internal', 'respite', 'outreach', 'housing']);
/**
 * The last word of a practice, agency, school, church or employer, with the kind words it needs before it (an empty
 * set: none). "Care", "health", "medicine", "services", "program" and "department" name a service alone.
 */
const ORG_KIND_TAILS: ReadonlyMap<string, ReadonlySet<string>> = new Map<string, ReadonlySet<string>>([
  ...['elementary', 'school', 'academy', 'college', 'church', 'chapel', 'tabernacle', 'ministries', 'synagogue', 'mosque',
    'pediatrics', 'ambulance', 'distribution', 'logistics', 'trucking', 'freight', 'construction', 'manufacturing', 'mutual',
    'insurance', 'outreach', 'agency', 'pharmacy'].map((w) => [w, new Set<string>()] as const),
  ['care', new Set(['home', 'day', 'urgent', 'respite'])],
  ['health', new Set(['home', 'family', 'community'])],
  ['medicine', new Set(['family', 'internal'])],
  ['services', new Set(['legal', 'family', 'social', 'human', 'protective', 'housing', 'community', 'senior', 'elder', 'youth', 'home', 'ambulance'])],
  ['program', new Set(['day'])],
  ['department', new Set(['police', 'fire', "sheriff's", 'sheriffs', 'sheriff', 'health'])],
]);
/** Form labels whose value is a facility: "UNIT:", "Facility:", "Site:", "Location:", "Agency:". */
const FACILITY_LABELS = new Set(['unit', 'facility', 'site', 'location', 'agency', 'centre', 'center', 'clinic', 'practice', 'provider']);

const SAINT_CUE = facilityKindCue(['saint', 'st']);

/** "St. Anne's", "ST. JOSEPH": a saint's name is a facility (or a town) in a note. */
export function saints(ctx: Ctx): void {
  const { toks, wc, cues } = ctx;
  for (let i = 0; i + 1 < toks.length; i++) {
    if ((cues[i]! & SAINT_CUE) === 0 || !isSaint(ctx, i) || !/^\.?[ \t]{0,2}$/.test(gap(ctx, i, i + 1))) continue;
    const t = toks[i + 1]!;
    // A saint no name list holds counts after "St." with its period, as a name of five letters or more ("ST. ZORBEK").
    const unknownSaint = ctx.text.charAt(toks[i]!.e) === '.' && t.low.length >= 5 && wc.nameEvidence(t.low).unknown;
    // After a place preposition ("TO GO TO ST. DRU"), a shorter saint no English or clinical list knows counts too.
    const placed = ctx.text.charAt(toks[i]!.e) === '.' && i > 0 && PLACE_PREP.has(toks[i - 1]!.low) && t.low.length >= 3 && !wc.isEnglish(t.low) && !wc.isStop(t.low);
    if ((!wc.isKnownName(t.low) && !unknownSaint && !placed) || wc.isClinical(t.low)) continue;
    // "St. John's wort" is a herb on a medication list, as institutions.ts knows too.
    if (/^(?:['’]s)?[ \t]{1,3}wort\b/i.test(ctx.text.slice(t.e, t.e + 12))) continue;
    push(ctx.out, toks[i]!.s, t.e, 'HOSPITAL', TIER.placeWord);
  }
}
