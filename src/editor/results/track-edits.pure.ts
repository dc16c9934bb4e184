// Moves result spans through document edits without VS Code, so it is tested on plain Node. An edit wholly
// before a span shifts it; an edit touching or overlapping it (including typing right at either end, which
// changes the matched word) drops it; an edit after it leaves it alone.

export interface Span {
  readonly start: number;
  readonly end: number;
}

/** One content change as VS Code reports it: the replaced range in offsets and the inserted length. */
export interface TextChange {
  readonly rangeOffset: number;
  readonly rangeLength: number;
  readonly textLength: number;
}

export interface Moved<T> {
  readonly kept: T[];
  readonly dropped: number;
}

/** Builds a copy of a span at new offsets (findings are immutable). */
export type Relocate<T extends Span> = (span: T, start: number, end: number) => T;

/**
 * Applies the changes of one or more events in the order given: each change is in the coordinates of the
 * document after the changes before it (how the extension host applies an event's contentChanges). The
 * relative order of the spans is preserved.
 */
export function moveSpans<T extends Span>(spans: readonly T[], changes: readonly TextChange[], relocate: Relocate<T>): Moved<T> {
  let current: readonly T[] = spans;
  let dropped = 0;
  for (const change of changes) {
    const next = moveThrough(current, change, relocate);
    dropped += current.length - next.length;
    current = next;
  }
  return { kept: current === spans ? [...spans] : (current as T[]), dropped };
}

function moveThrough<T extends Span>(spans: readonly T[], change: TextChange, relocate: Relocate<T>): T[] {
  const editStart = change.rangeOffset;
  const editEnd = change.rangeOffset + change.rangeLength;
  const delta = change.textLength - change.rangeLength;
  const out: T[] = [];
  for (const span of spans) {
    if (span.end < editStart) out.push(span);
    else if (span.start > editEnd) out.push(delta === 0 ? span : relocate(span, span.start + delta, span.end + delta));
    // Otherwise the edit touches or overlaps the span: its text is no longer what was analysed.
  }
  return out;
}

/** Whether a change touches or overlaps a span (closed intervals: adjacency counts as touching). */
export function touches(span: Span, change: TextChange): boolean {
  return span.end >= change.rangeOffset && span.start <= change.rangeOffset + change.rangeLength;
}

interface LogEntry {
  readonly from: number;
  readonly to: number;
  readonly changes: readonly TextChange[];
}

/**
 * A short history of one document's edits by version, so results computed at an older version can be
 * moved through the edits made since. Bounded: results older than the kept history cannot be placed.
 */
export class EditLog {
  private readonly entries: LogEntry[] = [];

  constructor(private readonly capacity = 512) {}

  record(from: number, to: number, changes: readonly TextChange[]): void {
    this.entries.push({ from, to, changes });
    if (this.entries.length > this.capacity) this.entries.splice(0, this.entries.length - this.capacity);
  }

  /**
   * The changes that lead from `fromVersion` to `toVersion`, in order; undefined when the kept history
   * does not connect the two versions (too old, a gap, or a version from the future).
   */
  changesBetween(fromVersion: number, toVersion: number): TextChange[] | undefined {
    if (fromVersion === toVersion) return [];
    if (fromVersion > toVersion) return undefined;
    const start = this.entries.findIndex((e) => e.from === fromVersion);
    if (start < 0) return undefined;
    const out: TextChange[] = [];
    let version = fromVersion;
    for (let i = start; i < this.entries.length; i++) {
      const entry = this.entries[i];
      if (!entry || entry.from !== version) return undefined;
      for (const change of entry.changes) out.push(change);
      version = entry.to;
      if (version === toVersion) return out;
    }
    return undefined;
  }
}
