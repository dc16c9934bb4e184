// The editor experience as a user drives it in the real workbench, on a sample note: Find PHI from the
// palette, Find Concepts from the right-click menu on a selection, hover cards for a concept and a PHI
// item, the "Redact as [TYPE]" quick fix, the findings view, Toggle Decorations, the redaction preview. Saves the README's
// screenshots to docs/screenshots/.
import * as assert from 'node:assert/strict';
import { join } from 'node:path';
import { Workbench } from './lib';
import { RESULTS_DIR } from './lib/paths';

const NOTE = 'discharge-summary-harlow.txt';

describe('e2e: finding and redacting PHI and concepts in a note', function () {
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

  it('the palette lists the Text Inference commands', async () => {
    const labels = await wb.paletteCommands('Text Inference', 'Text Inference: Find PHI');
    for (const title of ['Find Concepts', 'Find PHI', 'Redact PHI', 'Get Embedding', 'Select Service', 'Scan Folder for PHI', 'Export Findings', 'Redact Folder into a Copy']) {
      assert.ok(labels.includes(`Text Inference: ${title}`), `palette lacks ${title}: ${labels.join(' | ')}`);
    }
    // The palette shows a screenful of rows: the commands further down the list are checked by name.
    const credentials = await wb.paletteCommands('Text Inference: Set API', 'Text Inference: Set API Credentials');
    assert.ok(credentials.includes('Text Inference: Set API Credentials'), credentials.join(' | '));
    assert.ok(!labels.some((l) => /Redact PHI Item|Reveal Finding/.test(l)), 'internal commands stay hidden');
    // Reopen it for the README picture (paletteCommands closed it).
    await wb.page.keyboard.press('Control+Shift+P');
    await wb.page.keyboard.type('Text Inference'); // Ctrl+Shift+P has typed the '>' already
    await wb.page.locator('.quick-input-list .monaco-list-row', { hasText: 'Text Inference: Find PHI' }).first().waitFor({ state: 'visible' });
    await wb.screenshot('palette');
    await wb.page.keyboard.press('Escape');
  });

  it('Find PHI from the palette marks the PHI and its hover card offers Redact', async () => {
    await wb.runCommand('Text Inference: Find PHI');
    const toast = await wb.waitForNotification(/Found \d+ PHI items/, { timeout: 60_000 });
    assert.ok(!toast.includes('Harlow'), 'the summary shows no PHI');
    await wb.waitForDecorations((counts) => Object.values(counts).reduce((a, b) => a + b, 0) >= 5);
    const hover = await wb.hoverText('Margaret A. Harlow');
    assert.match(hover, /PATIENT/);
    assert.match(hover, /Redact/);
    assert.match(hover, /Not PHI: add to the allow list/);
    await wb.screenshot('phi-hover');
  });

  it('Find Concepts from the right-click menu on a selection marks concepts with hover cards', async () => {
    await wb.selectText('paroxysmal atrial fibrillation, diabetes mellitus type 2, hypertension and chronic kidney disease');
    await wb.rightClickAt('diabetes mellitus', 'Find Concepts');
    // On a loaded machine the click can land while the menu is still settling; the entry is then
    // highlighted under the mouse, and Enter runs it as it would for a user.
    const menu = wb.page.locator('.context-view .monaco-menu').first();
    if (await menu.isVisible()) await wb.page.keyboard.press('Enter');
    await wb.waitForNotification(/Found \d+ concepts/, { timeout: 60_000 });
    // Clear the selection (click on a heading) so the concept decorations show in the picture.
    const heading = await wb.locateText('HISTORY OF PRESENT ILLNESS');
    await wb.page.mouse.click(heading.x + 2, heading.y + heading.height / 2);
    const hover = await wb.hoverText('atrial fibrillation');
    assert.match(hover, /UMLS:C\d+/);
    assert.match(hover, /%/, 'scores as percentages');
    await wb.screenshot('concepts-hover');
  });

  it('the quick fix "Redact as [PATIENT]" replaces the name in the editor', async () => {
    const box = await wb.locateText('Margaret A. Harlow');
    await wb.page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    await wb.page.keyboard.press('Control+.');
    const fix = wb.page.locator('.action-widget .monaco-list-row', { hasText: 'Redact as [PATIENT]' }).first();
    await fix.waitFor({ state: 'visible', timeout: 15_000 });
    await wb.screenshot('quick-fix');
    // The menu takes the keyboard (its pointer block swallows clicks): move to the entry, then Enter.
    const focused = wb.page.locator('.action-widget .monaco-list-row.focused');
    for (let i = 0; i < 12 && !((await focused.textContent()) ?? '').includes('Redact as [PATIENT]'); i++) {
      await wb.page.keyboard.press('ArrowDown');
    }
    assert.match((await focused.textContent()) ?? '', /Redact as \[PATIENT\]/);
    await wb.page.keyboard.press('Enter');
    let text = await wb.editorText();
    for (let i = 0; i < 100 && !text.includes('[PATIENT]'); i++) {
      await wb.page.waitForTimeout(150);
      text = await wb.editorText();
    }
    assert.ok(text.includes('Patient: [PATIENT]'), 'the name was replaced by its label');
    assert.ok(!text.includes('Margaret A. Harlow'));
  });

  it('the findings view lists the results', async () => {
    await wb.runCommand('Text Inference: Find PHI');
    await wb.waitForNotification(/Found \d+ PHI items/, { timeout: 60_000 });
    await wb.runCommand('Explorer: Focus on Text Inference Findings View');
    // Fold the file list so the findings view has room in the picture.
    const files = wb.page.locator('.pane-header[aria-expanded="true"]', { hasText: /samples/i }).first();
    if (await files.isVisible()) await files.click();
    const view = wb.page.locator('.pane', { hasText: 'Text Inference Findings' }).first();
    await view.locator('.monaco-list-row').first().waitFor({ state: 'visible', timeout: 15_000 });
    // PHI comes first (concepts are already listed from the earlier run), so it is never below the fold.
    assert.match(await view.locator('.monaco-list-row').first().innerText(), /^PHI \(\d+\)/);
    // The finished run's progress toast lingers a moment (VS Code avoids flicker); keep it out of the picture.
    await wb.page.locator('.notification-toast', { hasText: 'Finding PHI' }).waitFor({ state: 'hidden', timeout: 15_000 });
    await wb.screenshot('findings-view');
  });

  it('Toggle Decorations hides and shows the highlights, and the status bar says which', async () => {
    const total = (counts: Record<string, number>): number => Object.values(counts).reduce((a, b) => a + b, 0);
    await wb.waitForDecorations((counts) => total(counts) > 0);
    await wb.runCommand('Text Inference: Toggle Decorations');
    await wb.waitForDecorations((counts) => total(counts) === 0);
    // Without the note, hidden highlights look like a note with nothing found.
    await wb.page.locator('.statusbar-item', { hasText: 'highlights hidden' }).first().waitFor({ state: 'visible', timeout: 15_000 });
    await wb.runCommand('Text Inference: Toggle Decorations');
    await wb.waitForDecorations((counts) => total(counts) > 0);
    await wb.page.locator('.statusbar-item', { hasText: 'highlights shown' }).first().waitFor({ state: 'visible', timeout: 15_000 });
  });

  it('Redact PHI first shows the change in a diff with counts per type; Cancel leaves the note as it was', async () => {
    const before = await wb.editorText();
    await wb.runCommand('Notifications: Clear All Notifications');
    await wb.runCommand('Text Inference: Redact PHI');
    const toast = await wb.waitForNotification(/Redact \d+ PHI items \(/, { timeout: 60_000 });
    assert.match(toast, /\d+ PATIENT|\d+ DATE/);
    await wb.page.locator('.monaco-diff-editor').first().waitFor({ state: 'visible', timeout: 15_000 });
    // The finished run's progress toast lingers a moment; keep it from covering the question in the picture.
    await wb.page.locator('.notification-toast', { hasText: 'Redacting PHI' }).waitFor({ state: 'hidden', timeout: 15_000 });
    await wb.screenshot('redaction-preview');
    await wb.page.locator('.notification-toast .monaco-button', { hasText: 'Cancel' }).first().click();
    await wb.page.locator('.monaco-diff-editor').first().waitFor({ state: 'hidden', timeout: 15_000 });
    assert.equal(await wb.editorText(), before, 'nothing changed');
  });
});
