// Per-rule tests of org.public-body's state bodies (src/engine/phi/rules/state-bodies.ts, fix23a): a state's, a province's
// or a country's government body named by its portfolio, and the portfolios with no region, a hospital's departments and
// a region before other words that stay alone. Invented examples, none from any evaluation set, over the built
// dictionaries (skipped when they are not built).
import { strict as assert } from 'node:assert';
import { builtChecks } from './rule-checks';

const checks = builtChecks();
const byRule = (text: string): string[] => checks?.byRule(text, 'org.public-body') ?? [];

describe('rule org.public-body: a state body by its portfolio (fix23a)', function () {
  before(function () {
    if (!checks) this.skip();
  });
  it('reads a state, a province or a country before a government body and its portfolio, in Title case or capitals', () => {
    assert.deepEqual(byRule('Probation officer Ab Roe (Idaho Division of Probation and Parole, 208-555-0100) agreed.\n'), ['ORGANIZATION:Idaho Division of Probation and Parole']);
    assert.deepEqual(byRule('KANSAS DEPARTMENT OF CORRECTIONS - CHRONIC CARE VISIT\n'), ['ORGANIZATION:KANSAS DEPARTMENT OF CORRECTIONS']);
    assert.deepEqual(byRule('Report faxed to the Manitoba Ministry of Families today.\n'), ['ORGANIZATION:Manitoba Ministry of Families']);
    assert.deepEqual(byRule('Letter copied to the Kogi State Ministry of Agriculture.\n'), ['ORGANIZATION:Kogi State Ministry of Agriculture']);
    assert.deepEqual(byRule('Form sent to the Vermont Department for Children and Families.\n'), ['ORGANIZATION:Vermont Department for Children and Families']);
    assert.deepEqual(byRule('REFERRED TO WESTERN CAPE DEPARTMENT OF SOCIAL DEVELOPMENT - AWAITING\n'), ['ORGANIZATION:WESTERN CAPE DEPARTMENT OF SOCIAL DEVELOPMENT']);
  });
  it('leaves a portfolio with no region, a hospital department and a region before other words alone', () => {
    for (const text of [
      'Copy to the Department of Health and the state registry.\n',
      'EMPLOYER: STATE DEPT OF CORRECTIONS\n',
      'The Department of Radiology was asked to expedite.\n',
      'Seen in the Division of Cardiology clinic.\n',
      'Lives in Ohio. Office of the registrar closed.\n',
      'pt from ohio, dept of corrections inmate.\n',
    ]) assert.deepEqual(byRule(text), [], text);
  });
});
