// Review PHI's Folder scan section in the real extension host, on the local engine: a folder scan keeps
// what the engine was unsure of (below textInference.minimumScore) apart from its findings, lists it by
// file with line, type and rule in words, opens the file at a candidate, hides the text when
// privacy.maskPhiText is on, never counts it on the status bar of another document, and Clear Folder Scan
// clears it.
import assert from 'node:assert/strict';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import * as vscode from 'vscode';
import type { TestingApi } from '../../src/editor/testing';
import type { TreeRow } from '../../src/editor/folder-scan/scan-view';
import { closeAllEditors, scripted, setGlobal, until } from './support/extension';
import { useLocalEngine } from './support/reference-service';

/** Invented: a town named only as a modifier, an apostrophe year, a facility in lower case: what the rules doubt. */
const NOTE = `Nursing note, evening shift.
Daughter ainsley phoned re Carrowkeel trip, wants an update.
Dr. Miriam Castellane aware of plan. PMH: MI 81', stent 11/02/11/03.
pt says "i was at the county hospital" and asks for water.
`;

const FOLDER_SCAN = 'Folder scan';

describe('Review PHI folder scan candidates', function () {
  this.timeout(120_000);
  let api: TestingApi;
  let folder: string;
  const file = (): vscode.Uri => vscode.Uri.file(join(folder, 'ward', 'note.txt'));
  const section = (): TreeRow | undefined => api.reviewTree().find((r) => r.label === FOLDER_SCAN);

  before(() => {
    const workspace = vscode.workspace.workspaceFolders?.[0];
    assert.ok(workspace, 'a workspace folder is open');
    folder = join(workspace.uri.fsPath, 'review-scan-notes');
    mkdirSync(join(folder, 'ward'), { recursive: true });
    writeFileSync(join(folder, 'ward', 'note.txt'), NOTE);
    writeFileSync(join(folder, 'clean.txt'), 'No identifiers in this note.\n');
  });
  after(() => rmSync(folder, { recursive: true, force: true }));
  beforeEach(async () => {
    ({ api } = await scripted());
    await useLocalEngine(api);
  });
  afterEach(async () => {
    await setGlobal('privacy.maskPhiText', undefined);
    await vscode.commands.executeCommand('textInference.clearFolderScan');
    api.usePrompts(undefined);
    await closeAllEditors();
  });

  it('lists the candidates by file with line, type and rule; a click opens the file there; Find PHI takes over', async () => {
    assert.equal(await vscode.commands.executeCommand('textInference.scanFolder', vscode.Uri.file(folder)), true);
    await until(() => section() !== undefined, 'the Folder scan section');
    const files = section()!.children;
    assert.deepEqual(files.map((f) => f.label), ['review-scan-notes/ward/note.txt'], 'only the file with candidates');
    const rows = files[0]!.children;
    assert.ok(rows.length >= 2, `candidates: ${rows.map((r) => r.label).join(', ')}`);
    for (const row of rows) assert.match(row.description ?? '', /^[A-Z_]+\? · line \d+ · \w/, 'type, line and the rule in words');
    assert.ok(rows.some((r) => r.label === '“Carrowkeel”'), `the town is a candidate: ${rows.map((r) => r.label).join(', ')}`);

    // Candidates are review material: not Problems entries, not in the Folder Scan view's findings.
    const problems = vscode.languages.getDiagnostics(file()).filter((d) => d.source === 'Text Inference');
    const doc = await vscode.workspace.openTextDocument(file());
    const problemTexts = problems.map((d) => doc.getText(d.range));
    assert.ok(!problemTexts.includes('Carrowkeel'), `Problems: ${problemTexts.join(', ')}`);
    assert.ok(problemTexts.includes('Miriam Castellane') || problemTexts.some((t) => t.includes('Castellane')), `the doctor is a finding: ${problemTexts.join(', ')}`);

    // The status bar counts the active document's queue only: nothing to review before Find PHI on it.
    assert.equal(api.reviewQueue(file()), undefined);

    const town = rows.find((r) => r.label === '“Carrowkeel”')!;
    assert.ok(town.command);
    await vscode.commands.executeCommand(town.command.command, ...((town.command.arguments ?? []) as unknown[]));
    await until(() => vscode.window.activeTextEditor?.document.uri.toString() === file().toString(), 'the file opened');
    const editor = vscode.window.activeTextEditor!;
    const word = editor.document.getWordRangeAtPosition(editor.selection.active);
    assert.ok(editor.selection.isEmpty, 'the cursor, not a selection (Find PHI then reads the whole document)');
    assert.equal(word && editor.document.getText(word), 'Carrowkeel', 'the cursor is on the candidate');
    assert.ok(editor.visibleRanges.some((r) => r.contains(editor.selection.active)), 'revealed');

    assert.equal(await vscode.commands.executeCommand('textInference.findPhi'), true);
    await until(() => api.reviewQueue(file())?.candidates.some((c) => c.text === 'Carrowkeel') === true, `the per-document review queue takes over: ${JSON.stringify(api.reviewQueue(file())?.candidates.map((c) => c.text))}, ${JSON.stringify(api.results(file())?.phi.map((f) => f.item.text))}`, 5_000);
  });

  it('keeps no text with privacy.maskPhiText; Clear Folder Scan clears the section', async () => {
    await setGlobal('privacy.maskPhiText', true);
    assert.equal(await vscode.commands.executeCommand('textInference.scanFolder', vscode.Uri.file(folder)), true);
    await until(() => section() !== undefined, 'the Folder scan section');
    const rows = section()!.children[0]!.children;
    assert.ok(rows.length >= 2);
    const shown = JSON.stringify(api.reviewTree());
    for (const word of ['Carrowkeel', 'ainsley', 'county hospital']) assert.ok(!shown.includes(word), `no "${word}" in the view`);
    for (const row of rows) assert.match(row.label, /^[A-Z_]+\? · line \d+$/);

    await vscode.commands.executeCommand('textInference.clearFolderScan');
    await until(() => section() === undefined, 'the section cleared');
  });
});
