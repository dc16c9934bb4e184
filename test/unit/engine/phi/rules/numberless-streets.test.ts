// Per-rule tests of place.address-town's street without a house number (src/engine/phi/rules/numberless-streets.ts,
// read in place-cues.ts), widened for mainstream letterheads: a street opening its line under a hospital's name, a
// region code between the town and its postcode, and an address block in capitals; and the runs of the same shape
// that are no address. Invented examples, none from any evaluation set.
import { identifyPhi } from '../../../../../src/engine/phi/index';
import { ruleChecks } from './rule-checks';

const { finds, notBy } = ruleChecks(identifyPhi);

describe('rule place.address-town (streets without a number)', () => {
  it('finds a street opening its line before its town and postcode', () => {
    finds('Ellerby General Hospital\nQuarry Lane, Wexbridge WX4 7QT\nTel 01632 960111', 'STREET:Quarry Lane', 'place.address-town');
  });
  it('finds a street before its town, region code and postcode', () => {
    finds('GP: Kestrel Bay Medical Centre, Tallow St, Brimley NSW 2480', 'STREET:Tallow St', 'place.address-town');
    finds('Clinique des Pins, Harcourt Road, Brisdale ON K2P 1L4', 'STREET:Harcourt Road', 'place.address-town');
  });
  it('finds a street, its town and postcode in capitals', () => {
    finds('HAFOD WEN, FFORDD GLYN ROAD, TREGARTH LL57 4PJ', 'STREET:FFORDD GLYN ROAD', 'place.address-town');
    finds('HAFOD WEN, FFORDD GLYN ROAD, TREGARTH LL57 4PJ', 'CITY:TREGARTH', 'place.address-town');
  });
  it('leaves clinical runs in capitals with a time or a count where a postcode would be alone', () => {
    notBy('ECG: ST DEPRESSION, TROPONIN RISE, REPEAT 0600', 'place.address-town');
    notBy('PLAN: WALK WITH PT DRIVE, WAY FORWARD, BED 1204', 'place.address-town');
  });
  it('leaves a line that opens with a heading and no postcode alone', () => {
    notBy('Green Way, Recovery\nreturned to ward', 'place.address-town');
  });
});
