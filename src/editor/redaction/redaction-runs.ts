// The redaction runs of this window: one per document, or one for the whole session (setting
// redaction.consistency). A run holds the pseudonym numbers, surrogates, date offset and the mapping from
// original to replacement, in memory only; Forget Redaction Mapping or closing the window drops them.
// The keyed-hash key is created on first use and kept in SecretStorage, so tags stay stable across
// sessions on this machine without the key ever touching a file.
import { randomBytes, randomUUID } from 'node:crypto';
import * as vscode from 'vscode';
import { DeidRun, type StrategyChoice } from '../../deid/strategies';
import type { Config } from '../config/config';
import type { Log } from '../log';
import { dateShiftRange, maskOptions, usesHash, type ScopedEntry } from './strategy-settings.pure';

export const HASH_KEY_SECRET = 'textInference.redaction.hashKey';
const SESSION = '';

export class RedactionRuns implements vscode.Disposable {
  private readonly runs = new Map<string, DeidRun>();
  private hashKey: Uint8Array | undefined;
  private readonly subscription: vscode.Disposable;

  constructor(
    private readonly config: Config,
    private readonly secrets: vscode.SecretStorage,
    private readonly log: Log,
  ) {
    // A new date range or scope cannot apply to a run already under way: the next redaction starts afresh.
    this.subscription = config.onDidChange((change) => {
      if (['redaction.consistency', 'redaction.dateShift.minDays', 'redaction.dateShift.maxDays', 'redaction.dateShift.per', 'redaction.mask.character', 'redaction.mask.fixedLength'].some((k) => change.affects(k as never))) {
        this.forget();
      }
    });
  }

  /** The run for this document (or the session's), created on first use; throws on an empty date range. */
  async runFor(uri: vscode.Uri, choice: StrategyChoice): Promise<DeidRun> {
    const key = this.config.get('redaction.consistency') === 'session' ? SESSION : uri.toString();
    let run = this.runs.get(key);
    if (!run) {
      const settings = this.config.settings;
      // A fresh random seed per run: replacements are reproducible within it and unlinkable across runs.
      run = new DeidRun({ seed: randomUUID(), dateShift: dateShiftRange(settings), mask: maskOptions(settings) });
      this.runs.set(key, run);
    }
    if (usesHash(choice)) run.useHashKey(await this.key());
    return run;
  }

  get size(): number {
    let n = 0;
    for (const run of this.runs.values()) n += run.size;
    return n;
  }

  entries(): ScopedEntry[] {
    return [...this.runs.entries()].flatMap(([scope, run]) =>
      run.mapping().map((e) => ({ ...e, scope: scope === SESSION ? '' : vscode.workspace.asRelativePath(vscode.Uri.parse(scope)) })),
    );
  }

  forget(): void {
    this.runs.clear();
  }

  private async key(): Promise<Uint8Array> {
    if (this.hashKey) return this.hashKey;
    const stored = await this.secrets.get(HASH_KEY_SECRET);
    if (stored) {
      this.hashKey = Buffer.from(stored, 'base64');
    } else {
      const created = randomBytes(32);
      await this.secrets.store(HASH_KEY_SECRET, created.toString('base64'));
      this.log.info('created the keyed-hash key in secret storage');
      this.hashKey = created;
    }
    return this.hashKey;
  }

  dispose(): void {
    this.subscription.dispose();
    this.runs.clear();
  }
}
