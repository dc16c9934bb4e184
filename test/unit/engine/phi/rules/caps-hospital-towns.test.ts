// Per-rule tests of place.after-institution's capitals branch (src/engine/phi/rules/caps-hospital-towns.ts): the town
// written straight after the receiving hospital in an ambulance report wholly in capitals, and what follows a hospital
// there without being its town (a unit, a bay, an English word that is also a town, prose in small letters).
// Invented examples, none from any evaluation set. A small hand-made dictionary stands in for the built file.
import { strict as assert } from 'node:assert';
import { createPhiIdentifier } from '../../../../../src/engine/phi/index';
import { handMade, ruleChecks } from './rule-checks';

const DICTS = handMade({
  names: ['okonedo'],
  english: [
    'transport', 'to', 'for', 'via', 'ground', 'trauma', 'bay', 'team', 'activated', 'pt', 'hospital', 'general', 'regional', 'medical',
    'center', 'centre', 'mercy', 'orange', 'stable', 'en', 'route', 'handover', 'transported', 'the', 'was', 'at', 'with', 'and',
  ],
  cities: ['tarnwell', 'quenby', 'orange', 'red ostra', 'ullapoint'],
});
const identify = createPhiIdentifier(DICTS);
const { finds, notBy, spans } = ruleChecks(identify);

describe('rule place.after-institution (a town after a hospital in capitals)', () => {
  it('finds a gazetteer town after a saint\'s or a named hospital, before the clause\'s end or a transport word', () => {
    finds("TRANSPORT: ST. BRENDAN'S GENERAL HOSPITAL TARNWELL, TRAUMA TEAM ACTIVATED.", 'CITY:TARNWELL', 'place.after-institution');
    finds("TRANSPORT TO ST. BRENDAN'S REGIONAL HOSPITAL QUENBY FOR CT.", 'CITY:QUENBY', 'place.after-institution');
    finds('PT TRANSPORTED TO CORRIEMOOR MEDICAL CENTER ULLAPOINT VIA GROUND', 'CITY:ULLAPOINT', 'place.after-institution');
    finds("TRANSPORT TO ST. BRENDAN'S HOSPITAL RED OSTRA.", 'CITY:RED OSTRA', 'place.after-institution');
  });
  it('keeps the hospital\'s own name apart from its town', () => {
    const got = spans("TRANSPORT: ST. BRENDAN'S GENERAL HOSPITAL TARNWELL, STABLE.");
    assert.ok(got.includes('CITY:TARNWELL'), JSON.stringify(got));
    assert.ok(!got.some((s) => s.startsWith('HOSPITAL:') && s.includes('TARNWELL')), JSON.stringify(got));
  });
  it('leaves a unit, a bay, the ED and a town that is an English word after the hospital alone', () => {
    notBy('PT TRANSPORTED TO MERCY GENERAL HOSPITAL ED. STABLE.', 'place.after-institution');
    notBy('PT TO CORRIEMOOR HOSPITAL TRAUMA BAY.', 'place.after-institution');
    notBy('TRANSPORT TO CORRIEMOOR GENERAL HOSPITAL ORANGE FOR CT.', 'place.after-institution');
  });
  it('leaves a town after a hospital on a line with small letters, or not closing its clause, alone', () => {
    notBy('Transport to Corriemoor General Hospital TARNWELL for CT.', 'place.after-institution');
    notBy('TRANSPORT TO CORRIEMOOR GENERAL HOSPITAL TARNWELL OKONEDO STABLE', 'place.after-institution');
  });
});
