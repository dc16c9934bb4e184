// Per-rule tests of person.title with the honorifics of src/engine/phi/rules/honorifics.ts: a doctor's second title in
// brackets ("Dr. (Mrs.) P. Rao") and the Hindi honorifics before a name on Indian forms ("Smt.", "Shri", "S/O SH."),
// with social history ("SH. LIVES ALONE"), spinal manipulative therapy ("SMT") and a hospital named "Shri Ram" as hard
// negatives. Over the built dictionaries, since the gate asks whether a name is an English word. Invented examples.
import { strict as assert } from 'node:assert';
import { builtChecks } from './rule-checks';

const checks = builtChecks();
const byRule = (text: string): string[] => checks?.byRule(text, 'person.title') ?? [];
const people = (text: string): string[] => checks?.people(text) ?? [];

describe('rule person.title, with a bracketed second title or a Hindi honorific', function () {
  before(function () {
    if (!checks) this.skip();
  });
  it("finds the doctor after a second title in brackets, in all three letter cases", () => {
    assert.deepEqual(byRule('LSCS done by Dr. (Col.) R. K. Bhandari.'), ['DOCTOR:R. K. Bhandari']);
    assert.deepEqual(byRule('REVIEWED BY DR (MRS) P SAILESHWARI, MS OBG'), ['DOCTOR:P SAILESHWARI']);
    assert.deepEqual(byRule('seen by dr (prof) meenakshi iyengar today'), ['DOCTOR:meenakshi iyengar']);
  });
  it('finds a patient or a relative after Smt., Shri, Kumari or Sh. before a name no English list holds', () => {
    assert.deepEqual(byRule('Smt. Kamlesh Devi, 52 yrs, admitted with fever.'), ['PATIENT:Kamlesh Devi']);
    assert.deepEqual(byRule('MASTER ANKIT S/O SH. HARBANS LAL, R/O VILLAGE'), ['PATIENT:HARBANS LAL']);
    assert.deepEqual(byRule('Informant: w/o shri ram prasad'), ['PATIENT:ram prasad']);
  });
  it('leaves social history, spinal manipulative therapy and a hospital named for a deity', () => {
    assert.deepEqual(people('SH. LIVES ALONE WITH WIFE. NO ETOH.'), []);
    assert.deepEqual(people('Sh. Married, retired, denies tobacco.'), []);
    assert.deepEqual(people('Plan: SMT lumbar spine. smt performed to thoracic spine, tolerated.'), []);
    assert.deepEqual(byRule('Referred from Shri Ram Hospital, casualty.'), []);
    assert.deepEqual(byRule('Dr. (see note below) to review.'), []);
  });
});
