// The review log: one JSON object a line, what a person decided about each review candidate. It holds
// offsets, types, the rule that proposed the span, the decision, when it was made, and a keyed hash of the
// value (HMAC-SHA-256 under TEXT_INFERENCE_HASH_KEY, or a per-session key) — never the text. `redact
// --decisions FILE` applies it: a "phi" decision is redacted with its type when the hash still matches the
// text at its offsets; anything else (not PHI, skipped, changed text) is left as the engine scored it.
import { z } from 'zod';

export const REVIEW_LOG_FORMAT = 'text-inference-review-log';
export const REVIEW_LOG_VERSION = 1;

export const REVIEW_DECISIONS = ['phi', 'not-phi', 'skip'] as const;
export type ReviewDecisionKind = (typeof REVIEW_DECISIONS)[number];

const entrySchema = z.object({
  record: z.literal('decision'),
  /** '/'-separated path relative to the workspace folder (or the scan's base); absent for one unsaved document. */
  file: z.string().optional(),
  start: z.number().int().min(0),
  end: z.number().int().min(1),
  /** The type the engine proposed. */
  type: z.string().min(1),
  /** The type the reviewer chose (for "phi"). */
  chosenType: z.string().min(1).optional(),
  rule: z.string().optional(),
  score: z.number().min(0).max(1).optional(),
  decision: z.enum(REVIEW_DECISIONS),
  /** Where the decision was remembered: an allow or deny list entry, or this document only. */
  remembered: z.enum(['document', 'workspace', 'user', 'deny-list']).optional(),
  /** ISO 8601, when the reviewer chose. */
  time: z.string().min(1),
  /** HMAC-SHA-256 of the value under the log's key, first 16 hex digits. */
  hash: z.string().regex(/^[0-9a-f]{16}$/),
});
export type ReviewLogEntry = z.infer<typeof entrySchema>;

const headerSchema = z.object({ record: z.literal('header'), format: z.literal(REVIEW_LOG_FORMAT), version: z.literal(REVIEW_LOG_VERSION) }).passthrough();

export function reviewLogHeader(hashKey: 'environment' | 'per-run', createdAt: string): string {
  return JSON.stringify({ record: 'header', format: REVIEW_LOG_FORMAT, version: REVIEW_LOG_VERSION, createdAt, hash: { algorithm: 'HMAC-SHA-256, first 16 hex digits', key: hashKey } });
}

export function reviewLogLine(entry: ReviewLogEntry): string {
  return JSON.stringify(entrySchema.parse(entry));
}

export class ReviewLogError extends Error {}

/** The decisions of a log; a bad line is an error naming its line number (never its content). */
export function parseReviewLog(text: string): ReviewLogEntry[] {
  const entries: ReviewLogEntry[] = [];
  const lines = text.split(/\r?\n/);
  let sawHeader = false;
  lines.forEach((line, i) => {
    if (line.trim() === '') return;
    let value: unknown;
    try {
      value = JSON.parse(line);
    } catch {
      throw new ReviewLogError(`line ${i + 1} is not JSON`);
    }
    if (!sawHeader) {
      if (!headerSchema.safeParse(value).success) throw new ReviewLogError(`line ${i + 1}: expected the review log header ({"record":"header","format":"${REVIEW_LOG_FORMAT}","version":${REVIEW_LOG_VERSION}})`);
      sawHeader = true;
      return;
    }
    const parsed = entrySchema.safeParse(value);
    if (!parsed.success) throw new ReviewLogError(`line ${i + 1}: ${parsed.error.issues[0]?.path.join('.') ?? ''} ${parsed.error.issues[0]?.message ?? 'invalid'}`.trim());
    if (parsed.data.end <= parsed.data.start) throw new ReviewLogError(`line ${i + 1}: end must be after start`);
    entries.push(parsed.data);
  });
  if (!sawHeader) throw new ReviewLogError('the file is empty: expected a review log (JSON Lines with a header)');
  return entries;
}

export interface DecidedSpan {
  readonly start: number;
  readonly end: number;
  readonly type: string;
}

export interface AppliedDecisions {
  /** Spans a reviewer marked PHI whose value still matches: to redact with the chosen type. */
  readonly phi: DecidedSpan[];
  /** Decisions whose hash no longer matches the text (changed file, or another hash key). */
  readonly mismatched: number;
}

/**
 * The "phi" decisions for one file's text whose keyed hash still matches the text at their offsets. The
 * latest decision for a span wins (a reviewer may change their mind).
 */
export function phiDecisionsFor(text: string, entries: readonly ReviewLogEntry[], hash: (value: string) => string): AppliedDecisions {
  const latest = new Map<string, ReviewLogEntry>();
  for (const e of entries) latest.set(`${e.start}:${e.end}`, e);
  const phi: DecidedSpan[] = [];
  let mismatched = 0;
  for (const e of latest.values()) {
    if (e.end > text.length || hash(text.slice(e.start, e.end)) !== e.hash) {
      mismatched++;
      continue;
    }
    if (e.decision === 'phi') phi.push({ start: e.start, end: e.end, type: e.chosenType ?? e.type });
  }
  phi.sort((a, b) => a.start - b.start);
  return { phi, mismatched };
}
