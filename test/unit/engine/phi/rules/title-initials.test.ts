// Per-rule tests of person.title before two or three initials (src/engine/phi/rules/note-people.ts, `initialsRun` in
// note-people-context.ts): "Dr P.J. Botha", "PROF. A. MAHOMED", "dr p.j. botha", with a title before no name, "prof"
// as a word and initials before an English word as hard negatives. Invented examples, none from any evaluation set.
import { strict as assert } from 'node:assert';
import { builtChecks } from './rule-checks';

const checks = builtChecks();
const byRule = (text: string): string[] => checks?.byRule(text, 'person.title') ?? [];

describe('rule person.title, before initials written together', function () {
  before(function () {
    if (!checks) this.skip();
  });
  it('finds the name after a title and two or three joined initials, in all three letter cases', () => {
    assert.deepEqual(byRule('Reviewed by Dr P.J. Vermeulen on the ward.'), ['DOCTOR:P.J. Vermeulen']);
    assert.deepEqual(byRule('SEEN BY DR K.S. MOTAUNG TODAY.'), ['DOCTOR:K.S. MOTAUNG']);
    assert.deepEqual(byRule('discussed with dr a.b. nwachukwu.'), ['DOCTOR:a.b. nwachukwu']);
    assert.deepEqual(byRule('Copy to Mrs A.B.C. Oyelaran.'), ['PATIENT:A.B.C. Oyelaran']);
    assert.deepEqual(byRule('Seen with Dr R. J. Okonjo.'), ['DOCTOR:R. J. Okonjo']);
  });
  it('reads "prof" as a title in any letter case only before an initial', () => {
    assert.deepEqual(byRule('WHIPPLE LIST (PROF. T. MOKGOKONG).'), ['DOCTOR:T. MOKGOKONG']);
    assert.deepEqual(byRule('needs prof help with the forms; prof. development day.'), []);
  });
  it('leaves initials before an English word, and a title with initials alone, to the other rules', () => {
    assert.deepEqual(byRule('Mr A.B. said no. Dr A.M. rounds at 9.'), []);
  });
});
