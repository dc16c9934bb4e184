// Anchors found by `indexOf` instead of their pattern: the same positions, and the patterns anchored on them find
// what their whole search finds.
import { strict as assert } from 'node:assert';
import { allMatches } from '../../../../src/engine/phi/core/all-matches';
import { CROSS_MAIN, CROSS_MAIN_ANCHOR, crossMainStreets, roadWords } from '../../../../src/engine/phi/rules/abroad-addresses';
import { mayBeRegion, REGION_AT } from '../../../../src/engine/phi/rules/world-addresses';
import { GateWords } from '../../../../src/engine/phi/core/word-gate';
import { matchTuples, randomText } from './random-text';

describe('PHI engine core: the cross and main roads found from "Cross" and "Main"', () => {
  const PIECES = ['No. 48, 3rd Cross', 'No.1234A/5678,  12th Main', '#48, ', '3rd', '21st', ' Cross', '\tMain', 'Cross', 'Main', 'Mai', 'CrossMain', 'MainCross',
    'Crosss', ' cross', ' MAIN', ' Road', ', 5th Main', ' ', 'x', 'N', '.', '\n', '12'];
  it('the anchors are the pattern\'s, and the roads those of the whole pattern, on 5,000 random texts', () => {
    let matches = 0;
    for (let seed = 1; seed <= 5_000; seed++) {
      const text = randomText(PIECES, seed, 1 + (seed % 40));
      assert.deepEqual(roadWords(text).map((a) => a.index), allMatches(text, CROSS_MAIN_ANCHOR).map((m) => m.index), JSON.stringify(text));
      const found = matchTuples(crossMainStreets(text));
      assert.deepEqual(found, matchTuples(allMatches(text, CROSS_MAIN)), JSON.stringify(text));
      matches += found.length;
    }
    assert.ok(matches > 500, `${matches} matches`);
  });
});

describe('PHI engine core: the region names tried only where one of them stands at its anchor', () => {
  const PIECES = ['New York', 'New', 'new', 'NEW', 'New South Wales', 'New\tSouth\tWales', 'new south  wales', 'NEW SOUTH', 'new onset', 'Nova Scotia', 'Nova\tScotia',
    'NOVA SCOTIA', 'Scotia', 'South',
    'Newfoundland and Labrador', 'newfoundland', 'Qué.', 'Que.', 'QUE.', 'N.S.', 'B.C.', 'Ontario', 'ontario', 'Ontarios', 'Victoria', 'Western Australia', 'Ghana',
    "Cote d'Ivoire", 'Côte d’Ivoire', ' ', '\t', ',', '-', "'", '’', 'x', 'é', '5', '.', '\n'];
  it('same matches as the whole pattern on 5,000 random texts', () => {
    let matches = 0;
    for (let seed = 1; seed <= 5_000; seed++) {
      const text = randomText(PIECES, seed, 1 + (seed % 30));
      const found = matchTuples(REGION_AT.matchAll(text, new GateWords(text), mayBeRegion));
      assert.deepEqual(found, matchTuples(text.matchAll(REGION_AT.pattern)), JSON.stringify(text));
      matches += found.length;
    }
    assert.ok(matches > 2_000, `${matches} matches`);
  });
});
