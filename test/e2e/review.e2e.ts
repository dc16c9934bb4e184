// The review flow as a user drives it in the real workbench, on the sample nursing note: Review PHI from the
// palette opens the queue (the Review PHI view, the "N to review" status bar item, a dotted outline on the
// current candidate), Alt+P asks for the type, Alt+N for the allow list, Alt+S skips; the count goes down.
// Alt+S is not taken before a candidate is revealed (a browser and workbench key in code-server). A folder
// scan's candidates are listed in the view's "Folder scan" section and decided in place from a row.
// Saves docs/screenshots/review-*.png.
import * as assert from 'node:assert/strict';
import { copyFileSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { TEST_TIMEOUT_MS, Workbench, retryUntil } from './lib';
import { RESULTS_DIR } from './lib/paths';

const NOTE = 'nursing-note-review.txt';

describe('e2e: reviewing what the PHI engine was unsure of', function () {
  this.timeout(TEST_TIMEOUT_MS);
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

  const toReview = async (): Promise<number> => Number((await wb.waitForStatus(/\d+ to review/)).match(/(\d+) to review/)?.[1]);

  it('Review PHI opens the queue: the view, the status bar count and the first candidate outlined; Alt+S is not taken before', async () => {
    // Find PHI alone fills the queue but reveals nothing: Alt+S stays the browser's and the workbench's
    // (code-server), even with the cursor on a candidate.
    await wb.runCommand('Text Inference: Find PHI');
    const found = await toReview();
    await wb.clickText('Tullymore');
    await wb.page.keyboard.press('Alt+S');
    await wb.page.keyboard.press('Escape');
    await wb.runCommand('Text Inference: Review PHI');
    const revealed = await wb.waitForStatus(/Alt\+P .*\d+ to review/);
    assert.equal(Number(/(\d+) to review/.exec(revealed)?.[1]), found, `Alt+S skipped nothing before a candidate was revealed: ${revealed}`);
    const open = await toReview();
    assert.ok(open >= 2, `${open} to review`);
    const view = wb.page.locator('.pane:has(.pane-header:has-text("Review PHI"))');
    await view.locator('.monaco-list-row', { hasText: 'to review of' }).first().waitFor({ state: 'visible' });
    await view.locator('.monaco-list-row', { hasText: 'Tullymore' }).first().waitFor({ state: 'visible' });
    await wb.screenshot('review-queue');
  });

  it('Alt+P asks for the type, then where to remember it; the count goes down', async () => {
    const before = await toReview();
    await wb.page.keyboard.press('Alt+P');
    await wb.page.locator('.quick-input-widget .monaco-list-row', { hasText: 'proposed' }).first().waitFor({ state: 'visible' });
    await wb.screenshot('review-mark-phi');
    await wb.pick('CITY');
    await wb.pick('This document only');
    await wb.waitForStatus(new RegExp(`${before - 1} to review|Review done`));
  });

  it('Alt+N (Not PHI, this document) and Alt+S (Skip) clear the queue', async () => {
    const before = await toReview();
    await wb.page.keyboard.press('Alt+N');
    await wb.pick('This document only');
    // Skip what is left, one key each, watching the count go down.
    for (let left = before - 1; left > 0; left--) {
      await wb.waitForStatus(new RegExp(`(^|\\D)${left} to review`));
      await wb.page.keyboard.press('Alt+S');
    }
    const counter = wb.page.locator('.part.statusbar .statusbar-item', { hasText: /^\s*\S*\s*\d+ to review\s*$/ });
    await counter.waitFor({ state: 'hidden' });
    const view = wb.page.locator('.pane:has(.pane-header:has-text("Review PHI"))');
    await view.locator('.monaco-list-row', { hasText: '0 to review of' }).first().waitFor({ state: 'visible' });
    await wb.screenshot('review-done');
  });

  it('a folder scan lists its candidates in the Review PHI view, each decided in place from its row', async () => {
    // A folder of two notes (the review sample and an invented clinic letter), scanned from the Explorer.
    mkdirSync(join(wb.workspaceFolder, 'ward'), { recursive: true });
    copyFileSync(join(wb.workspaceFolder, NOTE), join(wb.workspaceFolder, 'ward', 'night-shift.txt'));
    writeFileSync(join(wb.workspaceFolder, 'ward', 'clinic-letter.txt'), 'Clinic letter.\nSeen with her niece, back from her Ballinagh trip this morning.\nReviewed by Dr. Tomas Okafor. Plan unchanged.\n');
    await wb.runCommand('View: Close All Editors');
    const explorer = wb.page.locator('.explorer-folders-view .monaco-list-row', { hasText: /^\s*ward\s*$/ }).first();
    await wb.rightClickElement(explorer, 'Scan Folder for PHI', { run: true });
    // The scan is over when its summary comes up ("Scanned 2 files (...): ...; N to review (Review PHI view).").
    await wb.waitForNotification(/Scanned \d+ files? \(/);
    // Its toast would cover the pictures below: clear it.
    await wb.runCommand('Notifications: Clear All Notifications');
    await wb.page.locator('.notification-toast', { hasText: /Scanned \d+ files? \(/ }).first().waitFor({ state: 'hidden' });

    // The Folder Scan view takes the focus when a scan ends: fold it (and the file tree) so the review shows.
    for (const name of ['Text Inference Folder Scan', 'Samples']) {
      const header = wb.page.locator('.pane-header[aria-expanded="true"]', { hasText: new RegExp(name, 'i') }).first();
      if (await header.isVisible().catch(() => false)) await header.click();
    }
    const folded = wb.page.locator('.pane-header[aria-expanded="false"]', { hasText: /^\s*Review PHI/i }).first();
    if (await folded.isVisible().catch(() => false)) await folded.click();
    const view = wb.page.locator('.pane:has(.pane-header:has-text("Review PHI"))');
    const section = view.locator('.monaco-list-row', { hasText: 'Folder scan' }).first();
    await section.waitFor({ state: 'visible' });
    const total = Number(/(\d+) candidates? in 2 files/.exec(await section.innerText())?.[1]);
    assert.ok(total >= 3, `candidates in the section: ${await section.innerText()}`);
    for (const file of ['night-shift.txt', 'clinic-letter.txt']) {
      const row = view.locator('.monaco-list-row[aria-expanded="false"]', { hasText: file }).first();
      if (await row.isVisible().catch(() => false)) await row.click();
    }
    // A wider side bar, so the rows read whole.
    const sidebar = await wb.page.locator('.part.sidebar').first().boundingBox();
    if (sidebar) {
      await wb.page.mouse.move(sidebar.x + sidebar.width + 1, sidebar.y + sidebar.height / 2);
      await wb.page.mouse.down();
      await wb.page.mouse.move(620, sidebar.y + sidebar.height / 2, { steps: 8 });
      await wb.page.mouse.up();
    }
    // A click opens the file at the candidate; its inline actions decide it (hovered: the action's title).
    const candidate = view.locator('.monaco-list-row', { hasText: 'Ballinagh' }).first();
    await candidate.waitFor({ state: 'visible' });
    await candidate.click();
    await wb.page.locator('.editor-group-container.active .tab.active', { hasText: 'clinic-letter.txt' }).waitFor({ state: 'visible' });
    await candidate.hover();
    const notPhi = candidate.locator('.actions .action-label[aria-label^="Review: Not PHI"]').first();
    await notPhi.waitFor({ state: 'visible' });
    // The action's title comes up in a hover after a delay, and fades in: wait for it, so the screenshot shows it.
    const title = wb.page.locator('.monaco-hover, .workbench-hover', { hasText: 'Not PHI' }).filter({ visible: true }).first();
    await retryUntil(
      'the title of the "Not PHI" action in a hover',
      async (attempt) => {
        if (attempt > 1) await candidate.hover();
        await notPhi.hover();
      },
      async () => ({ ok: await title.isVisible(), seen: 'no hover' }),
    );
    await title.evaluate((el: unknown) =>
      Promise.all((el as { getAnimations(o: { subtree: boolean }): { finished: Promise<unknown> }[] }).getAnimations({ subtree: true }).map((a) => a.finished.catch(() => undefined))),
    );
    await wb.screenshot('review-folder-scan');

    // Right-click: PHI, Not PHI, Skip.
    const labels = await wb.rightClickElement(candidate, 'Review: Not PHI');
    for (const label of ['Review: PHI', 'Review: Not PHI', 'Review: Skip']) assert.ok(labels.includes(label), labels.join(' | '));
    await wb.screenshot('review-folder-scan-menu');
    await wb.page.keyboard.press('Escape');

    // The click left the keyboard in the view on that row: Alt+N decides it (Not PHI, for this file only).
    await wb.page.keyboard.press('Alt+N');
    await wb.pick('This document only');
    await view.locator('.monaco-list-row', { hasText: /Ballinagh.*not-phi · / }).first().waitFor({ state: 'visible' });
    // And from the context menu: Skip another.
    const other = view.locator('.monaco-list-row', { hasText: 'general hospital' }).first();
    await wb.rightClickElement(other, 'Review: Skip', { run: true });
    await view.locator('.monaco-list-row', { hasText: /general hospital.*skip · / }).first().waitFor({ state: 'visible' });
    await view.locator('.monaco-list-row', { hasText: new RegExp(`Folder scan.*${total - 2} to review of ${total}\\b`) }).first().waitFor({ state: 'visible' });
    await wb.page.mouse.move(900, 600);
    await wb.screenshot('review-folder-scan-decided');
  });
});
