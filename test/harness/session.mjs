// A running workbench for UI-driven runs (e2e tests, README screenshots): a temp copy of samples/ opened
// in code-server, with the repo loaded as an Extension Development Host, shown in headless Chromium.
import { join } from 'node:path';
import { launchChromium } from './browser.mjs';
import { remoteUri, startCodeServer, workbenchUrl } from './code-server.mjs';
import { REPO_ROOT } from './install-code-server.mjs';
import { makeTempWorkspace } from './workspace.mjs';

export { REPO_ROOT };

export async function openWorkbench(options = {}) {
  const extensionPath = options.extensionPath ?? process.env.TI_EXTENSION_PATH ?? REPO_ROOT;
  const ws = makeTempWorkspace('ti-e2e-', options.samples);
  const resultsDir = join(REPO_ROOT, 'test-results');
  let server;
  let chrome;
  const stop = async () => {
    await chrome?.close();
    await server?.stop();
    ws.remove();
  };
  try {
    server = await startCodeServer({
      logFile: options.logFile,
      settings: options.settings,
      env: { TI_REPO_ROOT: REPO_ROOT, TI_TEST_RESULTS: resultsDir, TI_WORKSPACE: ws.folder, ...options.env },
    });
    chrome = await launchChromium(options.viewport);
    const url = workbenchUrl(server.port, ws.folder, [
      ['extensionDevelopmentPath', remoteUri(server.port, extensionPath)],
      ['skipWelcome', 'true'],
    ]);
    await chrome.page.goto(url);
    // The workbench is usable once the status bar is up and the explorer shows the folder's tree.
    await chrome.page.locator('.monaco-workbench .part.statusbar').waitFor({ timeout: 60_000 });
    await chrome.page.locator('.explorer-folders-view').first().waitFor({ timeout: 60_000 });
  } catch (err) {
    await stop();
    throw err;
  }
  return { page: chrome.page, context: chrome.context, browser: chrome.browser, port: server.port, workspaceFolder: ws.folder, stop };
}
