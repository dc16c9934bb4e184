import * as assert from 'node:assert/strict';
import * as vscode from 'vscode';
import { Config } from '../../../src/editor/config/config';
import { FindingsTreeProvider, revealFinding, type FindingsNode } from '../../../src/editor/findings-view/findings-view';
import { ResultsStore } from '../../../src/editor/results/store';
import { closeAll, newConcept, notePhi, openNote } from './helpers';

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

  it('lists PHI first, by category with type and line only, then concepts by type with their text', async () => {
    document = (await openNote()).document;
    store.setPhi(document, document.version, notePhi(document));
    store.setConcepts(document, document.version, [
      newConcept(document, 'type 2 diabetes mellitus'),
      newConcept(document, 'metformin', { name: 'Metformin', type: 'Medications' }),
    ]);
    assert.deepEqual(render(), [
      'PHI (6)',
      '  DATE (1)',
      '    DATE — line 1',
      '  IDENTIFIER (1)',
      '    MEDICALRECORD — line 1',
      '  LOCATION (1)',
      '    CITY — line 3',
      '  No category (1)',
      '    HOSPITAL — line 1',
      '  PERSON (2)',
      '    PATIENT — line 1',
      '    DOCTOR — line 3',
      'Concepts (2)',
      '  Medical Conditions (1)',
      '    Diabetes Mellitus, Non-Insulin-Dependent — “type 2 diabetes mellitus” · line 2',
      '  Medications (1)',
      '    Metformin — “metformin” · line 2',
    ]);
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
