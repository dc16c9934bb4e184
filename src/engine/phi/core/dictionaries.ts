// The PHI dictionaries compiled at build time by scripts/build-phi-dictionaries.mjs from openly licensed npm
// packages: given names and surnames, cities, states, countries, and a general English word list that
// tells an ordinary word from a name. The file is optional: without it the engine runs on its own small
// gazetteers and its rules, at lower recall. Like the lexicon, it is looked for only in the folder of the
// running module (dist/ beside the bundles; out/src/engine/ for the transpiled tree, where esbuild.mjs copies
// it), never in a parent folder: data outside the package must not change what the engine finds.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export const PHI_DICTIONARIES_FILE = 'phi-dictionaries.json';

export interface PhiDictionaries {
  /** Given names and surnames of every source (lower-cased). */
  readonly names: ReadonlySet<string>;
  /** Given names only: the strongest evidence after a kinship word ("son bill"). */
  readonly given: ReadonlySet<string>;
  /**
   * General English words and, when the build had the CC0 vocabularies, words of disease and symptom
   * names (lower-cased): an unknown word in a name slot is more likely a name.
   */
  readonly english: ReadonlySet<string>;
  /** US cities (population >= 5,000) and large world cities, lower-cased, multi-word keys single-spaced. */
  readonly cities: ReadonlySet<string>;
  /** US state names -> postal codes. */
  readonly states: ReadonlyMap<string, string>;
  readonly countries: ReadonlySet<string>;
  /** Where the dictionaries came from: 'file' (with its path) or 'none' (with the reason). */
  readonly source: 'file' | 'none';
  readonly reason?: string;
}

const EMPTY_SET: ReadonlySet<string> = new Set();

export function noDictionaries(reason: string): PhiDictionaries {
  return { names: EMPTY_SET, given: EMPTY_SET, english: EMPTY_SET, cities: EMPTY_SET, states: new Map(), countries: EMPTY_SET, source: 'none', reason };
}

/** The dictionaries file beside the running module (dist/service.js -> dist/phi-dictionaries.json), if any. */
export function defaultPhiDictionariesPath(moduleDir: string): string | undefined {
  const beside = join(moduleDir, PHI_DICTIONARIES_FILE);
  return existsSync(beside) ? beside : undefined;
}

function stringArray(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
}

/** Reads a dictionaries file; a missing or malformed file gives empty dictionaries with the reason. */
export function loadPhiDictionaries(path: string | undefined): PhiDictionaries {
  if (path === undefined) return noDictionaries(`${PHI_DICTIONARIES_FILE} not built`);
  let raw: unknown;
  try {
    raw = JSON.parse(readFileSync(path, 'utf8'));
  } catch (e) {
    return noDictionaries(`${PHI_DICTIONARIES_FILE} unreadable: ${(e as Error).message}`);
  }
  if (raw === null || typeof raw !== 'object' || (raw as { format?: unknown }).format !== 1) {
    return noDictionaries(`${PHI_DICTIONARIES_FILE} has an unknown format`);
  }
  const d = raw as Record<string, unknown>;
  const given = new Set(stringArray(d.given));
  const names = new Set([...given, ...stringArray(d.surnames), ...stringArray(d.people)]);
  const states = new Map<string, string>();
  if (Array.isArray(d.states)) {
    for (const s of d.states) if (Array.isArray(s) && typeof s[0] === 'string' && typeof s[1] === 'string') states.set(s[0], s[1]);
  }
  return {
    names,
    given,
    english: new Set([...stringArray(d.english), ...stringArray(d.medical)]),
    cities: new Set([...stringArray(d.usCities), ...stringArray(d.worldCities)]),
    states,
    countries: new Set(stringArray(d.countries)),
    source: 'file',
  };
}
