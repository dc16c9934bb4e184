// What facility.suffix (rules/institutions.ts) asks of a name that a general organisation head closes ("X Roofing",
// "X Police Dept"): which heads are general, which need two naming words, and where the name starts after its last
// "of" or "for". Apart from institutions.ts so that the suffix rule's file stays one reading.
import { NOT_NAME_WORDS } from '../vocab/name-guards';
import { GENERIC_LEFT, ORG_HEAD_NOUNS } from '../vocab/org-words';

/** The general organisation heads (vocab/org-words.ts ORG_HEAD_NOUNS), lower case, without their period. */
export const GENERAL_HEADS: ReadonlySet<string> = new Set(ORG_HEAD_NOUNS.map((h) => h.replace(/\\\.\?/g, '').toLowerCase()));

/** Heads that also close a function's name ("Language Services", "Military Service", "Quality Assurance", "Mass Casualty"; fix21a): two naming words before them. */
export const TWO_WORD_HEADS: ReadonlySet<string> = new Set(['service', 'services', 'casualty', 'assurance']);

/** Where the words after the last "of" or "for" in [start, end) start (start when there is none). */
export function afterLastLink(text: string, start: number, end: number): number {
  const m = /^.*[ \t](?:of|for)[ \t]+/su.exec(text.slice(start, end));
  return m ? start + m[0].length : start;
}

/** How many capitalised words of `s` name rather than describe (not GENERIC_LEFT's, not a connector). */
export function namingWords(s: string): number {
  return s.split(/[ \t-]+/).filter((w) => /^\p{Lu}/u.test(w) && !GENERIC_LEFT.has(w.toLowerCase()) && !NOT_NAME_WORDS.has(w.toLowerCase())).length;
}
