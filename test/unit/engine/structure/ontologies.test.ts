import * as assert from 'node:assert/strict';
import { createLocalEngine } from '../../../../src/engine';

const engine = createLocalEngine({ lexiconPath: null });

function only(text: string) {
  const matches = engine.findConcepts(text);
  assert.equal(matches.length, 1, `one concept in ${JSON.stringify(text)}`);
  return matches[0]!;
}

describe('structure-ontologies codes (built-in lexicon)', () => {
  it('carries ICD10 and SNOMEDCT_US codes for covered conditions', () => {
    const htn = only('hypertension');
    assert.deepEqual(htn.ontologies.ICD10?.map((o) => o.code), ['I10']);
    assert.deepEqual(htn.ontologies.SNOMEDCT_US?.map((o) => o.code), ['38341003']);
    const t2dm = only('T2DM');
    assert.deepEqual(t2dm.ontologies.ICD10?.map((o) => o.code), ['E11']);
    assert.deepEqual(t2dm.ontologies.SNOMEDCT_US?.map((o) => o.code), ['44054006']);
    assert.deepEqual(only('COPD').ontologies.ICD10?.map((o) => o.code), ['J44.9']);
    assert.deepEqual(only('COVID-19').ontologies.ICD10?.map((o) => o.code), ['U07.1']);
  });

  it('may carry some keys only, and none for concepts without verified codes', () => {
    const uti = only('urinary tract infection');
    assert.deepEqual(uti.ontologies.ICD10?.map((o) => o.code), ['N39.0']);
    assert.equal(uti.ontologies.SNOMEDCT_US, undefined);
    assert.deepEqual(only('metformin').ontologies, {});
  });

  it('gives CPT and HCPCS entries with a name where we know them', () => {
    const cbc = only('CBC');
    assert.deepEqual(cbc.ontologies.CPT?.map((o) => o.code), ['85025']);
    assert.ok((cbc.ontologies.CPT?.[0]?.name ?? '').length > 0);
    assert.deepEqual(only('ceftriaxone').ontologies.HCPCS?.map((o) => o.code), ['J0696']);
  });

  it('uses only the four ontology keys of the spec', () => {
    const text = 'HTN, CBC, ceftriaxone, asthma, chest pain, colonoscopy, heparin, liver';
    for (const m of engine.findConcepts(text)) {
      for (const key of Object.keys(m.ontologies)) assert.ok(['CPT', 'HCPCS', 'ICD10', 'SNOMEDCT_US'].includes(key), key);
      for (const entries of Object.values(m.ontologies)) assert.ok(entries.length > 0);
    }
  });
});
