// The Folder Scan view's Concepts section in the real extension host on the local engine: after Extract
// Concepts from Folder (whose file export stays as it was), the folder's concepts by file, then concept with a
// count, then each mention with its line and assertion; a click opens the file at the mention; the PHI part
// of the view is left as it was; Clear Folder Scan empties both.
import assert from 'node:assert/strict';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import * as vscode from 'vscode';
import type { TreeRow } from '../../src/editor/folder-scan/scan-view';
import type { TestingApi } from '../../src/editor/testing';
import { closeAllEditors, scripted } from './support/extension';
import { useLocalEngine } from './support/reference-service';

const NOTES: Readonly<Record<string, string>> = {
  'a.txt': 'Patient John Smith was admitted on 03/04/2021.\nHPI:\nDenies chest pain.\nStarted furosemide. Furosemide 40 mg daily.\nContinue furosemide.\n\nFamily History:\nMother had breast cancer.\n',
  'sub/b.md': 'Plan:\nReturn to the ED if fever develops.\n',
  'clean.txt': 'Nothing clinical here.\n',
};

describe('folder scan view concepts (extension host)', function () {
  this.timeout(120_000);
  let api: TestingApi;
  let root: string;
  let folder: string;

  before(() => {
    const workspace = vscode.workspace.workspaceFolders?.[0];
    assert.ok(workspace, 'a workspace folder is open');
    root = workspace.uri.fsPath;
    folder = join(root, 'view-concept-notes');
    for (const [rel, text] of Object.entries(NOTES)) {
      mkdirSync(join(folder, rel, '..'), { recursive: true });
      writeFileSync(join(folder, rel), text);
    }
  });
  after(() => rmSync(folder, { recursive: true, force: true }));
  beforeEach(async () => {
    ({ api } = await scripted());
    await useLocalEngine(api);
    await vscode.commands.executeCommand('textInference.clearFolderScan');
  });
  afterEach(async () => {
    api.usePrompts(undefined);
    await closeAllEditors();
  });

  const child = (row: TreeRow | undefined, label: string): TreeRow => {
    const found = row?.children.find((c) => c.label === label);
    assert.ok(found, `"${label}" under "${row?.label}" (${row?.children.map((c) => c.label).join(', ')})`);
    return found;
  };

  it('Extract Concepts from Folder lists the concepts by file and concept with counts and assertions; a click opens the mention', async () => {
    assert.equal(await vscode.commands.executeCommand('textInference.scanFolder', vscode.Uri.file(folder)), true);
    const phiOnly = api.folderScanTree();
    assert.ok(!phiOnly.some((r) => r.label === 'Concepts'), 'no Concepts section before an extraction');
    const target = vscode.Uri.file(join(root, 'view-concept-notes.jsonl'));
    try {
      const n = await vscode.commands.executeCommand<number>('textInference.extractFolderConcepts', { folder: vscode.Uri.file(folder), format: 'jsonl', target });
      assert.ok(n && n > 0, `extracted ${n}`);
      // The file export is as before: one record per concept.
      const exported = readFileSync(target.fsPath, 'utf8').trim().split('\n').map((l) => JSON.parse(l) as { record: string; file?: string });
      assert.equal(exported.filter((r) => r.record === 'concept').length, n);

      const rows = api.folderScanTree();
      // The PHI part is unchanged and comes first.
      assert.deepEqual(rows.slice(0, -1).map((r) => r.label), phiOnly.map((r) => r.label));
      const section = rows.at(-1);
      assert.equal(section?.label, 'Concepts');
      assert.match(String(section?.description), new RegExp(`^3 scanned, 2 with concepts, ${n} concepts? \\(.*negated.*\\)`));
      assert.deepEqual(section?.children.map((r) => r.label), ['a.txt', 'sub/b.md'], 'files with concepts, in walk order');
      for (const file of section.children) {
        const inView = file.children.reduce((sum, c) => sum + c.children.length, 0);
        assert.equal(inView, exported.filter((r) => r.record === 'concept' && r.file === file.label).length, `every mention of ${file.label} is listed`);
      }

      const a = child(section, 'a.txt');
      const furosemide = a.children.find((c) => /furosemide/i.test(c.label));
      assert.ok(furosemide, `furosemide among ${a.children.map((c) => c.label).join(', ')}`);
      assert.equal(furosemide.description, '×3');
      assert.equal(a.children[0], furosemide, 'the most frequent concept first');
      assert.deepEqual(furosemide.children.map((m) => m.description), ['line 4, column 9', 'line 4, column 21', 'line 5, column 10']);
      const chestPain = a.children.find((c) => c.children.some((m) => m.label === '“chest pain”'))?.children[0];
      assert.equal(chestPain?.description, 'negated (cue “Denies”) · line 3, column 8');
      const cancer = a.children.find((c) => c.children.some((m) => m.label === '“breast cancer”'))?.children[0];
      assert.match(String(cancer?.description), /^family \(cue “.+”\) · line 8, column 12$/);
      const fever = child(section, 'sub/b.md').children.find((c) => c.children.some((m) => m.label === '“fever”'))?.children[0];
      assert.match(String(fever?.description), /^possible \(cue “.+”\) · line 2/);
      assert.ok(!JSON.stringify(section).includes('John'), 'no PHI text in the Concepts section');

      const click = furosemide.children[1]?.command;
      assert.ok(click, 'a mention opens the file');
      await vscode.commands.executeCommand(click.command, ...((click.arguments ?? []) as unknown[]));
      const editor = vscode.window.activeTextEditor;
      assert.equal(editor?.document.uri.fsPath, join(folder, 'a.txt'));
      assert.equal(editor?.document.getText(editor.selection), 'Furosemide');

      await vscode.commands.executeCommand('textInference.clearFolderScan');
      assert.deepEqual(api.folderScanTree(), [], 'Clear Folder Scan clears the PHI scan and the concepts');
    } finally {
      rmSync(target.fsPath, { force: true });
    }
  });
});
