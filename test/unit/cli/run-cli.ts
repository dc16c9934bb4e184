// Runs the built command line (dist/cli.js) as a process, as a user or CI would.
import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';

export const CLI = join(__dirname, '..', '..', '..', '..', 'dist', 'cli.js');

export interface CliResult {
  readonly code: number | null;
  readonly signal: NodeJS.Signals | null;
  readonly stdout: string;
  readonly stderr: string;
}

export interface CliRun {
  readonly child: ChildProcess;
  readonly done: Promise<CliResult>;
  /** Resolves when stderr or stdout has printed something matching. */
  waitFor(pattern: RegExp, stream?: 'stdout' | 'stderr'): Promise<void>;
}

export function startCli(args: readonly string[], options: { cwd?: string; env?: NodeJS.ProcessEnv; input?: string } = {}): CliRun {
  const env: NodeJS.ProcessEnv = { ...process.env, ...options.env };
  // The parent's credentials or hash key must never leak into a test run unless the test sets them.
  for (const key of ['TEXT_INFERENCE_API_ID', 'TEXT_INFERENCE_API_SECRET', 'TEXT_INFERENCE_HASH_KEY']) if (!options.env || !(key in options.env)) delete env[key];
  const child = spawn(process.execPath, [CLI, ...args], { cwd: options.cwd, env, stdio: ['pipe', 'pipe', 'pipe'] });
  let stdout = '';
  let stderr = '';
  const waiters: { pattern: RegExp; stream: 'stdout' | 'stderr'; resolve: () => void }[] = [];
  const check = (): void => {
    for (const w of [...waiters]) {
      if (w.pattern.test(w.stream === 'stdout' ? stdout : stderr)) {
        waiters.splice(waiters.indexOf(w), 1);
        w.resolve();
      }
    }
  };
  child.stdout.on('data', (d: Buffer) => {
    stdout += d.toString();
    check();
  });
  child.stderr.on('data', (d: Buffer) => {
    stderr += d.toString();
    check();
  });
  if (options.input !== undefined) child.stdin.end(options.input);
  else child.stdin.end();
  const done = new Promise<CliResult>((resolve) => child.on('close', (code, signal) => resolve({ code, signal, stdout, stderr })));
  return {
    child,
    done,
    waitFor: (pattern, stream = 'stderr') =>
      new Promise((resolve, reject) => {
        waiters.push({ pattern, stream, resolve });
        check();
        void done.then(() => reject(new Error(`the CLI exited before printing ${pattern}: ${stderr}`)));
      }),
  };
}

export function runCli(args: readonly string[], options: { cwd?: string; env?: NodeJS.ProcessEnv; input?: string } = {}): Promise<CliResult> {
  return startCli(args, options).done;
}
