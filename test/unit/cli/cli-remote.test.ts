// The command line against the reference service over real HTTP (--service on loopback): findings,
// exit codes, formats, consent and credentials rules, and that no secret or PHI reaches the output.
import assert from 'node:assert/strict';
import { readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { start } from '../../../src/service/main';
import type { RunningService } from '../../../src/service/options';
import { tempTree } from '../batch/fixtures';
import { runCli } from './run-cli';

const NOTE = 'Patient John Smith was seen on 03/04/2021 at Mercy Hospital.\nCall 555-123-4567.\n';

describe('CLI with --service (reference service over HTTP)', function () {
  this.timeout(60_000);
  let service: RunningService;
  let tree: ReturnType<typeof tempTree>;
  const env = (): NodeJS.ProcessEnv => ({ TEXT_INFERENCE_API_ID: service.keys.apiId, TEXT_INFERENCE_API_SECRET: service.keys.apiSecret });

  before(async () => {
    service = await start({});
    tree = tempTree({ 'notes/a.txt': NOTE, 'notes/clean.md': 'No identifiers here.\n', 'notes/bin.txt': Uint8Array.from([1, 0, 2]), 'clean/x.txt': 'Nothing.\n' });
  });
  after(async () => {
    await service.close();
    tree.cleanup();
  });

  it('scan: text findings, a summary, a skip line, exit 0; --fail-on-phi exits 1; a clean folder 0', async () => {
    const r = await runCli(['--service', service.url, 'scan', 'notes'], { cwd: tree.root, env: env() });
    assert.equal(r.code, 0, r.stderr);
    assert.match(r.stdout, /^notes\/a\.txt:1:9 {2}PATIENT {2}\d\.\d\d {2}#[0-9a-f]{16}$/m);
    assert.match(r.stdout, /2 files scanned, 1 with PHI, 4 items, 1 skipped/);
    assert.match(r.stderr, /^notes\/bin\.txt: skipped \(binary file\)$/m);
    assert.ok(!r.stdout.includes('John Smith') && !r.stderr.includes('John Smith'));
    const failing = await runCli(['--service', service.url, 'scan', '--fail-on-phi', 'notes'], { cwd: tree.root, env: env() });
    assert.equal(failing.code, 1);
    const clean = await runCli(['--service', service.url, 'scan', '--fail-on-phi', '--format', 'json', 'clean'], { cwd: tree.root, env: env() });
    assert.equal(clean.code, 0, clean.stderr);
    assert.equal((JSON.parse(clean.stdout) as { summary: { findings: number } }).summary.findings, 0);
  });

  it('scan -o writes a SARIF file; --types and --min-score filter', async () => {
    const out = join(tree.root, 'out.sarif');
    const r = await runCli(['--service', service.url, 'scan', 'notes', '-f', 'sarif', '-o', out, '--types', 'patient,phone', '--min-score', '0.5'], { cwd: tree.root, env: env() });
    assert.equal(r.code, 0, r.stderr);
    assert.equal(r.stdout, '');
    const log = JSON.parse(readFileSync(out, 'utf8')) as { version: string; runs: { results: { ruleId: string }[] }[] };
    assert.equal(log.version, '2.1.0');
    assert.deepEqual(log.runs[0]!.results.map((x) => x.ruleId).sort(), ['PATIENT', 'PHONE']);
  });

  it('refuses a non-loopback host without --send-to, plain http to it, and a service without credentials (exit 2)', async () => {
    const consent = await runCli(['--service', 'https://inference.example.org', 'scan', 'notes'], { cwd: tree.root, env: env() });
    assert.equal(consent.code, 2);
    assert.equal(consent.stderr, 'text-inference: Text would be sent to inference.example.org; to consent, add --send-to inference.example.org.\n');
    const http = await runCli(['--service', 'http://inference.example.org', '--send-to', 'inference.example.org', 'scan', 'notes'], { cwd: tree.root, env: env() });
    assert.equal(http.code, 2);
    assert.match(http.stderr, /plain http is allowed only for this machine/);
    const noKeys = await runCli(['--service', service.url, 'scan', 'notes'], { cwd: tree.root });
    assert.equal(noKeys.code, 2);
    assert.match(noKeys.stderr, /set TEXT_INFERENCE_API_ID and TEXT_INFERENCE_API_SECRET/);
  });

  it('a service error is one line, exit 3, and never shows the secret', async () => {
    const secret = 'wrong-secret-0123456789';
    const r = await runCli(['--service', service.url, 'scan', 'notes'], { cwd: tree.root, env: { TEXT_INFERENCE_API_ID: service.keys.apiId, TEXT_INFERENCE_API_SECRET: secret } });
    assert.equal(r.code, 3);
    assert.equal(r.stderr.trim().split('\n').filter((l) => l.startsWith('text-inference:')).length, 1, r.stderr);
    assert.ok(!r.stderr.includes(secret) && !r.stdout.includes(secret));
    assert.ok(!/\n\s+at /.test(r.stderr), 'no stack trace without --debug');
    assert.ok(!existsSync(join(tree.root, 'notes', 'out.sarif')));
  });
});
