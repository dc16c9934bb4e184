// Rules around the dictionary matches, for how disease mentions are written:
// - modifiers that belong to the mention are taken into its span: "hereditary hemochromatosis", "autosomal
//   recessive Alport syndrome", "X-linked adrenoleukodystrophy";
// - coordinated mentions share their head: "breast and ovarian cancer", "breast/ovarian cancer" give breast
//   cancer and ovarian cancer, both over the whole phrase (what the text says about one applies to the other);
// - a disease the lexicon does not know but whose name says what it is ("Kniest dysplasia", "C7 deficiency")
//   is reported as the generic concept Disease, with a low identification score.
import type { ConceptMatch } from '../types';

const DISEASE_TYPES = new Set(['Medical Conditions', 'Signs & Symptoms']);

/**
 * Words before a disease that are part of its name (inheritance, occurrence, extent). Not the age of onset
 * ("early-onset", "adult-onset", "infantile"): that says when a disease began, as "in childhood" would, and the
 * NCBI annotators leave it out of the mention (train set: 4 of 58 such mentions include it).
 */
const MODIFIER = String.raw`(?:hereditary|inherited|familial|sporadic|congenital|autosomal(?:[- ](?:dominant|recessive))?|recessive|x[- ]linked|attenuated|juvenile|neonatal|idiopathic|nocturnal|benign|malignant|metastatic|spastic|isolated|syndromic|nonsyndromic|papillary|` +
  // The organism that causes an infection names its kind: "meningococcal meningitis", "viral hepatitis".
  String.raw`bacterial|viral|fungal|pneumococcal|meningococcal|gonococcal|staphylococcal|streptococcal|enterococcal|` +
  // Body-site adjectives: "renal hamartoma", "cerebral adrenoleukodystrophy", "prostatic adenocarcinoma".
  String.raw`renal|hepatic|cerebral|cerebellar|prostatic|pancreatic|pulmonary|cardiac|gastric|colonic|ovarian|testicular|adrenal|spinal|retinal|cutaneous|intestinal|bilateral)`;
/** "stage II colorectal cancer", "type IV Ehlers-Danlos syndrome", "non-papillary renal cell carcinoma". */
const STAGE = String.raw`(?:(?:stage|type|grade|class)[ ](?:[IVX]{1,4}|[0-9]{1,2})[a-dA-D]?|non)`;
/** The last words the modifier patterns can end with ("NUMBER": a stage or type number). */
const MODIFIER_WORDS = new Set([
  ...MODIFIER.replace(/\[- \]|\(\?:|\)|\?/g, ' ').split(/[\s|]+/).filter((w) => /^[a-z]+$/.test(w)),
  'dominant', 'recessive', 'linked', 'non', 'NUMBER',
]);
const MODIFIERS_BEFORE = new RegExp(String.raw`(?:^|[^\p{L}\p{N}-])((?:${MODIFIER}|${STAGE})(?:[ -]+(?:${MODIFIER}|${STAGE}))*)[ -]+$`, 'iu');
/** "myotonic dystrophy type 2", "SJS type 1A": a subtype after the name. */
const SUBTYPE_AFTER = /^[ \t]+types?[ \t]+(?:[IVX]{1,4}|[0-9]{1,2})[a-dA-D]?\b/;

const HEAD_NOUNS = String.raw`(?:syndrome|disease|dysplasia|dystrophy|anaemia|anemia|ataxia|myopathy|neuropathy|atrophy|deficiency)`;
const HEAD_NOUN = new RegExp(HEAD_NOUNS, 'i');
/** "Kniest dysplasia", "Schwartz-Jampel syndrome": an eponym (capitalised, not sentence-initial) + a head noun. */
const EPONYM = new RegExp(String.raw`([A-Z][a-z]{2,}(?:[-–][A-Z][a-z]{2,})*)[ \t]+(${HEAD_NOUNS})\b`, 'g');
/** "C7 deficiency", "G6PD deficiency", "HPRT deficiency": a gene or protein symbol + deficiency. */
const GENE_DEFICIENCY = /\b([A-Z][A-Z0-9]*[0-9][A-Z0-9]*|[A-Z]{3,6})[ -](deficiency|deficient)\b/g;
/** Capitalised words that start a sentence or name no one. */
const NOT_EPONYMS = new Set([
  'The', 'This', 'That', 'These', 'Those', 'Such', 'Other', 'Many', 'Some', 'Each', 'Both', 'Several', 'Most', 'All',
  'Any', 'Human', 'Genetic', 'Inherited', 'Chronic', 'Acute', 'Severe', 'Mild', 'Rare', 'Common', 'Type', 'Our',
  'Their', 'His', 'Her', 'Its', 'With', 'Without', 'Patients', 'Patient', 'Neurological', 'Heart', 'Liver', 'Kidney',
]);

const NAMES_A_GENE = /^[\s-]*(?:suppressor|susceptibility genes?\b|predisposition genes?\b)/i;

export const GENERIC_DISEASE = { cui: 'C0012634', name: 'Disease', type: 'Medical Conditions' } as const;

/** The last word before `at` (over spaces and hyphens), lower-cased; the rules run only when it can matter. */
function wordBefore(text: string, at: number): string {
  let i = at;
  while (i > 0 && (text.charCodeAt(i - 1) === 0x20 || text.charCodeAt(i - 1) === 0x2d || text.charCodeAt(i - 1) === 0x09)) i--;
  const end = i;
  while (i > 0 && /[A-Za-z0-9/]/.test(text[i - 1]!)) i--;
  const word = text.slice(i, end).toLowerCase();
  return /^(?:[ivx]{1,4}|[0-9]{1,2})[a-d]?$/.test(word) ? 'NUMBER' : word;
}

function extendModifiers(text: string, m: ConceptMatch, floor: number): ConceptMatch {
  if (!DISEASE_TYPES.has(m.type)) return m;
  let start = m.start;
  let end = m.end;
  const found = MODIFIER_WORDS.has(wordBefore(text, m.start)) ? MODIFIERS_BEFORE.exec(text.slice(Math.max(floor, m.start - 60), m.start)) : null;
  if (found) start = m.start - found[0].length + found[0].indexOf(found[1]!);
  const subtype = SUBTYPE_AFTER.exec(text.slice(m.end, m.end + 16));
  if (subtype) end = m.end + subtype[0].length;
  return start === m.start && end === m.end ? m : { ...m, start, end };
}

/** "renal hamartomas", "cerebellar ataxia": a body-site word right before a disease belongs to it. */
function absorbSite(text: string, m: ConceptMatch, previous: ConceptMatch | undefined): boolean {
  return (
    previous !== undefined &&
    previous.type === 'Anatomy' &&
    DISEASE_TYPES.has(m.type) &&
    /^[ \t-]+$/.test(text.slice(previous.end, m.start)) &&
    previous.end - previous.start <= 20
  );
}

/** "breast and ovarian cancer": the first conjunct with the second's head, when that is a concept too. */
function coordinated(text: string, m: ConceptMatch, floor: number, find: (t: string) => ConceptMatch[]): ConceptMatch[] {
  if (!DISEASE_TYPES.has(m.type)) return [m];
  const conjunction = wordBefore(text, m.start);
  if (conjunction !== 'and' && conjunction !== 'or' && conjunction !== 'and/or' && !conjunction.endsWith('/')) return [m];
  const before = /(?:^|[^\p{L}\p{N}-])([\p{L}][\p{L}\p{N}-]*)(?:\s*,)?\s*(?:and\/or|and|or|\/)\s*$/u.exec(text.slice(Math.max(floor, m.start - 40), m.start));
  const firstWord = /^[\p{L}\p{N}-]+\s+/u.exec(text.slice(m.start, m.end));
  if (!before || !firstWord) return [m];
  const head = text.slice(m.start + firstWord[0].length, m.end);
  const candidate = `${before[1]} ${head}`;
  const other = find(candidate).find((c) => c.start === 0 && c.end === candidate.length && c.cui !== m.cui);
  if (!other) return [m];
  const start = m.start - before[0].length + before[0].indexOf(before[1]!);
  return [{ ...other, start, end: m.end }, { ...m, start, end: m.end }];
}

function patternMatches(text: string, taken: readonly ConceptMatch[]): ConceptMatch[] {
  const out: ConceptMatch[] = [];
  const free = (start: number, end: number) => !taken.some((m) => m.start < end && start < m.end) && !out.some((m) => m.start < end && start < m.end);
  const add = (start: number, end: number) => {
    if (!free(start, end)) return;
    const match: ConceptMatch = { start, end, cui: GENERIC_DISEASE.cui, name: GENERIC_DISEASE.name, type: GENERIC_DISEASE.type, scoreId: 0.5, scoreType: 0.7, ontologies: {} };
    // The same modifiers as a dictionary match: "type I C2 deficiency", "hereditary C7 deficiency".
    const floor = Math.max(0, ...taken.filter((m) => m.end <= start).map((m) => m.end));
    const extended = extendModifiers(text, match, floor);
    out.push(free(extended.start, extended.end) ? extended : match);
  };
  if (!HEAD_NOUN.test(text)) return out;
  for (const m of text.matchAll(EPONYM)) {
    const at = m.index;
    if (NOT_EPONYMS.has(m[1]!.split(/[-–]/)[0]!)) continue;
    // Sentence-initial capitals say nothing: "Renal disease." at a sentence start is not an eponym.
    const before = text.slice(Math.max(0, at - 3), at).trimEnd();
    if (at === 0 || before === '' || /[.!?:\n]$/.test(before)) continue;
    add(at, at + m[0].length);
  }
  if (text.includes('deficien')) for (const m of text.matchAll(GENE_DEFICIENCY)) add(m.index, m.index + m[0].length);
  return out;
}

export function findWithMentionRules(find: (text: string) => ConceptMatch[], text: string): ConceptMatch[] {
  const matches = find(text);
  const out: ConceptMatch[] = [];
  // Rules look back to the end of the previous disease, over body-site matches, which they may take in.
  let floor = 0;
  for (const m of matches) {
    if (!DISEASE_TYPES.has(m.type)) {
      if (m.start >= floor) out.push(m);
      continue;
    }
    // "tumor suppressor gene", "cancer susceptibility gene": the disease names a gene class here.
    if (NAMES_A_GENE.test(text.slice(m.end, m.end + 40))) continue;
    let current = m;
    const previous = out[out.length - 1];
    if (absorbSite(text, m, previous)) current = { ...m, start: previous!.start };
    const extended = extendModifiers(text, current, floor);
    let results = coordinated(text, extended, floor, find);
    // "hereditary breast and ovarian cancer": a modifier before the first conjunct belongs to the whole phrase.
    if (results.length > 1) {
      const start = extendModifiers(text, results[0]!, floor).start;
      results = results.map((r) => ({ ...r, start }));
    }
    const start = results[0]!.start;
    while (out.length > 0 && out[out.length - 1]!.end > start) out.pop();
    out.push(...results);
    floor = results[results.length - 1]!.end;
  }
  const extra = patternMatches(text, out);
  if (extra.length === 0) return out;
  return [...out, ...extra].sort((a, b) => a.start - b.start || a.end - b.end);
}
