// The engine pool with real worker threads: lazy start, the size bound, the bounded queue, cancellation
// that frees the worker, crashes replaced with a clear error, idle shutdown, close. (The real engine
// worker is tested through the LocalClient, test/unit/local.)
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { EnginePool, EnginePoolError, type EnginePoolOptions } from '../../../../src/engine/pool/pool';
import type { FixtureTask } from './fixture-worker';

const FIXTURE = join(__dirname, 'fixture-worker.js');

type Pool = EnginePool<FixtureTask, number>;
const pools: Pool[] = [];
function pool(options: Partial<EnginePoolOptions> = {}): Pool {
  const p = new EnginePool<FixtureTask, number>({ workerPath: FIXTURE, size: 1, ...options });
  pools.push(p);
  return p;
}
const task = (text: string): FixtureTask => ({ text });
const thread = (id: number): number => id;

async function until(check: () => boolean, what: string): Promise<void> {
  for (let i = 0; i < 400 && !check(); i++) await new Promise((r) => setTimeout(r, 10));
  assert.ok(check(), `timed out waiting for ${what}`);
}

async function failure(p: Promise<unknown>): Promise<unknown> {
  try {
    await p;
  } catch (e) {
    return e;
  }
  assert.fail('expected a rejection');
}

describe('engine/pool EnginePool', () => {
  afterEach(async () => {
    await Promise.all(pools.splice(0).map((p) => p.close()));
  });

  it('starts no worker until the first task, then reuses it', async () => {
    const p = pool();
    assert.equal(p.stats.workers, 0);
    const a = thread(await p.run(task('x')));
    const b = thread(await p.run(task('y')));
    assert.equal(a, b);
    const { computeMs, ...stats } = p.stats;
    assert.deepEqual(stats, { workers: 1, busy: 0, queued: 0, waiting: 0, timedOut: 0, started: 1 });
    assert.ok(computeMs >= 0);
  });

  it('runs tasks on up to `size` workers, the rest wait in the queue', async () => {
    const p = pool({ size: 2 });
    const runs = [p.run(task('wait:100')), p.run(task('wait:100')), p.run(task('wait:100'))];
    assert.deepEqual({ workers: p.stats.workers, busy: p.stats.busy, queued: p.stats.queued }, { workers: 2, busy: 2, queued: 1 });
    const threads = (await Promise.all(runs)).map(thread);
    assert.equal(new Set(threads).size, 2);
  });

  it('past the bounded queue a submitter waits for room (backpressure), and every task completes in order', async () => {
    const p = pool({ size: 1, maxQueue: 2 });
    const order: number[] = [];
    const runs = Array.from({ length: 8 }, (_, i) => p.run(task(i === 0 ? 'wait:50' : 'x')).then(() => order.push(i)));
    assert.deepEqual({ busy: p.stats.busy, queued: p.stats.queued, waiting: p.stats.waiting }, { busy: 1, queued: 2, waiting: 5 });
    await Promise.all(runs);
    assert.deepEqual(order, [0, 1, 2, 3, 4, 5, 6, 7]);
    assert.deepEqual({ queued: p.stats.queued, waiting: p.stats.waiting }, { queued: 0, waiting: 0 });
  });

  it('a waiting submitter can be cancelled; the others still run', async () => {
    const p = pool({ size: 1, maxQueue: 1 });
    const first = p.run(task('wait:50'));
    const second = p.run(task('x'));
    const controller = new AbortController();
    const third = failure(p.run(task('x'), controller.signal));
    const fourth = p.run(task('x'));
    assert.equal(p.stats.waiting, 2);
    controller.abort();
    assert.equal((await third as Error).name, 'AbortError');
    await Promise.all([first, second, fourth]);
  });

  it('a task past its deadline fails with reason timeout and a clear message; its worker is replaced and the next task runs', async () => {
    // A deadline well above a worker's start on a loaded machine: the replacement's first task must not expire.
    const p = pool({ size: 1, taskTimeoutMs: 2000 });
    const hung = failure(p.run(task('hang')));
    const next = p.run(task('x'));
    const e = await hung;
    assert.ok(e instanceof EnginePoolError && e.reason === 'timeout', String(e));
    assert.match((e as Error).message, /longer than 2 s.*not analysed/);
    const after = thread(await next);
    assert.equal(p.stats.timedOut, 1);
    assert.equal(p.stats.started, 2, 'the stopped worker was replaced');
    assert.ok(after > 0);
  });

  it('a task that answers in time is not touched by the deadline', async () => {
    const p = pool({ size: 1, taskTimeoutMs: 2000 });
    const a = thread(await p.run(task('wait:20')));
    await new Promise((r) => setTimeout(r, 2100));
    const b = thread(await p.run(task('x')));
    assert.equal(a, b);
    assert.equal(p.stats.timedOut, 0);
  });

  it('cancelling a running task terminates its worker at once and a fresh one takes the next task', async () => {
    const p = pool();
    const controller = new AbortController();
    const hung = p.run(task('hang'), controller.signal);
    await until(() => p.stats.busy === 1, 'the task to start');
    const reason = new Error('user cancelled');
    controller.abort(reason);
    assert.equal(await failure(hung), reason);
    assert.equal(p.stats.workers, 0, 'the busy worker is gone');
    await p.run(task('x'));
    assert.equal(p.stats.started, 2);
  });

  it('cancelling a queued task removes it without touching the running one', async () => {
    const p = pool();
    const running = p.run(task('wait:50'));
    const controller = new AbortController();
    const queued = p.run(task('x'), controller.signal);
    controller.abort();
    const e = await failure(queued);
    assert.equal((e as Error).name, 'AbortError');
    await running;
    assert.equal(p.stats.started, 1);
  });

  it('an already aborted signal fails at once without starting a worker', async () => {
    const p = pool();
    await failure(p.run(task('x'), AbortSignal.abort()));
    assert.equal(p.stats.started, 0);
  });

  for (const how of ['exit', 'throw'] as const) {
    it(`a worker that dies (${how}) fails its task with a clear error and is replaced`, async () => {
      const p = pool({ size: 2 });
      const bystander = p.run(task('wait:100'));
      const e = await failure(p.run(task(how)));
      assert.ok(e instanceof EnginePoolError && e.reason === 'crashed', String(e));
      assert.match(e.message, /stopped unexpectedly.*(exited with code 3|TypeError).*restarted/);
      assert.ok(!e.message.includes('fixture failure'), 'the worker error message (which could quote text) is not repeated');
      await bystander;
      await Promise.all([p.run(task('wait:20')), p.run(task('wait:20'))]);
      assert.equal(p.stats.started, 3, 'a replacement was started for the two tasks');
    });
  }

  it('an error the engine reports fails only that task; the worker stays', async () => {
    const p = pool();
    const e = await failure(p.run(task('fail')));
    assert.ok(e instanceof EnginePoolError && e.reason === 'failed');
    assert.match(e.message, /RangeError: finding \[4, 2\) is out of range/);
    await p.run(task('x'));
    assert.equal(p.stats.started, 1);
  });

  it('stops a worker after idleMs without work', async () => {
    const p = pool({ idleMs: 20 });
    await p.run(task('x'));
    assert.equal(p.stats.workers, 1);
    await until(() => p.stats.workers === 0, 'idle shutdown');
    await p.run(task('x'));
    assert.equal(p.stats.started, 2, 'the next task starts a worker again');
  });

  it('close fails waiting and running tasks with reason closed, and refuses new ones', async () => {
    const p = pool();
    const running = failure(p.run(task('hang')));
    const waiting = failure(p.run(task('x')));
    await until(() => p.stats.busy === 1, 'the task to start');
    await p.close();
    for (const e of [await running, await waiting, await failure(p.run(task('x')))]) {
      assert.ok(e instanceof EnginePoolError && e.reason === 'closed', String(e));
    }
    assert.equal(p.stats.workers, 0);
  });

});
