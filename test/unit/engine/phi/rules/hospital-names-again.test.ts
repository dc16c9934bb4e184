// Per-rule tests of facility.name-again (src/engine/phi/rules/hospital-names-again.ts): a care place named again by its
// name without its facility words after a rule found it in full, with generic words, English names away from a place's
// preposition and names no rule found as hard negatives. Invented examples, none from any evaluation set, over the
// built dictionaries (skipped when they are not built).
import { strict as assert } from 'node:assert';
import { join } from 'node:path';
import { builtChecks, englishOnly } from './rule-checks';
import { defaultPhiDictionariesPath, loadPhiDictionaries } from '../../../../../src/engine/phi/index';
import { detectHospitalNamesAgain, nameOf } from '../../../../../src/engine/phi/rules/hospital-names-again';
import { lexiconWords, WordClasses } from '../../../../../src/engine/phi/core/tokens';
import { push, type Candidate } from '../../../../../src/engine/phi/core/scan';
import { TIER } from '../../../../../src/engine/phi/core/tiers';
import { PLACE_PREP } from '../../../../../src/engine/phi/vocab/place-words';
import { randomText } from '../random-text';

const checks = builtChecks();
const byRule = (text: string): string[] => checks?.byRule(text, 'facility.name-again') ?? [];

describe('rule facility.name-again', function () {
  before(function () {
    if (!checks) this.skip();
  });
  it('reads a found place again by its name without its facility words', () => {
    // A name of English words, after "at" and "to", as written (the care home found by facility.care-home-short).
    assert.deepEqual(
      byRule('91 yo f from maple hollow assisted living w/ chf.\nshe worries about her room at maple hollow; may return to maple hollow vs snf.\n'),
      ['HOSPITAL:maple hollow', 'HOSPITAL:maple hollow'],
    );
    // A name with a word no list knows, in any letter case and after any word, read in another line of a lower-case note.
    assert.deepEqual(
      byRule("s/o: tx'd 3/14 from quarrowby flats memorial ed for resp failure.\nneuro: rass -2.\ndispo: cm to call quarrowby flats in am for records.\n"),
      ['HOSPITAL:quarrowby flats'],
    );
    // An Indian Health Service centre's name before "Indian Health Center".
    assert.deepEqual(
      byRule('Transferred 3/2 from Copper Mesa Indian Health Center by air.\nUA from Copper Mesa lab pending.\n'),
      ['HOSPITAL:Copper Mesa'],
    );
  });
  it('leaves generic words, English names away from a preposition and names no rule found alone', () => {
    const negatives = [
      // English words alone, not after a place's preposition, or written otherwise.
      'from maple hollow assisted living w/ chf. maple hollow staff called. Maple Hollow road closed.\n',
      // A kind of care, not a name ("outside", "county", "nursing").
      'from county nursing home. county aware.\n', 'adm from outside hospital. outside records pending.\n',
      // No place found in full: the name is never read.
      'walked around maple hollow with her dog. back to maple hollow tomorrow.\n',
      // A one-word name that an English or name list holds.
      'from Riverside Hospital. riverside walk today.\n',
    ];
    for (const text of negatives) assert.deepEqual(byRule(text), [], text);
  });
});

describe('facility.name-again: the first words looked up, not every word of the note split', () => {
  // Names of every kind (one unknown word, two or three words, English words), written in every letter case, glued to
  // letters, apostrophes and hyphens, after the places' prepositions, with a sigma, a surrogate and an offset-changing "İ".
  const PIECES = ['Quarrowby Hospital', 'quarrowby', 'QUARROWBY', 'Quarrowby', 'Maple Hollow Hospital', 'maple hollow', 'Maple Hollow', 'maple  hollow',
    'Maple Hollow Road', 'Tarn Vale Mercy Hospital', 'tarn vale mercy', 'Tarn Vale', 'at ', 'to ', 'from ', 'ON ', 'x-', "o'", '’', '-', "'", ' ', '  ', '\t', '\n',
    '.', ',', '5', 'é', 'the', 'Ann'];
  // The texts the look-up cannot read in place, read by the split instead: half the texts hold one of these.
  const ODD = [...PIECES, 'ΑΣ', 'Σ', '𝐀', 'İ'];
  const path = defaultPhiDictionariesPath(join(__dirname, '..', '..', '..', '..', '..', 'src', 'engine'));
  const words = path === undefined ? undefined : new WordClasses(loadPhiDictionaries(path), lexiconWords());
  before(function () {
    if (!words) this.skip();
  });
  it('same places as the split of every word on 5,000 random texts', () => {
    let found = 0;
    let fastTexts = 0;
    for (let seed = 1; seed <= 5_000; seed++) {
      const text = randomText(seed % 2 === 0 ? PIECES : ODD, seed, 1 + (seed % 60));
      // Every written place in full is a found hospital, as a rule would have found it.
      const out: Candidate[] = [];
      for (const m of text.matchAll(/(?:Quarrowby|Maple Hollow|Tarn Vale Mercy) Hospital/g)) out.push({ start: m.index, end: m.index + m[0].length, type: 'HOSPITAL', score: TIER.facilityName, rule: 'facility.cued', anchored: false });
      const before = out.slice();
      const fast = out.slice();
      detectHospitalNamesAgain(text, words!, fast);
      splitSearch(text, words!, before);
      assert.deepEqual(fast, before, JSON.stringify(text));
      found += fast.length - out.length;
      if (!/[İΣ]/.test(text)) fastTexts++;
    }
    assert.ok(found > 500, `${found} found`);
    assert.ok(fastTexts > 1_000, `${fastTexts} texts read in place`);
  });
});

/** The search as it was before the nineteenth round: every word of the note split, each looked up. */
function splitSearch(text: string, wc: WordClasses, out: Candidate[]): void {
  const WORD = /[\p{L}][\p{L}'’-]*/gu;
  const names = new Map<string, NonNullable<ReturnType<typeof nameOf>>[]>();
  const found: [number, number][] = [];
  for (const c of out) {
    if (c.type !== 'HOSPITAL' && c.type !== 'ORGANIZATION') continue;
    found.push([c.start, c.end]);
    if (c.type !== 'HOSPITAL' || c.score < TIER.weakCue || c.end - c.start > 80) continue;
    const name = nameOf(text, wc, c.start, c.end);
    if (name === undefined) continue;
    const list = names.get(name.lows[0]!) ?? [];
    if (!list.some((l) => l.lows.join(' ') === name.lows.join(' '))) list.push(name);
    names.set(name.lows[0]!, list);
  }
  if (names.size === 0) return;
  found.sort((a, b) => a[0] - b[0]);
  const words = [...text.matchAll(WORD)];
  for (let i = 0; i < words.length; i++) {
    const list = names.get(words[i]![0].toLowerCase());
    if (list === undefined) continue;
    for (const name of list) {
      const k = name.lows.length;
      if (i + k > words.length) continue;
      let same = true;
      for (let j = 0; j < k && same; j++) {
        const w = words[i + j]!;
        same = (name.english ? w[0] === name.written[j] : w[0].toLowerCase() === name.lows[j]) && (j === 0 || /^[ \t]{1,2}$/.test(text.slice(words[i + j - 1]!.index + words[i + j - 1]![0].length, w.index)));
      }
      if (!same) continue;
      const start = words[i]!.index;
      const last = words[i + k - 1]!;
      const end = last.index + last[0].length;
      if (i + k < words.length && /^[ \t]{1,2}$/.test(text.slice(end, words[i + k]!.index)) && !name.english && /^\p{Lu}/u.test(words[i + k]![0]) && /^\p{Lu}/u.test(name.written[0]!)) continue;
      if (found.some(([s, e]) => s < end && e > start)) continue;
      if (name.english && !(i > 0 && PLACE_PREP.has(words[i - 1]![0].toLowerCase()) && /^[ \t]{1,2}$/.test(text.slice(words[i - 1]!.index + words[i - 1]![0].length, start)))) continue;
      push(out, start, end, 'HOSPITAL', TIER.placeWord);
      break;
    }
  }
}

describe('rule facility.name-again: the overlap with a found place, span against span', () => {
  const words = new WordClasses(englishOnly(['from', 'memorial', 'hospital', 'and', 'the', 'foundation', 'of', 'called']), lexiconWords());
  const found = (text: string, part: string, type: Candidate['type'], score: number, from = 0): Candidate => {
    const start = text.indexOf(part, from);
    return { start, end: start + part.length, type, score, rule: '', anchored: false };
  };
  it('reads the name again beside a long found place, and not inside one however long', () => {
    // A long organisation found over the second mention, starting more than 200 characters before it.
    const filler = 'x'.repeat(230);
    const text = `from quarrowby flats memorial hospital. the ${filler} quarrowby flats foundation called.\nquarrowby flats called.\n`;
    const out: Candidate[] = [
      found(text, 'quarrowby flats memorial hospital', 'HOSPITAL', TIER.facilityName),
      found(text, `the ${filler} quarrowby flats foundation`, 'ORGANIZATION', TIER.placeWord),
    ];
    detectHospitalNamesAgain(text, words, out);
    const again = out.slice(2).map((c) => text.slice(c.start, c.end) + '@' + c.start);
    assert.deepEqual(again, [`quarrowby flats@${text.lastIndexOf('quarrowby flats')}`]);
  });
});
