#!/usr/bin/env node
// Runs the integration suites inside the real VS Code Node extension host (code-server + headless
// Chromium), streams mocha's spec lines as they arrive and exits with the runner's code: non-zero on a
// failing test, a runner that fails to load, or a timeout (a screenshot goes to test-results/).
//
// With --untrusted the folder opens in Restricted Mode (workspace trust on) and only the suites written
// for it run (their names contain "untrusted workspace"; they define no tests in a trusted run).
//
// Usage: node test/harness/run-integration.mjs [--timeout <seconds>] [--grep <pattern>] [--untrusted]
//          [--extension <dir>] [--tests <runner.js>]     (defaults: the repo, out/test/integration/index.js)
import { existsSync, mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { launchChromium } from './browser.mjs';
import { REPO_ROOT, ensureCodeServer } from './install-code-server.mjs';
import { remoteUri, startCodeServer, workbenchUrl } from './code-server.mjs';
import { createAutomationLog, tailLines } from './output.mjs';
import { makeTempWorkspace } from './workspace.mjs';

const { values: opts } = parseArgs({
  options: {
    timeout: { type: 'string', default: '600' },
    grep: { type: 'string' },
    untrusted: { type: 'boolean', default: false },
    extension: { type: 'string', default: REPO_ROOT },
    tests: { type: 'string', default: join(REPO_ROOT, 'out', 'test', 'integration', 'index.js') },
  },
});

const RESULTS = join(REPO_ROOT, 'test-results');
const say = (line) => process.stdout.write(`[integration] ${line}\n`);

async function main() {
  const started = Date.now();
  const extensionPath = resolve(opts.extension);
  const testsPath = resolve(opts.tests);
  if (!existsSync(testsPath)) {
    say(`test runner not found: ${testsPath} (build first: node esbuild.mjs --tests)`);
    return 1;
  }
  mkdirSync(RESULTS, { recursive: true });
  await ensureCodeServer();
  const serverStarting = Date.now();

  const ws = makeTempWorkspace('ti-integration-');
  const automation = createAutomationLog(join(RESULTS, `integration${opts.untrusted ? '-untrusted' : ''}-workbench.log`));
  const grep = opts.grep ?? (opts.untrusted ? 'untrusted workspace' : undefined);
  const server = await startCodeServer({
    workspaceTrust: opts.untrusted,
    logFile: join(RESULTS, `integration${opts.untrusted ? '-untrusted' : ''}-code-server.log`),
    env: {
      TI_REPO_ROOT: REPO_ROOT,
      TI_TEST_RESULTS: RESULTS,
      TI_WORKSPACE: ws.folder,
      TI_MOCHA_OUTPUT: ws.mochaOutput,
      ...(grep ? { TI_TEST_GREP: grep } : {}),
      ...(opts.untrusted ? { TI_UNTRUSTED: '1' } : {}),
    },
  });
  const serverReady = Date.now();
  const chrome = await launchChromium();
  const tail = tailLines(ws.mochaOutput, (line) => process.stdout.write(`${line}\n`));
  try {
    const exit = new Promise((resolveExit) => {
      void chrome.context.exposeFunction('codeAutomationExit', (code) => resolveExit({ code: Number(code) }));
      void chrome.context.exposeFunction('codeAutomationLog', (type, args) => automation.write(type, args));
      chrome.page.on('crash', () => resolveExit({ code: 1, reason: 'the workbench page crashed' }));
      chrome.browser.on('disconnected', () => resolveExit({ code: 1, reason: 'Chromium disconnected' }));
    });
    const timeoutMs = Number(opts.timeout) * 1000;
    let timer;
    const timedOut = new Promise((r) => (timer = setTimeout(() => r({ code: 1, reason: 'timeout' }), timeoutMs)));

    const url = workbenchUrl(server.port, ws.folder, [
      ['extensionDevelopmentPath', remoteUri(server.port, extensionPath)],
      ['extensionTestsPath', remoteUri(server.port, testsPath)],
      ['skipWelcome', 'true'],
    ]);
    say(`code-server ready on port ${server.port} in ${secs(serverReady - serverStarting)}; opening the workbench`);
    await chrome.page.goto(url);
    const result = await Promise.race([exit, timedOut]);
    clearTimeout(timer);
    await tail.flush();

    if (result.reason === 'timeout') {
      const shot = join(RESULTS, 'integration-timeout.png');
      await chrome.page.screenshot({ path: shot }).catch(() => {});
      say(`TIMEOUT after ${opts.timeout} s; screenshot: ${shot}`);
    } else if (result.reason) {
      say(`FAILED: ${result.reason}`);
    }
    if (result.code !== 0 && !tail.sawAny()) {
      say('the test runner did not start or failed to load; last workbench errors:');
      for (const line of automation.lastErrors(15)) process.stdout.write(`  ${line}\n`);
    }
    say(`exit ${result.code} after ${secs(Date.now() - started)} (workbench log: ${automation.path})`);
    return result.code === 0 ? 0 : 1;
  } finally {
    tail.stop();
    await chrome.close();
    await server.stop();
    automation.close();
    ws.remove();
  }
}

const secs = (ms) => `${(ms / 1000).toFixed(1)} s`;

main().then(
  (code) => process.exit(code),
  (err) => {
    say(`harness error: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}`);
    process.exit(1);
  },
);
