// The context keys Review PHI sets, and which of them each review keybinding needs. One-key Alt chords
// (Alt+P, Alt+N, Alt+S) are browser shortcuts in code-server and letters in some keyboard layouts, so the
// extension takes them only while a candidate it revealed is current in the active editor; the
// navigation keys need only a queue with something open. package.json is checked against this table.
import type { CommandKey } from '../commands/command-ids';

export const REVIEW_CONTEXT = {
  /** The active editor's document has open review candidates (the palette shows next/previous/decide). */
  reviewing: 'textInference.reviewing',
  /**
   * A candidate revealed by Review PHI / next / previous is current in the active text editor, and the
   * queue still has open candidates. Cleared when the queue empties, the active editor changes to
   * another document, an edit removes the candidate, or Find PHI builds a new queue.
   */
  candidate: 'textInference.reviewCandidate',
} as const;

export type ReviewContextKey = (typeof REVIEW_CONTEXT)[keyof typeof REVIEW_CONTEXT];

/** Each review keybinding's command and the context key its `when` clause must require. */
export const REVIEW_KEYBINDINGS = {
  nextReviewCandidate: REVIEW_CONTEXT.reviewing,
  previousReviewCandidate: REVIEW_CONTEXT.reviewing,
  markPhi: REVIEW_CONTEXT.candidate,
  markNotPhi: REVIEW_CONTEXT.candidate,
  skipReviewCandidate: REVIEW_CONTEXT.candidate,
} as const satisfies Partial<Record<CommandKey, ReviewContextKey>>;

/** The Review PHI view's item kinds (`viewItem` in package.json's menus): what each row offers. */
export const REVIEW_ITEMS = {
  /** An open candidate of an editor's queue: PHI, Not PHI, Skip. */
  candidate: 'reviewCandidate',
  /** A decided one: PHI or Not PHI again (to change the decision). */
  candidateDecided: 'reviewCandidateDecided',
  /** An open candidate of the folder scan section: PHI, Not PHI, Skip, in place. */
  scanCandidate: 'reviewScanCandidate',
  scanCandidateDecided: 'reviewScanCandidateDecided',
} as const;
