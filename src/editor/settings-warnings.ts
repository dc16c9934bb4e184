// An invalid setting falls back to its default (config.ts); the user is told which one, once per value.
import type { InvalidSetting } from './config';
import type { Log } from './log';
import type { Prompts } from './prompts';
import { SECTION } from './settings';

export function warnInvalidSettings(invalid: readonly InvalidSetting[], log: Log, prompts: Prompts): void {
  for (const { key } of invalid) log.warn(`Setting ${SECTION}.${key} is invalid; using its default`);
  const names = invalid.map(({ key, problem }) => `${SECTION}.${key} (${problem})`).join(', ');
  void prompts.notify('warning', `Invalid Text Inference settings, using the defaults instead: ${names}.`);
}
