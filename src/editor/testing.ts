// The extension's exports in the extension host test run only (ExtensionMode.Test): scripted answers
// for input boxes, quick picks, notifications and modals (which cannot be answered from the extension
// host), and read access to state the tests check. Never returned in normal use.
import type * as vscode from 'vscode';
import type { Prompts } from './prompts';
import type { DocumentResults } from './results/types';
import type { Settings } from './settings';

export interface TestingApi {
  /** Scripted prompts, or undefined to restore the real window. */
  usePrompts(prompts: Prompts | undefined): void;
  results(uri: vscode.Uri): DocumentResults | undefined;
  /** The settings as the config module read them (validated, defaults for invalid values). */
  settings(): Settings;
  lastEmbedding(): readonly number[] | undefined;
  hasCredentials(): Promise<boolean>;
  forgetConsent(): Promise<void>;
  serviceLabel(): string;
  localEngineStarted(): boolean;
  runsInFlight(): number;
  /** Milliseconds spent in activate() itself. */
  readonly activateMs: number;
}

export interface ExtensionApi {
  readonly testing?: TestingApi;
}
