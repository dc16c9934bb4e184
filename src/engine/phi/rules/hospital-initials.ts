// facility.own-initials: a hospital's initials where the note names the hospital in full, as ward and transfer notes
// shorten the sending hospital once they have named it ("adm from x y community hospital (xych) ... cm to call xych
// for records", "TNK AT X-Y MEMORIAL (XYM) IN TOWN", "call from OSH hospitalist, X Y del Z Hospital, Town ... XYDZH
// records + CT on CD", fix17b). The initials must be the first letters of the found name's words, in order (a hyphen
// parts a word: "X-Y" gives two letters), three to six of them, written as one word in a single letter case: so the
// name the note spelt out is the proof, and no list is read. Initials that are an English, clinical or stop word
// ("CAT", "ALL", "MRI") are left, as are the words of the name itself. Every found hospital of two words or more gives
// one or two spellings (with and without the small words "of", "the", "and", "&", "at", "for", "in"), so the scan is
// one pass over the note's words, looked up in a set.
import { lowerKeepingOffsets, push, type Candidate } from '../core/scan';
import { TIER } from '../core/tiers';
import type { WordClasses } from '../core/tokens';

/** The small words a name's initials may leave out: "Hospital of the X" is HX or HOTX. */
const SMALL = new Set(['of', 'the', 'and', '&', 'at', 'for', 'in']);
/** A word of three to six ASCII letters, the shape of a hospital's initials. */
export const WORD = /\b[A-Za-z]{3,6}\b/g;

/** The initials a name may be shortened to, lower-cased: every word's first letter, and without the small words. */
function initialsOf(name: string): string[] {
  const words = name.split(/[ \t]+|-/).filter((w) => /^[\p{L}&]/u.test(w));
  if (words.length < 2) return [];
  const all = words.map((w) => w[0]!.toLowerCase()).join('');
  const big = words.filter((w) => !SMALL.has(w.toLowerCase())).map((w) => w[0]!.toLowerCase()).join('');
  return [...new Set([all, big])].filter((s) => s.length >= 3 && s.length <= 6 && /^[a-z]+$/.test(s));
}

/** An ASCII letter, digit or "_": what `\b` reads as a word character. */
function isAsciiWord(c: number): boolean {
  return (c >= 48 && c <= 57) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || c === 95;
}

/**
 * The matches of WORD whose lower case is one of `wanted` (lower-case ASCII letters, three to six), in the order a
 * search of WORD finds them. A match of WORD is a whole run of ASCII letters with no "\w" character on either side
 * (a longer run holds no boundary to end at), so it is found by looking each wanted spelling up in the note's lower
 * case (`indexOf`) and keeping the places where the note holds that many ASCII letters between two non-word
 * characters: a few searches for a known string, where the search of WORD stopped at every word of the note and
 * lower-cased it. The lower case keeps the note's offsets (or WORD is searched as before), and the letters are read
 * in the note itself (a Kelvin sign lower-cases to "k").
 */
export function initialWords(text: string, wanted: ReadonlySet<string>, lower: string | undefined = lowerKeepingOffsets(text)): RegExpExecArray[] {
  if (lower === undefined) return [...text.matchAll(WORD)].filter((m) => wanted.has(m[0].toLowerCase()));
  const starts: number[] = [];
  for (const s of wanted) {
    const n = s.length;
    for (let p = lower.indexOf(s); p >= 0; p = lower.indexOf(s, p + 1)) {
      if ((p > 0 && isAsciiWord(text.charCodeAt(p - 1))) || (p + n < text.length && isAsciiWord(text.charCodeAt(p + n)))) continue;
      let letters = true;
      for (let i = p; i < p + n && letters; i++) {
        const c = text.charCodeAt(i) | 32;
        letters = c >= 97 && c <= 122;
      }
      if (letters) starts.push(p);
    }
  }
  starts.sort((a, b) => a - b);
  const found: RegExpExecArray[] = [];
  for (const p of starts) {
    WORD.lastIndex = p;
    const m = WORD.exec(text);
    if (m !== null && m.index === p) found.push(m);
  }
  WORD.lastIndex = 0;
  return found;
}

/** `lower`: the note's lower case when it keeps every offset (core/text-memo.ts, `lowerCaseOf`; read once a note). */
export function detectHospitalInitials(text: string, wc: WordClasses, out: Candidate[], lower?: string): void {
  const wanted = new Set<string>();
  for (const c of out) {
    // A hospital read at a cue's tier or better: the weakest readings are guesses, not names the note spelt out.
    if (c.type !== 'HOSPITAL' || c.score < TIER.weakCue || c.end - c.start > 80) continue;
    for (const s of initialsOf(text.slice(c.start, c.end))) wanted.add(s);
  }
  if (wanted.size === 0) return;
  for (const m of initialWords(text, wanted, lower ?? lowerKeepingOffsets(text))) {
    const raw = m[0];
    const low = raw.toLowerCase();
    if (!wanted.has(low)) continue;
    // One letter case: "xych" or "XYCH", not "Xych" (a word written as a name).
    if (raw !== low && raw !== raw.toUpperCase()) continue;
    if (wc.isEnglish(low) || wc.isClinical(low) || wc.isStop(low) || wc.isClinicalShorthand(low)) continue;
    // Glued to a digit, a slash or a hyphen it is a code ("XYZ-12", "xyz/2"), not the hospital.
    if (/[\d/-]/.test(text.charAt(m.index + raw.length)) || /[\d/-]/.test(text.charAt(m.index - 1))) continue;
    // Before "#" or "No." it labels the hospital's record number ("XYZ# U123", "XYZ No. 12"), which writers leave unmarked.
    if (/^[ \t]?(?:#|No\.|no\.|MRN|mrn)/.test(text.slice(m.index + raw.length, m.index + raw.length + 5))) continue;
    push(out, m.index, m.index + raw.length, 'HOSPITAL', TIER.repeat);
  }
}
