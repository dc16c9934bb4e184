// Runs only in the untrusted session (`run-integration.mjs --untrusted`: workspace trust on, the folder
// in Restricted Mode, as a freshly cloned repository opens). A workspace must not be able to silence PHI
// detection: its .textinference lists and its per-type settings are ignored, and the status bar says so.
import assert from 'node:assert/strict';
import * as vscode from 'vscode';
import type { TestingApi } from '../../src/editor/testing';
import { closeAllEditors, openEditor, scripted, setGlobal, until } from './support/extension';
import { NOTE } from './support/notes';
import { useLocalEngine } from './support/reference-service';
import type { ScriptedPrompts } from './support/scripted-prompts';

if (process.env['TI_UNTRUSTED'] === '1') {
  describe('untrusted workspace: lists and type settings from the workspace are ignored', function () {
    this.timeout(60_000);
    let api: TestingApi;
    let prompts: ScriptedPrompts;
    const folder = (): vscode.Uri => {
      const f = vscode.workspace.workspaceFolders?.[0];
      assert.ok(f);
      return f.uri;
    };

    before(async () => {
      ({ api, prompts } = await scripted());
      await useLocalEngine(api);
      const dir = vscode.Uri.joinPath(folder(), '.textinference');
      await vscode.workspace.fs.writeFile(vscode.Uri.joinPath(dir, 'allow.txt'), new TextEncoder().encode('Maria Gonzalez\n'));
      await vscode.workspace.fs.writeFile(vscode.Uri.joinPath(dir, 'deny.txt'), new TextEncoder().encode('Echocardiogram\n'));
      await api.reloadLists();
    });
    after(async () => {
      await setGlobal('phi.allowList', undefined);
      api.usePrompts(undefined);
      await closeAllEditors();
    });

    it('the folder is untrusted', () => {
      assert.equal(vscode.workspace.isTrusted, false);
    });

    it('the workspace allow list cannot hide PHI, its deny list adds nothing, and the status bar says the lists are ignored', async () => {
      const editor = await openEditor(NOTE);
      assert.equal(await vscode.commands.executeCommand('textInference.findPhi'), true);
      const texts = (api.results(editor.document.uri)?.phi ?? []).map((f) => f.item.text);
      assert.ok(texts.includes('Maria Gonzalez'), 'still reported');
      assert.ok(!texts.includes('Echocardiogram'));
      assert.match(api.listsIgnoredNote() ?? '', /PHI lists ignored/);
    });

    it('workspace settings cannot hide PHI types (machine-scoped settings)', async () => {
      await vscode.workspace.getConfiguration('textInference').update('phi.hiddenTypes', ['PATIENT'], vscode.ConfigurationTarget.Workspace).then(undefined, () => undefined);
      const editor = await openEditor(NOTE);
      assert.equal(await vscode.commands.executeCommand('textInference.findPhi'), true);
      assert.deepEqual(api.settings()['phi.hiddenTypes'], []);
      assert.ok((api.results(editor.document.uri)?.phi ?? []).some((f) => f.item.type === 'PATIENT'));
    });

    it('"Not PHI" offers only the user allow list, which still applies', async () => {
      const editor = await openEditor(NOTE);
      assert.equal(await vscode.commands.executeCommand('textInference.findPhi'), true);
      const item = api.results(editor.document.uri)?.phi.find((f) => f.item.text === 'Alan Whitfield');
      assert.ok(item);
      prompts.pickAnswers = ['My allow list'];
      assert.equal(await vscode.commands.executeCommand('textInference.addToAllowList', { uri: editor.document.uri.toString(), id: item.id }), true);
      assert.deepEqual(prompts.picks.at(-1), ['$(account) My allow list']);
      await until(() => api.settings()['phi.allowList'].includes('Alan Whitfield'), 'the user setting');
      assert.ok(!(api.results(editor.document.uri)?.phi ?? []).some((f) => f.item.text === 'Alan Whitfield'));
    });
  });
}
