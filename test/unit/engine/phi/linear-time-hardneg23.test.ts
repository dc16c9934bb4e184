// Linear time, proven by growth, for hardneg23's readings: scales and device makers in the clinical guard
// (core/clinical-guard.ts), weekdays in schedules (core/holiday-guard.ts), faiths (core/faith-guard.ts), spots, verbs,
// schedule codes and staff meetings in the facility guard (core/facility-guard.ts), ordinals that count
// (rules/written-dates.ts), pain scores after a comma (rules/dates.ts) and schedules before "worker" (rules/profession.ts);
// each phrase repeated 16,000 times against 2,000 times; the bound is 12x (./growth.ts).
import { strict as assert } from 'node:assert';
import { createPhiIdentifier } from '../../../../src/engine/phi/index';
import { EMPTY_DICTS, overBound } from './growth';

describe('PHI engine: linear time on hardneg23\'s guards and readings (growth ratios, one run)', function () {
  this.timeout(600_000);
  it('scales, makers, weekdays, faiths, spots, verbs, ordinals, pain scores and schedules, each phrase repeated 16,000 times against 2,000', () => {
    const identify = createPhiIdentifier({
      ...EMPTY_DICTS,
      names: new Set(['richmond', 'boston', 'abbott', 'thu', 'christian', 'amish', 'blatchford']),
      given: new Set(['christian', 'thu']),
      cities: new Set(['richmond', 'boston', 'philadelphia']),
      countries: new Set(['brazil']),
    });
    const timed = ['Richmond agitation scale ', 'Glasgow-Blatchford scores ', 'Boston Scientific lead ', 'Abbott Libre sensor ',
      'Philadelphia chromosome ', 'Tue/Thu ', 'missed Thu session ', 'Christian Scientist, ', 'Amish, ', 'CAR PARK, ',
      'SEES EYE CLINIC ', 'BRAZIL NUT ALLERGY - ', 'at Grand Rounds ', 'on the 5th floor ', 'dolor in the abdomen, 8/10 ',
      'Former shift worker, ', 'Richmond Richmond Richmond ', 'Boston Boston Scientific '];
    assert.deepEqual(overBound(identify, timed.map((p) => ({ name: `"${p}" repeated`, small: p.repeat(2_000), large: p.repeat(16_000) }))), []);
  });
});
