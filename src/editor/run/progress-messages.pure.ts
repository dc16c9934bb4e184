// Progress lines for the notification, from the client's Progress events. Pure so it is unit-tested.
import type { Progress } from '../../api/types';
import { verbOf } from './summaries.pure';

/** Which of several selections is being sent (0-based index; omitted for a single text). Chunks are 1-based. */
export interface PartOf {
  readonly index: number;
  readonly count: number;
}

// Chunks are sent in parallel and come back in any order, so once one is back the count of finished
// chunks is shown: it only goes up, where the latest chunk's number jumped about ("chunk 1 of 2" could be
// the last thing shown while both were done).
function where(part: PartOf | undefined, chunk: number, chunks: number, chunksDone: number): string {
  const selection = part && part.count > 1 ? `selection ${part.index + 1} of ${part.count}` : '';
  const chunkText = chunks <= 1 ? '' : chunksDone > 0 ? `${chunksDone} of ${chunks} chunks done` : `chunk ${chunk} of ${chunks}`;
  return [selection, chunkText].filter((s) => s !== '').join(', ');
}

function withPlace(verb: string, place: string): string {
  return place === '' ? verb : `${verb} — ${place}`;
}

export function secondsLeft(ms: number): number {
  return Math.max(0, Math.ceil(ms / 1000));
}

/**
 * The message for an event; for waits with a countdown, `remainingMs` replaces the event's initial delay.
 * `chunksDone` is how many chunks of this text have come back so far (counting this event's).
 */
export function progressMessage(progress: Progress, part?: PartOf, remainingMs?: number, chunksDone = 0): string {
  const verb = verbOf(progress.model);
  switch (progress.kind) {
    case 'submitting':
    case 'waiting':
    case 'chunk-done':
      return withPlace(verb, where(part, progress.chunk, progress.chunks, chunksDone));
    case 'rate-limited': {
      const seconds = secondsLeft(remainingMs ?? progress.retryInMs);
      return progress.reason === '429'
        ? `Rate limited — retrying in ${seconds} s`
        : `Waiting for the request budget — sending in ${seconds} s`;
    }
    case 'retrying': {
      const seconds = secondsLeft(remainingMs ?? progress.retryInMs);
      const status = progress.status === undefined ? 'no answer' : `status ${progress.status}`;
      return `Service unavailable (${status}) — retrying in ${seconds} s`;
    }
  }
}

/** Events that announce a wait the user should see counted down. */
export function waitOf(progress: Progress): number | undefined {
  return progress.kind === 'rate-limited' || progress.kind === 'retrying' ? progress.retryInMs : undefined;
}
