// How letters, e-mails and portal messages write a person's name, shared by the letter rules (letter-people.ts,
// letter-addresses.ts): the name words of a frame, how each reads in a name slot, a name alone on its line, and the
// cue phrases as bounded alternations.
import { push, type Candidate } from '../core/scan';
import { TIER } from '../core/tiers';
import type { WordClasses } from '../core/tokens';
import { ADDRESSED_GROUPS, CLOSINGS, GREETINGS } from '../vocab/letter-words';
import { NOT_NAME_WORDS } from '../vocab/name-guards';
import { DOCTOR_TITLES, PERSON_TITLES } from '../vocab/people-words';

export const NAME_WORD = String.raw`\p{Lu}[\p{Ll}'’]{1,20}(?:-\p{Lu}?[\p{Ll}'’]{1,20})?`;
/** One to three name words, an initial allowed between them. */
export const NAME_RUN = String.raw`${NAME_WORD}(?:[ \t](?:\p{Lu}\.?[ \t])?${NAME_WORD}){0,2}`;
/** Greetings, closings and addressed groups ("Hi all", "Dear Team"): never a name word. */
const GROUPS: ReadonlySet<string> = new Set([...ADDRESSED_GROUPS, ...GREETINGS, ...CLOSINGS]);

/**
 * A phrase list as an alternation, longest first, the first letter in either case ("[Tt]hanks"), the rest as
 * written, one or two blanks inside a phrase (bounded, unlike wordAlternation's white-space runs).
 */
export function caseless(words: readonly string[]): string {
  return [...words]
    .sort((a, b) => b.length - a.length || (a < b ? -1 : 1))
    .map((w) => `[${w.charAt(0).toUpperCase()}${w.charAt(0)}]${w.slice(1).replace(/'/g, "['’]").replace(/ /g, '[ \\t]{1,2}')}`)
    .join('|');
}

/** How a word reads in a name slot: 'known' (a name list has it), 'unknown' (no list has it) or null (no name). */
export function nameWord(word: string, wc: WordClasses): 'known' | 'unknown' | null {
  const low = word.toLowerCase().replace(/’/g, "'").replace(/\.$/, '');
  if (low.length < 2 || wc.isStop(low) || wc.isClinical(low) || NOT_NAME_WORDS.has(low) || GROUPS.has(low)) return null;
  const d = wc.dicts;
  if (d.countries.has(low) || d.states.has(low)) return null;
  if (wc.isKnownName(low)) return wc.isEnglish(low) && !wc.isGiven(low) ? null : 'known';
  if (wc.isEnglish(low) || wc.isMisspelt(low) || wc.isShorthand(low) || d.cities.has(low)) return null;
  // Without the built dictionaries every word is unknown: only a name the built-in lists know will do.
  return wc.hasDictionaries ? 'unknown' : null;
}

/** The name words of a run (initials skipped); null when any word reads as no name. */
export function readRun(run: string, wc: WordClasses): ('known' | 'unknown')[] | null {
  const kinds: ('known' | 'unknown')[] = [];
  for (const w of run.split(/[ \t]+/)) {
    if (/^\p{Lu}\.?$/u.test(w)) continue;
    const k = nameWord(w, wc);
    if (k === null) return null;
    kinds.push(k);
  }
  return kinds.length > 0 ? kinds : null;
}

export function pushPerson(out: Candidate[], start: number, run: string, kinds: readonly ('known' | 'unknown')[]): void {
  push(out, start, start + run.length, 'PATIENT', kinds.includes('known') ? TIER.cueKnownName : TIER.cueUnknownWord);
}

/** A line that is a person's name: a title allowed, name words and initials, credentials after a comma. */
export const NAME_LINE = new RegExp(String.raw`^[ \t]{0,4}(?:(?:${caseless([...DOCTOR_TITLES, ...PERSON_TITLES])})\.?[ \t]{1,2})?(${NAME_WORD}(?:[ \t]{1,2}(?:\p{Lu}\.?|${NAME_WORD})){1,3})[ \t]{0,2}(?:,[ \t]{0,2}[\p{Lu}.()\- ,]{2,30})?[ \t]{0,2}$`, 'u');
/** A line NAME_LINE may match: no blank before a small letter after its leading blanks (a title, name words, initials
 * and credentials start with capitals; a small title follows leading blanks only). Prose holds one: a cheap test. */
export function mayBeNameLine(line: string): boolean {
  let f = 0;
  while (f < line.length && (line.charCodeAt(f) === 32 || line.charCodeAt(f) === 9)) f++;
  return !/[ \t][a-z]/.test(f === 0 ? line : line.slice(f));
}

/** The line without its carriage return: a pattern replace at every line cost more than the rest of the split. */
export function withoutCr(line: string): string {
  return line.endsWith('\r') ? line.slice(0, -1) : line;
}

/** The non-blank lines of a text with their offsets. */
export function filledLines(text: string): [number, string][] {
  const lines: [number, string][] = [];
  let at = 0;
  for (const line of text.split('\n')) {
    if (line.trim() !== '') lines.push([at, withoutCr(line)]);
    at += line.length + 1;
  }
  return lines;
}

/** Endings of an occupation's head noun the list may lack ("Echocardiographer", "Claims Specialist"). */
export const OCCUPATION_ENDING = /(?:ist|ician|ologist|grapher|ographer|ian)$/;
