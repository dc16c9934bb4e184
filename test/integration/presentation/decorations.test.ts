import * as assert from 'node:assert/strict';
import * as vscode from 'vscode';
import { Config } from '../../../src/editor/config/config';
import { DecorationController } from '../../../src/editor/decorations/decorations';
import { ResultsStore } from '../../../src/editor/results/store';
import { closeAll, newConcept, notePhi, openNote, until, withSetting } from './helpers';

describe('presentation: decorations', () => {
  let store: ResultsStore;
  let config: Config;
  let decorations: DecorationController;

  beforeEach(() => {
    store = new ResultsStore();
    config = new Config();
    decorations = new DecorationController(store, config);
  });
  afterEach(async () => {
    decorations.dispose();
    config.dispose();
    store.dispose();
    await closeAll();
  });

  async function filled(): Promise<vscode.TextEditor> {
    const editor = await openNote();
    const document = editor.document;
    store.setPhi(document, document.version, notePhi(document));
    store.setConcepts(document, document.version, [
      newConcept(document, 'type 2 diabetes mellitus'),
      newConcept(document, 'metformin', { type: 'Medications', scoreId: 0.6 }),
    ]);
    decorations.flush();
    return editor;
  }

  function nonZero(editor: vscode.TextEditor): Record<string, number> {
    const counts: Readonly<Record<string, number>> = decorations.lastApplied(editor) ?? {};
    return Object.fromEntries(Object.entries(counts).filter(([, n]) => n > 0));
  }

  it('sets every decoration type on each pass, by concept type and PHI category', async () => {
    const editor = await filled();
    const counts = decorations.lastApplied(editor);
    assert.equal(Object.keys(counts ?? {}).length, 18, 'every style is set, empty ones with no ranges');
    assert.deepEqual(nonZero(editor), {
      'concept.condition': 1,
      'concept.medication': 1,
      'phi.person': 2,
      'phi.identifier': 1,
      'phi.date': 1,
      'phi.institution': 1, // HOSPITAL without a category: the category its type belongs to
      'phi.location': 1,
    });
  });

  it('follows edits: a touched finding disappears on the next pass', async () => {
    const editor = await filled();
    const at = editor.document.getText().indexOf('Springfield');
    await editor.edit((b) => b.insert(editor.document.positionAt(at + 2), 'x'));
    decorations.flush();
    assert.equal(nonZero(editor)['phi.location'], undefined);
    assert.equal(nonZero(editor)['phi.person'], 2);
  });

  it('honours minimumScore and decorations.enabled', async () => {
    const editor = await filled();
    await withSetting('minimumScore', 0.85, async () => {
      await until(() => nonZero(editor)['concept.medication'] === undefined, 'the low-score concept to be hidden');
      assert.deepEqual(nonZero(editor), { 'concept.condition': 1, 'phi.person': 2, 'phi.identifier': 1, 'phi.date': 1 });
    });
    await withSetting('decorations.enabled', false, async () => {
      await until(() => Object.keys(nonZero(editor)).length === 0, 'decorations to be cleared');
      assert.equal(decorations.shown, false);
    });
    await until(() => nonZero(editor)['phi.person'] === 2, 'decorations to come back');
  });

  it('toggles decorations off and on without losing results, publishing a context key', async () => {
    const editor = await filled();
    assert.equal(decorations.toggle(), false);
    assert.deepEqual(nonZero(editor), {});
    assert.equal(store.get(editor.document.uri)?.phi.length, 6, 'results are kept');
    assert.equal(decorations.toggle(), true);
    assert.equal(nonZero(editor)['phi.person'], 2);
  });

  it('recreates its decoration types on a theme change and paints again', async () => {
    const editor = await filled();
    const before = decorations.lastApplied(editor);
    const themes = vscode.workspace.getConfiguration('workbench');
    const original = themes.inspect<string>('colorTheme')?.globalValue;
    const next = vscode.window.activeColorTheme.kind === vscode.ColorThemeKind.Light ? 'Default Dark Modern' : 'Default Light Modern';
    const changed = new Promise<void>((resolve) => {
      const sub = vscode.window.onDidChangeActiveColorTheme(() => {
        sub.dispose();
        resolve();
      });
    });
    await themes.update('colorTheme', next, vscode.ConfigurationTarget.Global);
    try {
      await changed;
      const after = await until(() => decorations.lastApplied(editor) !== before && decorations.lastApplied(editor), 'a pass after the theme change');
      assert.deepEqual(after, before);
    } finally {
      await themes.update('colorTheme', original, vscode.ConfigurationTarget.Global);
    }
  });

  it('clears an editor’s decorations when its results are cleared', async () => {
    const editor = await filled();
    store.clear(editor.document.uri);
    decorations.flush();
    assert.deepEqual(nonZero(editor), {});
  });
});
