// The dictionaries the build writes (scripts/build-phi-dictionaries.mjs): the English words that tell ordinary
// words from names include the forms Hunspell writes as a prefix flag on a stem ("port/CAEGDS" is also "report"),
// so that a relative followed by a verb of reporting is not read as a relative followed by a name.
import { strict as assert } from 'node:assert';
import { join } from 'node:path';
import { createPhiIdentifier, defaultPhiDictionariesPath, loadPhiDictionaries } from '../../../../src/engine/phi/index';

describe('the built PHI dictionaries', () => {
  const dicts = loadPhiDictionaries(defaultPhiDictionariesPath(join(__dirname, '..', '..', '..', '..', 'src', 'engine')));

  beforeEach(function () {
    // A checkout without the source packages builds no file; the engine then runs on its built-in lists.
    if (dicts.source !== 'file') this.skip();
  });

  it('hold English words made by a prefix flag (re-, un-, de-, dis-, in-, con-, pro-)', () => {
    for (const w of ['report', 'request', 'recall', 'unable', 'deport', 'dislike', 'inaction', 'consign', 'propose']) assert.ok(dicts.english.has(w), w);
  });

  it('read "Wife reports" and "Son requests" as a relative and a verb, and still find a relative\'s name', () => {
    const identify = createPhiIdentifier(dicts);
    const text = 'Wife reports pt was confused overnight. Son requests a call back. Daughter Quilla Vantreese at bedside.';
    const people = identify(text).filter((f) => f.type === 'PATIENT' || f.type === 'DOCTOR').map((f) => text.slice(f.start, f.end));
    assert.deepEqual(people, ['Quilla Vantreese']);
  });
});
