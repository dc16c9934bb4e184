// Document-defined abbreviations, mention rules and clinical shorthand, through the engine's findConcepts
// (what the service's structure answers). With the committed generated lexicon, as every user has it.
import * as assert from 'node:assert/strict';
import { createLocalEngine } from '../../../../src/engine';

const engine = createLocalEngine();
const builtinOnly = createLocalEngine({ lexiconPath: null });

function found(text: string, e = engine): [string, string][] {
  return e.findConcepts(text).map((m) => [text.slice(m.start, m.end), m.name]);
}

describe('structure: the committed lexicon and document rules', () => {
  it('loads the committed generated lexicon by default (every clone has it)', () => {
    assert.equal(engine.lexiconInfo.source, 'extended');
    assert.ok(engine.lexiconInfo.concepts > 6000, `${engine.lexiconInfo.concepts} concepts`);
  });

  it('a defined short form takes its long form for the whole text, overriding the lexicon ("DM")', () => {
    const text = 'Myotonic dystrophy (DM) is the most common muscular dystrophy in adults. DM patients carry a CTG expansion.';
    const dm = engine.findConcepts(text).filter((m) => text.slice(m.start, m.end) === 'DM');
    assert.equal(dm.length, 2);
    for (const m of dm) assert.match(m.name, /myotonic dystrophy/i);
    // Without a definition, DM keeps its clinical reading.
    assert.deepEqual(found('PMH: DM, HTN.', builtinOnly).map(([, name]) => name), ['Medical history', 'Diabetes mellitus', 'Hypertension']);
  });

  it('"long form (SF) head": the whole phrase is one mention; "SF head" later reads as "long form head"', () => {
    const text = 'Patients with glucose-6-phosphate dehydrogenase (G6PD) deficiency were tested; G6PD deficiency is common.';
    const spans = engine.findConcepts(text).filter((m) => m.type !== 'Context').map((m) => text.slice(m.start, m.end));
    assert.deepEqual(spans, ['glucose-6-phosphate dehydrogenase (G6PD) deficiency', 'G6PD deficiency']);
  });

  it('a concept that is only part of the long form is not the short form\'s ("DCC" gene)', () => {
    const text = 'The deleted in colorectal cancer (DCC) gene. DCC expression was lost.';
    assert.equal(found(text).some(([s]) => s === 'DCC'), false);
  });

  it('takes inheritance and site modifiers, subtypes, British spellings', () => {
    assert.deepEqual(found('Hereditary hemochromatosis.').map(([s]) => s), ['Hereditary hemochromatosis']);
    assert.deepEqual(found('autosomal recessive Alport syndrome').map(([s]) => s), ['autosomal recessive Alport syndrome']);
    assert.deepEqual(found('Anaemia, oedema and oesophagitis; diarrhoea.').map(([, n]) => n), ['Anemia', 'Edema', 'Esophagitis', 'Diarrhea']);
    assert.deepEqual(found('Frequent headaches; expiratory wheezes.', builtinOnly).map(([, n]) => n), ['Headache', 'Wheezing']);
  });

  it('splits coordinated mentions into their concepts over the whole phrase', () => {
    const text = 'Risk of breast and ovarian cancer.';
    const matches = engine.findConcepts(text);
    assert.deepEqual(matches.map((m) => text.slice(m.start, m.end)), ['breast and ovarian cancer', 'breast and ovarian cancer']);
    assert.deepEqual(matches.map((m) => m.name.toLowerCase()).sort(), ['breast cancer', 'ovarian cancer']);
  });

  it('reports a named disease the lexicon lacks as the generic Disease concept', () => {
    const m = engine.findConcepts('Two sisters had Kniest dysplasia.').find((c) => c.name === 'Disease');
    assert.ok(m);
    assert.equal(m.cui, 'C0012634');
  });

  it('clinical shorthand and drug names; ambiguous short forms only in a clinical context', () => {
    const note = 'PMH: htn, dm2, cad, ckd3, hld, osa, HFrEF. c/o sob and cp, hx mi, dvt. +pnd, +jvd, bibasilar crackles. Meds: lasix, eliquis, asa 81, atorva 40.';
    const names = found(note, builtinOnly).map(([, n]) => n);
    for (const expected of ['Hypertension', 'Type 2 diabetes mellitus', 'Coronary artery disease', 'Chronic kidney disease', 'Hyperlipidemia', 'Obstructive sleep apnea', 'Systolic heart failure', 'Dyspnea', 'Chest pain', 'Myocardial infarction', 'Deep vein thrombosis', 'Paroxysmal nocturnal dyspnea', 'Jugular venous distension', 'Rales', 'Furosemide', 'Apixaban', 'Aspirin', 'Atorvastatin']) {
      assert.ok(names.includes(expected), `${expected} in ${names.join(', ')}`);
    }
    assert.deepEqual(found('He is a cad. Mi casa. Did you sob? asa result.', builtinOnly), []);
  });

  it('"admitted to" in the sense of confessed is not a hospital admission', () => {
    assert.deepEqual(found('She admitted to dietary indiscretion and admits to drinking.', builtinOnly), []);
    assert.deepEqual(found('She was admitted to the ICU.', builtinOnly).map(([, n]) => n), ['Hospital admission']);
  });

  it('"ST depression" on an ECG is no depressive disorder', () => {
    assert.deepEqual(found('ECG: ST depression in V4-V6.', builtinOnly).map(([, n]) => n).includes('Depressive disorder'), false);
    assert.deepEqual(found('History of depression.', builtinOnly).map(([, n]) => n), ['Depressive disorder']);
  });

  it('a state before a ZIP code is no abbreviation of a disease: "Ann Arbor, MI 48104"', () => {
    assert.deepEqual(found('220 West Mill Street, Ann Arbor, MI 48104', builtinOnly), []);
    assert.deepEqual(found('Prior MI, 2019.', builtinOnly).map(([, n]) => n), ['Myocardial infarction']);
  });
});
