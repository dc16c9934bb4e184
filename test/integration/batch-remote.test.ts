// Scan Folder on a remote service (the reference service with the spec's limits on): consent is asked
// once for the host, every file goes within the budgets (no 429), and the results land as on the local
// engine. A refused consent sends nothing.
import assert from 'node:assert/strict';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import * as vscode from 'vscode';
import type { RunningService } from '../../src/service/options';
import type { TestingApi } from '../../src/editor/testing';
import { closeAllEditors, scripted } from './support/extension';
import { postsSince, startReferenceService, useLocalEngine, useService } from './support/reference-service';
import type { ScriptedPrompts } from './support/scripted-prompts';

describe('folder scan on a remote service', function () {
  this.timeout(120_000);
  let service: RunningService;
  let api: TestingApi;
  let prompts: ScriptedPrompts;
  let folder: string;

  before(async () => {
    service = await startReferenceService({ limits: true });
    folder = join(vscode.workspace.workspaceFolders![0]!.uri.fsPath, 'remote-notes');
    mkdirSync(folder, { recursive: true });
    for (let i = 0; i < 4; i++) writeFileSync(join(folder, `n${i}.txt`), `Patient John Smith ${i} seen on 03/04/2021.\n`);
  });
  after(async () => {
    rmSync(folder, { recursive: true, force: true });
    await service.close();
  });
  beforeEach(async () => {
    ({ api, prompts } = await scripted());
    await useService(api, prompts, service);
  });
  afterEach(async () => {
    await useLocalEngine(api);
    api.usePrompts(undefined);
    await closeAllEditors();
  });

  it('asks consent once for the host, sends each file within the budgets, and lists the results', async () => {
    const from = service.requests().length;
    assert.equal(await vscode.commands.executeCommand('textInference.scanFolder', vscode.Uri.file(folder)), true);
    assert.equal(prompts.confirms().length, 1, 'one consent question for the whole folder');
    assert.equal(postsSince(service, from, 'identify-phi'), 4);
    assert.equal(service.requests().slice(from).filter((r) => r.status === 429).length, 0);
    const diagnostics = vscode.languages.getDiagnostics(vscode.Uri.file(join(folder, 'n0.txt'))).filter((d) => d.source === 'Text Inference');
    assert.ok(diagnostics.some((d) => d.code === 'PATIENT'));
    assert.ok(prompts.messages().some((m) => m.startsWith(`Scanned 4 files (${new URL(service.url).host})`)), prompts.messages().join(' | '));
  });

  it('a refused consent sends nothing', async () => {
    prompts.onConfirm = () => undefined;
    await api.forgetConsent();
    const from = service.requests().length;
    assert.equal(await vscode.commands.executeCommand('textInference.scanFolder', vscode.Uri.file(folder)), false);
    assert.equal(postsSince(service, from), 0);
  });
});
