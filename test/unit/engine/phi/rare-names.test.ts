// The rare-names list (humannames at build time; a hand-made stand-in here): a word only that list holds is an
// unknown word that also counts as a name no English list holds, so that the rules asking for a known name beside
// a cue (a story opening, a comma and a credential, a sign-off) take it; alone, or after a weak cue in Title case,
// it is not a name, and the English, clinical and shorthand guards win over the list. Invented names and notes.
import { strict as assert } from 'node:assert';
import { createPhiIdentifier, type PhiDictionaries } from '../../../../src/engine/phi/index';
import { lexiconWords, NO_NAME, RARE_NAME, UNKNOWN_WORD, WordClasses } from '../../../../src/engine/phi/core/tokens';

const ENGLISH = new Set(
  ('the and to with called spoke at bedside is was in of for by she he her his pt per plan aware made notified updated today ' +
    'visited came will call back see sister drives score reviewed hope visitors included son daughter wife continue given ' +
    'seen social lives re from phone bp stable man admitted yo').split(' '),
);
const CORE: PhiDictionaries = {
  names: new Set(['lucinda', 'okafor']),
  given: new Set(['lucinda']),
  english: ENGLISH,
  cities: new Set(),
  states: new Map(),
  countries: new Set(),
  source: 'file',
};
const WITH_RARE: PhiDictionaries = { ...CORE, rare: new Set(['zubrowski', 'kellworth', 'anwen', 'marisk', 'tadzio', 'wiremu', 'hope', 'lasix', 'cont', 'bao']) };

const spans = (identify: (t: string) => { start: number; end: number; type: string; rule?: string }[], text: string): string[] =>
  identify(text).filter((f) => f.type === 'PATIENT' || f.type === 'DOCTOR').map((f) => `${f.type}:${text.slice(f.start, f.end)}`);

describe('rare names (the weaker name list)', () => {
  const words = new WordClasses(WITH_RARE, lexiconWords());
  const without = createPhiIdentifier(CORE);
  const identify = createPhiIdentifier(WITH_RARE);

  it('reads a word only the rare list holds as an unknown word that is a name no English list holds', () => {
    const ev = words.nameEvidence('zubrowski');
    assert.equal(ev, RARE_NAME);
    assert.ok(ev.unknown && ev.knownNotEnglish && ev.rare && !ev.known);
    assert.equal(words.isKnownName('zubrowski'), false);
    assert.equal(new WordClasses(CORE, lexiconWords()).nameEvidence('zubrowski'), UNKNOWN_WORD);
  });

  it('lets the English, clinical and shorthand guards and the minimum length win over the list', () => {
    // "hope" is a built-in given name that is also a word: it stays that, never a rare name.
    assert.ok(!words.nameEvidence('hope').rare && !words.nameEvidence('hope').knownNotEnglish);
    assert.equal(words.nameEvidence('lasix'), NO_NAME);
    assert.equal(words.nameEvidence('cont').rare, false);
    assert.equal(words.nameEvidence('bao').rare, false);
  });

  it('takes rare names where a rule asks for a known name beside its cue', () => {
    for (const [text, found] of [
      ['Tadzio Wiremu is a 54 yo man admitted', 'PATIENT:Tadzio Wiremu'],
      ['wiremu tadzio is a 54 yo man admitted', 'PATIENT:wiremu tadzio'],
      ['Anwen Tadzio, PT', 'DOCTOR:Anwen Tadzio'],
      ['ANWEN MARISK, SW', 'DOCTOR:ANWEN MARISK'],
      ['bp stable, will continue plan\nanwen marisk', 'DOCTOR:anwen marisk'],
    ] as const) {
      assert.deepEqual(spans(identify, text), [found], text);
      assert.deepEqual(spans(without, text), [], `without the rare list: ${text}`);
    }
  });

  it('leaves a rare name alone without a cue, after a weak cue in Title case, and guarded words in its list', () => {
    for (const text of [
      'The Kellworth score was reviewed.',
      'She drives to Kellworth to see her sister.',
      'bp stable, will continue plan\nhope lasix',
      'Hope Lasix, PT',
    ]) {
      assert.deepEqual(spans(identify, text), [], text);
    }
  });
});
