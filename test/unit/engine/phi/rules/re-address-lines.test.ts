// Per-rule tests of place.re-address-line (src/engine/phi/rules/re-address-lines.ts): the patient's address on the
// line after a British letter's "Re:" line, a street or a named house and the village, town or island after it, and
// the diagnosis, salutation and prose lines that follow a "Re:" line too. Invented examples, none from any evaluation
// set. A small hand-made dictionary stands in for the built file.
import { createPhiIdentifier } from '../../../../../src/engine/phi/index';
import { handMade, ruleChecks } from './rule-checks';

const DICTS = handMade({
  english: [
    're', 'mr', 'mrs', 'dear', 'dr', 'thank', 'you', 'diagnosis', 'lane', 'cottages', 'farm', 'isle', 'of', 'seen', 'today', 'chronic', 'asthma',
    'left', 'knee', 'pain', 'close', 'orchard', 'via', 'station', 'severe', 'copd',
  ],
  cities: [],
});
const identify = createPhiIdentifier(DICTS);
const { finds, notBy } = ruleChecks(identify);

describe('rule place.re-address-line', () => {
  it('reads a street or a named house and the village after a "Re:" line with a birth date, a number or an age', () => {
    finds('Re: Mrs Ann Kelby (88)  NHS 412 118 3320\n4 Tregarth Cottages, Porthvean\n\nThank you', 'STREET:4 Tregarth Cottages', 'place.re-address-line');
    finds('Re: Mrs Ann Kelby (88)  NHS 412 118 3320\n4 Tregarth Cottages, Porthvean\n\nThank you', 'CITY:Porthvean', 'place.re-address-line');
    finds('Re: Mr Ian Kelby, DOB 02.03.1951\nGlenbrae Farm, Achnacarry\nSeen today', 'CITY:Achnacarry', 'place.re-address-line');
  });
  it('reads the address of a letter whose lines close on a carriage return and a line feed', () => {
    finds('Re: Mrs Ann Kelby (88)  NHS 412 118 3320\r\n4 Tregarth Cottages, Porthvean\r\n\r\nThank you', 'CITY:Porthvean', 'place.re-address-line');
  });
  it('reads an island after the village as a place of its own', () => {
    finds('Re: Ann Kelby, DOB 1/4/1960, CHI 0104601234\n9 Cnoc Ard, Skeabost, Isle of Orrin\nDiagnosis: asthma', 'LOCATION-OTHER:Isle of Orrin', 'place.re-address-line');
  });
  it('reads the town closing the "Re:" line after the birth date\'s or the number\'s comma, or after a named house and "via"', () => {
    finds('Re: Mr Ian Kelby, DOB 02/03/1951, Porthvean\n\nDiagnosis: asthma', 'CITY:Porthvean', 'place.re-address-line');
    finds('Re: Mrs Ann Kelby, NHS 412 118 3320, Achnacarry\nThank you', 'CITY:Achnacarry', 'place.re-address-line');
    finds('Re: Mr Ian Kelby, DOB 02/03/1951, "Orrin Station" via Skeabost, Medicare 4127 58330 1\n', 'CITY:Skeabost', 'place.re-address-line');
  });
  it('leaves a street, a diagnosis and English words closing the "Re:" line alone', () => {
    notBy('Re: Mr Ian Kelby, DOB 02/03/1951, Orchard Close\n', 'place.re-address-line');
    notBy('Re: Mr Ian Kelby, DOB 02/03/1951, Severe COPD\n', 'place.re-address-line');
    notBy('Re: Mr Ian Kelby, DOB 02/03/1951, Chronic Knee Pain\n', 'place.re-address-line');
  });
  it('leaves a salutation, a diagnosis, prose and a line with no street alone', () => {
    notBy('Re: Mr Ian Kelby, DOB 02.03.1951\nDear Dr Orrin, Thank you\n', 'place.re-address-line');
    notBy('Re: Mr Ian Kelby, DOB 02.03.1951\nChronic Asthma, Left Knee Pain\n', 'place.re-address-line');
    notBy('Re: Mr Ian Kelby, DOB 02.03.1951\nPorthvean, Skeabost\n', 'place.re-address-line');
    notBy('Re: your letter of 3 May\n4 Tregarth Cottages, Porthvean\n', 'place.re-address-line');
  });
});
