// Progress that does not flash: a run's notification appears only once the run has taken
// PROGRESS_DELAY_MS, so a 100 ms Find PHI shows none, and it goes when the run ends. The work starts at
// once with a stand-in progress and cancellation token; when the notification appears it replays the
// last message and the increments so far, and its Cancel button cancels the stand-in token. Pure (the
// notification is passed in as `show`, vscode.window.withProgress in the extension) so it is unit-tested
// on Node.

export const PROGRESS_DELAY_MS = 300;

export interface ProgressStep {
  readonly message?: string;
  readonly increment?: number;
}
export interface ProgressSink {
  report(step: ProgressStep): void;
}
export interface Disposable {
  dispose(): unknown;
}
export interface CancelToken {
  readonly isCancellationRequested: boolean;
  onCancellationRequested(listener: () => unknown): Disposable;
}

/** The shape of vscode.window.withProgress. */
export type ShowProgress<O> = (options: O, task: (progress: ProgressSink, token: CancelToken) => Thenable<void>) => Thenable<unknown>;
/** Runs `fn` after `ms`; returns how to call it off. */
export type Schedule = (fn: () => void, ms: number) => () => void;

const realSchedule: Schedule = (fn, ms) => {
  const timer = setTimeout(fn, ms);
  return () => clearTimeout(timer);
};

class StandInToken implements CancelToken {
  private readonly listeners = new Set<() => unknown>();
  isCancellationRequested = false;

  onCancellationRequested(listener: () => unknown): Disposable {
    this.listeners.add(listener);
    return { dispose: () => this.listeners.delete(listener) };
  }

  cancel(): void {
    if (this.isCancellationRequested) return;
    this.isCancellationRequested = true;
    for (const listener of [...this.listeners]) listener();
  }
}

export function withQuietProgress<O, T>(
  show: ShowProgress<O>,
  options: O,
  task: (progress: ProgressSink, token: CancelToken) => Promise<T>,
  schedule: Schedule = realSchedule,
): Promise<T> {
  const token = new StandInToken();
  let message: string | undefined;
  let increment = 0;
  let shown: ProgressSink | undefined;
  let done = false;
  const progress: ProgressSink = {
    report: (step) => {
      if (step.message !== undefined) message = step.message;
      increment += step.increment ?? 0;
      shown?.report(step);
    },
  };
  const running = task(progress, token);
  const settled = running.then(
    () => undefined,
    () => undefined,
  );
  const callOff = schedule(() => {
    if (done) return;
    void show(options, async (real, realToken) => {
      const cancel = realToken.onCancellationRequested(() => token.cancel());
      shown = real;
      real.report({ ...(message === undefined ? {} : { message }), ...(increment > 0 ? { increment } : {}) });
      try {
        await settled;
      } finally {
        cancel.dispose();
      }
    });
  }, PROGRESS_DELAY_MS);
  void settled.then(() => {
    done = true;
    callOff();
  });
  return running;
}
