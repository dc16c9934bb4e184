// A word gate (core/word-gate.ts) must open on every note that holds one of its words as a run of ASCII letters
// in any letter case (what a pattern anchored on the word needs), and on every note that holds "ſ" or the Kelvin
// sign, which patterns with the i and u flags read as letters and the others do not.
import { strict as assert } from 'node:assert';
import { withoutShouting } from '../../../../src/engine/phi/core/pipeline';
import { GateWords, wordGate, type WordGate } from '../../../../src/engine/phi/core/word-gate';
import { ORG_BEFORE_NOUN, ORG_NOUN_GATE_WORDS } from '../../../../src/engine/phi/rules/institutions';
import { CLOSING, CLOSING_GATE_WORDS } from '../../../../src/engine/phi/rules/letter-people';
import { CLOSINGS } from '../../../../src/engine/phi/vocab/letter-words';

/** The gate open on a note, from a scan of that note (core/pipeline.ts reads each note once). */
const opens = (g: WordGate, text: string): boolean => g.open(new GateWords(text));

describe('PHI engine core: word gates', () => {
  const gate = wordGate('lives zip');
  const other = wordGate('campus');

  it('opens on the word in any case, between non-letters', () => {
    for (const text of ['he lives alone', 'LIVES', 'Lives.', '5lives', 'éliveS', 'live\u017F', 'x\u212A', 'zip: 12345', 'o’zip']) assert.equal(opens(gate, text), true, text);
  });

  it('stays closed when the word is only part of a longer run of letters', () => {
    for (const text of ['', 'he lived alone', 'livesx', 'alives', 'zipcode', 'unzip', 'li ves']) assert.equal(opens(gate, text), false, text);
  });

  it('keeps a note\'s words for the gates made before it was read; a gate made later stays open on it', () => {
    const seen = new GateWords('he lives alone');
    const later = wordGate('alone zebrafish');
    assert.equal(later.open(seen), true);
    assert.equal(later.open(new GateWords('no such word')), false);
    assert.equal(later.open(new GateWords('a zebrafish')), true);
  });

  it('answers each gate of the same note from one scan', () => {
    const seen = new GateWords('the Cedar Crest campus; lives near');
    assert.equal(gate.open(seen), true);
    assert.equal(other.open(seen), true);
    const site = new GateWords('the Cedar Crest site');
    assert.equal(other.open(site), false);
    assert.equal(gate.open(site), false);
  });

  it('takes no word longer than a note can hold as a run the scan keeps', () => {
    assert.throws(() => wordGate('a'.repeat(25)));
    assert.throws(() => wordGate('zip-code'));
  });

  it('opens whenever a pattern anchored on the word matches (random texts)', () => {
    const pieces = ['lives', 'LIVES', 'zip', 'Zip', 'li', 'ves', 'x', ' ', '5', 'é', '\u017F', 'K', '-', "'", 'campus', 'z', 'ip'];
    const anchored = /(?<![A-Za-z])(?:lives|zip)(?![A-Za-z])/i;
    let s = 7;
    for (let n = 0; n < 3_000; n++) {
      let text = '';
      for (let i = 0; i < 1 + (n % 12); i++) text += pieces[((s = (s * 1103515245 + 12345) >>> 0) >>> 8) % pieces.length]!;
      assert.equal(opens(gate, text), anchored.test(text) || /[\u017F\u212A]/.test(text), JSON.stringify(text));
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
      if (found > 0) assert.equal(opens(gate, text), true, JSON.stringify(text));
    }
    assert.ok(matches > 200, `${matches} matches`);
  });
});

describe('PHI engine core: the kind-noun gate (org.before-noun)', () => {
  const gate = wordGate(ORG_NOUN_GATE_WORDS);

  it('opens wherever ORG_BEFORE_NOUN matches, but for "501(c)(3)" (random texts)', () => {
    const pieces = ['The Contoso', '\nFabrikam', ', Tailspin', ' and Lee', ' & Co', ' office', ' offices', ' website', ' is a ', ' is an ', 'design ', 'start-up', 'non-profit',
      'not-for-profit', 'company', 'bank', '501(c)(3)', '; Northwind', ' ', '\t', 'x', 'é', 'officer', 'companyx', '.', 'organisation', 'firm', '3'];
    let s = 13;
    let matches = 0;
    for (let n = 0; n < 5_000; n++) {
      let text = '';
      for (let i = 0; i < 1 + (n % 16); i++) text += pieces[((s = (s * 1103515245 + 12345) >>> 0) >>> 8) % pieces.length]!;
      const found = [...text.matchAll(ORG_BEFORE_NOUN)].length;
      matches += found;
      if (found > 0) assert.equal(opens(gate, text) || text.includes('501(c)'), true, JSON.stringify(text));
    }
    assert.ok(matches > 200, `${matches} matches`);
  });
});

describe('PHI engine core: the calmed note holds the gate words of its note', () => {
  const gates = [wordGate('lives'), wordGate('zip campus'), wordGate('dear')];
  it('a scan of the calmed copy opens the gates a scan of the note opens (random texts)', () => {
    const pieces = ['LIVES NEAR THE CAMPUS AND THE ZIP CODE IS ', 'lives', 'Dear Ann', 'ZIP', 'x', ' ', '\n', 'ABCDEFGHIJKLMNOPQRSTUVWXYZ ', '\u017F', 'é', 'campus'];
    let s = 5;
    let calmedDiffer = 0;
    for (let n = 0; n < 2_000; n++) {
      let text = '';
      for (let i = 0; i < 1 + (n % 20); i++) text += pieces[((s = (s * 1103515245 + 12345) >>> 0) >>> 8) % pieces.length]!;
      const calmed = withoutShouting(text);
      if (calmed !== text) calmedDiffer++;
      assert.deepEqual(gates.map((g) => opens(g, text)), gates.map((g) => opens(g, calmed)), JSON.stringify(text));
    }
    assert.ok(calmedDiffer > 200, `${calmedDiffer} calmed copies`);
  });
});
