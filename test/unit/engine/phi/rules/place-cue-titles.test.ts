// Per-rule tests of place.cue-title (src/engine/phi/rules/place-cue-titles.ts), promoted from the review queue
// (review.place-position after "at", "from" or "near" in title case): where a place goes, a title-case run is a
// place. After "in" or "to", in capitals, or at a sentence's start the run stays a review candidate or nothing.
// Invented examples over the built dictionaries (the place reading needs the English lists); skipped when unbuilt.
import { strict as assert } from 'node:assert';
import { join } from 'node:path';
import { createPhiIdentifier, defaultPhiDictionariesPath, loadPhiDictionaries } from '../../../../../src/engine/phi/index';
import { placeCueTitle } from '../../../../../src/engine/phi/rules/place-cue-titles';
import { detectPlacePositions, placePositionsAt } from '../../../../../src/engine/phi/review/place-positions';
import { shoutingLines, type ReviewHit, type ReviewInput } from '../../../../../src/engine/phi/review/rule';
import { lexiconWords, wordTokens, WordClasses } from '../../../../../src/engine/phi/core/tokens';
import { randomText } from '../random-text';

const path = defaultPhiDictionariesPath(join(__dirname, '..', '..', '..', '..', '..', 'src', 'engine'));
const identify = path === undefined ? undefined : createPhiIdentifier(loadPhiDictionaries(path));
const byRule = (text: string): string[] => (identify?.(text) ?? []).filter((f) => f.rule === 'place.cue-title').map((f) => `${f.type}:${text.slice(f.start, f.end)}`);

describe('rule place.cue-title', () => {
  it('reads a title-case run after "at", "from" or "near"', () => {
    const at = (text: string, run: string): boolean => placeCueTitle(text, { start: text.indexOf(run), end: text.indexOf(run) + run.length, type: 'LOCATION-OTHER' });
    assert.ok(at('bloods drawn at Harrowgate today', 'Harrowgate'));
    assert.ok(at('a fall near Dunmarrow Quay', 'Dunmarrow Quay'));
    assert.ok(at('faxed from: Pellbrook', 'Pellbrook'));
    assert.ok(!at('moved to Pellbrook', 'Pellbrook'));
    assert.ok(!at('resting in Recovery', 'Recovery'));
    assert.ok(!at('ON DOPAMINE AT QUARTERMAIN', 'QUARTERMAIN'));
    assert.ok(!at('seen flat Harrowgate', 'Harrowgate'));
    assert.ok(!at('SELECT * FROM Users WHERE id = 1', 'Users'));
  });
  it('finds the place where the review queue put it', function () {
    if (!identify) this.skip();
    assert.deepEqual(byRule('Bloods were drawn at Harrowgate before transfer.'), ['LOCATION-OTHER:Harrowgate']);
    assert.deepEqual(byRule('Admitted after a fall near Dunmarrow Quay on Sunday.'), ['LOCATION-OTHER:Dunmarrow Quay']);
  });
  it('leaves runs after "to" or "in", and capitals, to the queue', function () {
    if (!identify) this.skip();
    assert.deepEqual(byRule('Pt transferred to Floor this afternoon. Resting in Recovery.'), []);
    assert.deepEqual(byRule('PT ON DOPAMINE AT 5 MCG. TRANSFERRED FROM MICU.'), []);
  });
});

describe('the place reading at chosen tokens (placePositionsAt)', () => {
  // Cues, place-like words in every case, place words, wrapped lines, sentence ends, shouting lines.
  const PIECES = ['at ', 'from ', 'near ', 'At ', 'FROM ', 'in ', 'the ', 'Harrowgate ', 'Dunmarrow ', 'Quay ', 'Pellbrook', 'Recovery ', 'North ', 'Campus ',
    'County ', 'street ', 'HARROWGATE ', 'ZORBEK ', 'QUAY ', 'Floor ', 'Rest ', 'Eastern ', 'Shore ', 'and ', 'was ', ', ', '. ', '\n', 'lives in\n', ' ', 'x ',
    '5 ', 'Tullymore', 'Ann ', 'Roe ', "O'Neil ", 'CALVERT COUNTY HOSPITAL NORTH CAMPUS DUNMARROW '];
  const words = path === undefined ? undefined : new WordClasses(loadPhiDictionaries(path), lexiconWords());
  it('reads at each chosen token the hit the whole walk reads there, on 3,000 random texts', function () {
    if (!words) this.skip();
    let hits = 0;
    for (let seed = 1; seed <= 3_000; seed++) {
      const text = randomText(PIECES, seed, 1 + (seed % 60));
      const input: ReviewInput = { text, tokens: wordTokens(text), words, shouting: shoutingLines(text), nameEnds: new Set() };
      const all: ReviewHit[] = [];
      detectPlacePositions(input, all);
      // Every token, every other one, and a sparse choice.
      for (const step of [1, 2, 3 + (seed % 5)]) {
        const wanted = input.tokens.map((_, k) => k).filter((k) => (k + seed) % step === 0);
        const starts = new Set(wanted.map((k) => input.tokens[k]!.s));
        const some: ReviewHit[] = [];
        placePositionsAt(input, wanted, some);
        assert.deepEqual(some, all.filter((h) => starts.has(h.start)), JSON.stringify(text));
      }
      hits += all.length;
    }
    assert.ok(hits > 500, `${hits} hits`);
  });
});
