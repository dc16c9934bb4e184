// Dictionary concept recognition: a token trie (Map per node) walked from every token, keeping the longest
// term that ends on a token boundary (leftmost-longest, non-overlapping, document order). Case-insensitive
// with singular/plural folding, except the short all-caps tokens of abbreviations ("MI", "CHF"), which must
// match with their exact case so "mi" or "MIDDLE" never match. Hyphenated terms are also indexed joined
// ("A-fib" → "afib"). Scores are fixed per kind of term, so results are deterministic.
import type { ConceptMatch } from '../types';
import type { ConceptOntologies } from './lexicon/types';
import { tokenize, type Token } from './tokenizer';

export interface MatcherConcept {
  readonly cui: string;
  readonly name: string;
  readonly type: string;
  readonly ontologies: ConceptOntologies;
}

export type TermKind = 'preferred' | 'synonym' | 'abbreviation';
export type TermSource = 'builtin' | 'extended';

export interface MatcherTerm {
  readonly text: string;
  readonly kind: TermKind;
  readonly source: TermSource;
  /** Every token must match with its exact case (acronyms of the extended lexicon). */
  readonly exactCase?: boolean;
}

export interface MatcherEntry {
  readonly concept: MatcherConcept;
  readonly terms: readonly MatcherTerm[];
}

export interface ConceptMatcher {
  find(text: string): ConceptMatch[];
  /** Number of distinct concepts indexed. */
  readonly concepts: number;
}

interface IndexedTerm {
  readonly concept: MatcherConcept;
  /** The indexed surface form (lower-cased), to tell an exact-form match from a variant. */
  readonly form: string;
  readonly kind: TermKind;
  readonly source: TermSource;
  /** Per token: the exact raw text required, or null for case-insensitive. Null when no token is exact. */
  readonly exact: readonly (string | null)[] | null;
  readonly rank: number;
}

/** `next` and `terms` are created on first use: most nodes are leaves, and the lexicon loads on a request. */
interface TrieNode {
  next: Map<string, TrieNode> | undefined;
  terms: IndexedTerm[] | undefined;
}

/** All-caps words that are also common English words: their abbreviation must keep its case. */
const WORDLIKE_ABBREVIATIONS = new Set(['aids', 'cold', 'mass', 'fast', 'care', 'pace', 'sad', 'hope']);
const KIND_RANK: Record<TermKind, number> = { preferred: 0, synonym: 1, abbreviation: 2 };
const MAX_TERMS_PER_NODE = 4;

/** Scores: exact preferred names highest, abbreviations lowest; the extended lexicon slightly below ours. */
function scoreIdOf(term: IndexedTerm, exactForm: boolean): number {
  const base = term.kind === 'preferred' ? (exactForm ? 0.95 : 0.9) : term.kind === 'synonym' ? (exactForm ? 0.88 : 0.85) : 0.8;
  return term.source === 'builtin' ? base : Math.round((base - 0.05) * 100) / 100;
}

function scoreTypeOf(term: IndexedTerm): number {
  return term.source === 'builtin' ? 0.95 : 0.9;
}

function needsExactCase(raw: string): boolean {
  let letters = 0;
  for (let i = 0; i < raw.length; i++) {
    const code = raw.charCodeAt(i);
    if (code >= 0x61 && code <= 0x7a) return false;
    if (code >= 0x41 && code <= 0x5a) letters++;
  }
  return letters > 0 && (letters <= 3 || WORDLIKE_ABBREVIATIONS.has(raw.toLowerCase()));
}

function exactConstraints(tokens: readonly Token[], term: MatcherTerm): (string | null)[] | null {
  if (term.kind !== 'abbreviation') return null;
  const exact = tokens.map((t) => (term.exactCase === true || needsExactCase(t.raw) ? t.raw : null));
  return exact.some((e) => e !== null) ? exact : null;
}

function variantsOf(text: string): string[] {
  // Hyphenated and slashed terms are also written joined: "A-fib"/"afib", "non-smoker"/"nonsmoker".
  return /[-/]/.test(text) ? [text, text.replace(/[-/]/g, '')] : [text];
}

function insert(root: TrieNode, tokens: readonly Token[], indexed: IndexedTerm): void {
  let node = root;
  for (const token of tokens) {
    node.next ??= new Map();
    let child = node.next.get(token.key);
    if (!child) {
      child = { next: undefined, terms: undefined };
      node.next.set(token.key, child);
    }
    node = child;
  }
  const terms = (node.terms ??= []);
  if (terms.some((t) => t.concept === indexed.concept)) return;
  // An unconstrained term of a better rank already owns this surface form: nothing to add.
  if (terms.some((t) => t.exact === null && t.rank <= indexed.rank)) return;
  if (terms.length >= MAX_TERMS_PER_NODE) return;
  terms.push(indexed);
  terms.sort((a, b) => a.rank - b.rank);
}

function accepts(term: IndexedTerm, tokens: readonly Token[], first: number): boolean {
  const exact = term.exact;
  if (exact === null) return true;
  for (let k = 0; k < exact.length; k++) {
    const required = exact[k];
    if (required === null || required === undefined) continue;
    const raw = tokens[first + k]?.raw;
    // The last token may carry a plural "s" ("UTIs", "MIs").
    if (raw !== required && !(k === exact.length - 1 && raw === `${required}s`)) return false;
  }
  return true;
}

export function buildMatcher(entries: readonly MatcherEntry[]): ConceptMatcher {
  const root: TrieNode = { next: new Map(), terms: undefined };
  const cuis = new Set<string>();
  for (const { concept, terms } of entries) {
    cuis.add(concept.cui);
    for (const term of terms) {
      for (const variant of variantsOf(term.text)) {
        const tokens = tokenize(variant);
        if (tokens.length === 0) continue;
        const rank = (term.source === 'builtin' ? 0 : 10) + KIND_RANK[term.kind];
        insert(root, tokens, { concept, form: variant.toLowerCase(), kind: term.kind, source: term.source, exact: exactConstraints(tokens, term), rank });
      }
    }
  }

  function find(text: string): ConceptMatch[] {
    const tokens = tokenize(text);
    const matches: ConceptMatch[] = [];
    let i = 0;
    while (i < tokens.length) {
      let node = root.next?.get(tokens[i]!.key);
      let best: IndexedTerm | undefined;
      let bestEnd = -1;
      for (let j = i; node !== undefined; ) {
        if (node.terms) {
          const accepted = node.terms.find((t) => accepts(t, tokens, i));
          if (accepted) {
            best = accepted;
            bestEnd = j;
          }
        }
        j++;
        if (j >= tokens.length) break;
        node = node.next?.get(tokens[j]!.key);
      }
      if (best === undefined) {
        i++;
        continue;
      }
      const start = tokens[i]!.start;
      const end = tokens[bestEnd]!.end;
      const surface = text.slice(start, end);
      const concept = best.concept;
      matches.push({
        start,
        end,
        cui: concept.cui,
        name: concept.name,
        type: concept.type,
        scoreId: scoreIdOf(best, surface.toLowerCase() === best.form),
        scoreType: scoreTypeOf(best),
        ontologies: concept.ontologies,
      });
      i = bestEnd + 1;
    }
    return matches;
  }

  return { find, concepts: cuis.size };
}
