// Checks a redact-phi answer before it may replace the user's text: putting some original text back into
// each annotated placeholder must give exactly the input. Everything outside the placeholders must be the
// input, character for character, in order, with the first and last pieces anchored at the ends. A
// remote that truncates, trims or converts line endings fails this and changes nothing.
import { placeholder } from '../../deid/placeholder';
import { selectPhi, type SelectionSettings } from '../../deid/selection';
import { spliceText } from '../../deid/splice';
import { mergeSpans } from '../../deid/strategies';

export interface PlaceholderSpan {
  /** Offsets into the output text. */
  readonly start: number;
  readonly end: number;
}

/** The most characters one placeholder may stand for: far more than any PHI item, far less than a tail. */
export const MAX_REPLACED_CHARS = 256;

/**
 * Whether `output` is `input` with some non-empty runs (each at most `maxReplaced` characters) replaced
 * by the placeholders at `spans`. The kept pieces are matched left to right, each at its earliest place
 * after the previous one (earliest leaves the most room for the pieces after it), the last one at the
 * very end. The bound refuses an answer cut short right after a placeholder, whose last placeholder
 * would otherwise "stand for" the whole lost tail; a rare false refusal only means redacting from
 * Find PHI results instead.
 */
export function restoresInput(input: string, output: string, spans: readonly PlaceholderSpan[], maxReplaced = MAX_REPLACED_CHARS): boolean {
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
    // Each placeholder stands for at least one character of the input, and at most maxReplaced.
    const found = input.indexOf(piece, pos + 1);
    if (found < 0 || found - pos > maxReplaced) return false;
    pos = found + piece.length;
  }
  const last = input.length - tail.length - pos;
  return last >= 1 && last <= maxReplaced && input.endsWith(tail);
}

/**
 * Where each placeholder's original text was in `input`, by the same matching as restoresInput (undefined
 * when the answer does not verify): so the one selection can be applied to a redact-phi answer.
 */
export function placedSpans<T extends PlaceholderSpan>(input: string, output: string, spans: readonly T[], maxReplaced = MAX_REPLACED_CHARS): { readonly start: number; readonly end: number; readonly span: T }[] | undefined {
  if (!restoresInput(input, output, spans, maxReplaced)) return undefined;
  const sorted = [...spans].sort((a, b) => a.start - b.start);
  const out: { start: number; end: number; span: T }[] = [];
  let outAt = 0;
  let inAt = 0;
  for (let i = 0; i < sorted.length; i++) {
    const s = sorted[i] as T;
    inAt += s.start - outAt;
    const next = sorted[i + 1];
    const piece = output.slice(s.end, next ? next.start : output.length);
    const end = next ? input.indexOf(piece, inAt + 1) : input.length - piece.length;
    out.push({ start: inAt, end, span: s });
    inAt = end;
    outAt = s.end;
  }
  return out;
}

interface AnsweredItem extends PlaceholderSpan {
  readonly type: string;
  readonly score: number;
  readonly category?: string;
}

/** A verified redact-phi answer with the one selection applied: its items placed in the input, selected, relabelled. */
export function selectedOutput(input: string, answer: { readonly outputText: string; readonly items: readonly AnsweredItem[] }, settings: SelectionSettings): { outputText: string; types: string[] } {
  const placed = placedSpans(input, answer.outputText, answer.items) ?? [];
  const items = placed.map(({ start, end, span }) => ({ start, end, text: input.slice(start, end), type: span.type, score: span.score, ...(span.category ? { category: span.category } : {}) }));
  const merged = mergeSpans(selectPhi(input, items, settings).items, input.length);
  return { outputText: spliceText(input, merged.map((m) => ({ start: m.start, end: m.end, replacement: placeholder(m.type) }))), types: merged.map((m) => m.type) };
}
