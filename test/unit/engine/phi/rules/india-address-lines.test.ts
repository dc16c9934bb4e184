// Per-rule tests of place.india-address-line (src/engine/phi/rules/india-address-lines.ts): an Indian address's parts
// by their labels on an address line, in capitals and lower case, and the same words where they name no place (a
// district nurse, a sector scan, tablets by mouth, a district hospital). Invented examples, none from any evaluation set.
import { strict as assert } from 'node:assert';
import { builtChecks } from './rule-checks';

const checks = builtChecks();
const byRule = (text: string): string[] => checks?.byRule(text, 'place.india-address-line') ?? [];

describe('rule place.india-address-line', function () {
  before(function () {
    if (!checks) this.skip();
  });
  it('finds the village, post office, tehsil, district and state code of an address in capitals', () => {
    assert.deepEqual(byRule('ADDRESS: VPO KHERI JATTAN, TEH. NARWANA, DISTT. JIND (HR)'), [
      'CITY:KHERI JATTAN', 'CITY:NARWANA', 'CITY:JIND', 'STATE:HR',
    ]);
    assert.deepEqual(byRule('ADDRESS: PUTHENVEEDU, KOLAYAD P.O., KANNUR DIST., KERALA'), ['CITY:PUTHENVEEDU', 'CITY:KOLAYAD P.O.', 'CITY:KANNUR DIST.', 'STATE:KERALA']);
  });
  it('keeps the label with the place before it, so that a label that is also a surname is not read as one', () => {
    assert.deepEqual(byRule('ADDRESS: RAMALAYAM STREET, CHINTALAPUDI MANDAL, ELURU DIST., AP - 534460'), ['STREET:RAMALAYAM STREET', 'CITY:CHINTALAPUDI MANDAL', 'CITY:ELURU DIST.']);
  });
  it('finds them in lower case after r/o, and a sector and a town glued to its PIN on a letterhead line', () => {
    assert.deepEqual(byRule('r/o village bhorakalan, tehsil pataudi, district gurugram, haryana'), [
      'CITY:bhorakalan', 'CITY:pataudi', 'CITY:gurugram', 'STATE:haryana',
    ]);
    assert.deepEqual(byRule('shanti nursing home, sector 21, dwarka, delhi-110077'), ['STREET:sector 21', 'CITY:dwarka', 'CITY:delhi', 'ZIP:110077']);
  });
  it('reads the parts between the commas of an address line before its PIN: house, street, locality, post office', () => {
    assert.deepEqual(byRule('Address: 17/123, Pillaiyar Koil Street, Puthur Colony, Vadakkur, Salem - 636001\nIP No: 4471'), [
      'STREET:17/123', 'STREET:Pillaiyar Koil Street',
    ]);
    assert.ok(byRule('Address: Ballabgarh, Haryana - 121004     Mobile: 98110 22331').includes('CITY:Ballabgarh'));
    assert.ok(byRule('Address: Kollamparambil House, Kuruppampady P.O., Ernakulam Dist., Kerala - 683545').includes('CITY:Kuruppampady P.O.'));
  });
  it('reads the parts of an "Address:" field with no PIN that holds a label or closes on its state, up to the next field', () => {
    assert.deepEqual(byRule('Address: Mohalla Qasimpur, Rudauli, U.P.\nDOA: 3/4'), ['CITY:Mohalla Qasimpur', 'CITY:Rudauli', 'STATE:U.P.']);
    // The state before the blanks is also place.india-address's (a letterhead's next field), which may claim it.
    const vpo = 'Address: VPO Ghanaur Kalan, Teh. Rajpura, Punjab   Mob: 98140 11223';
    assert.ok([...byRule(vpo), ...(checks?.byRule(vpo, 'place.india-address') ?? [])].includes('STATE:Punjab'));
    assert.ok(byRule('Address: Kizhakkethil House, Ranni East P.O., Adoor\nDOA: 3/4').includes('CITY:Adoor'));
    assert.ok(byRule('Address: Kizhakkethil House, Ranni East P.O., Adoor\nDOA: 3/4').includes('CITY:Ranni East P.O.'));
  });
  it('reads a letterhead line with no label by the town glued to its PIN after a comma, and the parts between', () => {
    assert.deepEqual(byRule('NIRMAL PATHOLOGY LAB, PLOT 9, SHIVAJI NAGAR, AKOLNER - 414005  PH 0241-22'), ['STREET:SHIVAJI NAGAR', 'CITY:AKOLNER', 'ZIP:414005']);
    assert.ok(byRule('Department of Pathology, Kavundampalayam, Mettupalayam - 641301\nREPORT').includes('CITY:Mettupalayam'));
    assert.deepEqual(byRule('Lakhimi Heart Centre\nA.T. Road, Jorhat - 785001, Assam'), ['STREET:A.T. Road', 'CITY:Jorhat']);
  });
  it('reads the village with its post office, the block, the quarter and a district with no period', () => {
    assert.deepEqual(byRule('Add: At/Po- Nuagaon Sahi, Block- Kharipada, Odisha   Mob. 94370 00000'), ['CITY:Nuagaon Sahi', 'CITY:Kharipada']);
    assert.deepEqual(byRule('Village Tumbagara, Block Lohardih, Dist Simdega, Jharkhand'), ['CITY:Tumbagara', 'CITY:Lohardih', 'CITY:Simdega']);
    assert.deepEqual(byRule('Address: Mohalla Qazipura, Bansgaon\nDOA: 3/4'), ['CITY:Mohalla Qazipura', 'CITY:Bansgaon']);
  });
  it('leaves a nerve or heart block and distal pulses on a line of findings', () => {
    assert.deepEqual(byRule('ECG: 1st degree AV block, dist pulses 2+; interscalene block, dist sensation intact'), []);
  });
  it('leaves a dash and six digits after English or clinical words, or with no comma before the town', () => {
    assert.deepEqual(byRule('Platelets, count - 250000. WBC, total - 110000'), []);
    assert.deepEqual(byRule('Kavundampalayam - 641301'), []);
    assert.deepEqual(byRule('Invoice, amount - 125000, paid'), []);
  });
  it('leaves an address line\'s English parts, a line with no PIN and a line\'s first part with no label alone', () => {
    assert.deepEqual(byRule('Address: c/o hostel, near bus stand, Pune - 411001'), []);
    assert.deepEqual(byRule('Address: Ballabgarh, Sonipat\nMRN 412233'), []);
    assert.deepEqual(byRule('Seen on 3/4, Ballabgarh, 411001 units'), []);
  });
  it('leaves the labels where no address line holds them, and a place word after its label', () => {
    assert.deepEqual(byRule('District nurse to visit weekly. Sector scan of the liver done. Paracetamol PO tds.'), []);
    assert.deepEqual(byRule('Referred to District Hospital, Sirsa; village health worker informed.'), []);
    assert.deepEqual(byRule('Address: P.O. Box 2231, Muscat'), []);
  });
});
