import assert from 'node:assert/strict';
import { PROGRESS_DELAY_MS, withQuietProgress, type CancelToken, type ProgressSink, type ProgressStep, type Schedule } from '../../../../src/editor/run/quiet-progress.pure';

/** A schedule the test fires by hand: no real time passes, so nothing here depends on the machine's speed. */
function manualSchedule(): { schedule: Schedule; fire: () => void; delays: number[]; calledOff: () => boolean } {
  let pending: (() => void) | undefined;
  let off = false;
  const delays: number[] = [];
  return {
    schedule: (fn, ms) => {
      pending = fn;
      delays.push(ms);
      return () => {
        off = true;
        pending = undefined;
      };
    },
    fire: () => pending?.(),
    delays,
    calledOff: () => off,
  };
}

/** A stand-in for vscode.window.withProgress that records what a user would see. */
function notifications(): {
  show: (options: string, task: (progress: ProgressSink, token: CancelToken) => Thenable<void>) => Thenable<unknown>;
  shown: string[];
  steps: ProgressStep[];
  closed: () => boolean;
  cancel: () => void;
} {
  const shown: string[] = [];
  const steps: ProgressStep[] = [];
  const listeners: (() => unknown)[] = [];
  let closed = false;
  const token: CancelToken = {
    isCancellationRequested: false,
    onCancellationRequested: (listener) => {
      listeners.push(listener);
      return { dispose: () => undefined };
    },
  };
  return {
    show: (options, task) => {
      shown.push(options);
      return task({ report: (step) => steps.push(step) }, token).then(() => {
        closed = true;
      });
    },
    shown,
    steps,
    closed: () => closed,
    cancel: () => listeners.forEach((l) => l()),
  };
}

function deferred(): { promise: Promise<string>; resolve: (value: string) => void } {
  let resolve: (value: string) => void = () => undefined;
  const promise = new Promise<string>((r) => (resolve = r));
  return { promise, resolve };
}

const tick = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

describe('quiet progress (no flashing notifications)', () => {
  it('waits at least 300 ms before showing anything', () => {
    const timer = manualSchedule();
    const ui = notifications();
    void withQuietProgress(ui.show, 'Finding PHI', () => Promise.resolve('done'), timer.schedule);
    assert.ok(PROGRESS_DELAY_MS >= 300);
    assert.deepEqual(timer.delays, [PROGRESS_DELAY_MS]);
  });

  it('a run that ends before the delay never shows a notification', async () => {
    const timer = manualSchedule();
    const ui = notifications();
    const result = await withQuietProgress(ui.show, 'Finding PHI', (progress) => {
      progress.report({ message: '1 of 1 parts done' });
      return Promise.resolve('done');
    }, timer.schedule);
    await tick();
    timer.fire(); // even if the timer fired late
    assert.equal(result, 'done');
    assert.deepEqual(ui.shown, []);
    assert.ok(timer.calledOff(), 'the timer is called off when the run ends');
  });

  it('a longer run shows one notification with what was reported so far, then follows it, and it closes when the run ends', async () => {
    const timer = manualSchedule();
    const ui = notifications();
    const work = deferred();
    let sink: ProgressSink | undefined;
    const run = withQuietProgress(ui.show, 'Scanning notes', (progress) => {
      sink = progress;
      progress.report({ message: '1 of 9 files', increment: 10 });
      progress.report({ message: '2 of 9 files', increment: 10 });
      return work.promise;
    }, timer.schedule);
    assert.deepEqual(ui.shown, [], 'nothing before the delay');
    timer.fire();
    assert.deepEqual(ui.shown, ['Scanning notes']);
    assert.deepEqual(ui.steps, [{ message: '2 of 9 files', increment: 20 }], 'the last message and the increments so far');
    sink?.report({ message: '9 of 9 files', increment: 70 });
    assert.deepEqual(ui.steps.at(-1), { message: '9 of 9 files', increment: 70 });
    assert.equal(ui.closed(), false);
    work.resolve('scanned');
    assert.equal(await run, 'scanned');
    await tick();
    assert.equal(ui.closed(), true, 'gone when done');
  });

  it('Cancel on the notification cancels the run’s token; a failed run closes it too', async () => {
    const timer = manualSchedule();
    const ui = notifications();
    let token: CancelToken | undefined;
    const run = withQuietProgress(ui.show, 'Finding PHI', (_progress, t) => {
      token = t;
      return new Promise<string>((_resolve, reject) => t.onCancellationRequested(() => reject(new Error('cancelled'))));
    }, timer.schedule);
    timer.fire();
    assert.equal(token?.isCancellationRequested, false);
    ui.cancel();
    assert.equal(token?.isCancellationRequested, true);
    await assert.rejects(run, /cancelled/);
    await tick();
    assert.equal(ui.closed(), true);
  });
});
