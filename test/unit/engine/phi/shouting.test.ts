// The engine's one test for a shouting line (core/shouting.ts): the pipeline's calmed copy, the case restorer and the
// review queue all read the lines it finds.
import { strict as assert } from 'node:assert';
import { calmLines, withoutShouting } from '../../../../src/engine/phi/core/pipeline';
import { shoutingAt, shoutingSpans } from '../../../../src/engine/phi/core/shouting';
import { shoutingLines } from '../../../../src/engine/phi/review/rule';
import { randomText } from './random-text';

/** The judgement written out line by line: 24 capitals or more, over three times the small letters, no Title-case word. */
function loudLine(line: string): boolean {
  const upper = (line.match(/[A-Z]/g) ?? []).length;
  const lower = (line.match(/[a-z]/g) ?? []).length;
  const titled = (line.match(/(?<![A-Za-z])[A-Z][a-z]{3,}(?![A-Za-z])/g) ?? []).length;
  return upper >= 24 && upper > 3 * lower && titled === 0;
}

const PIECES = ['LIVES NEAR THE CAMPUS AND THE ZIP CODE IS ', 'ABCDEFGHIJKLMNOPQRSTUVWXYZ ', 'ABCDEFGH', 'Dear Ann', 'abc', 'x', ' ', '\n', '\r\n', '\u017F', 'É', '123', 'Oakvale', 'McKEE', 'Ab', 'Abc'];

describe('PHI engine core: shouting lines', () => {
  it('a long line of capitals shouts; a short header or a sentence does not', () => {
    assert.deepEqual(shoutingSpans('PATIENT SEEN IN CLINIC TODAY WITH HIS WIFE\nNAME: ROE, JANE\nSeen today.'), [0, 42]);
    assert.deepEqual(shoutingSpans('NAME: ROE, JANE'), []);
    assert.deepEqual(shoutingSpans('Patient seen in clinic today with his wife and son.'), []);
  });

  it('a line of capitals that carries a Title-case word of four letters or more does not shout', () => {
    // A letterhead: the practice in capitals, its town in Title case.
    assert.deepEqual(shoutingSpans('FERN GULLY FAMILY MEDICINE · 22 W 300 S, Pinecastle, ID 83999'), []);
    // A short Title word ("Dr", "Mr"), a capital run with small letters inside ("McKEE") or a word in capitals with an
    // initial capital only ("ABc") is no Title-case word: the line still shouts.
    assert.deepEqual(shoutingSpans('PT SEEN BY Dr ROE AND Mr McKEE, WIFE AT BEDSIDE ALL DAY'), [0, 55]);
  });

  it('the spans, the calmed copy and the review look-up agree with the judgement of each line (random texts)', () => {
    let loud = 0;
    for (let seed = 1; seed <= 2_000; seed++) {
      const text = randomText(PIECES, seed, 1 + (seed % 30));
      const spans = shoutingSpans(text);
      const want: number[] = [];
      let at = 0;
      for (const line of text.split('\n')) {
        if (loudLine(line)) want.push(at, at + line.length);
        at += line.length + 1;
      }
      assert.deepEqual(spans, want, JSON.stringify(text));
      loud += want.length / 2;
      assert.equal(withoutShouting(text), calmLines(text, spans));
      const review = shoutingLines(text);
      const look = shoutingAt(spans);
      for (let i = 0; i <= text.length; i++) {
        const inLoud = want.some((_, k) => k % 2 === 0 && want[k]! <= i && i <= want[k + 1]!);
        assert.equal(review(i), inLoud, `${JSON.stringify(text)} at ${i}`);
        assert.equal(look(i), inLoud);
      }
    }
    assert.ok(loud > 300, `${loud} shouting lines`);
  });
});
