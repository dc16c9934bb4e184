// Traps a new user met (issue 22): the consent modal's default button, a redaction preview closed
// without an answer, and an untitled sample named after its first line (PHI).
import assert from 'node:assert/strict';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import * as vscode from 'vscode';
import { hashKeyFrom } from '../../src/batch/findings';
import { ScanResults } from '../../src/editor/folder-scan/scan-results';
import { ScanTreeProvider } from '../../src/editor/folder-scan/scan-view';
import type { TestingApi } from '../../src/editor/testing';
import type { RunningService } from '../../src/service/options';
import { closeAllEditors, openEditor, scripted, setGlobal, until } from './support/extension';
import { NOTE } from './support/notes';
import { postsSince, startReferenceService, useLocalEngine, useService } from './support/reference-service';
import type { ScriptedPrompts } from './support/scripted-prompts';

const PREVIEW_SCHEME = 'text-inference-redacted';

function previewTabs(): vscode.Tab[] {
  return vscode.window.tabGroups.all.flatMap((g) => g.tabs).filter((t) => t.input instanceof vscode.TabInputTextDiff && t.input.modified.scheme === PREVIEW_SCHEME);
}

describe('new-user traps', function () {
  this.timeout(90_000);
  let api: TestingApi;
  let prompts: ScriptedPrompts;
  let service: RunningService | undefined;

  beforeEach(async () => {
    ({ api, prompts } = await scripted());
  });
  afterEach(async () => {
    api.usePrompts(undefined);
    await closeAllEditors();
    await useLocalEngine(api);
    await setGlobal('privacy.maskPhiText', undefined);
    await vscode.commands.executeCommand('textInference.clearCredentials');
    await service?.close().catch(() => undefined);
    service = undefined;
  });

  it('the consent modal puts the safe answer first (a modal’s default button), and that answer sends nothing', async () => {
    service = await startReferenceService();
    await useService(api, prompts, service);
    await openEditor(NOTE);
    let offered: readonly string[] = [];
    prompts.onConfirm = () => {
      offered = prompts.shown.filter((s) => s.kind === 'confirm').at(-1)?.actions ?? [];
      return offered[0];
    };
    assert.equal(await vscode.commands.executeCommand('textInference.findPhi'), false);
    assert.deepEqual(offered, ["Don't Send", 'Send'], 'Don’t Send is the first, default button; Send must be chosen');
    assert.equal(postsSince(service), 0, 'the default answer sent nothing');
  });

  it('closing the redaction preview cancels it: Apply on the notification afterwards changes nothing', async () => {
    await useLocalEngine(api);
    const editor = await openEditor(NOTE);
    let closedFirst = false;
    prompts.onNotify = async (_severity, _message, actions) => {
      if (!actions.includes('Apply Redaction')) return undefined;
      await until(() => previewTabs().length === 1, 'the preview diff to open');
      await vscode.window.tabGroups.close(previewTabs());
      await until(() => previewTabs().length === 0, 'the preview diff to close');
      closedFirst = true;
      // The toast outlives the diff; a user who clicks its Apply now has not seen what it does.
      await new Promise((resolve) => setTimeout(resolve, 200));
      return 'Apply Redaction';
    };
    assert.equal(await vscode.commands.executeCommand('textInference.redactAllInDocument'), false);
    assert.ok(closedFirst, 'the preview was shown and closed');
    assert.equal(editor.document.getText(), NOTE, 'nothing was redacted');
    assert.ok(prompts.statuses.some((s) => /redaction cancelled/i.test(s)), prompts.statuses.join(' | '));
    assert.equal(api.previewsOpen(), 0, 'the redacted text is dropped from memory');
  });

  it('Open Sample Note names its untitled copy, never after its first line (a hospital, which is PHI)', async () => {
    await setGlobal('privacy.maskPhiText', true);
    const document = await vscode.commands.executeCommand<vscode.TextDocument>('textInference.openSample');
    const firstLine = document.lineAt(0).text;
    assert.match(firstLine, /MEDICAL CENTER/, 'the sample starts with its hospital');
    const tab = vscode.window.tabGroups.activeTabGroup.activeTab;
    assert.ok(tab, 'the sample is open in a tab');
    assert.equal(document.isUntitled, true, 'an untitled copy: nothing edits a file');
    for (const title of [tab.label, document.uri.toString(), document.fileName]) {
      assert.ok(!title.toUpperCase().includes('BRENDAN') && !title.includes(firstLine.slice(0, 12)), `no PHI in ${title}`);
    }
    assert.equal(tab.label, 'Sample note.txt');
    // A second copy gets a name of its own instead of reusing (and doubling) the first.
    const second = await vscode.commands.executeCommand<vscode.TextDocument>('textInference.openSample');
    assert.notEqual(second.uri.toString(), document.uri.toString());
    assert.equal(second.getText(), document.getText());
  });
});

describe('new-user gaps', function () {
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
    await setGlobal('phi.allowList', undefined);
    await setGlobal('privacy.maskPhiText', undefined);
  });

  it('the status bar menu has Scan Folder, Export Findings, Choose PHI Types and Redact All', async () => {
    await vscode.commands.executeCommand('textInference.showActions');
    const labels = (prompts.picks.at(-1) ?? []).map((l) => l.replace(/^\$\([\w-]+\) /, ''));
    for (const wanted of ['Find PHI', 'Redact PHI', 'Redact All PHI in Document…', 'Choose PHI Types…', 'Scan Folder for PHI…', 'Export Findings…']) {
      assert.ok(labels.includes(wanted), `${wanted} in: ${labels.join(' | ')}`);
    }
  });

  it('Ctrl+. offers "Not PHI" naming the value; the picker names it; the toast offers Undo and Open List, and Undo brings the items back', async () => {
    const editor = await openEditor(NOTE);
    assert.equal(await vscode.commands.executeCommand('textInference.findPhi'), true);
    const patient = api.results(editor.document.uri)?.phi.find((f) => f.item.text === 'Maria Gonzalez');
    assert.ok(patient, 'the local engine finds the patient');
    const count = (): number => api.results(editor.document.uri)?.phi.filter((f) => f.item.text === 'Maria Gonzalez').length ?? 0;
    const before = count();
    const range = new vscode.Range(editor.document.positionAt(patient.start), editor.document.positionAt(patient.end));
    const actions = await vscode.commands.executeCommand<vscode.CodeAction[]>('vscode.executeCodeActionProvider', editor.document.uri, range, vscode.CodeActionKind.QuickFix.value);
    const notPhi = actions.find((a) => a.command?.command === 'textInference.addToAllowList');
    assert.equal(notPhi?.title, "Not PHI: add 'Maria Gonzalez' (PATIENT) to the allow list", actions.map((a) => a.title).join(' | '));

    prompts.pickAnswers = ['My allow list'];
    let toast: readonly string[] = [];
    let undone = false;
    prompts.onNotify = (_severity, message, actions) => {
      if (!/allow list/.test(message)) return undefined;
      toast = actions;
      undone = true;
      return 'Undo';
    };
    assert.ok(notPhi.command);
    assert.equal(await vscode.commands.executeCommand(notPhi.command.command, ...((notPhi.command.arguments ?? []) as unknown[])), true);
    assert.equal(prompts.pickTitles.at(-1), "Not PHI: allow 'Maria Gonzalez' (PATIENT)");
    await until(() => undone, 'the toast to be answered');
    assert.deepEqual(toast, ['Undo', 'Open List']);
    await until(() => (vscode.workspace.getConfiguration('textInference').inspect<string[]>('phi.allowList')?.globalValue ?? []).length === 0, 'the line to leave the user list');
    await until(() => count() === before, 'the hidden items to come back');
  });

  it('with maskPhiText, the Ctrl+. entry and the picker name the type only', async () => {
    await setGlobal('privacy.maskPhiText', true);
    await until(() => api.settings()['privacy.maskPhiText'], 'the setting to be read');
    const editor = await openEditor(NOTE);
    assert.equal(await vscode.commands.executeCommand('textInference.findPhi'), true);
    const patient = api.results(editor.document.uri)?.phi.find((f) => f.item.text === 'Maria Gonzalez');
    assert.ok(patient);
    const range = new vscode.Range(editor.document.positionAt(patient.start), editor.document.positionAt(patient.end));
    const actions = await vscode.commands.executeCommand<vscode.CodeAction[]>('vscode.executeCodeActionProvider', editor.document.uri, range, vscode.CodeActionKind.QuickFix.value);
    const titles = actions.filter((a) => a.command?.command === 'textInference.addToAllowList').map((a) => a.title);
    assert.deepEqual(titles, ['Not PHI: add this PATIENT value to the allow list']);
  });
});

describe('new-user gaps: Folder Scan leaves and Export Findings', function () {
  this.timeout(120_000);
  let api: TestingApi;
  let prompts: ScriptedPrompts;
  let folder: string;

  before(() => {
    const workspace = vscode.workspace.workspaceFolders?.[0];
    assert.ok(workspace, 'a workspace folder is open');
    folder = join(workspace.uri.fsPath, 'gap-notes');
    mkdirSync(folder, { recursive: true });
    writeFileSync(join(folder, 'admission.txt'), 'Patient John Smith was admitted on 03/04/2021 to Mercy Hospital.\n');
  });
  after(() => rmSync(folder, { recursive: true, force: true }));
  beforeEach(async () => {
    ({ api, prompts } = await scripted());
    await useLocalEngine(api);
  });
  afterEach(async () => {
    api.usePrompts(undefined);
    await closeAllEditors();
  });

  function leaves(masked: boolean): vscode.TreeItem[] {
    const results = new ScanResults();
    const scan = results.begin(vscode.Uri.file(folder), 'Local engine', hashKeyFrom({}));
    const finding = { type: 'PATIENT', category: 'PERSON', line: 1, column: 9, endLine: 1, endColumn: 19, offset: 8, length: 10, score: 0.85, hash: '0123456789abcdef' };
    results.addFile(scan, { file: 'admission.txt', chars: 66, findings: [{ ...finding, text: 'John Smith' }] }, undefined);
    const tree = new ScanTreeProvider(results, () => masked);
    try {
      const [, file] = tree.getChildren();
      assert.ok(file);
      const [type] = tree.getChildren(file);
      assert.ok(type);
      return tree.getChildren(type).map((leaf) => tree.getTreeItem(leaf));
    } finally {
      tree.dispose();
      results.dispose();
    }
  }

  it('Folder Scan leaves show the PHI text and its type, or only the type while masked', () => {
    const [shown] = leaves(false);
    assert.equal(shown?.label, 'John Smith');
    assert.match(String(shown?.description), /^PATIENT · line 1, column 9 · score 0\.85$/);
    const [masked] = leaves(true);
    assert.equal(masked?.label, 'PATIENT');
    assert.ok(!JSON.stringify(masked).includes('John'), 'no text anywhere in a masked leaf');
  });

  it('Export Findings after a scan: the dialog starts beside the scanned folder, not in it; the toast opens the file', async () => {
    assert.equal(await vscode.commands.executeCommand('textInference.scanFolder', vscode.Uri.file(folder)), true);
    const target = vscode.Uri.file(join(folder, '..', 'gap-notes-phi-findings.sarif'));
    prompts.pickAnswers = ['SARIF', 'Without PHI text'];
    prompts.saveAnswers = [target];
    let toast: readonly string[] = [];
    prompts.onNotify = (_severity, message, actions) => {
      if (!message.startsWith('Exported')) return undefined;
      toast = actions;
      return 'Open';
    };
    try {
      const exported = await vscode.commands.executeCommand<number>('textInference.exportFindings');
      assert.ok(exported && exported > 0, `exported ${exported}`);
      const defaultUri = prompts.saveOptions.at(-1)?.defaultUri;
      assert.ok(defaultUri, 'the save dialog has a default');
      assert.ok(!defaultUri.fsPath.startsWith(`${folder}/`), `the default ${defaultUri.fsPath} is outside the scanned folder`);
      assert.equal(defaultUri.fsPath, target.fsPath);
      assert.deepEqual(toast, ['Open', 'Reveal']);
      await until(() => vscode.window.activeTextEditor?.document.uri.fsPath === target.fsPath, 'the export to open');
    } finally {
      rmSync(target.fsPath, { force: true });
    }
  });
});

describe('new-user gaps: results follow the list files', function () {
  this.timeout(120_000);
  let api: TestingApi;

  const folder = (): vscode.Uri => {
    const workspace = vscode.workspace.workspaceFolders?.[0];
    assert.ok(workspace, 'a workspace folder is open');
    return workspace.uri;
  };
  const listDir = (): vscode.Uri => vscode.Uri.joinPath(folder(), '.textinference');

  beforeEach(async () => {
    ({ api } = await scripted());
    await useLocalEngine(api);
  });
  afterEach(async () => {
    api.usePrompts(undefined);
    await vscode.workspace.fs.delete(listDir(), { recursive: true }).then(undefined, () => undefined);
    await closeAllEditors();
  });

  it('editing .textinference/allow.txt refreshes open results: the value leaves, and comes back when the line is removed', async () => {
    const editor = await openEditor(NOTE);
    assert.equal(await vscode.commands.executeCommand('textInference.findPhi'), true);
    const named = (): number => api.results(editor.document.uri)?.phi.filter((f) => f.item.text === 'Maria Gonzalez').length ?? 0;
    assert.ok(named() > 0, 'the patient is found');
    const allow = vscode.Uri.joinPath(listDir(), 'allow.txt');
    await vscode.workspace.fs.createDirectory(listDir());
    await vscode.workspace.fs.writeFile(allow, new TextEncoder().encode('Maria Gonzalez\n'));
    await until(() => named() === 0, 'the allowed value to leave the open results', 30_000);
    await vscode.workspace.fs.writeFile(allow, new TextEncoder().encode('# nothing allowed now\n'));
    await until(() => named() > 0, 'the value to come back once the line is gone', 30_000);
  });
});
