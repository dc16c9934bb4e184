// hasEponymFollower reads the text in place: it must answer as the pattern it replaced does on the 32 code units after
// the name.
import { strict as assert } from 'node:assert';
import { EPONYM_FOLLOWERS, hasEponymFollower } from '../../../../src/engine/phi/vocab/name-guards';
import { randomText } from './random-text';

const PATTERN = /^(?:['’]s?)?[\s-]+([A-Za-z]+)/;
const byPattern = (text: string, end: number): boolean => {
  const m = PATTERN.exec(text.slice(end, end + 32));
  return m !== null && EPONYM_FOLLOWERS.has(m[1]!.toLowerCase());
};

describe('PHI engine: a word after a name that makes it an eponym', () => {
  it('answers as the pattern on 5,000 random texts, at every position', () => {
    const followers = [...EPONYM_FOLLOWERS].slice(0, 6);
    const PIECES = [...followers, ...followers.map((w) => w.toUpperCase()), 'Bell', "'", '’', 's', 'S', ' ', '  ', '\t', '\n', '-', '\u00a0', '\u2003', 'x', 'é', '5', 'palsyx',
      'abcdefghijklmnopqrstuvwxyzabcdef'];
    let yes = 0;
    for (let seed = 1; seed <= 5_000; seed++) {
      const text = randomText(PIECES, seed, 1 + (seed % 12));
      for (let end = 0; end <= text.length + 1; end++) {
        const want = byPattern(text, end);
        assert.equal(hasEponymFollower(text, end), want, `${JSON.stringify(text)} at ${end}`);
        if (want) yes++;
      }
    }
    assert.ok(yes > 1_000, `${yes} eponyms`);
  });
});
