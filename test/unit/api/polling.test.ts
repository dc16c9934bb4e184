import assert from 'node:assert/strict';
import { adaptivePlan, CompletionHistory, fixedPlan, fixedWaits, pollingOptions, SPEC_POLLING, type PollPlan } from '../../../src/api/polling';

/** Drives a plan as the poller would: each GET takes `getMs`; returns the elapsed time of each GET. */
function run(plan: PollPlan, getMs = 0, limit = 10_000): number[] {
  const at: number[] = [];
  let t = 0;
  let last = -Infinity;
  for (let i = 0; i < limit; i++) {
    const d = plan.next(t, t - last);
    if (d === undefined) break;
    t += d;
    at.push(t);
    last = t;
    t += getMs;
  }
  return at;
}

describe('api/polling', () => {
  it('defaults to the spec schedule: first wait 1 s, doubling, 8 attempts', () => {
    assert.deepEqual(fixedWaits(SPEC_POLLING), [1000, 2000, 4000, 8000, 16000, 32000, 64000, 128000]);
    assert.deepEqual(run(fixedPlan(pollingOptions({ adaptive: false }))), [1000, 3000, 7000, 15000, 31000, 63000, 127000, 255000]);
  });

  it('honours every parameter, the wait cap and the overall deadline', () => {
    const o = pollingOptions({ firstWaitMs: 10, multiplier: 3, maxAttempts: 5, maxWaitMs: 100, deadlineMs: 10_000 });
    assert.deepEqual(fixedWaits(o), [10, 30, 90, 100, 100]);
    const capped = pollingOptions({ firstWaitMs: 100, multiplier: 2, maxAttempts: 8, deadlineMs: 500 });
    assert.deepEqual(run(fixedPlan(capped)), [100, 300, 500]);
  });

  it('rejects nonsensical polling options', () => {
    assert.throws(() => pollingOptions({ maxAttempts: 0 }), RangeError);
    assert.throws(() => pollingOptions({ multiplier: 0.5 }), RangeError);
  });

  it('adaptive without history starts early and never polls past the fixed schedule horizon', () => {
    const o = pollingOptions({});
    const at = run(adaptivePlan(o, undefined, () => 0));
    assert.equal(at[0], 100);
    assert.equal(at.at(-1), 255_000);
    assert.ok(at.length < 40, `${at.length} GETs`);
  });

  it('adaptive with an estimate polls just before it, then in small steps', () => {
    const at = run(adaptivePlan(pollingOptions({}), 2000, () => 0));
    assert.equal(at[0], 1840);
    assert.ok((at[1] ?? Infinity) - (at[0] ?? 0) <= 80);
    assert.ok(at.find((t) => t >= 2000)! <= 2080);
  });

  it('adaptive spaces GETs by the budget share it is given', () => {
    const at = run(adaptivePlan(pollingOptions({}), 2000, () => 200));
    for (let i = 1; i < at.length; i++) assert.ok(at[i]! - at[i - 1]! >= 200, `gap ${i}`);
  });

  it('learns a low quantile of recent completion times per model', () => {
    const h = new CompletionHistory();
    assert.equal(h.estimate('structure'), undefined);
    h.record('structure', 180, 220);
    assert.equal(h.estimate('structure'), 200);
    h.record('structure', undefined, 150);
    assert.equal(h.estimate('structure'), 150);
    assert.equal(h.estimate('identify-phi'), undefined);
    for (let i = 0; i < 20; i++) h.record('structure', 990, 1010);
    assert.equal(h.estimate('structure'), 1000, 'old samples age out');
  });
});
