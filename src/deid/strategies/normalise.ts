// What counts as "the same value" for consistent replacements: case, spacing and surrounding punctuation
// do not make a different person or identifier.

// Most values need only lower case: ASCII, starting and ending with a letter or digit, single spaces.
const PLAIN = /^[A-Za-z0-9](?:[A-Za-z0-9'./-]| (?! ))*[A-Za-z0-9]$|^[A-Za-z0-9]$/;

export function normalise(text: string): string {
  if (PLAIN.test(text)) return text.toLowerCase();
  // NFKC only matters outside ASCII; most clinical text never needs it.
  return (/[^\u0020-\u007e\s]/.test(text) ? text.normalize('NFKC') : text)
    .toLowerCase()
    .replace(/[\s\u00a0]+/g, ' ')
    .replace(/^[\s"'([{.,;:]+|[\s"')\]},;:]+$/g, '');
}

/** The words of a name, without titles, suffixes or punctuation: "Dr. SMITH, John" -> [smith, john]. */
export function nameTokens(text: string, affixes: ReadonlySet<string>): string[] {
  return tokensOfNormalised(normalise(text), affixes);
}

const LOWER_WORD = /^[a-z]+$/;

/** nameTokens of a value already normalised. */
export function tokensOfNormalised(normalised: string, affixes: ReadonlySet<string>): string[] {
  const out: string[] = [];
  for (const word of normalised.match(/[\p{L}\p{M}'’-]+/gu) ?? []) {
    // Plain lower-case words (most) have no quote or hyphen to trim.
    const w = LOWER_WORD.test(word) ? word : word.replace(/^['’-]+|['’-]+$/g, '');
    if (w !== '' && !affixes.has(w.replace(/\.$/, ''))) out.push(w);
  }
  return out;
}
