// Review PHI's status bar count and the requireReview gate, in the real extension host on the local engine:
// "N to review" counts the active document's open candidates (hidden for another document and once the
// queue is cleared); with textInference.redaction.requireReview, Redact refuses while candidates are open,
// says how many, offers Review PHI (which reveals the first), and goes ahead once every one is decided.
import assert from 'node:assert/strict';
import * as vscode from 'vscode';
import type { TestingApi } from '../../src/editor/testing';
import { closeAllEditors, scripted, setGlobal, until } from './support/extension';
import { useLocalEngine } from './support/reference-service';
import type { ScriptedPrompts } from './support/scripted-prompts';
import { REVIEW_NOTE } from './review.test';

async function openUnique(name: string, text: string): Promise<vscode.TextEditor> {
  const document = await vscode.workspace.openTextDocument(vscode.Uri.parse(`untitled:${name}-${Date.now()}.txt`));
  const editor = await vscode.window.showTextDocument(document);
  assert.ok(await editor.edit((b) => b.insert(new vscode.Position(0, 0), text)));
  return editor;
}

describe('Review PHI status bar count and requireReview', function () {
  this.timeout(60_000);
  let api: TestingApi;
  let prompts: ScriptedPrompts;

  beforeEach(async () => {
    ({ api, prompts } = await scripted());
    await useLocalEngine(api);
  });
  afterEach(async () => {
    await setGlobal('redaction.requireReview', undefined);
    api.usePrompts(undefined);
    await closeAllEditors();
  });

  const open = (editor: vscode.TextEditor): number => api.reviewQueue(editor.document.uri)?.candidates.filter((c) => c.decision === undefined).length ?? 0;
  const skipOne = async (editor: vscode.TextEditor): Promise<void> => {
    const next = api.reviewQueue(editor.document.uri)!.candidates.find((c) => c.decision === undefined)!;
    assert.equal(await vscode.commands.executeCommand('textInference.skipReviewCandidate', { uri: editor.document.uri.toString(), id: next.id }), true);
  };
  const status = (expected: string | undefined, what: string): Promise<void> => until(() => api.reviewStatus() === expected, `${what}: status ${JSON.stringify(expected)}, now ${JSON.stringify(api.reviewStatus())}`, 5_000);

  it('"N to review" counts the active document\'s open candidates, and hides for another document and an empty queue', async () => {
    const editor = await openUnique('review-status', REVIEW_NOTE);
    await status(undefined, 'before Find PHI');
    assert.equal(await vscode.commands.executeCommand('textInference.findPhi'), true);
    const n = open(editor);
    assert.ok(n >= 2, `${n} candidates`);
    await status(`$(eye) ${n} to review`, 'after Find PHI');
    await skipOne(editor);
    await status(`$(eye) ${n - 1} to review`, 'one decided');

    await openUnique('review-status-other', 'Nothing here.\n');
    await status(undefined, 'another document is active');
    await vscode.window.showTextDocument(editor.document);
    await status(`$(eye) ${n - 1} to review`, 'back');

    while (open(editor) > 0) await skipOne(editor);
    await status(undefined, 'every candidate decided');
  });

  it('requireReview refuses Redact with the count, offers Review PHI, and lets it go ahead once all are decided', async () => {
    await setGlobal('redaction.requireReview', true);
    const editor = await openUnique('review-gate', REVIEW_NOTE);
    assert.equal(await vscode.commands.executeCommand('textInference.findPhi'), true);
    const n = open(editor);
    assert.ok(n >= 2);
    // The reviewer takes the notification's Review PHI: the first candidate is revealed.
    prompts.onNotify = (_s, message, actions) => (/not reviewed yet/.test(message) && actions.includes('Review PHI') ? 'Review PHI' : actions.includes('Apply Redaction') ? 'Apply Redaction' : undefined);
    assert.equal(await vscode.commands.executeCommand('textInference.redactAllInDocument'), false);
    assert.equal(editor.document.getText(), REVIEW_NOTE, 'nothing redacted');
    assert.ok(prompts.shown.some((s) => s.message.startsWith(`Text Inference: ${n} review candidates are not reviewed yet`)), prompts.shown.map((s) => s.message).join(' | '));
    await until(() => api.reviewContext()['textInference.reviewCandidate'] === true, 'Review PHI from the refusal reveals a candidate', 5_000);
    assert.equal(api.reviewQueue(editor.document.uri)?.cursor, 0);

    // One left: refused again, in the singular.
    while (open(editor) > 1) await skipOne(editor);
    assert.equal(await vscode.commands.executeCommand('textInference.redactAllInDocument'), false);
    assert.ok(prompts.shown.some((s) => s.message.startsWith('Text Inference: 1 review candidate is not reviewed yet')), prompts.shown.map((s) => s.message).join(' | '));

    await skipOne(editor);
    const before = prompts.shown.length;
    assert.equal(await vscode.commands.executeCommand('textInference.redactAllInDocument'), true, prompts.shown.slice(before).map((s) => s.message).join(' | '));
    assert.ok(!editor.document.getText().includes('Alan Whitfield'), `reviewed, so redacted: ${editor.document.getText()}`);
  });
});
