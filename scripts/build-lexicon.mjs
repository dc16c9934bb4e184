// Builds the extended lexicon (dist/lexicon.json, an ignored build artifact) from the shared vocabularies in
// ../shared/data/vocab when they are present: Disease Ontology diseases with a UMLS CUI (ICD10CM and
// SNOMEDCT_US cross-references, names and EXACT synonyms) and Symptom Ontology symptoms with a CUI. When the
// data is absent it writes nothing and succeeds: the engine then runs on its built-in list.
// Usage: node scripts/build-lexicon.mjs   (esbuild.mjs calls buildLexicon({ quiet: true }) before each build)
import { existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const SCRIPT = fileURLToPath(import.meta.url);
const ROOT = dirname(dirname(SCRIPT));
const VOCAB = resolve(ROOT, '..', 'shared', 'data', 'vocab');
const OUTPUT = join(ROOT, 'dist', 'lexicon.json');
const SOURCES = ['do-xrefs.tsv', 'do-terms.tsv', 'do-ncit-subset.obo', 'do-infectious-subset.obo', 'symp.obo'];
const TYPES = ['Medical Conditions', 'Signs & Symptoms'];
const CONDITION = 0;
const SYMPTOM = 1;
const MAX_TERM_LENGTH = 100;

/** Acronyms that name several things in clinical text ("ALL" the word, "MS", "CAD", "PE" the exam...). */
const AMBIGUOUS_ACRONYMS = new Set([
  'ALL', 'AND', 'ARE', 'BAD', 'CAD', 'CAN', 'CAT', 'COLD', 'DOG', 'FAT', 'FOR', 'HAD', 'HAS', 'HIS', 'MAD', 'MAN',
  'NOT', 'OLD', 'PAD', 'PET', 'RAT', 'SAD', 'SET', 'THE', 'TOO', 'USE', 'WAS', 'WHO', 'IBD', 'CRF', 'CHD', 'PID',
  'MCA', 'EMR', 'PPD', 'PRN', 'BID', 'TID', 'QID', 'ICU', 'CPR', 'ENT', 'DOB', 'POD', 'BMI', 'SSN', 'MRN', 'EHR',
  // Also common as lab tests, anatomy, drugs or organisations in clinical notes.
  'ADA', 'ACLS', 'ACN', 'AFD', 'AHL', 'APS', 'ASM', 'BMD', 'BSS', 'CCA', 'CHS', 'CON', 'CPP', 'CPT-II', 'DDS', 'DIL',
  'EPI', 'ESS', 'FBS', 'GPS', 'GRA', 'GRS', 'HFS', 'HPS', 'IEL', 'ISM', 'JBS', 'LCM', 'LPI', 'MCD', 'MEC', 'MUL',
  'ONH', 'PCL', 'PHP', 'PLAT', 'PMC', 'POH', 'PSS', 'RBS', 'SBS', 'SCH', 'SFN', 'SGS', 'SOD',
]);
/** Single words too generic or too ambiguous to name one disease or symptom. */
const GENERIC_WORDS = new Set([
  'disease', 'disorder', 'syndrome', 'symptom', 'symptoms', 'sign', 'finding', 'condition', 'infection', 'abuse',
  'gas', 'faint', 'runs', 'fits', 'dependence', 'deficiency', 'injury', 'lesion', 'mass', 'growth', 'tumor',
  'tumour', 'neoplasm', 'cyst', 'discharge', 'spasm', 'fracture', 'pressure', 'mania', 'shock', 'bleeding',
  'erythema', 'dropsy', 'insulin', 'carrier', 'allergy', 'pain', 'icteric', 'uredo', 'crabs', 'plague', 'rubor',
]);

const unquote = (s) => s.replace(/^"|"$/g, '');
const fold = (s) => s.toLowerCase().replace(/[\s\-_/]+/g, ' ').trim();

function readIfPresent(vocab, name) {
  const path = join(vocab, name);
  return existsSync(path) ? readFileSync(path, 'utf8') : undefined;
}

function record(map, id) {
  let r = map.get(id);
  if (!r) {
    r = { id, label: '', cuis: new Set(), icd10: new Set(), snomed: new Set(), synonyms: [], obsolete: false };
    map.set(id, r);
  }
  return r;
}

function addXref(r, xref) {
  const colon = xref.indexOf(':');
  const prefix = xref.slice(0, colon);
  const value = xref.slice(colon + 1).trim();
  if (prefix === 'UMLS_CUI' && /^C\d{7}$/.test(value)) r.cuis.add(value);
  // A range ("E08-E13") names a block of codes, not a code.
  else if (prefix === 'ICD10CM' && /^[A-Z]\d[0-9A-Z](\.[0-9A-Z]{1,4})?$/.test(value)) r.icd10.add(value);
  else if (prefix.startsWith('SNOMEDCT_US') && /^\d{6,18}$/.test(value)) r.snomed.add(value);
}

function parseXrefs(tsv, diseases) {
  for (const line of tsv.split('\n').slice(1)) {
    if (!line) continue;
    const [id, label, xref] = line.split('\t').map(unquote);
    if (!id || !xref) continue;
    const r = record(diseases, id);
    if (label) r.label = label;
    addXref(r, xref);
  }
}

function parseTerms(tsv, diseases) {
  for (const line of tsv.split('\n').slice(1)) {
    const [id, label] = line.split('\t').map(unquote);
    const r = id ? diseases.get(id) : undefined;
    if (r && !r.label && label) r.label = label;
  }
}

/** Parses the [Term] stanzas of an OBO file into { id, name, obsolete, synonyms: [{ text, scope, acronym }], xrefs }. */
function parseObo(text) {
  const terms = [];
  let current;
  for (const line of text.split('\n')) {
    if (line.startsWith('[')) {
      current = line === '[Term]' ? { id: '', name: '', obsolete: false, synonyms: [], xrefs: [] } : undefined;
      if (current) terms.push(current);
    } else if (current) {
      if (line.startsWith('id: ')) current.id = line.slice(4).trim();
      else if (line.startsWith('name: ')) current.name = line.slice(6).trim();
      else if (line.startsWith('is_obsolete: true')) current.obsolete = true;
      else if (line.startsWith('xref: ')) current.xrefs.push(line.slice(6).trim().split(' ')[0]);
      else if (line.startsWith('synonym: ')) {
        const m = /^synonym: "((?:[^"\\]|\\.)*)" (\w+)(.*)$/.exec(line);
        if (m) current.synonyms.push({ text: m[1].replace(/\\(.)/g, '$1'), scope: m[2], acronym: m[3].includes('OMO:0003012') });
      }
    }
  }
  return terms;
}

function isAcronymShaped(text) {
  return /^[A-Z0-9][A-Z0-9-]{1,7}$/.test(text) && /[A-Z]/.test(text);
}

/** Whether a full-form term is specific enough to match free text. */
function usableTerm(text) {
  if (text.length < 3 || text.length > MAX_TERM_LENGTH) return false;
  if (/[,()[\]{};:]|\bNOS\b|obsolete| - /i.test(text)) return false;
  const folded = fold(text);
  if (!folded.includes(' ') && (folded.length < 4 || GENERIC_WORDS.has(folded))) return false;
  return true;
}

function collectDiseases(vocab, diseases) {
  for (const name of ['do-ncit-subset.obo', 'do-infectious-subset.obo']) {
    const text = readIfPresent(vocab, name);
    if (!text) continue;
    for (const term of parseObo(text)) {
      if (!term.id.startsWith('DOID:')) continue;
      const r = record(diseases, term.id);
      if (term.name) r.label ||= term.name;
      r.obsolete ||= term.obsolete;
      for (const xref of term.xrefs) addXref(r, xref);
      r.synonyms.push(...term.synonyms);
    }
  }
  return [...diseases.values()].filter((r) => r.cuis.size > 0 && r.label && !r.obsolete && !r.label.startsWith('obsolete'));
}

function collectSymptoms(vocab) {
  const text = readIfPresent(vocab, 'symp.obo');
  if (!text) return [];
  return parseObo(text)
    .filter((t) => !t.obsolete && t.name && !t.name.startsWith('obsolete') && !/symptom$/.test(t.name))
    .map((t) => {
      const r = { id: t.id, label: t.name, cuis: new Set(), icd10: new Set(), snomed: new Set(), synonyms: t.synonyms, obsolete: false };
      for (const xref of t.xrefs) if (xref.startsWith('UMLS_CUI:')) addXref(r, xref);
      return r;
    })
    .filter((r) => r.cuis.size > 0);
}

/** Turns source records into compact concepts, dropping ambiguous synonyms and acronyms. */
function toConcepts(records) {
  const labels = new Map();
  const synonymOwners = new Map();
  const acronymOwners = new Map();
  const cuiUses = new Map();
  for (const r of records) {
    labels.set(fold(r.label), (labels.get(fold(r.label)) ?? 0) + 1);
    for (const cui of r.cuis) cuiUses.set(cui, (cuiUses.get(cui) ?? 0) + 1);
  }
  // The first CUI names the concept: prefer one no other record claims (the mapping is many-to-many).
  const shared = (cui) => (cuiUses.get(cui) === 1 ? 0 : 1);
  const primaryFirst = (cuis) => [...cuis].sort((a, b) => shared(a) - shared(b) || (a < b ? -1 : a > b ? 1 : 0));
  const candidates = records.map((r) => {
    const synonyms = new Set();
    const acronyms = new Set();
    for (const s of r.synonyms) {
      if (s.scope !== 'EXACT') continue;
      if (s.acronym || isAcronymShaped(s.text)) {
        if (isAcronymShaped(s.text) && s.text.replace(/[^A-Z]/g, '').length >= 3 && !AMBIGUOUS_ACRONYMS.has(s.text)) acronyms.add(s.text);
      } else if (usableTerm(s.text) && fold(s.text) !== fold(r.label)) {
        synonyms.add(s.text);
      }
    }
    for (const s of synonyms) synonymOwners.set(fold(s), (synonymOwners.get(fold(s)) ?? 0) + 1);
    for (const a of acronyms) acronymOwners.set(a, (acronymOwners.get(a) ?? 0) + 1);
    return { r, synonyms, acronyms };
  });
  return candidates
    .filter(({ r }) => usableTerm(r.label))
    .map(({ r, synonyms, acronyms }) => [
      primaryFirst(r.cuis),
      r.label,
      r.type,
      // A synonym that another concept also claims, or that is another concept's name, names neither reliably.
      [...synonyms].filter((s) => synonymOwners.get(fold(s)) === 1 && !labels.has(fold(s))).sort(),
      [...acronyms].filter((a) => acronymOwners.get(a) === 1).sort(),
      [...r.icd10].sort(),
      [...r.snomed].sort(),
    ])
    .sort((a, b) => (a[0][0] < b[0][0] ? -1 : a[0][0] > b[0][0] ? 1 : a[1] < b[1] ? -1 : 1));
}

function upToDate(vocab, output) {
  if (!existsSync(output)) return false;
  const built = statSync(output).mtimeMs;
  const inputs = [SCRIPT, ...SOURCES.map((s) => join(vocab, s))].filter((p) => existsSync(p));
  return inputs.every((p) => statSync(p).mtimeMs < built);
}

/**
 * Writes dist/lexicon.json from ../shared/data/vocab (or `output` from `vocab`, for tests); returns what it
 * did. Absent data is not an error.
 */
export async function buildLexicon({ quiet = false, vocab = VOCAB, output = OUTPUT } = {}) {
  const log = (message) => {
    if (!quiet) console.log(`build-lexicon: ${message}`);
  };
  const xrefs = readIfPresent(vocab, 'do-xrefs.tsv');
  if (xrefs === undefined) {
    log(`no vocabulary at ${vocab}; the engine will use its built-in lexicon`);
    return { written: false, reason: 'no data' };
  }
  if (upToDate(vocab, output)) {
    log(`${output} is up to date`);
    return { written: false, reason: 'up to date' };
  }
  const diseases = new Map();
  parseXrefs(xrefs, diseases);
  const terms = readIfPresent(vocab, 'do-terms.tsv');
  if (terms) parseTerms(terms, diseases);
  const records = [
    ...collectDiseases(vocab, diseases).map((r) => ({ ...r, type: CONDITION })),
    ...collectSymptoms(vocab).map((r) => ({ ...r, type: SYMPTOM })),
  ];
  const concepts = toConcepts(records);
  const json = JSON.stringify({ format: 'text-inference-lexicon', version: 1, types: TYPES, concepts });
  mkdirSync(dirname(output), { recursive: true });
  writeFileSync(output, json);
  const counts = TYPES.map((type, i) => `${concepts.filter((c) => c[2] === i).length} ${type}`).join(', ');
  log(`wrote ${output}: ${concepts.length} concepts (${counts}), ${json.length} bytes, ${gzipSync(json).length} gzipped`);
  return { written: true, concepts: concepts.length, bytes: json.length };
}

if (process.argv[1] && resolve(process.argv[1]) === SCRIPT) {
  buildLexicon({ quiet: false }).catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
