#!/usr/bin/env node
// Runs the e2e suites (out/test/e2e/**/*.e2e.js) with mocha on plain Node; each suite drives the real
// workbench through test/e2e/lib (code-server + headless Chromium). Prints `e2e: N passed, N failed` last.
//
// Usage: node test/harness/run-e2e.mjs [--grep <pattern>]
import { existsSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { REPO_ROOT, ensureCodeServer } from './install-code-server.mjs';

const Mocha = createRequire(import.meta.url)('mocha');
const { values: opts } = parseArgs({ options: { grep: { type: 'string' } } });
const E2E_OUT = join(REPO_ROOT, 'out', 'test', 'e2e');

function e2eFiles() {
  if (!existsSync(E2E_OUT)) return [];
  return readdirSync(E2E_OUT, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.e2e.js'))
    .map((f) => join(E2E_OUT, f))
    .sort();
}

async function main() {
  const files = e2eFiles();
  if (files.length === 0) {
    console.log(`[e2e] no *.e2e.js under ${E2E_OUT} (build first: node esbuild.mjs --tests)`);
    console.log('e2e: 0 passed, 1 failed');
    return 1;
  }
  await ensureCodeServer(); // before mocha, so an install never eats a test's timeout
  process.env.TI_REPO_ROOT = REPO_ROOT;
  // A test's (and hook's) budget: the one the suites use, from the compiled test library (the per-step budget
  // times ten, TI_E2E_STEP_TIMEOUT_MS / TI_E2E_TEST_TIMEOUT_MS override them).
  const { STEP_TIMEOUT_MS, TEST_TIMEOUT_MS } = createRequire(import.meta.url)(join(E2E_OUT, 'lib', 'wait.js'));
  console.log(`[e2e] waits: ${STEP_TIMEOUT_MS / 1000} s a step, ${TEST_TIMEOUT_MS / 1000} s a test`);
  const mocha = new Mocha({ ui: 'bdd', reporter: 'spec', color: false, timeout: TEST_TIMEOUT_MS, ...(opts.grep ? { grep: opts.grep } : {}) });
  for (const f of files) mocha.addFile(f);
  const started = Date.now();
  const { passes, failures } = await new Promise((resolve) => {
    const runner = mocha.run((failed) => resolve({ passes: runner.stats?.passes ?? 0, failures: failed }));
  });
  console.log(`[e2e] finished in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  console.log(`e2e: ${passes} passed, ${failures} failed`);
  return failures > 0 ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  (err) => {
    console.error(`[e2e] harness error: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}`);
    console.log('e2e: 0 passed, 1 failed');
    process.exit(1);
  },
);
