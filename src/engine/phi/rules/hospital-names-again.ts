// facility.name-again: a care place named again by its name without its facility words, wherever a note writes it after
// a rule found the place in full ("from x y assisted living in town ... apartment at x y ... return to x y vs ...",
// "transferred from X Y Indian Health Center ... UCx from X Y lab", "tx'd from x y memorial ed ... cm to call x y in am",
// fix18b). place.repeat reads the same within its own family's reading; this family runs late (after every family and
// the restored-case reading), so that it also reads the places the later families found and those a restored piece of a
// lower-case note found in another piece. The name is the found place's words before its facility words (FACILITY,
// FACILITY_TAIL), one word no list knows of five letters or more, or two or three words none a stop, clinical or
// generic word ("outside", "county", "nursing"); a name of English words alone is read again only as written and only
// right after a place's preposition ("at", "to", "from"), where the note's own words would not stand as the same pair.
import { push, type Candidate } from '../core/scan';
import { TIER } from '../core/tiers';
import type { WordClasses } from '../core/tokens';
import { FACILITY, FACILITY_TAIL, NOT_FACILITY_NAME, PLACE_PREP, STREET_WORDS } from '../vocab/place-words';

/** A word of a name: letters, inner apostrophes and hyphens. */
const WORD = /[\p{L}][\p{L}'’-]*/gu;
/** The words a place's name may be closed by besides FACILITY_TAIL's: an Indian Health Service's or a tribe's clinic. */
const KIND_TAIL = new Set(['indian', 'tribal', 'ed', 'er']);

interface Name {
  /** The name's words as written (matched as written when `english`), lower-cased in `lows`. */
  readonly written: readonly string[];
  readonly lows: readonly string[];
  /** Every word English: read again only as written and after a place's preposition. */
  readonly english: boolean;
}

/** The name words of a found place before its facility words, or undefined when they say no more than English. */
function nameOf(text: string, wc: WordClasses, start: number, end: number): Name | undefined {
  const words = [...text.slice(start, end).matchAll(WORD)].map((m) => m[0]);
  let n = words.length;
  while (n > 0 && (FACILITY.has(words[n - 1]!.toLowerCase()) || FACILITY_TAIL.has(words[n - 1]!.toLowerCase()) || (n < words.length && KIND_TAIL.has(words[n - 1]!.toLowerCase())))) n--;
  if (n === 0 || n === words.length || n > 3) return undefined;
  const written = words.slice(0, n);
  const lows = written.map((w) => w.toLowerCase());
  if (lows.some((w) => wc.isStop(w) || wc.isClinical(w) || NOT_FACILITY_NAME.has(w) || FACILITY.has(w) || STREET_WORDS.has(w) || w.length < 3)) return undefined;
  if (n === 1) return lows[0]!.length >= 5 && wc.nameEvidence(lows[0]!).unknown ? { written, lows, english: false } : undefined;
  const english = lows.every((w) => wc.isEnglish(w) || wc.isKnownName(w));
  return { written, lows, english };
}

export function detectHospitalNamesAgain(text: string, wc: WordClasses, out: Candidate[]): void {
  const names = new Map<string, Name[]>();
  const found: [number, number][] = [];
  for (const c of out) {
    if (c.type !== 'HOSPITAL' && c.type !== 'ORGANIZATION') continue;
    found.push([c.start, c.end]);
    // A place read at a cue's tier or better: the weakest readings are guesses, not names the note spelt out.
    if (c.type !== 'HOSPITAL' || c.score < TIER.weakCue || c.end - c.start > 80) continue;
    const name = nameOf(text, wc, c.start, c.end);
    if (name === undefined) continue;
    const list = names.get(name.lows[0]!) ?? [];
    if (!list.some((l) => l.lows.join(' ') === name.lows.join(' '))) list.push(name);
    names.set(name.lows[0]!, list);
  }
  if (names.size === 0 || !anyWrittenTwice(text.toLowerCase(), names.keys())) return;
  found.sort((a, b) => a[0] - b[0]);
  const reach = furthestEnds(found);
  const words = [...text.matchAll(WORD)];
  for (let i = 0; i < words.length; i++) {
    const list = names.get(words[i]![0].toLowerCase());
    if (list === undefined) continue;
    for (const name of list) {
      const k = name.lows.length;
      if (i + k > words.length) continue;
      let same = true;
      for (let j = 0; j < k && same; j++) {
        const w = words[i + j]!;
        same = (name.english ? w[0] === name.written[j] : w[0].toLowerCase() === name.lows[j]) && (j === 0 || /^[ \t]{1,2}$/.test(text.slice(words[i + j - 1]!.index + words[i + j - 1]![0].length, w.index)));
      }
      if (!same) continue;
      const start = words[i]!.index;
      const last = words[i + k - 1]!;
      const end = last.index + last[0].length;
      // A word of the name running on ("x y z") is another name; a place already found there is that place.
      if (i + k < words.length && /^[ \t]{1,2}$/.test(text.slice(end, words[i + k]!.index)) && !name.english && /^\p{Lu}/u.test(words[i + k]![0]) && /^\p{Lu}/u.test(name.written[0]!)) continue;
      if (overlaps(found, reach, start, end)) continue;
      if (name.english && !(i > 0 && PLACE_PREP.has(words[i - 1]![0].toLowerCase()) && /^[ \t]{1,2}$/.test(text.slice(words[i - 1]!.index + words[i - 1]![0].length, start)))) continue;
      push(out, start, end, 'HOSPITAL', TIER.placeWord);
      break;
    }
  }
}

/**
 * Whether one of the names' first words stands twice in the note, as any run of letters: once is the found place itself,
 * which the overlap test skips, so a note that holds each first word once has nothing to read again and its words need
 * not be split (most notes: the split was a twentieth of the engine's time).
 */
function anyWrittenTwice(lower: string, firsts: Iterable<string>): boolean {
  for (const first of firsts) {
    const at = lower.indexOf(first);
    if (at >= 0 && lower.indexOf(first, at + first.length) >= 0) return true;
  }
  return false;
}

/** For each found place (sorted by start), the furthest end of it and the places before it. */
function furthestEnds(found: readonly [number, number][]): number[] {
  const reach: number[] = [];
  let far = -1;
  for (const [, e] of found) reach.push((far = Math.max(far, e)));
  return reach;
}

/**
 * Whether a found place (sorted by start, `reach` their furthest ends) overlaps [start, end), span against span: the
 * places that start before `end` are found by a binary search, and one of them reaches past `start` when the furthest
 * end among them does, however long the place.
 */
function overlaps(found: readonly [number, number][], reach: readonly number[], start: number, end: number): boolean {
  let lo = 0;
  let hi = found.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (found[mid]![0] < end) lo = mid + 1;
    else hi = mid;
  }
  return lo > 0 && reach[lo - 1]! > start;
}
