// A Redactor over the deid strategies: one DeidRun for the whole batch, so a value gets the same
// replacement in every file ([PATIENT 3] is the same patient everywhere). The manifest describes the
// strategy but never the run's secrets (its seed, date offset or key).
import type { PhiItem } from '../api/results';
import { DeidRun, applyStrategies, type StrategyChoice } from '../deid/strategies';
import type { Redactor } from './redact-copy';

export interface RedactorOptions {
  readonly choice: StrategyChoice;
  readonly seed: string;
  readonly dateShift: { readonly minDays: number; readonly maxDays: number };
  readonly mask: { readonly character: string; readonly fixedLength: number };
  readonly hashKey?: Uint8Array;
  /** Deterministic replacements across processes and machines (TEXT_INFERENCE_HASH_KEY, --key-file). */
  readonly key?: Uint8Array;
  /** Shift each file's dates by the offset of its patient rather than one offset for the run. */
  readonly datesPerPatient?: boolean;
}

export interface StrategyRedactor extends Redactor {
  /** One record whose patient is known (a JSON Lines field): its dates shift by that patient's offset. */
  redactFor(text: string, items: readonly PhiItem[], patient: string | undefined): ReturnType<Redactor['redact']>;
  /** Dates the date model could not read, each written as [DATE]. */
  readonly unreadDates: number;
}

export function createRedactor(options: RedactorOptions): StrategyRedactor {
  const run = new DeidRun({
    seed: options.seed,
    dateShift: options.dateShift,
    mask: options.mask,
    ...(options.hashKey ? { hashKey: options.hashKey } : {}),
    ...(options.key ? { key: options.key } : {}),
  });
  const redactFor = (text: string, items: readonly PhiItem[], patient: string | undefined): ReturnType<Redactor['redact']> => {
    const plan = { datesPerPatient: options.datesPerPatient ?? false, ...(patient !== undefined ? { patient } : {}) };
    const { text: redacted, replacements } = applyStrategies(text, items, options.choice, run, plan);
    return { text: redacted, replaced: replacements };
  };
  return {
    strategy: {
      strategy: options.choice.strategy,
      byType: options.choice.byType,
      ...(options.datesPerPatient ? { dateShiftPer: 'patient' } : {}),
      ...(options.key ? { keyed: true } : {}),
    },
    redact: (text, items) => redactFor(text, items, undefined),
    redactFor,
    get unreadDates() {
      return run.unreadDateCount;
    },
  };
}
