// What core/text-memo.ts reads once a note for several families (where its lines start, where a blank stands before a
// digit) and the searches that read it instead of the note: whole-note patterns opening with `^` (the `m` flag), tried
// only where a line starts (core/all-matches.ts, `allMatchesAt`), and the street words' ends (rules/euro-streets.ts).
// Each finds what its global search finds on random texts made of the pieces it reads, with every kind of line break.
import { strict as assert } from 'node:assert';
import { allMatchesAt, stickyOf } from '../../../../src/engine/phi/core/all-matches';
import { blankDigitsOf, lineStartsOf, TextMemo } from '../../../../src/engine/phi/core/text-memo';
import { STREET_WORD_END, streetWordEnds } from '../../../../src/engine/phi/rules/euro-streets';
import { BEFORE_ADDRESS, BEFORE_ADDRESS_WINDOW, beforeAddresses, commaDigits } from '../../../../src/engine/phi/rules/letter-addresses';
import { GateWords } from '../../../../src/engine/phi/core/word-gate';
import { COMPACT_AFTER_LABEL, COMPACT_AFTER_LABEL_AT, compactMayMatch, DOTTED_AFTER_CUE, DOTTED_AFTER_CUE_AT, dottedMayMatch } from '../../../../src/engine/phi/rules/written-dates';
import { LINE } from '../../../../src/engine/phi/rules/pager-sign-off';
import { PATIENT_LINE } from '../../../../src/engine/phi/rules/patient-lines';
import { RE_LINE, RE_TOWN } from '../../../../src/engine/phi/rules/re-address-lines';
import { HEADING, headingStarts } from '../../../../src/engine/phi/rules/unit-floors';
import { matchTuples, randomText } from './random-text';

const BREAKS = ['\n', '\r\n', '\r', '\u2028', '\u2029', '\n\n'];
const EDGES = [...BREAKS, ' ', '  ', '\t', '-', ',', ', ', '.', 'x', 'é', '\u{1D400}', 'ſ', '\u212A', '5'];

const cases: readonly [string, RegExp, readonly string[], number][] = [
  ['HEADING (unit-floors)', HEADING, [...EDGES, '- ', '– ', '—\t', '--', 'Quarrel', 'tollefby', 'BRANNOCK', 'gen', 'med', '7', '12', '4B', ' 5 ', 'Ortho',
    'RN', 'note', 'Note', 'progress', 'rm', 'room', 'nursing', 'Quarrel 7 Ortho RN Note', '- brannock 5 rm 512'], 100],
  ['PATIENT_LINE (patient-lines)', PATIENT_LINE, [...EDGES, 'Re: ', 'pt: ', 'Mrs ', 'Mr. ', 'Ab', 'Cd', 'Cd-Ef', 'Ab Cd', ', 93', ', 34M', ', 90 yo f',
    ', ', 'ur ', 'MRN ', 'ab0012345', 'ABC-1234567', '12345', 'Ab Cd, 93, ur ab0012345', 'pt: ab cd, 93, 1234567,'], 100],
  ['LINE (pager-sign-off)', LINE, [...EDGES, 'r. ', 'J.', 'j. lee', 'roe', 'ROE', ' rn', ' MD', ', pgy-2,', ' pgy1', ' pgr ', ' PAGER ', ' x', 'x6-4410',
    '4412', '7-2290', 'vocera ', '-m. roe rn x6-4410', 'r. roe rn  pgr 4412'], 100],
  ['RE_LINE (re-address-lines)', RE_LINE, [...EDGES, 'Re: ', 'Re:', 'Ab Cd ', 'DOB ', 'NHS ', '(93)', '01/02/1930', '12 High Street', 'Lane', 'Town',
    'Re: Ab Cd DOB 01/02/1930\n12 Lane, Town\n'], 30],
  ['RE_TOWN (re-address-lines)', RE_TOWN, [...EDGES, 'Re: ', 'Re:', 'Ab Cd ', 'DOB ', 'MRN ', 'NHS No. ', '01/02/1930', ' , ', '"Rose Cottage" via ',
    'Town', 'Upper Town', 'Re: Ab DOB 01/02/1930, Town\n'], 30],
];

describe('PHI engine rules: patterns tried only where a line starts', () => {
  it('lineStartsOf: every position `^` holds at under the m flag', () => {
    for (let seed = 1; seed <= 2_000; seed++) {
      const text = randomText(EDGES, seed, seed % 30);
      const want = [...text.matchAll(/^/gm)].map((m) => m.index);
      assert.deepEqual(lineStartsOf(text), want, JSON.stringify(text));
    }
  });
  it('TextMemo.lineStarts: the note and its calmed copy share them', () => {
    const memo = new TextMemo();
    const note = 'AB CD\nsome text\r\nEF';
    const calmed = 'ab cd\nsome text\r\nEF';
    memo.calmedCopy(calmed, note, [0, 5]);
    assert.deepEqual(memo.lineStarts(calmed), lineStartsOf(note));
    assert.equal(memo.lineStarts(note), memo.lineStarts(calmed));
    assert.deepEqual(memo.lineStarts('x\ny'), [0, 2]);
  });
  for (const [name, pattern, pieces, least] of cases) {
    it(`${name}: same matches as its global search on 5,000 random texts`, () => {
      const sticky = stickyOf(pattern);
      let matches = 0;
      for (let seed = 1; seed <= 5_000; seed++) {
        const text = randomText(pieces, seed, 1 + (seed % 40));
        const lines = lineStartsOf(text);
        const found = matchTuples(allMatchesAt(text, sticky, pattern === HEADING ? headingStarts(text, lines) : lines));
        assert.deepEqual(found, matchTuples(text.matchAll(pattern)), JSON.stringify(text));
        matches += found.length;
      }
      assert.ok(matches > least, `${matches} matches`);
    });
  }
});

describe('PHI engine rules: the blanks before a digit, read once a note', () => {
  const PIECES = [...EDGES, '1', '42', ' 7', '\t9', '  3', 'vej', 'gade', 'gatan', 'Lindevej', 'allé', 'platz', 'é', 'e', 'n', 'z', 'ab', 'Ostgatan 4', 'e  5', 'e   5'];
  it('blankDigitsOf: the global search of a blank and a digit', () => {
    for (let seed = 1; seed <= 3_000; seed++) {
      const text = randomText(PIECES, seed, seed % 40);
      assert.deepEqual(blankDigitsOf(text), [...text.matchAll(/[ \t]\d/g)].map((m) => m.index), JSON.stringify(text));
    }
  });
  it('streetWordEnds: where each match of STREET_WORD_END ends its letter, on 5,000 random texts', () => {
    let matches = 0;
    for (let seed = 1; seed <= 5_000; seed++) {
      const text = randomText(PIECES, seed, 1 + (seed % 40));
      const want = [...text.matchAll(STREET_WORD_END)].map((m) => m.index + 1);
      assert.deepEqual(streetWordEnds(text, blankDigitsOf(text)), want, JSON.stringify(text));
      matches += want.length;
    }
    assert.ok(matches > 1_000, `${matches} matches`);
  });
  it('TextMemo.blankDigits: the note and its calmed copy share them', () => {
    const memo = new TextMemo();
    memo.calmedCopy('ab 12\tcd 3', 'AB 12\tcd 3', [0, 5]);
    assert.deepEqual(memo.blankDigits('AB 12\tcd 3'), [2, 8]);
    assert.equal(memo.blankDigits('ab 12\tcd 3'), memo.blankDigits('AB 12\tcd 3'));
  });
});

describe('PHI engine rules: a place cue and a name before a street address, tried only before a comma and a digit', () => {
  const A = '\u{1D400}';
  const PIECES = [...EDGES, 'at ', 'to ', 'from  ', 'visit ', 'attending ', 'Ostervald', 'Mill', 'Ab', '& ', ', ', ',  ', ',', '14 ', '14', '2B, ', 'Mill Lane',
    `${A}bc`, 'at Ostervald, 14 Mill Lane', 'at Ab & Cd Ef, 2 Gh'];
  it('commaDigits: the global search of a comma, blanks and a digit', () => {
    for (let seed = 1; seed <= 3_000; seed++) {
      const text = randomText(PIECES, seed, seed % 40);
      assert.deepEqual(commaDigits(text, blankDigitsOf(text)), [...text.matchAll(/,[ \t]{1,2}\d/g)].map((m) => m.index), JSON.stringify(text));
    }
  });
  it('the window holds the longest match, and not one code unit less', () => {
    const text = `attending  ${A.repeat(26)}${`  &  ${A.repeat(26)}`.repeat(3)},  1 Ab`;
    const all = matchTuples(text.matchAll(BEFORE_ADDRESS));
    assert.equal(all.length, 1);
    const commas = commaDigits(text, blankDigitsOf(text));
    assert.deepEqual(matchTuples(beforeAddresses(text, new GateWords(text), commas)), all);
    assert.deepEqual(beforeAddresses(text, new GateWords(text), commas, BEFORE_ADDRESS_WINDOW - 1), []);
  });
  it('beforeAddresses: same matches as BEFORE_ADDRESS\'s global search on 5,000 random texts', () => {
    let matches = 0;
    for (let seed = 1; seed <= 5_000; seed++) {
      const text = randomText(PIECES, seed, 1 + (seed % 40));
      const found = matchTuples(beforeAddresses(text, new GateWords(text), commaDigits(text, blankDigitsOf(text))));
      assert.deepEqual(found, matchTuples(text.matchAll(BEFORE_ADDRESS)), JSON.stringify(text));
      matches += found.length;
    }
    assert.ok(matches > 100, `${matches} matches`);
  });
});

describe('PHI engine rules: date cues tried only where a digit follows them', () => {
  const PIECES = [...EDGES, 'on', 'On', 'ON', 'from', 'since', 'dated', 'date', 'dob', 'DOB', 'd.o.b.', 'D.O.B', 'd', 'doa', 'onset', 'reviewed', 'collected',
    ':', '=', ' : ', '  :  ', '3.6.25', '12.11.24', '4.8.25', '20251014', '19330719', '2025101', ' mg', '.5', 'seen on 3.6.25', 'DOB: 19330719'];
  const cases: readonly [string, RegExp, typeof DOTTED_AFTER_CUE_AT, (text: string, p: number) => boolean][] = [
    ['DOTTED_AFTER_CUE', DOTTED_AFTER_CUE, DOTTED_AFTER_CUE_AT, dottedMayMatch],
    ['COMPACT_AFTER_LABEL', COMPACT_AFTER_LABEL, COMPACT_AFTER_LABEL_AT, compactMayMatch],
  ];
  for (const [name, pattern, anchor, mayMatch] of cases) {
    it(`${name}: same matches as its global search on 5,000 random texts`, () => {
      let matches = 0;
      for (let seed = 1; seed <= 5_000; seed++) {
        const text = randomText(PIECES, seed, 1 + (seed % 40));
        const found = matchTuples(anchor.matchAll(text, new GateWords(text), mayMatch));
        assert.deepEqual(found, matchTuples(text.matchAll(pattern)), JSON.stringify(text));
        matches += found.length;
      }
      assert.ok(matches > 300, `${matches} matches`);
    });
  }
});
