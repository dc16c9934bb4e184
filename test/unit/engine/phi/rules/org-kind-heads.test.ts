// org.kind-noun widened (fix20a): any organisation's head (a firm, a bank or an insurer, a school or a college, a public
// body, a farm or a trade: vocab/org-words.ts ORG_KIND_HEADS) in any letter case after a word that names, as capitals
// and small-letter notes write employers and schools. A compound of English words names nothing ("long-haul trucking").
// Invented examples; a small hand-made dictionary stands in for the built file, so that every other word is one no list
// knows.
import { createPhiIdentifier } from '../../../../../src/engine/phi/index';
import { handMade, ruleChecks } from './rule-checks';

const ENGLISH = (
  'the a an and or of to at in on from by for with is was he she his her pt son daughter wife works retired machinist student ' +
  'state savings bank branch manager where called mutual insurance school dept bus driver college gear works farm owns runs ' +
  'volunteer rescue report patient care market warehouse guard nights security long haul short term after club mission ' +
  'trucking driver company plan short drives for electric blanket at night dairy no lactose free increase irrigant inc ' +
  'pbs authority needed pharmacy tool maker town junior plays soccer disposition services greater need will d/c gets elder meals weekly vna area choice your house home valley'
).split(' ');
const identify = createPhiIdentifier(handMade({ english: ENGLISH, cities: ['quellby'] }));
const { finds, clean } = ruleChecks(identify);

describe('rule org.kind-noun: any organisation head in any letter case (fix20a)', () => {
  it('finds a firm, a bank, a school, a college and a farm in capitals', () => {
    finds('SON IS WITH TARVELL & BRISK GEAR WORKS NOW.', 'ORGANIZATION:TARVELL & BRISK GEAR WORKS', 'org.kind-noun');
    finds('PT IS A STUDENT AT OSTRAVE STATE COLLEGE.', 'ORGANIZATION:OSTRAVE STATE COLLEGE', 'org.kind-noun');
    finds('PT IS A BUS DRIVER FOR THE QUELLBY SCHOOL DEPT.', 'ORGANIZATION:QUELLBY SCHOOL DEPT', 'org.kind-noun');
    finds('BRANDOVER VOLUNTEER RESCUE - PATIENT CARE REPORT', 'ORGANIZATION:BRANDOVER VOLUNTEER RESCUE', 'org.kind-noun');
  });
  it('finds a head written short in any case: mfg, univ, assoc (fix20a)', () => {
    finds('RETIRED TOOL MAKER FROM QUARLEY-BRISK MFG IN TOWN.', 'ORGANIZATION:QUARLEY-BRISK MFG', 'org.kind-noun');
    finds('is a junior at ostrave state univ. plays soccer', 'ORGANIZATION:ostrave state univ', 'org.kind-noun');
  });
  it('finds a bank, an insurer and a shop in small letters', () => {
    finds("pt's employer (tarrowmeck savings bank, where she is a branch manager) called", 'ORGANIZATION:tarrowmeck savings bank', 'org.kind-noun');
    finds('case mgr from brellwick mutual insurance called', 'ORGANIZATION:brellwick mutual insurance', 'org.kind-noun');
  });
  it('finds an agency named by its kind and "of" the place it serves, in each letter case (fix20a)', () => {
    finds('Disposition: home with services (VNA of Greater Quellby).', 'ORGANIZATION:VNA of Greater Quellby', 'org.kind-noun');
    finds('WILL NEED VNA OF THE BRACKSTONE VALLEY AT D/C.', 'ORGANIZATION:VNA OF THE BRACKSTONE VALLEY', 'org.kind-noun');
    finds('gets elder services of tarrowfield meals weekly.', 'ORGANIZATION:elder services of tarrowfield', 'org.kind-noun');
  });
  it('leaves an agency "of" no place alone', () => {
    clean('home with vna of the area. hospice of choice. Home Care of Your Choice. vna of the house.', 'ORGANIZATION', 'HOSPITAL');
  });
  it('leaves a head after no naming word, an increase, a permission and a compound of English words alone', () => {
    clean('pt is a student at state college. OWNS AND RUNS THE FARM. no dairy, lactose free.', 'ORGANIZATION', 'HOSPITAL');
    clean('GU irrigant inc to 300cc. PBS authority needed for the pharmacy.', 'ORGANIZATION', 'HOSPITAL');
    clean('long-haul trucking for 20 years; after-school club; short-term mission.', 'ORGANIZATION', 'HOSPITAL');
  });
});
