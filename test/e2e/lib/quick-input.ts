// The quick input (Ctrl+P quick open, Ctrl+Shift+P command palette, extension quick picks), driven by
// keyboard and by clicking the row whose label matches exactly, as a user would.
import type { Locator, Page } from 'playwright-core';
import type { PageDocument, PageInput } from './page-dom';

declare const document: PageDocument;

const WIDGET = '.quick-input-widget';

export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

export function quickInput(page: Page): Locator {
  return page.locator(`${WIDGET} .quick-input-box input`).first();
}

/** The visible quick-input row whose label is exactly `label`. */
export function quickInputRow(page: Page, label: string): Locator {
  const exact = new RegExp(`^\\s*${escapeRegExp(label)}\\s*$`);
  return page
    .locator(`${WIDGET} .quick-input-list .monaco-list-row`)
    .filter({ has: page.locator('.label-name', { hasText: exact }) })
    .first();
}

/**
 * Opens a quick input with `shortcut`, replaces its value with `value` and waits for the row `label`.
 * The palette's list is computed when it opens, so a command contributed by an extension that is still
 * being registered is missing from it: close and reopen until the row shows up or `timeout` passes.
 */
export async function openAndFilter(page: Page, shortcut: string, value: string, label: string, timeout: number): Promise<Locator> {
  const deadline = Date.now() + timeout;
  const input = quickInput(page);
  const row = quickInputRow(page, label);
  for (let attempt = 1; ; attempt++) {
    await page.keyboard.press(shortcut);
    await input.waitFor({ state: 'visible', timeout: Math.max(1000, deadline - Date.now()) });
    await input.fill(value);
    const wait = Math.min(500 * attempt, 3000, Math.max(deadline - Date.now(), 1));
    const found = await row.waitFor({ state: 'visible', timeout: wait }).then(() => true, () => false);
    if (found) return row;
    await page.keyboard.press('Escape');
    if (Date.now() >= deadline) {
      const shown = await page.locator(`${WIDGET} .quick-input-list .monaco-list-row .label-name`).allTextContents();
      throw new Error(`no quick-input row labelled ${JSON.stringify(label)} for ${JSON.stringify(value)}; shown: ${shown.join(' | ')}`);
    }
  }
}

/** Labels of the rows the open quick input currently shows. */
export async function quickInputLabels(page: Page): Promise<string[]> {
  await page.locator(`${WIDGET} .quick-input-list .monaco-list-row`).first().waitFor({ state: 'visible' });
  const labels = await page.locator(`${WIDGET} .quick-input-list .monaco-list-row .label-name`).allTextContents();
  return labels.map((l) => l.trim());
}

/** Resolves once the quick input has closed or shows something other than `value` (a follow-up pick). */
export async function waitForQuickInputDone(page: Page, value: string, timeout: number): Promise<void> {
  await page.waitForFunction(
    ({ widget, value }) => {
      const el = document.querySelector(widget);
      if (!el || el.style.display === 'none' || el.offsetParent === null) return true;
      const input = el.querySelector('.quick-input-box input') as PageInput | null;
      return input?.value !== value;
    },
    { widget: WIDGET, value },
    { timeout },
  );
}
