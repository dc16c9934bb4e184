// A redaction run: the state that makes replacements consistent (pseudonym numbers, surrogates, the date
// offsets) and the in-memory mapping from original to replacement. A run lives as long as its owner
// decides (one document, or a session of many); it is never written anywhere by this module.
//
// With a key (TEXT_INFERENCE_HASH_KEY or --key-file on the command line) a run is deterministic: hash tags,
// surrogates and date offsets are functions of (key, normalised value), and a patient's date offset of
// (key, patient), so any number of processes on any number of machines give the same replacement for the
// same person and the same shift for the same patient. Without a key, runs are random and unlinkable.
import { createHmac } from 'node:crypto';
import { capAge, shiftDates } from './dates';
import { keyedHash } from './hash';
import { label, mask } from './label';
import { isPersonType, Pseudonyms } from './pseudonym';
import type { SurrogatePools } from './pools';
import { streamFor } from './random';
import { Surrogates, type Gender } from './surrogate';
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
  /** Deterministic across processes: seed and date offsets derive from this key (it is also the hash key). */
  readonly key?: Uint8Array;
  /** Surrogate pools (tests); by default the compiled pools beside the module, else the built-in ones. */
  readonly pools?: SurrogatePools;
}

/** Where a value stands: whose note, the note's year, a title before a name, the state beside a city. */
export interface ReplaceContext {
  readonly patient?: string;
  readonly year?: number;
  readonly gender?: Gender;
  readonly state?: string;
}

export interface MappingEntry {
  readonly type: string;
  readonly strategy: StrategyName;
  readonly original: string;
  readonly replacement: string;
}

/**
 * Whether an offset moves every date: not 0, and not within a day of a whole number of years (which would
 * leave a date written without its year, "March 3", exactly where it was).
 */
export function movesEveryDate(days: number): boolean {
  const r = Math.abs(days) % 365.2425;
  return days !== 0 && r >= 1.5 && r <= 363.75;
}

/** A date offset drawn from the range that moves every date (see movesEveryDate). */
export function drawOffset(seed: string, range: DateShiftRange): number {
  const lo = Math.min(range.minDays, range.maxDays);
  const hi = Math.max(range.minDays, range.maxDays);
  let usable = 0;
  for (let d = lo; d <= hi && usable === 0; d++) if (movesEveryDate(d)) usable++;
  if (usable === 0) throw new RangeError('The date shift range must include a day other than 0 and other than a whole number of years.');
  const rng = streamFor(seed, 'date-offset');
  for (;;) {
    const days = rng.int(lo, hi);
    if (movesEveryDate(days)) return days;
  }
}

/** Types whose surrogates are drawn from word pools: only their originals can collide with a surrogate. */
const WORDY = new Set(['PATIENT', 'DOCTOR', 'CITY', 'STATE', 'COUNTRY', 'HOSPITAL', 'ORGANIZATION', 'STREET', 'LOCATION-OTHER', 'PROFESSION', 'USERNAME', 'EMAIL']);

const derive = (key: Uint8Array, purpose: string): string => createHmac('sha256', key).update(purpose).digest('hex');

export class DeidRun {
  /** The run's date offset (used when dates are not shifted per patient). */
  readonly dateOffsetDays: number;
  private readonly seed: string;
  private readonly patientOffsets = new Map<string, number>();
  private readonly pseudonyms = new Pseudonyms();
  /** Who a name refers to (hash tags, a patient's date offset): the run's, or in a keyed run the text's alone. */
  private people = new Pseudonyms();
  private readonly surrogates: Surrogates;
  /** strategy -> type -> context -> original -> replacement: nested so a lookup builds no key string. */
  private readonly memo = new Map<StrategyName, Map<string, Map<string, Map<string, string>>>>();
  private entries = 0;
  private unreadDates = 0;
  private hashKey: Uint8Array | undefined;

  constructor(private readonly options: RunOptions) {
    this.hashKey = options.hashKey ?? options.key;
    this.seed = options.key ? derive(options.key, 'text-inference/seed') : options.seed;
    this.dateOffsetDays = drawOffset(this.seed, options.dateShift);
    this.surrogates = new Surrogates({ seed: this.seed, keyed: options.key !== undefined, ...(options.pools ? { pools: options.pools } : {}) });
  }

  get keyed(): boolean {
    return this.options.key !== undefined;
  }

  /**
   * The date offset for one patient's notes (a draw per patient, so intervals hold within each patient's
   * record while two patients' shifts are unrelated), or the run's offset.
   */
  dateOffsetFor(patient: string | undefined): number {
    if (patient === undefined) return this.dateOffsetDays;
    let days = this.patientOffsets.get(patient);
    if (days === undefined) {
      days = drawOffset(`${this.seed}\u0000patient\u0000${patient}`, this.options.dateShift);
      this.patientOffsets.set(patient, days);
    }
    return days;
  }

  /** A stable key for the patient a name refers to: parts and variants of one name share it. */
  patientKey(name: string): string {
    return this.people.canonical('PATIENT', name);
  }

  /**
   * Before the values of one text are replaced: its originals are excluded as surrogates, and its person
   * names are linked (so "Harlow" before "Margaret A. Harlow" in a text still refers to her). A keyed run
   * forgets the previous text's exclusions and names, so its answer for a text depends on that text alone
   * (a record naming only "Harlow" is hashed as "Harlow": no process can know more).
   */
  beginText(values: readonly { readonly type: string; readonly original: string; readonly strategy?: StrategyName }[]): void {
    if (this.keyed) {
      this.people = new Pseudonyms();
      this.surrogates.beginText();
      // Answers that depend on the text's other values (exclusions, a name's fullest form) are per text.
      for (const strategy of ['surrogate', 'hash'] as const) {
        for (const byContext of this.memo.get(strategy)?.values() ?? []) for (const byOriginal of byContext.values()) this.entries -= byOriginal.size;
        this.memo.delete(strategy);
      }
    }
    // Only the work a strategy of this text needs: exclusions for surrogates, linked names for hash tags.
    const surrogates = values.some((v) => v.strategy === undefined || v.strategy === 'surrogate');
    const people = values.some((v) => v.strategy === undefined || v.strategy === 'hash');
    for (const v of values) {
      if (surrogates && WORDY.has(v.type.toUpperCase())) this.surrogates.exclude(v.original);
      if (people && isPersonType(v.type.toUpperCase())) this.people.number(v.type, v.original);
    }
  }

  /**
   * The replacement for one PHI value; the same (strategy, type, original, context) always gets the same
   * one. A date this run cannot read is written as [DATE] and counted (`unreadDateCount`).
   */
  replace(strategy: StrategyName, type: string, original: string, context: ReplaceContext = {}): string {
    const t = type.toUpperCase();
    let contextKey = '';
    if (t === 'DATE' && (strategy === 'dateShift' || strategy === 'surrogate')) {
      if (context.patient !== undefined || context.year !== undefined) contextKey = `${context.patient ?? ''}\u0000${context.year ?? ''}`;
    } else if (strategy === 'surrogate') {
      if ((t === 'CITY' || t === 'ZIP') && context.state !== undefined) contextKey = context.state;
      else if (context.gender !== undefined && isPersonType(t)) contextKey = context.gender;
    }
    const byOriginal = this.slot(strategy, type, contextKey);
    const known = byOriginal.get(original);
    if (known !== undefined) return known;
    const replacement = this.compute(strategy, type, original, context);
    byOriginal.set(original, replacement);
    this.entries++;
    return replacement;
  }

  private slot(strategy: StrategyName, type: string, contextKey: string): Map<string, string> {
    let byType = this.memo.get(strategy);
    if (!byType) this.memo.set(strategy, (byType = new Map<string, Map<string, Map<string, string>>>()));
    let byContext = byType.get(type);
    if (!byContext) byType.set(type, (byContext = new Map<string, Map<string, string>>()));
    let byOriginal = byContext.get(contextKey);
    if (!byOriginal) byContext.set(contextKey, (byOriginal = new Map<string, string>()));
    return byOriginal;
  }

  /** The key arrives when the hash strategy is first chosen (it is read from secret storage then). */
  useHashKey(key: Uint8Array): void {
    this.hashKey = key;
  }

  /** Every replacement made so far (grouped by strategy and type). Held in memory only. */
  mapping(): readonly MappingEntry[] {
    const out: MappingEntry[] = [];
    for (const [strategy, byType] of this.memo) {
      for (const [type, byContext] of byType) {
        for (const byOriginal of byContext.values()) for (const [original, replacement] of byOriginal) out.push({ type, strategy, original, replacement });
      }
    }
    return out;
  }

  get size(): number {
    return this.entries;
  }

  /** Dates met that the date model could not read (each written as [DATE]). */
  get unreadDateCount(): number {
    return this.unreadDates;
  }

  /** The surrogate pools' sizes (for documentation and diagnostics). */
  surrogatePoolSizes(): Record<string, number | string> {
    return this.surrogates.poolSizes();
  }

  private shifted(type: string, original: string, context: ReplaceContext): string {
    const out = shiftDates(original, this.dateOffsetFor(context.patient), context.year !== undefined ? { year: context.year } : {});
    if (out !== undefined) return out;
    this.unreadDates++;
    return label(type);
  }

  private compute(strategy: StrategyName, type: string, original: string, context: ReplaceContext): string {
    const t = type.toUpperCase();
    switch (strategy) {
      case 'label':
        return label(type);
      case 'pseudonym':
        return this.pseudonyms.pseudonym(type, original);
      case 'surrogate':
        if (t === 'DATE') return this.shifted(type, original, context);
        return this.surrogates.surrogate(type, original, context);
      case 'dateShift':
        // Only dates (and ages over 89) have a shifted form; any other type gets its label.
        if (t === 'DATE') return this.shifted(type, original, context);
        if (t === 'AGE') return capAge(original);
        return label(type);
      case 'mask':
        return mask(original, this.options.mask.character, this.options.mask.fixedLength);
      case 'hash':
        // A person's every form ("Harlow", "M. A. Harlow") hashes as the fullest form the run has seen.
        return this.hashKey ? keyedHash(this.hashKey, type, this.people.canonical(type, original)) : label(type);
    }
  }
}
