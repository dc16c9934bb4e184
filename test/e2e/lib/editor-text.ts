// Finding text in the active editor's rendered lines, by geometry, the way a user points at it.
// Monaco renders only the visible lines, one `.view-line` each, with spaces as U+00A0; a DOM Range over
// the matching characters gives the box to move the mouse to.
import type { Page } from 'playwright-core';
import type { PageDocument, PageText } from './page-dom';
import { STEP_TIMEOUT_MS, retryUntil, waitUntil } from './wait';

declare const document: PageDocument;

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

const ACTIVE_EDITOR = '.editor-group-container.active .monaco-editor';

/** The box of the `occurrence`-th (0-based) rendered occurrence of `text`, or undefined if not rendered. */
export async function findTextBox(page: Page, text: string, occurrence = 0): Promise<Box | undefined> {
  return page.evaluate(
    ({ selector, text, occurrence }) => {
      const editor = document.querySelector(selector) ?? document.querySelector('.monaco-editor');
      if (!editor) return undefined;
      const lines = [...editor.querySelectorAll('.view-lines .view-line')].sort(
        (a, b) => a.getBoundingClientRect().top - b.getBoundingClientRect().top,
      );
      let seen = 0;
      for (const line of lines) {
        const nodes: PageText[] = [];
        const walker = document.createTreeWalker(line, 4 /* NodeFilter.SHOW_TEXT */);
        for (let n = walker.nextNode(); n; n = walker.nextNode()) nodes.push(n as PageText);
        const full = nodes.map((n) => n.data).join('').replace(/\u00a0/g, ' ');
        for (let at = full.indexOf(text); at >= 0; at = full.indexOf(text, at + 1)) {
          if (seen++ < occurrence) continue;
          const range = document.createRange();
          const locate = (offset: number): [PageText, number] => {
            let rest = offset;
            for (const node of nodes) {
              if (rest <= node.data.length) return [node, rest];
              rest -= node.data.length;
            }
            const last = nodes[nodes.length - 1]!;
            return [last, last.data.length];
          };
          range.setStart(...locate(at));
          range.setEnd(...locate(at + text.length));
          const r = range.getBoundingClientRect();
          return { x: r.left, y: r.top, width: r.width, height: r.height };
        }
      }
      return undefined;
    },
    { selector: ACTIVE_EDITOR, text, occurrence },
  );
}

/** Scrolls the active editor until `text` is rendered (via the Find widget) and returns its box. */
export async function revealText(page: Page, text: string, occurrence = 0, timeout: number = STEP_TIMEOUT_MS): Promise<Box> {
  const box = await findTextBox(page, text, occurrence);
  if (box) return box;
  const editor = page.locator(ACTIVE_EDITOR).first();
  const find = page.locator(`${ACTIVE_EDITOR} .find-widget textarea, ${ACTIVE_EDITOR} .find-widget input`).first();
  // Ctrl+F reaches the Find widget only once the editor has the keyboard: click into it, ask again if needed.
  await retryUntil(
    `the Find widget of the active editor (to scroll ${JSON.stringify(text)} into view)`,
    async () => {
      await editor.click({ position: { x: 5, y: 5 }, timeout });
      await page.keyboard.press('Control+F');
    },
    async () => ({ ok: await find.isVisible(), seen: 'no Find widget' }),
    { timeout },
  );
  await find.fill(text);
  await page.keyboard.press('Enter');
  await page.keyboard.press('Escape');
  return waitUntil(
    `${JSON.stringify(text)} to be rendered in the active editor`,
    async () => {
      const found = await findTextBox(page, text, occurrence);
      return found ? { ok: true, value: found } : { ok: false, seen: (await visibleText(page)).slice(0, 300) };
    },
    timeout,
  );
}

/**
 * Where the active editor's (primary) cursor is drawn on the page, and whether that editor has the keyboard
 * focus; undefined when there is no editor. (After a selection, the cursor sits at the selection's end.)
 */
export async function cursorState(page: Page): Promise<{ focused: boolean; box: Box | undefined } | undefined> {
  return page.evaluate((selector) => {
    const editor = document.querySelector(selector) ?? document.querySelector('.monaco-editor');
    if (!editor) return undefined;
    const focused = [...editor.classList].includes('focused');
    const cursor = editor.querySelector('.cursors-layer .cursor');
    if (!cursor) return { focused, box: undefined };
    const r = cursor.getBoundingClientRect();
    return { focused, box: { x: r.left, y: r.top, width: r.width, height: r.height } };
  }, ACTIVE_EDITOR);
}

/** The selection size the status bar shows ("Ln 9, Col 63 (62 selected)"): 0 without a selection. */
export async function selectedCount(page: Page): Promise<number | undefined> {
  const items = await page.locator('.part.statusbar .statusbar-item', { hasText: /^\s*Ln \d+, Col \d+/ }).allInnerTexts();
  const text = items[0];
  if (text === undefined) return undefined;
  return Number(/\((\d+) selected\)/.exec(text)?.[1] ?? 0);
}

/** Text of the rendered (visible) lines of the active editor, top to bottom. */
export async function visibleText(page: Page): Promise<string> {
  return page.evaluate((selector) => {
    const editor = document.querySelector(selector) ?? document.querySelector('.monaco-editor');
    if (!editor) return '';
    return [...editor.querySelectorAll('.view-lines .view-line')]
      .sort((a, b) => a.getBoundingClientRect().top - b.getBoundingClientRect().top)
      .map((l) => (l.textContent ?? '').replace(/\u00a0/g, ' '))
      .join('\n');
  }, ACTIVE_EDITOR);
}

/**
 * Counts of extension decoration classes in the active editor's rendered lines. VS Code gives each
 * extension decoration type generated class names (`ced-<id>-<n>`), so counts are keyed by those.
 */
export async function decorationCounts(page: Page): Promise<Record<string, number>> {
  return page.evaluate((selector) => {
    const editor = document.querySelector(selector) ?? document.querySelector('.monaco-editor');
    const counts: Record<string, number> = {};
    if (!editor) return counts;
    const scopes = editor.querySelectorAll('.view-overlays, .margin-view-overlays, .view-lines');
    for (const scope of scopes) {
      for (const el of scope.querySelectorAll('[class*="ced-"]')) {
        for (const cls of el.classList) if (cls.startsWith('ced-')) counts[cls] = (counts[cls] ?? 0) + 1;
      }
    }
    return counts;
  }, ACTIVE_EDITOR);
}

export const activeEditorSelector = ACTIVE_EDITOR;
