// Export Findings of the active document's concepts, in the real extension host on the local engine: each
// concept with the assertion the editor shows (the one src/nlp classifier) and its section, as JSON Lines
// and CSV; SARIF is refused for concepts.
import assert from 'node:assert/strict';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import * as vscode from 'vscode';
import type { TestingApi } from '../../src/editor/testing';
import { closeAllEditors, scripted } from './support/extension';
import { useLocalEngine } from './support/reference-service';

const NOTE = 'HPI:\nDenies chest pain. History of myocardial infarction in 2019.\n\nFamily History:\nMother had breast cancer.\n';

describe('export concepts with assertion (extension host)', function () {
  this.timeout(120_000);
  let api: TestingApi;
  let root: string;

  before(() => {
    const workspace = vscode.workspace.workspaceFolders?.[0];
    assert.ok(workspace, 'a workspace folder is open');
    root = workspace.uri.fsPath;
  });
  beforeEach(async () => {
    ({ api } = await scripted());
    await useLocalEngine(api);
  });
  afterEach(closeAllEditors);

  it('JSON Lines and CSV carry the assertion and section the editor shows', async () => {
    const editor = await vscode.window.showTextDocument(await vscode.workspace.openTextDocument({ content: NOTE, language: 'plaintext' }));
    assert.equal(await vscode.commands.executeCommand('textInference.findConcepts'), true);
    const shown = api.results(editor.document.uri)?.concepts ?? [];
    const jsonl = vscode.Uri.file(join(root, 'concepts.jsonl'));
    const csv = vscode.Uri.file(join(root, 'concepts.csv'));
    const sarif = vscode.Uri.file(join(root, 'concepts.sarif'));
    try {
      const n = await vscode.commands.executeCommand<number>('textInference.exportFindings', { format: 'jsonl', includeText: false, target: jsonl, source: 'concepts' });
      assert.equal(n, shown.length);
      const records = readFileSync(jsonl.fsPath, 'utf8').trim().split('\n').map((l) => JSON.parse(l) as { record: string; text?: string; assertion?: { status: string; cue: string | null }; section?: string | null });
      const concept = (text: string) => records.find((r) => r.record === 'concept' && r.text === text)!;
      assert.deepEqual(concept('chest pain').assertion, { status: 'negated', cue: 'Denies' });
      assert.equal(concept('chest pain').section, 'HPI');
      assert.equal(concept('myocardial infarction').assertion?.status, 'historical');
      assert.equal(concept('breast cancer').assertion?.status, 'family');
      assert.equal(concept('breast cancer').section, 'Family History');
      for (const c of shown) assert.equal(concept(c.concept.text).assertion?.status, c.concept.assertion?.status ?? 'present', c.concept.text);

      await vscode.commands.executeCommand('textInference.exportFindings', { format: 'csv', includeText: false, target: csv, source: 'concepts' });
      const lines = readFileSync(csv.fsPath, 'utf8').trimEnd().split('\r\n');
      assert.ok(lines[0]!.endsWith('assertion,cue,section,codes'));
      assert.ok(lines.some((l) => l.includes(',chest pain,') && l.includes(',negated,Denies,HPI,')), lines.join('\n'));

      const refused = await vscode.commands.executeCommand<number | undefined>('textInference.exportFindings', { format: 'sarif', includeText: false, target: sarif, source: 'concepts' });
      assert.equal(refused, undefined);
    } finally {
      for (const uri of [jsonl, csv, sarif]) rmSync(uri.fsPath, { force: true });
    }
  });

  it('Extract Concepts from Folder: every file, each concept with assertion and section, skips reported', async () => {
    const folder = join(root, 'concept-notes');
    mkdirSync(join(folder, 'sub'), { recursive: true });
    writeFileSync(join(folder, 'a.txt'), NOTE);
    writeFileSync(join(folder, 'sub', 'b.md'), 'Plan:\nReturn to the ED if fever develops. I/O net negative 5.2 L. Echo showed mitral regurgitation.\n');
    writeFileSync(join(folder, 'bin.txt'), '\u0000\u0001binary');
    const target = vscode.Uri.file(join(root, 'folder-concepts.jsonl'));
    try {
      const n = await vscode.commands.executeCommand<number>('textInference.extractFolderConcepts', { folder: vscode.Uri.file(folder), format: 'jsonl', target });
      const records = readFileSync(target.fsPath, 'utf8').trim().split('\n').map((l) => JSON.parse(l) as { record: string; file?: string; text?: string; assertion?: { status: string }; section?: string | null; concepts?: number });
      const concepts = records.filter((r) => r.record === 'concept');
      assert.equal(n, concepts.length);
      assert.equal(records.at(-1)?.concepts, concepts.length);
      const find = (file: string, text: string) => concepts.find((c) => c.file === file && c.text === text);
      assert.equal(find('a.txt', 'chest pain')?.assertion?.status, 'negated');
      assert.equal(find('sub/b.md', 'fever')?.assertion?.status, 'possible');
      assert.equal(find('sub/b.md', 'fever')?.section, 'Plan');
      assert.equal(find('sub/b.md', 'mitral regurgitation')?.assertion?.status, 'present');
      assert.ok(records.some((r) => r.record === 'skip' && r.file === 'bin.txt'));
    } finally {
      rmSync(folder, { recursive: true, force: true });
      rmSync(target.fsPath, { force: true });
    }
  });
});
