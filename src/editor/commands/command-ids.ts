// The one typed table of command ids. package.json's contributes.commands must match it exactly
// (checked by a test); every id here has exactly one handler registered at activation.
export const COMMANDS = {
  findConcepts: 'textInference.findConcepts',
  findConceptsWithOntologies: 'textInference.findConceptsWithOntologies',
  findPhi: 'textInference.findPhi',
  redactPhi: 'textInference.redactPhi',
  getEmbedding: 'textInference.getEmbedding',
  copyEmbedding: 'textInference.copyEmbedding',
  clearResults: 'textInference.clearResults',
  toggleDecorations: 'textInference.toggleDecorations',
  setCredentials: 'textInference.setCredentials',
  clearCredentials: 'textInference.clearCredentials',
  selectService: 'textInference.selectService',
  showLog: 'textInference.showLog',
  showActions: 'textInference.showActions',
  exportRedactionMapping: 'textInference.exportRedactionMapping',
  forgetRedactionMapping: 'textInference.forgetRedactionMapping',
  choosePhiTypes: 'textInference.choosePhiTypes',
  scanFolder: 'textInference.scanFolder',
  exportFindings: 'textInference.exportFindings',
  redactFolder: 'textInference.redactFolder',
  clearFolderScan: 'textInference.clearFolderScan',
  // Review PHI (src/editor/review).
  reviewPhi: 'textInference.reviewPhi',
  nextReviewCandidate: 'textInference.nextReviewCandidate',
  previousReviewCandidate: 'textInference.previousReviewCandidate',
  markPhi: 'textInference.markPhi',
  markNotPhi: 'textInference.markNotPhi',
  skipReviewCandidate: 'textInference.skipReviewCandidate',
  exportReviewLog: 'textInference.exportReviewLog',
  revealReviewCandidate: 'textInference.revealReviewCandidate',
  extractFolderConcepts: 'textInference.extractFolderConcepts',
  // From the PHI hover and the findings view (hidden from the palette).
  addToAllowList: 'textInference.addToAllowList',
  openSample: 'textInference.openSample',
  // Invoked from hover links, quick fixes and the findings view (hidden from the palette).
  redactItem: 'textInference.redactItem',
  redactAllInSelection: 'textInference.redactAllInSelection',
  redactAllInDocument: 'textInference.redactAllInDocument',
  copyToClipboard: 'textInference.copyToClipboard',
  explainPhiItem: 'textInference.explainPhiItem',
  revealFinding: 'textInference.revealFinding',
  // Inline actions on the findings view's items (given the tree item).
  redactFinding: 'textInference.redactFinding',
  copyFinding: 'textInference.copyFinding',
} as const;

export type CommandKey = keyof typeof COMMANDS;
export type CommandId = (typeof COMMANDS)[CommandKey];

/** Commands that need arguments from a link, a quick fix or a view: package.json hides them from the palette. */
export const PALETTE_HIDDEN = [
  'redactItem',
  'redactAllInSelection',
  'redactAllInDocument',
  'copyToClipboard',
  'explainPhiItem',
  'revealFinding',
  'addToAllowList',
  'redactFinding',
  'copyFinding',
  'revealReviewCandidate',
] as const satisfies readonly CommandKey[];
