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
  /** The Review PHI view's selection is a folder scan candidate (the decision keys then decide it, in the view). */
  scanSelected: 'textInference.reviewScanSelected',
} as const;

export type ReviewContextKey = (typeof REVIEW_CONTEXT)[keyof typeof REVIEW_CONTEXT];

/**
 * Each review keybinding's command and the context keys its `when` clauses may require (each binding one
 * of them): a decision key decides the candidate revealed in the editor, or, in the Review PHI view, the
 * folder scan candidate selected there (that binding passes SELECTED_ARG).
 */
export const REVIEW_KEYBINDINGS = {
  nextReviewCandidate: [REVIEW_CONTEXT.reviewing],
  previousReviewCandidate: [REVIEW_CONTEXT.reviewing],
  markPhi: [REVIEW_CONTEXT.candidate, REVIEW_CONTEXT.scanSelected],
  markNotPhi: [REVIEW_CONTEXT.candidate, REVIEW_CONTEXT.scanSelected],
  skipReviewCandidate: [REVIEW_CONTEXT.candidate, REVIEW_CONTEXT.scanSelected],
} as const satisfies Partial<Record<CommandKey, readonly ReviewContextKey[]>>;

/** The argument a decision keybinding passes in the Review PHI view: "the row selected there". */
export const SELECTED_ARG = { selected: true } as const;

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
