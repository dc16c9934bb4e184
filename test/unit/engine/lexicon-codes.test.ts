// Verifies every code of the built-in lexicon against the shared vocabularies, wherever they cover it:
// - a CUI the sources know: its ICD10 and SNOMEDCT_US codes must be among the sources' codes for that CUI;
// - a CUI they do not know: its codes must be those the sources give for a disease of the same name that has
//   no CUI (else it must carry no ICD10/SNOMED code at all: codes we cannot verify stay out);
// - a preferred name the sources give CUIs for: our CUI must be one of them.
import * as assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { BUILTIN_LEXICON } from '../../../src/engine/structure/lexicon';
import { readSourceFacts, vocabDirectory, type SourceFacts } from './lexicon-sources';

describe('built-in lexicon codes, verified against ../shared/data/vocab', function () {
  const dir = vocabDirectory();
  let facts: SourceFacts;

  before(function () {
    if (!existsSync(dir)) {
      console.log(`    (skipped: no shared vocabulary at ${dir})`);
      this.skip();
    }
    facts = readSourceFacts(dir);
  });

  it('every ICD10 and SNOMEDCT_US code agrees with the sources for its CUI', () => {
    const defects: string[] = [];
    let checked = 0;
    for (const concept of BUILTIN_LEXICON) {
      const byCui = facts.codesByCui.get(concept.cui);
      const byName = facts.codesByCuilessName.get(concept.name.toLowerCase());
      const allowed = byCui ?? byName ?? { icd10: new Set<string>(), snomed: new Set<string>() };
      for (const { code } of concept.ontologies.ICD10 ?? []) {
        checked++;
        if (!allowed.icd10.has(code)) defects.push(`${concept.cui} ${concept.name}: ICD10 ${code} not in [${[...allowed.icd10].join(', ')}]`);
      }
      for (const { code } of concept.ontologies.SNOMEDCT_US ?? []) {
        checked++;
        if (!allowed.snomed.has(code)) defects.push(`${concept.cui} ${concept.name}: SNOMEDCT_US ${code} not in [${[...allowed.snomed].join(', ')}]`);
      }
    }
    assert.deepEqual(defects, []);
    assert.ok(checked > 200, `only ${checked} codes checked`);
    console.log(`    ${checked} ICD10/SNOMEDCT_US codes verified`);
  });

  it('every CUI agrees with the sources where they name the same concept', () => {
    const defects: string[] = [];
    let verified = 0;
    let unverifiable = 0;
    for (const concept of BUILTIN_LEXICON) {
      const named = facts.cuisByName.get(concept.name.toLowerCase());
      if (named && !named.has(concept.cui)) defects.push(`${concept.name}: ${concept.cui} not in [${[...named].join(', ')}]`);
      if (facts.cuis.has(concept.cui)) verified++;
      else unverifiable++;
    }
    assert.deepEqual(defects, []);
    console.log(`    ${verified} CUIs found in the sources, ${unverifiable} not covered by them (unverifiable here)`);
  });

  it('concepts the sources do not cover carry no ICD10/SNOMEDCT_US codes unless verified by name', () => {
    const unverified = BUILTIN_LEXICON.filter(
      (c) => !facts.cuis.has(c.cui) && !facts.codesByCuilessName.has(c.name.toLowerCase()) && (c.ontologies.ICD10 !== undefined || c.ontologies.SNOMEDCT_US !== undefined),
    ).map((c) => `${c.cui} ${c.name}`);
    assert.deepEqual(unverified, []);
  });
});
