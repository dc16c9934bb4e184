// Tests of the faith guard (src/engine/phi/core/faith-guard.ts, hardneg23): a faith or its follower named in a social or
// spiritual history ("Amish", "Mormon", "Christian Scientist") is no person, whichever rule read it; a title keeps the
// name, and so does a given name the faith's phrase does not hold ("Christian Roe"). Invented examples, none from any
// evaluation set.
import { strict as assert } from 'node:assert';
import { identifyPhi } from '../../../../../src/engine/phi/index';
import { builtChecks, ruleChecks } from './rule-checks';

const { clean, spans } = ruleChecks(identifyPhi);

describe('guard: a faith names no person (hardneg23)', () => {
  it('drops a faith of its own word or of two words', () => {
    clean('Amish, family prefer to pay cash, declines photos.', 'PATIENT', 'DOCTOR');
    clean('Christian Scientist, reluctant to accept medication.', 'PATIENT', 'DOCTOR');
    clean('Mormon, wears temple garments, keep on if possible.', 'PATIENT', 'DOCTOR');
  });
  it('over the built lists too', function () {
    const built = builtChecks();
    if (built === undefined) this.skip();
    for (const text of ['Amish, family prefer to pay cash.', 'Christian Scientist, capacity intact.', 'Sikh, requests kara not be removed.']) {
      assert.deepEqual(built.people(text), [], text);
    }
    assert.deepEqual(built.people('Spoke with Christian Roe, her son.'), ['DOCTOR:Christian Roe']);
  });
  it('keeps a person named by a title or with a name of their own', () => {
    assert.ok(spans('Mr. Amish reviewed in clinic.').includes('PATIENT:Amish'));
    assert.ok(spans('Spoke with Christian Roe, her son.').includes('DOCTOR:Christian Roe'));
  });
});
