// A standalone reference service for one test file (the compiled out/src/service), and pointing the
// extension at it: the URL in the user's (Global) settings, credentials through the command.
import * as vscode from 'vscode';
import { start } from '../../../src/service/main';
import type { RunningService, ServiceOptions } from '../../../src/service/options';
import type { ScriptedPrompts } from './scripted-prompts';
import { setGlobal, until } from './extension';
import type { TestingApi } from '../../../src/editor/testing';

export async function startReferenceService(options: ServiceOptions = {}): Promise<RunningService> {
  return start({ port: 0, ...options });
}

/** Points the extension at the service and stores its keys through Set API Credentials. */
export async function useService(api: TestingApi, prompts: ScriptedPrompts, service: RunningService): Promise<void> {
  await setGlobal('serviceUrl', service.url);
  await until(() => api.serviceLabel() === new URL(service.url).host, 'the extension to read the new service URL');
  prompts.inputAnswers = [service.keys.apiId, service.keys.apiSecret];
  await vscode.commands.executeCommand('textInference.setCredentials');
  await until(() => api.hasCredentials(), 'credentials to be stored');
}

export async function useLocalEngine(api: TestingApi): Promise<void> {
  await setGlobal('serviceUrl', undefined);
  await until(() => api.serviceLabel() === 'Local engine', 'the extension to switch back to the local engine');
}

/** Model POSTs the service has answered since index `from` of its log. */
export function postsSince(service: RunningService, from = 0, model?: string): number {
  return service
    .requests()
    .slice(from)
    .filter((r) => r.method === 'POST' && (model === undefined || r.model === model)).length;
}
