// The families that read a note's restored-case pieces run only the rules whose findings there stand
// (`RestoredCaseReading.readOnly`): on every text, each such subset must find what the whole family finds of those
// rules, in the same order (core/pipeline.ts keeps them in that order).
import { strict as assert } from 'node:assert';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { PhiRuleId } from '../../../../src/deid/phi-rules';
import { defaultPhiDictionariesPath, loadPhiDictionaries, noDictionaries } from '../../../../src/engine/phi/core/dictionaries';
import { readNote } from '../../../../src/engine/phi/core/pipeline';
import { PHI_REGISTRY } from '../../../../src/engine/phi/core/registry';
import type { Candidate } from '../../../../src/engine/phi/core/scan';
import { lexiconWords, WordClasses } from '../../../../src/engine/phi/core/tokens';

const ROOT = join(__dirname, '..', '..', '..', '..', '..');

/** The sample notes and the own-note sets, as written, in lower case (what the restored pieces come from) and in capitals. */
function texts(): string[] {
  const out: string[] = [];
  const samples = join(ROOT, 'samples');
  for (const f of readdirSync(samples)) if (/\.(?:txt|md)$/.test(f) && f !== 'README.md') out.push(readFileSync(join(samples, f), 'utf8'));
  const data = join(ROOT, 'test', 'data');
  for (const f of readdirSync(data)) {
    if (!/^phi-own-notes.*\.json$/.test(f)) continue;
    for (const n of (JSON.parse(readFileSync(join(data, f), 'utf8')) as { notes: { text: string }[] }).notes) out.push(n.text);
  }
  // Made-up lines for the rarer rules (an arrival opening the story, a building on a street, a relative named).
  out.push('Tam Zorbek arrived in the unit at 14:00.', 'npn: tamel busquay arrived from the ED.\nson Quellmar called; lives in Dorrance.',
    'Seen at Kessington General, then moved to the Vantry 6 ward on Quellby 4. Wife Ansa Roe at bedside.');
  return out.flatMap((t) => [t, t.toLowerCase(), t.toUpperCase()]);
}

/** Every non-empty subset of `rules`. */
function subsets(rules: readonly PhiRuleId[]): PhiRuleId[][] {
  const out: PhiRuleId[][] = [];
  for (let mask = 1; mask < 1 << rules.length; mask++) out.push(rules.filter((_, k) => (mask & (1 << k)) !== 0));
  return out;
}

describe('PHI engine core: the restored-case reading runs only the rules it keeps', function () {
  // Every family of the readers runs once per subset of its rules on every note in three letter cases: about 8 s alone
  // for the built-in lists at f3795dc and after the fifteenth round alike (7.6-8.1 s), which the full suite on two busy
  // cores stretched past mocha's 20 s.
  this.timeout(120_000);
  const built = loadPhiDictionaries(defaultPhiDictionariesPath(join(__dirname, '..', '..', '..', '..', 'src', 'engine')));
  const all = texts();
  for (const [name, dicts] of [['built-in lists', noDictionaries('test')], ['built dictionaries', built]] as const) {
    it(`finds what the whole family finds of those rules (${name})`, function () {
      if (dicts.source !== 'file' && name === 'built dictionaries') this.skip();
      const words = new WordClasses(dicts, lexiconWords());
      const readers = PHI_REGISTRY.filter((f) => f.restoredCase?.readOnly !== undefined);
      assert.ok(readers.length >= 5, `${readers.length} families`);
      const found = new Map<string, number>();
      for (const text of all) {
        const input = readNote(text, words);
        for (const family of readers) {
          const whole: Candidate[] = [];
          family.detect(input, whole);
          for (const rules of subsets(family.restoredCase!.rules)) {
            const part: Candidate[] = [];
            family.restoredCase!.readOnly!(input, part, rules);
            const want = whole.filter((c) => (rules as readonly string[]).includes(c.rule));
            assert.deepEqual(part.filter((c) => (rules as readonly string[]).includes(c.rule)), want, `${family.id} ${rules.join(' ')}`);
            found.set(family.id, (found.get(family.id) ?? 0) + want.length);
          }
        }
      }
      // With the dictionaries, each family was compared on texts where its rules find something (the arrival opening
      // needs a word no list holds, which the built-in lists cannot tell).
      if (dicts.source === 'file') for (const family of readers) assert.ok((found.get(family.id) ?? 0) > 0, `${family.id}: nothing found`);
    });
  }
});
