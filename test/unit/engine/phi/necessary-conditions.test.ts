// Readings that find nothing in most notes test a cheap necessary condition of their pattern first, read from the
// character codes (perf23): each condition holds wherever its pattern matches, on random texts made of the pieces the
// patterns read, so the readings find what they found.
import { strict as assert } from 'node:assert';
import { GateWords } from '../../../../src/engine/phi/core/word-gate';
import { PRACTICE_AFTER_CREDENTIAL, practicesAfterCredentials } from '../../../../src/engine/phi/rules/clinician-practices';
import { mayFollowMove, MOVE_BEFORE, ORIGIN_PREP } from '../../../../src/engine/phi/rules/origin-hospitals';
import { CUE_TOWN_AT, mayOpenCue } from '../../../../src/engine/phi/rules/town-cue-words';
import { matchTuples, randomText } from './random-text';

describe('PHI engine rules: necessary conditions read before a pattern', () => {
  it('origin-hospitals: a move before "from" or "at" holds mayFollowMove, on 5,000 random texts', () => {
    const pieces = ['transferred', 'TRANSFERRED', 'tx', "tx'd", "TX'D", 'txd', 'xfer', 'adm', 'admit', 'born', 'came', 'retransferred', 'd', 'us', 'to us', 'here',
      'initially', 'originally', '2/4', '3/11/2024', '7', ' ', '  ', '   ', '\t', 'from', 'FROM', 'at', 'At', 'x', "'", '-', '.', '\n', 'é', 'ſ', 'K',
      'transferred from ', 'born at ', "tx'd 2/4 from ", 'came here  from ', 'brought to us at ', 'ADM 3/11 FROM ', ' from ', ' at '];
    let moves = 0;
    for (let seed = 1; seed <= 5_000; seed++) {
      const text = randomText(pieces, seed, 2 + (seed % 30));
      for (const m of text.matchAll(ORIGIN_PREP)) {
        const move = MOVE_BEFORE.test(text.slice(Math.max(0, m.index - 40), m.index + m[0].length));
        if (!move) continue;
        moves++;
        assert.ok(mayFollowMove(text, m.index), JSON.stringify(text));
      }
    }
    assert.ok(moves > 100, `${moves} moves`);
  });

  it('clinician-practices: the credential search tried where a comma or bracket follows finds what the whole search finds', () => {
    const pieces = ['MD', 'md', 'DO', 'do', 'PA-C', 'pa', 'NP', 'CCC-SLP', 'Ms', ',', ', ', ',  ', ' ', '  ', '   ', '(', ' (', 'Roe', 'Y', 'Z', 'Valley',
      'Orthopaedics', 'Pain & Palliative', 'Cardiology', 'Family Medical', 'medical centre', ')', '.', '\n', 'x', '-', 'é', 'ſ',
      'X Roe, MD, Y Z Pain & Palliative', 'X Roe, MD (Y Z Cardiology)', ', MD, Valley Orthopaedics,'];
    let matches = 0;
    for (let seed = 1; seed <= 5_000; seed++) {
      const text = randomText(pieces, seed, 1 + (seed % 30));
      const found = matchTuples(practicesAfterCredentials(text, new GateWords(text)));
      assert.deepEqual(found, matchTuples(text.matchAll(PRACTICE_AFTER_CREDENTIAL)), JSON.stringify(text));
      matches += found.length;
    }
    assert.ok(matches > 100, `${matches} matches`);
  });

  it('town cues: the cue search tried where a short cue word has its next word finds what the whole search finds', () => {
    const pieces = ['at', 'AT', 'At', 'in', 'IN', 'on', 'by', 'via', 'his', 'her', 'HER', 'their', 'my', 'our', 'up', 'out', 'down', 'over', 'home', 'Home',
      'i', 'I', 'we', 'from', 'near', 'lives', 'the', 'phone', 'speaker', 'speakerphone', 'home', 'HOME', 'village', 'town', 'hometown', 'is', 'am', 'are',
      'today', 'this', 'am', 'past', "'", '’', "'m", '’re', 'outside', 'inn', 'athome', ' ', '  ', '   ', '\t', ',', '.', '\n', 'x', 'Tulsa', 'é', '5',
      'at home in ', 'in from ', 'on the phone from ', 'his home in ', 'my village, ', 'up near ', "i'm in ", 'we are in ', 'home is in '];
    let matches = 0;
    for (let seed = 1; seed <= 5_000; seed++) {
      const text = randomText(pieces, seed, 1 + (seed % 40));
      const found = matchTuples(CUE_TOWN_AT.matchAll(text, new GateWords(text), mayOpenCue));
      assert.deepEqual(found, matchTuples(text.matchAll(CUE_TOWN_AT.pattern)), JSON.stringify(text));
      matches += found.length;
    }
    assert.ok(matches > 1000, `${matches} matches`);
  });
});
