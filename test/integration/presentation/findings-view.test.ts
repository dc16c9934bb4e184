import * as assert from 'node:assert/strict';
import * as vscode from 'vscode';
import { Config } from '../../../src/editor/config/config';
import { FindingsTreeProvider, revealFinding, type FindingsNode } from '../../../src/editor/findings-view/findings-view';
import { ResultsStore } from '../../../src/editor/results/store';
import { closeAll, newConcept, notePhi, openNote, until, withSetting } from './helpers';

describe('presentation: findings view', () => {
  let store: ResultsStore;
  let config: Config;
  let document: vscode.TextDocument | undefined;
  let tree: FindingsTreeProvider;

  beforeEach(() => {
    store = new ResultsStore();
    config = new Config();
    document = undefined;
    tree = new FindingsTreeProvider(store, config, () => document);
  });
  afterEach(async () => {
    tree.dispose();
    config.dispose();
    store.dispose();
    await closeAll();
  });

  function render(node?: FindingsNode, depth = 0): string[] {
    return tree.getChildren(node).flatMap((child) => {
      const item = tree.getTreeItem(child);
      const label = typeof item.label === 'string' ? item.label : (item.label?.label ?? '');
      const line = `${'  '.repeat(depth)}${label}${item.description ? ` — ${String(item.description)}` : ''}`;
      return [line, ...render(child, depth + 1)];
    });
  }

  it('is empty (so the welcome view shows) without results', async () => {
    document = (await openNote()).document;
    assert.deepEqual(tree.getChildren(), []);
  });

  it('lists PHI first, by category with its text, type and line, then concepts by type and concept', async () => {
    document = (await openNote()).document;
    store.setPhi(document, document.version, notePhi(document));
    store.setConcepts(document, document.version, [
      newConcept(document, 'type 2 diabetes mellitus'),
      newConcept(document, 'metformin', { name: 'Metformin', type: 'Medications' }),
    ]);
    assert.deepEqual(render(), [
      'PHI (6)',
      '  DATE (1)',
      '    03/14/2024 — DATE · line 1',
      '  IDENTIFIER (1)',
      '    4417823 — MEDICALRECORD · line 1',
      '  LOCATION (1)',
      '    Springfield — CITY · line 3',
      '  No category (1)',
      '    Mercy General Hospital — HOSPITAL · line 1',
      '  PERSON (2)',
      '    John Smith — PATIENT · line 1',
      '    Alice Wong — DOCTOR · line 3',
      'Concepts (2)',
      '  Medical Conditions (1)',
      '    Diabetes Mellitus, Non-Insulin-Dependent — “type 2 diabetes mellitus” · line 2',
      '  Medications (1)',
      '    Metformin — “metformin” · line 2',
    ]);
    const phiRows = tree.getChildren(tree.getChildren()[0]).flatMap((g) => tree.getChildren(g));
    assert.ok(phiRows.every((n) => tree.getTreeItem(n).contextValue === 'textInference.phi'), 'PHI rows carry the inline Redact and Copy actions');
  });

  it('masks the PHI text on request (screen sharing)', async () => {
    document = (await openNote()).document;
    store.setPhi(document, document.version, notePhi(document));
    await withSetting('privacy.maskPhiText', true, async () => {
      await until(() => config.get('privacy.maskPhiText'), 'the setting to reach the config');
      const rows = render();
      assert.ok(rows.includes('    PATIENT — line 1'), rows.join('\n'));
      assert.ok(!rows.some((r) => /John|Smith|Mercy|Springfield|03\/14/.test(r)), rows.join('\n'));
    });
  });

  it('groups a concept found several times under one row with its count, expanding to the occurrences', async () => {
    document = (await openNote()).document;
    store.setConcepts(document, document.version, [
      newConcept(document, 'metformin', { name: 'Metformin', type: 'Medications' }),
      newConcept(document, 'twice daily', { name: 'Metformin', type: 'Medications' }),
    ]);
    assert.deepEqual(render(), ['Concepts (2)', '  Medications (2)', '    Metformin — ×2', '      “metformin” — line 2', '      “twice daily” — line 2']);
  });

  it('Copy puts the row’s text on the clipboard', async () => {
    const editor = await openNote();
    document = editor.document;
    store.setPhi(document, document.version, notePhi(document));
    const person = tree.getChildren(tree.getChildren()[0]).find((n) => n.kind === 'group' && n.label.startsWith('PERSON'));
    const john = tree.getChildren(person)[0];
    assert.equal(await vscode.commands.executeCommand('textInference.copyFinding', john), true);
    assert.equal(await vscode.env.clipboard.readText(), 'John Smith');
  });

  it('is not redrawn when a run finds the same again (a redraw during a fold can show stale rows)', async () => {
    const editor = await openNote();
    document = editor.document;
    let events = 0;
    const sub = tree.onDidChangeTreeData(() => events++);
    try {
      store.setPhi(document, document.version, notePhi(document));
      tree.refresh();
      assert.equal(events, 1, 'new results redraw the view');
      store.setPhi(document, document.version, notePhi(document));
      tree.refresh();
      assert.equal(events, 1, 'the same results again: nothing to redraw');
      store.setPhi(document, document.version, notePhi(document).slice(1));
      tree.refresh();
      assert.equal(events, 2, 'one finding fewer redraws it');
    } finally {
      sub.dispose();
    }
  });

  it('refreshes when the store changes, and its items reveal their range', async () => {
    const editor = await openNote();
    document = editor.document;
    const refreshed = new Promise<void>((resolve) => {
      const sub = tree.onDidChangeTreeData(() => {
        sub.dispose();
        resolve();
      });
    });
    store.setPhi(document, document.version, notePhi(document));
    await refreshed;
    const phiRoot = tree.getChildren().find((n) => n.kind === 'root' && n.label.startsWith('PHI'));
    const person = tree.getChildren(phiRoot).find((n) => n.kind === 'group' && n.label.startsWith('PERSON'));
    const doctor = tree.getChildren(person)[1];
    const command = doctor && tree.getTreeItem(doctor).command;
    assert.equal(command?.command, 'textInference.revealFinding');
    assert.equal(await revealFinding(store, command?.arguments?.[0]), true);
    const active = vscode.window.activeTextEditor;
    assert.equal(active?.document.getText(active.selection), 'Alice Wong');
    assert.equal(await revealFinding(store, { uri: document.uri.toString(), id: -1 }), false);
  });
});
