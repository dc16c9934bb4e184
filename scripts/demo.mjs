#!/usr/bin/env node
// `npm run demo [-- --port N]`: builds the extension, starts a real VS Code (code-server) on 127.0.0.1
// with the extension installed (the repo is linked into a temporary extensions dir, so the URL is a plain
// workbench URL) and a temporary COPY of samples/ open, prints the URL and runs until Ctrl+C.
// `--verify` instead opens the URL in headless Chromium, checks the samples and the extension's command,
// saves docs/screenshots/demo-workbench.png and exits.
import { spawnSync } from 'node:child_process';
import { readFileSync, symlinkSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { startCodeServer } from '../test/harness/code-server.mjs';
import { REPO_ROOT, ensureCodeServer } from '../test/harness/install-code-server.mjs';
import { makeTempWorkspace } from '../test/harness/workspace.mjs';

const { values: opts } = parseArgs({ options: { port: { type: 'string' }, verify: { type: 'boolean', default: false } } });
const port = opts.port === undefined ? undefined : Number(opts.port);
if (port !== undefined && !(Number.isInteger(port) && port > 0 && port < 65536)) {
  console.error(`--port must be a TCP port number (1-65535), got ${JSON.stringify(opts.port)}`);
  process.exit(2);
}

const say = (line) => console.log(`[demo] ${line}`);
const manifest = JSON.parse(readFileSync(join(REPO_ROOT, 'package.json'), 'utf8'));
const extensionId = `${manifest.publisher}.${manifest.name}`;

say('building the extension');
if (spawnSync(process.execPath, ['esbuild.mjs'], { cwd: REPO_ROOT, stdio: 'inherit' }).status !== 0) {
  console.error('[demo] build failed (see above)');
  process.exit(1);
}
await ensureCodeServer();

const ws = makeTempWorkspace('ti-demo-');
const server = await startCodeServer({
  ...(port !== undefined ? { port } : {}),
  logFile: join(REPO_ROOT, '.vscode-test', 'demo-code-server.log'),
  // Installed the way VS Code lays out extensions: <publisher>.<name>-<version> in the extensions dir.
  setupExtensionsDir: (dir) => symlinkSync(REPO_ROOT, join(dir, `${extensionId}-${manifest.version}`), 'dir'),
});
const url = `${server.url}?folder=${encodeURIComponent(ws.folder)}`;

if (opts.verify) {
  const { verifyDemo } = await import('../test/harness/demo-check.mjs');
  let code = 0;
  try {
    const shot = await verifyDemo(url, join(REPO_ROOT, 'docs', 'screenshots', 'demo-workbench.png'));
    say(`verified: samples in the explorer, "${extensionId}" active; screenshot ${shot}`);
  } catch (err) {
    console.error(`[demo] verification failed: ${err instanceof Error ? err.message : String(err)}`);
    code = 1;
  }
  await server.stop();
  ws.remove();
  process.exit(code);
}

const bar = '='.repeat(Math.max(60, url.length + 4));
console.log(`\n${bar}\n  Text Inference demo — open this URL in your browser:\n\n  ${url}\n\n  Sample notes (a temporary copy): ${ws.folder}\n  Press Ctrl+C to stop.\n${bar}\n`);
// Runs until Ctrl+C: the harness's signal handlers stop code-server and remove the temporary folders.
const how = await server.exited;
console.error(`[demo] code-server stopped unexpectedly (${how}); log: .vscode-test/demo-code-server.log`);
ws.remove();
process.exit(1);
