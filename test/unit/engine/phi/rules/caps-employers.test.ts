// Per-rule tests of the caps-employers family (src/engine/phi/rules/caps-employers.ts): an employer on a line in
// capitals after a work verb, a job or an employer field, and of union-locals.ts: a union's local by its trade or
// initials and number. Invented examples, none from any evaluation set. A small hand-made dictionary stands in
// for the built file.
import { createPhiIdentifier } from '../../../../../src/engine/phi/index';
import { englishOnly, ruleChecks } from './rule-checks';

const DICTS = englishOnly([
  'works', 'work', 'at', 'for', 'as', 'a', 'bus', 'driver', 'nurse', 'bedside', 'employed', 'by', 'state', 'department', 'of',
  'corrections', 'home', 'wife', 'will', 'visit', 'after', 'retired', 'welder', 'from', 'tool', 'and', 'die', 'mills', 'is',
  'member', 'life', 'given', 'infiltrated', 'pt', 'the', 'hospital', 'seen', 'since', 'local', 'anaesthetic', 'transit', 'offshore',
  'weeks', 'time', 'days', 'on',
]);
const identify = createPhiIdentifier(DICTS);
const { finds, notBy } = ruleChecks(identify);

describe('rule org.caps-employer', () => {
  it('finds the employer after a work verb, a job or an employer field on a line in capitals', () => {
    finds('PT WORKS AS A BUS DRIVER FOR VARNELL TRANSIT.', 'ORGANIZATION:VARNELL TRANSIT', 'org.caps-employer');
    finds('WIFE WILL VISIT AFTER WORK AT OSSERBY MILLS.', 'ORGANIZATION:OSSERBY MILLS', 'org.caps-employer');
    finds('RETIRED WELDER FROM QUARNBY TOOL AND DIE. WIFE AT BEDSIDE.', 'ORGANIZATION:QUARNBY TOOL AND DIE', 'org.caps-employer');
    finds('EMPLOYER: TRELLICK POTASH', 'ORGANIZATION:TRELLICK POTASH', 'org.caps-employer');
    finds('WORKS OFFSHORE FOR BRANNOCK FABRICATION, 14 DAYS ON.', 'ORGANIZATION:BRANNOCK FABRICATION', 'org.caps-employer');
  });
  it('leaves common nouns after a cue, a clinical unit and a mixed-case line alone', () => {
    notBy('NURSE AT BEDSIDE. EMPLOYED BY STATE DEPARTMENT OF CORRECTIONS.', 'org.caps-employer');
    notBy('WORKS AT ICU. DRIVER FOR HOME.', 'org.caps-employer');
    notBy('WORKS OFFSHORE FOR WEEKS AT A TIME.', 'org.caps-employer');
    notBy('Works as a bus driver for Varnell Transit.', 'org.caps-employer');
  });
});

describe('rule org.union-local', () => {
  it('finds a local by its trade in the plural or its initials, in Title case or capitals', () => {
    finds('Life member of IBEW Local 482.', 'ORGANIZATION:IBEW Local 482', 'org.union-local');
    finds('MEMBER OF BOILERMAKERS LOCAL 9031 SINCE 1990.', 'ORGANIZATION:BOILERMAKERS LOCAL 9031', 'org.union-local');
    finds('Plumbers and Pipefitters Local 77 pays the premium.', 'ORGANIZATION:Plumbers and Pipefitters Local 77', 'org.union-local');
  });
  it('leaves a local anaesthetic, a dose and a unit before "local" alone', () => {
    notBy('Lidocaine local 1% infiltrated; Local 2 mL given.', 'org.union-local');
    notBy('Seen in ED LOCAL 3 overnight.', 'org.union-local');
    notBy('Local anaesthetic given at the bedside.', 'org.union-local');
  });
});
