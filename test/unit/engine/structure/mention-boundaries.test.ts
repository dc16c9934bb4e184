// Mention boundaries the NCBI annotation guidelines draw and a reader expects: the age of onset is not part of a
// disease's name, and a disease named in full is then named bare. Hand-written sentences, through findConcepts.
import * as assert from 'node:assert/strict';
import { createLocalEngine } from '../../../../src/engine';
import { addBareEponyms } from '../../../../src/engine/structure/eponym-echo';
import type { ConceptMatch } from '../../../../src/engine/types';

const engine = createLocalEngine();

function diseaseSpans(text: string): string[] {
  return engine
    .findConcepts(text)
    .filter((m) => m.type === 'Medical Conditions' || m.type === 'Signs & Symptoms')
    .map((m) => text.slice(m.start, m.end));
}

describe('structure: mention boundaries', () => {
  it('leaves the age of onset out of the mention, keeps inheritance in', () => {
    assert.deepEqual(diseaseSpans('She had early-onset Alzheimer disease.'), ['Alzheimer disease']);
    assert.deepEqual(diseaseSpans('A family with adult onset hemochromatosis.'), ['hemochromatosis']);
    assert.deepEqual(diseaseSpans('Hereditary hemochromatosis was confirmed.'), ['Hereditary hemochromatosis']);
    // The organism that causes an infection, and a syndromic form, name the kind of disease.
    assert.deepEqual(diseaseSpans('She had meningococcal meningitis.'), ['meningococcal meningitis']);
    assert.deepEqual(diseaseSpans('A family with nonsyndromic hearing loss.'), ['nonsyndromic hearing loss']);
  });

  it('a modifier before coordinated mentions belongs to both ("sporadic breast/ovarian cancer")', () => {
    const text = 'Sporadic breast/ovarian cancer was rare; familial colon and rectal cancer was not.';
    const spans = engine.findConcepts(text).filter((m) => m.type !== 'Context').map((m) => [text.slice(m.start, m.end), m.name]);
    assert.deepEqual(spans.slice(0, 2), [
      ['Sporadic breast/ovarian cancer', 'Breast cancer'],
      ['Sporadic breast/ovarian cancer', 'Ovarian cancer'],
    ]);
  });

  it('a name pattern takes the same modifiers as a dictionary match ("type I C2 deficiency")', () => {
    assert.deepEqual(diseaseSpans('Two sisters had type I C2 deficiency.'), ['type I C2 deficiency']);
  });

  it('a defined short form keeps its concept before gene words, and takes a head noun after it', () => {
    const vhl = 'Constitutional von Hippel-Lindau (VHL) disease. Germline VHL mutations were found.';
    assert.deepEqual(diseaseSpans(vhl), ['von Hippel-Lindau (VHL) disease', 'VHL']);
    // Before a deficiency, the short form names the enzyme: "G6PD gene" is no disease, "G6PD deficiency" is.
    const g6pd = 'Glucose-6-phosphate dehydrogenase (G6PD) deficiency is common. The G6PD gene was sequenced in men with G6PD deficiency.';
    assert.deepEqual(diseaseSpans(g6pd), ['Glucose-6-phosphate dehydrogenase (G6PD) deficiency', 'G6PD deficiency']);
    const bfls = 'Borjeson-Forssman-Lehmann syndrome (BFLS) is X-linked. BFLS syndrome was mapped.';
    assert.deepEqual(diseaseSpans(bfls), ['Borjeson-Forssman-Lehmann syndrome', 'BFLS', 'BFLS syndrome']);
  });

  it('a disease named in full is then named bare in the same text, with its concept', () => {
    const text = 'Tay-Sachs disease is recessive. Tay-Sachs carriers were screened.';
    const found = engine.findConcepts(text).filter((m) => text.slice(m.start, m.end).startsWith('Tay-Sachs'));
    assert.deepEqual(found.map((m) => text.slice(m.start, m.end)), ['Tay-Sachs disease', 'Tay-Sachs']);
    assert.equal(found[0]!.cui, found[1]!.cui);
  });

  it('bare names only when they cannot be a surname alone, and never over another match', () => {
    const named = (text: string, start: number, end: number): ConceptMatch => ({ start, end, cui: 'C1', name: 'x', type: 'Medical Conditions', scoreId: 1, scoreType: 1, ontologies: {} });
    const wilson = 'Wilson disease. Dr Wilson saw her.';
    assert.equal(addBareEponyms(wilson, [named(wilson, 0, 14)]).length, 1);
    const vw = 'von Willebrand disease; von Willebrand factor was low; von Willebrandt.';
    const out = addBareEponyms(vw, [named(vw, 0, 22)]);
    assert.deepEqual(out.map((m) => vw.slice(m.start, m.end)), ['von Willebrand disease', 'von Willebrand']);
    // Not a bare name if the text does not name the disease in full.
    assert.equal(addBareEponyms('A Lesch-Nyhan patient.', []).length, 0);
  });
});
