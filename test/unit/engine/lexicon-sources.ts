// Test helper: reads the shared vocabularies (../shared/data/vocab) into the facts the built-in lexicon is
// checked against. Written independently of scripts/build-lexicon.mjs, so a bug there cannot hide one here.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

export interface SourceFacts {
  /** CUI → ICD10CM codes and SNOMEDCT_US codes of every DOID carrying that CUI. */
  readonly codesByCui: Map<string, { icd10: Set<string>; snomed: Set<string> }>;
  /** Every CUI any source names (Disease Ontology xrefs and OBO files, Symptom Ontology). */
  readonly cuis: Set<string>;
  /** Lower-cased DO label or SYMP name → the CUIs given for it (only names with at least one CUI). */
  readonly cuisByName: Map<string, Set<string>>;
  /** Lower-cased DO label → codes of those DOIDs that carry no CUI (to verify a concept by name). */
  readonly codesByCuilessName: Map<string, { icd10: Set<string>; snomed: Set<string> }>;
}

export function findProjectRoot(start: string): string {
  let dir = start;
  for (let i = 0; i < 10; i++) {
    if (existsSync(join(dir, 'package.json')) && existsSync(join(dir, 'esbuild.mjs'))) return dir;
    dir = dirname(dir);
  }
  return process.cwd();
}

export function vocabDirectory(): string {
  return resolve(findProjectRoot(__dirname), '..', 'shared', 'data', 'vocab');
}

interface Term {
  label: string;
  cuis: Set<string>;
  icd10: Set<string>;
  snomed: Set<string>;
}

function term(map: Map<string, Term>, id: string): Term {
  let t = map.get(id);
  if (!t) {
    t = { label: '', cuis: new Set(), icd10: new Set(), snomed: new Set() };
    map.set(id, t);
  }
  return t;
}

function xref(t: Term, value: string): void {
  const [prefix = '', code = ''] = value.split(':');
  if (prefix === 'UMLS_CUI') t.cuis.add(code);
  else if (prefix === 'ICD10CM') t.icd10.add(code);
  else if (prefix.startsWith('SNOMEDCT_US')) t.snomed.add(code);
}

function readObo(path: string, each: (id: string, name: string, xrefs: string[]) => void): void {
  if (!existsSync(path)) return;
  for (const stanza of readFileSync(path, 'utf8').split('\n[')) {
    const id = /^id: (\S+)/m.exec(stanza)?.[1];
    const name = /^name: (.+)$/m.exec(stanza)?.[1]?.trim() ?? '';
    if (!id || /^is_obsolete: true/m.test(stanza)) continue;
    each(id, name, [...stanza.matchAll(/^xref: (\S+)/gm)].map((m) => m[1]!));
  }
}

export function readSourceFacts(dir: string): SourceFacts {
  const diseases = new Map<string, Term>();
  for (const line of readFileSync(join(dir, 'do-xrefs.tsv'), 'utf8').split('\n').slice(1)) {
    const [id, label, value] = line.split('\t').map((s) => s.replace(/^"|"$/g, ''));
    if (!id || !value) continue;
    const t = term(diseases, id);
    t.label = label ?? t.label;
    xref(t, value);
  }
  for (const file of ['do-ncit-subset.obo', 'do-infectious-subset.obo']) {
    readObo(join(dir, file), (id, name, xrefs) => {
      const t = term(diseases, id);
      t.label ||= name;
      xrefs.forEach((x) => xref(t, x));
    });
  }
  const symptoms: Term[] = [];
  readObo(join(dir, 'symp.obo'), (_id, name, xrefs) => {
    const t: Term = { label: name, cuis: new Set(), icd10: new Set(), snomed: new Set() };
    xrefs.forEach((x) => xref(t, x));
    symptoms.push(t);
  });

  const facts: SourceFacts = { codesByCui: new Map(), cuis: new Set(), cuisByName: new Map(), codesByCuilessName: new Map() };
  for (const t of [...diseases.values(), ...symptoms]) {
    const name = t.label.toLowerCase();
    for (const cui of t.cuis) {
      facts.cuis.add(cui);
      const codes = facts.codesByCui.get(cui) ?? { icd10: new Set(), snomed: new Set() };
      t.icd10.forEach((c) => codes.icd10.add(c));
      t.snomed.forEach((c) => codes.snomed.add(c));
      facts.codesByCui.set(cui, codes);
      const named = facts.cuisByName.get(name) ?? new Set();
      named.add(cui);
      facts.cuisByName.set(name, named);
    }
    if (t.cuis.size === 0 && name) {
      const codes = facts.codesByCuilessName.get(name) ?? { icd10: new Set(), snomed: new Set() };
      t.icd10.forEach((c) => codes.icd10.add(c));
      t.snomed.forEach((c) => codes.snomed.add(c));
      facts.codesByCuilessName.set(name, codes);
    }
  }
  return facts;
}
