// Redaction strategies through the extension and its local engine: the quick fix offers the configured
// strategy and "Redact as [TYPE]"; Redact PHI and Redact All show a preview diff (a virtual document,
// nothing on disk) and apply one undoable edit, or nothing; pseudonyms stay consistent across a long
// note's chunks; the mapping stays in memory until forgotten.
import assert from 'node:assert/strict';
import * as os from 'node:os';
import * as vscode from 'vscode';
import type { TestingApi } from '../../src/editor/testing';
import { closeAllEditors, openEditor, scripted, selectAll, setGlobal, until } from './support/extension';
import { longNote, NOTE } from './support/notes';
import { useLocalEngine } from './support/reference-service';
import type { ScriptedPrompts } from './support/scripted-prompts';

const PREVIEW_SCHEME = 'text-inference-redacted';

function diffTabs(): vscode.TabInputTextDiff[] {
  return vscode.window.tabGroups.all.flatMap((g) => g.tabs.map((t) => t.input)).filter((i): i is vscode.TabInputTextDiff => i instanceof vscode.TabInputTextDiff);
}

describe('redaction strategies and preview', function () {
  this.timeout(90_000);
  let api: TestingApi;
  let prompts: ScriptedPrompts;

  beforeEach(async () => {
    ({ api, prompts } = await scripted());
    await useLocalEngine(api);
  });
  afterEach(async () => {
    for (const key of ['redaction.strategy', 'redaction.strategyByType', 'redaction.preview', 'redaction.consistency', 'redaction.dateShift.per']) await setGlobal(key, undefined);
    await vscode.commands.executeCommand('textInference.forgetRedactionMapping');
    api.usePrompts(undefined);
    await closeAllEditors();
  });

  async function strategy(value: string, byType: Record<string, string> = {}): Promise<void> {
    await setGlobal('redaction.strategy', value);
    await setGlobal('redaction.strategyByType', byType);
    await until(() => api.settings()['redaction.strategy'] === value, 'the strategy setting to be read');
  }

  it('the quick fix offers the configured strategy first and "Redact as [TYPE]"; each is one undo step', async () => {
    await strategy('pseudonym');
    const editor = await openEditor(NOTE);
    assert.equal(await vscode.commands.executeCommand('textInference.findPhi'), true);
    const patient = api.results(editor.document.uri)?.phi.find((f) => f.item.text === 'Maria Gonzalez');
    assert.ok(patient, 'the local engine finds the patient');
    const range = new vscode.Range(editor.document.positionAt(patient.start), editor.document.positionAt(patient.end));
    const actions = await vscode.commands.executeCommand<vscode.CodeAction[]>('vscode.executeCodeActionProvider', editor.document.uri, range, vscode.CodeActionKind.QuickFix.value);
    const titles = actions.map((a) => a.title);
    const configured = titles.indexOf("Redact 'Maria Gonzalez' as a numbered pseudonym [PATIENT n]");
    assert.ok(configured >= 0 && configured < titles.indexOf("Redact 'Maria Gonzalez' as [PATIENT]"), titles.join(' | '));
    assert.equal(actions[configured]?.isPreferred, true);
    const fix = actions[configured].command!;
    assert.equal(await vscode.commands.executeCommand(fix.command, ...((fix.arguments ?? []) as unknown[])), true);
    assert.ok(editor.document.getText().includes('Patient: [PATIENT 1]'));
    assert.equal(diffTabs().length, 0, 'one item is redacted without a preview');
    await vscode.commands.executeCommand('undo');
    assert.equal(editor.document.getText(), NOTE);
  });

  it('Redact All shows the preview diff with counts per type; Cancel changes nothing and drops the preview', async () => {
    await strategy('surrogate');
    const editor = await openEditor(NOTE);
    let seen: { message: string; tabs: vscode.TabInputTextDiff[]; redacted: string } | undefined;
    prompts.onNotify = async (_severity, message, actions) => {
      if (!actions.includes('Apply Redaction')) return undefined;
      const tabs = diffTabs();
      const preview = tabs.find((t) => t.modified.scheme === PREVIEW_SCHEME);
      const redacted = preview ? (await vscode.workspace.openTextDocument(preview.modified)).getText() : '';
      seen = { message, tabs, redacted };
      return 'Cancel';
    };
    assert.equal(await vscode.commands.executeCommand('textInference.redactAllInDocument'), false);
    assert.ok(seen, 'the preview asked');
    assert.match(seen.message, /Redact \d+ PHI items \((\d+ [A-Z-]+(, )?)+\) with realistic surrogate/);
    assert.match(seen.message, /\d+ PATIENT/);
    const diff = seen.tabs.find((t) => t.modified.scheme === PREVIEW_SCHEME);
    assert.ok(diff, 'a diff of the document against a virtual redacted document');
    assert.equal(diff.original.toString(), editor.document.uri.toString());
    assert.ok(!seen.redacted.includes('Maria Gonzalez') && !seen.redacted.includes('201-4433'), 'the preview is redacted');
    assert.match(seen.redacted, /Phone: \(\d{3}\) \d{3}-\d{4}/, 'a surrogate phone keeps its layout');
    assert.equal(editor.document.getText(), NOTE, 'Cancel changes nothing');
    await until(() => diffTabs().length === 0, 'the preview diff to close');
    assert.equal(api.previewsOpen(), 0, 'the redacted text is dropped from memory');
  });

  it('Redact PHI with a client strategy previews, then applies one undoable edit; the mapping stays in memory', async () => {
    await strategy('label', { PATIENT: 'pseudonym', DOCTOR: 'pseudonym', DATE: 'dateShift' });
    const editor = await openEditor(NOTE);
    assert.equal(await vscode.commands.executeCommand('textInference.redactPhi'), true);
    const text = editor.document.getText();
    assert.ok(text.includes('Patient: [PATIENT 1]') && text.includes('Dr. [DOCTOR 1]'), text);
    assert.match(text, /DOB: \d\d\/\d\d\/\d{4}/, 'the date is shifted, keeping its format');
    assert.ok(!text.includes('03/14/1957'));
    assert.ok(text.includes('MRN: [MEDICALRECORD]'), 'types without an override keep the label');
    assert.ok(prompts.shown.some((s) => s.actions.includes('Apply Redaction')), 'the preview was shown');
    const mapping = api.redactionMapping();
    assert.ok(mapping.some((e) => e.original === 'Maria Gonzalez' && e.replacement === '[PATIENT 1]'));
    await vscode.commands.executeCommand('undo');
    assert.equal(editor.document.getText(), NOTE);
    assert.ok((await vscode.commands.executeCommand<number>('textInference.forgetRedactionMapping')) > 0);
    assert.equal(api.redactionMapping().length, 0);
  });

  it('Export Redaction Mapping warns, then writes the mapping only to the file picked', async () => {
    await strategy('pseudonym');
    const editor = await openEditor(NOTE);
    assert.equal(await vscode.commands.executeCommand('textInference.redactAllInDocument'), true);
    assert.ok(editor.document.getText().includes('[PATIENT 1]'));
    const target = vscode.Uri.joinPath(vscode.Uri.file(os.tmpdir()), `ti-mapping-${Date.now()}.csv`);
    let warning = '';
    prompts.onConfirm = (message) => {
      warning = message;
      return 'Export…';
    };
    prompts.saveAnswers = [target];
    assert.equal(await vscode.commands.executeCommand('textInference.exportRedactionMapping'), true);
    assert.match(warning, /^Export \d+ original → replacement pairs\?$/);
    const csv = new TextDecoder().decode(await vscode.workspace.fs.readFile(target));
    await vscode.workspace.fs.delete(target);
    assert.ok(csv.startsWith('scope,type,strategy,original,replacement\r\n'));
    assert.match(csv, /,PATIENT,pseudonym,Maria Gonzalez,\[PATIENT 1\]\r\n/);
    // Cancelled at the warning: no dialog, no file.
    prompts.onConfirm = () => undefined;
    prompts.saveAnswers = [target];
    assert.equal(await vscode.commands.executeCommand('textInference.exportRedactionMapping'), false);
    assert.equal(prompts.saveAnswers.length, 1, 'the save dialog was not shown');
  });

  it('keyed hash: the key is created once in secret storage, so tags match across documents and runs', async () => {
    await strategy('hash');
    await setGlobal('redaction.preview', false);
    await until(() => !api.settings()['redaction.preview'], 'preview off');
    const first = await openEditor('Patient: Maria Gonzalez was seen.');
    assert.equal(await vscode.commands.executeCommand('textInference.redactAllInDocument'), true);
    const tag = /Patient: (\[PATIENT [0-9a-f]{10}\]) was seen\./.exec(first.document.getText())?.[1];
    assert.ok(tag, first.document.getText());
    await vscode.commands.executeCommand('textInference.forgetRedactionMapping');
    const second = await openEditor('Patient: Maria Gonzalez called today.');
    assert.equal(await vscode.commands.executeCommand('textInference.redactAllInDocument'), true);
    assert.equal(second.document.getText(), `Patient: ${tag} called today.`);
  });

  it('dates shifted per patient: one patient’s notes keep their intervals across a session', async () => {
    await strategy('label', { DATE: 'dateShift' });
    await setGlobal('redaction.consistency', 'session');
    await setGlobal('redaction.dateShift.per', 'patient');
    await setGlobal('redaction.preview', false);
    await until(() => api.settings()['redaction.dateShift.per'] === 'patient' && !api.settings()['redaction.preview'], 'settings');
    const shifted: number[] = [];
    for (const day of ['02/02/2024', '02/10/2024']) {
      const editor = await openEditor(`Patient: Maria Gonzalez\nAdmitted: ${day}\n`);
      assert.equal(await vscode.commands.executeCommand('textInference.redactPhi'), true);
      const m = /Admitted: (\d\d)\/(\d\d)\/(\d{4})/.exec(editor.document.getText());
      assert.ok(m, editor.document.getText());
      shifted.push(Date.UTC(Number(m[3]), Number(m[1]) - 1, Number(m[2])) / 86_400_000);
    }
    assert.equal(shifted[1]! - shifted[0]!, 8, 'the interval between the two notes of one patient');
  });

  it('Redact PHI with the default label strategy keeps the service output, after the preview', async () => {
    const editor = await openEditor(NOTE);
    selectAll(editor, 'Patient: Maria Gonzalez');
    assert.equal(await vscode.commands.executeCommand('textInference.redactPhi'), true);
    assert.ok(editor.document.getText().startsWith('DISCHARGE SUMMARY\nPatient: [PATIENT]'));
    assert.ok(prompts.shown.some((s) => /^Text Inference: Redact 1 PHI item \(1 PATIENT\)/.test(s.message)));
  });

  it('pseudonyms stay consistent across the chunks of a long note, and a session run spans documents', async () => {
    await strategy('pseudonym');
    await setGlobal('redaction.consistency', 'session');
    await setGlobal('redaction.preview', false);
    await until(() => api.settings()['redaction.consistency'] === 'session' && !api.settings()['redaction.preview'], 'settings');
    const note = longNote(25_000);
    const editor = await openEditor(note);
    assert.equal(await vscode.commands.executeCommand('textInference.redactPhi'), true);
    const text = editor.document.getText();
    const numberOf = (name: string): string | undefined => api.redactionMapping().find((e) => e.original === name && e.type === 'PATIENT')?.replacement;
    const maria = numberOf('Maria Gonzalez');
    assert.ok(maria, 'Maria Gonzalez was pseudonymised');
    const visits = text.split('\n\n').filter((v) => v.startsWith('Visit'));
    const mariaVisits = note.split('\n\n').map((v, i) => [v, i] as const).filter(([v]) => v.includes('Maria Gonzalez')).map(([, i]) => i);
    assert.ok(mariaVisits.length > 3 && note.length > 20_000, 'the note spans several chunks');
    for (const i of mariaVisits) assert.ok(visits[i]?.includes(`Patient: ${maria}`), `visit ${i + 1}`);
    // Another document in the same session: the same person, the same number.
    const other = await openEditor('Patient: Maria Gonzalez called back.');
    assert.equal(await vscode.commands.executeCommand('textInference.redactPhi'), true);
    assert.equal(other.document.getText(), `Patient: ${maria} called back.`);
  });
});
