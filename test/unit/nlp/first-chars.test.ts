// The first characters read from a trigger pattern's source must include every character the pattern can
// really start with: else the classifier would never try it there and miss a cue.
import * as assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ASSERTION_TRIGGERS } from '../../../src/nlp/assertion-triggers';
import { firstChars } from '../../../src/nlp/first-chars';
import { findProjectRoot } from '../engine/lexicon-sources';

describe('nlp: first characters of trigger patterns', () => {
  it('reads literals, groups, optional atoms, classes and escapes', () => {
    assert.deepEqual([...firstChars('denies')!], ['d']);
    assert.deepEqual([...firstChars('(?:net|goal) negative')!].sort(), ['g', 'n']);
    assert.deepEqual([...firstChars('(?:many |\\d+ )?years ago')!].sort(), [...'0123456789my'].sort());
    assert.deepEqual([...firstChars('\\(-\\)')!], ['(']);
    assert.deepEqual([...firstChars('[A-C]x')!].sort(), ['a', 'b', 'c']);
    assert.equal(firstChars('(?:x)?'), undefined, 'a pattern that can match nothing may start anywhere');
  });

  it('covers every match of every trigger in our assertion sentences', () => {
    const root = findProjectRoot(__dirname);
    const text = ['assertion-sentences.tsv', 'assertion-heldout.tsv', 'assertion-note-styles.tsv'].map((f) => readFileSync(join(root, 'test', 'data', f), 'utf8')).join('\n');
    let checked = 0;
    for (const t of ASSERTION_TRIGGERS) {
      const first = firstChars(t.pattern);
      if (first === undefined) continue;
      for (const m of text.matchAll(new RegExp(`(?:${t.pattern})`, 'giu'))) {
        if (m[0] === '') continue;
        checked++;
        assert.ok(first.has(m[0][0]!.toLowerCase()), `${t.pattern} matched "${m[0]}"`);
      }
    }
    assert.ok(checked > 1000, `${checked} matches checked`);
  });
});
