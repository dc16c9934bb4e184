// A document that names "Lesch-Nyhan syndrome" or "von Willebrand disease" goes on to write the name alone:
// "a Lesch-Nyhan patient", "von Willebrand factor", "Tay-Sachs carriers". Within that document the bare name
// takes the disease's concept. Only names that cannot be a person's surname or a common word on their own
// qualify: hyphenated ("Tay-Sachs"), with a particle ("von Willebrand") or of several words with a capital
// ("fragile X"); "Gardner" or "Wilson" alone could be anyone.
import type { ConceptMatch } from '../types';

const DISEASE_TYPES = new Set(['Medical Conditions', 'Signs & Symptoms']);
/** The name and its head noun, the whole match. */
const NAMED = /^(.+?)[ \t]+(?:syndrome|disease)$/iu;
/** A name that stays specific without its head noun. */
const SPECIFIC = /^(?:(?:von|van|de|du|la)[ ]\p{Lu}\S*(?:[ ]\S+)*|\S*\p{Lu}\S*[-–]\p{L}\S*|\S+(?:[ ]\S+)+)$/u;

function escapeRegExp(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Adds the bare names of the document's named diseases (in place of nothing: never over another match). */
export function addBareEponyms(text: string, matches: readonly ConceptMatch[]): ConceptMatch[] {
  const names = new Map<string, ConceptMatch>();
  for (const m of matches) {
    if (!DISEASE_TYPES.has(m.type) || m.cui === 'C0012634') continue;
    const name = NAMED.exec(text.slice(m.start, m.end))?.[1];
    if (!name || name.length < 4 || !/\p{Lu}/u.test(name) || !SPECIFIC.test(name) || /[()]/.test(name)) continue;
    if (!names.has(name)) names.set(name, m);
  }
  if (names.size === 0) return [...matches];
  const extra: ConceptMatch[] = [];
  const taken = (start: number, end: number) => [...matches, ...extra].some((m) => m.start < end && start < m.end);
  for (const [name, owner] of names) {
    const pattern = new RegExp(String.raw`(?<![\p{L}\p{N}-])${escapeRegExp(name)}(?![\p{L}\p{N}]|[-–]\p{L})`, 'gu');
    for (const found of text.matchAll(pattern)) {
      const start = found.index;
      const end = start + name.length;
      if (!taken(start, end)) extra.push({ ...owner, start, end });
    }
  }
  if (extra.length === 0) return [...matches];
  return [...matches, ...extra].sort((a, b) => a.start - b.start || a.end - b.end);
}
