// Per-rule tests of facility.name-again (src/engine/phi/rules/hospital-names-again.ts): a care place named again by its
// name without its facility words after a rule found it in full, with generic words, English names away from a place's
// preposition and names no rule found as hard negatives. Invented examples, none from any evaluation set, over the
// built dictionaries (skipped when they are not built).
import { strict as assert } from 'node:assert';
import { detectHospitalNamesAgain } from '../../../../../src/engine/phi/rules/hospital-names-again';
import type { Candidate } from '../../../../../src/engine/phi/core/scan';
import { TIER } from '../../../../../src/engine/phi/core/tiers';
import { lexiconWords, WordClasses } from '../../../../../src/engine/phi/core/tokens';
import { builtChecks, englishOnly } from './rule-checks';

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
