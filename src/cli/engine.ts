// The engine a command runs on: the local engine (dist/local.js, a pool of worker threads) by default, or
// a remote Text Inference Service v2 with --service. Both are loaded from their own bundles on first use,
// so `--version` and `--help` never parse them. A remote host gets text only with an explicit
// `--send-to HOST` naming it (loopback excepted), over https (plain http only to this machine), with
// credentials only from the environment: never from the command line, never printed.
import { availableParallelism } from 'node:os';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { ClientOptions, TextInferenceClient } from '../api/types';
import { isLoopbackHost } from '../api/url';
import { FailureError, UsageError } from './errors';

export const API_ID_ENV = 'TEXT_INFERENCE_API_ID';
export const API_SECRET_ENV = 'TEXT_INFERENCE_API_SECRET';

export interface Engine {
  readonly client: TextInferenceClient;
  /** 'local engine' or the service's origin: shown and written in exports and manifests. */
  readonly label: string;
  readonly remote: boolean;
  /** Files to analyse at once. */
  readonly concurrency: number;
  /** For a remote service: the POST budget, for an ETA. */
  readonly postsPerMinute?: number;
  close(): Promise<void>;
}

export interface EngineChoice {
  readonly service?: string;
  readonly sendTo: readonly string[];
}

/** What the CLI needs of dist/local.js (src/local/index.ts). */
interface LocalModule {
  createEnginePool(options?: { readonly size?: number }): { readonly size: number; close(): Promise<void> };
  createLocalClient(options: { readonly engine: unknown }): TextInferenceClient;
}

interface ClientModule {
  createClient(options: ClientOptions): TextInferenceClient;
}

/** A bundle beside dist/cli.js, or the module's file in the file-by-file test build (out/src/...). */
function sibling(bundle: string, fallback: string): string {
  const bundled = join(__dirname, bundle);
  return existsSync(bundled) ? bundled : join(__dirname, fallback);
}

function load<T>(path: string, what: string): T {
  try {
    // A computed path, so the bundler leaves the engine and client in their own files.
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    return require(path) as T;
  } catch (e) {
    throw new FailureError(`The ${what} could not be loaded (${e instanceof Error ? e.message.split('\n')[0] : String(e)}); reinstall text-inference.`);
  }
}

/** Checks --service and --send-to; returns the base URL and the host shown to the user. */
export function checkService(service: string, sendTo: readonly string[]): { readonly baseUrl: string; readonly origin: string } {
  let url: URL;
  try {
    url = new URL(service);
  } catch {
    throw new UsageError(`--service "${service}" is not a URL; expected e.g. https://inference.example.org or http://127.0.0.1:8750.`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new UsageError(`--service must start with https:// (got ${url.protocol}//).`);
  if (url.username !== '' || url.password !== '') {
    throw new UsageError(`--service must not contain a user name or password; set ${API_ID_ENV} and ${API_SECRET_ENV} instead.`);
  }
  if (url.search !== '' || url.hash !== '') throw new UsageError('--service must not contain a query or fragment.');
  const loopback = isLoopbackHost(url.hostname);
  if (url.protocol === 'http:' && !loopback) {
    throw new UsageError(`--service uses http:// for ${url.hostname}; plain http is allowed only for this machine. Use https://.`);
  }
  if (!loopback) {
    const named = sendTo.map((h) => h.toLowerCase());
    if (!named.includes(url.host.toLowerCase()) && !named.includes(url.hostname.toLowerCase())) {
      throw new UsageError(`Text would be sent to ${url.host}; to consent, add --send-to ${url.hostname}.`);
    }
  }
  return { baseUrl: url.href, origin: url.origin };
}

function remoteEngine(service: string, sendTo: readonly string[], env: NodeJS.ProcessEnv): Engine {
  const { baseUrl, origin } = checkService(service, sendTo);
  const apiId = env[API_ID_ENV];
  const apiSecret = env[API_SECRET_ENV];
  if (!apiId || !apiSecret) throw new UsageError(`--service needs credentials in the environment: set ${API_ID_ENV} and ${API_SECRET_ENV}.`);
  const clientModule = load<ClientModule>(sibling('client.js', '../api/client.js'), 'service client');
  // The spec's budgets (10 POST / 300 GET per minute) are the client's defaults and are always kept.
  const client = clientModule.createClient({ baseUrl, credentials: () => ({ apiId, apiSecret }), cache: false });
  return { client, label: origin, remote: true, concurrency: 4, postsPerMinute: 10, close: () => client.dispose() };
}

/** Local engine workers for `-j`: as asked, at most the cores (more only adds switching and memory). */
export function workerCount(jobs: number | undefined, cores: number = availableParallelism()): number {
  return Math.max(1, Math.min(jobs ?? cores, cores));
}

function localEngine(jobs: number | undefined): Engine {
  const local = load<LocalModule>(sibling('local.js', '../local/index.js'), 'local engine');
  // The calling thread only reads files and merges results, so every core can run a worker.
  const pool = local.createEnginePool({ size: workerCount(jobs) });
  const client = local.createLocalClient({ engine: pool });
  return {
    client,
    label: 'local engine',
    remote: false,
    concurrency: pool.size * 2,
    async close() {
      await client.dispose();
      await pool.close();
    },
  };
}

export function openEngine(choice: EngineChoice, env: NodeJS.ProcessEnv, jobs?: number): Engine {
  return choice.service !== undefined ? remoteEngine(choice.service, choice.sendTo, env) : localEngine(jobs);
}
