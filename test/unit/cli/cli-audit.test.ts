// The outside audit of the command line (issue 19), one case per finding, each run on the built
// dist/cli.js as a user or CI would run it: globs, honest gates, output safety, signals, FIFOs, clean
// output, de-duplicated inputs.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { existsSync, readFileSync, readdirSync, symlinkSync } from 'node:fs';
import { readTextFile } from '../../../src/batch/read';
import { escapeControl, pathToUriReference } from '../../../src/batch/safe-text';
import { workerCount } from '../../../src/cli/engine';
import { tempTree } from '../batch/fixtures';
import { runCli } from './run-cli';

export const NOTE = 'Patient John Smith was admitted on 03/04/2021 with chest pain.\nCall 555-123-4567.\n';

describe('CLI audit (issue 19)', function () {
  this.timeout(120_000);

  it('H4: a brace glob is one glob: --include **/*.{txt,md} scans both kinds and the gate fails; --exclude **/*.{md,csv} excludes both', async () => {
    const t = tempTree({ 'n/a.txt': NOTE, 'n/b.md': NOTE, 'n/c.csv': NOTE });
    try {
      const gate = await runCli(['scan', 'n', '--include', '**/*.{txt,md}', '--fail-on-phi', '-f', 'json'], { cwd: t.root });
      assert.equal(gate.code, 1, gate.stderr);
      const files = (JSON.parse(gate.stdout) as { files: { file: string }[] }).files.map((f) => f.file);
      assert.deepEqual(files, ['n/a.txt', 'n/b.md']);
      const ex = await runCli(['scan', 'n', '--exclude', '**/*.{md,csv}', '--exclude', '!**/c.csv', '-f', 'json'], { cwd: t.root });
      assert.equal(ex.code, 0, ex.stderr);
      assert.deepEqual((JSON.parse(ex.stdout) as { files: { file: string }[] }).files.map((f) => f.file), ['n/a.txt', 'n/c.csv']);
    } finally {
      t.cleanup();
    }
  });

  it('M5: --fail-on-phi does not pass files it could not scan: exit 4 with the reasons, unless --allow-skipped', async () => {
    const t = tempTree({
      'n/clean.txt': 'Blood pressure stable.\n',
      'n/big.txt': 'x'.repeat(4000),
      'n/bin.txt': Uint8Array.from([0x41, 0, 0x42]),
      'n/utf16.txt': Uint8Array.from([0xff, 0xfe, 0x41, 0]),
      'n/bad.txt': Uint8Array.from([0x41, 0xc3, 0x28]),
    });
    try {
      const gate = await runCli(['scan', 'n', '--fail-on-phi', '--max-size', '2KB'], { cwd: t.root });
      assert.equal(gate.code, 4, gate.stderr);
      assert.match(gate.stderr, /not everything was scanned: 4 files skipped \((?=.*binary 1)(?=.*too-large 1)(?=.*utf16 1)(?=.*invalid-utf8 1).*\); exit 4/);
      const allowed = await runCli(['scan', 'n', '--fail-on-phi', '--allow-skipped', '--max-size', '2KB'], { cwd: t.root });
      assert.equal(allowed.code, 0, allowed.stderr);
      const noGate = await runCli(['scan', 'n', '--max-size', '2KB', '-f', 'json'], { cwd: t.root });
      assert.equal(noGate.code, 0, noGate.stderr);
      assert.match(noGate.stderr, /4 skipped \(/);
    } finally {
      t.cleanup();
    }
  });

  it('M4: a FIFO never blocks: embed on one fails at once, concepts and a folder scan skip it as not-a-file, a read finds it not a file', async () => {
    const t = tempTree({ 'n/a.txt': 'Blood pressure stable.\n' });
    try {
      execFileSync('mkfifo', [join(t.root, 'n', 'f.txt')]);
      const embed = await runCli(['embed', 'n/f.txt'], { cwd: t.root });
      assert.equal(embed.code, 3, embed.stderr);
      assert.match(embed.stderr, /n\/f\.txt: not a regular file/);
      // concepts walks its paths as scan does: a named pipe is a skip, reported, not a wait.
      const concepts = await runCli(['concepts', 'n/f.txt'], { cwd: t.root });
      assert.equal(concepts.code, 0, concepts.stderr);
      assert.match(concepts.stderr, /^n\/f\.txt: skipped \(not a regular file\)$/m);
      const scan = await runCli(['scan', 'n', '-f', 'json', '--fail-on-phi'], { cwd: t.root });
      assert.equal(scan.code, 4, scan.stderr);
      assert.match(scan.stderr, /^n\/f\.txt: skipped \(not a regular file\)$/m);
      // The walk saw a file that is now a pipe: the read says so instead of waiting for a writer.
      assert.deepEqual(await readTextFile(join(t.root, 'n', 'f.txt'), 1 << 20), { kind: 'skip', reason: 'not-a-file' });
    } finally {
      t.cleanup();
    }
  });

  it('M1: redact --force never writes through a symbolic link under OUT into the originals: exit 2, the link named', async () => {
    const t = tempTree({ 'notes/ward/a.txt': NOTE, 'out/old.txt': 'x' });
    try {
      symlinkSync('../notes/ward', join(t.root, 'out', 'ward'));
      const r = await runCli(['redact', 'notes', '--out', 'out', '--force'], { cwd: t.root });
      assert.equal(r.code, 2, r.stderr);
      assert.match(r.stderr, /symbolic link, ward -> \.\.\/notes\/ward/);
      assert.equal(readFileSync(join(t.root, 'notes', 'ward', 'a.txt'), 'utf8'), NOTE, 'the original is untouched');
    } finally {
      t.cleanup();
    }
  });

  it('L1/M2: a --force rerun removes stale temporaries and replaces the old manifest before it writes', async () => {
    const t = tempTree({ 'notes/a.txt': NOTE, 'out/.a.txt.0123456789ab.tmp': NOTE, 'out/sub/.b.txt.ba9876543210.tmp': NOTE, 'out/keep.tmp': 'mine' });
    try {
      const r = await runCli(['redact', 'notes', '--out', 'out', '--force', '--strategy', 'mask'], { cwd: t.root });
      assert.equal(r.code, 0, r.stderr);
      assert.ok(!existsSync(join(t.root, 'out', '.a.txt.0123456789ab.tmp')));
      assert.ok(!existsSync(join(t.root, 'out', 'sub', '.b.txt.ba9876543210.tmp')));
      assert.ok(existsSync(join(t.root, 'out', 'keep.tmp')), 'a file not of our naming is left alone');
      const manifest = JSON.parse(readFileSync(join(t.root, 'out', 'text-inference-manifest.json'), 'utf8')) as { complete: boolean; strategy: { strategy: string } };
      assert.equal(manifest.complete, true);
      assert.deepEqual(readdirSync(join(t.root, 'out')).sort(), ['a.txt', 'keep.tmp', 'sub', 'text-inference-manifest.json']);
    } finally {
      t.cleanup();
    }
  });

  it('L2: control characters in file names are escaped in text output and on stderr; JSON keeps the name exact', async () => {
    const forged = 'n/a.txt:1:1  PATIENT  1.00  #forged\n\u001b[31mred\u202e.txt';
    const t = tempTree({ [forged]: NOTE, 'n/bin\u001b].txt': Uint8Array.from([0, 1]) });
    try {
      const r = await runCli(['scan', 'n'], { cwd: t.root });
      assert.equal(r.code, 0, r.stderr);
      // eslint-disable-next-line no-control-regex
      assert.ok(!/[\u0000-\u0008\u000b-\u001f\u202e]/.test(r.stdout + r.stderr), JSON.stringify(r.stdout + r.stderr));
      assert.ok(!/#forged$/m.test(r.stdout), 'the name forges no line of its own');
      assert.match(r.stdout, /#forged\\n\\x1b\[31mred\\u202e\.txt:1:9 {2}PATIENT/);
      assert.match(r.stderr, /^n\/bin\\x1b\]\.txt: skipped \(binary file\)$/m);
      const json = await runCli(['scan', 'n', '-f', 'json'], { cwd: t.root });
      const files = (JSON.parse(json.stdout) as { files: { file: string }[] }).files.map((f) => f.file);
      assert.ok(files.includes(forged));
      assert.equal(escapeControl('a\tb\u0085c'), 'a\\tb\\x85c');
    } finally {
      t.cleanup();
    }
  });

  it('L3: SARIF artifact URIs percent-encode #, ? and % (the path is not cut into a fragment or query)', async () => {
    const t = tempTree({ 'n/ward #3?x 100%.txt': NOTE });
    try {
      const r = await runCli(['scan', 'n', '-f', 'sarif'], { cwd: t.root });
      const sarif = JSON.parse(r.stdout) as { runs: { results: { locations: { physicalLocation: { artifactLocation: { uri: string } } }[] }[] }[] };
      const uri = sarif.runs[0]!.results[0]!.locations[0]!.physicalLocation.artifactLocation.uri;
      assert.equal(uri, 'n/ward%20%233%3Fx%20100%25.txt');
      assert.equal(new URL(uri, 'file:///root/').pathname, '/root/n/ward%20%233%3Fx%20100%25.txt');
      assert.equal(pathToUriReference('a b/c#d'), 'a%20b/c%23d');
    } finally {
      t.cleanup();
    }
  });

  it('L4: a bad -o is found before any work, named as given, exit 2', async () => {
    const t = tempTree({ 'n/a.txt': NOTE, 'dir/x': '' });
    try {
      for (const [output, why] of [['missing/out.json', /-o missing\/out\.json: the folder .*missing does not exist/], ['dir', /-o dir is a folder/], ['n/a.txt/x.json', /is not a folder/]] as const) {
        const r = await runCli(['scan', 'n', '-f', 'json', '-o', output], { cwd: t.root });
        assert.equal(r.code, 2, r.stderr);
        assert.match(r.stderr, why);
        assert.ok(!/\.tmp/.test(r.stderr), r.stderr);
        assert.ok(!/files scanned/.test(r.stderr), 'no work was done');
      }
    } finally {
      t.cleanup();
    }
  });

  it('L5/L6: a broken link no glob reads is ignored; a file named twice (or by a link) is scanned once', async () => {
    const t = tempTree({ 'n/a.txt': NOTE });
    try {
      symlinkSync('gone', join(t.root, 'n', 'dangling'));
      symlinkSync('a.txt', join(t.root, 'n', 'alias.txt'));
      const r = await runCli(['scan', 'n', 'n/a.txt', './n/../n/a.txt', '-f', 'json'], { cwd: t.root });
      assert.equal(r.code, 0, r.stderr);
      const files = (JSON.parse(r.stdout) as { files: { file: string }[] }).files.map((f) => f.file);
      assert.deepEqual(files, ['n/a.txt']);
      symlinkSync('gone.txt', join(t.root, 'n', 'broken.txt'));
      const named = await runCli(['scan', 'n'], { cwd: t.root });
      assert.equal(named.code, 3, 'a broken link the globs would read is a missing file');
      assert.match(named.stderr, /^n\/broken\.txt: skipped \(no such file or folder\)$/m);
    } finally {
      t.cleanup();
    }
  });

  it('H1: -j above the core count is capped to the cores; the default is the cores', () => {
    assert.equal(workerCount(16, 2), 2);
    assert.equal(workerCount(1, 8), 1);
    assert.equal(workerCount(undefined, 4), 4);
  });
});
