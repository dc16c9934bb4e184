// Launches Debian's Chromium through playwright-core with the flags proven on these machines
// (../shared/harness/README.md). Playwright gives it a fresh temporary profile; the process is also
// registered for cleanup so a crash or Ctrl+C never leaves a browser running.
import { chromium } from 'playwright-core';
import { onCleanup, killTree } from './cleanup.mjs';

export const CHROMIUM_PATH = process.env.TI_CHROMIUM ?? '/usr/bin/chromium';

const FLAGS = [
  '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-quic', '--no-first-run',
  '--disable-background-networking', '--disable-component-update', '--disable-sync',
];

/**
 * @param {{ width?: number, height?: number }} [options]
 * @returns {Promise<{ browser: import('playwright-core').Browser, context: import('playwright-core').BrowserContext,
 *                    page: import('playwright-core').Page, close: () => Promise<void> }>}
 */
export async function launchChromium(options = {}) {
  // launchServer (rather than launch) exposes the browser's pid, so our own exit handler can kill it.
  const server = await chromium.launchServer({ executablePath: CHROMIUM_PATH, headless: true, args: FLAGS });
  const pid = server.process().pid;
  const removeCleanup = onCleanup(() => killTree(pid));
  const browser = await chromium.connect(server.wsEndpoint());
  const context = await browser.newContext({ viewport: { width: options.width ?? 1400, height: options.height ?? 900 } });
  const page = await context.newPage();
  let closed = false;
  const close = async () => {
    if (closed) return;
    closed = true;
    await Promise.race([server.close().catch(() => {}), new Promise((r) => setTimeout(r, 5000))]);
    killTree(pid);
    removeCleanup();
  };
  return { browser, context, page, close };
}
