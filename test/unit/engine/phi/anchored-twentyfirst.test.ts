// The whole-note searches the twenty-first round's speed pass tries only near an anchor (core/anchored.ts) or whose
// look-behind it tests only where the body matches (core/lookbehind.ts): each finds what its whole pattern finds on
// random texts made of the pieces it reads.
import { strict as assert } from 'node:assert';
import { matchAllBeforeAnchor, mayStartAsciiLetter, mayStartLetter } from '../../../../src/engine/phi/core/anchored';
import { NOT_AFTER_LETTER } from '../../../../src/engine/phi/core/lookbehind';
import { PROVINCE_PLAN, PROVINCE_PLAN_LENGTHS } from '../../../../src/engine/phi/core/clinical-guard';
import { OWN, OWN_ANCHOR, OWN_BODY, OWN_WINDOW } from '../../../../src/engine/phi/rules/congregations';
import { CUSTODY_ANCHOR, CUSTODY_NUMBER, CUSTODY_WINDOW } from '../../../../src/engine/phi/rules/custody-numbers';
import { CLOSING, CLOSING_BEHIND, CLOSING_BODY } from '../../../../src/engine/phi/rules/first-nations';
import { FLIGHT, FLIGHT_BODY } from '../../../../src/engine/phi/rules/flight-actors';
import { TOWN_PIN, TOWN_PIN_ANCHOR, TOWN_PIN_BEHIND, TOWN_PIN_BODY, TOWN_PIN_WINDOW } from '../../../../src/engine/phi/rules/india-address-lines';
import { NUMBER_WORD, NUMBER_WORD_ANCHOR, NUMBER_WORD_WINDOW } from '../../../../src/engine/phi/rules/number-words';
import { CARD, CARD_BODY, LONG_DIGITS, LONG_DIGITS_BEHIND, LONG_DIGITS_BODY, NOT_AFTER_CODE, SSN, SSN_BODY } from '../../../../src/engine/phi/rules/identifiers';
import { RANG, RANG_ANCHOR, RANG_WINDOW, startsDigit } from '../../../../src/engine/phi/rules/world-addresses';
import { QUEBEC_KIND, QUEBEC_KIND_BEHIND, QUEBEC_KIND_BODY } from '../../../../src/engine/phi/rules/quebec-facilities';
import { itSplitsAtItsLookBehind, matchTuples, randomText } from './random-text';

const ASTRAL = '\u{1D400}';
const EDGES = [' ', '  ', '   ', '\t', '\n', '-', "'", '’', 'x', 'é', 'Ž', 'ſ', '\u212A', ASTRAL, '5', '.', ',', ':', '#', '_'];

describe('PHI engine rules: whole-note searches tried only before an anchor (twenty-first round)', () => {
  const cases: readonly [string, RegExp, RegExp, number, RegExp | undefined, RegExp, readonly string[], (text: string, s: number) => boolean][] = [
    ['custody number', CUSTODY_NUMBER, CUSTODY_ANCHOR, CUSTODY_WINDOW, undefined, new RegExp(CUSTODY_NUMBER.source, 'y'),
      [...EDGES, 'Inmate', 'BOOKING', 'prisoner', 'detainee', 'custody', 'jail', 'NDOC', 'SCDC', 'CDCR', 'ABCDOC', 'BOP', 'TOMS', 'DOC', 'DC', '#', '# ', 'No.', 'NO',
        'no', 'Number', 'ID', 'id', ': ', '2026-044718', '1187443', 'AB-12345', '12/03/2026', '1234', 'A', 'Z', '-', '.5', 'Inmate # 2026-044718'],
      mayStartAsciiLetter],
    ['noun and number word', NUMBER_WORD, NUMBER_WORD_ANCHOR, NUMBER_WORD_WINDOW, undefined, new RegExp(NUMBER_WORD.source, 'y'),
      [...EDGES, 'membership', 'Service', 'FOLDER', 'abcdefghijklmnop', 'abcdefghijklmnopq', 'ab', 'no', 'No', 'NO', 'No.', 'number', 'NUMBER', '#', 'not', 'none',
        ': ', 'UMS', 'RA ', 'HP/', '6217/26', '11047723', '12 847 361', '019 442', 'EZC', '-', '/', '4', '1234', 'Q', 'membership no. UMS 11047723', '@'],
      mayStartAsciiLetter],
    ['own congregation', OWN, OWN_ANCHOR, OWN_WINDOW, NOT_AFTER_LETTER, OWN_BODY,
      [...EDGES, "Ann's", 'his', 'HER', 'their', 'from', 'church', 'Parish', 'CONGREGATION', 'temple', 'synagogue', 'mosque', ',', ', ', ' ,  ', "'s", '’s',
        'abcdefghijklmnopqrst', `${ASTRAL.repeat(20)}'s`, `${ASTRAL.repeat(21)}'s`, "Pt's church, ", 'ab'],
      mayStartLetter],
    ['town and PIN', TOWN_PIN, TOWN_PIN_ANCHOR, TOWN_PIN_WINDOW, TOWN_PIN_BEHIND, TOWN_PIN_BODY,
      [...EDGES, 'pune', 'Nashik', 'abcdefghijklmnopqrst', 'abcdefghijklmnopqrstu', 'ab', '-', ' - ', '411001', '-411001', '1234567', '011001', 'ſab', '\u212Aota'],
      mayStartLetter],
    ['Quebec range road', RANG, RANG_ANCHOR, RANG_WINDOW, undefined, new RegExp(RANG.source, 'uy'),
      [...EDGES, '3', '12', '123', 'e', 'er', 're', 'ème', 'Rang', 'rang', 'RANG', 'rAng', 'ranger', '3e Rang', '12ème  rang', 'x5'],
      startsDigit],
  ];
  // Each window is as long as its pattern's longest part before the anchor: one code unit less loses a match here.
  const longest = `x PRISONER  # 2026-044718 abcdefghijklmnop  #: 123456 ${ASTRAL.repeat(20)}'s  church , Abc abcdefghijklmnopqrst -411001 12ème  rang`;
  for (const [name, one, anchors, window, behind, at, , mayStart] of cases) {
    it(`${name}: the window holds the longest match, and not one code unit less`, () => {
      const all = matchTuples(longest.matchAll(one));
      assert.ok(all.length > 0);
      assert.deepEqual(matchTuples(matchAllBeforeAnchor(longest, anchors, window, behind, at, mayStart)), all);
      assert.notDeepEqual(matchTuples(matchAllBeforeAnchor(longest, anchors, window - 1, behind, at, mayStart)), all);
    });
  }
  for (const [name, one, anchors, window, behind, at, pieces, mayStart] of cases) {
    it(`${name}: same matches as the one pattern on 5,000 random texts`, () => {
      let matches = 0;
      for (let seed = 1; seed <= 5_000; seed++) {
        const text = randomText(pieces, seed, 1 + (seed % 40));
        const found = matchTuples(matchAllBeforeAnchor(text, anchors, window, behind, at, mayStart));
        assert.deepEqual(found, matchTuples(text.matchAll(one)), JSON.stringify(text));
        matches += found.length;
      }
      assert.ok(matches > 100, `${matches} matches`);
    });
  }
});

describe('PHI engine rules: look-behinds tested only where the body matches (twenty-first round)', () => {
  const cases: readonly [string, RegExp, RegExp, RegExp, readonly string[]][] = [
    ['first-nations CLOSING', CLOSING, CLOSING_BEHIND, CLOSING_BODY,
      [...EDGES, 'first', 'First', 'FIRST', 'nation', 'Nation', 'nations', 'cree', 'Dene', 'dakota', 'ojibwe', 'OJIBWAY', 'oji-cree', 'mohawk', 'anishinaabe', 'ſirst', 'Cree Nation']],
    ['flight-actors FLIGHT', FLIGHT, NOT_AFTER_LETTER, FLIGHT_BODY,
      [...EDGES, 'flown', 'FLEW', 'air-lifted', 'airlifted', 'medevac', "medevac'd", 'medevaced', 'helicoptered', 'retrieved', 'Retrieved', 'ab']],
    ['identifiers SSN', SSN, NOT_AFTER_CODE, SSN_BODY, [...EDGES, '123', '000', '666', '12', '00', '1234', '0000', '-', '123-45-6789', '1', '9', 'a']],
    ['identifiers CARD', CARD, NOT_AFTER_CODE, CARD_BODY, [...EDGES, '4111', '1111', '4111 1111 1111 1111', '-', ' ', '1', '1234567', '12345678', 'a']],
    ['identifiers LONG_DIGITS', LONG_DIGITS, LONG_DIGITS_BEHIND, LONG_DIGITS_BODY, [...EDGES, '1234', '12345678', '123456789', '/', ',', '.5', '.', '-', '1', 'a']],
    ['quebec-facilities QUEBEC_KIND', QUEBEC_KIND, QUEBEC_KIND_BEHIND, QUEBEC_KIND_BODY,
      [...EDGES, 'hôpital', 'Hopital', 'centre hospitalier', 'CLSC', 'chsld', 'gmf', 'GMF-U', 'général', 'regional', 'universitaire', 'de la ', "de l'", "d'", 'de ', 'du ',
        'des ', 'Sainte-Justine', 'Laval', 'ab', 'Abcdefghijklmnopqrstuvwxyzabcde']],
  ];
  for (const [name, whole, behind, body, pieces] of cases) itSplitsAtItsLookBehind(name, whole, behind, body, pieces);
});

describe('PHI engine core: the province-plan test asked only at the lengths its spans have', () => {
  it('every span PROVINCE_PLAN matches has one of PROVINCE_PLAN_LENGTHS, on 100,000 random spans', () => {
    const pieces = ['AB', 'bc', 'PEI', 'pe', 'NU', 'yt', 'on', 'XX', ' ', '\t', 'health', 'HEALTH', 'Health', ' care', '\tCARE', 'care', 'x', 'é', 'K'];
    let matches = 0;
    for (let seed = 1; seed <= 100_000; seed++) {
      const span = randomText(pieces, seed, 1 + (seed % 5));
      if (!PROVINCE_PLAN.test(span)) continue;
      assert.ok(PROVINCE_PLAN_LENGTHS.has(span.length), JSON.stringify(span));
      matches++;
    }
    assert.ok(matches > 50, `${matches} matches`);
  });
});
