// A progress bar on stderr, only when stderr is a terminal (nothing extra when piped or in CI). The
// progress library is loaded only then, so a piped run never pays for it.
import type * as CliProgress from 'cli-progress';
import { escapeControl } from '../batch/safe-text';

export interface ProgressBar {
  start(total: number, label: string): void;
  update(done: number, detail?: string): void;
  stop(): void;
}

const SILENT: ProgressBar = { start: () => undefined, update: () => undefined, stop: () => undefined };

export function createProgressBar(enabled: boolean): ProgressBar {
  if (!enabled || !process.stderr.isTTY) return SILENT;
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { SingleBar: Bar, Presets } = require('cli-progress') as typeof CliProgress;
  let bar: CliProgress.SingleBar | undefined;
  return {
    start(total, label) {
      bar = new Bar(
        {
          stream: process.stderr,
          format: `${label} {bar} {value} of {total} files  {percentage}%  ETA {eta_formatted}  {detail}`,
          hideCursor: true,
          clearOnComplete: true,
          etaBuffer: 50,
          formatValue: (v: number) => v.toLocaleString('en-US'),
        },
        Presets.shades_classic,
      );
      bar.start(total, 0, { detail: '' });
    },
    update(done, detail = '') {
      bar?.update(done, { detail: escapeControl(detail) });
    },
    stop() {
      bar?.stop();
      bar = undefined;
    },
  };
}
