// Deciding the folder scan's candidates in place (Review PHI view, "Folder scan" section), in the real
// extension host on the local engine: PHI / Not PHI / Skip from a row (as its inline actions and context menu
// pass it) take the editor queue's steps (the type, where to remember it, the .textinference/ lists or the
// file's memory, the review log without text), the rows and counts update, a file open with its own queue is
// not listed twice, and a file changed since the scan is refused.
import assert from 'node:assert/strict';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import * as vscode from 'vscode';
import { SELECTED_ARG } from '../../src/editor/review/context-keys.pure';
import type { ReviewRow } from '../../src/editor/review/review-view';
import type { TestingApi } from '../../src/editor/testing';
import { closeAllEditors, scripted, until } from './support/extension';
import { useLocalEngine } from './support/reference-service';
import type { ScriptedPrompts } from './support/scripted-prompts';

/** Invented notes: a town named only as a modifier, an apostrophe year, a facility in lower case: what the rules doubt. */
const WARD = `Nursing note, night shift.
Brother oisin phoned re Ballinagh trip, wants an update.
Dr. Miriam Castellane aware of plan. PMH: MI 81', stent 11/02/11/03.
pt says "i was at the county hospital" and asks for water.
`;
const CLINIC = `Clinic letter.
Seen with her niece, back from her Ballinagh trip this morning.
Reviewed by Dr. Tomas Okafor. Plan unchanged.
`;

describe('Review PHI folder scan: deciding in place', function () {
  this.timeout(120_000);
  let api: TestingApi;
  let prompts: ScriptedPrompts;
  let folder: string;
  let name: string;
  const workspace = (): vscode.Uri => vscode.workspace.workspaceFolders![0]!.uri;
  const uriOf = (file: string): vscode.Uri => vscode.Uri.file(join(folder, ...file.split('/')));
  const section = (): ReviewRow | undefined => api.reviewTree().find((r) => r.label === 'Folder scan');
  const fileRow = (file: string): ReviewRow | undefined => section()?.children.find((f) => f.label === `${name}/${file}`);
  const rowOf = (file: string, label: string): ReviewRow | undefined => fileRow(file)?.children.find((r) => r.label === label);

  beforeEach(async () => {
    ({ api, prompts } = await scripted());
    await useLocalEngine(api);
    name = `review-decide-${Date.now()}`;
    folder = join(workspace().fsPath, name);
    mkdirSync(join(folder, 'ward'), { recursive: true });
    writeFileSync(join(folder, 'ward', 'night.txt'), WARD);
    writeFileSync(join(folder, 'clinic.txt'), CLINIC);
    assert.equal(await vscode.commands.executeCommand('textInference.scanFolder', vscode.Uri.file(folder)), true);
    await until(() => fileRow('ward/night.txt') !== undefined && fileRow('clinic.txt') !== undefined, `both files in the Folder scan section: ${JSON.stringify(section()?.children.map((c) => c.label))}`);
  });
  afterEach(async () => {
    await vscode.commands.executeCommand('textInference.clearFolderScan');
    await vscode.workspace.fs.delete(vscode.Uri.joinPath(workspace(), '.textinference'), { recursive: true }).then(undefined, () => undefined);
    await api.reloadLists();
    api.usePrompts(undefined);
    await closeAllEditors();
    rmSync(folder, { recursive: true, force: true });
  });

  it('Not PHI to the workspace allow list decides the value in every file; PHI for one file applies when it is opened; Skip closes; the log has no text', async () => {
    const town = rowOf('ward/night.txt', '“Ballinagh”');
    assert.ok(town, `the town is a candidate: ${JSON.stringify(fileRow('ward/night.txt')?.children.map((r) => r.label))}`);
    assert.equal(town.contextValue, 'reviewScanCandidate', 'the row offers PHI / Not PHI / Skip');
    assert.ok(rowOf('clinic.txt', '“Ballinagh”'), 'the same town in the other file');
    const total = (file: string): number => fileRow(file)!.children.length;
    const nightTotal = total('ward/night.txt');

    prompts.pickAnswers = ['Workspace allow list'];
    assert.equal(await vscode.commands.executeCommand('textInference.markNotPhi', town.node), true);
    const allow = new TextDecoder().decode(await vscode.workspace.fs.readFile(vscode.Uri.joinPath(workspace(), '.textinference', 'allow.txt')));
    assert.match(allow, /^Ballinagh$/m, 'the value went to .textinference/allow.txt');
    // The rows follow: decided here, and in the other file (the allow list applies there too).
    await until(() => rowOf('ward/night.txt', '“Ballinagh”')?.contextValue === 'reviewScanCandidateDecided', 'the row decided');
    assert.match(rowOf('ward/night.txt', '“Ballinagh”')!.description ?? '', /^not-phi · /);
    assert.equal(rowOf('clinic.txt', '“Ballinagh”')?.contextValue, 'reviewScanCandidateDecided', 'the same value in the other file is decided too');
    assert.equal(fileRow('ward/night.txt')!.description, `${nightTotal - 1} to review of ${nightTotal}`);

    // PHI, for this file only: a candidate of the ward note becomes a finding when the file is analysed.
    const phiRow = fileRow('ward/night.txt')!.children.find((r) => r.contextValue === 'reviewScanCandidate')!;
    const phiText = /^“(.*)”$/.exec(phiRow.label)?.[1];
    assert.ok(phiText, phiRow.label);
    prompts.pickAnswers = ['PATIENT', 'This document only'];
    assert.equal(await vscode.commands.executeCommand('textInference.markPhi', phiRow.node), true);
    assert.deepEqual(prompts.picks.at(-2)?.[0], phiRow.description?.split('?')[0], 'the proposed type is offered first');
    await until(() => fileRow('ward/night.txt')!.children.find((r) => r.label === phiRow.label)?.contextValue === 'reviewScanCandidateDecided', 'the PHI row decided');

    // Skip what is left in the ward note, from the rows as the context menu passes them.
    for (let row = fileRow('ward/night.txt')!.children.find((r) => r.contextValue === 'reviewScanCandidate'); row; row = fileRow('ward/night.txt')!.children.find((r) => r.contextValue === 'reviewScanCandidate')) {
      assert.equal(await vscode.commands.executeCommand('textInference.skipReviewCandidate', row.node), true);
    }
    assert.equal(fileRow('ward/night.txt')!.description, `0 to review of ${nightTotal}`);

    // The file's memory: opened and analysed, the PHI decision is a finding of the chosen type, and the
    // allow-listed town is no candidate.
    const editor = await vscode.window.showTextDocument(await vscode.workspace.openTextDocument(uriOf('ward/night.txt')));
    assert.equal(await vscode.commands.executeCommand('textInference.findPhi'), true);
    const found = api.results(editor.document.uri)?.phi.find((f) => f.item.text === phiText);
    assert.equal(found?.item.type, 'PATIENT', `the decision applies: ${JSON.stringify(api.results(editor.document.uri)?.phi.map((f) => f.item.text))}`);
    assert.ok(!api.reviewQueue(editor.document.uri)?.candidates.some((c) => c.text === 'Ballinagh'), 'allow-listed: not proposed again');

    const logUri = vscode.Uri.joinPath(workspace(), `review-log-${Date.now()}.jsonl`);
    prompts.saveAnswers = [logUri];
    assert.equal(await vscode.commands.executeCommand('textInference.exportReviewLog'), true);
    const log = new TextDecoder().decode(await vscode.workspace.fs.readFile(logUri));
    await vscode.workspace.fs.delete(logUri);
    const lines = log.trim().split('\n').map((l) => JSON.parse(l) as Record<string, unknown>);
    const ours = lines.filter((l) => l['file'] === `${name}/ward/night.txt`);
    assert.deepEqual(ours.map((l) => l['decision']).slice(0, 2), ['not-phi', 'phi'], JSON.stringify(lines.map((l) => [l['file'], l['decision']])));
    assert.equal(ours[0]!['remembered'], 'workspace');
    assert.equal(ours[1]!['chosenType'], 'PATIENT');
    assert.equal(ours[0]!['start'], WARD.indexOf('Ballinagh'), 'offsets into the file');
    for (const word of ['Ballinagh', phiText]) assert.ok(!log.includes(word), `the log holds no "${word}"`);
  });

  it('with a folder scan row selected in the Review PHI view, the decision keys (their SELECTED_ARG binding) decide that row, then the next', async () => {
    const town = rowOf('clinic.txt', '“Ballinagh”');
    assert.ok(town);
    // An earlier test may leave a candidate row selected: start from a file row, which is no candidate.
    await api.selectReviewRow(fileRow('clinic.txt')!.node);
    await until(() => api.reviewContext()['textInference.reviewScanSelected'] !== true, 'a file row is no candidate');
    await api.selectReviewRow(town.node);
    await until(() => api.reviewContext()['textInference.reviewScanSelected'] === true, 'the selection is a folder scan candidate');
    assert.equal(await vscode.commands.executeCommand('textInference.skipReviewCandidate', SELECTED_ARG), true);
    await until(() => rowOf('clinic.txt', '“Ballinagh”')?.contextValue === 'reviewScanCandidateDecided', 'the selected row skipped');
    assert.match(rowOf('clinic.txt', '“Ballinagh”')!.description ?? '', /^skip · /);
    assert.equal(rowOf('ward/night.txt', '“Ballinagh”')?.contextValue, 'reviewScanCandidate', 'Skip is not a list decision: the other file keeps its candidate');

    // The selection moved on to the next open candidate (as the editor's queue does): the key decides it.
    const open = (): string[] => (section()?.children ?? []).flatMap((f) => f.children.filter((r) => r.contextValue === 'reviewScanCandidate').map((r) => `${f.label} ${r.label}`));
    const before = open();
    assert.equal(await vscode.commands.executeCommand('textInference.skipReviewCandidate', SELECTED_ARG), true);
    await until(() => open().length === before.length - 1, `one more decided: ${JSON.stringify(open())}`);
    assert.ok(open().every((r) => before.includes(r)));
  });

  it('a file open in an editor with its own review queue is listed there, not in the Folder scan section, until its editor closes', async () => {
    const ward = uriOf('ward/night.txt');
    const editor = await vscode.window.showTextDocument(await vscode.workspace.openTextDocument(ward));
    assert.ok(fileRow('ward/night.txt'), 'opened but not analysed: still listed by the scan');
    assert.equal(await vscode.commands.executeCommand('textInference.findPhi'), true);
    assert.ok((api.reviewQueue(ward)?.candidates.length ?? 0) > 0, 'the editor has its own queue');
    await until(() => fileRow('ward/night.txt') === undefined, 'the file leaves the Folder scan section');
    const rows = api.reviewTree();
    const listed = rows.filter((r) => r.label === `${name}/ward/night.txt`);
    assert.equal(listed.length, 1, `listed once, as the editor's queue: ${JSON.stringify(rows.map((r) => r.label))}`);
    assert.ok(listed[0]!.children.some((c) => c.label === '“Ballinagh”'));
    assert.ok(fileRow('clinic.txt'), 'the other file stays in the section');
    assert.match(section()!.description ?? '', / in 1 file$/);

    // Closed: the document may linger (VS Code disposes it later), but the view lists the scan's rows again.
    await vscode.commands.executeCommand('workbench.action.closeActiveEditor');
    await until(() => vscode.window.visibleTextEditors.every((e) => e.document !== editor.document), 'the editor closed');
    await until(() => fileRow('ward/night.txt') !== undefined, 'back in the Folder scan section once closed');
    assert.ok(!api.reviewTree().some((r) => r.label === `${name}/ward/night.txt`), 'and no longer as a document queue');
  });

  it('refuses to decide a candidate of a file changed since the scan, and says so', async () => {
    const town = rowOf('clinic.txt', '“Ballinagh”');
    assert.ok(town);
    writeFileSync(join(folder, 'clinic.txt'), `Added a line.\n${CLINIC}`);
    prompts.pickAnswers = ['Workspace allow list'];
    assert.equal(await vscode.commands.executeCommand('textInference.markNotPhi', town.node), false);
    assert.ok(prompts.shown.some((s) => /clinic\.txt changed since the folder scan/.test(s.message)), prompts.shown.map((s) => s.message).join(' | '));
    assert.equal(prompts.pickAnswers.length, 1, 'nothing was asked');
    const allow = await vscode.workspace.fs.readFile(vscode.Uri.joinPath(workspace(), '.textinference', 'allow.txt')).then(() => true, () => false);
    assert.equal(allow, false, 'no list was written');
    assert.equal(rowOf('clinic.txt', '“Ballinagh”')?.contextValue, 'reviewScanCandidate', 'still open');
  });
});
