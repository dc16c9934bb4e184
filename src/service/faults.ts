// Which injected fault, if any, applies to a request. Rules are matched in order; every matching rule
// counts the request (for skip), probabilities are drawn from the seeded generator only for rules that
// are due, so the same seed and the same request sequence always give the same faults.
import { z } from 'zod';
import type { ModelName } from '../api/wire';
import { ModelNameSchema } from '../api/wire';
import type { FaultRule } from './options';
import type { Prng } from './prng';
import { createPrng } from './prng';

export const FAULT_KINDS = [
  '429', '500', '502', '503', 'latency', 'reset', 'malformed-json', 'drift-missing', 'drift-extra', 'code-point-offsets', 'never-complete',
  'lossy-output',
] as const;

/** The rule shape as read from the CLI (--faults) or any other untrusted source. */
export const FaultRuleSchema = z.strictObject({
  method: z.enum(['POST', 'GET']).optional(),
  model: ModelNameSchema.optional(),
  kind: z.enum(FAULT_KINDS),
  probability: z.number().min(0).max(1).optional(),
  skip: z.number().int().nonnegative().optional(),
  times: z.number().int().nonnegative().optional(),
  retryAfterSeconds: z.number().int().min(0).max(3600).optional(),
  latencyMs: z.number().int().nonnegative().max(600_000).optional(),
});
export const FaultRulesSchema = z.array(FaultRuleSchema);

export interface FaultDecision {
  /** Sum of the latency rules that apply. */
  readonly latencyMs: number;
  /** The first non-latency rule that applies. */
  readonly fault: FaultRule | undefined;
}

interface RuleState {
  readonly rule: FaultRule;
  seen: number;
  applied: number;
}

export class FaultInjector {
  private states: RuleState[] = [];
  private prng: Prng;

  constructor(
    rules: readonly FaultRule[],
    private readonly seed: number,
  ) {
    this.prng = createPrng(seed);
    this.replace(rules);
  }

  /** New rules, fresh counters and a fresh generator: a test can replay a sequence exactly. */
  replace(rules: readonly FaultRule[]): void {
    this.states = rules.map((rule) => ({ rule: { ...rule }, seen: 0, applied: 0 }));
    this.prng = createPrng(this.seed);
  }

  decide(method: 'POST' | 'GET', model: ModelName): FaultDecision {
    let latencyMs = 0;
    let fault: FaultRule | undefined;
    for (const state of this.states) {
      const { rule } = state;
      if (!matches(rule, method, model)) continue;
      state.seen += 1;
      if (state.seen <= (rule.skip ?? 0)) continue;
      if (rule.times !== undefined && state.applied >= rule.times) continue;
      const probability = rule.probability ?? 1;
      if (probability < 1 && !(this.prng() < probability)) continue;
      if (rule.kind === 'latency') {
        latencyMs += rule.latencyMs ?? 0;
        state.applied += 1;
      } else if (fault === undefined) {
        fault = rule;
        state.applied += 1;
      }
    }
    return { latencyMs, fault };
  }
}

function matches(rule: FaultRule, method: 'POST' | 'GET', model: ModelName): boolean {
  if (rule.method !== undefined && rule.method !== method) return false;
  if (rule.model !== undefined && rule.model !== model) return false;
  // Only a POST creates a job, so only a POST can be made never to complete.
  return rule.kind !== 'never-complete' || method === 'POST';
}
