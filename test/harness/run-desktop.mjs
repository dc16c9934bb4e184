#!/usr/bin/env node
// `npm run test:desktop`: the same integration suites in desktop VS Code through @vscode/test-electron,
// for machines that can download VS Code (it caches the download in .vscode-test/). On machines that
// cannot (only the npm registry reachable), use `npm run test:integration`, which runs code-server.
import { join } from 'node:path';
import { runTests } from '@vscode/test-electron';
import { REPO_ROOT } from './install-code-server.mjs';
import { makeTempWorkspace } from './workspace.mjs';

const VSCODE_VERSION = process.env.TI_VSCODE_VERSION ?? '1.100.3';

async function main() {
  const ws = makeTempWorkspace('ti-desktop-'); // tests may create and edit files: never the repo's samples
  try {
    await runTests({
      version: VSCODE_VERSION,
      extensionDevelopmentPath: REPO_ROOT,
      extensionTestsPath: join(REPO_ROOT, 'out', 'test', 'integration', 'index.js'),
      launchArgs: [ws.folder, '--disable-extensions', '--disable-workspace-trust'],
      extensionTestsEnv: { TI_REPO_ROOT: REPO_ROOT, TI_TEST_RESULTS: join(REPO_ROOT, 'test-results'), TI_WORKSPACE: ws.folder },
    });
    return 0;
  } catch (err) {
    const message = err instanceof Error ? err.message : String(err);
    if (/download|ENOTFOUND|EAI_AGAIN|ECONNREFUSED|ETIMEDOUT|getaddrinfo|fetch failed|update\.code\.visualstudio\.com|socket/i.test(message)) {
      console.error(`[desktop] could not download VS Code ${VSCODE_VERSION} (${message}).`);
      console.error('[desktop] This machine cannot reach update.code.visualstudio.com; run the same suites in');
      console.error('[desktop] code-server instead: npm run test:integration');
    } else {
      console.error(`[desktop] integration tests failed: ${message}`);
    }
    return 1;
  } finally {
    ws.remove();
  }
}

process.exit(await main());
