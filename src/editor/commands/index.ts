// Registers every command of the typed table: this file's handlers plus the presentation layer's,
// checked at activation to cover COMMANDS exactly.
import * as vscode from 'vscode';
import { COMMANDS, type CommandKey } from '../commandIds';
import { clearCredentials } from './clearCredentials';
import { clearResults } from './clearResults';
import { copyEmbedding } from './copyEmbedding';
import type { CommandDeps } from './deps';
import { findConcepts } from './findConcepts';
import { findConceptsWithOntologies } from './findConceptsWithOntologies';
import { findPhi } from './findPhi';
import { getEmbedding } from './getEmbedding';
import { redactPhi } from './redactPhi';
import { selectService } from './selectService';
import { setCredentials } from './setCredentials';
import { showActions } from './showActions';
import { showLog } from './showLog';
import { completeTable, type HandlerMap } from './table';

export function coreHandlers(deps: CommandDeps): HandlerMap {
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
  };
}

export function registerCommands(...maps: readonly HandlerMap[]): vscode.Disposable {
  const table = completeTable(...maps);
  return vscode.Disposable.from(
    ...(Object.keys(table) as CommandKey[]).map((key) => vscode.commands.registerCommand(COMMANDS[key], table[key])),
  );
}
