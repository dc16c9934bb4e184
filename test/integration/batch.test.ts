// Scan Folder, Export Findings and Redact Folder into a Copy in the real extension host, on the local
// engine: Problems entries for the files scanned, an export without PHI text, a redacted copy beside
// the folder with originals untouched and a manifest, and the refusal of an output inside the input.
import assert from 'node:assert/strict';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import * as vscode from 'vscode';
import type { TestingApi } from '../../src/editor/testing';
import { closeAllEditors, scripted } from './support/extension';
import { useLocalEngine } from './support/reference-service';
import type { ScriptedPrompts } from './support/scripted-prompts';

const NOTES: Readonly<Record<string, string>> = {
  'admission.txt': 'Patient John Smith was admitted on 03/04/2021 to Mercy Hospital.\nCall 555-123-4567.\n',
  'sub/follow-up.md': 'Follow-up for John Smith on 04/05/2021 with Dr. Alice Brown.\n',
  'clean.txt': 'No identifiers in this note.\n',
  'image.txt': '\u0000\u0001binary',
};

describe('folder scan and batch redaction (extension host)', function () {
  this.timeout(120_000);
  let api: TestingApi;
  let prompts: ScriptedPrompts;
  let root: string;
  let folder: string;

  before(() => {
    const workspace = vscode.workspace.workspaceFolders?.[0];
    assert.ok(workspace, 'a workspace folder is open');
    root = workspace.uri.fsPath;
    folder = join(root, 'batch-notes');
    for (const [rel, text] of Object.entries(NOTES)) {
      mkdirSync(join(folder, rel, '..'), { recursive: true });
      writeFileSync(join(folder, rel), text);
    }
  });
  after(() => {
    rmSync(folder, { recursive: true, force: true });
    rmSync(join(root, 'batch-notes-redacted'), { recursive: true, force: true });
  });
  beforeEach(async () => {
    ({ api, prompts } = await scripted());
    await useLocalEngine(api);
  });
  afterEach(async () => {
    api.usePrompts(undefined);
    await closeAllEditors();
  });

  const diagnosticsOf = (rel: string): vscode.Diagnostic[] =>
    vscode.languages.getDiagnostics(vscode.Uri.file(join(folder, rel))).filter((d) => d.source === 'Text Inference');

  it('Scan Folder: Problems entries per file, a summary naming files, types and skips, no PHI in them', async () => {
    assert.equal(await vscode.commands.executeCommand('textInference.scanFolder', vscode.Uri.file(folder)), true);
    const admission = diagnosticsOf('admission.txt');
    assert.ok(admission.some((d) => d.code === 'PATIENT'), 'the patient is a Problems entry');
    assert.ok(diagnosticsOf('sub/follow-up.md').length > 0);
    assert.deepEqual(diagnosticsOf('clean.txt'), []);
    const doc = await vscode.workspace.openTextDocument(vscode.Uri.file(join(folder, 'admission.txt')));
    const patient = admission.find((d) => d.code === 'PATIENT')!;
    assert.equal(doc.getText(patient.range), 'John Smith', 'the entry is at the finding');
    const summary = prompts.messages().find((m) => m.startsWith('Scanned '));
    assert.ok(summary, prompts.messages().join(' | '));
    assert.match(summary, /^Scanned 3 files \(Local engine\): 2 with PHI, \d+ items \(.*PATIENT.*\); 1 skipped\.$/);
    for (const d of [...admission, ...diagnosticsOf('sub/follow-up.md')]) assert.ok(!/John|Smith|555-123/.test(d.message), d.message);
  });

  it('Export Findings of the scan: SARIF and JSON without PHI text unless asked', async () => {
    await vscode.commands.executeCommand('textInference.scanFolder', vscode.Uri.file(folder));
    const sarif = vscode.Uri.file(join(root, 'scan.sarif'));
    const json = vscode.Uri.file(join(root, 'scan.json'));
    try {
      const n = await vscode.commands.executeCommand<number>('textInference.exportFindings', { format: 'sarif', includeText: false, target: sarif, source: 'scan' });
      assert.ok(n && n >= 4, `exported ${n}`);
      const sarifText = readFileSync(sarif.fsPath, 'utf8');
      assert.ok(!sarifText.includes('John Smith'));
      const log = JSON.parse(sarifText) as { version: string; runs: { results: { ruleId: string }[] }[] };
      assert.equal(log.version, '2.1.0');
      assert.equal(log.runs[0]!.results.length, n);
      await vscode.commands.executeCommand('textInference.exportFindings', { format: 'json', includeText: true, target: json, source: 'scan' });
      const exported = JSON.parse(readFileSync(json.fsPath, 'utf8')) as { includesText: boolean; files: { file: string; findings: { type: string; text?: string }[] }[] };
      assert.equal(exported.includesText, true);
      const admission = exported.files.find((f) => f.file === 'admission.txt');
      assert.ok(admission?.findings.some((f) => f.type === 'PATIENT' && f.text === 'John Smith'), 'the text re-read from the file when asked');
    } finally {
      rmSync(sarif.fsPath, { force: true });
      rmSync(json.fsPath, { force: true });
    }
  });

  it('Problems: a file analysed in the editor and then in a folder scan shows each finding once', async () => {
    const doc = await vscode.workspace.openTextDocument(vscode.Uri.file(join(folder, 'admission.txt')));
    await vscode.window.showTextDocument(doc);
    assert.equal(await vscode.commands.executeCommand('textInference.findPhi'), true);
    const own = diagnosticsOf('admission.txt').length;
    assert.ok(own > 0, 'the editor published its findings');
    assert.equal(await vscode.commands.executeCommand('textInference.scanFolder', vscode.Uri.file(folder)), true);
    const shown = diagnosticsOf('admission.txt');
    const keys = shown.map((d) => `${d.range.start.line}:${d.range.start.character}:${typeof d.code === 'object' ? String(d.code.value) : String(d.code)}`);
    assert.equal(new Set(keys).size, keys.length, `a finding shown twice: ${keys.join(', ')}`);
    assert.equal(shown.length, own);
    assert.ok(diagnosticsOf('sub/follow-up.md').length > 0, 'a file the editor has not analysed keeps the scan\'s entries');
  });

  it('Export Findings of the active document: CSV with lines and hashes, no PHI text', async () => {
    const editor = await vscode.window.showTextDocument(await vscode.workspace.openTextDocument({ content: NOTES['admission.txt']!, language: 'plaintext' }));
    assert.equal(await vscode.commands.executeCommand('textInference.findPhi'), true);
    const csv = vscode.Uri.file(join(root, 'document.csv'));
    try {
      const n = await vscode.commands.executeCommand<number>('textInference.exportFindings', { format: 'csv', includeText: false, target: csv, source: 'document' });
      assert.equal(n, api.results(editor.document.uri)?.phi.length);
      const lines = readFileSync(csv.fsPath, 'utf8').trimEnd().split('\r\n');
      assert.equal(lines[0], 'file,line,column,end_line,end_column,offset,length,type,category,score,hash');
      assert.ok(lines.some((l) => /,1,9,1,19,8,10,PATIENT,/.test(l)), lines.join('\n'));
      assert.ok(!lines.join('\n').includes('John'));
    } finally {
      rmSync(csv.fsPath, { force: true });
    }
  });

  it('Redact Folder into a Copy: a redacted copy beside it, originals untouched, a manifest without PHI', async () => {
    const out = vscode.Uri.file(join(root, 'batch-notes-redacted'));
    const done = await vscode.commands.executeCommand('textInference.redactFolder', { folder: vscode.Uri.file(folder), out });
    assert.equal(done, true, prompts.messages().join(' | '));
    const copy = readFileSync(join(out.fsPath, 'admission.txt'), 'utf8');
    assert.ok(!copy.includes('John Smith') && !copy.includes('555-123-4567'), copy);
    assert.match(copy, /\[PATIENT\]/);
    assert.ok(existsSync(join(out.fsPath, 'sub', 'follow-up.md')));
    assert.ok(!existsSync(join(out.fsPath, 'image.txt')), 'a skipped file is not copied');
    assert.equal(readFileSync(join(folder, 'admission.txt'), 'utf8'), NOTES['admission.txt']);
    const manifest = readFileSync(join(out.fsPath, 'text-inference-manifest.json'), 'utf8');
    assert.ok(!/John|Smith|555-123|Mercy/.test(manifest));
    assert.equal((JSON.parse(manifest) as { complete: boolean }).complete, true);
  });

  it('Redact Folder into a Copy refuses an output folder inside the input, and writes nothing', async () => {
    const inside = vscode.Uri.file(join(folder, 'copy'));
    assert.equal(await vscode.commands.executeCommand('textInference.redactFolder', { folder: vscode.Uri.file(folder), out: inside }), false);
    assert.ok(prompts.messages('error').some((m) => /inside the input/.test(m)), prompts.messages().join(' | '));
    assert.ok(!existsSync(inside.fsPath));
  });
});
