// `redact --decisions FILE`: reads a review log and says how much of it applied. The hashes are checked
// under TEXT_INFERENCE_HASH_KEY, the key the log was written with when the editor had it set.
import { readFile } from 'node:fs/promises';
import { hashKeyFrom, textHasher } from '../../batch/findings';
import type { ReviewDecisions } from '../../batch/review-analyser';
import { parseReviewLog, ReviewLogError } from '../../deid/review-log';
import type { Context } from '../context';
import { UsageError } from '../errors';

/** Below it an engine item is a review candidate, not redacted unless a review log says PHI. */
export const REVIEW_MINIMUM = 0.5;

export async function readDecisions(path: string, ctx: Context): Promise<ReviewDecisions> {
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch (e) {
    throw new UsageError(`--decisions ${path}: cannot read it (${(e as NodeJS.ErrnoException).code ?? 'error'}).`);
  }
  try {
    const entries = parseReviewLog(text);
    const key = hashKeyFrom(ctx.env);
    if (key.source === 'per-run') ctx.note('note: TEXT_INFERENCE_HASH_KEY is not set, so no decision of the review log can be matched to the text; set it to the key the log was written with.');
    return { entries, hash: textHasher(key) };
  } catch (e) {
    if (e instanceof ReviewLogError) throw new UsageError(`--decisions ${path}: not a review log: ${e.message}.`);
    throw e;
  }
}

export function noteDecisions(decisions: ReviewDecisions | undefined, applied: number, ctx: Context): void {
  if (!decisions) return;
  const phi = new Set(decisions.entries.filter((e) => e.decision === 'phi').map((e) => `${e.start}:${e.end}:${e.hash}`)).size;
  ctx.note(`review log: ${applied} of ${phi} PHI decisions applied${applied < phi ? ' (the others matched no text: changed files, or another hash key)' : ''}`);
}
