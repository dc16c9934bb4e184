#!/usr/bin/env node
// Installs code-server 4.100.3 (= VS Code 1.100.3, runs on Node 20) into .vscode-test/, following
// ../shared/harness/README.md. Its own postinstall downloads from the internet, which is unreachable here,
// so every step is done by hand with --ignore-scripts and targeted rebuilds. Idempotent: skipped when the
// `--version` check passes. Importable: `ensureCodeServer()` resolves to the path of entry.js.
import { spawn, spawnSync } from 'node:child_process';
import { appendFileSync, copyFileSync, existsSync, mkdirSync, readFileSync, symlinkSync, rmSync, writeFileSync, chmodSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const CODE_SERVER_VERSION = '4.100.3';
export const VSCODE_VERSION = '1.100.3';
export const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
export const CACHE_DIR = join(REPO_ROOT, '.vscode-test', `code-server-${CODE_SERVER_VERSION}`);
export const ENTRY = join(CACHE_DIR, 'node_modules', 'code-server', 'out', 'node', 'entry.js');
const LOG_FILE = join(REPO_ROOT, '.vscode-test', `install-code-server-${CODE_SERVER_VERSION}.log`);

// chromium drives the workbench; libkrb5-dev and the compiler toolchain rebuild the native modules;
// ripgrep replaces VS Code's search binary (which would otherwise be downloaded); GNU parallel runs the
// command line's scale-out test (test/unit/cli/cli-jsonl-parallel.test.ts).
const DEBIAN_PACKAGES = ['chromium', 'libkrb5-dev', 'ripgrep', 'build-essential', 'python3', 'parallel'];
const NATIVE_MODULES = ['kerberos', 'node-pty', '@parcel/watcher', '@vscode/spdlog', 'native-watchdog', '@vscode/deviceid'];

const progress = (line) => console.log(`[code-server] ${line}`);

function installedVersionOk() {
  if (!existsSync(ENTRY)) return false;
  const r = spawnSync(process.execPath, [ENTRY, '--version'], { encoding: 'utf8', timeout: 60_000 });
  return r.status === 0 && r.stdout.includes(CODE_SERVER_VERSION) && r.stdout.includes(`with Code ${VSCODE_VERSION}`);
}

function missingPackages(packages = DEBIAN_PACKAGES) {
  return packages.filter((pkg) => {
    const r = spawnSync('dpkg-query', ['-W', '-f=${Status}', pkg], { encoding: 'utf8' });
    return r.status !== 0 || !r.stdout.includes('install ok installed');
  });
}

function tail(file, lines = 40) {
  if (!existsSync(file)) return '';
  return readFileSync(file, 'utf8').split('\n').slice(-lines).join('\n');
}

/**
 * Native rebuilds need Node's headers; node-gyp would download them from nodejs.org (unreachable here).
 * Debian's nodejs package ships them under /usr/include/node, so point node-gyp there unless configured.
 */
function nodeHeaders() {
  if (process.env.npm_config_nodedir || !existsSync(join(dirname(dirname(process.execPath)), 'include', 'node', 'node.h'))) return {};
  return { npm_config_nodedir: dirname(dirname(process.execPath)) };
}

/** Runs a command with its output appended to the install log; rejects with the log's tail on failure. */
function run(cmd, args, cwd, extraEnv = {}) {
  // The first install on a fresh clone may be a unit test's (GNU parallel), before any code-server cache folder exists.
  mkdirSync(dirname(LOG_FILE), { recursive: true });
  appendFileSync(LOG_FILE, `\n$ (cd ${cwd} && ${cmd} ${args.join(' ')})\n`);
  return new Promise((resolvePromise, reject) => {
    const child = spawn(cmd, args, {
      cwd,
      env: { ...process.env, npm_config_audit: 'false', npm_config_fund: 'false', ...nodeHeaders(), ...extraEnv },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout.on('data', (d) => appendFileSync(LOG_FILE, d));
    child.stderr.on('data', (d) => appendFileSync(LOG_FILE, d));
    child.on('error', reject);
    child.on('close', (code) => {
      if (code === 0) resolvePromise();
      else reject(new Error(`\`${cmd} ${args.join(' ')}\` failed (exit ${code}) in ${cwd}; log: ${LOG_FILE}\n--- last lines ---\n${tail(LOG_FILE)}`));
    });
  });
}

/** Installs the Debian packages not yet installed (as root), or says how to. */
export async function ensureDebianPackages(packages = DEBIAN_PACKAGES) {
  const missing = missingPackages(packages);
  if (missing.length === 0) return;
  const command = `apt-get update && apt-get install -y ${missing.join(' ')}`;
  if (process.getuid?.() !== 0) {
    throw new Error(`missing Debian packages: ${missing.join(', ')}. Run as root:\n  sudo sh -c '${command}'`);
  }
  progress(`installing Debian packages: ${missing.join(' ')}`);
  const env = { DEBIAN_FRONTEND: 'noninteractive' };
  await run('apt-get', ['update'], REPO_ROOT, env);
  await run('apt-get', ['install', '-y', ...missing], REPO_ROOT, env);
}

function link(target, path) {
  rmSync(path, { force: true, recursive: false });
  symlinkSync(target, path);
}

async function installCodeServer() {
  mkdirSync(CACHE_DIR, { recursive: true });
  // A package.json of its own stops npm from walking up into the repository's package.json.
  writeFileSync(join(CACHE_DIR, 'package.json'), JSON.stringify({ name: 'code-server-cache', private: true }, null, 2));
  const npm = 'npm';
  progress(`npm install code-server@${CODE_SERVER_VERSION} (a few minutes on 2 cores; log: ${LOG_FILE})`);
  await run(npm, ['install', '--ignore-scripts', '--no-save', `code-server@${CODE_SERVER_VERSION}`], CACHE_DIR);

  const vscodeDir = join(CACHE_DIR, 'node_modules', 'code-server', 'lib', 'vscode');
  progress('installing the VS Code server dependencies');
  await run(npm, ['install', '--omit=dev', '--ignore-scripts'], vscodeDir);

  const rgDir = join(vscodeDir, 'node_modules', '@vscode', 'ripgrep', 'bin');
  mkdirSync(rgDir, { recursive: true });
  copyFileSync('/usr/bin/rg', join(rgDir, 'rg'));
  chmodSync(join(rgDir, 'rg'), 0o755);

  progress(`rebuilding native modules: ${NATIVE_MODULES.join(' ')}`);
  // node-pty's install script calls npx, which would otherwise prompt.
  await run(npm, ['rebuild', ...NATIVE_MODULES], vscodeDir, { npm_config_yes: 'true' });

  link('node_modules', join(vscodeDir, 'node_modules.asar'));
  link('code-linux.sh', join(vscodeDir, 'bin', 'remote-cli', 'code-server'));
  link('browser-linux.sh', join(vscodeDir, 'bin', 'helpers', 'browser.sh'));

  progress('installing built-in extension dependencies');
  await run(npm, ['install', '--omit=dev', '--ignore-scripts'], join(vscodeDir, 'extensions'));

  progress('rebuilding argon2');
  await run(npm, ['rebuild', 'argon2'], CACHE_DIR);
}

/** Makes sure code-server is installed and working; resolves to the path of its entry.js. */
export async function ensureCodeServer() {
  mkdirSync(dirname(LOG_FILE), { recursive: true });
  await ensureDebianPackages();
  if (installedVersionOk()) return ENTRY;
  appendFileSync(LOG_FILE, `install of code-server ${CODE_SERVER_VERSION} started ${new Date().toISOString()}\n`);
  const started = Date.now();
  await installCodeServer();
  if (!installedVersionOk()) {
    throw new Error(`code-server installed but \`node ${ENTRY} --version\` does not report ${CODE_SERVER_VERSION} with Code ${VSCODE_VERSION}; log: ${LOG_FILE}`);
  }
  progress(`installed in ${Math.round((Date.now() - started) / 1000)} s`);
  return ENTRY;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  ensureCodeServer().then(
    (entry) => progress(`ready: ${entry}`),
    (err) => {
      console.error(`[code-server] ${err instanceof Error ? err.message : String(err)}`);
      process.exit(1);
    },
  );
}
