// SIGINT (Ctrl+C), SIGTERM (a CI runner or `kill`) and SIGHUP (a closed terminal) all cancel a command
// the same way: the command's signal aborts, so temporary files are removed, a redaction's manifest says
// `complete: false`, and the process exits 128 + the signal's number (130, 143, 129) with one line on
// stderr. A second signal stops at once (what it leaves, a later `--force` run cleans up).
import { EXIT, type ExitCode } from './errors';

export const CANCEL_SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP'] as const;
export type CancelSignal = (typeof CANCEL_SIGNALS)[number];

const EXIT_OF: Readonly<Record<CancelSignal, ExitCode>> = { SIGINT: EXIT.interrupted, SIGTERM: EXIT.terminated, SIGHUP: EXIT.hangup };

export interface SignalWatch {
  readonly signal: AbortSignal;
  /** The first cancel signal received, if any. */
  readonly received: CancelSignal | undefined;
  /** The exit code of the signal received (130 when cancelled otherwise). */
  readonly exitCode: ExitCode;
  dispose(): void;
}

export function watchSignals(write: (line: string) => void, exit: (code: number) => never = (code) => process.exit(code)): SignalWatch {
  const controller = new AbortController();
  let received: CancelSignal | undefined;
  const handlers = CANCEL_SIGNALS.map((name) => {
    const handler = (): void => {
      if (received !== undefined) exit(EXIT_OF[name]);
      received = name;
      if (name === 'SIGINT') write('\ntext-inference: cancelling (Ctrl+C again to stop at once)\n');
      controller.abort(Object.assign(new Error(`Cancelled by ${name}.`), { name: 'CancelledError', signal: name }));
    };
    process.on(name, handler);
    return [name, handler] as const;
  });
  return {
    signal: controller.signal,
    get received() {
      return received;
    },
    get exitCode() {
      return received ? EXIT_OF[received] : EXIT.interrupted;
    },
    dispose() {
      for (const [name, handler] of handlers) process.off(name, handler);
    },
  };
}

/** The one line printed when a command was cancelled. */
export function cancelledLine(received: CancelSignal | undefined): string {
  const how = received === undefined || received === 'SIGINT' ? '' : ` by ${received}`;
  return `text-inference: cancelled${how} (exit ${received ? EXIT_OF[received] : EXIT.interrupted}); no partial file left\n`;
}
