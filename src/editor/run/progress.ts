// A cancellable progress notification around one phase of a run. Its one line comes from the
// ProgressTracker ("Finding PHI — 3 of 5 parts done · waiting 24 s for the service’s rate limit"), re-read
// every second while it counts down; its Cancel button aborts the AbortController the requests listen to.
import * as vscode from 'vscode';
import type { Progress } from '../../api/types';
import type { ModelName } from '../../api/wire';
import type { Activity } from './activity';
import { ProgressTracker, type PartOf } from './progress-messages.pure';
import { withQuietProgress } from './quiet-progress.pure';
import { verbOf } from './summaries.pure';

const TICK_MS = 1000;

export interface ProgressScope {
  readonly signal: AbortSignal;
  /** Where the client's events for the part-th text go. */
  readonly report: (event: Progress, part: PartOf) => void;
}

/** Reports the tracker's line whenever it changes: on events, and once a second while it counts down. */
export class ProgressReporter implements vscode.Disposable {
  private readonly timer: NodeJS.Timeout;
  private last: string | undefined;

  constructor(
    private readonly progress: { report(value: { message?: string }): void },
    private readonly tracker: ProgressTracker = new ProgressTracker('Working', Date.now()),
  ) {
    this.timer = setInterval(() => {
      if (this.tracker.ticking(Date.now())) this.show();
    }, TICK_MS);
  }

  say(message: string): void {
    this.last = message;
    this.progress.report({ message });
  }

  event(event: Progress, part: PartOf): void {
    this.tracker.event(event, part, Date.now());
    this.show();
  }

  private show(): void {
    const message = this.tracker.message(Date.now());
    if (message !== this.last) this.say(message);
  }

  dispose(): void {
    clearInterval(this.timer);
  }
}

/**
 * One progress notification for `work`; `tracker` carries the run's state across phases (a run that
 * waited for the user and resumed keeps its counts and its start time).
 */
export function withModelProgress<T>(activity: Activity, model: ModelName, tracker: ProgressTracker, work: (scope: ProgressScope) => Promise<T>): Promise<T> {
  return withQuietProgress(
    vscode.window.withProgress,
    { location: vscode.ProgressLocation.Notification, title: 'Text Inference', cancellable: true },
    async (progress, token) => {
      const controller = new AbortController();
      const reporter = new ProgressReporter(progress, tracker);
      const owned = [reporter, token.onCancellationRequested(() => controller.abort()), activity.begin(controller)];
      reporter.say(tracker.message(Date.now()) === verbOf(model) ? `${verbOf(model)}…` : tracker.message(Date.now()));
      try {
        return await work({ signal: controller.signal, report: (event, part) => reporter.event(event, part) });
      } finally {
        for (const d of owned) d.dispose();
      }
    },
  );
}
