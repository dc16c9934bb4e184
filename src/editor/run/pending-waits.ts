// Runs whose request outlived the polling schedule. The question "Keep waiting?" is asked once, in one
// notification (the progress notification has closed by then, so nothing stacks); Keep Waiting resumes
// polling the same request ids, Stop ends the run. Closing the question without an answer (walking away)
// neither stops nor resumes: the run is parked, the status bar says so, and Show Actions offers
// "Keep waiting" until the request is given up, KEEP_FOR_MS after the question.
import * as vscode from 'vscode';
import type { Log } from '../log';
import type { Prompts } from '../prompts';
import { duration } from './progress-messages.pure';

export const KEEP_WAITING = vscode.l10n.t('Keep Waiting');
export const STOP = vscode.l10n.t('Stop');
/** How long a parked request is kept for a later Keep Waiting. */
export const KEEP_FOR_MS = 30 * 60 * 1000;
const NOTE_MS = 15_000;

export type WaitDecision = 'keep' | 'stop' | 'expired';

export interface WaitingRun {
  /** "Find PHI". */
  readonly action: string;
  /** The service's label. */
  readonly service: string;
  /** The document's file name. */
  readonly document: string;
  /** When the run began (Date.now()). */
  readonly startedAt: number;
}

export interface ParkedRun extends WaitingRun {
  readonly expiresAt: number;
  /** Whether the question was closed unanswered (the run is parked, not just asked about). */
  readonly parked: boolean;
  resume(): void;
  stop(): void;
}

interface Entry extends ParkedRun {
  parked: boolean;
}

export function clockTime(ms: number): string {
  const d = new Date(ms);
  return `${d.getHours().toString().padStart(2, '0')}:${d.getMinutes().toString().padStart(2, '0')}`;
}

export class PendingWaits implements vscode.Disposable {
  private readonly entries = new Set<Entry>();
  private readonly emitter = new vscode.EventEmitter<void>();
  private readonly settlers = new Set<(d: WaitDecision) => void>();
  readonly onDidChange = this.emitter.event;

  constructor(
    private readonly prompts: Prompts,
    private readonly log: Log,
    private readonly now: () => number = Date.now,
  ) {}

  /** Runs waiting for the user's word (asked, or parked after the question was closed). */
  list(): readonly ParkedRun[] {
    return [...this.entries];
  }

  get parkedCount(): number {
    return [...this.entries].filter((e) => e.parked).length;
  }

  /** Asks whether to keep waiting; resolves with the answer, now or later (Show Actions), or 'expired'. */
  ask(run: WaitingRun): Promise<WaitDecision> {
    return new Promise<WaitDecision>((resolve) => {
      const expiresAt = this.now() + KEEP_FOR_MS;
      let settled = false;
      const timer = setTimeout(() => settle('expired'), KEEP_FOR_MS);
      const settle = (decision: WaitDecision): void => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        this.entries.delete(entry);
        this.settlers.delete(settle);
        this.emitter.fire();
        if (decision === 'expired') {
          this.log.info(`${run.action}: gave up waiting for the request`, { keptMinutes: KEEP_FOR_MS / 60_000 });
          this.say(`$(watch) ${vscode.l10n.t('Text Inference: gave up waiting for {0} on {1} (kept {2}).', run.action, run.document, duration(KEEP_FOR_MS))}`);
        }
        resolve(decision);
      };
      const entry: Entry = { ...run, expiresAt, parked: false, resume: () => settle('keep'), stop: () => settle('stop') };
      this.entries.add(entry);
      this.settlers.add(settle);
      this.emitter.fire();
      const message = vscode.l10n.t('{0}: {1} has not finished after {2}. Keep waiting for the result?', run.action, run.service, duration(this.now() - run.startedAt));
      void this.prompts.notify('warning', message, KEEP_WAITING, STOP).then((chosen) => {
        if (chosen === KEEP_WAITING) return settle('keep');
        if (chosen === STOP) return settle('stop');
        if (settled) return;
        // Closed without an answer: keep the request for later and say where to find it.
        entry.parked = true;
        this.emitter.fire();
        this.log.info(`${run.action}: question closed; the request is kept for a later Keep Waiting`);
        this.say(`$(watch) ${vscode.l10n.t('Text Inference: {0} is paused; Keep Waiting is in Show Actions until {1}.', run.action, clockTime(expiresAt))}`);
      });
    });
  }

  /** Stops every run waiting for an answer (Show Actions → Cancel); returns how many. */
  stopAll(): number {
    const all = [...this.entries];
    for (const e of all) e.stop();
    return all.length;
  }

  private say(text: string): void {
    this.prompts.status(text, NOTE_MS);
  }

  dispose(): void {
    for (const settle of [...this.settlers]) settle('stop');
    this.emitter.dispose();
  }
}
