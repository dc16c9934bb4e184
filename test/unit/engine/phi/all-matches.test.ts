// allMatches finds what `[...text.matchAll(re)]` finds, leaves `re` as it was, and refuses what matchAll refuses.
import { strict as assert } from 'node:assert';
import { allMatches, allMatchesBlankBefore, allMatchesFrom } from '../../../../src/engine/phi/core/all-matches';
import { COMMA_CAPITAL } from '../../../../src/engine/phi/core/anchored';
import { BRACKET, BRACKET_AT } from '../../../../src/engine/phi/rules/bracket-towns';
import { matchTuples, randomText } from './random-text';

const PATTERNS = [/\d+/g, /\b[A-Z][a-z]*/g, /x*/g, /(?:)/gu, /\p{Lu}?/gu, /(a)|(b)/g, /(?<word>\p{L}+)/gu, /\d{2}(?=-)/dg, /\s*/gy, /[\s\S]?/gu, /(?<=,)[ ]?/g];
const PIECES = ['a', 'b', 'Ann', ' ', ',', '12', '-', 'x', '\n', '😀', '\ud83d', '\ude00', 'É', ''];

describe('PHI engine core: allMatches', () => {
  it('finds the matches of matchAll, groups and indices included, on 3,000 random texts per pattern', () => {
    for (const re of PATTERNS) {
      for (let seed = 1; seed <= 3_000; seed++) {
        const text = randomText(PIECES, seed, seed % 25);
        const want = [...text.matchAll(re)];
        const got = allMatches(text, re);
        assert.deepEqual(matchTuples(got), matchTuples(want), `${String(re)} ${JSON.stringify(text)}`);
        assert.deepEqual(got.map((m) => [m.groups, m.indices]), want.map((m) => [m.groups, m.indices]));
        assert.equal(re.lastIndex, 0);
      }
    }
  });

  it('starts where lastIndex stands, as matchAll does, and leaves it there', () => {
    const re = /\d/g;
    re.lastIndex = 3;
    const want = matchTuples('1 2 3 4'.matchAll(re));
    assert.deepEqual(matchTuples(allMatches('1 2 3 4', re)), want);
    assert.equal(re.lastIndex, 3);
  });

  it('refuses a pattern without the g flag', () => {
    assert.throws(() => allMatches('a', /a/), TypeError);
    assert.throws(() => allMatchesFrom('a', /a/g, 'a'), TypeError);
  });

  it('allMatchesFrom finds what the global search finds, where every match starts with its code unit', () => {
    // The comma before a capital (core/text-memo.ts), a colon; with a test of what follows, an age between commas.
    const ages = [', 31', ', 5', ',  58', ',\t4', ' yo', ' y/o', 'M', ', ', ',', ' ', 'fifo ', 'boilermaker', 'Ann', '.', ';', '\n', '-', 'x'];
    const ageItem = /,[ \t]{1,2}\d{1,3}[ \t]{0,2}(?:y\/?o|[MFmf])?,[ \t]{1,2}([A-Za-z-]{2,20}[ \t]{1,2}){0,2}[A-Za-z-]{2,20}(?=[ \t]{0,2}(?:[,.;)\n]|$))/g;
    const blankDigit = (t: string, p: number): boolean => /^,[ \t]{1,2}\d/.test(t.slice(p, p + 4));
    const others = [',', ', ', ',  ', ' ', 'Ann', 'é', 'É', ':', ': ', '.', '\n', 'and', '😀', 'x'];
    const cases: [RegExp, readonly string[], (text: string) => RegExpExecArray[]][] = [
      [ageItem, ages, (t) => allMatchesFrom(t, new RegExp(ageItem.source, 'y'), ',', blankDigit)],
      [COMMA_CAPITAL, others, (t) => allMatchesFrom(t, new RegExp(COMMA_CAPITAL.source, 'uy'), ',')],
      [/:[ \t]{0,2}\p{Lu}?/gu, others, (t) => allMatchesFrom(t, /:[ \t]{0,2}\p{Lu}?/uy, ':')],
    ];
    for (const [re, pieces, find] of cases) {
      let matches = 0;
      for (let seed = 1; seed <= 3_000; seed++) {
        const text = randomText(pieces, seed * 7919, 4 + (seed % 40));
        const want = matchTuples(text.matchAll(re));
        matches += want.length;
        assert.deepEqual(matchTuples(find(text)), want, `${String(re)} ${JSON.stringify(text)}`);
      }
      assert.ok(matches > 200, `${String(re)}: ${matches} matches`);
    }
  });

  it('allMatchesBlankBefore finds what the global search finds, where every match opens with blanks and its code unit', () => {
    // bracket-towns' town in brackets, and a pattern whose match may end right before the next bracket's blanks.
    const pieces = [' ', '  ', '   ', '\t', '(', '((', ')', ' (', '  (', '(from ', '(of ', '(IN ', 'Town', 'Turners Falls', ' (Town)', '  (from Ann)', ' (of Turners Falls)', 'x', 'é', 'Ž', '𝐀', "'", '-', '\n', 'Ann'];
    const short = /[ \t]{1,2}\([a-z]?/g;
    const cases: [RegExp, RegExp][] = [[BRACKET, BRACKET_AT], [short, /[ \t]{1,2}\([a-z]?/y]];
    for (const [re, sticky] of cases) {
      let matches = 0;
      for (let seed = 1; seed <= 3_000; seed++) {
        const text = randomText(pieces, seed * 7919, 4 + (seed % 40));
        const want = matchTuples(text.matchAll(re));
        matches += want.length;
        assert.deepEqual(matchTuples(allMatchesBlankBefore(text, sticky, '(')), want, `${String(re)} ${JSON.stringify(text)}`);
      }
      assert.ok(matches > 200, `${String(re)}: ${matches} matches`);
    }
  });
});
