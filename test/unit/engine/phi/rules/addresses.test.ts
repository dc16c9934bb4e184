// Per-rule tests of the addresses family (src/engine/phi/rules/locations.ts): house number and street, unit
// numbers, post-office boxes, the city/state/ZIP of an address, and places of the built-in gazetteers after a
// place cue. Words that are also names or common words stay clean outside an address. Invented examples.
import { strict as assert } from 'node:assert';
import { identifyPhi } from '../../../../../src/engine/phi/index';
import { ruleChecks } from './rule-checks';

const { finds, clean } = ruleChecks(identifyPhi);

describe('rule street.suffix', () => {
  it('finds a house number and a street name with its suffix', () => {
    finds('Lives at 42 Maple Street with her son.', 'STREET:42 Maple Street', 'street.suffix');
    finds('Home: 1180 W. Oakmont Ave, Springfield, IL 62704.', 'STREET:1180 W. Oakmont Ave', 'street.suffix');
  });
  it('reads no house number from the line before a street', () => {
    const text = 'NHS No: 485 772 9913\nSnailbeach Lane, Minsterley';
    assert.deepEqual(identifyPhi(text).filter((f) => f.rule === 'street.suffix' && text.slice(f.start, f.end).includes('9913')), []);
  });
  it('finds a grid address, number, compass point, number, compass point, before the comma and a capital (fix18c)', () => {
    finds('Home: 2270 S 650 W, Quellton, UT 84000. Lives with son.', 'STREET:2270 S 650 W', 'street.suffix');
    finds('Tarrow Family Clinic\n315 North 1200 East, Suite 4, Quellton, ID 83000', 'STREET:315 North 1200 East', 'street.suffix');
  });
  it('leaves numbers and compass points with no address after them alone (fix18c)', () => {
    clean('bp 120 E 80 W, lead 2 S 3 E. wind 15 N 20 W gusting.', 'STREET');
  });
  it('reads no street suffix from the start of the next line (a signature\'s service, then a title)', () => {
    const text = 'Dr. Ann Quarley, PGY-4 Internal Medicine\nDr. Bo Tarrant, attending';
    assert.deepEqual(identifyPhi(text).filter((f) => f.rule === 'street.suffix'), []);
    finds('Office: 4 Quarley Hill Dr.\nTel 555-0142', 'STREET:4 Quarley Hill Dr.', 'street.suffix');
  });
  it('leaves distances and doses before street-like words alone', () => {
    clean('Ambulated 200 feet with PT; 2 Dr visits this week.', 'STREET');
    clean('Rx: Lasix 40 mg daily; room 5 bed 2.', 'STREET');
  });
});

describe('rule street.suffix (Australian, New Zealand and British street words)', () => {
  it('finds a parade, an esplanade and a quay after a house number', () => {
    finds('Unit 4, 27 Banksia Parade, Frankston', 'STREET:27 Banksia Parade', 'street.suffix');
    finds('lives at 9 Harbour Quay', 'STREET:9 Harbour Quay', 'street.suffix');
    finds('Moved to 4 Marine Esplanade in May.', 'STREET:4 Marine Esplanade', 'street.suffix');
    finds('Address: 18 Tarnwick Rise, Ossleton OS4 2PL', 'STREET:18 Tarnwick Rise', 'street.suffix');
    finds('Usual address: 63 Weaver Brow, Clitherow', 'STREET:63 Weaver Brow', 'street.suffix');
  });
  it('leaves a rise and a brow with no address comma after them alone', () => {
    clean('Lactate showed a 2 Point Rise overnight. Laceration 3 Left Brow.', 'STREET');
  });
  it('leaves a walk test and a parade without a house number alone', () => {
    clean('Did the 6 Minute Walk Test.');
    clean('Watched the Easter Parade.', 'STREET');
  });
});

describe('rule street.unit', () => {
  it('finds an apartment or suite number on its own', () => {
    finds('Unit: Apt 12C', 'STREET:Apt 12C', 'street.unit');
    finds('Send to Apt. 3, second floor.', 'STREET:Apt. 3', 'street.unit');
    finds('Ste 210 of the building.', 'STREET:Ste 210', 'street.unit');
  });
  it('leaves a hospital unit and a bed alone', () => {
    clean('Transferred to unit 5, bed 12, on the step-down floor.', 'STREET');
  });
});

describe('rule street.po-box', () => {
  it('finds a post-office box', () => {
    finds('PO Box 88 only.', 'STREET:PO Box 88', 'street.po-box');
    finds('Mail to P.O. Box 1442, Dayton, OH 45401.', 'STREET:P.O. Box 1442', 'street.po-box');
  });
  it('leaves a box of supplies alone', () => {
    clean('Sharps box 2 full; pill box filled for the week.', 'STREET');
  });
});

describe('rule address.parts', () => {
  it('finds the city, state and ZIP of an address', () => {
    finds('Lives in Springfield, IL 62704 with wife.', 'CITY:Springfield', 'address.parts');
    finds('Lives in Springfield, IL 62704 with wife.', 'STATE:IL', 'address.parts');
    finds('Lives in Springfield, IL 62704 with wife.', 'ZIP:62704', 'address.parts');
    finds('Springfield, MA', 'STATE:MA', 'address.parts');
  });
  it('leaves state-like abbreviations of clinical text alone', () => {
    clean('Pt is MD aware; IN and OUT cath x2; OK to go.', 'STATE', 'CITY', 'ZIP');
  });
});

describe('rule place.gazetteer', () => {
  it('finds a city, state or country of the gazetteer after a place cue', () => {
    finds('Moved from Tucson last year.', 'CITY:Tucson', 'place.gazetteer');
    finds('She grew up in Nigeria and moved to Ohio.', 'COUNTRY:Nigeria', 'place.gazetteer');
    finds('She grew up in Nigeria and moved to Ohio.', 'STATE:Ohio', 'place.gazetteer');
    finds('Visiting family in Denver over the holidays.', 'CITY:Denver', 'place.gazetteer');
  });
  it('leaves places that are also ordinary words alone without a cue', () => {
    clean('The Mobile unit came. Jackson score 3.', 'CITY', 'STATE', 'COUNTRY');
    clean('Reading glasses; Turkey sandwich for lunch.', 'CITY', 'STATE', 'COUNTRY');
  });
});
