// The kinds of family the PHI rule registry (core/registry.ts) is built from: what a family reads, the rule ids and
// score tiers it declares, and the constructors of its four shapes (one rule; rules of the raw or calmed text; of the
// word tokens; of the raw text with the word classes). Kept apart so that the registry is the table alone.
import type { PhiRuleId } from '../../../deid/phi-rules';
import { byRule, type Candidate } from './scan';
import type { TierName } from './tiers';
import type { WordClasses, WordToken } from './tokens';
import type { GateWords } from './word-gate';

export type Reading = 'raw' | 'calmed' | 'tokens';

/**
 * What a family may read: the text, its calmed copy, its word tokens and the word classes, and what the note
 * holds, read once for all families (core/pipeline.ts, `readNote`): the gate words of the text (its calmed copy
 * holds the same) and the cue bits of each token.
 */
export interface FamilyInput {
  readonly text: string;
  readonly calmed: string;
  readonly tokens: readonly WordToken[];
  readonly words: WordClasses;
  readonly gateWords: GateWords;
  readonly cues: Int32Array;
  /** The start and end of each shouting line, in order (core/shouting.ts; core/case-restore.ts reads them). */
  readonly shouting: readonly number[];
}

/** Each rule of a family and the score tiers its findings may carry, highest first. */
export type RuleTiers = Readonly<Partial<Record<PhiRuleId, readonly TierName[]>>>;

export interface PhiFamily {
  readonly id: string;
  readonly reads: Reading;
  /** The rule ids its findings carry (the keys of `tiers`); a family of one rule tags them itself. */
  readonly rules: readonly PhiRuleId[];
  readonly tiers: RuleTiers;
  readonly detect: (input: FamilyInput, out: Candidate[]) => void;
  /**
   * The family's rules whose findings in a restored-case copy of the note (core/case-restore.ts) are kept: rules
   * that read a Title-case word after a cue, precise enough when the capital is a caseless line's restored one.
   */
  readonly restoredCase?: RestoredCaseReading;
  /**
   * Run after every other family and after the restored-case reading (core/pipeline.ts), for a rule that reads what
   * the others found: a hospital's initials read from its name wherever the note spelt it out.
   */
  readonly late?: boolean;
}

/** Which of a family's rules read the restored-case copy, and of which pieces. */
export interface RestoredCaseReading {
  readonly rules: readonly PhiRuleId[];
  /** Rules (among `rules`) read only in pieces where a restored word has a number after it ("on quellmar 6"): a floor's building. */
  readonly numberAfter?: readonly PhiRuleId[];
  /**
   * The family's detector run for the given rules (some of `rules`) alone: the candidates of those rules that
   * `detect` finds, in its order, without the work of the others (a piece pays for the whole family otherwise).
   */
  readonly readOnly?: (input: FamilyInput, out: Candidate[], rules: readonly PhiRuleId[]) => void;
}

/** The family, with the rules whose reading of a restored-case copy stands (`PhiFamily.restoredCase`). */
export function restoring(f: PhiFamily, reading: RestoredCaseReading | undefined): PhiFamily {
  return reading !== undefined ? { ...f, restoredCase: reading } : f;
}

/** A family of exactly one rule: its detector's candidates are tagged with that rule. */
export function single(id: string, reads: 'raw' | 'calmed', rule: PhiRuleId, tiers: readonly TierName[], detect: (text: string, out: Candidate[], seen: GateWords) => void): PhiFamily {
  return { id, reads, rules: [rule], tiers: { [rule]: tiers }, detect: (input, out) => byRule(out, rule, () => detect(reads === 'raw' ? input.text : input.calmed, out, input.gateWords)) };
}

/** A family whose detector tags its own rules. */
export function family(id: string, reads: 'raw' | 'calmed', tiers: RuleTiers, detect: (text: string, out: Candidate[], seen: GateWords) => void): PhiFamily {
  return { id, reads, rules: ruleIds(tiers), tiers, detect: (input, out) => detect(reads === 'raw' ? input.text : input.calmed, out, input.gateWords) };
}

/** A family that reads the word tokens; its detector tags its own rules. */
export function tokenFamily(id: string, tiers: RuleTiers, detect: (text: string, tokens: readonly WordToken[], words: WordClasses, out: Candidate[], cues: Int32Array, seen: GateWords) => void): PhiFamily {
  return { id, reads: 'tokens', rules: ruleIds(tiers), tiers, detect: (input, out) => detect(input.text, input.tokens, input.words, out, input.cues, input.gateWords) };
}

/** A family that reads the raw text and asks the word classes about the words it finds. */
export function wordFamily(id: string, tiers: RuleTiers, detect: (text: string, words: WordClasses, out: Candidate[], seen: GateWords) => void): PhiFamily {
  return { id, reads: 'raw', tiers, rules: ruleIds(tiers), detect: (input, out) => detect(input.text, input.words, out, input.gateWords) };
}

function ruleIds(tiers: RuleTiers): PhiRuleId[] {
  return Object.keys(tiers) as PhiRuleId[];
}
