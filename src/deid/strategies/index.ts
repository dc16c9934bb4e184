// Replacement strategies for PHI: label, numbered pseudonym, realistic surrogate, date shift, mask and
// keyed hash, applied to identify-phi results from any service.
export { applyStrategies, mainPatient, mergeSpans, planReplacements, type DeidRedaction, type PlanOptions } from './apply';
export { capAge, readDate, shiftDates, yearOf } from './dates';
export { keyedHash } from './hash';
export { label, mask } from './label';
export { isPersonType, Pseudonyms } from './pseudonym';
export { BUILT_IN_POOLS, loadSurrogatePools, surrogatePools, type SurrogatePools } from './pools';
export { DeidRun, drawOffset, type DateShiftRange, type MappingEntry, type ReplaceContext, type RunOptions } from './run';
export { STRATEGIES, STRATEGY_TITLES, strategyFor, type MaskOptions, type PhiSpan, type Replacement, type StrategyChoice, type StrategyName } from './types';
