// The review flow as a user drives it in the real workbench, on the sample nursing note: Review PHI from the
// palette opens the queue (the Review PHI view, the "N to review" status bar item, a dotted outline on the
// current candidate), Alt+P asks for the type, Alt+N for the allow list, Alt+S skips; the count goes down.
// Saves docs/screenshots/review-*.png.
import * as assert from 'node:assert/strict';
import { join } from 'node:path';
import { Workbench } from './lib';
import { RESULTS_DIR } from './lib/paths';

const NOTE = 'nursing-note-review.txt';

describe('e2e: reviewing what the PHI engine was unsure of', function () {
  this.timeout(180_000);
  let wb: Workbench;

  before(async () => {
    wb = await Workbench.start();
    await wb.openFile(NOTE);
  });

  afterEach(async function () {
    if (this.currentTest?.state !== 'failed') return;
    const name = (this.currentTest.title.match(/[A-Za-z]+/g) ?? ['test']).slice(0, 6).join('-');
    await wb.page.screenshot({ path: join(RESULTS_DIR, `e2e-failed-${name}.png`) }).catch(() => undefined);
  });

  after(async () => {
    await wb?.stop();
  });

  const toReview = async (): Promise<number> => Number((await wb.waitForStatus(/\d+ to review/, { timeout: 60_000 })).match(/(\d+) to review/)?.[1]);

  it('Review PHI opens the queue: the view, the status bar count and the first candidate outlined', async () => {
    await wb.runCommand('Text Inference: Review PHI');
    const open = await toReview();
    assert.ok(open >= 2, `${open} to review`);
    const view = wb.page.locator('.pane:has(.pane-header:has-text("Review PHI"))');
    await view.locator('.monaco-list-row', { hasText: 'to review of' }).first().waitFor({ state: 'visible', timeout: 30_000 });
    await view.locator('.monaco-list-row', { hasText: 'Tullymore' }).first().waitFor({ state: 'visible', timeout: 30_000 });
    await wb.screenshot('review-queue');
  });

  it('Alt+P asks for the type, then where to remember it; the count goes down', async () => {
    const before = await toReview();
    await wb.page.keyboard.press('Alt+P');
    await wb.page.locator('.quick-input-widget .monaco-list-row', { hasText: 'proposed' }).first().waitFor({ state: 'visible', timeout: 30_000 });
    await wb.screenshot('review-mark-phi');
    await wb.pick('CITY');
    await wb.pick('This document only');
    await wb.waitForStatus(new RegExp(`${before - 1} to review|Review done`), { timeout: 30_000 });
  });

  it('Alt+N (Not PHI, this document) and Alt+S (Skip) clear the queue', async () => {
    const before = await toReview();
    await wb.page.keyboard.press('Alt+N');
    await wb.pick('This document only');
    // Skip what is left, one key each, watching the count go down.
    for (let left = before - 1; left > 0; left--) {
      await wb.waitForStatus(new RegExp(`(^|\\D)${left} to review`), { timeout: 30_000 });
      await wb.page.keyboard.press('Alt+S');
    }
    const counter = wb.page.locator('.part.statusbar .statusbar-item', { hasText: /^\s*\S*\s*\d+ to review\s*$/ });
    await counter.waitFor({ state: 'hidden', timeout: 30_000 });
    const view = wb.page.locator('.pane:has(.pane-header:has-text("Review PHI"))');
    await view.locator('.monaco-list-row', { hasText: '0 to review of' }).first().waitFor({ state: 'visible', timeout: 30_000 });
    await wb.screenshot('review-done');
  });
});
