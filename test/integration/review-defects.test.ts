// The editor-side defects of the outside review (issue 9), each driven through the real extension: redact-
// all after typing, undo and redo; a redact-phi answer that does not restore the input; API keys tied to
// the host they were set for; an expired request id; settings a workspace could use to hide PHI.
import assert from 'node:assert/strict';
import * as vscode from 'vscode';
import type { TestingApi } from '../../src/editor/testing';
import type { RunningService } from '../../src/service/options';
import { closeAllEditors, openEditor, scripted, setGlobal, until } from './support/extension';
import { NOTE } from './support/notes';
import { postsSince, startReferenceService, useLocalEngine, useService } from './support/reference-service';
import type { ScriptedPrompts } from './support/scripted-prompts';

const NEW_LINE = '\nSeen again with Patient: Robert Chen   MRN: 00777123   Phone: (555) 987-6543\n';
const NEW_PHI = ['Robert Chen', '00777123', '987-6543'];

async function typeAtEnd(editor: vscode.TextEditor, text: string): Promise<void> {
  const end = editor.document.lineAt(editor.document.lineCount - 1).range.end;
  assert.ok(await editor.edit((b) => b.insert(end, text)));
}

function leftIn(document: vscode.TextDocument, items: readonly string[]): string[] {
  const text = document.getText();
  return items.filter((item) => text.includes(item));
}

describe('issue 9: the review defects, through the extension', function () {
  this.timeout(90_000);
  let api: TestingApi;
  let prompts: ScriptedPrompts;

  beforeEach(async () => {
    ({ api, prompts } = await scripted());
    await useLocalEngine(api);
  });
  afterEach(async () => {
    api.usePrompts(undefined);
    await closeAllEditors();
  });

  describe('§1 Redact All after an edit analyses again what the results do not cover', () => {
    it('after typing a new line with PHI, Redact All PHI in Document redacts the new line too', async () => {
      const editor = await openEditor(NOTE);
      assert.equal(await vscode.commands.executeCommand('textInference.findPhi'), true);
      await typeAtEnd(editor, NEW_LINE);
      assert.equal(await vscode.commands.executeCommand('textInference.redactAllInDocument'), true);
      assert.deepEqual(leftIn(editor.document, [...NEW_PHI, 'Maria Gonzalez']), []);
    });

    it('after a quick fix and Undo, Redact All redacts the name the undo brought back', async () => {
      const editor = await openEditor(NOTE);
      assert.equal(await vscode.commands.executeCommand('textInference.findPhi'), true);
      const patient = api.results(editor.document.uri)?.phi.find((f) => f.item.text === 'Maria Gonzalez');
      assert.ok(patient, 'the local engine finds the patient');
      assert.equal(await vscode.commands.executeCommand('textInference.redactItem', { uri: editor.document.uri.toString(), id: patient.id }), true);
      await vscode.commands.executeCommand('undo');
      assert.equal(editor.document.getText(), NOTE, 'the undo brought the name back');
      assert.equal(await vscode.commands.executeCommand('textInference.redactAllInDocument'), true);
      assert.deepEqual(leftIn(editor.document, ['Maria Gonzalez', '00482913']), []);
    });

    it('after Undo then Redo of a typed line, Redact All redacts the line the redo brought back', async () => {
      const editor = await openEditor(NOTE);
      await typeAtEnd(editor, NEW_LINE);
      assert.equal(await vscode.commands.executeCommand('textInference.findPhi'), true);
      await vscode.commands.executeCommand('undo');
      assert.equal(editor.document.getText(), NOTE);
      await vscode.commands.executeCommand('redo');
      assert.deepEqual(leftIn(editor.document, NEW_PHI), NEW_PHI, 'the redo brought the line back');
      assert.equal(await vscode.commands.executeCommand('textInference.redactAllInDocument'), true);
      assert.deepEqual(leftIn(editor.document, NEW_PHI), []);
    });

    it('the source action "Redact all PHI in document" after typing covers the new line', async () => {
      const editor = await openEditor(NOTE);
      assert.equal(await vscode.commands.executeCommand('textInference.findPhi'), true);
      await typeAtEnd(editor, NEW_LINE);
      const whole = new vscode.Range(0, 0, 0, 0);
      const actions = await vscode.commands.executeCommand<vscode.CodeAction[]>(
        'vscode.executeCodeActionProvider',
        editor.document.uri,
        whole,
        'source.textInference.redactAllPhi',
      );
      const source = actions.find((a) => a.command?.command === 'textInference.redactAllInDocument');
      assert.ok(source?.command, 'the source action is offered');
      assert.equal(await vscode.commands.executeCommand(source.command.command, ...((source.command.arguments ?? []) as unknown[])), true);
      assert.deepEqual(leftIn(editor.document, NEW_PHI), []);
    });
  });

  describe('against a remote reference service', () => {
    const services: RunningService[] = [];

    async function remote(options: Parameters<typeof startReferenceService>[0] = {}): Promise<RunningService> {
      const service = await startReferenceService(options);
      services.push(service);
      return service;
    }

    afterEach(async () => {
      for (const service of services) {
        await setGlobal('serviceUrl', service.url);
        await until(() => api.serviceLabel() === new URL(service.url).host, 'the service URL to apply');
        await vscode.commands.executeCommand('textInference.clearCredentials');
      }
      await useLocalEngine(api);
      await setGlobal('polling.firstWaitMs', undefined);
      for (const service of services.splice(0)) await service.close().catch(() => undefined);
    });

    it('§3 Redact PHI refuses an answer that does not restore the input, changes nothing, and offers Find PHI redaction', async () => {
      await useService(api, prompts, await remote({ faults: [{ method: 'GET', model: 'redact-phi', kind: 'lossy-output' }] }));
      const original = `${NOTE.replace(/\n/g, '\r\n')}\r\n`;
      const editor = await openEditor(original);
      assert.equal(editor.document.getText(), original);

      assert.equal(await vscode.commands.executeCommand('textInference.redactPhi'), false);
      assert.equal(editor.document.getText(), original, 'nothing changed');
      const refusal = prompts.shown.find((s) => s.severity === 'error' && /changed text outside the PHI/.test(s.message));
      assert.ok(refusal, prompts.messages().join(' | '));
      assert.deepEqual(refusal.actions, ['Redact Using Find PHI']);
      assert.ok(!/Maria|Gonzalez|00482913/.test(refusal.message));

      // The fallback redaction goes through the redaction preview, which the scripted user applies.
      prompts.onNotify = (_s, _m, actions) => actions.find((a) => a === 'Redact Using Find PHI' || a === 'Apply Redaction');
      assert.equal(await vscode.commands.executeCommand('textInference.redactPhi'), true);
      const redacted = editor.document.getText();
      assert.deepEqual(leftIn(editor.document, ['Maria Gonzalez', '00482913', '(555) 201-4433']), []);
      assert.equal(redacted.split('\r\n').length, original.split('\r\n').length, 'line endings and lines kept');
      assert.ok(redacted.endsWith('\r\n'));
    });

    it('§6 API keys belong to their host: a new host has none, is asked for its own, and never gets the old pair', async () => {
      const first = await remote();
      const second = await remote();
      await useService(api, prompts, first);
      assert.equal(await api.hasCredentials(), true);

      await setGlobal('serviceUrl', second.url);
      await until(() => api.serviceLabel() === new URL(second.url).host, 'the second service URL to apply');
      assert.equal(await api.hasCredentials(), false, 'the second host has no keys of its own');
      const editor = await openEditor(NOTE);
      assert.equal(await vscode.commands.executeCommand('textInference.findPhi'), false);
      assert.equal(second.requests().length, 0, 'nothing, and no key, went to the second host');
      assert.ok(prompts.shown.some((s) => s.severity === 'error' && /no API credentials are set/.test(s.message) && s.actions.includes('Set Credentials')));

      prompts.inputAnswers = [second.keys.apiId, second.keys.apiSecret];
      assert.equal(await vscode.commands.executeCommand('textInference.setCredentials'), true);
      assert.ok(prompts.inputs.at(-1)?.options.title?.includes(new URL(second.url).host), 'the prompt names the host');
      assert.equal(await vscode.commands.executeCommand('textInference.findPhi'), true);
      assert.ok(second.requests().every((r) => r.apiId === second.keys.apiId));

      await setGlobal('serviceUrl', first.url);
      await until(() => api.serviceLabel() === new URL(first.url).host, 'back to the first service');
      const before = first.requests().length;
      await vscode.commands.executeCommand('textInference.clearResults');
      assert.equal(await vscode.commands.executeCommand('textInference.findConcepts'), true);
      assert.ok(postsSince(first, before) > 0);
      assert.ok(first.requests().every((r) => r.apiId === first.keys.apiId), 'the first host still gets its own keys');
      assert.ok(editor.document.getText().includes('Maria Gonzalez'));
    });

    it('§8 a result that expired before it was fetched says so and offers Run Again, not "check the service URL"', async () => {
      await useService(api, prompts, await remote({ retentionMs: 1 }));
      await setGlobal('polling.firstWaitMs', 50);
      await until(() => api.settings()['polling.firstWaitMs'] === 50, 'the polling setting to apply');
      await openEditor(NOTE);
      assert.equal(await vscode.commands.executeCommand('textInference.findPhi'), false);
      const expired = prompts.shown.find((s) => /expired/.test(s.message));
      assert.ok(expired, prompts.messages().join(' | '));
      assert.deepEqual(expired.actions, ['Run Again']);
      assert.ok(!prompts.shown.some((s) => /service URL/.test(s.message)));
    });
  });

  describe('§8 a workspace cannot hide PHI through settings', () => {
    const PROTECTED = { minimumScore: 1, 'decorations.enabled': false, 'diagnostics.severity': 'off' } as const;
    let file: vscode.Uri | undefined;

    afterEach(async () => {
      if (file) await vscode.workspace.fs.delete(file).then(undefined, () => undefined);
      file = undefined;
      await until(() => api.settings()['polling.maxAttempts'] === 8, 'the workspace settings to be gone');
    });

    it('minimumScore, decorations and diagnostics set in .vscode/settings.json are ignored; other settings apply', async () => {
      const folder = vscode.workspace.workspaceFolders?.[0];
      assert.ok(folder, 'the test run opens a workspace folder');
      await vscode.workspace.fs.createDirectory(vscode.Uri.joinPath(folder.uri, '.vscode'));
      file = vscode.Uri.joinPath(folder.uri, '.vscode', 'settings.json');
      const settings = { 'textInference.polling.maxAttempts': 3, ...Object.fromEntries(Object.entries(PROTECTED).map(([k, v]) => [`textInference.${k}`, v])) };
      await vscode.workspace.fs.writeFile(file, Buffer.from(JSON.stringify(settings, null, 2)));
      // A window-scoped setting from the same file shows the file was read.
      await until(() => api.settings()['polling.maxAttempts'] === 3, 'the workspace settings file to be read');
      const read = api.settings();
      assert.equal(read.minimumScore, 0.5, 'the default, not the workspace value');
      assert.equal(read['decorations.enabled'], true);
      assert.equal(read['diagnostics.severity'], 'information');
    });
  });
});
