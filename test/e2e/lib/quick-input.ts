// The quick input (Ctrl+P quick open, Ctrl+Shift+P command palette, extension quick picks), driven by
// keyboard and by clicking the row whose label matches exactly, as a user would.
import type { Locator, Page } from 'playwright-core';
import type { PageDocument, PageInput } from './page-dom';
import { reached, seconds } from './wait';

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
 * being registered is missing from it: close and reopen until the row shows up or `timeout` passes. Each
 * look waits twice as long as the one before (a loaded machine can take seconds to fill the list), and a
 * shortcut is sent only once the last quick input has closed (in an open one it means something else).
 */
export async function openAndFilter(page: Page, shortcut: string, value: string, label: string, timeout: number): Promise<Locator> {
  const started = Date.now();
  const left = (): number => Math.max(timeout - (Date.now() - started), 1);
  const input = quickInput(page);
  const row = quickInputRow(page, label);
  const widget = page.locator(WIDGET).first();
  let shown: string[] = [];
  for (let attempt = 1; ; attempt++) {
    if (attempt > 1) console.log(`      [e2e] reopening the quick input (${attempt}, after ${seconds(Date.now() - started)}): no row ${JSON.stringify(label)} for ${JSON.stringify(value)} yet`);
    await widget.waitFor({ state: 'hidden', timeout: left() }).catch(() => undefined);
    await page.keyboard.press(shortcut);
    const opened = await reached(input.waitFor({ state: 'visible', timeout: Math.min(left(), 2000 * 2 ** (attempt - 1)) }));
    if (opened) {
      await input.fill(value);
      const wait = Math.min(2000 * 2 ** (attempt - 1), left());
      if (await reached(row.waitFor({ state: 'visible', timeout: wait }))) return row;
      shown = (await page.locator(`${WIDGET} .quick-input-list .monaco-list-row .label-name`).allTextContents()).map((l) => l.trim());
      await page.keyboard.press('Escape');
    }
    if (Date.now() - started >= timeout) {
      throw new Error(`waited ${seconds(Date.now() - started)} (${attempt} tries) for a quick-input row labelled ${JSON.stringify(label)} for ${JSON.stringify(value)}; ${opened ? `shown: ${shown.join(' | ')}` : 'the quick input did not open'}`);
    }
  }
}

/** Labels of the rows the open quick input currently shows. */
export async function quickInputLabels(page: Page): Promise<string[]> {
  await page.locator(`${WIDGET} .quick-input-list .monaco-list-row`).first().waitFor({ state: 'visible' });
  const labels = await page.locator(`${WIDGET} .quick-input-list .monaco-list-row .label-name`).allTextContents();
  return labels.map((l) => l.trim());
}

/** True once the quick input has closed or shows something other than `value` (a follow-up pick). */
export async function quickInputDone(page: Page, value: string): Promise<boolean> {
  return page.evaluate(
    ({ widget, value }) => {
      const el = document.querySelector(widget);
      if (!el || el.style.display === 'none' || el.offsetParent === null) return true;
      const input = el.querySelector('.quick-input-box input') as PageInput | null;
      return input?.value !== value;
    },
    { widget: WIDGET, value },
  );
}
