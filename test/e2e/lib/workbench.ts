// The Workbench object an e2e test drives. See index.ts for the API overview.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Locator, Page } from 'playwright-core';
import type * as Session from '../../harness/session.mjs';
import type { OpenWorkbenchOptions, OpenedWorkbench } from '../../harness/session.mjs';
import { type Box, activeEditorSelector, cursorState, decorationCounts, revealText, selectedCount, visibleText } from './editor-text';
import type { PageDocument, PageSelect } from './page-dom';
import { chooseInMenu, menuLabels, openContextMenu, openMenuWith } from './context-menu';
import { README_MEDIA_DIR, RESULTS_DIR, SCREENSHOT_DIR, SESSION_MODULE } from './paths';
import { escapeRegExp, openAndFilter, quickInputDone, quickInputLabels, quickInputRow } from './quick-input';
import { STEP_TIMEOUT_MS, reached, retryUntil, waitUntil } from './wait';

export interface WaitOptions {
  timeout?: number;
}

declare const document: PageDocument;

const DEFAULT_TIMEOUT = STEP_TIMEOUT_MS;
const ACTION_ROWS = '.action-widget .monaco-list-row:not(.group-header)';
const NO_ACTIONS = 'No code actions available';

export class Workbench {
  readonly page: Page;
  /** Absolute path of the temp copy of samples/ opened as the workspace folder (edit freely). */
  readonly workspaceFolder: string;

  private constructor(private readonly opened: OpenedWorkbench) {
    this.page = opened.page;
    this.workspaceFolder = opened.workspaceFolder;
  }

  /** Starts code-server + Chromium with the repo as an Extension Development Host on a copy of samples/. */
  static async start(options: OpenWorkbenchOptions = {}): Promise<Workbench> {
    const session = (await import(pathToFileURL(SESSION_MODULE).href)) as typeof Session;
    // `npm run test:e2e` alone on a fresh clone: no earlier stage has made the results folder yet.
    mkdirSync(RESULTS_DIR, { recursive: true });
    const opened = await session.openWorkbench({ logFile: join(RESULTS_DIR, 'e2e-code-server.log'), ...options });
    // A playwright call given no timeout of its own (a click, a text read) gets the step budget too.
    opened.page.setDefaultTimeout(STEP_TIMEOUT_MS);
    return new Workbench(opened);
  }

  /** Quick Open (Ctrl+P) `name` (a file name in the workspace), Enter, and wait for its editor. */
  async openFile(name: string, { timeout = DEFAULT_TIMEOUT }: WaitOptions = {}): Promise<void> {
    const base = name.split('/').pop() ?? name;
    await openAndFilter(this.page, 'Control+P', name, base, timeout);
    await this.page.keyboard.press('Enter');
    const tab = this.page.locator('.editor-group-container.active .tab.active', { hasText: base });
    await tab.waitFor({ state: 'visible', timeout });
    await this.page.locator(`${activeEditorSelector} .view-lines .view-line`).first().waitFor({ state: 'visible', timeout });
  }

  /** Command palette (Ctrl+Shift+P), `>title`, pick the row titled exactly `title`. */
  async runCommand(title: string, { timeout = DEFAULT_TIMEOUT }: WaitOptions = {}): Promise<void> {
    const value = `>${title}`;
    const row = await openAndFilter(this.page, 'Control+Shift+P', value, title, timeout);
    // A click that lands while the list re-renders is lost (the palette stays open with the same text);
    // running the command closes the palette first, so clicking again can never run it twice.
    await retryUntil(
      `the command palette to run ${JSON.stringify(title)} (clicked its row)`,
      async (attempt) => {
        if (attempt === 1) await row.click({ timeout });
        // Again only while it is there (it may go between the look and the click: the effect decides).
        else if (await row.isVisible()) await row.click({ timeout: 2000 }).catch(() => undefined);
      },
      async () => ({ ok: await quickInputDone(this.page, value), seen: `the palette still shows ${JSON.stringify(value)}` }),
      { timeout },
    );
  }

  /** Labels the command palette lists for `>filter` once `expected` is among them (then closes it). */
  async paletteCommands(filter: string, expected: string = filter, { timeout = DEFAULT_TIMEOUT }: WaitOptions = {}): Promise<string[]> {
    await openAndFilter(this.page, 'Control+Shift+P', `>${filter}`, expected, timeout);
    const labels = await quickInputLabels(this.page);
    await this.page.keyboard.press('Escape');
    return labels;
  }

  /** Picks `label` in a quick pick a command has opened. */
  async pick(label: string, { timeout = DEFAULT_TIMEOUT }: WaitOptions = {}): Promise<void> {
    const row = quickInputRow(this.page, label);
    await row.waitFor({ state: 'visible', timeout });
    // The pick is taken when its row goes (the quick input closes or shows the next question).
    await retryUntil(
      `the quick pick to take ${JSON.stringify(label)} (clicked its row)`,
      async (attempt) => {
        if (attempt === 1) await row.click({ timeout });
        // Again only while it is there (it may go between the look and the click: the effect decides).
        else if (await row.isVisible()) await row.click({ timeout: 2000 }).catch(() => undefined);
      },
      async () => ({ ok: !(await row.isVisible()), seen: `the row ${JSON.stringify(label)} still shown` }),
      { timeout },
    );
  }

  /** Scrolls `text` into view in the active editor and returns its box on the page. */
  async locateText(text: string, occurrence = 0): Promise<Box> {
    return revealText(this.page, text, occurrence);
  }

  /** Selects `text` in the active editor by dragging the mouse over it. */
  async selectText(text: string, occurrence = 0, { timeout = DEFAULT_TIMEOUT }: WaitOptions = {}): Promise<void> {
    // The status bar counts the selected characters: drag again until it says the whole text is selected.
    await retryUntil(
      `a selection of the ${text.length} characters of ${JSON.stringify(text)}`,
      async () => {
        const box = await this.locateText(text, occurrence);
        const y = box.y + box.height / 2;
        await this.page.mouse.move(box.x + 1, y);
        await this.page.mouse.down();
        await this.page.mouse.move(box.x + box.width - 1, y, { steps: 5 });
        await this.page.mouse.up();
      },
      async () => {
        const n = await selectedCount(this.page);
        return { ok: n === text.length, seen: `${n ?? 'no'} characters selected` };
      },
      { timeout },
    );
  }

  /**
   * Clicks `text` in the active editor (its middle, or just inside its first character with `at: 'start'`)
   * and waits until the editor has the keyboard and its cursor is on that text; clicks again if the click was
   * lost (the editor not ready for it yet).
   */
  async clickText(text: string, { at = 'middle', occurrence = 0, timeout = DEFAULT_TIMEOUT }: WaitOptions & { at?: 'middle' | 'start'; occurrence?: number } = {}): Promise<void> {
    let box: Box | undefined;
    await retryUntil(
      `the editor's cursor on ${JSON.stringify(text)} after a click`,
      async () => {
        box = await this.locateText(text, occurrence);
        await this.page.mouse.click(at === 'start' ? box.x + 2 : box.x + box.width / 2, box.y + box.height / 2);
      },
      async () => {
        const state = await cursorState(this.page);
        const c = state?.box;
        const on = !!c && !!box && c.x >= box.x - 2 && c.x <= box.x + box.width + 2 && Math.abs(c.y + c.height / 2 - (box.y + box.height / 2)) < box.height;
        return { ok: !!state?.focused && on, seen: state ? `editor ${state.focused ? '' : 'not '}focused, cursor at ${JSON.stringify(c)}, text at ${JSON.stringify(box)}` : 'no editor' };
      },
      { timeout },
    );
  }

  /**
   * Selects the whole line that holds `text` (click at its start, Home, Shift+End) and waits until the status
   * bar counts a selection.
   */
  async selectLineOf(text: string, { timeout = DEFAULT_TIMEOUT }: WaitOptions = {}): Promise<void> {
    await retryUntil(
      `a selection of the line of ${JSON.stringify(text)}`,
      async () => {
        await this.clickText(text, { at: 'start', timeout });
        await this.page.keyboard.press('Home');
        await this.page.keyboard.press('Shift+End');
      },
      async () => {
        const n = await selectedCount(this.page);
        return { ok: (n ?? 0) > 0, seen: `${n ?? 'no'} characters selected` };
      },
      { timeout },
    );
  }

  /**
   * Opens the code-action menu (Ctrl+.) and returns the titles of its entries once `accept(titles)` holds.
   * `prepare` puts the cursor or selection in place (and must wait until it is): it runs before every try,
   * since a try ends with Escape, which closes a late menu but also collapses a selection. Ctrl+. is sent
   * only while no menu is open: in an open menu it is "accept the selected entry".
   */
  async codeActions(prepare: () => Promise<void>, { accept = (titles: string[]) => titles.length > 0, timeout = DEFAULT_TIMEOUT }: WaitOptions & { accept?: (titles: string[]) => boolean } = {}): Promise<string[]> {
    const rows = this.page.locator(ACTION_ROWS);
    const widget = this.page.locator('.action-widget').first();
    const none = this.page.getByText(NO_ACTIONS).first();
    const closeAll = async (): Promise<void> => {
      for (let i = 0; i < 3 && ((await widget.isVisible()) || (await none.isVisible())); i++) {
        await this.page.keyboard.press('Escape');
        await reached(widget.waitFor({ state: 'hidden', timeout: 2000 }));
      }
    };
    return retryUntil(
      'the code-action menu (Ctrl+.) with entries',
      async (attempt) => {
        if (attempt > 1) await closeAll();
        await prepare();
        // A menu still closing (the click in prepare closes it) must be gone before Ctrl+. is sent.
        await widget.waitFor({ state: 'hidden', timeout });
        await this.page.keyboard.press('Control+.');
      },
      async () => {
        if (await none.isVisible()) return { ok: false, seen: NO_ACTIONS };
        if (!(await rows.first().isVisible())) return { ok: false, seen: 'no menu' };
        const titles = (await rows.allInnerTexts()).map((t) => t.trim()).filter(Boolean);
        return { ok: accept(titles), value: titles, seen: titles.join(' | ') };
      },
      { tries: 4, timeout },
    );
  }

  /**
   * In the open code-action menu, moves the keyboard focus to the entry that contains `title` (one key at a
   * time, waiting for the focus to move each time) and runs it with Enter (its pointer block swallows clicks).
   */
  async runCodeAction(title: string, { timeout = DEFAULT_TIMEOUT }: WaitOptions = {}): Promise<void> {
    const focused = this.page.locator('.action-widget .monaco-list-row.focused').first();
    const count = await this.page.locator(ACTION_ROWS).count();
    let current = ((await focused.textContent({ timeout })) ?? '').trim();
    for (let i = 0; i <= count && !current.includes(title); i++) {
      const before = current;
      await this.page.keyboard.press('ArrowDown');
      current = await waitUntil(
        `the code-action menu's focus to move down from ${JSON.stringify(before)}`,
        async () => {
          const now = ((await focused.textContent({ timeout })) ?? '').trim();
          return { ok: now !== before, value: now, seen: now };
        },
        timeout,
      );
    }
    if (!current.includes(title)) throw new Error(`no code-action entry ${JSON.stringify(title)} took the focus (last: ${JSON.stringify(current)})`);
    await this.page.keyboard.press('Enter');
    await this.page.locator('.action-widget').first().waitFor({ state: 'hidden', timeout });
  }

  /** Waits until the visible lines of the active editor satisfy `accept`; returns them. */
  async waitForEditorText(what: string, accept: (text: string) => boolean, { timeout = DEFAULT_TIMEOUT }: WaitOptions = {}): Promise<string> {
    return waitUntil(
      `the editor text: ${what}`,
      async () => {
        const text = await visibleText(this.page);
        return { ok: accept(text), value: text, seen: text.slice(0, 400) };
      },
      timeout,
    );
  }

  /** Right-clicks `text` and runs the context-menu entry; `menuPath` may go through submenus. */
  async rightClickAt(text: string, menuPath: string | readonly string[], { timeout = DEFAULT_TIMEOUT }: WaitOptions = {}): Promise<void> {
    const path = typeof menuPath === 'string' ? [menuPath] : menuPath;
    await openMenuWith(this.page, () => this.locateText(text), path[0]!, timeout);
    await chooseInMenu(this.page, path, timeout);
  }

  /**
   * Right-clicks an element (a view's row, say) and opens its context menu until `first` is listed; with
   * `run`, runs that entry. Leaves the menu open otherwise (for a screenshot; Escape closes it).
   */
  async rightClickElement(element: Locator, first: string, { run = false, timeout = DEFAULT_TIMEOUT }: WaitOptions & { run?: boolean } = {}): Promise<string[]> {
    await element.waitFor({ state: 'visible', timeout });
    await openMenuWith(
      this.page,
      async () => {
        const box = await element.boundingBox();
        if (!box) throw new Error('the element has no box on the page');
        return { x: box.x, y: box.y, width: Math.min(box.width, 120), height: box.height };
      },
      first,
      timeout,
    );
    const labels = await menuLabels(this.page);
    if (run) await chooseInMenu(this.page, [first], timeout);
    return labels;
  }

  /** Right-clicks `text` and returns the context menu's entry labels (then closes the menu). */
  async contextMenuLabels(text: string, { timeout = DEFAULT_TIMEOUT }: WaitOptions = {}): Promise<string[]> {
    await openContextMenu(this.page, await this.locateText(text), timeout);
    const labels = await menuLabels(this.page);
    await this.page.keyboard.press('Escape');
    return labels;
  }

  /** Moves the mouse over `text`, waits for the editor hover and returns its text. */
  /**
   * Moves the mouse over `text`, waits for the editor hover (until its text matches `until`, when given: its
   * providers answer one by one) and returns its text. A hover that does not come (the mouse arrived before
   * the editor was ready) is asked for again: the mouse leaves and comes back.
   */
  async hoverText(text: string, { timeout = DEFAULT_TIMEOUT, occurrence = 0, until }: WaitOptions & { occurrence?: number; until?: RegExp } = {}): Promise<string> {
    const hover = this.page.locator('.monaco-hover:not(.hidden) .monaco-hover-content').filter({ visible: true }).first();
    const shown = await retryUntil(
      `the editor hover over ${JSON.stringify(text)}${until ? ` to match ${until}` : ''}`,
      async () => {
        await this.dismissHover();
        const box = await this.locateText(text, occurrence);
        await this.page.mouse.move(box.x + box.width / 2, box.y + box.height / 2, { steps: 3 });
      },
      async () => {
        const content = (await hover.isVisible()) ? (await hover.innerText().catch(() => '')).trim() : '';
        const ok = content !== '' && !/^Loading\.\.\.$/.test(content) && (!until || until.test(content));
        return { ok, value: content, seen: content || 'no hover' };
      },
      { timeout },
    );
    // The hover fades in: wait for its animations to end, so a screenshot shows it fully.
    await hover.evaluate((el: unknown) => {
      const box = (el as { closest(s: string): { getAnimations(o: { subtree: boolean }): { finished: Promise<unknown> }[] } | null }).closest('.monaco-hover');
      return Promise.all((box?.getAnimations({ subtree: true }) ?? []).map((a) => a.finished.catch(() => undefined)));
    });
    return shown;
  }

  /** Counts of extension decoration classes (`ced-*`) in the active editor's visible lines. */
  async decorationCounts(): Promise<Record<string, number>> {
    return decorationCounts(this.page);
  }

  /** Waits until `accept(counts)` holds (e.g. `(c) => Object.keys(c).length > 0`); returns the counts. */
  async waitForDecorations(accept: (counts: Record<string, number>) => boolean, { timeout = DEFAULT_TIMEOUT }: WaitOptions = {}): Promise<Record<string, number>> {
    return waitUntil(
      'the decorations to reach the expected state',
      async () => {
        const counts = await decorationCounts(this.page);
        return { ok: accept(counts), value: counts, seen: counts };
      },
      timeout,
    );
  }

  /** Text of the visible lines of the active editor. */
  async editorText(): Promise<string> {
    return visibleText(this.page);
  }

  /** Name of the output channel the Output panel shows (waits until it is `name` when given). */
  async outputChannel(name?: string, { timeout = DEFAULT_TIMEOUT }: WaitOptions = {}): Promise<string> {
    const read = (): string => {
      const selects = [...document.querySelectorAll('.part.panel select.monaco-select-box')] as PageSelect[];
      const shown = selects.find((s) => s.offsetParent !== null) ?? selects[0];
      return shown ? (shown.options[shown.selectedIndex]?.text ?? '') : '';
    };
    if (name !== undefined) {
      await this.page.waitForFunction(`(${read.toString()})() === ${JSON.stringify(name)}`, undefined, { timeout });
    }
    return this.page.evaluate(read);
  }

  /** Waits for a notification toast matching `pattern` and returns its text. */
  async waitForNotification(pattern: RegExp | string, { timeout = DEFAULT_TIMEOUT }: WaitOptions = {}): Promise<string> {
    const hasText = typeof pattern === 'string' ? new RegExp(escapeRegExp(pattern)) : pattern;
    const toast = this.page.locator('.notification-toast', { hasText }).first();
    await toast.waitFor({ state: 'visible', timeout });
    return (await toast.innerText()).trim();
  }

  /** Waits for a status bar entry matching `pattern` (routine summaries go there) and returns its text. */
  async waitForStatus(pattern: RegExp | string, { timeout = DEFAULT_TIMEOUT }: WaitOptions = {}): Promise<string> {
    const hasText = typeof pattern === 'string' ? new RegExp(escapeRegExp(pattern)) : pattern;
    const item = this.page.locator('.part.statusbar .statusbar-item', { hasText }).first();
    await item.waitFor({ state: 'visible', timeout });
    return (await item.innerText()).trim();
  }

  /** Texts of the visible notification toasts. */
  async toasts(): Promise<string[]> {
    return (await this.page.locator('.notification-toast').allInnerTexts()).map((t) => t.trim());
  }

  /**
   * Saves a small JPEG of the region around `selector` (padded by `pad` px, within the page) to
   * media/readme/<name>.jpg: the packaged README's pictures, which must stay small.
   */
  async readmeShot(name: string, selector: string, pad: { left?: number; top?: number; right?: number; bottom?: number; maxHeight?: number } = {}): Promise<string> {
    mkdirSync(README_MEDIA_DIR, { recursive: true });
    const box = await this.page.locator(selector).first().boundingBox();
    if (!box) throw new Error(`nothing to photograph at ${selector}`);
    const size = this.page.viewportSize() ?? { width: 1600, height: 1000 };
    const x = Math.max(0, box.x - (pad.left ?? 0));
    const y = Math.max(0, box.y - (pad.top ?? 0));
    const width = Math.min(size.width - x, box.width + (pad.left ?? 0) + (pad.right ?? 0));
    const height = Math.min(size.height - y, box.height + (pad.top ?? 0) + (pad.bottom ?? 0), pad.maxHeight ?? Infinity);
    const path = join(README_MEDIA_DIR, `${name}.jpg`);
    await this.page.screenshot({ path, type: 'jpeg', quality: 60, clip: { x, y, width, height } });
    return path;
  }

  /** Saves a PNG of the page (or of `selector`) to docs/screenshots/<name>.png; returns its path. */
  async screenshot(name: string, options: { selector?: string } = {}): Promise<string> {
    mkdirSync(SCREENSHOT_DIR, { recursive: true });
    const path = join(SCREENSHOT_DIR, `${name}.png`);
    if (options.selector) await this.page.locator(options.selector).first().screenshot({ path });
    else await this.page.screenshot({ path });
    return path;
  }

  /** Closes Chromium, stops code-server and removes the temp dirs. Safe to call twice. */
  async stop(): Promise<void> {
    await this.opened.stop();
  }

  private async dismissHover(): Promise<void> {
    const gutter = this.page.locator(`${activeEditorSelector} .margin`).first();
    const box = await gutter.boundingBox();
    if (box) await this.page.mouse.move(box.x + 2, box.y + 2);
    await this.page.keyboard.press('Escape');
  }
}
