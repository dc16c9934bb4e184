// The P10 figures (bench/p10-review.bench.ts prints them against their goals; nothing is asserted on time
// here): on a 60,000-character note, how long Review PHI takes to open the queue once Find PHI is done, and
// how long each Next Candidate and each keystroke take while moving through the queue (typing must not
// wait on the review). Figures go to $TI_TEST_RESULTS/p10-review.json.
import assert from 'node:assert/strict';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import * as vscode from 'vscode';
import { closeAllEditors, openEditor, scripted } from './support/extension';
import { useLocalEngine } from './support/reference-service';
import { REVIEW_NOTE } from './review.test';

const ms = (t0: number): number => Math.round((performance.now() - t0) * 100) / 100;
const percentile = (xs: readonly number[], p: number): number => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(p * xs.length))] ?? NaN;

describe('review (P10 figure)', function () {
  this.timeout(300_000);

  it('measures opening the queue and moving through it on a 60,000-character note', async () => {
    const { api } = await scripted();
    await useLocalEngine(api);
    let text = '';
    for (let i = 0; text.length < 60_000; i++) text += `Visit ${i + 1}.\n${REVIEW_NOTE}\n`;
    const editor = await openEditor(text);
    assert.equal(await vscode.commands.executeCommand('textInference.findPhi'), true);
    const candidates = api.reviewQueue(editor.document.uri)?.candidates.length ?? 0;
    assert.ok(candidates > 50, `${candidates} candidates`);
    // The baseline, before the review starts: the cursor moved by hand to the same places, then a
    // keystroke, with PHI results shown: what the editor costs on this machine and note without the review.
    const baseMs: number[] = [];
    const starts = api.reviewQueue(editor.document.uri)!.candidates.map((c) => c.start);
    for (let i = 0; i < 20; i++) {
      const at = editor.document.positionAt(starts[i % starts.length]!);
      editor.selection = new vscode.Selection(at, at);
      editor.revealRange(new vscode.Range(at, at), vscode.TextEditorRevealType.InCenterIfOutsideViewport);
      const t = performance.now();
      await editor.edit((b) => b.insert(editor.document.positionAt(editor.document.getText().length), 'x'));
      baseMs.push(ms(t));
    }
    await vscode.commands.executeCommand('textInference.findPhi');
    let t0 = performance.now();
    assert.equal(await vscode.commands.executeCommand('textInference.reviewPhi'), true);
    const openMs = ms(t0);
    const nextMs: number[] = [];
    const typeMs: number[] = [];
    for (let i = 0; i < 40; i++) {
      t0 = performance.now();
      await vscode.commands.executeCommand('textInference.nextReviewCandidate');
      nextMs.push(ms(t0));
      // A keystroke at the end of the note while the queue is in use.
      t0 = performance.now();
      await editor.edit((b) => b.insert(editor.document.positionAt(editor.document.getText().length), 'x'));
      typeMs.push(ms(t0));
    }
    const figures = {
      chars: text.length,
      candidates,
      openMs,
      nextMedianMs: percentile(nextMs, 0.5),
      nextP95Ms: percentile(nextMs, 0.95),
      typeMedianMs: percentile(typeMs, 0.5),
      typeP95Ms: percentile(typeMs, 0.95),
      typeBaselineMedianMs: percentile(baseMs, 0.5),
      measuredAt: new Date().toISOString(),
    };
    const dir = process.env['TI_TEST_RESULTS'];
    if (dir) {
      mkdirSync(dir, { recursive: true });
      writeFileSync(join(dir, 'p10-review.json'), `${JSON.stringify(figures, null, 2)}\n`);
    }
    api.usePrompts(undefined);
    await closeAllEditors();
  });
});
