// The pools surrogates draw from: thousands of given names (by gender) and surnames, and US cities with
// their state and the state's ZIP ranges, compiled at build time into surrogate-pools.json
// (scripts/build-surrogate-pools.mjs). The file is read once, on the first surrogate, from the folder of
// the running module only (dist/ beside the bundles; out/src/deid/strategies/ in the test build); without
// it the small built-in pools of surrogate-data.ts serve, so the product works either way.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { CITY_STATES, FEMALE_NAMES, MALE_NAMES, STATE_NAMES, STATE_ZIPS, SURNAMES } from './surrogate-data';

export const SURROGATE_POOLS_FILE = 'surrogate-pools.json';

export interface SurrogatePools {
  readonly female: readonly string[];
  readonly male: readonly string[];
  /** Every given name (female, male and the ones given to both). */
  readonly given: readonly string[];
  readonly surnames: readonly string[];
  /** [city, state code]. */
  readonly places: readonly (readonly [string, string])[];
  /** State code -> name. */
  readonly states: Readonly<Record<string, string>>;
  /** State code -> inclusive ZIP ranges. */
  readonly zips: Readonly<Record<string, readonly (readonly [number, number])[]>>;
  readonly source: 'file' | 'built-in';
}

export const BUILT_IN_POOLS: SurrogatePools = {
  female: FEMALE_NAMES,
  male: MALE_NAMES,
  given: [...FEMALE_NAMES, ...MALE_NAMES],
  surnames: SURNAMES,
  places: CITY_STATES,
  states: STATE_NAMES,
  zips: STATE_ZIPS,
  source: 'built-in',
};

const strings = (v: unknown): string[] => (Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string' && x.length > 1) : []);

/** Reads a pools file; anything missing or malformed gives the built-in pools. */
export function loadSurrogatePools(path: string | undefined): SurrogatePools {
  if (path === undefined || !existsSync(path)) return BUILT_IN_POOLS;
  try {
    const raw = JSON.parse(readFileSync(path, 'utf8')) as Record<string, unknown>;
    if (raw.format !== 1) return BUILT_IN_POOLS;
    const female = strings(raw.female);
    const male = strings(raw.male);
    const surnames = strings(raw.surnames);
    const places = (Array.isArray(raw.places) ? raw.places : []).filter(
      (p): p is [string, string] => Array.isArray(p) && typeof p[0] === 'string' && typeof p[1] === 'string',
    );
    const states = (raw.states ?? {}) as Record<string, string>;
    const zips = (raw.zips ?? {}) as Record<string, [number, number][]>;
    if (female.length < 100 || male.length < 100 || surnames.length < 100 || places.length < 100) return BUILT_IN_POOLS;
    return { female, male, given: [...female, ...male], surnames, places, states, zips, source: 'file' };
  } catch {
    return BUILT_IN_POOLS;
  }
}

/** The pools beside the running module (a run reads them on its first surrogate). */
export function surrogatePools(): SurrogatePools {
  return loadSurrogatePools(join(__dirname, SURROGATE_POOLS_FILE));
}
