// Checks a redact-phi answer before it may replace the user's text: putting some original text back into
// each annotated placeholder must give exactly the input. Everything outside the placeholders must be the
// input, character for character, in order, with the first and last pieces anchored at the ends. A
// remote that truncates, trims or converts line endings fails this and changes nothing.

export interface PlaceholderSpan {
  /** Offsets into the output text. */
  readonly start: number;
  readonly end: number;
}

/**
 * Whether `output` is `input` with some non-empty runs replaced by the placeholders at `spans`. The
 * kept pieces are matched left to right, each at its earliest place after the previous one (earliest is
 * safe: it leaves the most room for the pieces after it), the last one at the very end.
 */
export function restoresInput(input: string, output: string, spans: readonly PlaceholderSpan[]): boolean {
  const sorted = [...spans].sort((a, b) => a.start - b.start);
  const kept: string[] = [];
  let at = 0;
  for (const s of sorted) {
    if (!(Number.isInteger(s.start) && Number.isInteger(s.end) && s.start >= at && s.end > s.start && s.end <= output.length)) return false;
    kept.push(output.slice(at, s.start));
    at = s.end;
  }
  kept.push(output.slice(at));
  const [head, ...rest] = kept;
  if (head === undefined || !input.startsWith(head)) return false;
  if (rest.length === 0) return head === input;
  const tail = rest.pop() ?? '';
  let pos = head.length;
  for (const piece of rest) {
    // Each placeholder stands for at least one character of the input.
    const found = input.indexOf(piece, pos + 1);
    if (found < 0) return false;
    pos = found + piece.length;
  }
  return input.length - tail.length >= pos + 1 && input.endsWith(tail);
}
