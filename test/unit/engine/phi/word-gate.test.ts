// A word gate (core/word-gate.ts) must open on every note that holds one of its words as a run of ASCII letters
// in any letter case (what a pattern anchored on the word needs), and on every note that holds "ſ" or the Kelvin
// sign, which patterns with the i and u flags read as letters and the others do not.
import { strict as assert } from 'node:assert';
import { withoutShouting } from '../../../../src/engine/phi/core/pipeline';
import { sameGateWords, wordGate } from '../../../../src/engine/phi/core/word-gate';
import { CLOSING, CLOSING_GATE_WORDS } from '../../../../src/engine/phi/rules/letter-people';
import { CLOSINGS } from '../../../../src/engine/phi/vocab/letter-words';

describe('PHI engine core: word gates', () => {
  const gate = wordGate('lives zip');
  const other = wordGate('campus');

  it('opens on the word in any case, between non-letters', () => {
    for (const text of ['he lives alone', 'LIVES', 'Lives.', '5lives', 'éliveS', 'live\u017F', 'x\u212A', 'zip: 12345', 'o’zip']) assert.equal(gate.open(text), true, text);
  });

  it('stays closed when the word is only part of a longer run of letters', () => {
    for (const text of ['', 'he lived alone', 'livesx', 'alives', 'zipcode', 'unzip', 'li ves']) assert.equal(gate.open(text), false, text);
  });

  it('answers each gate of the same note from one scan', () => {
    const text = 'the Cedar Crest campus; lives near';
    assert.equal(gate.open(text), true);
    assert.equal(other.open(text), true);
    assert.equal(other.open('the Cedar Crest site'), false);
    assert.equal(gate.open('the Cedar Crest site'), false);
  });

  it('answers right when two texts of one length take turns (a note and its calmed copy)', () => {
    // Same length, different words: the two remembered texts must never answer for each other.
    const a = 'LIVES NEAR THE CAMPUS';
    const b = 'lives near the campos';
    const c = 'x'.repeat(a.length);
    for (let round = 0; round < 3; round++) {
      assert.equal(other.open(a), true);
      assert.equal(other.open(b), false);
      assert.equal(gate.open(b), true);
      assert.equal(gate.open(c), false);
      assert.equal(other.open(a), true);
      assert.equal(gate.open(a), true);
      assert.equal(other.open(c), false);
      assert.equal(other.open(b), false);
    }
  });

  it('opens whenever a pattern anchored on the word matches (random texts)', () => {
    const pieces = ['lives', 'LIVES', 'zip', 'Zip', 'li', 'ves', 'x', ' ', '5', 'é', '\u017F', 'K', '-', "'", 'campus', 'z', 'ip'];
    const anchored = /(?<![A-Za-z])(?:lives|zip)(?![A-Za-z])/i;
    let s = 7;
    for (let n = 0; n < 3_000; n++) {
      let text = '';
      for (let i = 0; i < 1 + (n % 12); i++) text += pieces[((s = (s * 1103515245 + 12345) >>> 0) >>> 8) % pieces.length]!;
      assert.equal(gate.open(text), anchored.test(text) || /[\u017F\u212A]/.test(text), JSON.stringify(text));
    }
  });
});

describe('PHI engine core: the closing gate (person.closing)', () => {
  const gateWords = new Set(CLOSING_GATE_WORDS.split(' '));
  const gate = wordGate(CLOSING_GATE_WORDS);

  it('every closing holds one gate word as a word of its own', () => {
    for (const closing of CLOSINGS) assert.ok(closing.split(' ').some((w) => gateWords.has(w)), closing);
  });

  it('opens wherever CLOSING matches (random texts)', () => {
    const pieces = ['Thanks', 'thank you', 'Best', 'Kind regards', 'Take  care', 'Love', 'Yours truly', ',', '!', '.', ' ', '\n', '\r\n', 'Bob', 'Ann Lee', 'x', 'best', 'care', 'ab',
      '\nThanks, Bob\n', 'Regards,\nAnn Lee', '. Cheers!\n\nKim'];
    let s = 11;
    let matches = 0;
    for (let n = 0; n < 5_000; n++) {
      let text = '';
      for (let i = 0; i < 1 + (n % 25); i++) text += pieces[((s = (s * 1103515245 + 12345) >>> 0) >>> 8) % pieces.length]!;
      const found = [...text.matchAll(CLOSING)].length;
      matches += found;
      if (found > 0) assert.equal(gate.open(text), true, JSON.stringify(text));
    }
    assert.ok(matches > 200, `${matches} matches`);
  });
});

describe('PHI engine core: the calmed note answers from the note (sameGateWords)', () => {
  const gates = [wordGate('lives'), wordGate('zip campus'), wordGate('dear')];
  it('a calmed copy holds the gate words of its note, read or answered (random texts)', () => {
    const pieces = ['LIVES NEAR THE CAMPUS AND THE ZIP CODE IS ', 'lives', 'Dear Ann', 'ZIP', 'x', ' ', '\n', 'ABCDEFGHIJKLMNOPQRSTUVWXYZ ', '\u017F', 'é', 'campus'];
    let s = 5;
    let calmedDiffer = 0;
    for (let n = 0; n < 2_000; n++) {
      let text = '';
      for (let i = 0; i < 1 + (n % 20); i++) text += pieces[((s = (s * 1103515245 + 12345) >>> 0) >>> 8) % pieces.length]!;
      const calmed = withoutShouting(text);
      if (calmed !== text) calmedDiffer++;
      const read = gates.map((g) => g.open(calmed));
      assert.deepEqual(gates.map((g) => g.open(text)), read, JSON.stringify(text));
      sameGateWords(calmed, text);
      assert.deepEqual(gates.map((g) => g.open(calmed)), read, JSON.stringify(text));
      assert.deepEqual(gates.map((g) => g.open(text)), read, JSON.stringify(text));
    }
    assert.ok(calmedDiffer > 200, `${calmedDiffer} calmed copies`);
  });
});
