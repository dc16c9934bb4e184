// One selection for every redaction path, inside VS Code: with a deny-listed term the engine misses, an
// allow-listed name, a hidden type or a per-type minimum score, Redact PHI (the redact-phi model, default
// label strategy), Redact PHI with a client strategy, Redact all PHI in document and the quick fixes all
// redact the same items. And Undo is visible: undoing a redaction brings the highlights back.
import assert from 'node:assert/strict';
import * as vscode from 'vscode';
import type { TestingApi } from '../../src/editor/testing';
import { closeAllEditors, openEditor, scripted, setGlobal, until } from './support/extension';
import { NOTE } from './support/notes';
import { useLocalEngine } from './support/reference-service';

const SETTINGS: readonly { name: string; key: string; value: unknown; check: (text: string) => void }[] = [
  { name: 'deny list', key: 'phi.denyList', value: ['HOSPITAL: cardiology'], check: (t) => assert.match(t, /follow up with \[HOSPITAL\]/) },
  { name: 'allow list', key: 'phi.allowList', value: ['Maria Gonzalez'], check: (t) => assert.match(t, /Patient: Maria Gonzalez/) },
  { name: 'hidden type', key: 'phi.hiddenTypes', value: ['DOCTOR'], check: (t) => assert.match(t, /Dr\. Alan Whitfield/) },
  { name: 'per-type score', key: 'phi.minimumScoreByType', value: { DOCTOR: 1 }, check: (t) => assert.match(t, /Dr\. Alan Whitfield/) },
];

describe('one selection for every redaction path (in VS Code)', function () {
  this.timeout(120_000);
  let api: TestingApi;

  beforeEach(async () => {
    ({ api } = await scripted());
    await useLocalEngine(api);
    await setGlobal('redaction.preview', false);
  });
  afterEach(async () => {
    for (const key of ['phi.allowList', 'phi.denyList', 'phi.hiddenTypes', 'phi.minimumScoreByType', 'redaction.preview', 'redaction.strategy']) await setGlobal(key, undefined);
    await api.reloadLists();
    await vscode.commands.executeCommand('textInference.forgetRedactionMapping');
    api.usePrompts(undefined);
    await closeAllEditors();
  });

  async function redactedBy(path: 'Redact PHI' | 'Redact PHI (pseudonym)' | 'Redact all' | 'quick fixes'): Promise<string> {
    const editor = await openEditor(NOTE);
    if (path === 'Redact PHI') {
      assert.equal(await vscode.commands.executeCommand('textInference.redactPhi'), true);
    } else if (path === 'Redact PHI (pseudonym)') {
      await setGlobal('redaction.strategy', 'pseudonym');
      await until(() => api.settings()['redaction.strategy'] === 'pseudonym', 'the strategy');
      assert.equal(await vscode.commands.executeCommand('textInference.redactPhi'), true);
      await setGlobal('redaction.strategy', undefined);
      await until(() => api.settings()['redaction.strategy'] === 'label', 'the strategy back');
      // Pseudonyms to labels, to compare what was redacted.
      return editor.document.getText().replace(/\[([A-Z-]+) \d+\]/g, '[$1]');
    } else if (path === 'Redact all') {
      assert.equal(await vscode.commands.executeCommand('textInference.findPhi'), true);
      assert.equal(await vscode.commands.executeCommand('textInference.redactAllInDocument', { uri: editor.document.uri.toString() }), true);
    } else {
      assert.equal(await vscode.commands.executeCommand('textInference.findPhi'), true);
      // One quick fix after another, each on the first item still held (the store follows the edits), until none is left.
      for (let guard = 0; guard < 40; guard++) {
        const first = api.results(editor.document.uri)?.phi[0];
        if (!first) break;
        const range = new vscode.Range(editor.document.positionAt(first.start), editor.document.positionAt(first.end));
        const actions = await vscode.commands.executeCommand<vscode.CodeAction[]>('vscode.executeCodeActionProvider', editor.document.uri, range, vscode.CodeActionKind.QuickFix.value);
        const fix = actions.find((a) => a.title.startsWith('Redact ') && a.title.endsWith(`as [${first.item.type}]`))?.command;
        assert.ok(fix, actions.map((a) => a.title).join(' | '));
        assert.equal(await vscode.commands.executeCommand(fix.command, ...((fix.arguments ?? []) as unknown[])), true);
      }
    }
    return editor.document.getText();
  }

  for (const setting of SETTINGS) {
    it(`${setting.name}: Redact PHI, Redact PHI (pseudonym), Redact all and the quick fixes agree`, async () => {
      await setGlobal(setting.key, setting.value);
      await until(() => JSON.stringify(api.settings()[setting.key as keyof ReturnType<TestingApi['settings']>]) === JSON.stringify(setting.value), setting.key);
      await api.reloadLists();
      const outputs: Record<string, string> = {};
      for (const path of ['Redact PHI', 'Redact PHI (pseudonym)', 'Redact all', 'quick fixes'] as const) {
        outputs[path] = await redactedBy(path);
        await closeAllEditors();
      }
      setting.check(outputs['Redact PHI']!);
      for (const [path, text] of Object.entries(outputs)) assert.equal(text, outputs['Redact PHI'], `${path} differs from Redact PHI`);
    });
  }

  it('Undo of Redact all and of Redact PHI brings the PHI highlights back', async () => {
    const editor = await openEditor(NOTE);
    assert.equal(await vscode.commands.executeCommand('textInference.findPhi'), true);
    const before = api.results(editor.document.uri)!.phi.map((f) => `${f.start}:${f.item.text}`);
    assert.ok(before.length > 5);
    assert.equal(await vscode.commands.executeCommand('textInference.redactAllInDocument', { uri: editor.document.uri.toString() }), true);
    await vscode.commands.executeCommand('undo');
    assert.equal(editor.document.getText(), NOTE);
    await until(() => (api.results(editor.document.uri)?.phi.length ?? 0) === before.length, 'the findings back after undo');
    assert.deepEqual(api.results(editor.document.uri)!.phi.map((f) => `${f.start}:${f.item.text}`), before);
    assert.equal(api.results(editor.document.uri)!.coverage.phi, 'document');
    assert.equal(await vscode.commands.executeCommand('textInference.redactPhi'), true);
    await vscode.commands.executeCommand('undo');
    assert.equal(editor.document.getText(), NOTE);
    await until(() => (api.results(editor.document.uri)?.phi.length ?? 0) === before.length, 'the findings back after undoing Redact PHI');
  });
});
