// Self-check of the harness: run-integration.mjs must exit non-zero for a failing suite, for a runner
// that fails to load and (TI_SELFTEST_FULL=1, +25 s) for a runner that hangs. Each case starts a real
// code-server + Chromium (~8 s). The fixture suites live in a temp dir inside the repo so that
// `require('mocha')` resolves to the repo's node_modules, as it does for the real runner.
/* global describe, before, after, it -- mocha globals */
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const HERE = dirname(fileURLToPath(import.meta.url));
const REPO = join(HERE, '..', '..', '..');
const FIXTURE_EXTENSION = join(HERE, 'fixture-extension');
const RUNNER = join(REPO, 'out', 'test', 'integration', 'index.js');

function runHarness(testsPath, ...extra) {
  return new Promise((resolve) => {
    const args = [join(REPO, 'test', 'harness', 'run-integration.mjs'), '--extension', FIXTURE_EXTENSION, '--tests', testsPath, ...extra];
    const child = spawn(process.execPath, args, { cwd: REPO, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    child.on('close', (code) => resolve({ code, output }));
  });
}

describe('harness self-check: run-integration.mjs', function () {
  let dir;

  before(function () {
    assert.ok(existsSync(RUNNER), `build first: ${RUNNER} is missing`);
    mkdirSync(join(REPO, '.vscode-test'), { recursive: true });
    dir = mkdtempSync(join(REPO, '.vscode-test', 'selftest-'));
  });

  after(function () {
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('exits non-zero, streams spec lines and reports counts when a test fails', async function () {
    const suite = join(dir, 'failing');
    mkdirSync(suite);
    copyFileSync(RUNNER, join(suite, 'index.js'));
    writeFileSync(join(suite, 'a.test.js'), "describe('fixture', () => { it('passes', () => {}); });\n");
    writeFileSync(join(suite, 'b.test.js'), "describe('fixture', () => { it('fails on purpose', () => { throw new Error('deliberate'); }); });\n");
    const { code, output } = await runHarness(join(suite, 'index.js'));
    assert.equal(code, 1, output);
    assert.match(output, /✔ passes/);
    assert.match(output, /1\) fails on purpose/);
    assert.match(output, /^integration: 1 passed, 1 failed$/m);
  });

  it('exits non-zero and shows the error when the runner fails to load', async function () {
    const broken = join(dir, 'broken.js');
    writeFileSync(broken, "throw new Error('selftest: runner failed to load');\n");
    const { code, output } = await runHarness(broken);
    assert.equal(code, 1, output);
    assert.match(output, /did not start or failed to load/);
    assert.match(output, /selftest: runner failed to load/);
  });

  it('exits non-zero with a screenshot when the runner hangs (TI_SELFTEST_FULL=1)', async function () {
    if (process.env.TI_SELFTEST_FULL !== '1') this.skip();
    const hanging = join(dir, 'hanging.js');
    writeFileSync(hanging, 'exports.run = () => new Promise(() => {});\n');
    const shot = join(REPO, 'test-results', 'integration-timeout.png');
    rmSync(shot, { force: true });
    const { code, output } = await runHarness(hanging, '--timeout', '20');
    assert.equal(code, 1, output);
    assert.match(output, /TIMEOUT after 20 s/);
    assert.ok(statSync(shot).size > 0);
  });
});
