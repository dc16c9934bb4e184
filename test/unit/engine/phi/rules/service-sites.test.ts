// Per-rule tests of place.service-site (src/engine/phi/rules/service-sites.ts): the bases and ships a military service
// history names, by a base's kind first or a navy's prefix, and the hard negatives where "Camp" or "Fort" is no base.
// Invented examples, none from any evaluation set. A small hand-made dictionary stands in for the built file.
import { handMade, ruleChecks } from './rule-checks';
import { createPhiIdentifier } from '../../../../../src/engine/phi/index';

const DICTS = handMade({
  english: [
    'the', 'and', 'of', 'in', 'on', 'at', 'a', 'to', 'was', 'he', 'she', 'her', 'his', 'home', 'then', 'last', 'command',
    'boot', 'camp', 'fort', 'service', 'army', 'navy', 'guard', 'national', 'marines', 'infantry', 'battalion', 'exposures',
    'burn', 'pits', 'smoke', 'counselor', 'summer', 'worked', 'as', 'fire', 'lives', 'near', 'moved', 'great', 'lakes', 'hood',
    'knox', 'gold', 'escort', 'tanker', 'incl', 'deployment', 'offshore', 'with', 'kids', 'went', 'to', 'for', 'every', 'year',
  ],
  names: ['pendleton', 'riley', 'tripoli', 'quill'],
  cities: ['fort marrow', 'tripoli'],
});
const identify = createPhiIdentifier(DICTS);
const { finds, notBy } = ruleChecks(identify);

describe('rule place.service-site', () => {
  it('finds a base by its kind first in a service history, its name a surname or a town', () => {
    finds('Service: USMC 1990-94, 2nd Bn, 5th Marines, Camp Pendleton; then Army National Guard.', 'LOCATION-OTHER:Camp Pendleton', 'place.service-site');
    finds('US Army 1988-96: 3rd Infantry, Fort Quillby Gap; Camp Wester, Iraq 2004.', 'LOCATION-OTHER:Fort Quillby Gap', 'place.service-site');
    finds('Navy 1984-2008; last command NSA Mid-Quill. Exposures: burn pits.', 'LOCATION-OTHER:NSA Mid-Quill', 'place.service-site');
  });
  it('finds a ship by its navy\'s prefix, with its hull number in brackets', () => {
    finds('home on USS Tripoli after the war', 'LOCATION-OTHER:USS Tripoli', 'place.service-site');
    finds('USS Quillan (LPH-9) 1986-89, tanker escort', 'LOCATION-OTHER:USS Quillan (LPH-9)', 'place.service-site');
    finds('Ships: HMCS Wraxby (Op X).', 'LOCATION-OTHER:HMCS Wraxby', 'place.service-site');
  });
  it('finds the place of recruit training after "boot camp"', () => {
    finds('Navy 1984: boot camp Great Lakes; then sea duty.', 'LOCATION-OTHER:Great Lakes', 'place.service-site');
  });
  it('leaves a camp or fort in a note with no military service, a camp\'s kind and a fort the gazetteers hold as a town', () => {
    notBy('She went to Camp Quill every summer with the kids.', 'place.service-site');
    notBy('Army veteran; worked as Camp Counselor.', 'place.service-site');
    notBy('Army veteran, lives near Fort Marrow.', 'place.service-site');
    notBy('HMS type 1 neuropathy; Fort knox.', 'place.service-site');
  });
});
