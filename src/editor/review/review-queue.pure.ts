// One document's review queue: the engine's candidates below textInference.minimumScore, each open or
// decided, with a cursor for next/previous. Pure: offsets move through edits here, the glue only feeds
// the changes in. A candidate an edit touches is dropped (its text is not what was proposed any more).

export type ReviewDecision = 'phi' | 'not-phi' | 'skip';

export interface ReviewCandidate {
  readonly id: number;
  readonly start: number;
  readonly end: number;
  /** The type the engine proposed. */
  readonly type: string;
  readonly score: number;
  /** The engine rule that proposed it, when the engine said ("review.name-after-cue"). */
  readonly rule?: string;
  readonly text: string;
  readonly decision?: ReviewDecision;
}

export interface TextChange {
  readonly start: number;
  readonly end: number;
  readonly newLength: number;
}

/** Candidates in document order, and which one the reviewer is on. */
export interface ReviewQueue {
  readonly version: number;
  readonly candidates: readonly ReviewCandidate[];
  /** Index into candidates, or -1 before the first move. */
  readonly cursor: number;
}

export function newQueue(version: number, candidates: readonly Omit<ReviewCandidate, 'id'>[]): ReviewQueue {
  const sorted = [...candidates].sort((a, b) => a.start - b.start || a.end - b.end);
  return { version, candidates: sorted.map((c, id) => ({ ...c, id })), cursor: -1 };
}

export function openCount(queue: ReviewQueue | undefined): number {
  return queue ? queue.candidates.filter((c) => c.decision === undefined).length : 0;
}

/**
 * The next (or previous) candidate still to decide, from the cursor, wrapping around; with `all`, any
 * candidate (to revisit decisions). Undefined when there is none.
 */
export function step(queue: ReviewQueue, direction: 1 | -1, all = false): number | undefined {
  const n = queue.candidates.length;
  if (n === 0) return undefined;
  const from = queue.cursor < 0 ? (direction === 1 ? -1 : 0) : queue.cursor;
  for (let k = 1; k <= n; k++) {
    const i = (((from + direction * k) % n) + n) % n;
    if (all || queue.candidates[i]!.decision === undefined) return i;
  }
  return undefined;
}

/** The candidate whose span holds the offset (for actions invoked at the cursor), preferring the current one. */
export function at(queue: ReviewQueue, offset: number): number | undefined {
  const current = queue.candidates[queue.cursor];
  if (current && current.start <= offset && offset <= current.end) return queue.cursor;
  const i = queue.candidates.findIndex((c) => c.start <= offset && offset <= c.end);
  return i >= 0 ? i : undefined;
}

export function decide(queue: ReviewQueue, index: number, decision: ReviewDecision): ReviewQueue {
  const candidates = queue.candidates.map((c, i) => (i === index ? { ...c, decision } : c));
  return { ...queue, candidates, cursor: index };
}

export function moveTo(queue: ReviewQueue, index: number): ReviewQueue {
  return { ...queue, cursor: index };
}

/**
 * The queue after edits (in the order VS Code reports them, each against the text before it): spans after
 * an edit shift, spans it touches are dropped, the cursor follows its candidate.
 */
export function throughEdits(queue: ReviewQueue, version: number, changes: readonly TextChange[]): ReviewQueue {
  let candidates = queue.candidates;
  const current = queue.candidates[queue.cursor]?.id;
  // VS Code's content changes of one event do not overlap; applied from the last to the first, each
  // is against the text as it was.
  const ordered = [...changes].sort((a, b) => b.start - a.start);
  for (const ch of ordered) {
    const delta = ch.newLength - (ch.end - ch.start);
    candidates = candidates.flatMap((c) => {
      if (c.end < ch.start || (c.end === ch.start && ch.end > ch.start)) return [c];
      if (c.start > ch.end || (c.start === ch.end && ch.end > ch.start)) return [{ ...c, start: c.start + delta, end: c.end + delta }];
      // Typing right at either edge of an empty-range insert leaves the candidate alone.
      if (ch.end === ch.start && (ch.start === c.end)) return [c];
      if (ch.end === ch.start && ch.start === c.start) return [{ ...c, start: c.start + delta, end: c.end + delta }];
      return [];
    });
  }
  const cursor = current === undefined ? -1 : candidates.findIndex((c) => c.id === current);
  return { version, candidates, cursor };
}

/** "3 to review" for the status bar; empty when there is nothing. */
export function statusText(open: number): string {
  return open === 0 ? '' : `$(eye) ${open} to review`;
}
