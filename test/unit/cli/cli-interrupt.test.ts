// Ctrl+C, SIGTERM, SIGHUP: the command line stops its work, removes what it had half-written and exits
// 130, 143 or 129 with one line on stderr.
import assert from 'node:assert/strict';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { start } from '../../../src/service/main';
import type { RunningService } from '../../../src/service/options';
import { tempTree } from '../batch/fixtures';
import { startCli } from './run-cli';

async function until(check: () => boolean): Promise<void> {
  while (!check()) await new Promise((r) => setTimeout(r, 20));
}

describe('CLI interrupted (SIGINT)', function () {
  this.timeout(60_000);
  let service: RunningService;
  let tree: ReturnType<typeof tempTree>;
  const files: Record<string, string> = {};
  for (let i = 0; i < 8; i++) files[`notes/n${i}.txt`] = `Patient John Smith ${i}, seen 03/04/2021.\n`;

  before(async () => {
    // Every job takes 30 s: the run is surely in the middle of its work when interrupted.
    service = await start({ processing: 30_000 });
    tree = tempTree(files);
  });
  after(async () => {
    await service.close();
    tree.cleanup();
  });

  const env = (): NodeJS.ProcessEnv => ({ TEXT_INFERENCE_API_ID: service.keys.apiId, TEXT_INFERENCE_API_SECRET: service.keys.apiSecret });
  const posts = (): number => service.requests().filter((r) => r.method === 'POST').length;

  it('scan -o: exit 130, a note on stderr, no output file and no temporary left', async () => {
    const before = posts();
    const run = startCli(['--service', service.url, 'scan', 'notes', '-f', 'json', '-o', 'out.json'], { cwd: tree.root, env: env() });
    await until(() => posts() > before);
    run.child.kill('SIGINT');
    const r = await run.done;
    assert.equal(r.code, 130, r.stderr);
    assert.match(r.stderr, /cancelling/);
    assert.match(r.stderr, /text-inference: cancelled/);
    assert.deepEqual(readdirSync(tree.root).filter((f) => !f.startsWith('copy')).sort(), ['notes']);
  });

  it('redact --out: exit 130, no half-written or temporary file', async () => {
    const before = posts();
    const run = startCli(['--service', service.url, 'redact', 'notes', '--out', 'copy'], { cwd: tree.root, env: env() });
    await until(() => posts() > before);
    run.child.kill('SIGINT');
    const r = await run.done;
    assert.equal(r.code, 130, r.stderr);
    const written = readdirSync(join(tree.root, 'copy'));
    assert.ok(!written.some((f) => f.endsWith('.tmp')), written.join(', '));
    assert.deepEqual(written, ['text-inference-manifest.json']);
  });

  for (const [signal, code] of [['SIGTERM', 143], ['SIGHUP', 129]] as const) {
    it(`${signal}: scan -o --include-text exits ${code}, says so in one line, leaves no output and no temporary`, async () => {
      const before = posts();
      const run = startCli(['--service', service.url, 'scan', 'notes', '-f', 'json', '--include-text', '-o', 'out.json'], { cwd: tree.root, env: env() });
      await until(() => posts() > before);
      run.child.kill(signal);
      const r = await run.done;
      assert.equal(r.code, code, r.stderr);
      assert.match(r.stderr, new RegExp(`^text-inference: cancelled by ${signal} \\(exit ${code}\\)`, 'm'));
      assert.deepEqual(readdirSync(tree.root).filter((f) => !f.startsWith('copy')).sort(), ['notes']);
    });

    it(`${signal}: redact --out exits ${code}; the manifest says incomplete, no temporary left`, async () => {
      const before = posts();
      const out = `copy-${signal}`;
      const run = startCli(['--service', service.url, 'redact', 'notes', '--out', out], { cwd: tree.root, env: env() });
      await until(() => posts() > before);
      run.child.kill(signal);
      const r = await run.done;
      assert.equal(r.code, code, r.stderr);
      const written = readdirSync(join(tree.root, out));
      assert.deepEqual(written, ['text-inference-manifest.json']);
      const manifest = JSON.parse(readFileSync(join(tree.root, out, 'text-inference-manifest.json'), 'utf8')) as { complete: boolean };
      assert.equal(manifest.complete, false);
    });
  }

  it('M2: a --force rerun killed with SIGKILL leaves a manifest that says incomplete, with the new strategy', async () => {
    const out = 'copy-kill';
    const first = await startCli(['redact', 'notes', '--out', out, '--strategy', 'label'], { cwd: tree.root }).done;
    assert.equal(first.code, 0, first.stderr);
    const before = posts();
    const run = startCli(['--service', service.url, 'redact', 'notes', '--out', out, '--force', '--strategy', 'mask'], { cwd: tree.root, env: env() });
    await until(() => posts() > before);
    run.child.kill('SIGKILL');
    await run.done;
    const manifest = JSON.parse(readFileSync(join(tree.root, out, 'text-inference-manifest.json'), 'utf8')) as { complete: boolean; strategy: Record<string, unknown> };
    assert.equal(manifest.complete, false);
    assert.match(JSON.stringify(manifest.strategy), /mask/);
  });
});
