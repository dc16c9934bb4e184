// Per-rule tests of org.public-body's transport services (src/engine/phi/rules/transport-services.ts, fix23a): an
// ambulance, rescue or air-medical service named by English words after "by", "via", "per" or "transport:", in any letter
// case, and the ways of carrying a patient that name no service. Invented examples, none from any evaluation set, over the
// built dictionaries (skipped when they are not built).
import { strict as assert } from 'node:assert';
import { builtChecks } from './rule-checks';

const checks = builtChecks();
const byRule = (text: string): string[] => checks?.byRule(text, 'org.public-body') ?? [];

describe('rule org.public-body: a transport service named by English words (fix23a)', function () {
  before(function () {
    if (!checks) this.skip();
  });
  it('reads the service after its cue, closed by its kind, in small letters, capitals and Title case', () => {
    assert.deepEqual(byRule('pt arrived 0200 by harbor bend ambulance, report from crew.\n'), ['ORGANIZATION:harbor bend ambulance']);
    assert.deepEqual(byRule('PULSES BACK AFTER 3 SHOCKS PER LAKEVIEW RESCUE SQUAD.\n'), ['ORGANIZATION:LAKEVIEW RESCUE SQUAD']);
    assert.deepEqual(byRule('flown in via summit airmed, intubated at osh.\n'), ['ORGANIZATION:summit airmed']);
    assert.deepEqual(byRule('TRANSPORT: NORTHSTAR MEDFLIGHT ETA 1400.\n'), ['ORGANIZATION:NORTHSTAR MEDFLIGHT']);
    assert.deepEqual(byRule('Came to us via Granite Mobile ICU overnight.\n'), ['ORGANIZATION:Granite Mobile ICU']);
  });
  it('leaves the ways of carrying a patient, a time and a report before the kind alone', () => {
    for (const text of [
      'by the time rescue arrived pt was apneic.\n',
      'transferred by road ambulance to the base hospital.\n',
      'came by ground ambulance from home.\n',
      'D/C to snf via private ambulance.\n',
      'PER FIRE RESCUE PT FOUND DOWN.\n',
      'flew home via commercial flight.\n',
      'per report ambulance crew found him at 0300.\n',
      'transported by county ambulance service.\n',
      'by air ambulance to tertiary center.\n',
    ]) assert.deepEqual(byRule(text), [], text);
  });
});
