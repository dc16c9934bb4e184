// The facts a TextMemo keeps are those of the text asked about, whichever of a note and its calmed copy was asked
// before (the families read both in turn) and whatever copy of the same text is passed.
import { strict as assert } from 'node:assert';
import { calmLines } from '../../../../src/engine/phi/core/pipeline';
import { capitalStartsOf, lowerKeepingOffsets } from '../../../../src/engine/phi/core/scan';
import { COMMA_CAPITAL } from '../../../../src/engine/phi/core/anchored';
import { shoutingSpans } from '../../../../src/engine/phi/core/shouting';
import { TextMemo } from '../../../../src/engine/phi/core/text-memo';
import { GateWords } from '../../../../src/engine/phi/core/word-gate';
import { matchTuples, randomText } from './random-text';

const PIECES = [' ', '\n', ', ', 'Ann', 'BOYD', 'PATIENT SEEN IN CLINIC TODAY WITH WIFE', '\nMRS ANN BOYD SEEN IN CLINIC WITH HER SON É\n', 'lives', 'İ', 'x', 'Σ', '. ', "O'Neil", ', Kim', 'É', 'ÉLODIE', '5', '&', '_', '-', 'A'];

describe('PHI engine core: text memo', () => {
  it('answers for the note and its calmed copy asked in any order', () => {
    let calmedDiffer = 0;
    for (let seed = 1; seed <= 1_000; seed++) {
      const text = randomText(PIECES, seed, 60);
      const shouting = shoutingSpans(text);
      const memo = new GateWords(text).memo;
      const calmed = calmLines(text, shouting);
      memo.calmedCopy(calmed, text, shouting);
      if (calmed !== text) calmedDiffer++;
      // Equal texts built apart: the memo must not tell them by pointer.
      const copies = [text, calmed, (' ' + text).slice(1), (' ' + calmed).slice(1)];
      for (let k = 0; k < 12; k++) {
        const read = copies[(seed + k * 7) % copies.length]!;
        assert.deepEqual(memo.capitalStarts(read), capitalStartsOf(read));
        assert.deepEqual(matchTuples(memo.commaCapitals(read)), matchTuples(read.matchAll(COMMA_CAPITAL)));
        assert.equal(memo.lowerCaseOf(read), lowerKeepingOffsets(read));
      }
    }
    assert.ok(calmedDiffer > 100, `${calmedDiffer} calmed copies`);
  });

  it('answers for a text that is neither the note nor its calmed copy', () => {
    const memo = new TextMemo();
    memo.calmedCopy('patient seen with wife', 'PATIENT SEEN WITH WIFE', [0, 22]);
    for (const read of ['PATIENT SEEN WITH WIFE', 'Ann Boyd, Kim', 'PATIENT seen with wife', 'PATIENT SEEN WITH WIFE'.slice(0, 10)]) {
      assert.deepEqual(memo.capitalStarts(read), capitalStartsOf(read));
      assert.equal(memo.lowerCaseOf(read), lowerKeepingOffsets(read));
    }
  });
  it('finds a shared fact once a text, under its name, and again for another text', () => {
    const memo = new TextMemo();
    let reads = 0;
    const count = (text: string) => () => { reads++; return text.length; };
    const note = 'Lives at 7 Heol y Felin';
    assert.equal(memo.shared('streets', note, count(note)), note.length);
    assert.equal(memo.shared('streets', `${note} `.trim(), count(note)), note.length);
    assert.equal(reads, 1);
    assert.equal(memo.shared('boxes', note, count(note)), note.length);
    assert.equal(memo.shared('streets', 'RR 2 Box 18', count('RR 2 Box 18')), 11);
    assert.equal(reads, 3);
  });
});
