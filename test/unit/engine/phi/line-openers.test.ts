// Greetings and closings (rules/letter-people.ts) open a line, or follow a quote mark, a colon or a sentence's end:
// their anchors turn away a first word ("best", "love", "take", "hi") with any other code unit before its blanks
// (`opensLineOrAfter`, core/anchored.ts). Each anchor with that test finds what its whole pattern finds on random texts
// made of the pieces the patterns read.
import { strict as assert } from 'node:assert';
import { GateWords } from '../../../../src/engine/phi/core/word-gate';
import type { WordAnchor } from '../../../../src/engine/phi/core/word-anchors';
import {
  CLOSING_AT, CLOSING_INITIALS_AT, GREETING_AT, GREETING_LOWER_AT, mayOpenClosing, mayOpenGreeting, mayOpenLowerGreeting,
} from '../../../../src/engine/phi/rules/letter-people';
import { matchTuples, randomText } from './random-text';

const PIECES = ['Best', 'best', 'Best regards', 'kind regards', 'Thanks', 'thanks so much', 'Love', 'love', 'Take care', 'Sincerely', 'Yours faithfully',
  'Dear', 'dear', 'Hi', 'hi', 'Hello', 'Good morning', 'Ann Boyd', 'Ann', 'maya', 'E.K. Ansah-Addo', 'm.t. okafor', 'this is ', ',', '.', '!', '?', ':', '"', '“',
  ' ', '  ', '   ', '\t', '\n', '\r\n', '\u2028', 'x', 'é', '5',
  '\nBest,\nAnn Boyd\n', '\nThanks, Ann\n', '. Kind regards,\nE.K. Ansah-Addo\n', '\nregards,\nm.t. okafor\n', '\nHi Ann,', '"Dear Ann Boyd,', '\n  hi maya, ', ': hello ann, '];

describe('PHI engine core: greetings and closings tried only at a line opening or after a mark', () => {
  const cases: readonly [string, WordAnchor, (text: string, p: number) => boolean][] = [
    ['GREETING', GREETING_AT, mayOpenGreeting],
    ['GREETING_LOWER', GREETING_LOWER_AT, mayOpenLowerGreeting],
    ['CLOSING', CLOSING_AT, mayOpenClosing],
    ['CLOSING_INITIALS', CLOSING_INITIALS_AT, mayOpenClosing],
  ];
  for (const [name, anchor, mayMatch] of cases) {
    it(`${name}: same matches as the whole pattern on 5,000 random texts`, () => {
      let matches = 0;
      for (let seed = 1; seed <= 5_000; seed++) {
        const text = randomText(PIECES, seed, 1 + (seed % 40));
        const found = matchTuples(anchor.matchAll(text, new GateWords(text), mayMatch));
        assert.deepEqual(found, matchTuples(text.matchAll(anchor.pattern)), JSON.stringify(text));
        matches += found.length;
      }
      assert.ok(matches > 100, `${matches} matches`);
    });
  }
});
