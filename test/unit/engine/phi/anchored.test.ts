// matchAllBeforeAnchor (core/anchored.ts) must find exactly what matchAllBehind finds for the pattern it serves
// ("Ann Boyd, CNA assisted"): compared on random texts built from the pieces that pattern cares about (names,
// initials, commas, credentials, blanks, accented and astral capitals, periods, line breaks), and by hand.
import { strict as assert } from 'node:assert';
import { matchAllBeforeAnchor, mayStartAsciiLetter } from '../../../../src/engine/phi/core/anchored';
import { matchAllBehind } from '../../../../src/engine/phi/core/lookbehind';
import { BEFORE_KIND, BEFORE_KIND_ANCHOR, BEFORE_KIND_WINDOW, BEFORE_KIND_WORDS } from '../../../../src/engine/phi/rules/org-cues';
import { GateWords } from '../../../../src/engine/phi/core/word-gate';
import { AFTER_FACILITY, AFTER_FACILITY_ANCHOR, AFTER_FACILITY_WINDOW, CAMPUS, CAMPUS_ANCHOR, CAMPUS_WINDOW, startsWithOorA, STREET_ON, STREET_ON_ANCHOR, STREET_ON_WINDOW } from '../../../../src/engine/phi/rules/place-cues';
import { SAINT_FACILITY, SAINT_FACILITY_ANCHOR, SAINT_FACILITY_WINDOW, startsWithS, TOWN_STATE, TOWN_STATE_ANCHOR, TOWN_STATE_WINDOW } from '../../../../src/engine/phi/rules/facilities';
import { NAME_CREDENTIAL, NAME_CREDENTIAL_ANCHOR, NAME_CREDENTIAL_BEHIND, NAME_CREDENTIAL_WINDOW, ROLE_BRACKET, ROLE_BRACKET_ANCHOR, ROLE_BRACKET_BEHIND, ROLE_BRACKET_WINDOW } from '../../../../src/engine/phi/rules/staff-cues';
import { NUMBER_FIRST, NUMBER_FIRST_BEHIND, NUMBER_FIRST_WINDOW, NUMBER_FIRST_WORDS, startsWithDigit } from '../../../../src/engine/phi/rules/euro-streets';
import { DAY_MONTH_YEAR, DAY_MONTH_YEAR_WINDOW, MONTH_RUN_AT } from '../../../../src/engine/phi/rules/written-dates';
import { startsNumber, STREET_ANY_CASE, STREET_ANY_CASE_WINDOW, STREET_WORD_RUN_AT } from '../../../../src/engine/phi/rules/place-kinds';
import { matchTuples, randomText } from './random-text';

const PIECES = ['Ann Boyd', 'Kay J. Lund-Ray', "Ron O'Neil", 'Éva Ödön', '\u{1D400}bc Lee', 'Ann', 'Boyd', 'J.', ', CNA', ',MD', ',  RN', ', CST', ',',
  ' ', '  ', '\t', ' assisted', ' counted', '.', ';', '\n', 'x', 'a', '.Ann', ' Lee', 'ab'];

const at = new RegExp(NAME_CREDENTIAL.source, 'muy');
const anchored = (text: string): string[][] =>
  matchTuples(matchAllBeforeAnchor(text, NAME_CREDENTIAL_ANCHOR, NAME_CREDENTIAL_WINDOW, NAME_CREDENTIAL_BEHIND, at));

describe('PHI engine core: matchAllBeforeAnchor finds what the whole pattern finds', () => {
  it('name, comma and credential: same matches on 5,000 random texts', () => {
    let matches = 0;
    for (let seed = 1; seed <= 5_000; seed++) {
      const text = randomText(PIECES, seed, 1 + (seed % 40));
      const found = anchored(text);
      assert.deepEqual(found, matchTuples(matchAllBehind(text, NAME_CREDENTIAL_BEHIND, NAME_CREDENTIAL)), JSON.stringify(text));
      matches += found.length;
    }
    // The texts must exercise the pattern, not only its failures.
    assert.ok(matches > 200, `${matches} matches`);
  });

  it('hand-written cases', () => {
    const text = 'Ann Boyd, CNA assisted. Kay J. Lund, CST. given by Ray Vale, MA.\nLee Ann Boyd, RN counted, Ann Boyd, MD';
    assert.deepEqual(anchored(text), matchTuples(matchAllBehind(text, NAME_CREDENTIAL_BEHIND, NAME_CREDENTIAL)));
    assert.equal(anchored(text).length, 5);
    assert.deepEqual(anchored(''), []);
  });

  const wordsBefore: readonly [string, RegExp, RegExp, number, readonly string[], ((text: string, s: number) => boolean)?][] = [
    ['saint and facility', SAINT_FACILITY, SAINT_FACILITY_ANCHOR, SAINT_FACILITY_WINDOW,
      ['st mary', 'St. agnes', 'SAINT  joseph', "saint mary's", 'st', ' mary', ' hospital', ' clinic', ' medical center', ' health  centre', 'hospital', ' ', 'x', '.', '5'], startsWithS],
    ['town after a facility', AFTER_FACILITY, AFTER_FACILITY_ANCHOR, AFTER_FACILITY_WINDOW,
      ['Hospital', 'Medical Centre', 'Health Center', 'Clinic', ', ', ',  ', ',', 'Mysuru', 'Quezon City', 'ABC', 'Ödön', '\n', '.', ' ', 'x']],
    ['street named after on', STREET_ON, STREET_ON_ANCHOR, STREET_ON_WINDOW,
      ['on Falls ', 'along Falls Pointe ', 'onto  Ödön ', 'off Lindell ', 'on ', 'Pointe ', 'Rd', 'Road', 'Street', 'St', 'Stone', '.', ' ', 'x', 'a'], startsWithOorA],
    ['lower-case town and state', TOWN_STATE, TOWN_STATE_ANCHOR, TOWN_STATE_WINDOW,
      ['from hampton', 'in  white ', 'near\t', 'marsh', 'hampton', 'abcdefghijklmnop', ', md', ',nh', ',  wa', ', MD', ',', ' ', 'x', 'é', 'mdx', '1', ' from '], mayStartAsciiLetter],
    ['campus', CAMPUS, CAMPUS_ANCHOR, CAMPUS_WINDOW, ['Cedar', 'Crest', 'North', 'Ödön', '\u{1D400}bcd', ' campus', ' Campus', ' campuses', 'campus', ' ', '  ', '\t', 'x', '.', 'ab']],
    ['kind of place', BEFORE_KIND, BEFORE_KIND_ANCHOR, BEFORE_KIND_WINDOW,
      ['Little', 'Acorns', 'Hope', 'Valley', 'Ödön', ' daycare', ' day care', ' day', ' care', ' pre-school', ' gym', ' gymnast', 'pharmacy', ' ', '  ', 'x', '.']],
  ];
  for (const [name, one, anchors, window, pieces, mayStart] of wordsBefore) {
    it(`${name}: same matches as matchAll on 5,000 random texts`, () => {
      const at = new RegExp(one.source, one.flags.replace('g', '') + 'y');
      let matches = 0;
      for (let seed = 1; seed <= 5_000; seed++) {
        let s = seed;
        let text = '';
        for (let i = 0; i < 1 + (seed % 30); i++) text += pieces[((s = (s * 1103515245 + 12345) >>> 0) >>> 8) % pieces.length]!;
        const found = matchTuples(matchAllBeforeAnchor(text, anchors, window, undefined, at, mayStart));
        assert.deepEqual(found, matchTuples(text.matchAll(one)), JSON.stringify(text));
        matches += found.length;
      }
      assert.ok(matches > 200, `${matches} matches`);
    });
  }

  it('kind of place, its anchors the runs its words start (word anchors): same matches as matchAll on 5,000 random texts', () => {
    const pieces = ['Little', 'Acorns', 'Hope', 'Valley', 'Ödön', ' daycare', 'xdaycare', ' day care', ' day', ' care', ' pre-school', ' gym', ' gymnast',
      'pharmacy', ' Pharmacy', ' ', '  ', 'x', '.', '-'];
    const at = new RegExp(BEFORE_KIND.source, 'uy');
    let matches = 0;
    for (let seed = 1; seed <= 5_000; seed++) {
      let s = seed;
      let text = '';
      for (let i = 0; i < 1 + (seed % 30); i++) text += pieces[((s = (s * 1103515245 + 12345) >>> 0) >>> 8) % pieces.length]!;
      const found = matchTuples(matchAllBeforeAnchor(text, BEFORE_KIND_WORDS.matchAll(text, new GateWords(text)), BEFORE_KIND_WINDOW, undefined, at));
      assert.deepEqual(found, matchTuples(text.matchAll(BEFORE_KIND)), JSON.stringify(text));
      matches += found.length;
    }
    assert.ok(matches > 200, `${matches} matches`);
  });

  it('number-first European street, its anchors the runs its prefix words start (word anchors): same matches as matchAllBehind', () => {
    const pieces = [' 1432 rue Saint-Hubert', ' 26 rue des Lilas', ' 69 Av Sidi', ' 33 avenue de Provence', ' 5, Rúa Mayor', '1432', '26', '69B', '7', ',', ' ', '  ', '\t', 'rue', 'Rue', 'Rúa', 'Rua', 'Av.', 'Av', 'avenue', 'Avenue', 'Allée', 'Allee', 'boul.', 'Via',
      ' Saint-Hubert', ' des', ' Lilas', ' de', ' Provence', ' Sidi', ' apt', 'x', 'é', '.', '/', 'Ab', '12'];
    const at = new RegExp(NUMBER_FIRST.source, 'dyu');
    let matches = 0;
    for (let seed = 1; seed <= 5_000; seed++) {
      let s = seed;
      let text = '';
      for (let i = 0; i < 1 + (seed % 30); i++) text += pieces[((s = (s * 1103515245 + 12345) >>> 0) >>> 8) % pieces.length]!;
      const anchors = NUMBER_FIRST_WORDS.matchAll(text, new GateWords(text));
      const found = matchTuples(matchAllBeforeAnchor(text, anchors, NUMBER_FIRST_WINDOW, NUMBER_FIRST_BEHIND, at, startsWithDigit));
      assert.deepEqual(found, matchTuples(matchAllBehind(text, NUMBER_FIRST_BEHIND, NUMBER_FIRST)), JSON.stringify(text));
      matches += found.length;
    }
    assert.ok(matches > 200, `${matches} matches`);
  });

  it('day, month name and year, its anchors the month runs (word anchors): same matches as the one pattern', () => {
    const pieces = ['14-Jan-2025', '3/sep/98', '07 JAN 25', '14Jan2025', '14', '3', '07', '31', '2025', '98', 'Jan', 'JAN', 'jan', 'Sept', 'sep', 'may', 'Mayor', 'dec', '-', '/', ' ', '  ', '.', 'x', 'ab', '_', '\n', 'é'];
    const at = new RegExp(DAY_MONTH_YEAR.source, 'iy');
    let matches = 0;
    for (let seed = 1; seed <= 5_000; seed++) {
      let s = seed;
      let text = '';
      for (let i = 0; i < 1 + (seed % 30); i++) text += pieces[((s = (s * 1103515245 + 12345) >>> 0) >>> 8) % pieces.length]!;
      const anchors = MONTH_RUN_AT.matchAll(text, new GateWords(text));
      const found = matchTuples(matchAllBeforeAnchor(text, anchors, DAY_MONTH_YEAR_WINDOW, undefined, at, startsWithDigit));
      assert.deepEqual(found, matchTuples(text.matchAll(DAY_MONTH_YEAR)), JSON.stringify(text));
      matches += found.length;
    }
    assert.ok(matches > 200, `${matches} matches`);
  });

  it('a street in any letter case, its anchors the street-word runs (word anchors): same matches as the one pattern', () => {
    const pieces = ['88 OSPREY HOLLOW RD', '14 pellmore ct', '7b  Elm  Street.', '12', '3', '99999', 'a', 'B', ' ', '  ', '\t', 'osprey', "o'neil", 'Ab-cd', 'abcdefghijklmnopqrst',
      'st', 'ST', 'Ct', 'court', 'ter', 'terrace', 'road', 'rd', 'x', '_', '.', '/', '\n', 'é', 'stx'];
    const at = new RegExp(STREET_ANY_CASE.source, 'iy');
    let matches = 0;
    for (let seed = 1; seed <= 5_000; seed++) {
      let s = seed;
      let text = '';
      for (let i = 0; i < 1 + (seed % 30); i++) text += pieces[((s = (s * 1103515245 + 12345) >>> 0) >>> 8) % pieces.length]!;
      const anchors = STREET_WORD_RUN_AT.matchAll(text, new GateWords(text));
      const found = matchTuples(matchAllBeforeAnchor(text, anchors, STREET_ANY_CASE_WINDOW, undefined, at, startsNumber));
      assert.deepEqual(found, matchTuples(text.matchAll(STREET_ANY_CASE)), JSON.stringify(text));
      matches += found.length;
    }
    assert.ok(matches > 200, `${matches} matches`);
  });

  it('role before a bracketed name: same matches as matchAllBehind on 5,000 random texts', () => {
    const pieces = ['PT', 'RN', 'SLP', 'chaplain', 'Case Manager', 'social worker', 'Social Work', ' ', '  ', '(Kasia)', '(Bea)', '(BEA)', '(', ')', 'Ann', 'x', 'Ö', '.'];
    const at = new RegExp(ROLE_BRACKET.source, 'uy');
    let matches = 0;
    for (let seed = 1; seed <= 5_000; seed++) {
      let s = seed;
      let text = '';
      for (let i = 0; i < 1 + (seed % 30); i++) text += pieces[((s = (s * 1103515245 + 12345) >>> 0) >>> 8) % pieces.length]!;
      const found = matchTuples(matchAllBeforeAnchor(text, ROLE_BRACKET_ANCHOR, ROLE_BRACKET_WINDOW, ROLE_BRACKET_BEHIND, at, mayStartAsciiLetter));
      assert.deepEqual(found, matchTuples(matchAllBehind(text, ROLE_BRACKET_BEHIND, ROLE_BRACKET)), JSON.stringify(text));
      matches += found.length;
    }
    assert.ok(matches > 200, `${matches} matches`);
  });
});

// The fourth round's patterns, each compared with the one pattern it replaces (the look-behind written in front of
// the body, as the rule wrote it before).
