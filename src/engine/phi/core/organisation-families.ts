// The organisation and employer families of the PHI rule registry (core/registry.ts): employers, unions, insurers,
// clubs and congregations, public bodies, shops and the jobs read with them, in the order identify-phi runs them.
// Kept apart so that the registry's table stays readable; core/registry.ts places them in its order.
import { detectHospitalityVenues } from '../rules/hospitality-venues';
import { detectFlightActors } from '../rules/flight-actors';
import { detectPoliceForces } from '../rules/police-forces';
import { detectFamilyFirms } from '../rules/family-firms';
import { detectTravelInsurers } from '../rules/travel-insurers';
import { detectBloodSuppliers } from '../rules/blood-suppliers';
import { detectCongregations } from '../rules/congregations';
import { detectAgeJobs } from '../rules/age-jobs';
import { detectAppealAddressees } from '../rules/appeal-addressees';
import { detectCapsEmployers } from '../rules/caps-employers';
import { detectContractWork } from '../rules/contract-work';
import { detectCuedKinds } from '../rules/cued-kinds';
import { detectEmployerInitials } from '../rules/employer-initials';
import { detectInsurers } from '../rules/insurers';
import { detectJobEmployers } from '../rules/job-employers';
import { detectJusticeBodies } from '../rules/justice-bodies';
import { detectKinNameJobs } from '../rules/job-items';
import { detectLegalForms } from '../rules/legal-forms';
import { detectMemberships } from '../rules/memberships';
import { detectNamedResidences } from '../rules/named-residences';
import { detectOrgCues } from '../rules/org-cues';
import { detectOwnedBusinesses } from '../rules/owned-business';
import { detectPharmacies } from '../rules/pharmacies';
import { detectPublicBodies } from '../rules/public-bodies';
import { detectPublicSafety } from '../rules/public-safety';
import { detectSlotHeads } from '../rules/slot-heads';
import { detectBareJobs } from '../rules/bare-jobs';
import { detectStoreChains } from '../rules/store-chains';
import { detectSupplierFirms } from '../rules/supplier-firms';
import { detectUnionLocals } from '../rules/union-locals';
import { byRule } from './scan';
import { wordFamily, type PhiFamily } from './family-kinds';

export const ORGANISATION_FAMILIES: readonly PhiFamily[] = [
  wordFamily('org-cues', {
    'org.employer-cue': ['facilityCue', 'weakCue'],
    'org.after-occupation': ['facilitySuffix'],
    'org.before-kind': ['placeWord'],
  }, detectOrgCues),
  // An employer on a line in capitals, after a work verb, a job or an employer field ("BUS DRIVER FOR HALSTEAD TRANSIT").
  wordFamily('caps-employers', {
    'org.caps-employer': ['facilityCue', 'weakCue'],
  }, (text, words, out, seen) => byRule(out, 'org.caps-employer', () => detectCapsEmployers(text, words, out, seen))),
  // A care home named as a house is, after a residence cue ("lived at The Brannock", "LIVES AT THE LAURELS OF GRANTHAM").
  wordFamily('named-residences', {
    'facility.the-residence': ['placeWord'],
  }, (text, words, out, seen) => byRule(out, 'facility.the-residence', () => detectNamedResidences(text, words, out, seen))),
  // A union's local by its trade and number ("IBEW Local 219", "STEELWORKERS LOCAL 7714").
  wordFamily('union-locals', {
    'org.union-local': ['facilitySuffix'],
  }, (text, words, out, seen) => byRule(out, 'org.union-local', () => detectUnionLocals(text, words, out, seen))),
  // A firm with its country's legal form after its name ("Lüders Logistik GmbH", "Conservas Ribera S.L.", "X SDN BHD").
  wordFamily('legal-forms', {
    'org.legal-form': ['facilitySuffix'],
  }, (text, words, out, seen) => byRule(out, 'org.legal-form', () => detectLegalForms(text, words, out, seen))),
  // An insurer or claims administrator after an insurance cue ("Insurance through ...", "cashless through ... via TPA ...").
  wordFamily('insurers', {
    'org.insurer': ['facilityCue', 'weakCue'],
  }, (text, words, out, seen) => byRule(out, 'org.insurer', () => detectInsurers(text, words, out, seen))),
  // A job that opens its clause and its employer, read together ("HPI: Teacher at ...", "52 YO M LINEMAN WITH ...").
  wordFamily('job-employers', {
    'profession.before-employer': ['knownOccupation'],
    'profession.framed-job': ['occupation'],
    'org.after-job': ['facilitySuffix', 'weakCue'],
  }, detectJobEmployers),
  // A club, congregation, union or school after words of belonging ("member of ...", "plays for ...", "attends ...").
  wordFamily('memberships', {
    'org.membership': ['weakCue'],
  }, (text, words, out, seen) => byRule(out, 'org.membership', () => detectMemberships(text, words, out, seen))),
  // A service named by English words and its kind after a place preposition, in lower case or capitals ("with evening
  // star hospice", "aides from comfort keepers home care", "at summit imaging").
  wordFamily('cued-kinds', {
    'org.cued-kind': ['weakCue'],
  }, (text, words, out, seen) => byRule(out, 'org.cued-kind', () => detectCuedKinds(text, words, out, seen))),
  // Health boards and authorities by their area, the NHS by its area, a CISSS, a government department by its portfolio.
  wordFamily('public-bodies', {
    'org.public-body': ['facilitySuffix', 'weakCue'],
  }, (text, words, out, seen) => byRule(out, 'org.public-body', () => detectPublicBodies(text, words, out, seen))),
  // A congregation after its clergy ("pastor from x y free will baptist church called", "pastor from iglesia x y").
  wordFamily('congregations', {
    'org.congregation': ['facilityCue'],
  }, (text, words, out, seen) => byRule(out, 'org.congregation', () => detectCongregations(text, words, out, seen))),
  // A blood supplier by its name and "Blood Services", "Blood Center" ("supplier X Y Blood Services").
  wordFamily('blood-suppliers', {
    'org.blood-supplier': ['facilitySuffix'],
  }, (text, words, out, seen) => byRule(out, 'org.blood-supplier', () => detectBloodSuppliers(text, words, out, seen))),
  // The insurer after a travel clinic's evacuation or travel-insurance field ("Evacuation coverage: X Assist Global").
  wordFamily('travel-insurers', {
    'org.travel-insurer': ['facilityCue'],
  }, (text, words, out, seen) => byRule(out, 'org.travel-insurer', () => detectTravelInsurers(text, words, out, seen))),
  // A police force by its area and kind ("X Nation Tribal Police", "WV Natural Resources Police", "Ohio State Highway Patrol").
  wordFamily('police-forces', {
    'org.police-force': ['facilitySuffix'],
  }, (text, words, out, seen) => byRule(out, 'org.police-force', () => detectPoliceForces(text, words, out, seen))),
  // A firm named by its family ("X & Sons Collision", "X Brothers Pecans", "for x bros produce": rules/family-firms.ts, fix18b).
  wordFamily('family-firms', {
    'org.family-firm': ['facilitySuffix', 'facilityName'],
  }, (text, words, out, seen) => byRule(out, 'org.family-firm', () => detectFamilyFirms(text, words, out, seen))),
  // An air ambulance as the actor of a flight ("flown by X Air", "Retrieved by X Aeromedical", "from X via x y air").
  wordFamily('flight-actors', {
    'org.flight-actor': ['weakCue'],
  }, (text, words, out, seen) => byRule(out, 'org.flight-actor', () => detectFlightActors(text, words, out, seen))),
  // The family business after "owns", closed by its kind of shop ("family owns ... Nails & Spa in ...").
  wordFamily('owned-business', {
    'org.owned-business': ['weakCue'],
  }, (text, words, out, seen) => byRule(out, 'org.owned-business', () => detectOwnedBusinesses(text, words, out, seen))),
  // The shop a pharmacy is, after "pharmacy is", a bracket or a dash ("pharmacy is the ... on Main St").
  wordFamily('pharmacies', {
    'org.pharmacy-named': ['weakCue'],
  }, (text, words, out, seen) => byRule(out, 'org.pharmacy-named', () => detectPharmacies(text, words, out, seen))),
  // A pharmacy or supermarket chain by its brand alone ("send it to the Walgreens on X", "cashier at the Tesco").
  wordFamily('store-chains', {
    'org.store-chain': ['gazetteer'],
  }, (text, _words, out, seen) => byRule(out, 'org.store-chain', () => detectStoreChains(text, out, seen))),
  // The firm after contracting, temping, apprenticeship, shift or line words ("contracting for ...", "ON THE LINE AT ...").
  wordFamily('contract-work', {
    'org.contract-employer': ['weakCue'],
  }, (text, words, out, seen) => byRule(out, 'org.contract-employer', () => detectContractWork(text, words, out, seen))),
  // An employer by its initials after a work verb and "the" ("for the MBTA", "retired from the USPS").
  wordFamily('employer-initials', {
    'org.employer-initials': ['weakCue'],
  }, (text, words, out, seen) => byRule(out, 'org.employer-initials', () => detectEmployerInitials(text, words, out, seen))),
  // A job right after an age with no article before it ("52 yo roofer", "45 y/o male mechanic").
  wordFamily('age-jobs', {
    'profession.after-bare-age': ['knownOccupation'],
  }, (text, words, out, seen) => byRule(out, 'profession.after-bare-age', () => detectAgeJobs(text, words, out, seen))),
  // A job whose head names a thing too, only after an age or a past with a work preposition, or in a relative's bracket.
  wordFamily('slot-heads', {
    'profession.slot-head': ['occupation'],
  }, (text, words, out, seen) => byRule(out, 'profession.slot-head', () => detectSlotHeads(text, words, out, seen))),
  // A job with no article or cue after the patient, a relative or a letter's "this" ("PT A RANCHER", "husband is weaver").
  wordFamily('bare-jobs', {
    'profession.bare-job': ['occupation'],
  }, (text, words, out, seen) => byRule(out, 'profession.bare-job', () => detectBareJobs(text, words, out, seen))),
  // A job as the item after a relative's name and comma ("son X Y, teacher, mobile", "Father: X, Junior Engineer, Y").
  wordFamily('kin-name-jobs', {
    'profession.kin-name-item': ['knownOccupation'],
  }, (text, _words, out, seen) => byRule(out, 'profession.kin-name-item', () => detectKinNameJobs(text, out, seen))),
  // A restaurant, pub or inn closing on its kind after "at", "owns", "for" or a job's comma ("cook at the X Grille",
  // "OWNS THE X GRILL", "staying at X Inn": rules/hospitality-venues.ts).
  wordFamily('hospitality-venues', {
    'org.hospitality-venue': ['cueName'],
  }, (text, words, out, seen) => byRule(out, 'org.hospitality-venue', () => detectHospitalityVenues(text, words, out, seen))),
  // A town's or a county's police, fire, rescue or jail by its short kind in the slot a service takes ("BIB X PD",
  // "by X VFD rope team", "via x co ems": rules/public-safety.ts).
  wordFamily('public-safety', {
    'org.public-safety': ['weakCue', 'facilitySuffix'],
  }, (text, words, out, seen) => byRule(out, 'org.public-safety', () => detectPublicSafety(text, words, out, seen))),
  // The payers on an appeal letter's addressee line, the unit's words cut off ("X Blue - Pharmacy Appeals", "X / Y Rx
  // Clinical Appeals", "X Health Plan - Appeals, via Y PBM": rules/appeal-addressees.ts).
  wordFamily('appeal-addressees', {
    'org.appeal-addressee': ['weakCue'],
  }, (text, words, out) => byRule(out, 'org.appeal-addressee', () => detectAppealAddressees(text, words, out))),
  // A home-oxygen, equipment or specialty-drug firm closed by its kind of supply ("X Respiratory Supply", "X Specialty
  // Rx": rules/supplier-firms.ts).
  wordFamily('supplier-firms', {
    'org.supplier': ['facilitySuffix'],
  }, (text, words, out) => byRule(out, 'org.supplier', () => detectSupplierFirms(text, words, out))),
  // A court, prison, corrections department, probation office or public defender by its place and kind ("X County Drug
  // Treatment Court", "x state prison", "X DEPARTMENT OF CORRECTIONS", "X Circuit PD Office": rules/justice-bodies.ts).
  wordFamily('justice-bodies', {
    'org.justice-body': ['facilityName'],
  }, (text, words, out, seen) => byRule(out, 'org.justice-body', () => detectJusticeBodies(text, words, out, seen))),
];
