// Plans an in-place redaction without VS Code: which PHI ranges to replace with which bracketed label, and
// a refusal when any range no longer holds the text that was analysed (a stale offset is never applied).
import { placeholder } from '../../deid/placeholder';
import type { Span } from '../results/track-edits.pure';

export interface RedactionTarget extends Span {
  readonly text: string;
  readonly type: string;
  /** The finding's score, for the per-type minimum scores (absent: a deny-listed term, always redacted). */
  readonly score?: number;
}

export interface Replacement extends Span {
  readonly label: string;
}

export type RedactionPlan =
  | { readonly kind: 'ready'; readonly replacements: readonly Replacement[] }
  | { readonly kind: 'nothing' }
  | { readonly kind: 'stale'; readonly mismatched: number };

/**
 * Overlapping items are merged into one replacement (labelled by the earliest item) so that no part of any
 * item survives and the edit's ranges never overlap.
 */
export function planRedaction(targets: readonly RedactionTarget[], textAt: (start: number, end: number) => string): RedactionPlan {
  if (targets.length === 0) return { kind: 'nothing' };
  const mismatched = targets.filter((t) => textAt(t.start, t.end) !== t.text).length;
  if (mismatched > 0) return { kind: 'stale', mismatched };
  const sorted = [...targets].sort((a, b) => a.start - b.start || b.end - a.end);
  const replacements: Replacement[] = [];
  for (const t of sorted) {
    const last = replacements[replacements.length - 1];
    if (last && t.start < last.end) {
      replacements[replacements.length - 1] = { ...last, end: Math.max(last.end, t.end) };
    } else {
      replacements.push({ start: t.start, end: t.end, label: placeholder(t.type) });
    }
  }
  return { kind: 'ready', replacements };
}

/** The items that intersect any of the ranges (an item partly inside a selection is redacted whole). */
export function withinRanges<T extends Span>(items: readonly T[], ranges: readonly Span[]): T[] {
  return items.filter((item) => ranges.some((r) => (r.end > r.start ? item.start < r.end && item.end > r.start : item.start <= r.start && item.end >= r.start)));
}

function target(item: { readonly text: string; readonly type: string }, line: number, masked: boolean): string {
  if (masked) return `${item.type} on line ${line}`;
  const flat = item.text.replace(/\s+/g, ' ').trim();
  return `'${flat.length <= 40 ? flat : `${flat.slice(0, 39)}…`}'`;
}

/** Quick fix title naming its target: "Redact 'Margaret A. Harlow' as [PATIENT]" (masked: by type and line). */
export function redactItemTitle(item: { readonly text: string; readonly type: string }, line: number, masked: boolean): string {
  return `Redact ${target(item, line, masked)} as ${placeholder(item.type)}`;
}

/** A strategy's action title with its target: "Replace with a shifted date" -> "Replace '03/02/2025' with a shifted date". */
export function withTarget(title: string, item: { readonly text: string; readonly type: string }, line: number, masked: boolean): string {
  const what = target(item, line, masked);
  const verb = /^(Redact|Replace|Mask|Hash|Remove)\b/.exec(title)?.[1];
  return verb ? `${verb} ${what}${title.slice(verb.length)}` : `${title}: ${what}`;
}

export function redactAllInSelectionTitle(count: number): string {
  return `Redact all ${count} items in selection`;
}
