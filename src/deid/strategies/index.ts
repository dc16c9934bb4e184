// Replacement strategies for PHI: label, numbered pseudonym, realistic surrogate, date shift, mask and
// keyed hash, applied to identify-phi results from any service.
export { mainPatient, mergeSpans, planReplacements, redactText, type PlanOptions, type Redaction } from './apply';
export { capAge, readDate, shiftDates } from './dates';
export { keyedHash } from './hash';
export { label, mask } from './label';
export { isPersonType, Pseudonyms } from './pseudonym';
export { DeidRun, drawOffset, type DateShiftRange, type MappingEntry, type RunOptions } from './run';
export { STRATEGIES, STRATEGY_TITLES, strategyFor, type MaskOptions, type PhiSpan, type Replacement, type StrategyChoice, type StrategyName } from './types';
