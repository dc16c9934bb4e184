// Review PHI inside VS Code: what the local engine was unsure of goes to the review queue (not highlighted as
// PHI, not redacted), next/previous reveal each candidate, PHI / Not PHI / Skip decide them (remembered for
// the document or on a list), the status bar counts what is left, requireReview holds Redact back, and the
// exported review log holds no text.
import assert from 'node:assert/strict';
import * as vscode from 'vscode';
import type { TestingApi } from '../../src/editor/testing';
import { closeAllEditors, openEditor, scripted, setGlobal, until } from './support/extension';
import { useLocalEngine } from './support/reference-service';
import type { ScriptedPrompts } from './support/scripted-prompts';

/**
 * Invented: a town named only as a modifier ("his Tullymore shift"), an apostrophe year, a facility in lower
 * case: what the rules doubt. (A town after "called from" is a finding since place.people-origin.)
 */
export const REVIEW_NOTE = `NPN 7a-7p
Wife at bedside most of day. Son dervla called after his Tullymore shift, wants update.
Dr. Alan Whitfield aware of plan. PMH: CVA 74', XRT 10/03/10/04.
pt states "i was at the general hospital" and asks for zorbrin.
`;

function folder(): vscode.Uri {
  const f = vscode.workspace.workspaceFolders?.[0];
  assert.ok(f, 'the integration run opens a workspace folder');
  return f.uri;
}

describe('Review PHI', function () {
  this.timeout(60_000);
  let api: TestingApi;
  let prompts: ScriptedPrompts;

  beforeEach(async () => {
    ({ api, prompts } = await scripted());
    await useLocalEngine(api);
  });
  afterEach(async () => {
    await setGlobal('redaction.requireReview', undefined);
    await setGlobal('phi.allowList', undefined);
    await vscode.workspace.fs.delete(vscode.Uri.joinPath(folder(), '.textinference'), { recursive: true }).then(undefined, () => undefined);
    await api.reloadLists();
    api.usePrompts(undefined);
    await closeAllEditors();
  });

  const texts = (editor: vscode.TextEditor): string[] => (api.reviewQueue(editor.document.uri)?.candidates ?? []).map((c) => c.text);
  const phi = (editor: vscode.TextEditor): string[] => (api.results(editor.document.uri)?.phi ?? []).map((f) => f.item.text);

  it('candidates below the minimum score are review material, not PHI results', async () => {
    const editor = await openEditor(REVIEW_NOTE);
    assert.equal(await vscode.commands.executeCommand('textInference.findPhi'), true);
    const queue = api.reviewQueue(editor.document.uri);
    assert.ok(queue && queue.candidates.length >= 2, `candidates: ${texts(editor).join(', ')}`);
    assert.ok(texts(editor).includes('Tullymore'), texts(editor).join(', '));
    for (const c of queue.candidates) {
      assert.ok(c.score < 0.5);
      assert.match(c.rule ?? '', /^review\./, 'each candidate names its rule');
      assert.ok(!phi(editor).includes(c.text), `${c.text} is not a PHI result`);
    }
    assert.ok(phi(editor).includes('Alan Whitfield'), 'what the engine is sure of stays a result');
  });

  it('next/previous reveal candidates; PHI makes a finding, Not PHI and Skip close them; the log has no text', async () => {
    const editor = await openEditor(REVIEW_NOTE);
    assert.equal(await vscode.commands.executeCommand('textInference.reviewPhi'), true);
    const first = api.reviewQueue(editor.document.uri)!;
    assert.equal(first.cursor, 0);
    assert.equal(editor.document.offsetAt(editor.selection.active), first.candidates[0]!.start, 'the first candidate is revealed');
    assert.equal(await vscode.commands.executeCommand('textInference.nextReviewCandidate'), true);
    assert.equal(api.reviewQueue(editor.document.uri)!.cursor, 1);
    assert.equal(await vscode.commands.executeCommand('textInference.previousReviewCandidate'), true);
    assert.equal(api.reviewQueue(editor.document.uri)!.cursor, 0);

    // "Tullymore" is PHI (a CITY), for this document only.
    const town = api.reviewQueue(editor.document.uri)!.candidates.findIndex((c) => c.text === 'Tullymore');
    const id = api.reviewQueue(editor.document.uri)!.candidates[town]!.id;
    prompts.pickAnswers = ['CITY', 'This document only'];
    assert.equal(await vscode.commands.executeCommand('textInference.markPhi', { uri: editor.document.uri.toString(), id }), true);
    assert.ok(phi(editor).includes('Tullymore'), 'the decision became a PHI finding');
    assert.equal(api.results(editor.document.uri)!.phi.find((f) => f.item.text === 'Tullymore')?.item.type, 'CITY');

    // The next open one: Not PHI, to the workspace allow list.
    const open = api.reviewQueue(editor.document.uri)!.candidates.filter((c) => c.decision === undefined);
    const before = open.length;
    const target = open[0]!;
    prompts.pickAnswers = ['Workspace allow list'];
    assert.equal(await vscode.commands.executeCommand('textInference.markNotPhi', { uri: editor.document.uri.toString(), id: target.id }), true);
    const allow = new TextDecoder().decode(await vscode.workspace.fs.readFile(vscode.Uri.joinPath(folder(), '.textinference', 'allow.txt')));
    assert.ok(allow.includes(target.text), 'the value went to .textinference/allow.txt');
    assert.equal(api.reviewQueue(editor.document.uri)!.candidates.filter((c) => c.decision === undefined).length, before - 1);

    // Skip whatever is left.
    while (api.reviewQueue(editor.document.uri)!.candidates.some((c) => c.decision === undefined)) {
      const next = api.reviewQueue(editor.document.uri)!.candidates.find((c) => c.decision === undefined)!;
      assert.equal(await vscode.commands.executeCommand('textInference.skipReviewCandidate', { uri: editor.document.uri.toString(), id: next.id }), true);
    }

    // Find PHI again: the document's own PHI decision stands, the allow-listed value is gone.
    assert.equal(await vscode.commands.executeCommand('textInference.findPhi'), true);
    assert.ok(phi(editor).includes('Tullymore'));
    assert.ok(!texts(editor).includes(target.text), 'allowed values are not proposed again');

    // Redact PHI (the service-label strategy) redacts what the reviewer marked PHI too.
    assert.equal(await vscode.commands.executeCommand('textInference.redactPhi'), true);
    assert.ok(!editor.document.getText().includes('Tullymore'), 'the reviewed PHI is redacted');
    assert.ok(editor.document.getText().includes('[CITY]') || editor.document.getText().includes('[LOCATION'), editor.document.getText());

    const logUri = vscode.Uri.joinPath(folder(), 'review-log.test.jsonl');
    prompts.saveAnswers = [logUri];
    assert.equal(await vscode.commands.executeCommand('textInference.exportReviewLog'), true);
    const log = new TextDecoder().decode(await vscode.workspace.fs.readFile(logUri));
    await vscode.workspace.fs.delete(logUri);
    const lines = log.trim().split('\n').map((l) => JSON.parse(l) as Record<string, unknown>);
    assert.equal(lines[0]!['format'], 'text-inference-review-log');
    assert.deepEqual(lines.slice(1).map((l) => l['decision']).slice(0, 2), ['phi', 'not-phi']);
    for (const word of ['Tullymore', target.text]) assert.ok(!log.includes(word), 'the log holds no text');
    assert.match(String(lines[1]!['hash']), /^[0-9a-f]{16}$/);
    assert.match(String(lines[1]!['rule']), /^review\./);
  });

  it('a decision for one untitled document does not carry over to the next document given its URI', async () => {
    // Untitled URIs are reused: open the same one twice, as VS Code does for the next new file.
    const uri = vscode.Uri.parse('untitled:Review reuse.txt');
    const openNamed = async (): Promise<vscode.TextEditor> => {
      const editor = await vscode.window.showTextDocument(await vscode.workspace.openTextDocument(uri));
      await editor.edit((b) => b.insert(new vscode.Position(0, 0), REVIEW_NOTE));
      return editor;
    };
    const editor = await openNamed();
    assert.equal(await vscode.commands.executeCommand('textInference.reviewPhi'), true);
    const town = api.reviewQueue(editor.document.uri)!.candidates.find((c) => c.text === 'Tullymore')!;
    prompts.pickAnswers = ['CITY', 'This document only'];
    assert.equal(await vscode.commands.executeCommand('textInference.markPhi', { uri: editor.document.uri.toString(), id: town.id }), true);
    assert.ok(phi(editor).includes('Tullymore'));
    await vscode.commands.executeCommand('workbench.action.revertAndCloseActiveEditor');
    await until(() => vscode.workspace.textDocuments.every((d) => d.uri.toString() !== uri.toString()), 'the untitled document to close');

    const next = await openNamed();
    assert.equal(next.document.uri.toString(), uri.toString());
    assert.equal(await vscode.commands.executeCommand('textInference.findPhi'), true);
    assert.ok(!phi(next).includes('Tullymore'), 'a new document under the same URI starts with no decisions');
    assert.ok(texts(next).includes('Tullymore'), 'it is a candidate again');
  });

  it('requireReview: Redact refuses while candidates are open and says how many', async () => {
    await setGlobal('redaction.requireReview', true);
    const editor = await openEditor(REVIEW_NOTE);
    assert.equal(await vscode.commands.executeCommand('textInference.findPhi'), true);
    const open = api.reviewQueue(editor.document.uri)!.candidates.length;
    const original = editor.document.getText();
    assert.equal(await vscode.commands.executeCommand('textInference.redactAllInDocument'), false);
    assert.equal(editor.document.getText(), original, 'nothing redacted');
    const refusal = prompts.shown.find((s) => /not reviewed yet/.test(s.message));
    assert.ok(refusal, prompts.shown.map((s) => s.message).join(' | '));
    assert.match(refusal.message, new RegExp(`^Text Inference: ${open} review candidate`));
  });

  it('typing moves the queue with the text', async () => {
    const editor = await openEditor(REVIEW_NOTE);
    assert.equal(await vscode.commands.executeCommand('textInference.findPhi'), true);
    const before = api.reviewQueue(editor.document.uri)!.candidates.map((c) => c.start);
    await editor.edit((b) => b.insert(new vscode.Position(0, 0), 'XX '));
    await until(() => api.reviewQueue(editor.document.uri)?.version === editor.document.version, 'the queue follows the edit');
    assert.deepEqual(api.reviewQueue(editor.document.uri)!.candidates.map((c) => c.start), before.map((s) => s + 3));
  });
});
