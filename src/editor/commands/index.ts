// Registers every command of the typed table: this file's handlers plus the presentation layer's,
// checked at activation to cover COMMANDS exactly.
import * as vscode from 'vscode';
import { COMMANDS, type CommandId, type CommandKey } from './command-ids';
import { clearCredentials } from './clearCredentials';
import { clearResults } from './clearResults';
import { copyEmbedding } from './copyEmbedding';
import type { CommandDeps } from './deps';
import { findConcepts } from './findConcepts';
import { findConceptsWithOntologies } from './findConceptsWithOntologies';
import { exportRedactionMapping } from './exportRedactionMapping';
import { addToAllowList } from './addToAllowList';
import { choosePhiTypes } from './choosePhiTypes';
import { findPhi } from './findPhi';
import { forgetRedactionMapping } from './forgetRedactionMapping';
import { getEmbedding } from './getEmbedding';
import { openSample } from './openSample';
import { redactPhi } from './redactPhi';
import { selectService } from './selectService';
import { setCredentials } from './setCredentials';
import { showActions } from './showActions';
import { showLog } from './showLog';
import { completeTable, type HandlerMap } from './table';

export function coreHandlers(deps: CommandDeps & { readonly extensionUri: vscode.Uri }): HandlerMap {
  return {
    findConcepts: (arg) => findConcepts(deps, arg),
    findConceptsWithOntologies: (arg) => findConceptsWithOntologies(deps, arg),
    findPhi: (arg) => findPhi(deps, arg),
    redactPhi: (arg) => redactPhi(deps, arg),
    getEmbedding: (arg) => getEmbedding(deps, arg),
    copyEmbedding: () => copyEmbedding(deps),
    clearResults: (arg) => clearResults(deps, arg),
    setCredentials: () => setCredentials(deps),
    clearCredentials: () => clearCredentials(deps),
    selectService: () => selectService(deps),
    showLog: () => showLog(deps),
    showActions: () => showActions(deps),
    exportRedactionMapping: () => exportRedactionMapping(deps),
    forgetRedactionMapping: () => forgetRedactionMapping(deps),
    choosePhiTypes: () => choosePhiTypes(deps),
    addToAllowList: (args) => addToAllowList(deps, args),
    openSample: () => openSample(deps),
  };
}

/** Called when a handler throws: failures the handlers did not report themselves still reach the user. */
export type CommandFailure = (id: CommandId, error: unknown) => void;

export function registerCommands(onFailure: CommandFailure, ...maps: readonly HandlerMap[]): vscode.Disposable {
  const table = completeTable(...maps);
  return vscode.Disposable.from(
    ...(Object.keys(table) as CommandKey[]).map((key) => {
      const id = COMMANDS[key];
      const handler = table[key];
      return vscode.commands.registerCommand(id, async (...args: unknown[]) => {
        try {
          return await handler(...args);
        } catch (error) {
          onFailure(id, error);
          return undefined;
        }
      });
    }),
  );
}
