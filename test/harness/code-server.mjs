// Starts code-server (real VS Code server + Node extension host) for one run: its own process group on
// 127.0.0.1 with a free port, fresh temporary user-data and extensions dirs, a quiet settings.json and no
// extension gallery. `stop()` kills the whole group and removes the temp dirs; exit/signal handlers do the
// same if the caller crashes or is interrupted, so no process is left behind.
import { spawn } from 'node:child_process';
import { createWriteStream, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { onCleanup } from './cleanup.mjs';
import { ensureCodeServer } from './install-code-server.mjs';

const QUIET_SETTINGS = {
  'workbench.startupEditor': 'none',
  'workbench.tips.enabled': false,
  'workbench.welcomePage.walkthroughs.openOnInstall': false,
  'workbench.enableExperiments': false,
  'workbench.layoutControl.enabled': false,
  'security.workspace.trust.enabled': false,
  'files.autoSave': 'off',
  'telemetry.telemetryLevel': 'off',
  'update.mode': 'none',
  'extensions.autoCheckUpdates': false,
  'extensions.autoUpdate': false,
  'extensions.ignoreRecommendations': true,
  'git.enabled': false,
  'git.openRepositoryInParentFolders': 'never',
  'chat.commandCenter.enabled': false,
  'editor.minimap.enabled': false,
  'window.commandCenter': false,
};

/** Resolves to a TCP port that was free on 127.0.0.1 a moment ago. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const addr = srv.address();
      srv.close(() => resolve(typeof addr === 'object' && addr ? addr.port : 0));
    });
  });
}

/**
 * `workspaceTrust: true` turns VS Code's workspace trust on without its startup prompt, so the folder opens
 * in Restricted Mode (untrusted), as a freshly cloned repository would.
 * @param {{ port?: number, env?: Record<string,string>, settings?: Record<string, unknown>, workspaceTrust?: boolean,
 *           logFile?: string, readyTimeoutMs?: number, setupExtensionsDir?: (dir: string) => void }} [options]
 * @returns {Promise<{ port: number, url: string, tmp: string, stop: () => Promise<void>, exited: Promise<number | string | null> }>}
 */
export async function startCodeServer(options = {}) {
  const entry = await ensureCodeServer();
  const port = options.port ?? (await freePort());
  const tmp = mkdtempSync(join(tmpdir(), 'ti-code-server-'));
  const userData = join(tmp, 'user-data');
  const extensions = join(tmp, 'extensions');
  mkdirSync(join(userData, 'User'), { recursive: true });
  mkdirSync(extensions, { recursive: true });
  const trust = options.workspaceTrust
    ? { 'security.workspace.trust.enabled': true, 'security.workspace.trust.startupPrompt': 'never', 'security.workspace.trust.banner': 'never' }
    : {};
  writeFileSync(join(userData, 'User', 'settings.json'), JSON.stringify({ ...QUIET_SETTINGS, ...trust, ...options.settings }, null, 2));
  options.setupExtensionsDir?.(extensions);

  const args = [
    entry, '--auth', 'none', '--bind-addr', `127.0.0.1:${port}`,
    '--user-data-dir', userData, '--extensions-dir', extensions,
    '--disable-telemetry', '--disable-update-check', ...(options.workspaceTrust ? [] : ['--disable-workspace-trust']),
    '--disable-getting-started-override', '--ignore-last-opened',
  ];
  const child = spawn(process.execPath, args, {
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, EXTENSIONS_GALLERY: JSON.stringify({ serviceUrl: '' }), ...options.env },
  });
  const log = options.logFile ? createWriteStream(options.logFile, { flags: 'a' }) : undefined;
  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve(code ?? signal)));

  let stopped = false;
  const killGroup = () => {
    if (child.pid === undefined || child.exitCode !== null) return;
    try {
      process.kill(-child.pid, 'SIGKILL');
    } catch {
      /* already gone */
    }
  };
  const removeCleanup = onCleanup(() => {
    killGroup();
    rmSync(tmp, { recursive: true, force: true });
  });

  const stop = async () => {
    if (stopped) return;
    stopped = true;
    if (child.pid !== undefined && child.exitCode === null) {
      const exited = new Promise((r) => child.once('exit', r));
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        /* already gone */
      }
      const timer = setTimeout(killGroup, 3000);
      await exited;
      clearTimeout(timer);
      killGroup(); // stragglers in the group (extension host, watchers)
    }
    log?.end();
    rmSync(tmp, { recursive: true, force: true });
    removeCleanup();
  };

  try {
    await waitForReady(child, log, options.readyTimeoutMs ?? 60_000);
  } catch (err) {
    await stop();
    throw err;
  }
  return { port, url: `http://127.0.0.1:${port}/`, tmp, stop, exited };
}

function waitForReady(child, log, timeoutMs) {
  return new Promise((resolve, reject) => {
    let seen = '';
    const timer = setTimeout(() => fail(new Error(`code-server did not print "HTTP server listening on" within ${timeoutMs / 1000} s:\n${seen.slice(-2000)}`)), timeoutMs);
    const onData = (d) => {
      log?.write(d);
      if (seen.length < 20_000) seen += d.toString();
      if (seen.includes('HTTP server listening on')) done();
    };
    const onExit = (code) => fail(new Error(`code-server exited (code ${code}) before it was ready:\n${seen.slice(-2000)}`));
    function done() {
      clearTimeout(timer);
      child.off('exit', onExit);
      resolve();
    }
    function fail(err) {
      clearTimeout(timer);
      child.off('exit', onExit);
      reject(err);
    }
    child.stdout.on('data', onData);
    child.stderr.on('data', (d) => log?.write(d));
    child.once('exit', onExit);
  });
}

/** The workbench URL for a folder and a launch payload (array of [key, value] pairs). */
export function workbenchUrl(port, folder, payload) {
  const params = new URLSearchParams({ folder });
  if (payload) params.set('payload', JSON.stringify(payload));
  return `http://127.0.0.1:${port}/?${params.toString()}`;
}

/** A `vscode-remote://` URI for a path on the server, so it loads in the Node extension host. */
export function remoteUri(port, absPath) {
  return `vscode-remote://127.0.0.1:${port}${absPath}`;
}
