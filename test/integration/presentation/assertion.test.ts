// Assertion in the real workbench: Find Concepts through the extension and its local engine (real HTTP, the
// client computing assertions), then the registered hover says "Negated (cue: denies)", the decorations draw
// negated and family concepts with their overlays, the Findings view lists the assertion, and the settings
// hide negated and Context concepts.
import * as assert from 'node:assert/strict';
import * as vscode from 'vscode';
import { Config } from '../../../src/editor/config/config';
import { DecorationController } from '../../../src/editor/decorations/decorations';
import { FindingsTreeProvider } from '../../../src/editor/findings-view/findings-view';
import { ResultsStore } from '../../../src/editor/results/store';
import type { ExtensionApi, TestingApi } from '../../../src/editor/testing';
import { closeAll, openNote, until, withSetting } from './helpers';

const NOTE = ['Patient denies chest pain.', 'Mother had breast cancer.', 'History of myocardial infarction.', 'Started metformin for diabetes.', ''].join('\n');

async function testing(): Promise<TestingApi> {
  const extension = vscode.extensions.all.find((e) => (e.packageJSON as { name?: string }).name === 'text-inference');
  assert.ok(extension, 'the extension under test is loaded');
  const api = (await extension.activate()) as ExtensionApi;
  assert.ok(api.testing, 'the extension runs in test mode');
  return api.testing;
}

function hoverText(hovers: vscode.Hover[]): string {
  return hovers.flatMap((h) => h.contents).map((c) => (typeof c === 'string' ? c : c.value)).join('\n');
}

describe('presentation: concept assertion through the extension', function () {
  this.timeout(120_000);
  let api: TestingApi;

  before(async () => {
    api = await testing();
  });
  afterEach(closeAll);

  it('Find Concepts, then hover, decorations and Findings view show negated, family and historical', async () => {
    const editor = await openNote(NOTE);
    const { document } = editor;
    assert.equal(await vscode.commands.executeCommand('textInference.findConcepts'), true);
    const results = api.results(document.uri);
    assert.ok(results && results.version === document.version);
    const status = (text: string) => results.concepts.find((c) => c.concept.text === text)?.concept.assertion;
    assert.deepEqual(status('chest pain'), { status: 'negated', cue: 'denies', cueStart: NOTE.indexOf('denies'), cueEnd: NOTE.indexOf('denies') + 6 });
    assert.equal(status('breast cancer')?.status, 'family');
    assert.equal(status('myocardial infarction')?.status, 'historical');
    assert.equal(status('diabetes')?.status, 'present');

    // The extension's own hover provider.
    const position = document.positionAt(NOTE.indexOf('chest pain') + 2);
    const md = hoverText(await vscode.commands.executeCommand<vscode.Hover[]>('vscode.executeHoverProvider', document.uri, position));
    assert.match(md, /Negated \\\(cue: denies\\\)/);

    // Decorations and the Findings view over the same findings, in this workbench.
    const store = new ResultsStore();
    const config = new Config();
    const decorations = new DecorationController(store, config);
    const tree = new FindingsTreeProvider(store, config, () => document);
    try {
      store.setConcepts(document, document.version, results.concepts.map(({ start, end, model, concept }) => ({ start, end, model, concept })));
      decorations.flush();
      await until(() => decorations.lastOverlays(editor)?.negated === 1, 'the negated overlay to be drawn');
      assert.deepEqual(decorations.lastOverlays(editor), { negated: 1, family: 1 });
      const items = tree
        .getChildren()
        .flatMap((root) => tree.getChildren(root))
        .flatMap((group) => tree.getChildren(group))
        .map((node) => tree.getTreeItem(node));
      const chest = items.find((i) => String(i.description).startsWith('“chest pain”'));
      assert.ok(chest, 'chest pain is listed');
      assert.match(String(chest.description), /negated/);
      assert.match(typeof chest.tooltip === 'string' ? chest.tooltip : (chest.tooltip?.value ?? ''), /Negated \(cue: denies\)/);
      assert.ok(items.every((i) => !String(i.description).startsWith('“Patient”')), 'Context concepts are hidden by default');

      await withSetting('concepts.hideNegated', true, async () => {
        await until(() => config.get('concepts.hideNegated'), 'the setting to reach the config');
        decorations.flush();
        await until(() => decorations.lastOverlays(editor)?.negated === 0, 'negated concepts to be hidden');
        assert.equal(hoverText(await vscode.commands.executeCommand<vscode.Hover[]>('vscode.executeHoverProvider', document.uri, position)), '');
      });
    } finally {
      tree.dispose();
      decorations.dispose();
      config.dispose();
      store.dispose();
    }
  });
});
