// The command table: one handler per id of COMMANDS (command-ids.ts), each in its own file. `satisfies`
// makes a missing, extra or mistyped entry a compile error; package.json's list is checked against the
// same ids by test/unit/manifest.
import * as vscode from 'vscode';
import { clearCredentials } from './clearCredentials';
import { clearResults } from './clearResults';
import { COMMANDS, type CommandId, type CommandKey } from './command-ids';
import { copyEmbedding } from './copyEmbedding';
import { copyToClipboard } from './copyToClipboard';
import type { CommandDeps, Handler } from './deps';
import { findConcepts } from './findConcepts';
import { findConceptsWithOntologies } from './findConceptsWithOntologies';
import { exportRedactionMapping } from './exportRedactionMapping';
import { addToAllowList } from './addToAllowList';
import { choosePhiTypes } from './choosePhiTypes';
import { findPhi } from './findPhi';
import { forgetRedactionMapping } from './forgetRedactionMapping';
import { getEmbedding } from './getEmbedding';
import { redactAllInDocument } from './redactAllInDocument';
import { redactAllInSelection } from './redactAllInSelection';
import { redactItem } from './redactItem';
import { explainPhiItem } from './explainPhiItem';
import { openSample } from './openSample';
import { redactFinding } from './redactFinding';
import { copyFinding } from './copyFinding';
import { redactPhi } from './redactPhi';
import { revealFinding } from './revealFinding';
import { selectService } from './selectService';
import { setCredentials } from './setCredentials';
import { showActions } from './showActions';
import { showLog } from './showLog';
import { toggleDecorations } from './toggleDecorations';
import { scanFolder } from './scanFolder';
import { exportFindings } from './exportFindings';
import { redactFolder } from './redactFolder';
import { clearFolderScan } from './clearFolderScan';
import { exportReviewLog, markNotPhi, markPhi, nextReviewCandidate, previousReviewCandidate, revealReviewCandidate, reviewPhi, skipReviewCandidate } from './review';
import { extractFolderConcepts } from './extractFolderConcepts';

export const HANDLERS = {
  findConcepts,
  findConceptsWithOntologies,
  findPhi,
  redactPhi,
  getEmbedding,
  copyEmbedding,
  clearResults,
  toggleDecorations,
  setCredentials,
  clearCredentials,
  selectService,
  showLog,
  showActions,
  redactItem,
  redactAllInSelection,
  redactAllInDocument,
  copyToClipboard,
  explainPhiItem,
  revealFinding,
  exportRedactionMapping,
  forgetRedactionMapping,
  choosePhiTypes,
  addToAllowList,
  openSample,
  reviewPhi,
  nextReviewCandidate,
  previousReviewCandidate,
  markPhi,
  markNotPhi,
  skipReviewCandidate,
  exportReviewLog,
  revealReviewCandidate,
  redactFinding,
  copyFinding,
  scanFolder,
  exportFindings,
  redactFolder,
  clearFolderScan,
  extractFolderConcepts,
} as const satisfies Record<CommandKey, Handler>;

/** Called when a handler throws: failures the handlers did not report themselves still reach the user. */
export type CommandFailure = (id: CommandId, error: unknown) => void;

export function registerCommands(deps: CommandDeps, onFailure: CommandFailure): vscode.Disposable {
  return vscode.Disposable.from(
    ...(Object.keys(COMMANDS) as CommandKey[]).map((key) => {
      const id = COMMANDS[key];
      const handler: Handler = HANDLERS[key];
      return vscode.commands.registerCommand(id, async (arg?: unknown) => {
        try {
          return await handler(deps, arg);
        } catch (error) {
          onFailure(id, error);
          return undefined;
        }
      });
    }),
  );
}
