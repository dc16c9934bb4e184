// Applies strategies to identify-phi results over a text: overlapping items merge into one replacement
// (typed by the earliest), text outside the items is copied unchanged, and the edit list it returns has
// sorted, disjoint ranges, ready for one WorkspaceEdit.
import { spliceText } from '../splice';
import { yearOf } from './dates';
import type { DeidRun, ReplaceContext } from './run';
import { genderOfTitle } from './surrogate';
import { strategyFor, type PhiSpan, type Replacement, type StrategyChoice } from './types';

/** A text with its PHI replaced by the strategies, and what was replaced. */
export interface DeidRedaction {
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
  /** The text's patient, when the caller knows it (a JSON Lines patient field): dates shift by theirs. */
  readonly patient?: string;
}

/** The patient a text is about: the PATIENT named most often (parts of a name count for the whole). */
export function mainPatient(text: string, spans: readonly PhiSpan[], run: DeidRun): string | undefined {
  const counts = new Map<string, number>();
  for (const s of [...spans].sort((x, y) => x.start - y.start)) {
    if (s.type.toUpperCase() !== 'PATIENT') continue;
    const key = run.patientKey(text.slice(s.start, s.end));
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  let best: [string, number] | undefined;
  for (const entry of counts) if (!best || entry[1] > best[1] || (entry[1] === best[1] && entry[0] < best[0])) best = entry;
  return best?.[0];
}

const TITLE_BEFORE = /\b(?:mrs|ms|miss|mr|mister|sir|madam)\.?\s*$/i;

/** The STATE span written right beside a CITY or ZIP span ("Boston, MA 02115"), if any. */
function stateBeside(text: string, spans: readonly PhiSpan[], i: number): string | undefined {
  const s = spans[i] as PhiSpan;
  for (const j of [i + 1, i - 1, i + 2, i - 2]) {
    const other = spans[j];
    if (!other || other.type.toUpperCase() !== 'STATE') continue;
    const gap = other.start >= s.end ? text.slice(s.end, other.start) : text.slice(other.end, s.start);
    if (gap.length <= 16 && /^[\s,.\d-]*$/.test(gap)) return text.slice(other.start, other.end);
  }
  return undefined;
}

/** The replacements for `spans` of `text` (without building the new text). */
export function planReplacements(text: string, spans: readonly PhiSpan[], choice: StrategyChoice, run: DeidRun, options: PlanOptions = {}): Replacement[] {
  const merged = mergeSpans(spans, text.length);
  // Each span's original and strategy once: a megabyte holds tens of thousands of them.
  const values = merged.map((s) => ({ type: s.type, original: text.slice(s.start, s.end), strategy: strategyFor(choice, s.type) }));
  run.beginText(values);
  const patient = options.patient ?? (options.datesPerPatient ? mainPatient(text, merged, run) : undefined);
  let year: number | undefined;
  for (const v of values) if (year === undefined && v.type.toUpperCase() === 'DATE') year = yearOf(v.original);
  const dateContext: ReplaceContext = { ...(patient !== undefined ? { patient } : {}), ...(year !== undefined ? { year } : {}) };
  const none: ReplaceContext = {};
  return merged.map((s, i) => {
    const { strategy, original } = values[i]!;
    const t = s.type.toUpperCase();
    let context = none;
    if (t === 'DATE') context = dateContext;
    else if (strategy === 'surrogate' && (t === 'CITY' || t === 'ZIP')) {
      const state = stateBeside(text, merged, i);
      if (state !== undefined) context = { state };
    } else if (strategy === 'surrogate' && (t === 'PATIENT' || t === 'DOCTOR')) {
      const title = TITLE_BEFORE.exec(text.slice(Math.max(0, s.start - 8), s.start))?.[0];
      const gender = title ? genderOfTitle(title) : undefined;
      if (gender) context = { gender };
    }
    return { start: s.start, end: s.end, type: s.type, strategy, original, replacement: run.replace(strategy, s.type, original, context) };
  });
}

/** `text` with `spans` replaced by the chosen strategies. */
export function applyStrategies(text: string, spans: readonly PhiSpan[], choice: StrategyChoice, run: DeidRun, options: PlanOptions = {}): DeidRedaction {
  const replacements = planReplacements(text, spans, choice, run, options);
  return { text: spliceText(text, replacements), replacements };
}
