// Checks a running demo as a user would see it: the workbench opens with the sample notes in the
// explorer and the extension active (its "Show Log" command runs and its output channel appears).
/* global document -- functions passed to page.waitForFunction run in the workbench page */
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { launchChromium } from './browser.mjs';

export async function verifyDemo(url, screenshotPath) {
  const chrome = await launchChromium();
  const { page } = chrome;
  try {
    await page.goto(url);
    await page.locator('.explorer-folders-view .monaco-list-row', { hasText: 'discharge-summary-harlow.txt' }).waitFor({ timeout: 60_000 });
    // Open a note so the screenshot shows one, then prove activation through the palette.
    await pickFromQuickInput(page, 'Control+P', 'discharge-summary-harlow.txt', 'discharge-summary-harlow.txt');
    await page.locator('.editor-group-container.active .monaco-editor .view-line').first().waitFor();
    await pickFromQuickInput(page, 'Control+Shift+P', '>Text Inference: Show Log', 'Text Inference: Show Log');
    await page.waitForFunction(() => {
      const selects = [...document.querySelectorAll('.part.panel select.monaco-select-box')];
      return selects.some((s) => s.options[s.selectedIndex]?.text === 'Text Inference');
    }, undefined, { timeout: 30_000 });
    mkdirSync(dirname(screenshotPath), { recursive: true });
    await page.waitForTimeout(500);
    await page.screenshot({ path: screenshotPath });
    return screenshotPath;
  } finally {
    await chrome.close();
  }
}

/** Opens the quick input, types `value`, and clicks the row labelled `label`, reopening while it is missing. */
async function pickFromQuickInput(page, shortcut, value, label) {
  const input = page.locator('.quick-input-widget .quick-input-box input').first();
  const row = page.locator('.quick-input-widget .monaco-list-row').filter({ has: page.locator('.label-name', { hasText: label }) }).first();
  const deadline = Date.now() + 30_000;
  for (;;) {
    await page.keyboard.press(shortcut);
    await input.waitFor();
    await input.fill(value);
    if (await row.waitFor({ timeout: 2000 }).then(() => true, () => false)) break;
    await page.keyboard.press('Escape');
    if (Date.now() > deadline) throw new Error(`"${label}" never appeared in the quick input`);
  }
  await row.click();
}
