// An invalid setting falls back to its default (config.ts); the user is told which one. Settings are
// re-read on every change, so the same invalid values are reported only once, not on each re-read.
import type { InvalidSetting } from './config';
import type { Log } from '../log';
import type { Prompts } from '../prompts';
import { SECTION } from './settings.pure';

export class InvalidSettingsReporter {
  private lastReported = '';

  constructor(
    private readonly log: Log,
    private readonly prompts: Prompts,
  ) {}

  report(invalid: readonly InvalidSetting[]): void {
    const names = invalid.map(({ key, problem }) => `${SECTION}.${key} (${problem})`).join(', ');
    if (names === this.lastReported) return;
    this.lastReported = names;
    for (const { key } of invalid) this.log.warn(`Setting ${SECTION}.${key} is invalid; using its default`);
    void this.prompts.notify('warning', `Invalid Text Inference settings, using the defaults instead: ${names}.`);
  }
}
