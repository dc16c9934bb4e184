// Applies strategies to identify-phi results over a text: overlapping items merge into one replacement
// (typed by the earliest), text outside the items is copied unchanged, and the edit list it returns has
// sorted, disjoint ranges, ready for one WorkspaceEdit.
import type { DeidRun } from './run';
import { strategyFor, type PhiSpan, type Replacement, type StrategyChoice } from './types';

export interface Redaction {
  readonly text: string;
  readonly replacements: readonly Replacement[];
}

/** Sorted, disjoint spans: overlapping or nested items become one span typed by the earliest-starting. */
export function mergeSpans(spans: readonly PhiSpan[], length: number): PhiSpan[] {
  const sorted = spans
    .filter((s) => s.start < s.end && s.start >= 0 && s.end <= length)
    .sort((a, b) => a.start - b.start || b.end - a.end);
  const out: PhiSpan[] = [];
  for (const s of sorted) {
    const last = out[out.length - 1];
    if (last && s.start < last.end) out[out.length - 1] = { ...last, end: Math.max(last.end, s.end) };
    else out.push({ start: s.start, end: s.end, type: s.type });
  }
  return out;
}

/** The replacements for `spans` of `text` (without building the new text). */
export function planReplacements(text: string, spans: readonly PhiSpan[], choice: StrategyChoice, run: DeidRun): Replacement[] {
  return mergeSpans(spans, text.length).map((s) => {
    const strategy = strategyFor(choice, s.type);
    const original = text.slice(s.start, s.end);
    return { start: s.start, end: s.end, type: s.type, strategy, original, replacement: run.replace(strategy, s.type, original) };
  });
}

export function redactText(text: string, spans: readonly PhiSpan[], choice: StrategyChoice, run: DeidRun): Redaction {
  const replacements = planReplacements(text, spans, choice, run);
  const parts: string[] = [];
  let at = 0;
  for (const r of replacements) {
    parts.push(text.slice(at, r.start), r.replacement);
    at = r.end;
  }
  parts.push(text.slice(at));
  return { text: parts.join(''), replacements };
}
