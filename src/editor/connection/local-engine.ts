// The embedded reference service with the local engine: started on first use, in this process, on
// 127.0.0.1 with a random port and its own random key pair; stopped on dispose. It is loaded from
// dist/service.js at run time (not bundled into extension.js), which keeps activation light.
import type * as vscode from 'vscode';
import { z } from 'zod';
import type { RunningService, ServiceOptions } from '../../service/options';
import type { Log } from '../log';
import { requireExport } from './bundle.pure';

type Start = (options: ServiceOptions) => RunningService | Promise<RunningService>;

const RunningSchema = z.object({
  url: z.string().url(),
  keys: z.object({ apiId: z.string().min(1), apiSecret: z.string().min(1) }),
  close: z.custom<() => Promise<void>>((v) => typeof v === 'function'),
});

const LexiconSchema = z.object({ source: z.enum(['builtin', 'extended']), concepts: z.number().int().nonnegative() });

/** "extended lexicon, 6,861 concepts": which lexicon the local engine loaded, for the log and the status bar. */
export function lexiconLabel(info: { readonly source: 'builtin' | 'extended'; readonly concepts: number }): string {
  return `${info.source === 'extended' ? 'full' : 'built-in'} lexicon, ${info.concepts.toLocaleString('en-US')} concepts`;
}

export class LocalEngineError extends Error {
  override readonly name = 'LocalEngineError';
}

export class LocalEngine implements vscode.Disposable {
  private running: Promise<RunningService> | undefined;
  /** Set once the engine has started and loaded its lexicon. */
  lexicon: string | undefined;

  constructor(
    /** Absolute path of dist/service.js. */
    private readonly modulePath: string,
    private readonly log: Log,
  ) {}

  get started(): boolean {
    return this.running !== undefined;
  }

  start(): Promise<RunningService> {
    this.running ??= this.load().catch((e: unknown) => {
      this.running = undefined;
      throw e;
    });
    return this.running;
  }

  private async load(): Promise<RunningService> {
    const began = performance.now();
    const start = requireExport<Start>(this.modulePath, 'start', {
      unloadable: () => new LocalEngineError('The local engine could not be loaded; reinstalling the extension may help.'),
      damaged: () => new LocalEngineError('The local engine is damaged (no start function); reinstall the extension.'),
    });
    const running = await start({ port: 0 });
    const checked = RunningSchema.safeParse(running);
    if (!checked.success) throw new LocalEngineError('The local engine started without an address or keys.');
    // Loading the lexicon here (it would load on the first structure request anyway) lets the log and the
    // status bar say which lexicon is in use.
    const lexicon = LexiconSchema.safeParse(typeof running.lexicon === 'function' ? running.lexicon() : undefined);
    this.lexicon = lexicon.success ? lexiconLabel(lexicon.data) : undefined;
    const which = lexicon.success ? (lexicon.data.source === 'extended' ? 'full lexicon' : 'built-in lexicon only') : 'lexicon unknown';
    this.log.info(`Local engine started (${which})`, { ms: Math.round(performance.now() - began), concepts: lexicon.success ? lexicon.data.concepts : undefined });
    return running;
  }

  /** Stops the engine if it was started; resolves when its port is closed. */
  async stop(): Promise<void> {
    const running = this.running;
    this.running = undefined;
    if (!running) return;
    try {
      await (await running).close();
      this.log.info('Local engine stopped');
    } catch (e) {
      this.log.error('Local engine did not stop cleanly', e);
    }
  }

  dispose(): void {
    void this.stop();
  }
}
