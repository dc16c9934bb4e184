// The command line's grammar and its errors, run as a process: help, version, bad flags and values,
// bad inputs, each one clear line with the documented exit code and no stack trace.
import assert from 'node:assert/strict';
import { symlinkSync } from 'node:fs';
import { join } from 'node:path';
import { tempTree } from '../batch/fixtures';
import { runCli } from './run-cli';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const VERSION = (require('../../../../package.json') as { version: string }).version;

const oneLine = (stderr: string): void => {
  assert.equal(stderr.trimEnd().split('\n').length, 1, stderr);
  assert.ok(!/\bat .*:\d+:\d+/.test(stderr), `stack trace in: ${stderr}`);
};

describe('CLI usage and bad input', function () {
  this.timeout(30_000);
  let tree: ReturnType<typeof tempTree>;
  before(() => {
    tree = tempTree({ 'bad.txt': Uint8Array.from([0x61, 0xc3, 0x28]), 'ok.txt': 'fine\n' });
    symlinkSync('loop', join(tree.root, 'loop'));
  });
  after(() => tree.cleanup());

  it('--version prints the version; --help lists the commands and exit codes', async () => {
    const v = await runCli(['--version']);
    assert.deepEqual([v.code, v.stdout, v.stderr], [0, `${VERSION}\n`, '']);
    const h = await runCli(['--help']);
    assert.equal(h.code, 0);
    for (const word of ['scan', 'redact', 'concepts', 'embed', '--service', '--send-to', 'Exit codes', 'TEXT_INFERENCE_API_ID']) assert.ok(h.stdout.includes(word), word);
    const sh = await runCli(['scan', '--help']);
    for (const word of ['--format', 'sarif', '--fail-on-phi', '--min-score', '--types', '--include-text']) assert.ok(sh.stdout.includes(word), word);
  });

  it('a bad flag, value or missing argument is one line and exit 2', async () => {
    for (const args of [['scan', '--bogus', 'x'], ['scan', '--format', 'xml', 'x'], ['scan', '--min-score', '1.5', 'x'], ['scan', '--types', 'NAME', 'x'], ['scan'], ['frobnicate'], ['scan', '--max-size', 'lots', 'x']]) {
      const r = await runCli(args);
      assert.equal(r.code, 2, `${args.join(' ')}: ${r.stderr}`);
      assert.match(r.stderr, /^text-inference: /, args.join(' '));
      assert.equal(r.stdout, '');
    }
  });

  it('a file that is not valid UTF-8, a link loop or a missing file given to embed: one line, exit 3 (concepts skips them as scan does: test/unit/cli/cli-concepts.test.ts)', async () => {
    const bad = await runCli(['embed', 'bad.txt'], { cwd: tree.root });
    assert.equal(bad.code, 3);
    assert.equal(bad.stderr, 'text-inference: bad.txt: not valid UTF-8 (first bad byte at offset 1).\n');
    const loop = await runCli(['embed', 'loop'], { cwd: tree.root });
    assert.equal(loop.code, 3);
    oneLine(loop.stderr);
    assert.match(loop.stderr, /loop: symbolic link loop/);
    const missing = await runCli(['embed', 'nope.txt'], { cwd: tree.root });
    assert.equal(missing.code, 3);
    assert.equal(missing.stderr, 'text-inference: nope.txt: no such file or folder.\n');
  });

  it('redact: no --out, an output inside the input, a missing parent folder: one line, exit 2', async () => {
    const noOut = await runCli(['redact', '.'], { cwd: tree.root });
    assert.equal(noOut.code, 2);
    oneLine(noOut.stderr);
    const inside = await runCli(['redact', '.', '--out', 'copy'], { cwd: tree.root });
    assert.equal(inside.code, 2);
    assert.match(inside.stderr, /is inside the input/);
    const parent = await runCli(['redact', 'ok.txt', '--out', join(tree.root, '..', 'no-such-parent-x', 'out')], { cwd: tree.root });
    assert.equal(parent.code, 2);
    assert.match(parent.stderr, /does not exist; create it first/);
  });
});
