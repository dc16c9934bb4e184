// The review keys' context in the real extension host: textInference.reviewCandidate (which Alt+P / Alt+N /
// Alt+S need, so that they stay browser shortcuts in code-server otherwise) is set when Review PHI or
// next/previous reveals a candidate, and cleared when the queue empties, the active editor changes to another
// document, an edit removes the current candidate, or Find PHI builds a new queue. textInference.reviewing
// (what next/previous need) follows the active document's open candidates.
import assert from 'node:assert/strict';
import * as vscode from 'vscode';
import type { TestingApi } from '../../src/editor/testing';
import { closeAllEditors, scripted, until } from './support/extension';
import { useLocalEngine } from './support/reference-service';
import { REVIEW_NOTE } from './review.test';

async function openUnique(name: string, text: string): Promise<vscode.TextEditor> {
  const document = await vscode.workspace.openTextDocument(vscode.Uri.parse(`untitled:${name}-${Date.now()}.txt`));
  const editor = await vscode.window.showTextDocument(document);
  assert.ok(await editor.edit((b) => b.insert(new vscode.Position(0, 0), text)));
  return editor;
}

describe('Review PHI keys: the context keys follow the queue', function () {
  this.timeout(60_000);
  let api: TestingApi;

  beforeEach(async () => {
    ({ api } = await scripted());
    await useLocalEngine(api);
  });
  afterEach(async () => {
    api.usePrompts(undefined);
    await closeAllEditors();
  });

  const keys = (): string => JSON.stringify(api.reviewContext());
  const expect = (reviewing: boolean, candidate: boolean, what: string): Promise<void> =>
    until(() => api.reviewContext()['textInference.reviewing'] === reviewing && api.reviewContext()['textInference.reviewCandidate'] === candidate, `${what}: reviewing ${reviewing}, candidate ${candidate} (now ${keys()})`, 5_000);

  it('set when a candidate is revealed, cleared when the editor changes, set again on the next reveal', async () => {
    const editor = await openUnique('review-keys', REVIEW_NOTE);
    assert.equal(await vscode.commands.executeCommand('textInference.findPhi'), true);
    assert.ok((api.reviewQueue(editor.document.uri)?.candidates.length ?? 0) >= 2);
    await expect(true, false, 'Find PHI builds a queue but reveals nothing');

    assert.equal(await vscode.commands.executeCommand('textInference.reviewPhi'), true);
    await expect(true, true, 'Review PHI reveals the first candidate');

    const other = await openUnique('review-keys-other', 'Nothing to see here.\n');
    await until(() => vscode.window.activeTextEditor?.document === other.document, 'the other editor active');
    await expect(false, false, 'another document is active');

    await vscode.window.showTextDocument(editor.document);
    await expect(true, false, 'back in the reviewed document: the queue is there, no candidate revealed in this editor since');

    assert.equal(await vscode.commands.executeCommand('textInference.nextReviewCandidate'), true);
    await expect(true, true, 'next reveals one again');

    assert.equal(await vscode.commands.executeCommand('textInference.findPhi'), true);
    await expect(true, false, 'Find PHI again builds a new queue: nothing revealed in it yet');
  });

  it('cleared when the queue empties, and when an edit removes the current candidate', async () => {
    const editor = await openUnique('review-keys-empty', REVIEW_NOTE);
    assert.equal(await vscode.commands.executeCommand('textInference.reviewPhi'), true);
    await expect(true, true, 'revealed');

    // Typing over the current candidate drops it from the queue.
    const queue = api.reviewQueue(editor.document.uri)!;
    const current = queue.candidates[queue.cursor]!;
    assert.ok(await editor.edit((b) => b.replace(new vscode.Range(editor.document.positionAt(current.start), editor.document.positionAt(current.end)), 'someone')));
    await expect(true, false, 'the current candidate was edited away');

    assert.equal(await vscode.commands.executeCommand('textInference.nextReviewCandidate'), true);
    await expect(true, true, 'next reveals another');
    while (api.reviewQueue(editor.document.uri)!.candidates.some((c) => c.decision === undefined)) {
      const next = api.reviewQueue(editor.document.uri)!.candidates.find((c) => c.decision === undefined)!;
      assert.equal(await vscode.commands.executeCommand('textInference.skipReviewCandidate', { uri: editor.document.uri.toString(), id: next.id }), true);
    }
    await expect(false, false, 'the queue is empty');
  });
});
