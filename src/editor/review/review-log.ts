// The session's review log: every decision as a line of the review log format (src/deid/review-log.ts):
// offsets, types, rule, decision, time and a keyed hash of the value, never the text. Held in memory;
// written only when the user exports it. The hash key is TEXT_INFERENCE_HASH_KEY when the environment has
// it (so `text-inference redact --decisions` can check the values), else a random key for this session.
import * as vscode from 'vscode';
import { hashKeyFrom, textHasher, type HashKey } from '../../batch/findings';
import { reviewLogHeader, reviewLogLine, type ReviewLogEntry } from '../../deid/review-log';
import type { ReviewCandidate, ReviewDecision } from './review-queue.pure';

export type Remembered = NonNullable<ReviewLogEntry['remembered']>;

export class ReviewLog {
  private readonly entries: ReviewLogEntry[] = [];
  private readonly key: HashKey = hashKeyFrom(process.env);
  private readonly hash = textHasher(this.key);

  /** One decision; `document` is an open document or a scanned file (never untitled). */
  record(document: Pick<vscode.TextDocument, 'uri' | 'isUntitled'>, candidate: Pick<ReviewCandidate, 'start' | 'end' | 'type' | 'score' | 'rule' | 'text'>, decision: ReviewDecision, remembered: Remembered | undefined, chosenType?: string): void {
    const folder = vscode.workspace.getWorkspaceFolder(document.uri);
    const file = folder ? vscode.workspace.asRelativePath(document.uri, false) : undefined;
    this.entries.push({
      record: 'decision',
      ...(file !== undefined && !document.isUntitled ? { file } : {}),
      start: candidate.start,
      end: candidate.end,
      type: candidate.type,
      ...(chosenType ? { chosenType } : {}),
      ...(candidate.rule ? { rule: candidate.rule } : {}),
      score: candidate.score,
      decision,
      ...(remembered ? { remembered } : {}),
      time: new Date().toISOString(),
      hash: this.hash(candidate.text),
    });
  }

  get size(): number {
    return this.entries.length;
  }

  /** The log as JSON Lines: a header, then one decision a line. */
  text(): string {
    return [reviewLogHeader(this.key.source, new Date().toISOString()), ...this.entries.map(reviewLogLine)].join('\n') + '\n';
  }
}
