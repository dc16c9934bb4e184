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

export interface PlanOptions {
  /** Shift dates by the offset of the text's patient (its most often named PATIENT) instead of the run's. */
  readonly datesPerPatient?: boolean;
}

/** The patient a text is about: the PATIENT named most often (parts of a name count for the whole). */
export function mainPatient(text: string, spans: readonly PhiSpan[], run: DeidRun): string | undefined {
  const counts = new Map<string, number>();
  // In text order, so the pseudonym numbers this assigns follow first appearance as everywhere else.
  for (const s of [...spans].sort((x, y) => x.start - y.start)) {
    if (s.type.toUpperCase() !== 'PATIENT') continue;
    const key = run.patientKey(text.slice(s.start, s.end));
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  let best: [string, number] | undefined;
  for (const entry of counts) if (!best || entry[1] > best[1]) best = entry;
  return best?.[0];
}

/** The replacements for `spans` of `text` (without building the new text). */
export function planReplacements(text: string, spans: readonly PhiSpan[], choice: StrategyChoice, run: DeidRun, options: PlanOptions = {}): Replacement[] {
  const patient = options.datesPerPatient ? mainPatient(text, spans, run) : undefined;
  return mergeSpans(spans, text.length).map((s) => {
    const strategy = strategyFor(choice, s.type);
    const original = text.slice(s.start, s.end);
    return { start: s.start, end: s.end, type: s.type, strategy, original, replacement: run.replace(strategy, s.type, original, patient) };
  });
}

export function redactText(text: string, spans: readonly PhiSpan[], choice: StrategyChoice, run: DeidRun, options: PlanOptions = {}): Redaction {
  const replacements = planReplacements(text, spans, choice, run, options);
  const parts: string[] = [];
  let at = 0;
  for (const r of replacements) {
    parts.push(text.slice(at, r.start), r.replacement);
    at = r.end;
  }
  parts.push(text.slice(at));
  return { text: parts.join(''), replacements };
}
