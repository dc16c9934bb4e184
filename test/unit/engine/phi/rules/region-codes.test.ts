// Per-rule tests of place.region-code and place.direction-region (src/engine/phi/rules/region-codes.ts): a region's
// postal code after its town in an address's order, a state named by its part, and the clinical shorthand and tests
// that share their letters. Invented examples, none from any evaluation set. A small hand-made dictionary stands in for
// the built file.
import { strict as assert } from 'node:assert';
import { createPhiIdentifier } from '../../../../../src/engine/phi/index';
import { handMade, ruleChecks } from './rule-checks';

const DICTS = handMade({
  english: [
    'address', 'unit', 'grew', 'up', 'in', 'moved', 'later', 'her', 'son', 'lives', 'mailing', 'box', 'spent', 'two', 'months',
    'back', 'now', 'exam', 'crackles', 'bolus', 'given', 'pending', 'heparin', 'units', 'seen', 'or', 'perhaps', 'node',
    'dysfunction', 'none', 'she', 'is', 'moving', 'to', 'eastern', 'northern', 'western', 'blot', 'positive', 'equine',
    'encephalitis', 'ruled', 'out', 'central', 'line', 'placed', 'upstate', 'family', 'from', 'the', 'a', 'st', 'po', 'for',
    'soft', 'warm', 'recovery', 'services', 'intake', 'discharge', 'by', 'signed', 'neurology', 'rooms', 'sleep', 'clinic', 'health', 'centre', 'dear', 'abdo', 'lungs', 'signed', 'extremities',
    'file', 'client', 'home', 'via', 'school', 'willow', 'creek', 'normal', 'saline', 'clear', 'fluids', 'plan', 'transferred',
    'with', 'rescue', 'squad', 'chest', 'pain', 'community',
  ],
  names: ['salem', 'quillan'],
  cities: ['prince rupert', 'dorrance', 'tarnby', 'tamsworth', 'salem', 'marlow'],
});
const identify = createPhiIdentifier(DICTS);
const { finds, notBy, spans } = ruleChecks(identify);

describe('rule place.region-code', () => {
  it('reads an Australian state before its postcode, and NSW or QLD after any town written as a name', () => {
    finds('ADDRESS: UNIT 4/9 QUARRAL ST, TEMBARA NSW 2711', 'STATE:NSW', 'place.region-code');
    finds('ADDRESS: UNIT 4/9 QUARRAL ST, TEMBARA NSW 2711', 'CITY:TEMBARA', 'place.region-code');
    finds('She grew up in Wollumbin QLD, moved later.', 'STATE:QLD', 'place.region-code');
  });
  it('reads a Canadian province after a gazetteer town and its comma at the end of a clause', () => {
    assert.ok(spans('Her son lives in Prince Rupert, BC.').includes('STATE:BC'));
  });
  it('reads a US state in lower case after its town and comma, before a ZIP or after a gazetteer town', () => {
    finds('mailing PO Box 18, Quarry Lick, ky 41799', 'STATE:ky', 'place.region-code');
    finds('spent two months in Dorrance, sc; back now', 'STATE:sc', 'place.region-code');
  });
  it('reads a code that ends a letterhead line after its town, with no postcode', () => {
    finds('Kellaby Neurology Rooms, Kellaby ACT\n\nDear Sam,', 'STATE:ACT', 'place.region-code');
    finds('Kellaby Neurology Rooms, Kellaby ACT\n\nDear Sam,', 'CITY:Kellaby', 'place.region-code');
    finds('Wuruma Health Centre\nWuruma NT\n', 'STATE:NT', 'place.region-code');
    finds('Orrin Sleep Clinic  |  Tamsworth, MA\n\n12 May', 'STATE:MA', 'place.region-code');
    finds('Orrin Sleep Clinic  |  Tamsworth, MA\n\n12 May', 'CITY:Tamsworth', 'place.region-code');
  });
  it('reads a letterhead\'s town after an organisation\'s dash or an em dash, a known surname too', () => {
    finds('ORRIN RECOVERY SERVICES - SALEM, MD\nINTAKE\n', 'CITY:SALEM', 'place.region-code');
    finds('ORRIN RECOVERY SERVICES - SALEM, MD\nINTAKE\n', 'STATE:MD', 'place.region-code');
    // With its town in Title case the line is no shouting line (core/shouting.ts, struct19): address.parts reads it first.
    finds('ORRIN RECOVERY SERVICES - Salem, MD\nINTAKE\n', 'CITY:Salem', 'address.parts');
    finds('ORRIN HEALTH \u2014 TAMSWORTH, NE\nDISCHARGE\n', 'STATE:NE', 'place.region-code');
  });
  it('leaves an exam, a credential and a code inside a line at a line\'s end alone', () => {
    notBy('Abdo: Soft, NT\nExtremities: Warm, NT\nLungs clear, Abdo NT\n', 'place.region-code');
    notBy('Signed Ann Salem, MD\nSigned Ann Quillan, PA\n', 'place.region-code');
    notBy('Seen by - Ann Salem, MD\nSigned,\nSalem, MD\n', 'place.region-code');
    notBy('Seen Kellaby ACT today\nDr Roe MA\n', 'place.region-code');
  });
  it('leaves clinical shorthand that shares a code alone', () => {
    notBy('ON exam: crackles. NS bolus given. BC x2 pending. Heparin 5000 units, sc.', 'place.region-code');
    notBy('Seen in Tarnby, or perhaps Quill. SA node dysfunction. WA none.', 'place.region-code');
    notBy('Dr Ann Roe, MB ChB. Quellby, ON exam crackles.', 'place.region-code');
  });
});

describe('rule place.region-code in a form\'s field and a ward note\'s sentence', () => {
  it('reads a Canadian or Australian town and code after a label, a header row\'s gap, "via" or a field\'s comma', () => {
    finds('Address: Warrakin WA\nSeen 3/4', 'CITY:Warrakin', 'place.region-code');
    finds('Address: Warrakin WA\nSeen 3/4', 'STATE:WA', 'place.region-code');
    finds('Client: J Roe   File 4471   Willow Creek, NS\nPlan', 'CITY:Willow Creek', 'place.region-code');
    finds('Home: Taskwin Lake reserve, via Pelagama, ON\n', 'CITY:Pelagama', 'place.region-code');
    finds('Ecole Sud, Ste. Brigitte, MB\n', 'CITY:Ste. Brigitte', 'place.region-code');
  });
  it('reads a US state in capitals after a gazetteer town, its comma and a place\'s preposition, before a transfer\'s word', () => {
    finds('TRANSFERRED FROM COMMUNITY IN MARLOW, OK VIA RESCUE SQUAD W/ CHEST PAIN', 'STATE:OK', 'place.region-code');
  });
  it('leaves a credential, an exam finding, a fluid and a one-word English town alone', () => {
    notBy('Seen by Ann Salem, MD.', 'place.region-code');
    notBy('Abdo:   Soft, NT\nLungs: Clear, NS\n', 'place.region-code');
    notBy('Fluids:   Normal Saline, NS\nDiet:   Clear Fluids, NS\n', 'place.region-code');
    notBy('Plan: IV fluids, NS\n', 'place.region-code');
  });
});

describe('rule place.direction-region', () => {
  it('reads a state or province after the word naming its part, in the part word\'s letter case', () => {
    finds('she is moving to eastern oregon', 'STATE:oregon', 'place.direction-region');
    finds('Family from Northern Ontario.', 'STATE:Ontario', 'place.direction-region');
    finds('Family from Southern Saskatchewan.', 'STATE:Saskatchewan', 'place.direction-region');
  });
  it('leaves tests, diseases and institutions named for a region alone', () => {
    notBy('Western blot positive; Eastern equine encephalitis ruled out. Central line placed.', 'place.direction-region');
    notBy('Seen at Western Kentucky University Hospital.', 'place.direction-region');
  });
});
