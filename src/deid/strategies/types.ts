// The vocabulary of replacement strategies, shared by the engine, the editor and the command line.

export const STRATEGIES = ['label', 'pseudonym', 'surrogate', 'dateShift', 'mask', 'hash'] as const;
export type StrategyName = (typeof STRATEGIES)[number];

/** A PHI item to replace: offsets into the text being redacted and its phi_type. */
export interface PhiSpan {
  readonly start: number;
  readonly end: number;
  readonly type: string;
}

export interface MaskOptions {
  /** The character written in place of each masked one. */
  readonly character: string;
  /** 0: as many mask characters as the original has (spaces kept); otherwise always this many. */
  readonly fixedLength: number;
}

export interface StrategyChoice {
  /** The strategy for every type without an override. */
  readonly strategy: StrategyName;
  /** Per phi_type overrides, e.g. { DATE: 'dateShift', PATIENT: 'pseudonym' }. */
  readonly byType: Readonly<Record<string, StrategyName>>;
}

export function strategyFor(choice: StrategyChoice, type: string): StrategyName {
  return choice.byType[type] ?? choice.byType[type.toUpperCase()] ?? choice.strategy;
}

/** One replacement made: kept in the run's in-memory mapping and shown in the preview's counts. */
export interface Replacement {
  readonly start: number;
  readonly end: number;
  readonly type: string;
  readonly strategy: StrategyName;
  readonly original: string;
  readonly replacement: string;
}

export const STRATEGY_TITLES: Readonly<Record<StrategyName, string>> = {
  label: 'label [TYPE]',
  pseudonym: 'numbered pseudonym [TYPE n]',
  surrogate: 'realistic surrogate',
  dateShift: 'date shift',
  mask: 'mask',
  hash: 'keyed hash',
};
