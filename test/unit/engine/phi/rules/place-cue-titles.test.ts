// Per-rule tests of place.cue-title (src/engine/phi/rules/place-cue-titles.ts), promoted from the review queue
// (review.place-position after "at", "from" or "near" in title case): where a place goes, a title-case run is a
// place. After "in" or "to", in capitals, or at a sentence's start the run stays a review candidate or nothing.
// Invented examples over the built dictionaries (the place reading needs the English lists); skipped when unbuilt.
import { strict as assert } from 'node:assert';
import { join } from 'node:path';
import { createPhiIdentifier, defaultPhiDictionariesPath, loadPhiDictionaries } from '../../../../../src/engine/phi/index';
import { placeCueTitle } from '../../../../../src/engine/phi/rules/place-cue-titles';

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
