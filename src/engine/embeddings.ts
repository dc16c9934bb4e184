// Lexical text embeddings: NOT semantic. A text becomes a 1024-dimension vector by feature hashing
// ("hashing trick") of its character 3-, 4- and 5-grams (lower-cased, accents and punctuation folded) plus
// the UMLS concepts the matcher finds in it, each feature adding ±weight to one dimension chosen by a
// 32-bit FNV-1a hash, and the result is L2-normalised. Texts that share wording — or share concepts written
// differently ("T2DM" and "type 2 diabetes") — get a high cosine; paraphrases with no shared characters or
// concepts do not. Deterministic: the same text always gives the same vector. A text with no features
// (empty, or only punctuation) gets one fixed unit vector, so every result is finite and of unit norm.

import { EMBEDDING_DIMENSIONS } from '../nlp/embedding-size';

const FNV_OFFSET = 0x811c9dc5;
const FNV_PRIME = 0x01000193;
const MIN_GRAM = 3;
const MAX_GRAM = 5;
/** A concept weighs as much as several n-grams: it stands for a whole phrase and its variants. */
const CONCEPT_WEIGHT = 4;
const CONCEPT_SEED = 0x9e3779b9;
const EMPTY_FEATURE = '\u0000empty';
const COMBINING_MARKS = /[\u0300-\u036f]/g;
const NON_WORD_RUNS = /[^\p{L}\p{N}]+/gu;

function fnv1a(text: string, seed: number): number {
  let hash = seed >>> 0;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, FNV_PRIME) >>> 0;
  }
  return hash;
}

function add(vector: Float64Array, hash: number, weight: number): void {
  // Low bits choose the dimension, a high bit the sign (keeps collisions from only ever adding up).
  const sign = (hash >>> 31) === 1 ? -1 : 1;
  const index = (hash ^ (hash >>> 16)) & (EMBEDDING_DIMENSIONS - 1);
  vector[index] = (vector[index] ?? 0) + sign * weight;
}

/** Lower-case, drop accents, turn every run of non-letters/digits into one space, pad with spaces. */
export function normaliseForEmbedding(text: string): string {
  let t = text.toLowerCase();
  if (/[\u0080-\uffff]/.test(t)) t = t.normalize('NFD').replace(COMBINING_MARKS, '');
  t = t.replace(NON_WORD_RUNS, ' ').trim();
  return t.length === 0 ? '' : ` ${t} `;
}

function addCharacterGrams(vector: Float64Array, normalised: string): number {
  let features = 0;
  const n = normalised.length;
  for (let start = 0; start + MIN_GRAM <= n; start++) {
    // One rolling FNV-1a per start position, emitted at each length from MIN_GRAM to MAX_GRAM.
    let hash = FNV_OFFSET;
    for (let length = 1; length <= MAX_GRAM && start + length <= n; length++) {
      hash ^= normalised.charCodeAt(start + length - 1);
      hash = Math.imul(hash, FNV_PRIME) >>> 0;
      if (length >= MIN_GRAM) {
        // Mix in the length so that a 3-gram and a 4-gram never share a hash by construction.
        add(vector, Math.imul(hash ^ length, FNV_PRIME) >>> 0, 1);
        features++;
      }
    }
  }
  return features;
}

/**
 * The embedding of `text`; `conceptIds` are the CUIs found in it (duplicates count once per occurrence).
 * Returns EMBEDDING_DIMENSIONS finite numbers with an L2 norm of 1.
 */
export function embedText(text: string, conceptIds: readonly string[]): number[] {
  const vector = new Float64Array(EMBEDDING_DIMENSIONS);
  let features = addCharacterGrams(vector, normaliseForEmbedding(text));
  for (const cui of conceptIds) {
    add(vector, fnv1a(cui, CONCEPT_SEED), CONCEPT_WEIGHT);
    features++;
  }
  let sumOfSquares = 0;
  for (const value of vector) sumOfSquares += value * value;
  if (features === 0 || sumOfSquares === 0) {
    vector.fill(0);
    add(vector, fnv1a(EMPTY_FEATURE, FNV_OFFSET), 1);
    sumOfSquares = 1;
  }
  const norm = Math.sqrt(sumOfSquares);
  return Array.from(vector, (value) => value / norm);
}

export function cosine(a: readonly number[], b: readonly number[]): number {
  let dot = 0;
  let na = 0;
  let nb = 0;
  for (let i = 0; i < Math.min(a.length, b.length); i++) {
    const x = a[i] ?? 0;
    const y = b[i] ?? 0;
    dot += x * y;
    na += x * x;
    nb += y * y;
  }
  return na === 0 || nb === 0 ? 0 : dot / Math.sqrt(na * nb);
}
