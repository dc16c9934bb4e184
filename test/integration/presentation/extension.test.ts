// Through the real extension: its commands fill its own store from the local engine (its worker threads),
// and its registered hover and code action providers and redaction commands present the results.
import * as assert from 'node:assert/strict';
import * as vscode from 'vscode';
import type { ExtensionApi, TestingApi } from '../../../src/editor/testing';
import type { PhiFinding } from '../../../src/editor/results/types';
import { NOTE, closeAll, openNote, until } from './helpers';
import { ScriptedPrompts } from '../support/scripted-prompts';

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

describe('presentation: through the extension and its local engine', function () {
  this.timeout(120_000);
  let api: TestingApi;

  before(async () => {
    api = await testing();
  });
  afterEach(closeAll);

  function phiOf(document: vscode.TextDocument): readonly PhiFinding[] {
    const results = api.results(document.uri);
    assert.ok(results && results.version === document.version, 'results for the current version');
    return results.phi;
  }

  it('Find PHI then hover, Problems, quick fix; the redaction is one undo step', async () => {
    const { document } = await openNote();
    assert.equal(await vscode.commands.executeCommand('textInference.findPhi'), true);
    const phi = phiOf(document);
    assert.ok(phi.length > 0, 'the local engine finds PHI in the note');
    const item = phi[0]!;
    const position = document.positionAt(item.start + 1);

    // PHI is in the Problems panel (the default): its entry's hover shows type, category and score; ours
    // adds only the actions, so nothing is said twice.
    const hover = hoverText(await vscode.commands.executeCommand<vscode.Hover[]>('vscode.executeHoverProvider', document.uri, position));
    assert.ok(hover.includes('command:textInference.redactItem?') && hover.includes('Not PHI'), hover);
    assert.ok(!/\*\*PHI: |Score \d/.test(hover), hover);

    const diagnostics = await until(() => {
      const list = vscode.languages.getDiagnostics(document.uri).filter((d) => d.source === 'Text Inference');
      return list.length === phi.length && list;
    }, 'a diagnostic per PHI item');
    assert.ok(diagnostics.some((d) => d.code === item.item.type && d.message.startsWith(`PHI “${item.item.text}”: ${item.item.type}`)));

    const range = new vscode.Range(document.positionAt(item.start), document.positionAt(item.end));
    const actions = await vscode.commands.executeCommand<vscode.CodeAction[]>('vscode.executeCodeActionProvider', document.uri, range, vscode.CodeActionKind.QuickFix.value);
    const fix = actions.find((a) => a.title === `Redact '${item.item.text}' as [${item.item.type}]`);
    assert.ok(fix?.command, 'the quick fix is offered');
    assert.equal(await vscode.commands.executeCommand(fix.command.command, ...((fix.command.arguments ?? []) as unknown[])), true);
    const expected = NOTE.slice(0, item.start) + `[${item.item.type}]` + NOTE.slice(item.end);
    assert.equal(document.getText(), expected);
    await vscode.commands.executeCommand('undo');
    assert.equal(document.getText(), NOTE);
  });

  it('Redact all PHI in document analyses first when there are no results, in one undo step', async () => {
    const { document } = await openNote();
    assert.equal(api.results(document.uri), undefined);
    // The scripted user applies the preview.
    api.usePrompts(new ScriptedPrompts());
    try {
      assert.equal(await vscode.commands.executeCommand('textInference.redactAllInDocument'), true);
    } finally {
      api.usePrompts(undefined);
    }
    const redacted = document.getText();
    assert.notEqual(redacted, NOTE);
    assert.match(redacted, /\[[A-Z-]+\]/);
    assert.equal(api.results(document.uri)?.phi.length, 0, 'every redacted item was dropped from the results');
    await vscode.commands.executeCommand('undo');
    assert.equal(document.getText(), NOTE);
  });

  it('Find Concepts then hover shows the concept card with its UMLS link', async () => {
    const { document } = await openNote();
    assert.equal(await vscode.commands.executeCommand('textInference.findConcepts'), true);
    const concepts = api.results(document.uri)?.concepts ?? [];
    assert.ok(concepts.length > 0, 'the local engine finds concepts in the note');
    // Context concepts ("Patient") are hidden by default (textInference.concepts.showContext).
    const finding = concepts.find((c) => c.concept.cui && c.concept.type !== 'Context') ?? concepts[0]!;
    const hover = hoverText(await vscode.commands.executeCommand<vscode.Hover[]>('vscode.executeHoverProvider', document.uri, document.positionAt(finding.start + 1)));
    assert.match(hover, /Identification \d+%|Identification [<>]/);
    if (finding.concept.cui) assert.ok(hover.includes(`https://www.ncbi.nlm.nih.gov/medgen/?term=${finding.concept.cui}`), hover);
  });

  it('Toggle Decorations flips and returns the new state', async () => {
    await openNote();
    const first = await vscode.commands.executeCommand<boolean>('textInference.toggleDecorations');
    const second = await vscode.commands.executeCommand<boolean>('textInference.toggleDecorations');
    assert.equal(second, !first);
  });
});
