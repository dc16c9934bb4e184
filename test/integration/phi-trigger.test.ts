// textInference.phi.trigger on the local engine: manual runs nothing by itself; onType finds PHI after a
// pause in typing; onSave on save. Only text-like files are looked at.
import assert from 'node:assert/strict';
import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import * as vscode from 'vscode';
import type { TestingApi } from '../../src/editor/testing';
import { closeAllEditors, scripted, setGlobal, until } from './support/extension';
import { useLocalEngine } from './support/reference-service';

describe('PHI trigger modes (local engine)', function () {
  this.timeout(60_000);
  let api: TestingApi;
  let file: string;

  beforeEach(async () => {
    ({ api } = await scripted());
    await useLocalEngine(api);
    const root = vscode.workspace.workspaceFolders![0]!.uri.fsPath;
    file = join(root, `trigger-${Date.now()}.txt`);
    writeFileSync(file, 'Follow-up note.\n');
  });
  afterEach(async () => {
    await setGlobal('phi.trigger', undefined);
    api.usePrompts(undefined);
    await closeAllEditors();
    rmSync(file, { force: true });
  });

  const type = async (editor: vscode.TextEditor, text: string): Promise<void> => {
    await editor.edit((b) => b.insert(editor.document.positionAt(editor.document.getText().length), text));
  };
  const phiTypes = (uri: vscode.Uri): string[] => (api.results(uri)?.phi ?? []).map((f) => f.item.type);

  it('onType: PHI is found after a pause in typing, without a command', async () => {
    await setGlobal('phi.trigger', 'onType');
    const editor = await vscode.window.showTextDocument(vscode.Uri.file(file));
    await type(editor, 'Seen John Smith on 03/04/2021.\n');
    await until(() => phiTypes(editor.document.uri).includes('PATIENT'), 'an automatic Find PHI');
  });

  it('onSave: PHI is found when the file is saved', async () => {
    await setGlobal('phi.trigger', 'onSave');
    const editor = await vscode.window.showTextDocument(vscode.Uri.file(file));
    await type(editor, 'Call John Smith at 555-123-4567.\n');
    await editor.document.save();
    await until(() => phiTypes(editor.document.uri).includes('PHONE'), 'a Find PHI on save');
  });

  it('manual (the default): typing and saving run nothing', async () => {
    const editor = await vscode.window.showTextDocument(vscode.Uri.file(file));
    await type(editor, 'Seen John Smith on 03/04/2021.\n');
    await editor.document.save();
    // The debounce of onType is 800 ms: wait well past it, then check nothing ran (a condition, not a time).
    await new Promise((r) => setTimeout(r, 2000));
    assert.deepEqual(phiTypes(editor.document.uri), []);
  });
});
