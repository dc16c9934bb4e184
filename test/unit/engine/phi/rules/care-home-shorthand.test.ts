// Per-rule tests of facility.care-home-short (src/engine/phi/rules/care-home-shorthand.ts): a care home a ward note
// names with its kind in shorthand ("ctr", "AFH"), in the three letter cases, and the kinds of care and placement
// sentences that take the same slot. Invented examples, none from any evaluation set, over the built dictionaries
// (skipped when they are not built).
import { strict as assert } from 'node:assert';
import { builtChecks } from './rule-checks';

const checks = builtChecks();
const byRule = (text: string): string[] => checks?.byRule(text, 'facility.care-home-short') ?? [];

describe('rule facility.care-home-short', function () {
  before(function () {
    if (!checks) this.skip();
  });
  it('reads a care centre in small letters and in capitals', () => {
    assert.deepEqual(byRule('dispo: quarrowby care ctr vs home, cm following.\n'), ['HOSPITAL:quarrowby care ctr']);
    assert.deepEqual(byRule('SW MET W/ SON RE PLACEMENT, PREFERS TARNOVALE NURSING CTR.\n'), ['HOSPITAL:TARNOVALE NURSING CTR']);
  });
  it('reads an adult family home by its owner\'s name', () => {
    assert.deepEqual(byRule('pt from quarrowby afh, baseline a&o x2.\n'), ['HOSPITAL:quarrowby afh']);
    assert.deepEqual(byRule('Admitted from Quarrowby AFH w/ fall.\n'), ['HOSPITAL:Quarrowby AFH']);
  });
  it('leaves kinds of care, placement sentences and English words alone', () => {
    const negatives = [
      'dispo: skilled nursing ctr vs home\n', 'back to her AFH tomorrow\n', 'LONG TERM CARE CTR REFERRAL SENT\n',
      'pt lives in an AFH\n', 'return to AFH when stable\n', 'PREFERS NURSING CTR CLOSE TO HOME\n',
      'referred to the wound care ctr\n', 'Green Valley nursing ctr\n',
    ];
    for (const text of negatives) assert.deepEqual(byRule(text), [], text);
  });
  it('reads a home named with SNF, ALF or Nursing & Rehab (fix15b)', () => {
    assert.deepEqual(byRule('adm from quarrowby pines snf in town w/ fever.\n'), ['HOSPITAL:quarrowby pines snf']);
    assert.deepEqual(byRule('from tarnovale alf, baseline a&o x2.\n'), ['HOSPITAL:tarnovale alf']);
    assert.deepEqual(byRule('Disposition: Quarrowby Post-Acute SNF for PT/OT.\n'), ['HOSPITAL:Quarrowby Post-Acute SNF']);
  });
  it('leaves placements to a kind of home alone', () => {
    const negatives = [
      'dispo: awaiting snf placement, prefers alf.\n', 'd/c to snf vs home\n', 'Medicare SNF days left: 12\n',
      'lives in assisted living\n', 'PT RECOMMENDS SNF\n', 'back to her alf tomorrow\n', 'to skilled nursing & rehab\n',
    ];
    for (const text of negatives) assert.deepEqual(byRule(text), [], text);
  });
});
