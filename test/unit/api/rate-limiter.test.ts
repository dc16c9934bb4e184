import assert from 'node:assert/strict';
import { CancelledError } from '../../../src/api/errors';
import { SlidingWindowLimiter, type Slot } from '../../../src/api/rate-limiter';
import { flush, ManualClock } from './manual-clock';

/** Acquires and releases at once, as a request with an instant response would. */
async function instant(limiter: SlidingWindowLimiter, options?: Parameters<SlidingWindowLimiter['acquire']>[0]): Promise<void> {
  (await limiter.acquire(options)).release();
}

describe('api/rate-limiter SlidingWindowLimiter', () => {
  it('admits up to the limit at once, then queues the rest FIFO until the window slides', async () => {
    const clock = new ManualClock();
    const limiter = new SlidingWindowLimiter(3, 1000, clock, 0);
    const released: number[] = [];
    const calls = Array.from({ length: 7 }, (_, i) => instant(limiter).then(() => released.push(i)));
    await flush();
    assert.deepEqual(released, [0, 1, 2]);
    await clock.advance(999);
    assert.deepEqual(released, [0, 1, 2]);
    await clock.advance(1);
    assert.deepEqual(released, [0, 1, 2, 3, 4, 5]);
    await clock.advance(1000);
    await Promise.all(calls);
    assert.deepEqual(released, [0, 1, 2, 3, 4, 5, 6]);
  });

  it('never has more than the limit within any window, with many calls in flight', async () => {
    const clock = new ManualClock();
    const limiter = new SlidingWindowLimiter(10, 1000, clock, 20);
    const times: number[] = [];
    const calls = Array.from({ length: 45 }, () => instant(limiter).then(() => times.push(clock.now())));
    for (let t = 0; t < 6000; t += 7) await clock.advance(7);
    await Promise.all(calls);
    assert.equal(times.length, 45);
    for (let i = 10; i < times.length; i++) assert.ok(times[i]! - times[i - 10]! > 1000, `slot ${i} at ${times[i]} vs ${times[i - 10]}`);
  });

  it('holds a slot while its request is in flight and counts the window from the end of the response', async () => {
    const clock = new ManualClock();
    const limiter = new SlidingWindowLimiter(1, 1000, clock, 0);
    const slot: Slot = await limiter.acquire();
    let at = -1;
    const next = instant(limiter).then(() => (at = clock.now()));
    await clock.advance(1500);
    assert.equal(at, -1, 'still in flight: the service may not have counted it yet');
    slot.release();
    await clock.advance(999);
    assert.equal(at, -1);
    await clock.advance(1);
    await next;
    assert.equal(at, 2500);
  });

  it('reports the estimated wait of a queued call for a countdown', async () => {
    const clock = new ManualClock();
    const limiter = new SlidingWindowLimiter(2, 1000, clock, 0);
    await instant(limiter);
    await clock.advance(300);
    await instant(limiter);
    const waits: number[] = [];
    const a = instant(limiter, { onWait: (ms) => waits.push(ms) });
    const b = instant(limiter, { onWait: (ms) => waits.push(ms) });
    assert.deepEqual(waits, [700, 1000]);
    await clock.advance(2000);
    await Promise.all([a, b]);
  });

  it('rejects a queued call promptly with CancelledError when its signal aborts, and lets the next go', async () => {
    const clock = new ManualClock();
    const limiter = new SlidingWindowLimiter(1, 1000, clock, 0);
    await instant(limiter);
    const controller = new AbortController();
    const cancelled = instant(limiter, { signal: controller.signal });
    let nextAt = -1;
    const next = instant(limiter).then(() => (nextAt = clock.now()));
    controller.abort();
    await assert.rejects(cancelled, CancelledError);
    await clock.advance(1000);
    await next;
    assert.equal(nextAt, 1000);
    assert.equal(limiter.queued, 0);
  });

  it('refuses at once when the signal is already aborted, taking no slot', async () => {
    const limiter = new SlidingWindowLimiter(1, 1000, new ManualClock(), 0);
    const controller = new AbortController();
    controller.abort();
    await assert.rejects(limiter.acquire({ signal: controller.signal }), CancelledError);
    assert.equal(limiter.inWindow(), 0);
  });

  it('holds everyone back after pause() (a 429 seen by another call)', async () => {
    const clock = new ManualClock();
    const limiter = new SlidingWindowLimiter(5, 1000, clock, 0);
    limiter.pause(400);
    let at = -1;
    const p = instant(limiter).then(() => (at = clock.now()));
    await clock.advance(1000);
    await p;
    assert.equal(at, 400);
  });

  it('widens the window by the guard', async () => {
    const clock = new ManualClock();
    const limiter = new SlidingWindowLimiter(1, 1000, clock, 25);
    await instant(limiter);
    let at = -1;
    const p = instant(limiter).then(() => (at = clock.now()));
    await clock.advance(2000);
    await p;
    assert.equal(at, 1025);
  });

  it('rejects queued calls when disposed, and invalid limits up front', async () => {
    const limiter = new SlidingWindowLimiter(1, 1000, new ManualClock(), 0);
    await instant(limiter);
    const waiting = instant(limiter);
    limiter.rejectAll(new CancelledError('disposed'));
    await assert.rejects(waiting, CancelledError);
    assert.throws(() => new SlidingWindowLimiter(0, 1000, new ManualClock()), RangeError);
    assert.throws(() => new SlidingWindowLimiter(1, 0, new ManualClock()), RangeError);
  });
});
