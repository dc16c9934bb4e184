// redact-phi: each finding's text is replaced by its placeholder ("[PATIENT]", src/deid/placeholder.ts)
// through deid's one splicing loop; the returned items locate each placeholder in the output. Findings must not overlap (identifyPhi guarantees it); offsets are
// UTF-16, so a finding never splits a surrogate pair that identifyPhi produced.
import type { KnownPhiType } from '../../../deid/phi-types';
import { placeholder as placeholderFor } from '../../../deid/placeholder';
import { spliceText, type Splice } from '../../../deid/splice';
import type { EnginePhiFinding } from '../../types';

export interface PlaceholderItem {
  readonly start: number;
  readonly end: number;
  readonly type: KnownPhiType;
  readonly score: number;
  /** The rule that found it, when the findings said (provenance; never on the wire). */
  readonly rule?: string;
}

/** What redaction needs of a finding: where, what, how sure (and, when known, which rule). */
export type RedactableFinding = Omit<EnginePhiFinding, 'rule'> & { readonly rule?: string };

export interface PlaceholderRedaction {
  readonly outputText: string;
  readonly items: PlaceholderItem[];
}

/** Replaces each finding by its placeholder `[TYPE]`. Throws RangeError (numbers only, never text) on bad findings. */
export function redactWithPlaceholders(text: string, findings: readonly RedactableFinding[]): PlaceholderRedaction {
  const sorted = [...findings].sort((a, b) => a.start - b.start || a.end - b.end);
  const edits: Splice[] = [];
  const items: PlaceholderItem[] = [];
  let cursor = 0;
  // Where the next placeholder starts in the output: the input offset moved by what earlier edits changed.
  let shift = 0;
  for (const f of sorted) {
    if (!Number.isInteger(f.start) || !Number.isInteger(f.end) || f.start < cursor || f.end <= f.start || f.end > text.length) {
      throw new RangeError(
        `redactWithPlaceholders: finding [${f.start}, ${f.end}) is out of range, empty or overlaps the previous one (text length ${text.length})`,
      );
    }
    const replacement = placeholderFor(f.type);
    const start = f.start + shift;
    items.push({ start, end: start + replacement.length, type: f.type, score: f.score, ...(f.rule === undefined ? {} : { rule: f.rule }) });
    edits.push({ start: f.start, end: f.end, replacement });
    shift += replacement.length - (f.end - f.start);
    cursor = f.end;
  }
  return { outputText: spliceText(text, edits), items };
}
