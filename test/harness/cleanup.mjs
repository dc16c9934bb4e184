// One process-wide list of synchronous cleanups (kill a process group, remove a temp dir) run on normal
// exit, on Ctrl+C / SIGTERM / SIGHUP and on a crash, so a harness run never leaves code-server or Chromium
// behind. It has to be process-wide state: signal and exit handlers are process-wide too.
const cleanups = new Set();
let installed = false;

function runAll() {
  for (const fn of [...cleanups].reverse()) {
    cleanups.delete(fn);
    try {
      fn();
    } catch {
      /* best effort: keep cleaning */
    }
  }
}

function install() {
  if (installed) return;
  installed = true;
  process.on('exit', runAll);
  for (const [signal, code] of [['SIGINT', 130], ['SIGTERM', 143], ['SIGHUP', 129]]) {
    process.on(signal, () => {
      console.error(`\n[harness] ${signal}: stopping`);
      process.exit(code); // runs the 'exit' handler
    });
  }
  process.on('uncaughtException', (err) => {
    console.error('[harness] crashed:', err);
    process.exit(1);
  });
}

/** Registers a synchronous cleanup; returns a function that unregisters it (after a normal stop). */
export function onCleanup(fn) {
  install();
  cleanups.add(fn);
  return () => cleanups.delete(fn);
}

/** Kills a process group (detached child) or, failing that, the process itself. */
export function killTree(pid, signal = 'SIGKILL') {
  if (pid === undefined) return;
  try {
    process.kill(-pid, signal);
  } catch {
    try {
      process.kill(pid, signal);
    } catch {
      /* already gone */
    }
  }
}
