// The one text-splicing loop: writes sorted, disjoint replacements into a text in a single pass (joined
// once, so a megabyte with thousands of items is not copied per item). Every redaction path, the engine's
// redact-phi included, builds its redacted text here.

export interface Splice {
  readonly start: number;
  readonly end: number;
  readonly replacement: string;
}

/** `text` with each range replaced; `edits` must be sorted by start and must not overlap. */
export function spliceText(text: string, edits: readonly Splice[]): string {
  const parts: string[] = [];
  let at = 0;
  for (const e of edits) {
    if (e.start < at || e.end < e.start) throw new RangeError('spliceText: edits must be sorted and disjoint');
    parts.push(text.slice(at, e.start), e.replacement);
    at = e.end;
  }
  parts.push(text.slice(at));
  return parts.join('');
}
