// A Redactor over the deid strategies: one DeidRun for the whole batch, so a value gets the same
// replacement in every file ([PATIENT 3] is the same patient everywhere). The manifest describes the
// strategy but never the run's secrets (its seed, date offset or hash key).
import type { PhiItem } from '../api/results';
import { DeidRun, applyStrategies, type StrategyChoice } from '../deid/strategies';
import type { Redactor } from './redact-copy';

export interface RedactorOptions {
  readonly choice: StrategyChoice;
  readonly seed: string;
  readonly dateShift: { readonly minDays: number; readonly maxDays: number };
  readonly mask: { readonly character: string; readonly fixedLength: number };
  readonly hashKey?: Uint8Array;
  /** Shift each file's dates by the offset of its patient rather than one offset for the run. */
  readonly datesPerPatient?: boolean;
}

export function createRedactor(options: RedactorOptions): Redactor {
  const run = new DeidRun({ seed: options.seed, dateShift: options.dateShift, mask: options.mask, ...(options.hashKey ? { hashKey: options.hashKey } : {}) });
  return {
    strategy: { strategy: options.choice.strategy, byType: options.choice.byType, ...(options.datesPerPatient ? { dateShiftPer: 'patient' } : {}) },
    redact(text: string, items: readonly PhiItem[]) {
      const { text: redacted, replacements } = applyStrategies(text, items, options.choice, run, { datesPerPatient: options.datesPerPatient ?? false });
      return { text: redacted, replaced: replacements };
    },
  };
}
