// Token cue bits (core/token-cues.ts): a bit of a token is set exactly when its cue set holds the token's word,
// and the sets are closed once a note has been read, so that no note's bits miss a set registered later.
import { strict as assert } from 'node:assert';
import { readNote } from '../../../../src/engine/phi/core/pipeline';
import { cueBits, sharedTokenCue, tokenCue } from '../../../../src/engine/phi/core/token-cues';
import { lexiconWords, WordClasses, wordTokens } from '../../../../src/engine/phi/core/tokens';
import { noDictionaries } from '../../../../src/engine/phi/core/dictionaries';
import { KIN } from '../../../../src/engine/phi/rules/note-people-context';

describe('PHI engine core: token cue bits', () => {
  it('the pipeline reads the bits of every token of the note', () => {
    const text = 'Spoke with his wife Ann at Cedar House; per Dr. Roe.';
    const input = readNote(text, new WordClasses(noDictionaries('test'), lexiconWords()));
    assert.deepEqual([...input.cues], [...cueBits(wordTokens(text))]);
    assert.equal(input.cues.length, input.tokens.length);
    const wife = input.tokens.findIndex((t) => t.low === 'wife');
    const ann = input.tokens.findIndex((t) => t.low === 'ann');
    assert.ok(KIN.has('wife') && input.cues[wife]! !== 0);
    assert.notEqual(input.cues[wife], input.cues[ann]);
  });

  it('refuses a cue set registered after a note was read', () => {
    cueBits(wordTokens('a note'));
    assert.throws(() => tokenCue(['late']), /registered when its module loads/);
    assert.throws(() => sharedTokenCue('facility kinds', ['late']), /registered when its module loads/);
  });

  it('one shared bit marks the words of every set registered under its name, and no other word', () => {
    // A practice's kind, an organ, a home service, a service item, a planning word, "day" and a facility's initials:
    // the facility walks' sets (rules/note-facilities.ts, facilityKindCue).
    const kinds = ['cardiology', 'heart', 'hospice', 'consult', 'referral', 'day', 'dgh', 'phc'];
    const bits = cueBits(wordTokens(kinds.join(' ')));
    const shared = bits.reduce((all, b) => all & b, -1);
    assert.notEqual(shared, 0);
    const others = cueBits(wordTokens('zebra quietly patient tuesday'));
    for (const b of others) assert.equal(b & shared, 0);
  });
});
