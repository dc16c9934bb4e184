// Place families of the PHI rule registry (core/registry.ts), kept apart so that the registry stays within its length:
// the address parts other countries and rural places write, a region written as its code after its town, rivers and
// mountains used as places, and places no list knows read from the kind of place beside them. They read the raw text
// and ask the word classes about the words they find; core/registry.ts places them after the place cues, in this order.
import { detectPlaceKinds } from '../rules/place-kinds';
import { detectWorldAddresses } from '../rules/world-addresses';
import { directionRegions, regionCodes } from '../rules/region-codes';
import { townStateCodes } from '../rules/town-state-codes';
import { landforms, townBased } from '../rules/landforms';
import { detectOriginTowns } from '../rules/origin-towns';
import { detectBracketTowns } from '../rules/bracket-towns';
import { detectAddressFieldParts, detectAddressLineParts } from '../rules/address-field-parts';
import { detectReAddressLines } from '../rules/re-address-lines';
import { detectFirstNations } from '../rules/first-nations';
import { detectJobTowns } from '../rules/job-towns';
import { detectKinContactTowns, detectKinFromTowns } from '../rules/kin-contact-towns';
import { detectShopStreets } from '../rules/shop-streets';
import { detectServiceSites } from '../rules/service-sites';
import { detectNamedSites } from '../rules/named-sites';
import { byRule } from './scan';
import { wordFamily, type PhiFamily } from './family-kinds';

export const PLACE_FAMILIES: readonly PhiFamily[] = [
  // Address parts other countries and rural places write (rules/world-addresses.ts): streets led by their kind word,
  // rural boxes and plots, a town before its region, counties, districts below a town.
  wordFamily('world-addresses', {
    'street.lead-word': ['addressPart'],
    'street.box-route': ['addressPart'],
    'place.town-region': ['townState', 'addressPart', 'placeWord'],
    'place.county': ['addressPart'],
    'place.district': ['addressPart', 'placeWord'],
  }, detectWorldAddresses),
  // A region written as its postal code after its town ("Kooralee NSW 2651", "Clay Lick, ky 41772", "Derry NH": also
  // rules/town-state-codes.ts) and a region named by its part ("eastern oregon"): rules/region-codes.ts.
  wordFamily('region-codes', {
    'place.region-code': ['addressPart', 'placeWord'], 'place.town-state-code': ['townState'],
    'place.direction-region': ['placeWord'],
  }, (text, words, out, seen) => {
    byRule(out, 'place.region-code', () => regionCodes(text, words, out, seen));
    byRule(out, 'place.town-state-code', () => townStateCodes(text, words, out, seen));
    byRule(out, 'place.direction-region', () => directionRegions(text, out, seen));
  }),
  // Rivers, creeks and mountains used as places, and where someone is from or based ("a Collingwood native"): rules/landforms.ts.
  wordFamily('landforms', {
    'place.landform': ['placeShape', 'weakCue'],
    'place.town-based': ['placeWord', 'weakCue'],
  }, (text, words, out, seen) => {
    byRule(out, 'place.landform', () => landforms(text, words, out, seen));
    byRule(out, 'place.town-based', () => townBased(text, words, out, seen));
  }),
  // The town of the place a patient came from or was born at ("FROM X IN TOWN NH", "at x general (town)"):
  // rules/origin-towns.ts.
  wordFamily('origin-towns', {
    'place.origin-town': ['placeWord', 'weakCue'],
  }, (text, words, out, seen) => byRule(out, 'place.origin-town', () => detectOriginTowns(text, words, out, seen))),
  // The town in brackets right after a name: a relative's, a shop's or a practice's ("Dtr X Y (Town) 413-...", "X Drug
  // #2183 (Town)", "sons X (from Town)"): rules/bracket-towns.ts (fix22b).
  wordFamily('bracket-towns', {
    'place.bracket-town': ['placeWord', 'weakCue'],
  }, (text, words, out) => byRule(out, 'place.bracket-town', () => detectBracketTowns(text, words, out))),
  // The town a contact field or a pedigree line gives after a named relative and a comma, before the phone or after
  // the age ("son X Y, Town, cell ...", "Mother X, 66, Town, retired ..."), and where a relative rang or set out from
  // ("mother X coming from Town": rules/kin-contact-towns.ts).
  wordFamily('kin-contact-towns', {
    'place.kin-contact-town': ['placeWord', 'weakCue'],
    'place.kin-from-town': ['placeWord', 'cueUnknownWord'],
  }, (text, words, out, seen) => {
    byRule(out, 'place.kin-contact-town', () => detectKinContactTowns(text, words, out, seen));
    byRule(out, 'place.kin-from-town', () => detectKinFromTowns(text, words, out, seen));
  }),
  // The street a pharmacy, a shop or a home is on, without its number, after "on" ("X Pharmacy on N Main St": rules/shop-streets.ts).
  wordFamily('shop-streets', { 'street.on-after-cue': ['addressPart'] }, (text, words, out, seen) => byRule(out, 'street.on-after-cue', () => detectShopStreets(text, words, out, seen))),
  // The patient's address on the line after a letter's "Re:" line ("2 X Cottages, Town": rules/re-address-lines.ts).
  wordFamily('re-address-lines', {
    'place.re-address-line': ['placeWord'],
  }, (text, words, out, seen) => byRule(out, 'place.re-address-line', () => detectReAddressLines(text, words, out, seen))),
  // A First Nation's community by its name and "First Nation" or "Cree Nation", in any case (rules/first-nations.ts).
  wordFamily('first-nations', { 'place.first-nation': ['placeWord'] }, (text, words, out, seen) => byRule(out, 'place.first-nation', () => detectFirstNations(text, words, out, seen))),
  // The town a work history names after a job or after work done "out of" it (rules/job-towns.ts).
  wordFamily('job-towns', { 'place.job-town': ['placeWord'] }, (text, words, out, seen) => byRule(out, 'place.job-town', () => detectJobTowns(text, words, out, seen))),
  // The bases and ships a military service history names ("Camp X", "Fort X Y", "USS X (LPH-7)": rules/service-sites.ts).
  wordFamily('service-sites', { 'place.service-site': ['placeWord'] }, (text, words, out, seen) => byRule(out, 'place.service-site', () => detectServiceSites(text, words, out, seen))),
  // A market, a mine or an oil field a travel or exposure history names by its kind after its name (rules/named-sites.ts).
  wordFamily('named-sites', { 'place.named-site': ['placeWord'] }, (text, words, out, seen) => byRule(out, 'place.named-site', () => detectNamedSites(text, words, out, seen))),
  // Places, facilities and organisations no list knows, read from the kind of place the note names beside them.
  wordFamily('place-kinds', {
    'org.kind-noun': ['placeWord'],
    'place.area-noun': ['placeWord'],
    'facility.from-role': ['weakest'],
    'facility.site-initials': ['weakCue'],
    'street.any-case': ['addressPart'],
    'place.street-town-any-case': ['placeWord', 'addressPart'],
    'place.address-field': ['weakCue'],
    'place.town-zip': ['addressShape', 'zipAfterState'],
    'facility.word-first': ['facilityName'],
    'facility.named-service': ['facilitySuffix'],
  }, detectPlaceKinds),
];

/** Place families the registry runs after all the others that read places (core/registry.ts), before found-town-codes. */
export const LAST_PLACE_FAMILIES: readonly PhiFamily[] = [
  // The places of an address, residence, location or venue field, part by part ("Address: X Village, Ward 14, Y Cape",
  // "Venue: X Park, Glasgow"): rules/address-field-parts.ts (fix22b);
  // read after every place family but found-town-codes (core/registry.ts), so that it adds only where they are silent.
  wordFamily('address-field-parts', {
    'place.address-field-part': ['placeWord', 'weakCue', 'addressPart'],
  }, (text, words, out, seen) => byRule(out, 'place.address-field-part', () => {
    detectAddressFieldParts(text, words, out, seen);
    detectAddressLineParts(text, words, out);
  })),
];
