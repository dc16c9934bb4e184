import * as assert from 'node:assert/strict';
import { createLocalEngine } from '../../../../src/engine';
import type { ConceptMatch } from '../../../../src/engine/types';

// The built-in lexicon only: these expectations must hold with or without the shared data.
const engine = createLocalEngine({ lexiconPath: null });

function found(text: string): { text: string; cui: string; type: string }[] {
  return engine.findConcepts(text).map((m) => ({ text: text.slice(m.start, m.end), cui: m.cui, type: m.type }));
}

function surfaces(text: string): string[] {
  return found(text).map((m) => m.text);
}

describe('structure matcher (built-in lexicon)', () => {
  it('finds conditions, symptoms and medications in a realistic note, in document order', () => {
    const text = '67-year-old man with hypertension and type 2 diabetes mellitus presents with chest pain and shortness of breath. Takes metformin and lisinopril.';
    assert.deepEqual(found(text), [
      { text: 'hypertension', cui: 'C0020538', type: 'Medical Conditions' },
      { text: 'type 2 diabetes mellitus', cui: 'C0011860', type: 'Medical Conditions' },
      { text: 'chest pain', cui: 'C0008031', type: 'Signs & Symptoms' },
      { text: 'shortness of breath', cui: 'C0013404', type: 'Signs & Symptoms' },
      { text: 'metformin', cui: 'C0025598', type: 'Medications' },
      { text: 'lisinopril', cui: 'C0065374', type: 'Medications' },
    ]);
  });

  it('prefers the longest match: "type 2 diabetes mellitus" over "diabetes", "chest pain" over "pain"', () => {
    const matches = found('History: type 2 diabetes mellitus. Also diabetes mellitus, and chest pain, and pain.');
    assert.deepEqual(
      matches.map((m) => [m.text, m.cui]),
      [
        ['type 2 diabetes mellitus', 'C0011860'],
        ['diabetes mellitus', 'C0011849'],
        ['chest pain', 'C0008031'],
        ['pain', 'C0030193'],
      ],
    );
  });

  it('matches plurals (-s, -es, -ies) and possessives', () => {
    assert.deepEqual(surfaces('Recurrent UTIs, kidney stones and seizures; allergies aside, biopsies pending.'), ['UTIs', 'kidney stones', 'seizures', 'biopsies']);
    assert.deepEqual(found("Parkinson's disease; Parkinson disease; Parkinsons disease").map((m) => m.cui), ['C0030567', 'C0030567', 'C0030567']);
    assert.deepEqual(surfaces('Two MIs in 2019.'), ['MIs']);
  });

  it('expands common abbreviations to their concepts', () => {
    const text = 'PMH: HTN, DM2, T2DM, CHF, COPD, AFib, MI, CKD, UTI, GERD. Presents with SOB.';
    assert.deepEqual(
      found(text).map((m) => m.cui),
      ['C0262926', 'C0020538', 'C0011860', 'C0011860', 'C0018802', 'C0024117', 'C0004238', 'C0027051', 'C0022661', 'C0042029', 'C0017168', 'C0013404'],
    );
  });

  it('matches short all-caps abbreviations with their exact case only', () => {
    assert.deepEqual(surfaces('mi casa; Mi amigo; MI'), ['MI']);
    assert.deepEqual(surfaces('He will sob quietly.'), []);
    assert.deepEqual(surfaces('the cad was late'), []);
    assert.deepEqual(surfaces('hearing aids'), []);
    assert.deepEqual(surfaces('history of AIDS'), ['AIDS']);
  });

  it('matches on token boundaries only ("pain" not in "Spain", "MI" not in "MIDDLE")', () => {
    assert.deepEqual(surfaces('She moved from Spain. MIDDLE lobe. Painting class. Painful? HTNs'), ['HTNs']);
    assert.deepEqual(surfaces('AMI and MIA'), []);
  });

  it('treats hyphen and space variants alike', () => {
    assert.deepEqual(found('A-fib, afib, AFib and A fib').map((m) => m.cui), ['C0004238', 'C0004238', 'C0004238', 'C0004238']);
    assert.deepEqual(found('non-smoker; nonsmoker; non smoker').map((m) => m.cui), ['C0337672', 'C0337672', 'C0337672']);
    assert.deepEqual(found('Guillain-Barré syndrome and Guillain Barre syndrome').map((m) => m.cui), ['C0018378', 'C0018378']);
  });

  it('reports UTF-16 offsets whose slice is the matched text', () => {
    const text = '😀 Patient 👩‍⚕️ notes: asthma ✓ and COPD — fine.';
    const matches = engine.findConcepts(text);
    assert.deepEqual(
      matches.map((m) => text.slice(m.start, m.end)),
      ['Patient', 'asthma', 'COPD'],
    );
    for (const m of matches) assert.ok(m.end > m.start);
  });

  it('returns non-overlapping matches in document order', () => {
    const text = 'Chronic kidney disease stage 3, acute kidney injury on chronic kidney disease, kidney failure.';
    const matches = engine.findConcepts(text);
    for (let i = 1; i < matches.length; i++) assert.ok(matches[i]!.start >= matches[i - 1]!.end);
    assert.deepEqual(matches.map((m) => m.cui), ['C0022661', 'C0022660', 'C0022661', 'C0035078']);
  });

  it('scores exact preferred names above synonyms and abbreviations, deterministically, within (0, 1]', () => {
    const [preferred, synonym, abbreviation] = engine.findConcepts('Hypertension; high blood pressure; HTN');
    assert.ok(preferred && synonym && abbreviation);
    assert.ok(preferred.scoreId > synonym.scoreId, 'preferred > synonym');
    assert.ok(synonym.scoreId > abbreviation.scoreId, 'synonym > abbreviation');
    const all: ConceptMatch[] = [preferred, synonym, abbreviation];
    for (const m of all) {
      assert.ok(m.scoreId > 0 && m.scoreId <= 1);
      assert.ok(m.scoreType > 0 && m.scoreType <= 1);
    }
    assert.deepEqual(engine.findConcepts('Hypertension; high blood pressure; HTN'), all);
  });

  it('returns nothing for empty or concept-free text', () => {
    assert.deepEqual(engine.findConcepts(''), []);
    assert.deepEqual(engine.findConcepts('   \n\t '), []);
    assert.deepEqual(engine.findConcepts('The meeting is on Tuesday at noon.'), []);
  });

  it('recognises organisms and context concepts with the spec concept types', () => {
    const matches = found('Family history of breast cancer. Blood culture grew MRSA and E. coli.');
    assert.deepEqual(matches, [
      { text: 'Family history', cui: 'C0241889', type: 'Context' },
      { text: 'breast cancer', cui: 'C0006142', type: 'Medical Conditions' },
      { text: 'Blood culture', cui: 'C0200949', type: 'Procedures' },
      { text: 'MRSA', cui: 'C1265292', type: 'Species & Viruses' },
      { text: 'E. coli', cui: 'C0014834', type: 'Species & Viruses' },
    ]);
  });
});
