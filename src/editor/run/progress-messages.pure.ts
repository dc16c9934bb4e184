// The one progress line of a run, from the client's Progress events. It is a small state machine rather
// than a function of the latest event: parts (chunks) come back in any order and waits overlap, so a
// line built from the last event alone jumped about ("chunk 5 of 5" -> "chunk 1 of 5") and replaced a
// running countdown with a frozen count. Here the count of finished parts only goes up, and a wait stays
// on the line, counted down, until it is over. Pure, unit-tested on Node; time is passed in.
import type { Progress } from '../../api/types';
import { verbOf } from './summaries.pure';

/** Which of several selections is being sent (0-based index). */
export interface PartOf {
  readonly index: number;
  readonly count: number;
}

export function secondsLeft(ms: number): number {
  return Math.max(0, Math.ceil(ms / 1000));
}

/** "45 s", "4 min 05 s". */
export function duration(ms: number): string {
  const total = Math.max(0, Math.floor(ms / 1000));
  if (total < 60) return `${total} s`;
  const seconds = total % 60;
  return `${Math.floor(total / 60)} min ${seconds.toString().padStart(2, '0')} s`;
}

interface Wait {
  readonly until: number;
  readonly text: (seconds: number) => string;
}

export class ProgressTracker {
  private selection: PartOf | undefined;
  /** Chunk count of each selection sent so far. */
  private readonly chunks = new Map<number, number>();
  /** "selection:chunk" of the parts back. */
  private readonly done = new Set<string>();
  private wait: Wait | undefined;
  /** Per pending part ("selection:chunk"): when its next check goes out, or undefined while one is out. */
  private readonly checks = new Map<string, number | undefined>();

  constructor(
    private readonly verb: string,
    /** When the run began (ms, same clock as `now`): the base of "4 min 05 s so far". */
    private readonly startedAt: number,
  ) {}

  static forModel(model: Progress['model'], startedAt: number): ProgressTracker {
    return new ProgressTracker(verbOf(model), startedAt);
  }

  event(event: Progress, part: PartOf, now: number): void {
    this.selection = part;
    if ('chunks' in event) this.chunks.set(part.index, event.chunks);
    const key = 'chunk' in event ? `${part.index}:${event.chunk}` : undefined;
    switch (event.kind) {
      case 'chunk-done':
        if (key) {
          this.done.add(key);
          this.checks.delete(key);
        }
        break;
      case 'next-check':
        if (key) this.checks.set(key, now + event.inMs);
        break;
      case 'waiting':
        if (key && this.checks.has(key)) this.checks.set(key, undefined);
        break;
      case 'rate-limited':
        this.extendWait(now + event.retryInMs, (s) => `waiting ${s} s for the service’s rate limit`);
        break;
      case 'retrying': {
        const status = event.status === undefined ? 'no answer' : `status ${event.status}`;
        this.extendWait(now + event.retryInMs, (s) => `service unavailable (${status}), retrying in ${s} s`);
        break;
      }
      case 'submitting':
        break;
    }
  }

  /** The line to show at `now`. */
  message(now: number): string {
    const pieces: string[] = [];
    const selection = this.selection;
    if (selection && selection.count > 1) pieces.push(`selection ${selection.index + 1} of ${selection.count}`);
    const chunks = selection ? (this.chunks.get(selection.index) ?? 1) : 1;
    if (selection && chunks > 1) {
      const done = [...this.done].filter((k) => k.startsWith(`${selection.index}:`)).length;
      pieces.push(`${done} of ${chunks} parts done`);
    }
    const waiting = this.waitText(now);
    if (waiting) pieces.push(waiting);
    return pieces.length === 0 ? this.verb : `${this.verb} — ${pieces.join(' · ')}`;
  }

  /** True while the line changes by itself (a countdown, or time so far), so it should be re-read each second. */
  ticking(now: number): boolean {
    return this.waitText(now) !== undefined;
  }

  private waitText(now: number): string | undefined {
    if (this.wait && this.wait.until > now) return this.wait.text(secondsLeft(this.wait.until - now));
    this.wait = undefined;
    if (this.checks.size === 0) return undefined;
    const next = [...this.checks.values()].filter((at): at is number => at !== undefined && at > now);
    const so = `still processing, ${duration(now - this.startedAt)} so far`;
    return next.length === 0 ? `${so}, checking now` : `${so}, next check in ${secondsLeft(Math.min(...next) - now)} s`;
  }

  private extendWait(until: number, text: (seconds: number) => string): void {
    if (!this.wait || until >= this.wait.until) this.wait = { until, text };
  }
}
