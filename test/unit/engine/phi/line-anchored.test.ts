// Patterns tried only on the line of their anchor, before it (core/anchored.ts, `matchAllOnLinesBefore`): each finds what
// its whole pattern's global search finds on random texts made of the pieces it reads.
import { strict as assert } from 'node:assert';
import { ORG_BEFORE_NOUN, orgsBeforeNoun } from '../../../../src/engine/phi/rules/institutions';
import { AGE_SHAPE, ageShapesBefore } from '../../../../src/engine/phi/rules/person-of-town';
import { matchTuples, randomText } from './random-text';

const ORG_PIECES = ['the ', 'The ', 'the', 'The', 'Tailspin', 'Contoso', 'Ödön', '\u{1D400}bc', 'Harbour-side', "O'Neil", '&', 'and', 'Trust',
  ' office', ' offices', ' headquarters', ' website', ' officer', ' is a ', ' is an ', ' is', 'is a', ' is  a  Danish ', ' company', ' charity', ' bank',
  ' firm', ' 501(c)(3)', ' agency', 'x', ' ', '  ', '\t', ',', ', ', ';\t', '.', '\n', '\r\n', '\r', '\u2028', '5', 'é', 'A',
  'The Tailspin office', 'Contoso is a design agency', ', Harbourside Trust is a charity', '\nPellworth is a Danish manufacturer'];

describe('PHI engine rules: patterns tried only on their anchor\'s line', () => {
  it('ORG_BEFORE_NOUN: same matches as the whole pattern on 5,000 random texts', () => {
    let matches = 0;
    for (let seed = 1; seed <= 5_000; seed++) {
      const text = randomText(ORG_PIECES, seed, 1 + (seed % 40));
      const found = matchTuples(orgsBeforeNoun(text));
      assert.deepEqual(found, matchTuples(text.matchAll(ORG_BEFORE_NOUN)), JSON.stringify(text));
      matches += found.length;
    }
    assert.ok(matches > 300, `${matches} matches`);
  });
});

describe('PHI engine rules: the age shapes read only in the windows before "of"', () => {
  const PIECES = ['83', '7', ' ', '  ', '\t', '-', 'y', 'Y', 'yo', ' year old', '-year-old', 'x', 'of', 'é', '\n', '12 - y', '5 y', '1990', 'abc', '.'];
  it('ageShapesBefore: what the global search of AGE_SHAPE says of each window, on 5,000 random texts', () => {
    let yes = 0;
    for (let seed = 1; seed <= 5_000; seed++) {
      const text = randomText(PIECES, seed, 1 + (seed % 80));
      const starts = [...text.matchAll(AGE_SHAPE)].map((m) => m.index);
      const before = ageShapesBefore(text);
      // Positions that never go back, some repeated, some far apart.
      for (let at = seed % 3, step = 1 + (seed % 7); at <= text.length; at += step, step = (step * 5 + 3) % 97) {
        const want = starts.some((s) => s >= at - 72 && s < at);
        assert.equal(before(at), want, `${JSON.stringify(text)} at ${at}`);
        if (want) yes++;
        if (step % 4 === 0) assert.equal(before(at), want);
      }
    }
    assert.ok(yes > 1000, `${yes} windows with an age`);
  });
});
