// Tests of the patterns the letter and note rules try only before an anchor (core/anchored.ts): each finds what its whole
// pattern finds on random texts made of the pieces it reads. Split from anchored.test.ts, which tests the core and the
// cue patterns.
import { strict as assert } from 'node:assert';
import { COMMA_CAPITAL, matchAllBeforeAnchor, mayStartLineOrQuote, mayStartSentence } from '../../../../src/engine/phi/core/anchored';
import { matchAllBehind } from '../../../../src/engine/phi/core/lookbehind';
import { GateWords } from '../../../../src/engine/phi/core/word-gate';
import { PERSON_FROM, PERSON_FROM_ANCHOR, PERSON_FROM_BEHIND, PERSON_FROM_WINDOW, SPEAKER, SPEAKER_ANCHOR, SPEAKER_WINDOW, VOCATIVE_START, VOCATIVE_START_ANCHOR, VOCATIVE_START_WINDOW } from '../../../../src/engine/phi/rules/letter-people';
import { LIST, LIST_ANCHOR, LIST_BEHIND, LIST_WINDOW, LOWER_LIST, LOWER_LIST_ANCHOR, LOWER_LIST_BEHIND, LOWER_LIST_WINDOW, lowerListAnchors, capitalListAnchors, SINGLE_BEFORE_RESIDENCE, SINGLE_BEFORE_RESIDENCE_ANCHOR, SINGLE_BEFORE_RESIDENCE_WINDOW, startsCapitalWord, startsLowerWord, BEFORE_RESIDENCE, BEFORE_RESIDENCE_ANCHOR, BEFORE_RESIDENCE_BEHIND, BEFORE_RESIDENCE_WINDOW } from '../../../../src/engine/phi/rules/people-shapes';
import { AU_POSTCODE_ANCHOR, AU_POSTCODE_WINDOW, AU_TOWN_POSTCODE, CA_POSTCODE_ANCHOR, CA_POSTCODE_WINDOW, CA_TOWN_POSTCODE, UK_POSTCODE_ANCHOR, UK_POSTCODE_WINDOW, UK_TOWN_POSTCODE } from '../../../../src/engine/phi/rules/facilities';
import { startsCueOrBracket, TOWN_CODE, TOWN_CODE_ANCHOR, TOWN_CODE_WINDOW } from '../../../../src/engine/phi/rules/town-code';
import { EURO_NAME_BEFORE, EURO_SUFFIXED, euroSuffixed } from '../../../../src/engine/phi/rules/euro-streets';
import { NAMED, namedDates } from '../../../../src/engine/phi/rules/dates';
import { IS_A, mayBeIsA } from '../../../../src/engine/phi/rules/profession';
import { registeredAnchors } from '../../../../src/engine/phi/core/word-anchors';
import { CROSS_MAIN, CROSS_MAIN_ANCHOR, CROSS_MAIN_WINDOW, startsCrossMain } from '../../../../src/engine/phi/rules/abroad-addresses';
import { SPECIMEN, SPECIMEN_ANCHOR, SPECIMEN_WINDOW, startsCapitalOrDigit } from '../../../../src/engine/phi/rules/identifiers';
import { COMMA_TOWN_ZIP, COMMA_TOWN_ZIP_WINDOW, startsComma, TOWN_ZIP, TOWN_ZIP_WINDOW, ZIP_ANCHOR } from '../../../../src/engine/phi/rules/place-kinds';
import { NUMBERLESS_STREET, numberlessStreets } from '../../../../src/engine/phi/rules/numberless-streets';
import { mayBeNameLine, NAME_LINE } from '../../../../src/engine/phi/rules/letter-names';
import { BETWEEN_NAMES, BETWEEN_NAMES_WINDOW, QUOTE_BEFORE_CAPITAL } from '../../../../src/engine/phi/rules/nicknames';
import { allMatchesAt } from '../../../../src/engine/phi/core/all-matches';
import { MONTH_DAY, MONTH_YEAR, MONTH_YY, NUMERIC, numericDateStarts } from '../../../../src/engine/phi/rules/dates';
import { CODE, CODE_WINDOW, codeAnchors, startsLetterOrDigit } from '../../../../src/engine/phi/rules/long-codes';
import { matchTuples, randomText } from './random-text';



describe('PHI engine core: matchAllBeforeAnchor, the letter and note patterns', () => {
  const cases: readonly [string, RegExp, RegExp, number, RegExp | undefined, RegExp, readonly string[], ((text: string, s: number) => boolean)?][] = [
    ['person from an organisation', new RegExp(PERSON_FROM_BEHIND.source + PERSON_FROM.source, 'gu'), PERSON_FROM_ANCHOR, PERSON_FROM_WINDOW, PERSON_FROM_BEHIND,
      new RegExp(PERSON_FROM.source, 'uy'),
      ['Kim Vance', 'Dana', ' J.', ' Q', "O'Neil", 'Lund-Ray', 'Éva', '\u{1D400}bc', ' from ', ' of ', ' from  ', ' of', 'from', ' ', '  ', '\t',
        'Brightstar', 'Home Care', ' & ', 'Ödön', 'x', '.', 'ab', '\n']],
    ['list of given names in lower case', new RegExp(LOWER_LIST_BEHIND.source + LOWER_LIST.source, 'gu'), LOWER_LIST_ANCHOR, LOWER_LIST_WINDOW, LOWER_LIST_BEHIND,
      new RegExp(LOWER_LIST.source, 'uy'),
      ['amara', 'jonah, ', 'eli,  ', 'ruth', 'eli and ruth', 'kim, bo', ' and ', ' &  ', ', ', ',', ',\t', ' ', 'x', 'Ann', '5', 'é', '\u{1D41A}', 'ab', '\n', '_'],
      startsLowerWord],
    ['list of capitalised names', new RegExp(LIST_BEHIND.source + LIST.source, 'gu'), LIST_ANCHOR, LIST_WINDOW, LIST_BEHIND, new RegExp(LIST.source, 'uy'),
      ['Romi', 'Erik, ', 'Amy,  ', 'Nathaniel', 'Amy and Eli', 'Kim-Lee, Bo', "O'Neil", 'Éva', '\u{1D400}bc', 'Ödön', ' and ', ' &  ', ', ', ',', ',\t', ' ', 'x',
        'amy', '5', 'é', 'ab', '\n', '_', 'Abcdefghijklmnopqrstuv'],
      startsCapitalWord],
    ['town and state code after a cue', TOWN_CODE, TOWN_CODE_ANCHOR, TOWN_CODE_WINDOW, undefined, new RegExp(TOWN_CODE.source, 'duy'),
      ['from ', 'in  ', 'near\t', 'moved  to ', 'lives in ', 'of', 'to', 'FROM ', 'IN ', 'MOVED TO  ', 'LIVES\tIN ', 'NEAR', 'From ', '(', 'Little Ossory', 'Sault Sainte-Rose', 'Ödön', '\u{1D400}bc', 'Quillan', ', VT', ',  ON',
        ', NE', ',VT', ', MD', ', vt', ' ', 'x', '_', '5', 'VTx', ')', '.', '\n'],
      startsCueOrBracket],
    ['town and UK postcode', UK_TOWN_POSTCODE, UK_POSTCODE_ANCHOR, UK_POSTCODE_WINDOW, undefined, new RegExp(UK_TOWN_POSTCODE.source, 'dy'),
      ['Portishead BS20 7QA', 'Bath, BA1 1AA', 'Portishead', 'Weston Super', 'Abcdefghijklmnop', 'Mare', ', ', ' ', '   ', '\t', ',', 'BS20 7QA', 'W1A 1AA', 'M1 1AE',
        'BS20', ' 7QA', '7QA', 'x', '5', 'é', 'AB1 2CD', '\n', '.'],
      undefined],
    ['town, province and Canadian postcode', CA_TOWN_POSTCODE, CA_POSTCODE_ANCHOR, CA_POSTCODE_WINDOW, undefined, new RegExp(CA_TOWN_POSTCODE.source, 'dy'),
      ['Thunder Bay, ON P7B 6V4', 'Laval QC H7N 1A1', 'Thunder', 'Bay', 'Abcdefghijklmnop', ', ', ' ', '   ', '\t', ',', 'ON', 'QC', 'NB', 'on', ' P7B 6V4', 'H7N1A1', 'A1B',
        ' 2C3', 'x', '5', 'é', '\n', '.', 'Ab'],
      undefined],
    ['town, state and Australian postcode', AU_TOWN_POSTCODE, AU_POSTCODE_ANCHOR, AU_POSTCODE_WINDOW, undefined, new RegExp(AU_TOWN_POSTCODE.source, 'dy'),
      ['Bowral NSW 2576', 'Wagga Wagga, ACT  2600', 'Bowral', 'Wagga', 'Abcdefghijklmnop', ', ', ' ', '   ', '\t', ',', 'NSW', 'SA', 'WA', 'TAS', 'NT', 'ACT', 'VIC', 'QLD',
        'act', ' 2576', '2600', '12345', 'x', '5', 'é', '\n', '.', 'Ab'],
      undefined],
    ['cross and main roads', CROSS_MAIN, CROSS_MAIN_ANCHOR, CROSS_MAIN_WINDOW, undefined, new RegExp(CROSS_MAIN.source, 'y'),
      ['No. 48, 3rd Cross', 'No.1234A/5678,  12th Main', '#48, ', 'No ', 'No.', '#', '1234', 'A', '/5678', ', ', ',', '3', '12', '3rd', '21st', 'nd', 'th', ' Cross', '\tMain',
        ' cross', ' MAIN', ' Road', ' Rd', ', 5th Main', ' ', '  ', 'x', 'N', '.', '\n'],
      startsCrossMain],
    ['town, state code and ZIP after a comma', COMMA_TOWN_ZIP, ZIP_ANCHOR, COMMA_TOWN_ZIP_WINDOW, undefined, new RegExp(COMMA_TOWN_ZIP.source, 'y'),
      [', mesquite bend', ',  POCATELLO', ', pocatello id 83204', ',', ', ', ',  ', ' ', '  ', '\t', 'mesquite', 'bend', 'WEXBURN', "o'neil", 'st-', 'id', 'TX', 'tx', 'Vt',
        ' 79522', '  05401', '79522', '-1234', '0', 'x', 'ab', '\n', '.'],
      startsComma],
    ['state code and ZIP after a comma', TOWN_ZIP, ZIP_ANCHOR, TOWN_ZIP_WINDOW, undefined, new RegExp(TOWN_ZIP.source, 'y'),
      [', tx 79522', ',  VT  05401', ',', ', ', ',  ', ' ', '  ', '\t', 'id', 'TX', 'tx', ' 79522', '  05401', '79522', '-1234', '0', 'x', 'ab', '\n', '_'],
      startsComma],
    ['specimen number', SPECIMEN, SPECIMEN_ANCHOR, SPECIMEN_WINDOW, undefined, new RegExp(SPECIMEN.source, 'y'),
      ['S25-12345', 'AB-12-3456', '12-ABC-123456-X1', 'S', 'AB', 'XYZ', '12', '25', '-', '-1234', '-12345', '123456', '-X1', 'x', 'é', ' ', '_', '\n', '.'],
      startsCapitalOrDigit],
    ['speaker label', SPEAKER, SPEAKER_ANCHOR, SPEAKER_WINDOW, undefined, new RegExp(SPEAKER.source, 'muy'),
      ['Nicole', 'Ödön', '\u{1D400}bc', 'Ann-Lee', ':', ': ', ':  ', '"', '“', 'Remember', 'Me', 'x', '. ', '.  ', '! ', '?"  ', '.” ', ' ', '\n', '\r\n', '\u2028', 'ab', 'A'],
      mayStartSentence],
    ['name addressed at a line start', VOCATIVE_START, VOCATIVE_START_ANCHOR, VOCATIVE_START_WINDOW, undefined, new RegExp(VOCATIVE_START.source, 'muy'),
      ['Anna', 'Bob Lee', 'Ödön', '\u{1D400}bc', ',', ', ', ',  ', 'can', 'Could', 'you', "I'm", 'I', ' ', '    ', '\n', '\r\n', '\u2029', '"', '“', 'x', '.', 'ab'],
      mayStartLineOrQuote],
    ['one name before where the person lives', SINGLE_BEFORE_RESIDENCE, SINGLE_BEFORE_RESIDENCE_ANCHOR, SINGLE_BEFORE_RESIDENCE_WINDOW, undefined,
      new RegExp(SINGLE_BEFORE_RESIDENCE.source, 'muy'),
      ['Ana', 'Tomasz', 'Ödön', 'Lund-Ray', ' is from ', ' was  originally from ', ' lives', ' works', ' grew up', ' was born', ' moved', ' is', ' ', '  ',
        ' in', ' to', ' Guatemala', '. ', '!  ', '?” ', '\n', '\r\n', 'x', 'ab', 'is'],
      mayStartSentence],
    ['two names before where the person lives', new RegExp(BEFORE_RESIDENCE_BEHIND.source + BEFORE_RESIDENCE.source, 'gu'), BEFORE_RESIDENCE_ANCHOR, BEFORE_RESIDENCE_WINDOW,
      BEFORE_RESIDENCE_BEHIND, new RegExp(BEFORE_RESIDENCE.source, 'uy'),
      ['Ana', 'Tomasz', 'Ödön', 'Lund-Ray', "O'Neil", '\u{1D400}bc', `\u{1D400}${'\u{1D41A}'.repeat(20)}-\u{1D400}${'\u{1D41A}'.repeat(20)}`, ' J.', ' Q', ' ',
        '  ', '\t', ' lives', ' works', ' resided', ' lived  ', ' in', ' at', ' with ', 'x', '5', '\n', 'ab', 'Abcdefghijklmnopqrstu', 'Ana Roe', 'Kim J. Vale', ' lives in ', ' works  at', ' resides near',
        'Ödön Lund-Ray lives with']],
  ];
  for (const [name, one, anchors, window, behind, at, pieces, mayStart] of cases) {
    it(`${name}: same matches as the one pattern on 5,000 random texts`, () => {
      let matches = 0;
      for (let seed = 1; seed <= 5_000; seed++) {
        let s = seed;
        let text = '';
        for (let i = 0; i < 1 + (seed % 40); i++) text += pieces[((s = (s * 1103515245 + 12345) >>> 0) >>> 8) % pieces.length]!;
        const found = matchTuples(matchAllBeforeAnchor(text, anchors, window, behind, at, mayStart));
        assert.deepEqual(found, matchTuples(text.matchAll(one)), JSON.stringify(text));
        matches += found.length;
      }
      assert.ok(matches > 200, `${matches} matches`);
    });
  }
});

describe('PHI engine core: lower-case name lists tried only at the anchors near an "and"', () => {
  const PIECES = ['amara', 'jonah, ', 'eli,  ', 'ruth', 'eli and ruth', 'kim, bo', ' and ', ' &  ', ' AND ', ' And ', 'and', ', ', ',', ',\t', ' ', 'x', 'Ann', '5',
    'é', 'ab', '\n', '_', 'abcdefghijklmnopqrst', 'abcdefghijklmnopqrst, ', ' & and ', ' and & '];
  const one = new RegExp(LOWER_LIST_BEHIND.source + LOWER_LIST.source, 'gu');
  const at = new RegExp(LOWER_LIST.source, 'uy');
  it('same matches as the one pattern on 5,000 random texts, long and short', () => {
    let matches = 0;
    for (let seed = 1; seed <= 5_000; seed++) {
      const text = randomText(PIECES, seed, 1 + (seed % 80));
      const found = matchTuples(matchAllBeforeAnchor(text, lowerListAnchors(text), LOWER_LIST_WINDOW, LOWER_LIST_BEHIND, at, startsLowerWord));
      assert.deepEqual(found, matchTuples(text.matchAll(one)), JSON.stringify(text));
      matches += found.length;
    }
    assert.ok(matches > 200, `${matches} matches`);
  });

  it('a list whose "and" is as far from its first comma as a list can hold it', () => {
    const word = 'abcdefghijklmnopqrst';
    const text = `${word}${`, ${word}`.repeat(6)},  and ${word}`;
    assert.deepEqual(matchTuples(matchAllBeforeAnchor(text, lowerListAnchors(text), LOWER_LIST_WINDOW, LOWER_LIST_BEHIND, at, startsLowerWord)), matchTuples(text.matchAll(one)));
    assert.equal(matchAllBeforeAnchor(text, lowerListAnchors(text), LOWER_LIST_WINDOW, LOWER_LIST_BEHIND, at, startsLowerWord).length, 1);
  });
});

describe('PHI engine core: the pre-check of a name line', () => {
  // Titles in every case, names, initials, credentials, small words, leading blanks, astral letters.
  const PIECES = ['dr', 'Dr', 'DR', 'dr.', 'Mrs.', 'mister', 'PROFESSOR', 'Anna', 'Roe', 'Lund-Ray', "O'Neil", 'Éva', '\u{1D400}bc', 'J.', 'Q', ', MD', ',RN, PhD',
    ', (ret.)', 'of', 'and', 'the', 'smith', 'x', ' ', ' ', '  ', '\t', '   ', '-', '.', ',', '5', ':', 'Anna Roe', ' Anna', ' Roe', ' J. Roe', 'dr Kim Vale',
    '  mr. Kim Vale', ' Kim Vale, RN', ' Éva Ödön'];
  it('passes every line NAME_LINE matches, on 20,000 random lines', () => {
    let matches = 0;
    for (let seed = 1; seed <= 20_000; seed++) {
      const line = randomText(PIECES, seed, 1 + (seed % 5));
      if (!NAME_LINE.test(line)) continue;
      assert.ok(mayBeNameLine(line), JSON.stringify(line));
      matches++;
    }
    assert.ok(matches > 200, `${matches} matches`);
  });

  it('hand-written cases', () => {
    for (const line of ['Anna Roe', '  dr Anna Roe, MD', 'Mrs. Éva J. Lund-Ray', '\tprofessor Kim Vale ']) assert.ok(NAME_LINE.test(line) && mayBeNameLine(line), line);
    assert.equal(mayBeNameLine('Anna Roe was seen today'), false);
  });
});

describe('PHI engine core: capitalised name lists tried only at the anchors near an "and"', () => {
  const PIECES = ['Romi', 'Erik, ', 'Amy,  ', 'Nathaniel', 'Amy and Eli', 'Kim-Lee, Bo', "O'Neil", 'Éva', '\u{1D400}bc', 'Ödön', ' and ', ' &  ', ' AND ', ' and  ',
    ', ', ',', ',\t', ' ', 'x', 'amy', '5', 'é', 'ab', '\n', '_', 'Abcdefghijklmnopqrst-Abcdefghijklmnopqrst', 'Abcdefghijklmnopqrst-Abcdefghijklmnopqrst, ',
    ' & and ', ' and & '];
  const one = new RegExp(LIST_BEHIND.source + LIST.source, 'gu');
  const at = new RegExp(LIST.source, 'uy');
  const commas = (text: string) => () => [...text.matchAll(LIST_ANCHOR)];
  it('same matches as the one pattern on 5,000 random texts, long and short', () => {
    let matches = 0;
    for (let seed = 1; seed <= 5_000; seed++) {
      const text = randomText(PIECES, seed, 1 + (seed % 80));
      const found = matchTuples(matchAllBeforeAnchor(text, capitalListAnchors(text, commas(text)), LIST_WINDOW, LIST_BEHIND, at, startsCapitalWord));
      assert.deepEqual(found, matchTuples(text.matchAll(one)), JSON.stringify(text));
      matches += found.length;
    }
    assert.ok(matches > 200, `${matches} matches`);
  });

  it('a list whose "and" is as far from its first comma as a list can hold it', () => {
    const word = 'Abcdefghijklmnopqrst-Abcdefghijklmnopqrst';
    const text = `${word}${`, ${word}`.repeat(6)},  and ${word}`;
    const found = matchAllBeforeAnchor(text, capitalListAnchors(text, commas(text)), LIST_WINDOW, LIST_BEHIND, at, startsCapitalWord);
    assert.deepEqual(matchTuples(found), matchTuples(text.matchAll(one)));
    assert.equal(found.length, 1);
  });
});

describe('PHI engine core: streets without a number found before the town that a street word precedes', () => {
  // Street words in every case (the pattern takes the capitalised ones), names, connectors, towns, postcodes, blanks.
  const PIECES = ['Francie van Zijl Drive', 'Main St', 'Main St.', 'Drive', 'drive', 'DRIVE', 'Boulevard', 'Straße', 'St', 'st', 'Crescent', 'Hill', 'Hills', 'van', 'der',
    'Abcdefghijklmnopqrstu', 'Ödön', '\u{1D400}bc', ', Parow, 7505', ', Parow 7505', ', Cape Town, SW1A 1AA', ', ', ',  ', ',', ' ', '\t', 'Parow', '7505', '12345', 'SW1A 1AA',
    'x', '.', '\n', 'a', ', Main St, Parow, 7505', ', Francie van Zijl Drive., Cape Town SW1A 1AA', ', Hill Crescent, Parow,  7505', ', Main Street, Parow',
    'Odstock Lane, Salisbury SP2 8BJ', '\nDerby Street, Kingswood NSW 2747', ', Gangapur Road, Nashik - 422013', ' NSW', ' - ', '422013', '\r', '    '];
  it('same matches as the whole pattern on 5,000 random texts', () => {
    let matches = 0;
    for (let seed = 1; seed <= 5_000; seed++) {
      const text = randomText(PIECES, seed, 1 + (seed % 40));
      const found = matchTuples(numberlessStreets(text, [...text.matchAll(COMMA_CAPITAL)]));
      assert.deepEqual(found, matchTuples(text.matchAll(NUMBERLESS_STREET)), JSON.stringify(text));
      matches += found.length;
    }
    assert.ok(matches > 200, `${matches} matches`);
  });

  it('a street whose name is as long as the pattern takes', () => {
    const word = 'Abcdefghijklmnopqrstu';
    const text = `Clinic, ${word} ${word} ${word} ${word} Boulevard., Cape Town, 7505`;
    assert.deepEqual(matchTuples(numberlessStreets(text, [...text.matchAll(COMMA_CAPITAL)])), matchTuples(text.matchAll(NUMBERLESS_STREET)));
    assert.equal(numberlessStreets(text, [...text.matchAll(COMMA_CAPITAL)]).length, 1);
  });
});

describe('PHI engine core: "is a <job>" tried only where its first words allow', () => {
  // The first words in every case, what may follow them (articles, "retired", numbers, jobs), commas before "a".
  const PIECES = ['is', 'IS', 'Is', 'was', 'WAS', 'as', 'As', 'a', 'A', 'an', 'AN', 'An', 'retired', 'Former', 'FORMER', 'teacher', 'tree surgeon', 'nurse', 'Callum',
    'Ann', ' ', ' ', '  ', '\t', '\n', ', ', ',  ', ',', '44', ' year old', ' y.o.', 'island', 'ask', 'x', '-', '.', 'é', '5', ' is a teacher', ' WAS AN Electrician',
    'Callum, a tree surgeon', ' a 44 year old plasterer', ' is retired nurse', ' as a\nminer'];
  const anchor = registeredAnchors().find((a) => a.pattern === IS_A)!;
  it('same matches as the whole pattern on 5,000 random texts', () => {
    let matches = 0;
    for (let seed = 1; seed <= 5_000; seed++) {
      const text = randomText(PIECES, seed, 1 + (seed % 40));
      const found = matchTuples(anchor.matchAll(text, new GateWords(text), mayBeIsA));
      assert.deepEqual(found, matchTuples(text.matchAll(IS_A)), JSON.stringify(text));
      matches += found.length;
    }
    assert.ok(matches > 200, `${matches} matches`);
  });
});

describe('PHI engine core: street words found from their last letter', () => {
  // Street words in both letter cases (the pattern takes only the lower-case ones), words that end in the same letters,
  // names before them, blanks, house numbers and what may follow a number.
  const PIECES = ['Linde', 'Ost', 'Haupt', 'Kerk', 'Ödön', 'Vale', 'vej', 'VEJ', 'Vej', 'gatan', 'gata', 'Gatan', 'straße', 'Straße', 'strasse', 'STRASSE', 'allé', 'Allé',
    'tie', 'weg', 'plein', 'platz', 'vägen', 'väg', 'laan', 'utca', 'torget', 'gade', 'an', 'e', 'the', 'plan', ' ', '  ', '\t', '   ', '12', '4', '32B', '1234', '56789',
    '/', '.', ':', 'x', ',', '\n', 'Ann', 'ab', 'Lindevej 12', 'Ostgatan  4B', 'Hauptstraße 7', 'Kerkplein\t3'];
  it('same matches as matchAllBehind over the whole pattern on 5,000 random texts', () => {
    let matches = 0;
    for (let seed = 1; seed <= 5_000; seed++) {
      const text = randomText(PIECES, seed, 1 + (seed % 30));
      const found = matchTuples(euroSuffixed(text));
      assert.deepEqual(found, matchTuples(matchAllBehind(text, EURO_NAME_BEFORE, EURO_SUFFIXED)), JSON.stringify(text));
      matches += found.length;
    }
    assert.ok(matches > 200, `${matches} matches`);
  });

  it('hand-written cases', () => {
    const text = 'Lindevej 32, Ostgatan 4B and Hauptstraße  12. Kerkplein 3 vej 5, VEJ 6 Lindevej 1/2';
    assert.deepEqual(matchTuples(euroSuffixed(text)), matchTuples(matchAllBehind(text, EURO_NAME_BEFORE, EURO_SUFFIXED)));
    // Not "Hauptstraße  12." (a period after the number), "vej 5" (no name), "VEJ 6" or "1/2".
    assert.equal(euroSuffixed(text).length, 3);
  });
});

describe('PHI engine core: month-name dates found from their month and weekday words', () => {
  // Month and weekday words in every letter case the pattern takes and some it does not, glued to more letters, days
  // with and without ordinals, "of" in both cases, the blanks \\s takes (line breaks, no-break spaces), hyphens, years, times.
  const PIECES = ['March', 'march', 'MARCH', 'Mar', 'Mar.', 'mar', 'Marches', 'May', 'MAY', 'may', 'Sept', 'sept', 'SEPT', 'Jan', 'JAN', 'jan', 'january', 'Junes',
    'Monday', 'mon', 'Tues', 'Wednes', 'day', 'Sun', 'Sunday,', 'Xmarch', '3', '03', '21', '31', '123', '3rd', '21st', 'st', 'th', 'of', 'OF', 'Of', ' ', ' ', '  ',
    '\n', '\u00a0', '\t', '-', ',', '.', '2024', "'24", '1999', 'at', '10:30', ' pm', 'x', 'a', '_', 'é', '5',
    'March 3', '3 March', ' 2024', 'Mon, Jan 5', '3rd of March', '21-Mar-24', '12  of\nmay', 'Sept 12'];
  it('same matches as the whole pattern on 5,000 random texts', () => {
    let matches = 0;
    for (let seed = 1; seed <= 5_000; seed++) {
      const text = randomText(PIECES, seed, 1 + (seed % 30));
      const found = matchTuples(namedDates(text, new GateWords(text)));
      assert.deepEqual(found, matchTuples(text.matchAll(NAMED)), JSON.stringify(text));
      matches += found.length;
    }
    assert.ok(matches > 200, `${matches} matches`);
  });

  it('hand-written cases', () => {
    const text = 'Seen Monday, March 3, 2024 at 10:30 pm; again 3rd of  March, 21-Mar-24, 5\nApril 2023, on Sept. 9 and 12 may.';
    assert.deepEqual(matchTuples(namedDates(text, new GateWords(text))), matchTuples(text.matchAll(NAMED)));
    assert.equal(namedDates(text, new GateWords(text)).length, 5);
  });
});

describe('PHI engine core: where a body may start', () => {
  it('startsLowerWord: a lower-case ASCII letter after no ASCII letter or digit', () => {
    const text = 'ab, 5c _d éf A';
    const starts = [...text].map((_, i) => i).filter((i) => startsLowerWord(text, i));
    assert.deepEqual(starts, [0, 8, 11]);
  });

  it('startsCapitalWord: a capital (or any non-ASCII code unit) after no ASCII letter or digit', () => {
    const text = 'Ab, 5C _D éF xA Ö';
    const starts = [...text].map((_, i) => i).filter((i) => startsCapitalWord(text, i));
    assert.deepEqual(starts, [0, 8, 10, 11, 16]);
  });

  it('mayStartSentence: the start, after a line break, after blanks that follow . ! ? or a quote mark', () => {
    const text = 'a. b.  c\nd!\te?”  f x y\u2028z';
    const starts = [...text].map((_, i) => i).filter((i) => mayStartSentence(text, i));
    assert.deepEqual(starts, [0, 3, 6, 7, 9, 12, 16, 17, 23]);
  });

  it('mayStartLineOrQuote: the start, after a line break or a quote mark', () => {
    const text = 'a\nb"c“d e\r\nf';
    const starts = [...text].map((_, i) => i).filter((i) => mayStartLineOrQuote(text, i));
    assert.deepEqual(starts, [0, 2, 4, 6, 10, 11]);
  });
});

describe('PHI engine core: a nickname between names tried only before a quote and a capital', () => {
  const NICK_PIECES = ['Emeka', 'Ann', 'Obiora-Lunde', 'Lee', 'Éva', ' ', '  ', '\t', ' "Mekky" ', ' “Tex” ', " 'Illy' ", '  ‘Bo’\t',
    ' "Mekky', '"', '“', '”', "'", 'x', 'ab', " '98", '.', ',', '\n', 'Ölund', 'CABG'];
  const whole = new RegExp(BETWEEN_NAMES.source, 'gu');
  it('same matches as the one pattern on 5,000 random texts', () => {
    let matches = 0;
    for (let seed = 1; seed <= 5_000; seed++) {
      const text = randomText(NICK_PIECES, seed, 1 + (seed % 30));
      const found = matchTuples(matchAllBeforeAnchor(text, QUOTE_BEFORE_CAPITAL, BETWEEN_NAMES_WINDOW, undefined, BETWEEN_NAMES));
      assert.deepEqual(found, matchTuples(text.matchAll(whole)), JSON.stringify(text));
      matches += found.length;
    }
    assert.ok(matches > 100, `${matches} matches`);
  });
});

describe('PHI engine core: long codes tried only before a digit that opens six digits or hyphens', () => {
  const PIECES = ['AB', 'CT', 'abcd', 'abcde', 'x', '-', '#', '12345', '123', '1', '0', '-12', '4471220', '.', '/', '%', ' ', '  ', '\n', '_', '2024-01-15', 'é', '(', ')'];
  const at = new RegExp(CODE.source, 'y');
  it('same matches as the whole pattern on 5,000 random texts', () => {
    let matches = 0;
    for (let seed = 1; seed <= 5_000; seed++) {
      const text = randomText(PIECES, seed, 1 + (seed % 40));
      const found = matchTuples(matchAllBeforeAnchor(text, codeAnchors(text), CODE_WINDOW, undefined, at, startsLetterOrDigit));
      assert.deepEqual(found, matchTuples(text.matchAll(CODE)), JSON.stringify(text));
      matches += found.length;
    }
    assert.ok(matches > 500, `${matches} matches`);
  });
});

describe('PHI engine core: numeric dates tried only where a run of one, two or four digits and a separator starts', () => {
  const PIECES = ['1', '12', '123', '2024', '12345', '07', '3', '/', '.', '-', ':', ' ', '  ', 'T', ' at ', '10:30', ' pm', '%', 'a', '-x', '\n', '1/2', '12/31/2024',
    '2024-01-15', '3.4.2020', '7/81', '3/2024', '(', ')', ',', '0'];
  for (const [name, one] of [['NUMERIC', NUMERIC], ['MONTH_YEAR', MONTH_YEAR], ['MONTH_DAY', MONTH_DAY], ['MONTH_YY', MONTH_YY]] as const) {
    const at = new RegExp(one.source, one.flags.replace('g', '') + 'y');
    it(`${name}: same matches as the whole pattern on 5,000 random texts`, () => {
      let matches = 0;
      for (let seed = 1; seed <= 5_000; seed++) {
        const text = randomText(PIECES, seed, 1 + (seed % 40));
        const found = matchTuples(allMatchesAt(text, at, numericDateStarts(text)));
        assert.deepEqual(found, matchTuples(text.matchAll(one)), JSON.stringify(text));
        matches += found.length;
      }
      assert.ok(matches > 500, `${matches} matches`);
    });
  }
});
