// Every anchored pattern (core/word-anchors.ts) must find exactly what its own global search finds: compared on
// random texts glued from its first words (in three letter cases, glued to more letters), the words that follow
// cues, names, numbers, blanks and punctuation, on the sample notes in three letter cases, and by hand. Random
// texts rarely reach an alternative added to a pattern later, so each pattern's possible first words are also read
// from its source and checked against its anchor's words.
import { strict as assert } from 'node:assert';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import '../../../../src/engine/phi/core/registry';
import { firstWords, registeredAnchors, type RunShape, type WordAnchor } from '../../../../src/engine/phi/core/word-anchors';
import { GateWords } from '../../../../src/engine/phi/core/word-gate';
import { firstRuns, type Start } from './pattern-first-runs';
import { matchTuples, randomText } from './random-text';

const COMMON = [
  ' ', ' ', ' ', '  ', '\t', '\n', '\r\n', ':', ': ', ',', ', ', '.', '. ', '-', "'", '’', '#', '/', '(', ')', '@', '&',
  'a', 'e', 's', 'x', 'ed', 'ing', 'é', 'ſ', 'K', '_', '9', '12', '4471', '555-1234', '(617) 555-0147', '2/14/2024',
  'to', 'at', 'from', 'in', 'on', 'of', 'for', 'by', 'with', 'is', 'am', 'the', 'near', 'up', 'back', 'no', 'No.', 'number',
  'id', 'Dr', 'Dr.', 'Smith', 'Lee Ann', 'Cedar Crest', 'Mercy', 'ABMC', 'SMH', 'Kellogg 4', 'Route 9', 'Hwy 41', 'Springfield',
  'María', 'O’Neil', 'JONES', 'MRN', 'name', 'patient', 'care', 'home', 'work', 'wife', 'kidney', 'I', "I'm", 'we',
  // Whole cue phrases with their blanks, so that the longer patterns match often.
  ' for ', ' at ', ' by ', ' from ', ' to ', ' in ', ' of ', ' the ', ' is ', ' No. ', ' # ', ': ', ' 12 years at ', ' 3 yrs for ',
  '  2 months at ', ' 9 ', ' Acme Corp', ' big foods', ' 14 Mill Lane', ', 22 Rue Nova', ' ABC1234', ' 4471-22',
];

function pieces(anchor: WordAnchor): string[] {
  const own = anchor.words.flatMap((raw) => {
    const w = raw.replace(/\*$/, '');
    const title = w.charAt(0).toUpperCase() + w.slice(1);
    return [w, title, w.toUpperCase(), `${w}s`, `${w}ed`, `${title}x`];
  });
  // The anchor's words come as often as everything else together.
  return [...own, ...own, ...COMMON];
}

/**
 * Anchored patterns the reader cannot read, by source, with why their words were checked by hand instead. Empty:
 * every anchored pattern is read. A pattern listed here that is no longer registered fails the test.
 */
const READ_BY_HAND: ReadonlyMap<string, string> = new Map();

/**
 * Whether the anchor's shape lets the gate try the pattern at every run that starts as `s` says: a run of one letter
 * ('closed' after it) has no second letter, and a run the reader stopped following after one letter ('open') may
 * have a second letter of either case.
 */
function shapeFits(s: Start, shape: RunShape): boolean {
  switch (shape) {
    case 'any':
      return true;
    case 'capital':
      return s.cased[0] === 'U';
    case 'small':
      return s.cased[0] === 'L';
    case 'caps':
      return s.cased === 'UU';
  }
}

/** Whether the anchor's words let the gate try the pattern at every run that starts as `s` says. */
function covered(s: Start, words: readonly string[]): boolean {
  return words.some((w) => (w.endsWith('*') ? s.word.startsWith(w.slice(0, -1)) : s.end === 'closed' && s.word === w));
}

const samples = (): string[] => {
  const dir = join(__dirname, '..', '..', '..', '..', '..', 'samples');
  return readdirSync(dir).flatMap((f) => {
    const t = readFileSync(join(dir, f), 'utf8');
    return [t, t.toUpperCase(), t.toLowerCase()];
  });
};

describe('word anchors', () => {
  it('at least the name, identifier, contact, place and institution cues are anchored', () => {
    assert.ok(registeredAnchors().length >= 30, `${registeredAnchors().length} anchored patterns`);
  });

  it('every anchored pattern finds what its global search finds (random texts, the sample notes)', () => {
    const notes = samples();
    let matches = 0;
    registeredAnchors().forEach((anchor, k) => {
      const texts = [...notes];
      for (let seed = 1; seed <= 60; seed++) texts.push(randomText(pieces(anchor), seed * 7919 + k, 300));
      for (const text of texts) {
        const want = matchTuples(text.matchAll(anchor.pattern));
        matches += want.length;
        assert.deepEqual(matchTuples(anchor.matchAll(text, new GateWords(text))), want, `${anchor.pattern.source.slice(0, 60)}`);
      }
    });
    // The texts reach the patterns: thousands of matches in all.
    assert.ok(matches > 2000, `${matches} matches`);
  });

  it('every first word a pattern can start with is among its anchor words (read from the pattern source)', () => {
    const gaps: string[] = [];
    for (const source of READ_BY_HAND.keys()) {
      assert.ok(registeredAnchors().some((a) => a.pattern.source === source), source);
    }
    for (const anchor of registeredAnchors()) {
      if (READ_BY_HAND.has(anchor.pattern.source)) continue;
      // The constructor keeps `lead` and `leadDigits` as private fields.
      const { lead, leadDigits } = anchor as unknown as { lead: number; leadDigits: boolean };
      assert.ok(typeof lead === 'number' && typeof leadDigits === 'boolean');
      const missed = firstRuns(anchor.pattern, lead, leadDigits).filter((s) => !covered(s, anchor.words) || !shapeFits(s, anchor.shape));
      const shown = missed.slice(0, 12).map((s) => `${s.end === 'open' ? `${s.word}*` : s.word}${anchor.shape === 'any' ? '' : ` (${s.cased})`}`);
      const named = `/${anchor.pattern.source.slice(0, 60)}/ (${anchor.words.slice(0, 6).join(' ')} ...)`;
      if (missed.length > 0) gaps.push(`${named} lacks ${shown.join(' ')}`);
    }
    assert.deepEqual(gaps, []);
  });

  it('the first words are read as the patterns match them', () => {
    const read = (re: RegExp, lead = 0, leadDigits = false): string => [
      ...new Set(firstRuns(re, lead, leadDigits).map((s) => `${s.word}${s.end === 'open' ? '*' : ''}${s.lead ? `@${s.lead}` : ''}`)),
    ].sort().join(' ');
    assert.equal(read(/\b(?:surgeons?|Dr)\.?[ \t]/g), 'dr surgeon surgeons');
    // An optional item lets the next one's letters join the run; a pattern's end leaves the run open.
    assert.equal(read(/\bretina(?:l)?\s*scan/gi), 'retina retinal retinalscan* retinascan*');
    assert.equal(read(/\bjob(?![a-z])/gi), 'job');
    assert.equal(read(/\bjob(?![a-z])/g), 'job*');
    assert.equal(read(/\bwork\w*:/gi), 'work work*');
    assert.equal(read(/(?<![\p{L}])[ \t]{0,2}hi,/gu, 2), 'hi hi@1 hi@2');
    assert.equal(read(/(?<![\p{L}])(?:\d[ \t])?yr\b/gu, 2, true), 'yr yr@2');
    assert.throws(() => read(/\b[ \t]{0,5}hi\b/g, 4), /more than 4 blanks/);
    assert.throws(() => read(/\b\d+ years/g), /no ASCII letter/);
    assert.throws(() => read(/\b(?:hi|\w+)\b/g), /any letter/);
    // A backreference may repeat letters: the run may go on; after a separator that closed the run it changes nothing.
    assert.ok(read(/\b(a)\1/g).split(' ').includes('a*'));
    assert.equal(read(/\b(?:jan|may)([-/.])\d\1\d/gi), 'jan may');
    assert.throws(() => read(/\b(?:x|)/g), /no first word/);
  });

  it('the case of the first two letters is read as the patterns write them (an anchor\'s shape)', () => {
    const cased = (re: RegExp): string => [...new Set(firstRuns(re, 0, false).map((s) => `${s.word}:${s.cased}`))].sort().join(' ');
    assert.equal(cased(/\b(?:Dr|Mrs)\.?[ \t]/g), 'dr:UL mrs:UL');
    assert.equal(cased(/\b(?:[Rr]ue|RUA)\b/g), 'rua:UU rue:LL rue:UL');
    assert.equal(cased(/\b(?:Dr|mrs)\b/gi), 'dr:LL dr:LU dr:UL dr:UU mrs:LL mrs:LU mrs:UL mrs:UU');
    // One letter, then a class of many: the second letter's case is not followed.
    assert.equal(cased(/\bL\.?\p{Lu}+/gu), 'l:U');
  });

  it('a run of another case than its anchor\'s shape is not tried, and nothing is lost', () => {
    const shaped = registeredAnchors().filter((a) => a.shape !== 'any');
    assert.ok(shaped.length >= 4, `${shaped.length} shaped anchors`);
    const suffix = shaped.find((a) => a.words.includes('hospital*') && a.shape === 'capital' && a.pattern.test('Hospital'))!;
    const text = 'home care at the hospital; Lakeside Home Care; Mercy Hospital, MERCY HOSPITAL; hospital course';
    const found = matchTuples(suffix.matchAll(text, new GateWords(text)));
    assert.deepEqual(found, matchTuples(text.matchAll(suffix.pattern)));
    assert.deepEqual(found.map(([at]) => text.slice(Number(at), Number(at) + 4)), ['Home', 'Hosp']);
  });

  it('a word that a longer run may start with, and a word alone', () => {
    const kin = registeredAnchors().find((a) => a.words.includes('kid*'))!;
    const text = 'kidney stones; wifey Ana; Mom: Rosa';
    assert.deepEqual(matchTuples(kin.matchAll(text, new GateWords(text))), matchTuples(text.matchAll(kin.pattern)));
    assert.ok(kin.matchAll(text, new GateWords(text)).length >= 3);
  });

  it('a facility word with an accent starts a shorter run ("Hôpital": "H", "Clínica": "Cl")', () => {
    const facility = registeredAnchors().find((a) => a.words.includes('hopital'))!;
    const text = 'Hôpital Sainte-Hermine; HÔPITAL Laval, Clínica San Rafael; Policlínica Norte, Sanatório Bom Jesus; Hospital San Rafael';
    assert.deepEqual(matchTuples(facility.matchAll(text, new GateWords(text))), matchTuples(text.matchAll(facility.pattern)));
    assert.equal(facility.matchAll(text, new GateWords(text)).length, 6);
  });

  it('firstWords takes each phrase first letters, without a letter its quantifier makes optional', () => {
    assert.equal(firstWords(['surgeons?', 'case (?:manager|mgr)s?', "sheriff'?s?", 'Dr']), 'surgeon* case* sheriff* dr*');
    assert.throws(() => firstWords(['#3']));
    assert.throws(() => firstWords(['a?b']));
  });
});
