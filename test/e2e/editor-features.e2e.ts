// The editor experience as a user drives it in the real workbench, on a sample note: the named status bar
// item; Find PHI from the palette with its summary in the status bar (no toast) and one PHI hover card;
// Find Concepts from the "Text Inference" right-click submenu, with and without a selection; quick fixes
// that name their target, with "Redact all N items in selection" on top; the PHI & Concepts view (PHI
// text shown, concepts grouped with counts, distinct toolbar icons); Toggle Decorations; the redaction
// preview; the Get Started walkthrough. Saves the README's screenshots to docs/screenshots/ and small
// crops to media/readme/.
import * as assert from 'node:assert/strict';
import { join } from 'node:path';
import { TEST_TIMEOUT_MS, Workbench, retryUntil, waitUntil } from './lib';
import { RESULTS_DIR } from './lib/paths';

const NOTE = 'discharge-summary-harlow.txt';
const VIEW = '.pane:has(.pane-header:has-text("PHI & Concepts"))';

describe('e2e: finding and redacting PHI and concepts in a note', function () {
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

  it('the palette lists the Text Inference commands', async () => {
    const labels = await wb.paletteCommands('Text Inference', 'Text Inference: Find PHI');
    for (const title of ['Find Concepts', 'Find PHI', 'Get Embedding', 'Export Findings']) {
      assert.ok(labels.includes(`Text Inference: ${title}`), `palette lacks ${title}: ${labels.join(' | ')}`);
    }
    // The palette shows a screenful of rows: the commands further down the list are checked by name.
    for (const title of ['Redact PHI', 'Redact Folder into a Copy', 'Review PHI', 'Scan Folder for PHI', 'Select Service', 'Set API Credentials', 'Open Sample Note']) {
      const found = await wb.paletteCommands(`Text Inference: ${title}`, `Text Inference: ${title}`);
      assert.ok(found.includes(`Text Inference: ${title}`), `palette lacks ${title}: ${found.join(' | ')}`);
    }
    assert.ok(!labels.some((l) => /Redact PHI Item|Reveal Finding|Copy Text/.test(l)), 'internal commands stay hidden');
    // Reopen it for the README picture (paletteCommands closed it: wait until it has).
    await wb.page.locator('.quick-input-widget').first().waitFor({ state: 'hidden' });
    await wb.page.keyboard.press('Control+Shift+P');
    await wb.page.keyboard.type('Text Inference'); // Ctrl+Shift+P has typed the '>' already
    await wb.page.locator('.quick-input-list .monaco-list-row', { hasText: 'Text Inference: Find PHI' }).first().waitFor({ state: 'visible' });
    await wb.screenshot('palette');
    await wb.page.keyboard.press('Escape');
  });

  it('Find PHI from the palette: a status bar summary (no toast) and one PHI hover card with the text', async () => {
    await wb.runCommand('Text Inference: Find PHI');
    const summary = await wb.waitForStatus(/Found \d+ PHI items/);
    assert.ok(!summary.includes('Harlow'), 'the summary shows no PHI');
    assert.deepEqual((await wb.toasts()).filter((t) => /Found \d+/.test(t)), [], 'a routine summary is no toast');
    await wb.waitForDecorations((counts) => Object.values(counts).reduce((a, b) => a + b, 0) >= 5);
    const hover = await wb.hoverText('Margaret A. Harlow', { until: /PHI “Margaret A\. Harlow”/ });
    assert.match(hover, /PHI “Margaret A\. Harlow”: PATIENT/);
    assert.equal(hover.match(/score \d+%/gi)?.length, 1, `one PHI card, not two: ${hover}`);
    assert.match(hover, /Redact as \[PATIENT\]/);
    assert.match(hover, /Not PHI: add to the allow list/);
    await wb.screenshot('phi-hover');
    await wb.readmeShot('phi-hover', '.monaco-hover:not(.hidden)', { left: 260, top: 150, right: 200, bottom: 60 });
  });

  it('the status bar names the service: "Text Inference: local engine" (once the extension is active)', async () => {
    const text = await wb.waitForStatus('Text Inference: local engine');
    assert.doesNotMatch(text, /·/, 'no unexplained number while idle');
  });

  it('Find Concepts from the Text Inference submenu on a selection marks concepts with hover cards', async () => {
    await wb.selectText('paroxysmal atrial fibrillation, diabetes mellitus type 2, hypertension and chronic kidney disease');
    await wb.rightClickAt('diabetes mellitus', ['Text Inference', 'Find Concepts']);
    await wb.waitForStatus(/Found \d+ concepts/);
    // Clear the selection (click on a heading) so the concept decorations show in the picture.
    await wb.clickText('HISTORY OF PRESENT ILLNESS', { at: 'start' });
    const hover = await wb.hoverText('atrial fibrillation', { until: /UMLS:C\d+/ });
    assert.match(hover, /UMLS:C\d+/);
    assert.match(hover, /%/, 'scores as percentages');
    await wb.screenshot('concepts-hover');
    await wb.readmeShot('concepts-hover', '.monaco-hover:not(.hidden)', { left: 120, top: 60, right: 120, bottom: 40 });
  });

  it('the submenu is there without a selection too, and acts on the whole document', async () => {
    // No selection: a click, then an arrow key, which collapses any selection left behind.
    await wb.clickText('HOSPITAL COURSE', { at: 'start' });
    await wb.page.keyboard.press('ArrowRight');
    await wb.page.locator('.statusbar-item', { hasText: /^Ln \d+, Col \d+$/ }).first().waitFor({ state: 'visible' });
    const labels = await wb.contextMenuLabels('HOSPITAL COURSE');
    assert.ok(labels.includes('Text Inference'), labels.join(' | '));
    assert.ok(!labels.includes('Find Concepts'), 'the entries sit in the submenu, not flat in the menu');
    await wb.rightClickAt('HOSPITAL COURSE', ['Text Inference', 'Find Concepts']);
    // The selection run's summary may still be showing: wait for the whole note's, which finds many more.
    await wb.waitForStatus(/Found \d{2,} concepts/);
  });

  it('the quick fix names its target: "Redact \'Margaret A. Harlow\' as [PATIENT]"', async () => {
    const title = "Redact 'Margaret A. Harlow' as [PATIENT]";
    // Ctrl+. with the cursor in the name (clickText waits until it is there), until the menu lists the fix.
    await wb.codeActions(() => wb.clickText('Margaret A. Harlow'), { accept: (titles) => titles.some((t) => t.includes(title)) });
    // "Not PHI" sits in the same menu, naming the value it would allow.
    await wb.page.locator('.action-widget .monaco-list-row', { hasText: "Not PHI: add 'Margaret A. Harlow' (PATIENT) to the allow list" }).first().waitFor({ state: 'visible' });
    await wb.screenshot('quick-fix');
    await wb.readmeShot('quick-fix', '.action-widget', { left: 200, top: 60, right: 60, bottom: 20 });
    // The menu takes the keyboard (its pointer block swallows clicks): move to the entry, then Enter.
    await wb.runCodeAction(title);
    const text = await wb.waitForEditorText('the name replaced by its label', (t) => t.includes('[PATIENT]'));
    assert.ok(text.includes('Patient: [PATIENT]'), 'the name was replaced by its label');
    assert.ok(!text.includes('Margaret A. Harlow'));
  });

  it('on a selection of several items "Redact all N items in selection" comes first', async () => {
    // Right after the last test's edit the results may still be catching up with the document (the menu
    // then says "No code actions available", or lacks the selection's entry): ask again, as a user would,
    // with the line selected again each time (the Escape that closes the menu also drops the selection).
    const titles = await wb.codeActions(() => wb.selectLineOf('Admitted:'), { accept: (t) => t.some((x) => /^Redact all \d+ items in selection/.test(x)) });
    assert.match(titles[0] ?? '', /^Redact all \d+ items in selection/, titles.join(' | '));
    assert.ok(titles.some((t) => /^Redact '.+' as \[DATE\]/.test(t)), titles.join(' | '));
    await wb.page.keyboard.press('Escape');
    await wb.page.locator('.action-widget').first().waitFor({ state: 'hidden' });
  });

  it('the PHI & Concepts view lists PHI with its text and concepts grouped with counts; toolbar icons are distinct', async () => {
    // Clear the selection the last test left, so Find PHI covers the whole note.
    await wb.clickText('HOSPITAL COURSE', { at: 'start' });
    await wb.runCommand('Text Inference: Find PHI');
    await wb.waitForStatus(/Found \d+ PHI items/);
    await wb.runCommand('Explorer: Focus on PHI & Concepts View');
    // Fold the file list so the findings view has room in the picture.
    const files = wb.page.locator('.pane-header[aria-expanded="true"]', { hasText: /samples/i }).first();
    if (await files.isVisible()) await files.click();
    const view = wb.page.locator(VIEW).first();
    await view.locator('.monaco-list-row').first().waitFor({ state: 'visible' });
    // The tree renders its rows asynchronously after each click: wait for the state asserted, never read
    // the rows once (they may still hold the PHI children just folded).
    // Rows are read in their on-screen order (the list positions rows absolutely; DOM order is not the order
    // shown), so a failure message lists what a person would see.
    const shownRows = async (): Promise<string[]> =>
      view.locator('.monaco-list-row').evaluateAll((els) =>
        els
          .map((el) => ({ top: parseFloat((el as unknown as { style: { top: string } }).style.top) || 0, text: (el as unknown as { innerText: string }).innerText }))
          .sort((a, b) => a.top - b.top)
          .map((r) => r.text.replace(/\s+/g, ' ').trim()),
      );
    const rowsWhere = async (accept: (row: string) => boolean, what: string, beforeEachLook?: () => Promise<void>): Promise<void> => {
      await waitUntil(`the PHI & Concepts view: ${what}`, async () => {
        await beforeEachLook?.();
        const rows = await shownRows();
        return { ok: rows.some(accept), seen: rows.join(' | ') };
      });
    };
    // PHI comes first (concepts are already listed from the earlier run), so it is never below the fold. The
    // tree fills in after the run: wait until its top row is PHI's.
    await waitUntil('the PHI & Concepts view to list PHI first', async () => {
      const rows = await shownRows();
      return { ok: /^PHI \(\d+\)/.test(rows[0] ?? ''), seen: rows.join(' | ') };
    });
    // "03/02/2025 DATE · line 9": the matched text, then its type and line.
    await rowsWhere((r) => /^(?=.*[\da-z]).+? ?[A-Z][A-Z_]+ · line \d+$/.test(r), 'a PHI row shows its text');
    // Fold PHI to see the concepts below it.
    const phiRoot = view.locator('.monaco-list-row', { hasText: /^PHI \(\d+\)/ }).first();
    await phiRoot.click();
    await view.locator('.monaco-list-row', { hasText: /^Concepts \(\d+\)/ }).first().waitFor({ state: 'visible' });
    // A click that lands while the tree re-renders can be lost or taken by a row being replaced (a CI run
    // once showed PHI's dates still open under the folded roots): fold PHI and unfold Concepts until the
    // rows themselves say so, as a person would click again.
    const conceptsRoot = view.locator('.monaco-list-row', { hasText: /^Concepts \(\d+\)/ }).first();
    const foldPhi = async (): Promise<void> => {
      if ((await phiRoot.getAttribute('aria-expanded')) === 'true') await phiRoot.click();
      if ((await conceptsRoot.getAttribute('aria-expanded')) === 'false') await conceptsRoot.click();
    };
    await rowsWhere((r) => /×\d+$/.test(r), 'a repeated concept shows its count', foldPhi);
    await phiRoot.click();
    const actions = view.locator('.pane-header .actions .action-label');
    const icons: string[] = [];
    for (let i = 0; i < (await actions.count()); i++) icons.push(/codicon-[\w-]+/.exec((await actions.nth(i).getAttribute('class')) ?? '')?.[0] ?? '');
    assert.ok(icons.length >= 4, icons.join(' '));
    assert.equal(new Set(icons).size, icons.length, `distinct toolbar icons: ${icons.join(' ')}`);
    assert.ok(!icons.includes('codicon-eye') || !icons.includes('codicon-eye-closed'), 'no eye next to a closed eye');
    // The finished run's progress toast lingers a moment (VS Code avoids flicker); keep it out of the picture.
    await wb.page.locator('.notification-toast', { hasText: 'Finding PHI' }).waitFor({ state: 'hidden' });
    await wb.screenshot('findings-view');
    await wb.readmeShot('findings-view', '.part.sidebar', { right: 200, maxHeight: 560 });
  });

  it('Toggle Decorations hides and shows the highlights, and the status bar says which', async () => {
    const total = (counts: Record<string, number>): number => Object.values(counts).reduce((a, b) => a + b, 0);
    await wb.waitForDecorations((counts) => total(counts) > 0);
    await wb.runCommand('Text Inference: Toggle Decorations');
    await wb.waitForDecorations((counts) => total(counts) === 0);
    // Without the note, hidden highlights look like a note with nothing found.
    await wb.page.locator('.statusbar-item', { hasText: 'highlights hidden' }).first().waitFor({ state: 'visible' });
    await wb.runCommand('Text Inference: Toggle Decorations');
    await wb.waitForDecorations((counts) => total(counts) > 0);
    await wb.page.locator('.statusbar-item', { hasText: 'highlights shown' }).first().waitFor({ state: 'visible' });
  });

  it('Redact PHI first shows the change in a diff with counts per type; Cancel leaves the note as it was', async () => {
    const before = await wb.editorText();
    await wb.runCommand('Notifications: Clear All Notifications');
    await wb.runCommand('Text Inference: Redact PHI');
    const toast = await wb.waitForNotification(/Redact \d+ PHI items \(/);
    assert.match(toast, /\d+ PATIENT|\d+ DATE/);
    await wb.page.locator('.monaco-diff-editor').first().waitFor({ state: 'visible' });
    // The finished run's progress toast lingers a moment; keep it from covering the question in the picture.
    await wb.page.locator('.notification-toast', { hasText: 'Redacting PHI' }).waitFor({ state: 'hidden' });
    await wb.screenshot('redaction-preview');
    await wb.readmeShot('redaction-preview', '.monaco-diff-editor', { maxHeight: 320 });
    // A click the toast was not ready for is lost: click Cancel again while the diff is still there.
    const cancel = wb.page.locator('.notification-toast .monaco-button', { hasText: 'Cancel' }).first();
    const diff = wb.page.locator('.monaco-diff-editor').first();
    await retryUntil(
      'the redaction preview (diff) to close after Cancel',
      async (attempt) => {
        if (attempt === 1) await cancel.click();
        else if (await cancel.isVisible()) await cancel.click({ timeout: 2000 }).catch(() => undefined);
      },
      async () => ({ ok: !(await diff.isVisible()), seen: 'the diff still open' }),
    );
    assert.equal(await wb.editorText(), before, 'nothing changed');
  });

  it('the Get Started walkthrough opens the sample note as an untitled copy', async () => {
    await wb.runCommand('Welcome: Open Walkthrough...');
    await wb.pick('Get started with Text Inference');
    const page = wb.page.locator('.gettingStartedContainer').first();
    await page.getByText('Open a sample note').first().waitFor({ state: 'visible' });
    for (const step of ['Find PHI', 'Redact the copy', 'Connect a remote service (optional)']) {
      assert.ok(await page.getByText(step, { exact: true }).first().isVisible(), step);
    }
    await wb.screenshot('walkthrough');
    await page.getByRole('button', { name: 'Open Sample Note' }).first().click();
    // Named by the extension, not after its first line (the hospital, which is PHI).
    const tab = wb.page.locator('.editor-group-container .tab.active', { hasText: 'Sample note.txt' }).first();
    await tab.waitFor({ state: 'visible' });
    assert.ok(!/BRENDAN/i.test(await tab.innerText()), await tab.innerText());
    assert.ok((await wb.editorText()).includes('DISCHARGE SUMMARY'));
  });
});
