// The editor's right-click menu. VS Code renders it in a shadow root (playwright locators pierce it,
// document.querySelector does not) and computes its entries when it opens, so an entry contributed by
// an extension that is still loading can be missing: close and reopen until it shows up.
import type { Locator, Page } from 'playwright-core';
import type { Box } from './editor-text';
import { escapeRegExp } from './quick-input';
import { reached, seconds, waitUntil } from './wait';

const MENU = '.context-view .monaco-menu';

function menuItem(page: Page, label: string): Locator {
  const exact = new RegExp(`^\\s*${escapeRegExp(label)}\\s*$`);
  return page.locator(`${MENU} .action-item`).filter({ has: page.locator('.action-label', { hasText: exact }) }).first();
}

export async function openContextMenu(page: Page, at: Box, timeout: number): Promise<void> {
  await page.mouse.click(at.x + at.width / 2, at.y + at.height / 2, { button: 'right' });
  await page.locator(MENU).first().waitFor({ state: 'visible', timeout });
}

export async function menuLabels(page: Page): Promise<string[]> {
  const labels = await page.locator(`${MENU} .action-menu-item .action-label`).allTextContents();
  return labels.map((l) => l.trim()).filter(Boolean);
}

/**
 * Opens the menu at `at` until `first` is listed (or `timeout` passes); leaves the menu open. Each look waits
 * twice as long as the one before, and the menu is reopened only once the last one has closed.
 */
export async function openMenuWith(page: Page, at: () => Promise<Box>, first: string, timeout: number): Promise<void> {
  const started = Date.now();
  const left = (): number => Math.max(timeout - (Date.now() - started), 1000);
  for (let attempt = 1; ; attempt++) {
    if (attempt > 1) console.log(`      [e2e] reopening the context menu (${attempt}, after ${seconds(Date.now() - started)}): no ${JSON.stringify(first)} in it yet`);
    await page.locator(MENU).first().waitFor({ state: 'hidden', timeout: left() });
    await openContextMenu(page, await at(), left());
    const wait = Math.min(1000 * 2 ** (attempt - 1), left());
    if (await reached(menuItem(page, first).waitFor({ state: 'visible', timeout: wait }))) return;
    const shown = await menuLabels(page);
    await page.keyboard.press('Escape');
    if (Date.now() - started >= timeout) {
      throw new Error(`waited ${seconds(Date.now() - started)} (${attempt} tries) for a context menu with ${JSON.stringify(first)}; it shows: ${shown.join(' | ')}`);
    }
  }
}

/** The label of the menu entry that has the keyboard focus (menus live in a shadow root). */
async function focusedLabel(page: Page): Promise<string> {
  return page.evaluate(`(() => {
    let a = document.activeElement;
    while (a && a.shadowRoot && a.shadowRoot.activeElement) a = a.shadowRoot.activeElement;
    const label = a && a.querySelector ? a.querySelector('.action-label') : null;
    return label ? (label.textContent || '').trim() : '';
  })()`);
}

/**
 * Follows `path` through the open menu: hovering a top-level entry focuses it. Enter on an entry with a
 * submenu opens it; ArrowDown then walks the submenu by keyboard until the wanted entry has the focus (the
 * pointer would have to cross the parent menu, pulling the focus back; and a submenu's DOM sits inside its
 * parent entry, so "the focused entry" must be read from the keyboard focus). The last entry is run with
 * Enter, which menus accept at once (a synthetic click right after the menu opens can be swallowed by the
 * menu's guard against the right button's release).
 */
export async function chooseInMenu(page: Page, path: readonly string[], timeout: number): Promise<void> {
  for (const [i, label] of path.entries()) {
    const item = menuItem(page, label);
    await item.waitFor({ state: 'visible', timeout });
    if (i === 0) {
      await item.hover();
      const exact = new RegExp(`^\\s*${escapeRegExp(label)}\\s*$`);
      await page.locator(`${MENU} .action-item.focused`).filter({ has: page.locator('.action-label', { hasText: exact }) }).first().waitFor({ state: 'visible', timeout });
    } else {
      // Enter on the parent opened this submenu: the keyboard is in it once the focus has left the parent.
      const parent = path[i - 1]!;
      let focused = await waitUntil(
        `the submenu of ${JSON.stringify(parent)} to take the keyboard focus`,
        async () => {
          const now = await focusedLabel(page);
          return { ok: now !== '' && now !== parent, value: now, seen: now || 'no focused entry' };
        },
        timeout,
      );
      // One key at a time, each time waiting for the focus to move (keys sent faster can overshoot).
      for (let n = 0; n < 30 && focused !== label; n++) {
        const before = focused;
        await page.keyboard.press('ArrowDown');
        focused = await waitUntil(
          `the menu focus to move down from ${JSON.stringify(before)}`,
          async () => {
            const now = await focusedLabel(page);
            return { ok: now !== before, value: now, seen: now };
          },
          timeout,
        );
      }
      if (focused !== label) throw new Error(`submenu entry ${JSON.stringify(label)} never took the focus (last: ${JSON.stringify(focused)})`);
    }
    await page.keyboard.press('Enter');
  }
  await page.locator(MENU).first().waitFor({ state: 'hidden', timeout });
}
