// A redaction run: the state that makes replacements consistent (pseudonym numbers, surrogates, the date
// offset) and the in-memory mapping from original to replacement. A run lives as long as its owner
// decides (one document, or a session of many); it is never written anywhere by this module.
import { shiftDates, capAge } from './dates';
import { keyedHash } from './hash';
import { label, mask } from './label';
import { Pseudonyms } from './pseudonym';
import { streamFor } from './random';
import { Surrogates } from './surrogate';
import type { MaskOptions, StrategyName } from './types';

export interface DateShiftRange {
  /** Days, inclusive; the offset is never 0 (a range of only 0 is refused). */
  readonly minDays: number;
  readonly maxDays: number;
}

export interface RunOptions {
  /** Seeds surrogates and the date offset: the same seed and inputs give the same output. */
  readonly seed: string;
  readonly dateShift: DateShiftRange;
  readonly mask: MaskOptions;
  /** The HMAC key for the hash strategy; without it, hash falls back to a label. */
  readonly hashKey?: Uint8Array;
}

export interface MappingEntry {
  readonly type: string;
  readonly strategy: StrategyName;
  readonly original: string;
  readonly replacement: string;
}

/** A date offset drawn from the range, never 0: a shift by nothing would leave every date in place. */
export function drawOffset(seed: string, range: DateShiftRange): number {
  const lo = Math.min(range.minDays, range.maxDays);
  const hi = Math.max(range.minDays, range.maxDays);
  if (lo === 0 && hi === 0) throw new RangeError('The date shift range must include a day other than 0.');
  const rng = streamFor(seed, 'date-offset');
  for (;;) {
    const days = rng.int(lo, hi);
    if (days !== 0) return days;
  }
}

export class DeidRun {
  /** The run's date offset (used when dates are not shifted per patient). */
  readonly dateOffsetDays: number;
  private readonly patientOffsets = new Map<string, number>();
  private readonly pseudonyms = new Pseudonyms();
  private readonly surrogates: Surrogates;
  /** strategy + type -> original -> entry: nested so a lookup builds no key string. */
  private readonly memo = new Map<string, Map<string, MappingEntry>>();
  private entries = 0;

  private hashKey: Uint8Array | undefined;

  constructor(private readonly options: RunOptions) {
    this.hashKey = options.hashKey;
    this.dateOffsetDays = drawOffset(options.seed, options.dateShift);
    this.surrogates = new Surrogates(options.seed, (patient) => this.dateOffsetFor(patient));
  }

  /**
   * The date offset for one patient's notes (a seeded draw per patient, so intervals hold within each
   * patient's record while two patients' shifts are unrelated), or the run's offset.
   */
  dateOffsetFor(patient: string | undefined): number {
    if (patient === undefined) return this.dateOffsetDays;
    let days = this.patientOffsets.get(patient);
    if (days === undefined) {
      days = drawOffset(`${this.options.seed}\u0000patient\u0000${patient}`, this.options.dateShift);
      this.patientOffsets.set(patient, days);
    }
    return days;
  }

  /** A stable key for the patient a name refers to: parts and variants of one name share it. */
  patientKey(name: string): string {
    return String(this.pseudonyms.number('PATIENT', name));
  }

  /**
   * The replacement for one PHI value; the same (strategy, type, original) always gets the same one.
   * With `patient`, dates are shifted by that patient's offset.
   */
  replace(strategy: StrategyName, type: string, original: string, patient?: string): string {
    const dated = patient !== undefined && type.toUpperCase() === 'DATE';
    const slot = dated ? `${strategy}\u0000${type}\u0000${patient}` : `${strategy}\u0000${type}`;
    let byOriginal = this.memo.get(slot);
    if (!byOriginal) {
      byOriginal = new Map();
      this.memo.set(slot, byOriginal);
    }
    const known = byOriginal.get(original);
    if (known) return known.replacement;
    const replacement = this.compute(strategy, type, original, dated ? patient : undefined);
    byOriginal.set(original, { type, strategy, original, replacement });
    this.entries++;
    return replacement;
  }

  /** The key arrives when the hash strategy is first chosen (it is read from secret storage then). */
  useHashKey(key: Uint8Array): void {
    this.hashKey = key;
  }

  /** Every replacement made so far (grouped by strategy and type). Held in memory only. */
  mapping(): readonly MappingEntry[] {
    return [...this.memo.values()].flatMap((m) => [...m.values()]);
  }

  get size(): number {
    return this.entries;
  }

  private compute(strategy: StrategyName, type: string, original: string, patient: string | undefined): string {
    switch (strategy) {
      case 'label':
        return label(type);
      case 'pseudonym':
        return this.pseudonyms.pseudonym(type, original);
      case 'surrogate':
        return this.surrogates.surrogate(type, original, patient);
      case 'dateShift': {
        // Only dates (and ages over 89) have a shifted form; any other type gets its label.
        const t = type.toUpperCase();
        if (t === 'DATE') return shiftDates(original, this.dateOffsetFor(patient)) ?? label(type);
        if (t === 'AGE') return capAge(original);
        return label(type);
      }
      case 'mask':
        return mask(original, this.options.mask.character, this.options.mask.fixedLength);
      case 'hash':
        return this.hashKey ? keyedHash(this.hashKey, type, original) : label(type);
    }
  }
}
