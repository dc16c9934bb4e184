// Facility families of the PHI rule registry (core/registry.ts), kept apart so that the registry stays within its
// length: hospitals named the Commonwealth way or for a royal patron (run before the organisation families), and those
// that came after the table filled: hospital units named by their floor, a hospital heading a note's first line, an
// ordering clinician's practice, a GP's practice after the GP's name (run after them). Three rules of other kinds run
// at the same point because they came while the registry was full: a street where a note says the patient lives
// (place.residence-street), a branch office's town (place.office-town) and a patient's identification line
// (age.patient-line, identifier.patient-line). core/registry.ts places each list in its order.
import { detectRoyalHospitals } from '../rules/commonwealth-names';
import { detectRoyalPatrons } from '../rules/royal-patrons';
import { detectHeadingFacilities } from '../rules/heading-facilities';
import { detectOrderingPractices } from '../rules/ordering-practices';
import { detectClinicianPractices } from '../rules/clinician-practices';
import { detectClinicianSites } from '../rules/clinician-sites';
import { detectUnitFloors } from '../rules/unit-floors';
import { detectCaselessCareHomes } from '../rules/caseless-care-homes';
import { detectResidenceStreets } from '../rules/residence-streets';
import { detectOfficeTowns } from '../rules/office-towns';
import { detectOriginHospitals } from '../rules/origin-hospitals';
import { detectDepartmentSites } from '../rules/department-sites';
import { detectQuebecFacilities } from '../rules/quebec-facilities';
import { detectCareHomeShorthand } from '../rules/care-home-shorthand';
import { detectHonorificFacilities } from '../rules/honorific-facilities';
import { detectTransportDestinations } from '../rules/transport-destinations';
import { detectHistoryFacilities } from '../rules/history-facilities';
import { detectHospitalInitials } from '../rules/hospital-initials';
import { detectHospitalNamesAgain } from '../rules/hospital-names-again';
import { detectTreatmentPrograms } from '../rules/treatment-programs';
import { pushPatientLineAges, pushPatientLineIds, readPatientLines } from '../rules/patient-lines';
import { byRule } from './scan';
import { wordFamily, type PhiFamily } from './family-kinds';

export const ROYAL_FAMILIES: readonly PhiFamily[] = [
  // Hospitals named the British, Irish and Commonwealth way ("the Royal Brompton", "Royal Columbian ED").
  wordFamily('commonwealth-names', {
    'facility.royal': ['placeWord'],
  }, (text, _words, out, seen) => byRule(out, 'facility.royal', () => detectRoyalHospitals(text, out, seen))),
  // Hospitals named for a royal patron without their facility word ("to Princess Alexandra via RSQ").
  wordFamily('royal-patrons', {
    'facility.royal-patron': ['placeWord'],
  }, (text, words, out, seen) => byRule(out, 'facility.royal-patron', () => detectRoyalPatrons(text, words, out, seen))),
];

export const FACILITY_FAMILIES: readonly PhiFamily[] = [
  // A hospital unit named by its floor: a building and its floor in the slots and cases the facilities family leaves
  // ("call out to Farr 6", "transfer to wang 5", "Kessler 8 stepdown"), a step-down, telemetry or ICU unit with its
  // floor and wing ("to CV Stepdown 4B", "MICU 7 West": rules/unit-floors.ts).
  wordFamily('unit-floors', {
    'facility.named-floor': ['facilityCue'],
    'facility.unit-floor': ['weakCue'],
  }, (text, words, out, seen) => {
    byRule(out, 'facility.named-floor', () => detectUnitFloors(text, words, out, seen, 'named'));
    byRule(out, 'facility.unit-floor', () => detectUnitFloors(text, words, out, seen, 'unit'));
  }),
  // A note's first line that opens with its hospital's name, in any letter case ("royal university hospital ed -
  // saskatoon sk", "RIVER ROUGE MEDICAL CENTER RADIOLOGY": rules/heading-facilities.ts).
  wordFamily('heading-facilities', {
    'facility.heading-line': ['facilitySuffix'],
  }, (text, words, out) => byRule(out, 'facility.heading-line', () => detectHeadingFacilities(text, words, out))),
  // The practice after an ordering or referring clinician's credential ("ORDERING: X, MD (Y Walk-In Care)":
  // rules/ordering-practices.ts).
  wordFamily('ordering-practices', {
    'facility.ordering-practice': ['facilitySuffix'],
  }, (text, words, out, seen) => byRule(out, 'facility.ordering-practice', () => detectOrderingPractices(text, words, out, seen))),
  // A GP's or referrer's practice after the clinician's title, name and comma ("GP Dr X, Orchard Park Surgery.", "Ref: Dr
  // X, Kirwan Family Medical": rules/clinician-practices.ts).
  wordFamily('clinician-practices', {
    'facility.clinician-practice': ['facilitySuffix'],
  }, (text, words, out, seen) => byRule(out, 'facility.clinician-practice', () => {
    detectClinicianPractices(text, words, out, seen);
    // "Dr X at Y": the clinician's place of work by its short name (rules/clinician-sites.ts).
    detectClinicianSites(text, words, out);
  })),
  // The hospital a ward note says a patient came from or was born at, by its short name and its town ("adm from X ed
  // in Town", "TRANSFERRED FROM X IN TOWN BY GROUND": rules/origin-hospitals.ts).
  wordFamily('origin-hospitals', {
    'facility.origin-town': ['facilityCue'],
  }, (text, words, out) => byRule(out, 'facility.origin-town', () => detectOriginHospitals(text, words, out))),
  // A hospital's site by its short name after a department and a comma in a UK letter ("To: Colorectal 2WW, X",
  // "Respiratory Medicine, X, Town": rules/department-sites.ts).
  wordFamily('department-sites', {
    'facility.department-site': ['facilityCue'],
  }, (text, words, out) => byRule(out, 'facility.department-site', () => detectDepartmentSites(text, words, out))),
  // A Quebec hospital, CLSC, CHSLD or GMF by its kind and its place after "de" in any letter case ("f/u clsc de x",
  // "GMF des X", "HOPITAL GENERAL X": rules/quebec-facilities.ts).
  wordFamily('quebec-facilities', {
    'facility.quebec-kind': ['facilityCue'],
  }, (text, words, out, seen) => byRule(out, 'facility.quebec-kind', () => detectQuebecFacilities(text, words, out, seen))),
  // A care home a ward note names with its kind in shorthand ("at X care ctr", "X NURSING CTR", "from X's AFH":
  // rules/care-home-shorthand.ts).
  wordFamily('care-home-shorthand', {
    'facility.care-home-short': ['facilityCue'],
  }, (text, words, out, seen) => byRule(out, 'facility.care-home-short', () => detectCareHomeShorthand(text, words, out, seen))),
  // An Indian hospital named for a person with the honorific first ("SHRI X HOSPITAL", "Sri X Nursing Home", "SREE X
  // SEVA SADAN"), which the title rules would read as a patient (rules/honorific-facilities.ts).
  wordFamily('honorific-facilities', {
    'facility.honorific-name': ['saintFacility'],
  }, (text, words, out, seen) => byRule(out, 'facility.honorific-name', () => detectHonorificFacilities(text, words, out, seen))),
  // The receiving hospital of a run report's transport sentence, by its short name ("Transport priority 2 to X.",
  // "TRANSPORT TO X Y ED, TOC 1452": rules/transport-destinations.ts).
  wordFamily('transport-destinations', {
    'facility.transport-destination': ['facilityCue'],
  }, (text, words, out, seen) => byRule(out, 'facility.transport-destination', () => detectTransportDestinations(text, words, out, seen))),
  // The places a history field lists by their short names: an intake's prior treatment programmes, a booking
  // history's earlier births ("Prior tx: X in Town (2024), 28-day at Y.", "2019 SVD at X": rules/history-facilities.ts).
  wordFamily('history-facilities', {
    'facility.history-place': ['placeWord'],
  }, (text, words, out, seen) => byRule(out, 'facility.history-place', () => detectHistoryFacilities(text, words, out, seen))),
  // A street without its number where a note says where the patient lives, and its town ("apt on S 144th St, Tukwila",
  // "apt off dixie hwy in shively": rules/residence-streets.ts); a place, kept here with the late families.
  wordFamily('residence-streets', {
    'place.residence-street': ['placeWord'],
  }, (text, words, out, seen) => byRule(out, 'place.residence-street', () => detectResidenceStreets(text, words, out, seen))),
  // The town naming a practice's or an agency's branch office ("at our X office", "x home care, y office", "x services
  // - y outpatient": rules/office-towns.ts); a place, kept with the late families.
  wordFamily('office-towns', {
    'place.office-town': ['placeWord', 'weakCue'],
  }, (text, words, out, seen) => byRule(out, 'place.office-town', () => detectOfficeTowns(text, words, out, seen))),
  // A patient's identification line: name, age between commas, record number ("pt: ab cd, 93, ur ab0012345":
  // rules/patient-lines.ts).
  wordFamily('patient-lines', {
    'age.patient-line': ['headerField'],
    'identifier.patient-line': ['labelledValue'],
  }, (text, words, out, seen) => {
    // One read of the lines; the ages are pushed before the numbers, each under its own rule.
    const lines = readPatientLines(text, words, seen.memo.lineStarts(text));
    if (lines.length === 0) return;
    byRule(out, 'age.patient-line', () => pushPatientLineAges(lines, out));
    byRule(out, 'identifier.patient-line', () => pushPatientLineIds(lines, out));
  }),
  // A place of addiction or mental health treatment on a caseless line after a place's preposition ("at the x detox",
  // "W/ X RECOVERY CENTER IN TOWN": rules/treatment-programs.ts, fix18b).
  wordFamily('treatment-programs', {
    'facility.treatment-program': ['placeWord'],
  }, (text, words, out, seen) => byRule(out, 'facility.treatment-program', () => detectTreatmentPrograms(text, words, out, seen))),
  // A care home on a line in small letters after a place's preposition or a choice ("from x y rest home in town", "2nd
  // choice x y ltach": rules/caseless-care-homes.ts, fix19b).
  wordFamily('caseless-care-homes', {
    'facility.caseless-care-home': ['placeWord'],
  }, (text, words, out, seen) => byRule(out, 'facility.caseless-care-home', () => detectCaselessCareHomes(text, words, out, seen))),
  // A hospital's initials where the note names it in full ("from x y community hospital (xych) ... call xych for
  // records": rules/hospital-initials.ts); run late (after every family and the restored-case reading), so that it
  // reads every hospital found.
  {
    ...wordFamily('hospital-initials', {
      'facility.own-initials': ['repeat'],
    }, (text, words, out, seen) => byRule(out, 'facility.own-initials', () => detectHospitalInitials(text, words, out, seen.memo.lowerCaseOf(text)))),
    late: true,
  },
  // A care place named again by its name without its facility words, after any family or the restored-case reading
  // found it in full ("from x y assisted living ... return to x y", "from X Y Indian Health Center ... call X Y":
  // rules/hospital-names-again.ts, fix18b); late for the same reason.
  {
    ...wordFamily('hospital-names-again', {
      'facility.name-again': ['placeWord'],
    }, (text, words, out) => byRule(out, 'facility.name-again', () => detectHospitalNamesAgain(text, words, out))),
    late: true,
  },
];
