// The local engine for the offline default: dist/local.js is loaded on the first offline run (not bundled
// into extension.js, which keeps activation light); it holds one engine pool, whose worker threads run the
// engine so that the extension host's thread never does, and LocalClients over it. Stopped on dispose.
import type * as vscode from 'vscode';
import { z } from 'zod';
import type { TextInferenceClient } from '../../api/types';
import type { createEnginePool, createLocalClient } from '../../local/index';
import type { Log } from '../log';
import { requireExport } from './bundle.pure';

type Pool = ReturnType<typeof createEnginePool>;

const LexiconSchema = z.object({ source: z.enum(['builtin', 'extended']), concepts: z.number().int().nonnegative() });

/** "extended lexicon, 6,861 concepts": which lexicon the local engine loaded, for the log and the status bar. */
export function lexiconLabel(info: { readonly source: 'builtin' | 'extended'; readonly concepts: number }): string {
  return `${info.source === 'extended' ? 'full' : 'built-in'} lexicon, ${info.concepts.toLocaleString('en-US')} concepts`;
}

export class LocalEngineError extends Error {
  override readonly name = 'LocalEngineError';
}

export class LocalEngine implements vscode.Disposable {
  private loaded: { readonly pool: Pool; readonly createClient: typeof createLocalClient } | undefined;
  /** Set once a worker has loaded the lexicon (see describeLexicon). */
  lexicon: string | undefined;

  constructor(
    /** Absolute path of dist/local.js (dist/engine-worker.js beside it). */
    private readonly modulePath: string,
    private readonly log: Log,
  ) {}

  /** True once the engine was loaded (its workers start with the first task and stop when idle). */
  get started(): boolean {
    return this.loaded !== undefined;
  }

  /** Workers started so far, busy and queued tasks; undefined until loaded (for the tests). */
  get stats(): Pool['stats'] | undefined {
    return this.loaded?.pool.stats;
  }

  /** A client over the shared pool; disposing it ends its calls, not the pool. */
  createClient(): TextInferenceClient {
    const { pool, createClient } = this.load();
    return createClient({ engine: pool });
  }

  /**
   * Asks a worker which lexicon it loaded (loading it, as the first structure request would), so the log
   * and the status bar can say which is in use. Resolves true when the label changed.
   */
  async describeLexicon(): Promise<boolean> {
    const pool = this.loaded?.pool;
    if (!pool || this.lexicon !== undefined) return false;
    let answer: unknown;
    try {
      answer = await pool.run({ lexicon: true });
    } catch (e) {
      this.log.warn(`The local engine could not say which lexicon it loaded (${e instanceof Error ? e.name : 'unknown error'})`);
      return false;
    }
    const lexicon = LexiconSchema.safeParse(answer);
    if (!lexicon.success) return false;
    this.lexicon = lexiconLabel(lexicon.data);
    this.log.info(`Local engine lexicon: ${lexicon.data.source === 'extended' ? 'full lexicon' : 'built-in lexicon only'}`, { concepts: lexicon.data.concepts });
    return true;
  }

  private load(): NonNullable<LocalEngine['loaded']> {
    if (this.loaded) return this.loaded;
    const errors = {
      unloadable: () => new LocalEngineError('The local engine could not be loaded; reinstalling the extension may help.'),
      damaged: () => new LocalEngineError('The local engine is damaged (dist/local.js lacks its exports); reinstall the extension.'),
    };
    const makePool = requireExport<typeof createEnginePool>(this.modulePath, 'createEnginePool', errors);
    const createClient = requireExport<typeof createLocalClient>(this.modulePath, 'createLocalClient', errors);
    const pool = makePool();
    this.loaded = { pool, createClient };
    this.log.info('Local engine loaded', { workers: pool.size });
    return this.loaded;
  }

  /** Stops the engine's workers if it was loaded; resolves when they have exited. */
  async stop(): Promise<void> {
    const loaded = this.loaded;
    this.loaded = undefined;
    if (!loaded) return;
    try {
      await loaded.pool.close();
      this.log.info('Local engine stopped');
    } catch (e) {
      this.log.error('Local engine did not stop cleanly', e);
    }
  }

  dispose(): void {
    void this.stop();
  }
}
