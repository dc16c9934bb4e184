// Splits text into word tokens with UTF-16 offsets and a normalised form used as the trie key.
// Words are runs of letters and digits; everything else (spaces, hyphens, slashes, punctuation) separates
// them, which makes "A-fib", "A fib" and "A/fib" the same token sequence. A possessive "'s" stays in the
// token's span but not in its key, so "Parkinson's disease" and "Parkinson disease" match alike.

export interface Token {
  readonly start: number;
  /** Exclusive. */
  readonly end: number;
  /** The token's text as written (without a possessive "'s"). */
  readonly raw: string;
  /** Lower-cased, diacritics removed, plural suffix removed: the trie key. */
  readonly key: string;
}

const NON_ASCII_LETTER = /[\p{L}\p{N}]/u;
const COMBINING_MARKS = /[\u0300-\u036f]/g;

function isWordChar(code: number, text: string, index: number): boolean {
  if (code < 0x80) {
    return (code >= 0x61 && code <= 0x7a) || (code >= 0x41 && code <= 0x5a) || (code >= 0x30 && code <= 0x39);
  }
  // Surrogate halves and other non-ASCII characters: only letters and digits count.
  return code >= 0xc0 && NON_ASCII_LETTER.test(text[index] ?? '');
}

function isApostrophe(code: number): boolean {
  return code === 0x27 || code === 0x2019;
}

/** Singular form of an English plural, applied identically to lexicon terms and text. */
export function singular(word: string): string {
  const n = word.length;
  if (n <= 3 || word.charCodeAt(n - 1) !== 0x73 /* s */) return word;
  if (word.endsWith('ies') && n > 4) return `${word.slice(0, -3)}y`;
  // "headaches", "wheezes": the singular ends in -e ("headache", "wheeze"), unlike "patches", "quizzes".
  if (word.endsWith('aches') || (word.endsWith('zes') && !word.endsWith('zzes'))) return word.slice(0, -1);
  if (word.endsWith('sses') || word.endsWith('shes') || word.endsWith('ches') || word.endsWith('xes') || word.endsWith('zes')) {
    return word.slice(0, -2);
  }
  if (word.endsWith('ss') || word.endsWith('us') || word.endsWith('is')) return word;
  return word.slice(0, -1);
}

/**
 * British to American spelling, applied identically to lexicon terms and text: tumour/tumor, haemorrhage/
 * hemorrhage, anaemia/anemia, oesophagus/esophagus, oedema/edema, diarrhoea/diarrhea, dyspnoea/dyspnea.
 */
export function americanSpelling(word: string): string {
  let w = word;
  const n = w.length;
  if (n >= 6 && w.endsWith('our')) w = `${w.slice(0, -3)}or`;
  if (w.includes('ae')) w = w.replace(/([^aeiou])ae(?=[a-z])/g, '$1e');
  if (w.includes('oe')) w = w.replace(/^oe(?=[^aeiou])/, 'e').replace(/([^aeiou])oea/g, '$1ea');
  return w;
}

/** "UTIs", "MIs", "CABGs": the plural of an all-caps abbreviation. */
const ABBREVIATION_PLURAL = /^[A-Z0-9]*[A-Z][A-Z0-9]*s$/;

/** The trie key of one word; `ascii` says the word has no non-ASCII character (no accents to fold). */
export function keyOf(raw: string, ascii = !/[\u0080-\uffff]/.test(raw)): string {
  const n = raw.length;
  if (n > 2 && raw.charCodeAt(n - 1) === 0x73 /* s */ && raw.charCodeAt(0) <= 0x5a && ABBREVIATION_PLURAL.test(raw)) {
    return raw.slice(0, -1).toLowerCase();
  }
  const lower = raw.toLowerCase();
  return americanSpelling(singular(ascii ? lower : lower.normalize('NFD').replace(COMBINING_MARKS, '')));
}

export function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  const n = text.length;
  let i = 0;
  while (i < n) {
    if (!isWordChar(text.charCodeAt(i), text, i)) {
      i++;
      continue;
    }
    const start = i;
    let ascii = true;
    for (let code = text.charCodeAt(i); i < n && isWordChar(code, text, i); code = text.charCodeAt(++i)) {
      if (code >= 0x80) ascii = false;
    }
    const raw = text.slice(start, i);
    let end = i;
    // Possessive: Crohn's, Parkinson’s (followed by a non-word character or the end).
    if (
      i + 1 < n &&
      isApostrophe(text.charCodeAt(i)) &&
      (text.charCodeAt(i + 1) | 0x20) === 0x73 &&
      (i + 2 >= n || !isWordChar(text.charCodeAt(i + 2), text, i + 2))
    ) {
      end = i + 2;
      i = end;
    }
    tokens.push({ start, end, raw, key: keyOf(raw, ascii) });
  }
  return tokens;
}

/** The key of the first word of `text` (what the matcher indexes a term under), without tokenizing it all. */
export function firstKey(text: string): string | undefined {
  const n = text.length;
  let i = 0;
  while (i < n && !isWordChar(text.charCodeAt(i), text, i)) i++;
  if (i >= n) return undefined;
  const start = i;
  while (i < n && isWordChar(text.charCodeAt(i), text, i)) i++;
  return keyOf(text.slice(start, i));
}
