// The outside audit of the command line (issue 19), one case per finding, each run on the built
// dist/cli.js as a user or CI would run it: globs, honest gates, output safety, signals, FIFOs, clean
// output, de-duplicated inputs.
import assert from 'node:assert/strict';
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
});
