// A finding as exported: where (line, column, length, offset), what (type, category, score) and a keyed
// hash of the text, which links the same value across files and runs that share the key without saying
// what it is. The text itself is added only when the user asks for it for that export.
import { createHmac, randomBytes } from 'node:crypto';
import type { PhiItem } from '../api/results';
import type { PhiEvidence } from '../deid/phi-evidence';
import { describePhiRule } from '../deid/phi-rules';
import { describeReviewRule } from '../deid/review-rules';

export interface Finding {
  readonly type: string;
  readonly category?: string;
  /** 1-based line and column; columns count UTF-16 code units, as SARIF's default and VS Code do. */
  readonly line: number;
  readonly column: number;
  readonly endLine: number;
  readonly endColumn: number;
  /** UTF-16 offset into the file's text (after any byte-order mark) and length in UTF-16 code units. */
  readonly offset: number;
  readonly length: number;
  readonly score: number;
  readonly hash: string;
  /** Present only when the export was asked to include PHI text. */
  readonly text?: string;
  /** A review candidate (scored below the minimum score; `scan --review`), not PHI until a person says so. */
  readonly review?: true;
  /** The id of the local engine's rule that found it: with --explain, and always for a review candidate. */
  readonly rule?: string;
  /** With --explain: that rule in words ("a name before a credential"). */
  readonly explanation?: string;
  /**
   * With --explain, from the local engine: the cue word beside the span and the word lists that know its
   * words. Cue words and list names only, never the finding's text (src/deid/phi-evidence.ts).
   */
  readonly evidence?: PhiEvidence;
}

export interface FileFindings {
  /** '/'-separated path relative to the scan's base. */
  readonly file: string;
  readonly chars: number;
  readonly findings: readonly Finding[];
}

/** HMAC-SHA-256 of the exact text under the run's key, 16 hex digits (64 bits). */
export type TextHasher = (text: string) => string;

export interface HashKey {
  readonly key: Uint8Array;
  /** Said in exports: a per-run key links values within one export only. */
  readonly source: 'environment' | 'per-run';
}

export const HASH_KEY_ENV = 'TEXT_INFERENCE_HASH_KEY';

/** The key from the environment when set (stable across runs), else a random one for this run. */
export function hashKeyFrom(env: NodeJS.ProcessEnv): HashKey {
  const value = env[HASH_KEY_ENV];
  if (value !== undefined && value !== '') return { key: Buffer.from(value, 'utf8'), source: 'environment' };
  return { key: randomBytes(32), source: 'per-run' };
}

export function textHasher({ key }: HashKey): TextHasher {
  return (text) => createHmac('sha256', key).update(text, 'utf8').digest('hex').slice(0, 16);
}

/** Offsets of line starts, for offset -> line/column by binary search. `\r\n`, `\n` and `\r` end lines. */
export function lineStarts(text: string): number[] {
  const starts = [0];
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 10) starts.push(i + 1);
    else if (c === 13) {
      if (text.charCodeAt(i + 1) === 10) i++;
      starts.push(i + 1);
    }
  }
  return starts;
}

export function positionAt(starts: readonly number[], offset: number): { line: number; column: number } {
  let lo = 0;
  let hi = starts.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (starts[mid]! <= offset) lo = mid;
    else hi = mid - 1;
  }
  return { line: lo + 1, column: offset - starts[lo]! + 1 };
}

export interface FindingFilter {
  /** Items scored below this are left out (0 keeps all). */
  readonly minScore: number;
  /** Only these phi_types (upper case); undefined keeps all. */
  readonly types?: ReadonlySet<string>;
  /** Keep the items below minScore too, as review candidates (`scan --review`). */
  readonly review?: boolean;
}

export function keepItem(item: PhiItem, filter: FindingFilter): boolean {
  return (item.score >= filter.minScore || filter.review === true) && (filter.types === undefined || filter.types.has(item.type.toUpperCase()));
}

/** The rule fields of a finding, for --explain: none when the engine named no rule (a remote service). */
function explained(item: PhiItem): Pick<Finding, 'rule' | 'explanation' | 'evidence'> {
  if (item.rule === undefined) return {};
  const explanation = item.rule.startsWith('review.') ? describeReviewRule(item.rule) : describePhiRule(item.rule);
  return { rule: item.rule, explanation, ...(item.evidence !== undefined ? { evidence: item.evidence } : {}) };
}

/** Items below `minScore` (kept only by a review scan) are marked as review candidates, with their rule. */
export function toFindings(text: string, items: readonly PhiItem[], hash: TextHasher, includeText: boolean, explain = false, minScore = 0): Finding[] {
  if (items.length === 0) return [];
  const starts = lineStarts(text);
  return items.map((item) => {
    const from = positionAt(starts, item.start);
    const to = positionAt(starts, item.end);
    return {
      type: item.type,
      ...(item.category !== undefined ? { category: item.category } : {}),
      line: from.line,
      column: from.column,
      endLine: to.line,
      endColumn: to.column,
      offset: item.start,
      length: item.end - item.start,
      score: item.score,
      hash: hash(item.text),
      ...(includeText ? { text: item.text } : {}),
      ...(item.score < minScore ? reviewMark(item) : {}),
      ...(explain ? explained(item) : {}),
    };
  });
}

/** Counts by type, in the vocabulary's spelling. */
export function countByType(findings: readonly { readonly type: string }[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const f of findings) counts[f.type] = (counts[f.type] ?? 0) + 1;
  return counts;
}

function reviewMark(item: PhiItem): { review: true; rule?: string } {
  const rule = item.rule;
  return typeof rule === 'string' ? { review: true, rule } : { review: true };
}
