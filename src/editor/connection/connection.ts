// The client for the service the settings name, built lazily on first use and rebuilt when the
// settings or the credentials change. A replaced client is disposed once the runs using it are done.
import * as vscode from 'vscode';
import type { BudgetSnapshot, ClientOptions, TextInferenceClient } from '../../api/types';
import type { Config } from '../config/config';
import type { CredentialStore } from './credentials';
import type { Log } from '../log';
import type { SettingKey } from '../config/settings.pure';
import type { ServiceLabelSource } from '../status-bar/status-bar';
import { loadClientModule } from './client-module.pure';
import type { LocalEngine } from './local-engine';
import { originOf } from './origin-credentials.pure';
import { parseServiceUrl, type ServiceTarget } from './service-url.pure';

export interface Lease {
  readonly target: ServiceTarget;
  readonly client: TextInferenceClient;
  release(): void;
}

interface Holder {
  readonly target: ServiceTarget;
  readonly client: TextInferenceClient;
  users: number;
  retired: boolean;
}

const CLIENT_SETTINGS: readonly SettingKey[] = [
  'serviceUrl',
  'polling.firstWaitMs',
  'polling.maxAttempts',
  'rateLimits.postsPerMinute',
  'rateLimits.getsPerMinute',
];

export class ServiceConnection implements ServiceLabelSource, vscode.Disposable {
  private holder: Promise<Holder> | undefined;
  /** The holder `holder` resolved to, for synchronous reads (the status bar). */
  private ready: Holder | undefined;
  private readonly emitter = new vscode.EventEmitter<void>();
  private readonly subscriptions: vscode.Disposable[];
  readonly onDidChange = this.emitter.event;

  constructor(
    private readonly config: Config,
    private readonly credentials: CredentialStore,
    private readonly engine: LocalEngine,
    /** Absolute path of dist/client.js. */
    private readonly clientModulePath: string,
    private readonly log: Log,
  ) {
    this.subscriptions = [
      config.onDidChange((change) => {
        if (CLIENT_SETTINGS.some((key) => change.affects(key))) this.replace('settings changed');
      }),
      credentials.onDidChange(() => this.replace('credentials changed')),
    ];
  }

  /** The service the settings name now; throws ServiceUrlError when the setting is unusable. */
  target(): ServiceTarget {
    return parseServiceUrl(this.config.get('serviceUrl'));
  }

  get label(): string {
    try {
      return this.target().label;
    } catch {
      return 'Invalid service URL';
    }
  }

  /** The local engine's lexicon once it has started ("full lexicon, 6,861 concepts"). */
  get lexicon(): string | undefined {
    return this.engine.lexicon;
  }

  get isLocal(): boolean {
    return this.config.get('serviceUrl') === '';
  }

  get isValid(): boolean {
    try {
      this.target();
      return true;
    } catch {
      return false;
    }
  }

  budget(): BudgetSnapshot | undefined {
    const ready = this.ready;
    return ready && !ready.retired && ready.target.kind === 'remote' ? ready.client.budget?.() : undefined;
  }

  /** A client for the current service; call release() when the run is over. */
  async acquire(): Promise<Lease> {
    for (;;) {
      const pending = (this.holder ??= this.create());
      let holder: Holder;
      try {
        holder = await pending;
      } catch (e) {
        if (this.holder === pending) this.holder = undefined;
        throw e;
      }
      if (holder.retired) continue;
      holder.users += 1;
      let released = false;
      return {
        target: holder.target,
        client: holder.client,
        release: () => {
          if (released) return;
          released = true;
          holder.users -= 1;
          this.disposeIfIdle(holder);
        },
      };
    }
  }

  /** Forgets cached results (they hold analysed text), so a re-run asks the service again. */
  async clearCache(): Promise<void> {
    const holder = await this.holder?.catch(() => undefined);
    holder?.client.clearCache();
  }

  private create(): Promise<Holder> {
    // A throw (unusable URL, engine not loadable) becomes a rejection, as acquire() expects.
    return new Promise((resolve) => {
      const holder = this.build();
      this.ready = holder;
      resolve(holder);
    });
  }

  private build(): Holder {
    const target = this.target();
    if (target.kind === 'local') {
      // No HTTP: the engine's worker threads answer the client directly.
      const client = this.engine.createClient();
      this.log.info('Client created for the local engine');
      // The status bar names the lexicon once a worker has loaded it.
      void this.engine.describeLexicon().then((changed) => changed && this.emitter.fire());
      return { target, client, users: 0, retired: false };
    }
    // Loaded on first use: the HTTP stack is not needed to activate.
    const createClient = loadClientModule(this.clientModulePath);
    const client = createClient(this.clientOptions(target.baseUrl));
    this.log.info('Client created for a remote service');
    return { target, client, users: 0, retired: false };
  }

  private clientOptions(baseUrl: string): ClientOptions {
    const settings = this.config.settings;
    const origin = originOf(baseUrl);
    return {
      baseUrl,
      // Bound to this client's origin: a client still finishing a run after serviceUrl changed must not
      // pick up the new host's keys, nor the new host this one's.
      credentials: () => this.credentials.get(origin),
      polling: { firstWaitMs: settings['polling.firstWaitMs'], maxAttempts: settings['polling.maxAttempts'] },
      rateLimits: {
        postsPerWindow: settings['rateLimits.postsPerMinute'],
        getsPerWindow: settings['rateLimits.getsPerMinute'],
        windowMs: 60_000,
      },
    };
  }

  private replace(reason: string): void {
    const old = this.holder;
    this.holder = undefined;
    this.ready = undefined;
    this.log.debug(`Service client will be rebuilt: ${reason}`);
    this.emitter.fire();
    if (!old) return;
    old.then(
      (holder) => {
        holder.retired = true;
        this.disposeIfIdle(holder);
      },
      () => undefined,
    );
  }

  private disposeIfIdle(holder: Holder): void {
    if (!holder.retired || holder.users > 0) return;
    holder.client.dispose().catch((e: unknown) => this.log.error('Closing the old client failed', e));
  }

  dispose(): void {
    for (const s of this.subscriptions) s.dispose();
    const old = this.holder;
    this.holder = undefined;
    old?.then(
      (holder) => holder.client.dispose(),
      () => undefined,
    ).catch((e: unknown) => this.log.error('Closing the client failed', e));
    this.emitter.dispose();
  }
}
