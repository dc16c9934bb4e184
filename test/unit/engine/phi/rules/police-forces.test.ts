// Per-rule tests of org.police-force (src/engine/phi/rules/police-forces.ts): a police force by its area and its kind
// (State Police, Highway Patrol, Tribal Police, Natural Resources Police ...), and the forces with no area or only
// described. Invented examples, none from any evaluation set, over the built dictionaries (skipped when they are not
// built).
import { strict as assert } from 'node:assert';
import { builtChecks } from './rule-checks';

const checks = builtChecks();
const byRule = (text: string): string[] => checks?.byRule(text, 'org.police-force') ?? [];

describe('rule org.police-force', function () {
  before(function () {
    if (!checks) this.skip();
  });
  it('reads a force by its area and its kind, a verb or a bracket before it cut off', () => {
    assert.deepEqual(byRule('rollover near town, brought by Quarnby Nation Tribal Police to OSH.\n'), ['ORGANIZATION:Quarnby Nation Tribal Police']);
    assert.deepEqual(byRule('KY Natural Resources Police officer took a statement.\n'), ['ORGANIZATION:KY Natural Resources Police']);
    assert.deepEqual(byRule('Trooper Roe (Vermont State Police Troop B) stopped by.\n'), ['ORGANIZATION:Vermont State Police']);
    assert.deepEqual(byRule('PT BIB IOWA STATE PATROL AFTER MVC.\n'), ['ORGANIZATION:IOWA STATE PATROL']);
  });
  it('leaves a force with no area, or only described, alone', () => {
    for (const text of [
      'State Police at bedside.\n',
      'called the state police.\n',
      'Local Tribal Police escorted him.\n',
      'Called State Police re: the crash.\n',
      'The Highway Patrol closed the road.\n',
    ]) assert.deepEqual(byRule(text), [], text);
  });
  it('starts the area after a word that ends its sentence, not at an abbreviation of a place (fix22a)', () => {
    assert.deepEqual(byRule('STUDENT AT QUARROW TECHNICAL COLLEGE. MA STATE POLICE TROOPER ROE CALLED.\n'), ['ORGANIZATION:MA STATE POLICE']);
    assert.deepEqual(byRule('Trooper Roe (St. Quarrow State Police) called.\n'), ['ORGANIZATION:St. Quarrow State Police']);
    assert.deepEqual(byRule('MOTHER ON HER WAY FROM TARNOVI RI. STATE POLICE TROOPER ROE IN.\n'), []);
  });
});
