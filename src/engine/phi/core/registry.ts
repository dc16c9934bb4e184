// The PHI rule registry: every family of rules, the letter case it reads, the rule ids it may give its
// findings (src/deid/phi-rules.ts says each in words) with the score tiers each rule may give (core/tiers.ts)
// and its detector, in the order identify-phi runs them. The registry is the one table of what the engine
// knows; the pipeline (core/pipeline.ts) only walks it. Tests hold every rule id to exactly one family and
// every finding's score to a tier its rule declares here.
//
// Readings: 'raw' sees the text as written (numbers, dates, contact details: capitals mean nothing there);
// 'calmed' sees ALL-CAPS lines lower-cased (capitalised-name rules, which would take "AM LABS" for a firm);
// 'tokens' sees the word tokens of the raw text with the dictionaries' word classes (the note rules, which
// read names and places in any letter case from their cues).
import { detectAddressLines } from '../rules/address-lines';
import { detectAges } from '../rules/ages';
import { detectOldAges } from '../rules/old-ages';
import { detectCaselessNames } from '../rules/caseless-names';
import { detectCaselessPairs } from '../rules/caseless-pairs';
import { detectWardCredentialNames } from '../rules/ward-credential-names';
import { detectRoleActs } from '../rules/role-acts';
import { detectCommaRoles } from '../rules/comma-roles';
import { detectLongCodes } from '../rules/long-codes';
import { detectKnownCityEnds } from '../rules/known-city-ends';
import { detectPlaceCueTitles } from '../rules/place-cue-titles';
import { detectContact } from '../rules/contact';
import { detectDates } from '../rules/dates';
import { detectIdentifiers } from '../rules/identifiers';
import { detectInstitutions } from '../rules/institutions';
import { detectLocations } from '../rules/locations';
import { detectNames } from '../rules/names';
import { detectNotePeople } from '../rules/note-people';
import { detectNotePlaces } from '../rules/note-places';
import { detectProfession } from '../rules/profession';
import { detectHistoryJobs, detectKinBracketJobs, detectKinFieldJobs, detectKinPluralJobs, detectSocialListJobs, detectTradeJobs, detectYearsJobs } from '../rules/job-statements';
import { detectFacilities } from '../rules/facilities';
import { detectParticularsJobs } from '../rules/job-items';
import { detectInternational } from '../rules/international';
import { detectRegistrationNumbers } from '../rules/registration-numbers';
import { detectCustodyNumbers } from '../rules/custody-numbers';
import { detectSignatureDegrees } from '../rules/signature-degrees';
import { detectReferenceNumbers } from '../rules/reference-numbers';
import { detectTownCodes } from '../rules/town-code';
import { detectLetterPeople } from '../rules/letter-people';
import { detectPeopleCues } from '../rules/people-cues';
import { detectPhoneShapes } from '../rules/phone-shapes';
import { detectWrittenDates } from '../rules/written-dates';
import { detectCapsFacilities } from '../rules/caps-facilities';
import { detectKindFirstFacilities } from '../rules/kind-first-facilities';
import { detectForeignKinds } from '../rules/foreign-kinds';
import { detectNamedTeams } from '../rules/named-teams';
import { detectPeopleShapes } from '../rules/people-shapes';
import { detectPlaceCues } from '../rules/place-cues';
import { detectRecordLabels } from '../rules/record-labels';
import { detectEmsReports } from '../rules/ems-reports';
import { detectStaffCues } from '../rules/staff-cues';
import { detectStaffSlots } from '../rules/staff-slots';
import { detectNicknames } from '../rules/nicknames';
import { detectWorkPlaces } from '../rules/work-places';
import { detectRoleHolders } from '../rules/role-holders';
import { detectNamePairs } from '../rules/name-pairs';
import { detectPlaceFields } from '../rules/place-fields';
import { detectCareTowns } from '../rules/care-towns';
import { detectLakeNames } from '../rules/lake-names';
import { detectCountyTowns } from '../rules/county-towns';
import { detectInstitutionTowns } from '../rules/institution-towns';
import { detectIndiaPlaces } from '../rules/india-state-towns';
import { detectFoundTownCodes } from '../rules/found-town-codes';
import { detectStreetInTowns } from '../rules/street-in-towns';
import { detectSurnameTowns } from '../rules/surname-towns';
import { byRule } from './scan';
import { ORGANISATION_FAMILIES } from './organisation-families';
import { FACILITY_FAMILIES, ROYAL_FAMILIES } from './facility-families';
import { LAST_PLACE_FAMILIES, PLACE_FAMILIES } from './place-families';
import { family, restoring, single, tokenFamily, wordFamily, type PhiFamily, type RestoredCaseReading } from './family-kinds';

export type { FamilyInput, PhiFamily, Reading, RestoredCaseReading, RuleTiers } from './family-kinds';

const FAMILIES: readonly PhiFamily[] = [
  family('contact', 'raw', {
    'contact.email': ['email'],
    'contact.url': ['fixedSyntax', 'checkedShape', 'looseShape'],
    'contact.phone': ['phoneLabel', 'fullShape', 'checkedShape', 'uncuedShape'],
    'contact.username': ['labelledValue', 'weakCue'],
  }, detectContact),
  family('identifiers', 'raw', {
    'identifier.cued': ['recordLabel', 'planLabel', 'labelledValue', 'genericLabel'],
    'identifier.shaped': ['fullShape', 'checkedShape', 'looseShape', 'bareNumber'],
    'identifier.number-word': ['genericLabel'],
  }, detectIdentifiers),
  single('dates', 'raw', 'date.written', ['fixedSyntax', 'fullDate', 'checkedShape', 'partialDate', 'uncuedShape', 'weakCue', 'weakest'], detectDates),
  single('ages', 'raw', 'age.over-89', ['ageOver89', 'fullShape', 'checkedShape', 'weakCue'], detectAges),
  single('old-ages', 'raw', 'age.said-of-person', ['reviewKind'], detectOldAges),
  single('long-codes', 'raw', 'identifier.long-code', ['reviewKind'], detectLongCodes),
  single('other-dates', 'raw', 'date.other-shapes', ['fullShape', 'partialDate', 'weakCue'], detectWrittenDates),
  single('phone-shapes', 'raw', 'contact.phone-shapes', ['checkedShape', 'looseShape'], detectPhoneShapes),
  family('international', 'raw', {
    'postcode.international': ['checkedShape', 'addressPart', 'uncuedShape'],
    'identifier.international': ['labelledValue'],
    'place.india-address': ['gazetteer', 'placeWord', 'labelledValue'],
  }, detectInternational),
  single('registration-numbers', 'raw', 'identifier.registration', ['labelledValue'], detectRegistrationNumbers),
  // A jail's or a prison's number for the person in its care, after custody's label (fix16d).
  single('custody-numbers', 'raw', 'identifier.custody', ['labelledValue'], detectCustodyNumbers),
  single('town-code', 'raw', 'place.town-code', ['townState'], detectTownCodes),
  single('record-labels', 'raw', 'identifier.labelled', ['labelledValue'], detectRecordLabels),
  family('ems-reports', 'raw', {
    'identifier.ems-report': ['labelledValue', 'recordLabel'],
    'person.ems-crew': ['credentialAfterName'],
  }, detectEmsReports),
  family('reference-numbers', 'raw', {
    'identifier.reference': ['labelledValue'],
    'identifier.caps-label': ['labelledValue'],
  }, detectReferenceNumbers),
  family('facilities', 'raw', {
    'facility.saint-lower': ['saintFacility', 'facilityCue'],
    'facility.city-va': ['placeShape'],
    'facility.initials-transfer': ['facilityCue'],
    'facility.building-floor': ['facilityCue'],
    'org.employer': ['facilityCue'],
    'place.town-state': ['townState'],
    'place.town-postcode': ['townState'],
    'identifier.accession': ['labelledValue'],
  }, detectFacilities),
  family('addresses', 'calmed', {
    'street.suffix': ['addressShape'],
    'street.unit': ['weakCue'],
    'street.po-box': ['addressShape'],
    'address.parts': ['zipAfterState', 'addressShape', 'placeShape', 'townState'],
    'place.gazetteer': ['gazetteer', 'weakCue'],
  }, detectLocations),
  single('address-lines', 'calmed', 'address.line', ['addressPart', 'placeWord', 'weakCue'], detectAddressLines),
  family('institutions', 'calmed', {
    'facility.cued': ['facilitySuffix', 'nameShape', 'weakest', 'lonelyName'],
    'org.header': ['headerOrg'],
    'org.before-noun': ['weakCue'],
    'facility.known': ['gazetteer', 'nameShape'],
    'facility.suffix': ['facilityName', 'facilitySuffix', 'weakCue'],
  }, detectInstitutions),
  family('capitalised-names', 'calmed', {
    'name.cued': ['doctorTitle', 'personTitle', 'signedBy', 'headerField', 'signature', 'cueName', 'weakest'],
    'name.credential': ['credentialAfterName'],
    'name.initial-surname': ['cueName'],
    'name.given': ['givenAndSurname', 'lonelyName'],
    'name.word-initial': ['nameShape'],
    'name.repeat': ['weakest'],
  }, detectNames),
  family('professions', 'calmed', {
    'profession.cued': ['knownOccupation', 'occupation', 'weakCue'],
    'profession.social-list': ['occupation'],
    'profession.by-trade': ['knownOccupation'],
    'profession.history-subject': ['occupation'],
    'profession.kin-bracket': ['occupation'],
    'profession.kin-field': ['occupation'],
    'profession.for-years': ['occupation'],
    'profession.kin-plural': ['occupation'],
    'profession.particulars-item': ['occupation'],
  }, (text, out, seen) => {
    byRule(out, 'profession.cued', () => detectProfession(text, out, seen));
    byRule(out, 'profession.social-list', () => detectSocialListJobs(text, out, seen));
    byRule(out, 'profession.by-trade', () => detectTradeJobs(text, out, seen));
    byRule(out, 'profession.history-subject', () => detectHistoryJobs(text, out));
    byRule(out, 'profession.kin-bracket', () => detectKinBracketJobs(text, out, seen));
    byRule(out, 'profession.kin-field', () => detectKinFieldJobs(text, out, seen));
    byRule(out, 'profession.for-years', () => detectYearsJobs(text, out));
    byRule(out, 'profession.kin-plural', () => detectKinPluralJobs(text, out, seen));
    byRule(out, 'profession.particulars-item', () => detectParticularsJobs(text, out, seen));
  }),
  tokenFamily('note-people', {
    'person.title': ['doctorTitleAnyCase', 'personTitle', 'cueName'],
    'person.credential-title': ['cueKnownName', 'cueUnknownWord'],
    'person.credential': ['credentialAfterName'],
    'person.relative': ['cueKnownName', 'weakCue'],
    'person.kin-details': ['weakCue'],
    'person.contact': ['cueName', 'weakCue'],
    'person.social': ['weakCue'],
    'person.visitor-list': ['weakCue'],
    'person.family-name': ['weakCue'],
    'person.before-contact': ['cueName'],
    'person.from-service': ['weakCue'],
    'person.initial-surname': ['nameShape'],
    'person.sign-off': ['cueUnknownWord', 'weakest'],
    'person.no-list-pair': ['weakCue'],
    'person.coordinated': ['weakCue'],
    'person.dictionary': ['nameShape', 'weakest'],
    'person.repeat': ['repeat'],
  }, (text, tokens, words, out, cues) => detectNotePeople(text, tokens, words, out, cues)),
  tokenFamily('people-cues', {
    'person.role-name': ['cueKnownName', 'cueUnknownWord'],
    'person.initial-after-cue': ['cueName'],
    'person.caps-initial-verb': ['cueName'],
    'person.clergy': ['cueName'],
    'person.relative-named': ['cueName'],
    'person.contact-person': ['cueKnownName'],
    'person.story-opening': ['cueName'],
    'person.comma-credential': ['commaCredential'],
  }, detectPeopleCues),
  tokenFamily('staff-slots', {
    'person.name-bracket-role': ['weakCue'],
    'person.handoff': ['cueUnknownWord'],
    'person.arrival-opening': ['cueUnknownWord'],
    'person.staff-label': ['headerField'],
    'person.patient-label': ['headerField'],
    'person.demographic-row': ['headerField'],
    'person.kin-name-field': ['headerField'],
    'person.saw-in-clinic': ['cueName'],
    'person.role-apposition': ['weakCue'],
    'person.kin-apposition': ['weakCue'],
    'person.service-bracket': ['weakCue'],
    'person.census-entry': ['weakCue'],
    'person.sister-title': ['cueName'],
    'person.world-name-slot': ['cueName'],
    'person.doctor-list': ['cueName'],
    'person.kin-list-opening': ['weakCue'],
    'person.agency-dash': ['weakCue'],
    'person.pair-verb': ['weakCue'],
    'person.list-continuation': ['repeat'],
    'person.slot-repeat': ['repeat'],
  }, (text, tokens, words, out, cues) => detectStaffSlots(text, tokens, words, out, cues)),
  tokenFamily('note-places', {
    'place.facility-word': ['facilityName', 'placeWord'],
    'facility.practice-lower': ['placeWord'],
    'facility.named-practice': ['facilityName'],
    'facility.narrative-practice': ['facilityName'],
    'org.service-provider': ['facilitySuffix'],
    'facility.care-stay': ['weakCue'],
    'facility.placement-referral': ['weakCue'],
    'facility.day-hospital': ['facilityName'],
    'facility.kind-initials': ['facilitySuffix'],
    'facility.level-tier': ['facilitySuffix'],
    'place.saint': ['placeWord'],
    'place.transfer': ['placeWord', 'weakCue'],
    'place.initials': ['weakCue', 'weakest'],
    'place.titled': ['weakest'],
    'place.ward': ['weakCue'],
    'place.residence': ['placeWord', 'weakCue', 'weakest'],
    'place.numbered-street': ['weakCue'],
    'place.military-address': ['addressPart'],
    'place.travel': ['weakest'],
    'place.people-origin': ['weakCue', 'weakest'],
    'place.department': ['weakCue'],
    'place.care-at': ['weakCue'],
    'place.named-service': ['weakCue'],
    'place.repeat': ['weakest', 'placeWord'],
  }, detectNotePlaces),
  tokenFamily('caseless-names', { 'person.caseless-known-name': ['reviewKind'] }, (text, tokens, words, out) => byRule(out, 'person.caseless-known-name', () => detectCaselessNames(text, tokens, words, out))),
  tokenFamily('caseless-pairs', { 'person.caseless-pair': ['nameShape'] }, (text, tokens, words, out) => byRule(out, 'person.caseless-pair', () => detectCaselessPairs(text, tokens, words, out))),
  tokenFamily('ward-credential-names', { 'person.name-ward-credential': ['cueName'] }, (text, tokens, words, out) => byRule(out, 'person.name-ward-credential', () => detectWardCredentialNames(text, tokens, words, out))),
  tokenFamily('role-acts', { 'person.role-act': ['cueName', 'cueUnknownWord'] }, (text, tokens, words, out) => byRule(out, 'person.role-act', () => detectRoleActs(text, tokens, words, out))),
  tokenFamily('comma-roles', { 'person.comma-role': ['cueName'] }, (text, tokens, words, out) => byRule(out, 'person.comma-role', () => detectCommaRoles(text, tokens, words, out))),
  tokenFamily('known-city-ends', { 'place.known-city-end': ['reviewKind'] }, (text, tokens, words, out) => byRule(out, 'place.known-city-end', () => detectKnownCityEnds(text, tokens, words, out))),
  tokenFamily('place-cue-titles', { 'place.cue-title': ['reviewKind'] }, (text, tokens, words, out, _cues, seen) => byRule(out, 'place.cue-title', () => detectPlaceCueTitles(text, tokens, words, out, seen))),
  // Recall on unseen text: places, employers and staff in the shapes other note kinds and other countries
  // write them. They read the raw text and ask the word classes about the words they find.
  wordFamily('place-cues', {
    'place.address-town': ['placeWord', 'addressPart', 'uncuedShape', 'townState'],
    'place.cue-town': ['placeWord', 'weakCue'],
    'facility.campus': ['facilityCue'],
    'facility.building-on': ['weakCue'],
    'street.international': ['placeShape', 'addressPart', 'townState'],
    'place.after-facility': ['placeWord'],
    'street.named-on': ['placeWord'],
    'street.corner': ['placeShape'],
    'place.country-cue': ['placeWord'],
    'place.person-of': ['placeWord', 'weakCue'],
    'place.kin-in': ['placeWord', 'weakCue'],
  }, detectPlaceCues),
  ...PLACE_FAMILIES,
  wordFamily('nicknames', {
    'person.nickname': ['cueName', 'weakCue', 'repeat'],
  }, (text, words, out, seen) => byRule(out, 'person.nickname', () => detectNicknames(text, words, out, seen))),
  // A form's place fields ("Village: X", "PARISH: X", "lga: x"): the label names the kind of place (rules/place-fields.ts).
  wordFamily('place-fields', {
    'place.labelled-field': ['headerField'],
  }, (text, words, out, seen) => byRule(out, 'place.labelled-field', () => detectPlaceFields(text, words, out, seen))),
  // The town of a place of care or a doctor outside the hospital ("X Nursing Home in Y", "dr x in y": rules/care-towns.ts).
  wordFamily('care-towns', {
    'place.care-in': ['placeWord', 'weakCue'],
  }, (text, words, out, seen) => byRule(out, 'place.care-in', () => detectCareTowns(text, words, out, seen))),
  // A lake named with "Lake" before its name ("Lake Winnebago", "LAKE VOLTA": rules/lake-names.ts).
  wordFamily('lake-names', {
    'place.lake-name': ['placeShape'],
  }, (text, words, out, seen) => byRule(out, 'place.lake-name', () => detectLakeNames(text, words, out, seen))),
  // The town before an Irish county ("Abbeyleix, Co. Laois": rules/county-towns.ts).
  wordFamily('county-towns', {
    'place.town-before-county': ['placeWord'],
  }, (text, words, out, seen) => byRule(out, 'place.town-before-county', () => detectCountyTowns(text, words, out, seen))),
  wordFamily('work-places', {
    'place.work-town': ['weakCue'],
  }, (text, words, out, seen) => byRule(out, 'place.work-town', () => detectWorkPlaces(text, words, out, seen))),
  // Ward colleagues named between their role and what they do ("RT X aware", "cm x to call"), in any letter case.
  wordFamily('role-holders', {
    'person.role-holder': ['weakCue'],
  }, (text, words, out, seen) => byRule(out, 'person.role-holder', () => detectRoleHolders(text, words, out, seen))),
  // Visitors and proxies named in pairs ("visited by x and y", "X and Y are his HCPs"), in any letter case.
  wordFamily('name-pairs', {
    'person.name-pair': ['weakCue'],
  }, (text, words, out, seen) => byRule(out, 'person.name-pair', () => detectNamePairs(text, words, out, seen))),
  // A facility or payer on a line in capitals (a letterhead, a transfer form's fields), which the capitalised family
  // reads lower-cased and the note family reads only after a cue verb.
  wordFamily('caps-facilities', {
    'facility.caps-line': ['facilitySuffix'],
  }, (text, words, out, seen) => byRule(out, 'facility.caps-line', () => detectCapsFacilities(text, words, out, seen))),
  // Hospitals named with their kind before their name: kind-first in capitals, a compound ending in its kind, a
  // public hospital's kind and its town (rules/kind-first-facilities.ts).
  tokenFamily('kind-first-facilities', {
    'facility.kind-first-caps': ['facilityName'],
    'facility.compound-kind': ['facilityName'],
    'facility.kind-town': ['facilityName', 'facilitySuffix'],
  }, (text, tokens, words, out, _cues, seen) => detectKindFirstFacilities(text, tokens, words, out, seen)),
  // Hospitals, care homes and organisations named kind first in other languages (CHU de X, Centro de Salud X, EHPAD X,
  // Mutuelle X, AOK X, Lycée X, TSV X) and hospitals whose name opens with an article (rules/foreign-kinds.ts).
  wordFamily('foreign-kinds', {
    'facility.foreign-kind': ['facilityName'],
    'org.foreign-kind': ['facilityName'],
    'place.after-kind-first': ['placeWord'],
  }, detectForeignKinds),
  // A consultant named by the team that bears their name ("seen by the ... team").
  wordFamily('named-teams', {
    'person.named-team': ['cueName'],
  }, (text, words, out, seen) => byRule(out, 'person.named-team', () => detectNamedTeams(text, words, out, seen))),
  ...ROYAL_FAMILIES, ...ORGANISATION_FAMILIES, ...FACILITY_FAMILIES,
  wordFamily('staff-cues', {
    'person.credential-verb': ['commaCredential'],
    'person.role-period': ['cueKnownName'],
    'person.role-bracket': ['cueName'],
    'person.initials-sign-off': ['cueUnknownWord'],
    'person.pager-sign-off': ['cueName'],
    'person.given-initial-credential': ['cueKnownName', 'cueUnknownWord'],
    'person.rank-name': ['cueName'],
  }, detectStaffCues),
  // A sign-off line's name before the degrees and licences its writer signs with ("Ann Roe, MS, CGC"; fix16d).
  wordFamily('signature-degrees', {
    'person.signature-degrees': ['cueName'],
  }, (text, words, out, seen) => byRule(out, 'person.signature-degrees', () => detectSignatureDegrees(text, words, out, seen))),
  wordFamily('people-shapes', {
    'person.foreign-letters': ['weakCue'],
    'person.name-list': ['weakCue'],
    'person.name-is': ['cueName'],
    'person.before-residence': ['cueUnknownWord'],
    'person.dictation-subject': ['cueName'],
  }, detectPeopleShapes),
  // Letters, e-mails and portal messages: the reader after a greeting, the writer after a closing or
  // introducing themself, and the organisation a named caller is from.
  wordFamily('letter-people', {
    'person.greeting': ['cueKnownName', 'cueUnknownWord'],
    'person.closing': ['cueKnownName', 'cueUnknownWord'],
    'person.self-introduction': ['cueKnownName', 'cueName'],
    'person.vocative': ['cueKnownName', 'cueUnknownWord'],
    'person.speaker': ['cueKnownName', 'cueUnknownWord'],
    'org.person-from': ['weakCue'],
    'profession.title-line': ['knownOccupation', 'occupation'],
    'org.address-block': ['weakCue'],
    'person.address-block': ['cueKnownName', 'cueUnknownWord'],
    'org.before-address': ['weakCue'],
  }, detectLetterPeople),
  // The town after any institution found above and its comma, before a line's end, a region code or a site word
  // ("X Health Center, Lafayette LA", "X Imaging, Kirkland WA"): last, so that it reads every family's institutions.
  // Indian addresses written with their labels in capitals or lower case ("VPO X, TEH. Y, DISTT. Z (HR)"), on an
  // address line only; a town and its state in a sentence or a bracket ("son (Berhampur, Odisha)").
  wordFamily('india-address-lines', {
    'place.india-address-line': ['addressPart', 'weakCue'],
    'place.india-state-town': ['townState'],
  }, detectIndiaPlaces),
  wordFamily('institution-towns', {
    'place.after-institution': ['placeWord', 'weakCue', 'townState'],
  }, (text, words, out) => byRule(out, 'place.after-institution', () => detectInstitutionTowns(text, words, out))),
  // The town after a street or a numbered road and "in" ("MVC ON RTE 9 IN TOWN 5/29", "on main st in town,"):
  // rules/street-in-towns.ts; before the codes after a town, which read its towns.
  wordFamily('street-in-towns', {
    'place.street-in-town': ['placeWord', 'weakCue'],
  }, (text, words, out) => byRule(out, 'place.street-in-town', () => detectStreetInTowns(text, words, out))),
  // A town the surname lists also hold, written as a name after "in" ("Mother in Timmins, weekly calls"):
  // rules/surname-towns.ts; above person.dictionary's reading of the list word.
  wordFamily('surname-towns', { 'place.in-surname-town': ['weakCue'] }, (text, words, out) => byRule(out, 'place.in-surname-town', () => detectSurnameTowns(text, words, out))),
  ...LAST_PLACE_FAMILIES,
  // The state's or province's code right after a town any family above found ("coming from X, VA (cell", "in y nd w/"):
  // last, so that it reads every family's towns (rules/found-town-codes.ts).
  wordFamily('found-town-codes', {
    'place.code-after-town': ['placeWord'],
  }, (text, words, out) => byRule(out, 'place.code-after-town', () => detectFoundTownCodes(text, words, out))),
];

/**
 * The rules that also read the restored-case copy of a caseless line (core/case-restore.ts), by family: each reads
 * a Title-case word after a cue that says what the word names (a relation, a title or signature, an arrival, a move,
 * a place kind, a floor).
 */
const RESTORED_CASE: Readonly<Record<string, RestoredCaseReading>> = {
  'note-people': { rules: ['person.relative'], readOnly: (input, out, rules) => detectNotePeople(input.text, input.tokens, input.words, out, input.cues, rules) },
  'capitalised-names': { rules: ['name.cued'], readOnly: (input, out, rules) => detectNames(input.calmed, out, input.gateWords, rules) },
  'staff-slots': { rules: ['person.arrival-opening'], readOnly: (input, out, rules) => detectStaffSlots(input.text, input.tokens, input.words, out, input.cues, rules) },
  // A facility word after the name ("kessington general", "quellby rehab") and a place found again; "st brendan's".
  'note-places': { rules: ['place.titled', 'place.transfer', 'place.facility-word', 'place.repeat'] },
  'institutions': { rules: ['facility.cued'], readOnly: (input, out, rules) => detectInstitutions(input.calmed, out, input.gateWords, rules) },
  // A town after a residence or travel cue ("lives in dorrance").
  'place-cues': {
    rules: ['facility.building-on', 'place.cue-town'], numberAfter: ['facility.building-on'],
    readOnly: (input, out, rules) => detectPlaceCues(input.text, input.words, out, input.gateWords, rules),
  },
};

export const PHI_REGISTRY: readonly PhiFamily[] = FAMILIES.map((f) => restoring(f, RESTORED_CASE[f.id]));
