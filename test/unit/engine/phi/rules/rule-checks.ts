// The assertions every per-rule test file uses, over the identifier it tests (the built-in one, or one over
// a small hand-made dictionary): a finding of this type and text by this rule, or none at all.
import { strict as assert } from 'node:assert';
import { join } from 'node:path';
import { createPhiIdentifier, defaultPhiDictionariesPath, loadPhiDictionaries, type PhiDictionaries } from '../../../../../src/engine/phi/index';
import type { EnginePhiFinding } from '../../../../../src/engine/types';

export interface RuleChecks {
  /** "TYPE:text" of every finding. */
  readonly spans: (text: string) => string[];
  /** The finding with exactly this type and text, by the given rule. */
  readonly finds: (text: string, expected: string, rule: string) => void;
  /** No finding at all, or none of the given types. */
  readonly clean: (text: string, ...types: string[]) => void;
  /** No finding by this rule (the other rules may read the text their own way). */
  readonly notBy: (text: string, rule: string) => void;
}

/**
 * A hand-made dictionary standing in for the built file: these English words and no name, city, state or country, so
 * that any other word of a test's text is a word no list knows.
 */
export function englishOnly(words: readonly string[]): PhiDictionaries {
  return { names: new Set(), given: new Set(), english: new Set(words), cities: new Set(), states: new Map(), countries: new Set(), source: 'file' };
}

/** A hand-made dictionary of these names, given names, English words and cities, with no state or country. */
export function handMade(words: { names?: readonly string[]; given?: readonly string[]; english: readonly string[]; cities?: readonly string[] }): PhiDictionaries {
  return {
    names: new Set(words.names),
    given: new Set(words.given),
    english: new Set(words.english),
    cities: new Set(words.cities),
    states: new Map(),
    countries: new Set(),
    source: 'file',
  };
}

export function ruleChecks(identify: (text: string) => EnginePhiFinding[]): RuleChecks {
  const spans = (text: string): string[] => identify(text).map((f) => `${f.type}:${text.slice(f.start, f.end)}`);
  return {
    spans,
    finds: (text, expected, rule) => {
      const hit = identify(text).find((f) => `${f.type}:${text.slice(f.start, f.end)}` === expected);
      assert.ok(hit, `${expected} not in ${JSON.stringify(spans(text))} for ${JSON.stringify(text)}`);
      assert.equal(hit.rule, rule, `${expected} found by ${hit.rule}, expected ${rule}`);
    },
    clean: (text, ...types) => {
      const got = spans(text).filter((s) => types.length === 0 || types.some((t) => s.startsWith(`${t}:`)));
      assert.deepEqual(got, [], text);
    },
    notBy: (text, rule) =>
      assert.deepEqual(
        identify(text)
          .filter((f) => f.rule === rule)
          .map((f) => text.slice(f.start, f.end)),
        [],
        text,
      ),
  };
}

export interface BuiltChecks {
  /** "TYPE:text" of the findings made by this rule. */
  readonly byRule: (text: string, rule: string) => string[];
  /** "TYPE:text" of the people found (PATIENT, DOCTOR), by any rule. */
  readonly people: (text: string) => string[];
}

/**
 * Checks over the built dictionaries (dist/phi-dictionaries.json), as the product runs, for rules that need the real
 * name and English lists; undefined when they are not built, so that the tests using them skip.
 */
export function builtChecks(): BuiltChecks | undefined {
  const path = defaultPhiDictionariesPath(join(__dirname, '..', '..', '..', '..', '..', 'src', 'engine'));
  if (path === undefined) return undefined;
  const identify = createPhiIdentifier(loadPhiDictionaries(path));
  const spans = (text: string, keep: (f: EnginePhiFinding) => boolean): string[] =>
    identify(text).filter(keep).map((f) => `${f.type}:${text.slice(f.start, f.end)}`);
  return {
    byRule: (text, rule) => spans(text, (f) => f.rule === rule),
    people: (text) => spans(text, (f) => f.type === 'PATIENT' || f.type === 'DOCTOR'),
  };
}
