// A cancellable progress notification around a run: messages from the client's Progress events
// ("Finding PHI — chunk 1 of 12", then "3 of 12 chunks done", "Rate limited — retrying in 24 s", counted down), and the Cancel
// button aborts the AbortController the client's requests listen to.
import * as vscode from 'vscode';
import type { CallOptions, Progress } from '../../api/types';
import type { ModelName } from '../../api/wire';
import type { Activity } from './activity';
import { progressMessage, waitOf, type PartOf } from './progress-messages.pure';
import { verbOf } from './summaries.pure';

export interface ProgressScope {
  readonly signal: AbortSignal;
  /** Options for the call on the part-th text. */
  callOptions(part: PartOf): CallOptions;
  say(message: string): void;
}

/** Shows one message at a time; a wait is counted down once a second until the next event. */
export class ProgressReporter implements vscode.Disposable {
  private timer: NodeJS.Timeout | undefined;
  /** Chunks back so far, per text ("part index:chunk"), for the "3 of 12 chunks done" count. */
  private readonly chunksDone = new Set<string>();

  constructor(private readonly progress: vscode.Progress<{ message?: string }>) {}

  say(message: string): void {
    this.stopCountdown();
    this.progress.report({ message });
  }

  event(event: Progress, part: PartOf): void {
    if (event.kind === 'chunk-done') this.chunksDone.add(`${part.index}:${event.chunk}`);
    const done = [...this.chunksDone].filter((key) => key.startsWith(`${part.index}:`)).length;
    this.say(progressMessage(event, part, undefined, done));
    const waitMs = waitOf(event);
    if (waitMs === undefined || waitMs <= 1000) return;
    const until = Date.now() + waitMs;
    this.timer = setInterval(() => {
      const remaining = until - Date.now();
      if (remaining <= 0) return this.stopCountdown();
      this.progress.report({ message: progressMessage(event, part, remaining) });
    }, 1000);
  }

  private stopCountdown(): void {
    if (this.timer !== undefined) clearInterval(this.timer);
    this.timer = undefined;
  }

  dispose(): void {
    this.stopCountdown();
  }
}

export function withModelProgress<T>(activity: Activity, model: ModelName, work: (scope: ProgressScope) => Promise<T>): Thenable<T> {
  return vscode.window.withProgress(
    { location: vscode.ProgressLocation.Notification, title: 'Text Inference', cancellable: true },
    async (progress, token) => {
      const controller = new AbortController();
      const reporter = new ProgressReporter(progress);
      const owned = [reporter, token.onCancellationRequested(() => controller.abort()), activity.begin(controller)];
      reporter.say(`${verbOf(model)}…`);
      try {
        return await work({
          signal: controller.signal,
          callOptions: (part) => ({ signal: controller.signal, onProgress: (event) => reporter.event(event, part) }),
          say: (message) => reporter.say(message),
        });
      } finally {
        for (const d of owned) d.dispose();
      }
    },
  );
}
