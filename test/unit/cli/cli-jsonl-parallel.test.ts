// Scale-out: four `redact --jsonl -` processes over shards of one file under GNU parallel (--pipe, the
// recipe in the docs) give byte for byte the output of one process over the whole file, with a key. GNU
// parallel is a Debian package the test harness installs (test/harness/install-code-server.mjs); this
// test installs it the same way when it is missing (as root), and fails, saying how, when it cannot.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { CLI, runCli } from './run-cli';

const KEY = 'parallel-test-key-0123456789abcdef';
const GIVEN = ['Margaret', 'John', 'Alice', 'Robert', 'Maria', 'David', 'Linda', 'James'];
const FAMILY = ['Harlow', 'Smith', 'Brown', 'Castellano', 'Nguyen', 'Okafor', 'Reyes', 'Dunn'];

function corpus(n: number): string {
  const lines: string[] = [];
  for (let i = 0; i < n; i++) {
    const g = GIVEN[i % GIVEN.length]!;
    const f = FAMILY[(i * 3) % FAMILY.length]!;
    const month = (i % 12) + 1;
    const text = `Patient ${g} ${f} was admitted on ${String(month).padStart(2, '0')}/${String((i % 27) + 1).padStart(2, '0')}/2024 and seen again ${(i % 27) + 2}-Jan-2025. ${f} lives in Boston, MA 02115; call 617-555-${String(1000 + i).slice(-4)}. Dr. Alan Reyes saw ${f}.`;
    lines.push(JSON.stringify({ id: `n${i}`, patient: `${g} ${f}`, text }));
  }
  return lines.join('\n') + '\n';
}

function sh(command: string, args: readonly string[], input: string, env: NodeJS.ProcessEnv): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { env: { ...process.env, ...env }, stdio: ['pipe', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
    child.stdin.end(input);
  });
}

describe('CLI: redact --jsonl under GNU parallel', function () {
  this.timeout(600_000);

  before(async function () {
    this.timeout(600_000);
    const harness = join(__dirname, '..', '..', '..', '..', 'test', 'harness', 'install-code-server.mjs');
    const module = (await import(harness)) as { ensureDebianPackages: (packages: string[]) => Promise<void> };
    await module.ensureDebianPackages(['parallel']);
  });

  it('four processes over shards give exactly the output of one process (hash, surrogate, date shift per patient)', async () => {
    const input = corpus(120);
    const env = { TEXT_INFERENCE_HASH_KEY: KEY };
    for (const strategy of ['surrogate', 'hash', 'dateShift']) {
      const args = ['redact', '--jsonl', '-', '--strategy', strategy, '--patient-field', 'patient', '--no-lists', '--jobs', '1', '-q'];
      const one = await runCli(args, { input, env });
      assert.equal(one.code, 0, one.stderr);
      const four = await sh('parallel', ['--pipe', '-N', '30', '-j', '4', '--keep-order', process.execPath, CLI, ...args], input, env);
      assert.equal(four.code, 0, four.stderr);
      assert.equal(four.stdout.split('\n').length, input.split('\n').length);
      assert.equal(four.stdout, one.stdout, `${strategy}: four shards differ from one process`);
      const texts = one.stdout.trim().split('\n').map((l) => (JSON.parse(l) as { text: string }).text).join('\n');
      assert.doesNotMatch(texts, /Harlow|Castellano|617-555-1/);
    }
  });

  it('without a key, shards are not linked (each process draws its own replacements)', async () => {
    const input = corpus(60);
    const args = ['redact', '--jsonl', '-', '--strategy', 'surrogate', '--no-lists', '--jobs', '1', '-q'];
    const one = await runCli(args, { input });
    const four = await sh('parallel', ['--pipe', '-N', '15', '-j', '4', '--keep-order', process.execPath, CLI, ...args], input, {});
    assert.equal(four.code, 0, four.stderr);
    assert.notEqual(four.stdout, one.stdout);
  });
});
