// The rule registry: every rule id belongs to exactly one family, every family is named once, and on real
// text each family's findings carry only the rule ids it declares (so the table cannot drift from the code).
import { strict as assert } from 'node:assert';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PHI_RULES } from '../../../../src/deid/phi-rules';
import { noDictionaries } from '../../../../src/engine/phi/core/dictionaries';
import { readNote } from '../../../../src/engine/phi/core/pipeline';
import { PHI_REGISTRY } from '../../../../src/engine/phi/core/registry';
import type { Candidate } from '../../../../src/engine/phi/core/scan';
import { lexiconWords, WordClasses } from '../../../../src/engine/phi/core/tokens';

const SAMPLES = join(__dirname, '..', '..', '..', '..', '..', 'samples');

describe('PHI rule registry', () => {
  it('holds every rule id of the catalogue in exactly one family, and no other id', () => {
    const owners = new Map<string, string[]>();
    for (const f of PHI_REGISTRY) for (const r of f.rules) owners.set(r, [...(owners.get(r) ?? []), f.id]);
    assert.deepEqual(Object.keys(PHI_RULES).filter((id) => (owners.get(id) ?? []).length !== 1), []);
    assert.deepEqual([...owners.keys()].filter((id) => !Object.hasOwn(PHI_RULES, id)), []);
    assert.equal(new Set(PHI_REGISTRY.map((f) => f.id)).size, PHI_REGISTRY.length);
  });

  it('each family tags its findings with its own rule ids only (sample notes)', () => {
    const words = new WordClasses(noDictionaries('test'), lexiconWords());
    const texts = readdirSync(SAMPLES).filter((f) => /\.(?:txt|md)$/.test(f) && f !== 'README.md').map((f) => readFileSync(join(SAMPLES, f), 'utf8'));
    assert.ok(texts.length > 0);
    const used = new Set<string>();
    for (const text of texts) {
      const input = readNote(text, words);
      const out: Candidate[] = [];
      for (const family of PHI_REGISTRY) {
        const from = out.length;
        family.detect(input, out);
        for (const c of out.slice(from)) {
          assert.ok((family.rules as readonly string[]).includes(c.rule), `${family.id} gave a candidate of rule "${c.rule}"`);
          used.add(c.rule);
        }
      }
    }
    // The sample notes exercise many rules, not a few.
    assert.ok(used.size >= 15, [...used].join(' '));
  });
});
