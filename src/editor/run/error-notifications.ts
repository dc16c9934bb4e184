// Every failure of a run becomes a notification the user can act on, and a log line (never text).
// A cancellation is the user's own doing and stays silent.
import * as vscode from 'vscode';
import type { CredentialsError } from '../../api/errors';
import { MAX_TEXT_CHARS } from '../../api/wire';
import { isInferenceErrorOf as is } from './inference-errors.pure';
import type { Log } from '../log';
import type { Prompts } from '../prompts';
import { ClientModuleError } from '../connection/client-module.pure';
import { LocalEngineError } from '../connection/local-engine';
import { ServiceUrlError } from '../connection/service-url.pure';

export const RETRY = vscode.l10n.t('Retry');
export const OPEN_LOG = vscode.l10n.t('Open Log');
export const UPDATE_CREDENTIALS = vscode.l10n.t('Update Credentials');
export const SET_CREDENTIALS = vscode.l10n.t('Set Credentials');
export const OPEN_SETTINGS = vscode.l10n.t('Open Settings');
export const RUN_AGAIN = vscode.l10n.t('Run Again');

export interface FailedRun {
  /** The command's name, e.g. "Find PHI". */
  readonly action: string;
  /** Where the text came from, for the empty-input message. */
  readonly scope: 'selection' | 'document';
  /** The service's label ("Local engine" or the host). */
  readonly service: string;
  /** Runs the same command again. */
  readonly retry: () => Promise<unknown>;
}

export interface ErrorActions {
  /** Prompts for credentials and stores them; true when new ones were stored. */
  updateCredentials(): Promise<boolean>;
}

export class ErrorNotifier {
  constructor(
    private readonly prompts: Prompts,
    private readonly log: Log,
    private readonly actions: ErrorActions,
  ) {}

  async report(error: unknown, run: FailedRun): Promise<void> {
    if (is(error, 'cancelled')) {
      this.log.info(`${run.action} cancelled`);
      return;
    }
    this.log.error(`${run.action} failed`, error);
    if (is(error, 'empty-input')) {
      await this.prompts.notify('info', vscode.l10n.t('Nothing to send: the {0} is empty.', run.scope));
    } else if (is(error, 'credentials')) {
      await this.credentials(error, run);
    } else if (is(error, 'still-processing')) {
      await this.offer('warning', vscode.l10n.t('{0}: {1} is still processing; no result yet.', run.action, run.service), run, RETRY);
    } else if (is(error, 'rate-limited')) {
      const wait = error.retryAfterSeconds === undefined ? '' : ` Try again in ${error.retryAfterSeconds} s.`;
      await this.offer('warning', vscode.l10n.t('{0}: {1} is rate limiting requests.{2}', run.action, run.service, wait), run, RETRY, OPEN_LOG);
    } else if (is(error, 'not-found') && error.reason === 'expired') {
      // The service accepted the request at this URL, then forgot it: nothing to fix but running again.
      const chosen = await this.prompts.notify('warning', vscode.l10n.t('{0}: the result expired on {1} before it was fetched. Run it again?', run.action, run.service), RUN_AGAIN);
      if (chosen === RUN_AGAIN) await run.retry();
    } else if (is(error, 'server') || is(error, 'network') || is(error, 'protocol') || is(error, 'not-found')) {
      await this.offer('error', vscode.l10n.t('{0} failed: {1}', run.action, error.message), run, RETRY, OPEN_LOG);
    } else if (is(error, 'invalid-request')) {
      const said = error.serviceMessage === undefined ? error.message : `the service said “${error.serviceMessage}”`;
      await this.offer('error', vscode.l10n.t('{0} was refused: {1}', run.action, said), run, OPEN_LOG);
    } else if (is(error, 'not-chunkable')) {
      await this.prompts.notify(
        'warning',
        `${run.action} works on at most ${MAX_TEXT_CHARS.toLocaleString('en-US')} characters at a time. Select a shorter text and run it again.`,
      );
    } else if (error instanceof ServiceUrlError) {
      const chosen = await this.prompts.notify('error', error.message, OPEN_SETTINGS);
      if (chosen === OPEN_SETTINGS) await vscode.commands.executeCommand('workbench.action.openSettings', 'textInference.serviceUrl');
    } else if (error instanceof LocalEngineError || error instanceof ClientModuleError) {
      await this.offer('error', vscode.l10n.t('{0} failed: {1}', run.action, error.message), run, RETRY, OPEN_LOG);
    } else {
      const name = error instanceof Error ? error.name : 'unknown error';
      await this.offer('error', vscode.l10n.t('{0} failed unexpectedly ({1}). The log has the details.', run.action, name), run, OPEN_LOG, RETRY);
    }
  }

  /** A command handler threw something it did not report itself. */
  commandFailed(id: string, error: unknown): void {
    this.log.error(`Command ${id} failed`, error);
    const name = error instanceof Error ? error.name : 'error';
    void this.prompts.notify('error', vscode.l10n.t('Text Inference: {0} failed ({1}). The log has the details.', id, name), OPEN_LOG).then((chosen) => {
      if (chosen === OPEN_LOG) this.log.show();
    });
  }

  private async credentials(error: CredentialsError, run: FailedRun): Promise<void> {
    const message =
      error.reason === 'missing'
        ? `${run.action}: no API credentials are set for ${run.service}.`
        : `${run.action}: ${run.service} rejected the API credentials.`;
    const action = error.reason === 'missing' ? SET_CREDENTIALS : UPDATE_CREDENTIALS;
    const chosen = await this.prompts.notify('error', message, action, OPEN_LOG);
    if (chosen === OPEN_LOG) this.log.show();
    if (chosen !== action) return;
    if (!(await this.actions.updateCredentials())) return;
    const again = await this.prompts.notify('info', vscode.l10n.t('API credentials saved.'), RETRY);
    if (again === RETRY) await run.retry();
  }

  private async offer(severity: 'warning' | 'error', message: string, run: FailedRun, ...actions: string[]): Promise<void> {
    const chosen = await this.prompts.notify(severity, message, ...actions);
    if (chosen === OPEN_LOG) this.log.show();
    if (chosen === RETRY) await run.retry();
  }
}
