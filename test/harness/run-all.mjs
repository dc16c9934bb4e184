#!/usr/bin/env node
// `npm test`: typecheck, lint, build, unit, growth (the PHI engine's linear-time tests), integration (real extension
// host), untrusted, e2e (real workbench UI),
// harness self-check. Every stage runs (a failure does not hide later results); the exit code is
// non-zero if any stage failed. Prints a summary table and, last and alone on its line, the aggregate
// `N passed, N failed` that CI reads. A stage that fails without reporting test counts (typecheck, lint,
// build, a crash) counts as one failure, so the aggregate can never read "0 failed" for a red run.
import { spawn } from 'node:child_process';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { killTree, onCleanup } from './cleanup.mjs';
import { REPO_ROOT } from './install-code-server.mjs';

// The tools' own entry scripts, run with this Node (no npx, no shell).
const bin = (pkg, path) => join(REPO_ROOT, 'node_modules', pkg, path);

const MOCHA = bin('mocha', 'bin/mocha.js');
const GROWTH_TESTS = 'out/test/unit/**/*linear-time*.test.js';
const STAGES = [
  { name: 'typecheck', timeoutS: 600, cmd: [bin('typescript', 'bin/tsc'), '--noEmit', '-p', '.'] },
  { name: 'lint', timeoutS: 600, cmd: [bin('eslint', 'bin/eslint.js'), '.'] },
  { name: 'build', timeoutS: 300, cmd: ['esbuild.mjs', '--tests'] },
  { name: 'unit', timeoutS: 900, cmd: [MOCHA, '--config', 'test/unit/.mocharc.json', '--no-color', '--ignore', GROWTH_TESTS, 'out/test/unit/**/*.test.js'], counts: 'mocha' },
  // The PHI engine's growth-ratio tests time every rule's cue on inputs of 16,000 repeats, and every round of rules
  // adds to them: a stage of their own, so that their minutes on a loaded machine cannot run the unit stage out of time.
  { name: 'growth', timeoutS: 1800, cmd: [MOCHA, '--config', 'test/unit/.mocharc.json', '--no-color', GROWTH_TESTS], counts: 'mocha' },
  { name: 'integration', timeoutS: 1200, cmd: ['test/harness/run-integration.mjs'], counts: 'integration' },
  { name: 'untrusted', timeoutS: 600, cmd: ['test/harness/run-integration.mjs', '--untrusted'], counts: 'integration' },
  { name: 'e2e', timeoutS: 1800, cmd: ['test/harness/run-e2e.mjs'], counts: 'e2e' },
  { name: 'harness', timeoutS: 600, cmd: [MOCHA, '--no-color', '--timeout', '180000', 'test/harness/selftest/*.selftest.mjs'], counts: 'mocha' },
];

/** Test counts from a stage's output: the harness's own `<label>: N passed, N failed` line or mocha's summary. */
export function parseCounts(kind, output) {
  if (kind === 'integration' || kind === 'e2e') {
    const all = [...output.matchAll(new RegExp(`^${kind}: (\\d+) passed, (\\d+) failed$`, 'gm'))];
    const last = all.at(-1);
    return last ? { passed: Number(last[1]), failed: Number(last[2]), pending: 0 } : undefined;
  }
  if (kind === 'mocha') {
    const num = (re) => Number(output.match(re)?.[1] ?? 0);
    if (!/^\s*\d+ passing/m.test(output)) return undefined;
    return { passed: num(/^\s*(\d+) passing/m), failed: num(/^\s*(\d+) failing/m), pending: num(/^\s*(\d+) pending/m) };
  }
  return undefined;
}

/**
 * The titles and first error lines of a stage's failed tests (mocha's numbered "N) suite / title: Error"
 * blocks), so that the end of a long CI log, often all that is kept, names what failed.
 */
export function failureDigest(output, maxLines = 40) {
  const at = output.search(/^\s*\d+ failing$/m);
  if (at < 0) return [];
  const digest = [];
  // Lines kept of the current block: its title lines and the start of its error, never its stack.
  let kept = Infinity;
  for (const line of output.slice(at).split(/\r?\n/).slice(1)) {
    if (/^\s*\d+\) /.test(line)) kept = 0;
    else if (/^\s+at /.test(line)) kept = Infinity;
    if (kept >= 6 || line.trim() === '') continue;
    digest.push(`${kept === 0 ? '' : '    '}${line.trim().slice(0, 240)}`);
    kept++;
    if (digest.length >= maxLines) break;
  }
  return digest;
}

const LINGER_MS = 30_000;

/**
 * Runs one stage as its own process group, streaming its output. A stage that overruns its time limit,
 * or a mocha run that printed its summary but does not exit (a test left a server, socket or timer
 * open), is stopped with SIGTERM (then SIGKILL) and fails with a message saying so.
 */
function runStage(stage) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(process.execPath, stage.cmd, { cwd: REPO_ROOT, detached: true, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, FORCE_COLOR: '0' } });
    // Ctrl+C / SIGTERM to run-all reach the stage too (it is in its own group); it cleans up after itself.
    const unregister = onCleanup(() => killTree(child.pid, 'SIGTERM'));
    let output = '';
    let problem;
    let lingerTimer;
    const stop = (why) => {
      if (problem) return;
      problem = why;
      process.stdout.write(`\n[run-all] ${stage.name}: ${why}; stopping it\n`);
      killTree(child.pid, 'SIGTERM');
      setTimeout(() => killTree(child.pid, 'SIGKILL'), 10_000).unref();
    };
    const limit = setTimeout(() => stop(`still running after ${stage.timeoutS} s`), stage.timeoutS * 1000);
    const forward = (target) => (chunk) => {
      target.write(chunk);
      if (output.length < 5_000_000) output += chunk.toString();
      if (stage.counts === 'mocha' && !lingerTimer && /^\s*\d+ passing/m.test(output)) {
        lingerTimer = setTimeout(() => stop(`mocha finished but did not exit within ${LINGER_MS / 1000} s (a test left a handle open)`), LINGER_MS);
      }
    };
    child.stdout.on('data', forward(process.stdout));
    child.stderr.on('data', forward(process.stderr));
    const finish = (code) => {
      clearTimeout(limit);
      clearTimeout(lingerTimer);
      unregister();
      const counts = stage.counts ? parseCounts(stage.counts, output) : undefined;
      resolve({ code: problem ? 1 : code, seconds: (Date.now() - started) / 1000, counts, problem, failures: failureDigest(output) });
    };
    child.on('error', (err) => {
      process.stderr.write(`${err.message}\n`);
      finish(1);
    });
    child.on('close', (code) => finish(code ?? 1));
  });
}

function summarise(results) {
  const rows = results.map(({ name, code, seconds, counts }) => ({
    name,
    status: code === 0 ? 'ok' : 'FAILED',
    passed: counts?.passed ?? 0,
    // A failed stage without counts, or whose counts show no failure, still counts one failure.
    failed: code === 0 ? (counts?.failed ?? 0) : Math.max(counts?.failed ?? 0, 1),
    pending: counts?.pending ?? 0,
    tests: counts ? 'yes' : '-',
    seconds,
  }));
  const line = (cells) => cells.map((c, i) => String(c).padEnd(i === 0 ? 12 : 8)).join(' ').trimEnd();
  console.log('\n' + '='.repeat(60));
  console.log(line(['stage', 'status', 'passed', 'failed', 'pending', 'time']));
  for (const r of rows) console.log(line([r.name, r.status, r.tests === 'yes' ? r.passed : '-', r.failed || (r.tests === 'yes' ? 0 : '-'), r.tests === 'yes' ? r.pending : '-', `${r.seconds.toFixed(1)}s`]));
  console.log('='.repeat(60));
  for (const r of results.filter((x) => x.problem)) console.log(`${r.name}: ${r.problem}`);
  for (const r of results.filter((x) => x.failures?.length)) console.log(`${r.name} failures:\n  ${r.failures.join('\n  ')}`);
  const passed = rows.reduce((a, r) => a + r.passed, 0);
  const failed = rows.reduce((a, r) => a + r.failed, 0);
  return { passed, failed, ok: rows.every((r) => r.status === 'ok') };
}

async function main() {
  const only = process.argv.slice(2);
  const results = [];
  for (const stage of STAGES.filter((s) => only.length === 0 || only.includes(s.name))) {
    console.log(`\n>>> ${stage.name}`);
    results.push({ name: stage.name, ...(await runStage(stage)) });
  }
  const { passed, failed, ok } = summarise(results);
  console.log(`${passed} passed, ${failed} failed`);
  process.exit(ok && failed === 0 ? 0 : 1);
}

if (process.argv[1] && pathToFileURL(resolve(process.argv[1])).href === import.meta.url) await main();
