// Per-rule tests of person.credential-title's hard negatives added in the eleventh round (fixB,
// src/engine/phi/rules/note-people.ts): after a credential, a form's field label before its colon, a portal's service
// before the bracket that names its nurse, and a second credential (CCFP) are no clinician's name; a known name
// before a colon and a name after a credential are still found. Invented examples, none from any evaluation set; the
// built dictionaries decide what a known name is.
import { strict as assert } from 'node:assert';
import { builtChecks } from './rule-checks';

const checks = builtChecks();
const byRule = (text: string): string[] => checks?.byRule(text, 'person.credential-title') ?? [];

describe('rule person.credential-title (labels, services and credentials after a credential)', function () {
  before(function () {
    if (!checks) this.skip();
  });
  it('leaves a field label before its colon alone', () => {
    assert.deepEqual(byRule('MD TRIAGISTE: DR ÉLODIE FORTIN-ROY'), []);
  });
  it('leaves a portal service before its nurse\'s bracket alone', () => {
    assert.deepEqual(byRule('9:02 AM - Nurse Line (Brigid O., RN)\nHello, ...'), []);
    assert.deepEqual(byRule('reply from nurse advice (p. quist, rn): call back'), []);
  });
  it('reads CCFP as a credential, not a name', () => {
    assert.deepEqual(byRule('t. vasquez-lindqvist md ccfp(em)'), []);
  });
  it('still finds a known name before a colon and a name after a credential', () => {
    assert.deepEqual(byRule('RN Okafor: pt resting comfortably'), ['DOCTOR:Okafor']);
    assert.deepEqual(byRule('md kessler in to see pt'), ['DOCTOR:kessler']);
  });
});
