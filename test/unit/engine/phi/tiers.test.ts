// The score tiers (src/engine/phi/core/tiers.ts) are the engine's only scores: no rule or core file writes a
// score as a number, every rule declares its tiers in the registry, and on real notes every finding's score is
// a tier its rule declares. The clinical-word guard reads the explicit `anchored` flag, never a score, and
// overlapping readings of one name are united before the resolver.
import { strict as assert } from 'node:assert';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { createPhiIdentifier, defaultPhiDictionariesPath, loadPhiDictionaries, noDictionaries, type PhiDictionaries } from '../../../../src/engine/phi/index';
import { onlyClinicalWords } from '../../../../src/engine/phi/core/clinical-guard';
import { mergePeople } from '../../../../src/engine/phi/core/merge-people';
import { PHI_REGISTRY } from '../../../../src/engine/phi/core/registry';
import type { Candidate } from '../../../../src/engine/phi/core/scan';
import { TIER, TIER_NAMES, type TierName } from '../../../../src/engine/phi/core/tiers';

const ROOT = join(__dirname, '..', '..', '..', '..', '..');
const PHI = join(ROOT, 'src', 'engine', 'phi');

/** Fractional number literals (the way scores are written) in TypeScript source: comments, strings and regexes are not read. */
function scoreLiterals(source: string, fileName = 'x.ts'): string[] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isNumericLiteral(node) && !Number.isInteger(Number(node.text))) {
      found.push(`${fileName}:${file.getLineAndCharacterOfPosition(node.getStart()).line + 1}: ${node.getText(file)}`);
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

function sources(dir: string): { name: string; text: string }[] {
  return readdirSync(join(PHI, dir))
    .filter((f) => f.endsWith('.ts'))
    .map((f) => ({ name: `${dir}/${f}`, text: readFileSync(join(PHI, dir, f), 'utf8') }));
}

function candidate(text: string, word: string, type: Candidate['type'], score: number, anchored = false): Candidate {
  const start = text.indexOf(word);
  return { start, end: start + word.length, type, score, rule: '', anchored };
}

describe('PHI score tiers', () => {
  it('the checker finds a score written as a number, and not one in a comment, a string or a regex', () => {
    const planted = [
      "push(out, s, e, 'CITY', 0.7); // was 0.9",
      "const re = /\\b0\\.5\\b/; const s = '0.75';",
      'emit(ctx, i, j, type, strong ? TIER.cueName : .65, true);',
      'const rounds = 3;',
    ].join('\n');
    assert.deepEqual(scoreLiterals(planted), ['x.ts:1: 0.7', 'x.ts:3: .65']);
  });

  it('no rule or core file of the engine writes a score as a number (only core/tiers.ts does)', () => {
    const files = [...sources('rules'), ...sources('core')].filter((f) => f.name !== 'core/tiers.ts');
    assert.ok(files.length >= 20, `${files.length} files`);
    assert.deepEqual(files.flatMap((f) => scoreLiterals(f.text, f.name)), []);
    assert.ok(scoreLiterals(readFileSync(join(PHI, 'core', 'tiers.ts'), 'utf8')).length >= 10);
  });

  it('are declared in precedence order, highest first, between the review line (0.5) and 1', () => {
    const values = TIER_NAMES.map((n) => TIER[n]);
    for (let i = 1; i < values.length; i++) assert.ok(values[i]! <= values[i - 1]!, `${TIER_NAMES[i]} (${values[i]}) after ${TIER_NAMES[i - 1]} (${values[i - 1]})`);
    assert.ok(values.every((v) => v >= 0.5 && v < 1), values.join(' '));
  });

  it('every rule of the registry declares its tiers, and every tier is some rule\'s', () => {
    const used = new Set<TierName>();
    for (const f of PHI_REGISTRY) {
      assert.deepEqual([...f.rules].sort(), Object.keys(f.tiers).sort(), f.id);
      for (const r of f.rules) {
        const tiers = f.tiers[r] ?? [];
        assert.ok(tiers.length > 0, `${r} declares no tier`);
        for (const t of tiers) {
          assert.ok(Object.hasOwn(TIER, t), `${r}: unknown tier ${t}`);
          used.add(t);
        }
      }
    }
    assert.deepEqual(TIER_NAMES.filter((t) => !used.has(t)), []);
  });

  describe('on the engine\'s test notes, every finding\'s score is a tier its rule declares', () => {
    const declared = new Map<string, Set<number>>();
    for (const f of PHI_REGISTRY) for (const r of f.rules) declared.set(r, new Set((f.tiers[r] ?? []).map((t) => TIER[t])));
    const notes: { name: string; text: string }[] = [];
    for (const f of readdirSync(join(ROOT, 'samples')).filter((n) => /\.(?:txt|md)$/.test(n) && n !== 'README.md')) {
      notes.push({ name: `samples/${f}`, text: readFileSync(join(ROOT, 'samples', f), 'utf8') });
    }
    const own = JSON.parse(readFileSync(join(ROOT, 'test', 'data', 'phi-own-notes.json'), 'utf8')) as { notes: { id: string; text: string }[] };
    for (const n of own.notes) notes.push({ name: `own/${n.id}`, text: n.text });
    const reviewDir = join(ROOT, 'test', 'data', 'phi-review-notes');
    for (const f of readdirSync(reviewDir)) notes.push({ name: `review/${f}`, text: readFileSync(join(reviewDir, f), 'utf8') });

    const check = (dicts: PhiDictionaries): void => {
      const identify = createPhiIdentifier(dicts);
      const wrong: string[] = [];
      const rules = new Set<string>();
      for (const n of notes) {
        for (const f of identify(n.text)) {
          rules.add(f.rule ?? '');
          if (!declared.get(f.rule ?? '')?.has(f.score)) wrong.push(`${n.name}: ${f.rule} ${f.score} "${n.text.slice(f.start, f.end)}"`);
        }
      }
      assert.ok(notes.length >= 25 && rules.size >= 25, `${notes.length} notes, ${rules.size} rules`);
      assert.deepEqual(wrong, []);
    };
    it('without dictionaries', () => check(noDictionaries('test')));
    it('with the built dictionaries when present', () => check(loadPhiDictionaries(defaultPhiDictionariesPath(join(__dirname, '..', '..', '..', '..', 'src', 'engine')))));
  });
});

describe('PHI clinical-word guard', () => {
  const text = 'Seen by Foley and Neuro.';
  it('drops a name made of an eponym or clinical words, whatever its score', () => {
    assert.equal(onlyClinicalWords(text, candidate(text, 'Foley', 'DOCTOR', TIER.email)), true);
    assert.equal(onlyClinicalWords(text, candidate(text, 'Neuro', 'HOSPITAL', TIER.saintFacility)), true);
  });
  it('lets an anchored name stand, whatever its score', () => {
    assert.equal(onlyClinicalWords(text, candidate(text, 'Foley', 'DOCTOR', TIER.weakest, true)), false);
  });
  it('reads letters of any script: a Greek or Cyrillic place is words, a lone symbol or one Latin letter is not', () => {
    const t = 'Flew to ΛΕΜΕΣΟΣ and Полтава; saw J and ∆.';
    assert.equal(onlyClinicalWords(t, candidate(t, 'ΛΕΜΕΣΟΣ', 'CITY', TIER.placeWord)), false);
    assert.equal(onlyClinicalWords(t, candidate(t, 'Полтава', 'CITY', TIER.placeWord)), false);
    assert.equal(onlyClinicalWords(t, candidate(t, 'J', 'CITY', TIER.placeWord)), true);
    assert.equal(onlyClinicalWords(t, candidate(t, '∆', 'CITY', TIER.placeWord)), true);
  });
  it('lets a given name that is also an eponym stand after a kin or contact word, unless an eponym\'s word follows', () => {
    const given = (low: string): boolean => low === 'leopold' || low === 'quinton';
    const t = 'son leopold visited; friend: Quinton at bedside; nephew leopold sign neg; wife foley; son has positive homans';
    assert.equal(onlyClinicalWords(t, candidate(t, 'leopold', 'PATIENT', TIER.weakest), undefined, given), false);
    assert.equal(onlyClinicalWords(t, candidate(t, 'Quinton', 'PATIENT', TIER.weakest), undefined, given), false);
    // Without the word lists' answer, as before.
    assert.equal(onlyClinicalWords(t, candidate(t, 'leopold', 'PATIENT', TIER.weakest)), true);
    const sign = t.indexOf('leopold sign');
    assert.equal(onlyClinicalWords(t, { start: sign, end: sign + 7, type: 'PATIENT', score: TIER.weakest, rule: '', anchored: false }, undefined, given), true);
    assert.equal(onlyClinicalWords(t, candidate(t, 'foley', 'PATIENT', TIER.weakest), undefined, given), true);
    assert.equal(onlyClinicalWords(t, candidate(t, 'homans', 'PATIENT', TIER.weakest), undefined, given), true);
    // A place is never read so.
    assert.equal(onlyClinicalWords(t, candidate(t, 'Quinton', 'CITY', TIER.weakest), undefined, given), true);
  });
  it('never touches types that are not names or places', () => {
    assert.equal(onlyClinicalWords(text, candidate(text, 'Neuro', 'DATE', TIER.weakest)), false);
  });
  it('keeps "Dr. Foley" and "Jane Foley, RN" in a note, and drops "Foley" read by a weaker cue', () => {
    const identify = createPhiIdentifier();
    const names = (t: string): string[] => identify(t).filter((f) => f.type === 'DOCTOR' || f.type === 'PATIENT').map((f) => t.slice(f.start, f.end));
    assert.deepEqual(names('Plan discussed with Dr. Foley today.'), ['Foley']);
    assert.deepEqual(names('dr foley aware of plan'), ['foley']);
    assert.deepEqual(names('Note by Jane Foley, RN'), ['Jane Foley']);
    assert.deepEqual(names('Foley aware, foley draining well.'), []);
  });
});

describe('PHI mergePeople', () => {
  const text = 'son Michael Brennan called';
  it('unites overlapping person readings: the union span, the best tier with its type and rule, anchored if any part was', () => {
    const cue: Candidate = { ...candidate(text, 'Michael', 'PATIENT', TIER.cueKnownName), rule: 'person.relative' };
    const given: Candidate = { ...candidate(text, 'Michael Brennan', 'DOCTOR', TIER.givenAndSurname, true), rule: 'name.given' };
    const place = candidate(text, 'Brennan', 'CITY', TIER.gazetteer);
    const out = mergePeople([cue, place, given]);
    const person = out.find((c) => c.type !== 'CITY')!;
    assert.equal(out.length, 2);
    assert.deepEqual([text.slice(person.start, person.end), person.type, person.score, person.rule, person.anchored], ['Michael Brennan', 'PATIENT', TIER.cueKnownName, 'person.relative', true]);
    assert.ok(out.includes(place));
  });
  it('leaves apart person readings that do not overlap', () => {
    const a = candidate(text, 'Michael', 'PATIENT', TIER.cueName);
    const b = candidate(text, 'Brennan', 'PATIENT', TIER.cueName);
    assert.equal(mergePeople([a, b]).length, 2);
  });
});
