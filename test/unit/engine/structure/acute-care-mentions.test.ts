// Issue 20's sharper mentions: acute coronary care and ICU shorthand, with their CUIs (checked against
// public UMLS-coded data and, where the Disease Ontology covers them, by lexicon-codes.test.ts), and the
// context that keeps an ECG's "depression" from being a mood disorder.
import * as assert from 'node:assert/strict';
import { createLocalEngine } from '../../../../src/engine/index';

const engine = createLocalEngine();
const found = (text: string): [string, string | undefined, string][] => engine.findConcepts(text).map((m) => [text.slice(m.start, m.end), m.cui, m.name]);
const cuiOf = (text: string, mention: string): string | undefined => found(text).find(([t]) => t === mention)?.[1];

describe('structure: acute care and ICU mentions (issue 20)', () => {
  it('an ED chest-pain note: STEMI, ST elevation, diaphoresis, leg swelling, antiplatelets, devices', () => {
    const note = 'Inferior STEMI with ST elevation in II, III, aVF. Diaphoretic on arrival, no leg swelling. Loaded with aspirin and ticagrelor; prasugrel avoided. PCI to the RCA with a drug-eluting stent. Foley catheter placed.';
    assert.equal(cuiOf(note, 'STEMI'), 'C1536220');
    assert.equal(cuiOf(note, 'ST elevation'), 'C0520886');
    assert.equal(cuiOf(note, 'Diaphoretic'), 'C0700590');
    assert.equal(cuiOf(note, 'leg swelling'), 'C0581394');
    assert.equal(cuiOf(note, 'ticagrelor'), 'C2930455');
    assert.equal(cuiOf(note, 'prasugrel'), 'C1620287');
    assert.equal(cuiOf(note, 'PCI'), 'C1532338');
    assert.equal(cuiOf(note, 'drug-eluting stent'), 'C0038257');
    assert.equal(cuiOf(note, 'Foley catheter'), 'C0085590');
  });

  it('an ECG\'s depression is the ST segment\'s, not a depressive disorder', () => {
    const ecg = 'ST elevation in V2-V4 with reciprocal depression in II, III and aVF.';
    assert.equal(cuiOf(ecg, 'reciprocal depression'), 'C0520887');
    assert.ok(!found(ecg).some(([, cui]) => cui === 'C0011570'), JSON.stringify(found(ecg)));
    assert.ok(!found('New depression in leads V5 and V6.').some(([, cui]) => cui === 'C0011570'));
    assert.ok(!found('Horizontal segment depression of 2 mm.').some(([, cui]) => cui === 'C0011570'));
    assert.equal(cuiOf('History of depression, on sertraline.', 'depression'), 'C0011570');
  });

  it('ICU shorthand: dilaudid, neo at a dose, ptx, NSR, afeb; "neo" elsewhere is nothing', () => {
    const icu = 'Afeb, NSR 80s. Dilaudid 0.5 mg IV prn. On neo at 0.8, levophed off. CXR no ptx.';
    assert.equal(cuiOf(icu, 'Afeb'), 'C0277797');
    assert.equal(cuiOf(icu, 'NSR'), 'C0232201');
    assert.equal(cuiOf(icu, 'Dilaudid'), 'C0012306');
    assert.equal(cuiOf(icu, 'neo'), 'C0031469');
    assert.equal(cuiOf(icu, 'levophed'), 'C0028351');
    assert.equal(found(icu).find(([t]) => t === 'ptx')?.[2], 'Pneumothorax');
    assert.equal(cuiOf('Discussed neo adjuvant options at the neo clinic.', 'neo'), undefined);
  });

  it('a Disease Ontology disease without a CUI is a named mention of the generic Disease concept', () => {
    const [m] = engine.findConcepts('She was diagnosed with Kniest dysplasia.');
    assert.equal(m?.cui, 'C0012634');
    assert.equal(m?.name, 'Disease');
  });
});
