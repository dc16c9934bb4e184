import * as assert from 'node:assert/strict';
import { createLocalEngine } from '../../../src/engine';
import { BUILTIN_LEXICON } from '../../../src/engine/structure/lexicon';
import { CONCEPT_TYPES } from '../../../src/engine/structure/lexicon/types';

const engine = createLocalEngine({ lexiconPath: null });

describe('built-in lexicon: integrity', () => {
  it('has a few hundred concepts with unique, well-formed CUIs and known types', () => {
    assert.ok(BUILTIN_LEXICON.length >= 300, `${BUILTIN_LEXICON.length} concepts`);
    const cuis = BUILTIN_LEXICON.map((c) => c.cui);
    assert.deepEqual(cuis.filter((c, i) => cuis.indexOf(c) !== i), [], 'duplicate CUIs');
    for (const c of BUILTIN_LEXICON) {
      assert.match(c.cui, /^C\d{7}$/, c.name);
      assert.ok((CONCEPT_TYPES as readonly string[]).includes(c.type), c.type);
      assert.ok(c.name.trim().length > 0);
    }
    for (const type of CONCEPT_TYPES) assert.ok(BUILTIN_LEXICON.some((c) => c.type === type), `no ${type}`);
  });

  it('has well-formed codes: ICD-10-CM, SNOMED CT ids, CPT and HCPCS shapes', () => {
    for (const c of BUILTIN_LEXICON) {
      for (const { code } of c.ontologies.ICD10 ?? []) assert.match(code, /^[A-Z]\d[0-9A-Z](\.[0-9A-Z]{1,4})?$/, `${c.name} ${code}`);
      for (const { code } of c.ontologies.SNOMEDCT_US ?? []) assert.match(code, /^\d{6,18}$/, `${c.name} ${code}`);
      for (const { code } of c.ontologies.CPT ?? []) assert.match(code, /^\d{5}$/, `${c.name} ${code}`);
      for (const { code } of c.ontologies.HCPCS ?? []) assert.match(code, /^[A-V]\d{4}$/, `${c.name} ${code}`);
    }
  });

  it('every name, synonym and abbreviation is found, whole, as its own concept', () => {
    const wrong: string[] = [];
    for (const c of BUILTIN_LEXICON) {
      for (const surface of [c.name, ...c.synonyms, ...c.abbreviations]) {
        const matches = engine.findConcepts(surface);
        const m = matches[0];
        if (matches.length !== 1 || !m || m.start !== 0 || m.end !== surface.length || m.cui !== c.cui) {
          wrong.push(`${surface} → ${matches.map((x) => `${surface.slice(x.start, x.end)}:${x.cui}`).join(', ') || 'nothing'} (expected ${c.cui})`);
        }
      }
    }
    assert.deepEqual(wrong, []);
  });
});
