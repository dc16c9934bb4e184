// Dictionary concept recognition: a token trie walked from every token, keeping the longest term that ends
// on a token boundary (leftmost-longest, non-overlapping, document order). The lexicon is loaded on the
// service's first request, so building is kept cheap: terms are only grouped by their first word up front,
// and a first word's branch of the trie is built the first time that word occurs in a text. Case-insensitive
// with singular/plural folding, except the short all-caps tokens of abbreviations ("MI", "CHF"), which must
// match with their exact case so "mi" or "MIDDLE" never match. Hyphenated terms are also indexed joined
// ("A-fib" → "afib"). Scores are fixed per kind of term, so results are deterministic.
import type { ConceptMatch } from '../types';
import type { ConceptOntologies } from './lexicon/types';
import { firstKey, tokenize, type Token } from './tokenizer';

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

/**
 * Most nodes have one child or none, so a node keeps its first child inline and creates a Map only for a
 * second one: the lexicon is built on the service's first request, and fewer objects make that quicker.
 */
interface TrieNode {
  onlyKey: string | undefined;
  onlyChild: TrieNode | undefined;
  next: Map<string, TrieNode> | undefined;
  terms: IndexedTerm[] | undefined;
}

function newNode(): TrieNode {
  return { onlyKey: undefined, onlyChild: undefined, next: undefined, terms: undefined };
}

function child(node: TrieNode, key: string): TrieNode | undefined {
  return node.next !== undefined ? node.next.get(key) : node.onlyKey === key ? node.onlyChild : undefined;
}

function childOrNew(node: TrieNode, key: string): TrieNode {
  const existing = child(node, key);
  if (existing) return existing;
  const created = newNode();
  if (node.next !== undefined) node.next.set(key, created);
  else if (node.onlyChild === undefined) {
    node.onlyKey = key;
    node.onlyChild = created;
  } else {
    node.next = new Map([[node.onlyKey!, node.onlyChild], [key, created]]);
    node.onlyKey = undefined;
    node.onlyChild = undefined;
  }
  return created;
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
  return text.includes('-') || text.includes('/') ? [text, text.replace(/[-/]/g, '')] : [text];
}

function insert(root: TrieNode, tokens: readonly Token[], indexed: IndexedTerm): void {
  let node = root;
  for (const token of tokens) node = childOrNew(node, token.key);
  const terms = (node.terms ??= []);
  let at = terms.length;
  for (let k = terms.length - 1; k >= 0; k--) {
    const t = terms[k]!;
    // Already there, or an unconstrained term of a better rank owns this surface form: nothing to add.
    // The same concept already there, unless only in exact case ("HTN") and this form is free ("htn").
    if ((t.concept === indexed.concept && (t.exact === null || indexed.exact !== null)) || (t.exact === null && t.rank <= indexed.rank)) return;
    if (t.rank > indexed.rank) at = k;
  }
  if (terms.length >= MAX_TERMS_PER_NODE) return;
  terms.splice(at, 0, indexed);
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

interface PendingTerm {
  readonly concept: MatcherConcept;
  readonly term: MatcherTerm;
  /** The term's text, or its joined variant. */
  readonly text: string;
}

function index(root: TrieNode, { concept, term, text }: PendingTerm): void {
  const tokens = tokenize(text);
  const rank = (term.source === 'builtin' ? 0 : 10) + KIND_RANK[term.kind];
  insert(root, tokens, { concept, form: text.toLowerCase(), kind: term.kind, source: term.source, exact: exactConstraints(tokens, term), rank });
}

export function buildMatcher(entries: readonly MatcherEntry[]): ConceptMatcher {
  const root = newNode();
  const cuis = new Set<string>();
  // First word → terms not yet in the trie. Owned by this matcher; emptied as words are met in texts.
  const pending = new Map<string, PendingTerm[]>();
  for (const { concept, terms } of entries) {
    cuis.add(concept.cui);
    for (const term of terms) {
      for (const text of variantsOf(term.text)) {
        const key = firstKey(text);
        if (key === undefined) continue;
        const list = pending.get(key);
        if (list) list.push({ concept, term, text });
        else pending.set(key, [{ concept, term, text }]);
      }
    }
  }

  function branch(key: string): TrieNode | undefined {
    const list = pending.get(key);
    if (list !== undefined) {
      pending.delete(key);
      for (const p of list) index(root, p);
    }
    return child(root, key);
  }

  function find(text: string): ConceptMatch[] {
    const tokens = tokenize(text);
    const matches: ConceptMatch[] = [];
    let i = 0;
    while (i < tokens.length) {
      let node = branch(tokens[i]!.key);
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
        node = child(node, tokens[j]!.key);
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
