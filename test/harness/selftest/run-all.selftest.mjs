// Self-check of `npm test`'s summary: CI often keeps only the end of a long log, so run-all.mjs repeats the
// titles and first error lines of the failed tests under its table. Checked on real mocha output: a fixture
// suite with one passing, one failing and one timed-out test.
/* global describe, before, after, it -- mocha globals */
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { failureDigest, parseCounts } from '../run-all.mjs';

const REPO = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
const MOCHA = join(REPO, 'node_modules', 'mocha', 'bin', 'mocha.js');

const FIXTURE = `
const assert = require('node:assert/strict');
describe('fixture suite', function () {
  it('passes', () => {});
  it('compares two lists', () => assert.deepEqual(['a'], ['b']));
  it('waits too long', function (done) { this.timeout(50); setTimeout(done, 500); });
});
`;

describe('harness self-check: run-all.mjs summary', function () {
  let dir;
  let output;

  before(() => {
    dir = mkdtempSync(join(tmpdir(), 'run-all-selftest-'));
    writeFileSync(join(dir, 'fixture.spec.cjs'), FIXTURE);
    const result = spawnSync(process.execPath, [MOCHA, '--no-color', join(dir, 'fixture.spec.cjs')], { encoding: 'utf8', timeout: 60_000 });
    output = result.stdout + result.stderr;
  });

  after(() => rmSync(dir, { recursive: true, force: true }));

  it('reads the counts of a mocha run', () => {
    assert.deepEqual(parseCounts('mocha', output), { passed: 1, failed: 2, pending: 0 });
  });

  it('names each failed test with its first error lines and no stack', () => {
    const digest = failureDigest(output);
    const text = digest.join('\n');
    assert.match(text, /^1\) fixture suite$/m);
    assert.match(text, /compares two lists:/);
    assert.match(text, /AssertionError/);
    assert.match(text, /^2\) fixture suite$/m);
    assert.match(text, /waits too long:/);
    assert.match(text, /Timeout of 50ms exceeded/);
    assert.doesNotMatch(text, /^\s+at /m, 'no stack lines');
    assert.doesNotMatch(text, /passes/);
  });

  it('gives nothing for a run without failures, and keeps to its line budget', () => {
    assert.deepEqual(failureDigest('  3 passing (1s)\n'), []);
    assert.ok(failureDigest(output, 3).length <= 3);
  });
});
