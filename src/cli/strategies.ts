// The replacement strategies `redact --strategy` accepts: the deid vocabulary.
export { STRATEGIES as STRATEGY_NAMES } from '../deid/strategies/types';
