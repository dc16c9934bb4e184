// place.cue-town (part of the place-cues family): a town after a residence or travel cue ("lives in", "grew up in",
// "pt from", "en route from"), in any letter case, read from the dictionaries' places or, where none fits, from how the
// words after the cue are written. The cue words are in town-cue-words.ts.
import { push, sticky, matchAt, type Candidate } from '../core/scan';
import { TIER } from '../core/tiers';
import type { GateWords } from '../core/word-gate';
import type { WordClasses } from '../core/tokens';
import { FACILITY, NOT_PLACE_AFTER_CUE, PLACE_LEADS, PLACE_NOUNS, WEAK_FACILITY } from '../vocab/place-words';
import { CALL_CUE, CUE_TOWN_AT, FROM_WHO_CUE, GO_CUE, mayOpenCue, PLACE_WORDS, RESIDENCE_CUE, TRAVEL_CUE } from './town-cue-words';

const PLACE_WORDS_AT = sticky(PLACE_WORDS);
/** What a town's "near" follows: a date, an accident, a worksite or a dwelling's kind, a mount's name. */
const NEAR_AFTER = /(?:\b\d{1,2}\/\d{1,2}(?:\/\d{2,4})?|\b(?:rollover|accident|crash|mvc|mva|collision|camp|cabin|farm|ranch|mine|site|stay|bush|property|colony|reserve|station|mt[ \t]\p{Lu}\p{Ll}+))[ \t]{1,2}$/iu;

/** A town after a residence or travel cue, in any letter case. */
export function cueTowns(text: string, wc: WordClasses, out: Candidate[], seen: GateWords): void {
  const words = PLACE_WORDS_AT;
  for (const m of CUE_TOWN_AT.matchAll(text, seen, mayOpenCue)) {
    const from = m.index + m[0].length;
    const w = matchAt(words, text, from);
    if (!w) continue;
    const parts = [w[1]!, w[2], w[3]].filter((x): x is string => x !== undefined);
    // After "go to", "went back to" a lower-case word is far more often a typo of where in the ward ("go to camode")
    // than a town: only a word written as a name (or restored as one, core/case-restore.ts) is read there.
    if (GO_CUE.test(m[0]) && !/^\p{Lu}/u.test(parts[0]!)) continue;
    // "near" alone places a town only after the place or the event it is near: a site's kind, a date or an accident
    // ("at X Station near Y", "rollover 8/21 near Y"); after other words it is where in a room or a body something is.
    if (/^near\b/i.test(m[0]) && !NEAR_AFTER.test(text.slice(Math.max(0, m.index - 24), m.index))) continue;
    // A Title-case place after "trip to" is place.travel's (note-places.ts); this cue reads the other letter cases.
    if (/^trip[ \t]{1,2}to\b/i.test(m[0]) && /^\p{Lu}\p{Ll}/u.test(parts[0]!)) continue;
    const best = bestPlace(parts, wc);
    const fromWho = FROM_WHO_CUE.exec(m[0]);
    if (fromWho !== null && !fromWhoFits(fromWho[1], parts, best, wc)) continue;
    const place = best?.known === true ? best : titledPlace(parts, wc, RESIDENCE_CUE.test(m[0])) ?? best ?? englishTown(text, from, parts, m[0], wc);
    if (place === undefined) continue;
    const span = parts.slice(0, place.words).join(' ');
    // The words must be separated by single blanks as written.
    if (text.slice(from, from + span.length).replace(/\t/g, ' ') !== span) continue;
    // A country after a trip or a visit is place.country-cue's ("a trip to jordan"), which reads it as a country.
    if (TRAVEL_CUE.test(m[0]) && wc.dicts.countries.has(span.toLowerCase())) continue;
    push(out, from, from + span.length, 'CITY', place.known ? TIER.placeWord : TIER.weakCue);
  }
}

/** Where someone lives, as the cue says it (not a move or a trip): "lives in", "LIVE IN", "living in", "resides in". */
const LIVES_CUE = /^(?:lives|live|living|resides|residing)\b/i;
/** What may close a town's clause after it: a comma, a stop, a bracket, a line's end, "and" or a state's code. */
const TOWN_CLOSES = /^(?:[ \t]{0,2}(?:[,.;:)]|\r?\n|$)|[ \t]{1,2}(?:and|AND|[A-Za-z]{2}[ \t]{0,2}[,.;)])(?![\p{L}]))/u;
/**
 * A one-word town the gazetteers hold that is also an English word, written in small letters or capitals right after
 * where someone lives, or where a caller called or a visitor came in from (fix21a), and closing its clause ("she lives in
 * greenfield and ...", "mother lives in oxford, involved", "THEY LIVE IN REVERE."; fix20a; "dtr called from sterling,"): bestPlace sets such a word aside after other cues, where it is often a word of the
 * sentence; after "lives in" and before the clause's end it names the town.
 */
function englishTown(text: string, from: number, parts: readonly string[], cue: string, wc: WordClasses): { words: number; known: boolean } | undefined {
  if (!LIVES_CUE.test(cue) && !CALL_CUE.test(cue)) return undefined;
  const word = parts[0]!;
  const low = word.toLowerCase();
  if (low.length < 4 || /^\p{Lu}\p{Ll}/u.test(word) || !wc.dicts.cities.has(low) || !wc.isEnglish(low)) return undefined;
  if (wc.isClinical(low) || wc.isStop(low) || NOT_PLACE_AFTER_CUE.has(low)) return undefined;
  return TOWN_CLOSES.test(text.slice(from + word.length, from + word.length + 8)) ? { words: 1, known: false } : undefined;
}

/**
 * "pt from X", "daughter Ann from X": "from" also leads to where a patient came from in the hospital ("pt from OR",
 * "from NH" for a nursing home, "from Quill Manor Rehab"), so only a town the lists know is read, of four letters
 * or more, with no facility word after it, and a word between the person and "from" must be a name ("son Teo from",
 * not "pt transferred from").
 */
function fromWhoFits(between: string | undefined, parts: readonly string[], best: { words: number; known: boolean } | undefined, wc: WordClasses): boolean {
  if (best?.known !== true) return false;
  if (between !== undefined) {
    const ev = wc.nameEvidence(between.toLowerCase());
    if (!ev.nameLike || ev.english || wc.isStop(between.toLowerCase())) return false;
  }
  const name = parts.slice(0, best.words);
  if (name.join('').length < 4) return false;
  const next = parts[best.words]?.toLowerCase();
  return next === undefined || !(FACILITY.has(next) || WEAK_FACILITY.has(next));
}

/**
 * After a cue that only a place follows ("grew up in Prince Rupert", "born in Port Shepstone"), two or three words
 * written in Title case are a town even when they are names, if one of them is more than an English word.
 */
function titledPlace(parts: readonly string[], wc: WordClasses, residence: boolean): { words: number; known: boolean } | undefined {
  if (!residence || parts.length < 2) return undefined;
  let n = 0;
  while (n < parts.length && /^\p{Lu}\p{Ll}/u.test(parts[n]!)) {
    const low = parts[n]!.toLowerCase();
    if (wc.isStop(low) || wc.isClinical(low) || NOT_PLACE_AFTER_CUE.has(low)) break;
    n++;
  }
  // Some word must be more than English ("Intensive Care" names a unit): a name or a word no list knows.
  return n >= 2 && parts.slice(0, n).some((p) => !wc.isEnglish(p.toLowerCase())) ? { words: n, known: true } : undefined;
}

/** The longest run of 1-3 words that reads as a place name, or undefined. */
export function bestPlace(parts: readonly string[], wc: WordClasses): { words: number; known: boolean } | undefined {
  const lows = parts.map((p) => p.toLowerCase().replace(/’/g, "'"));
  if (NOT_PLACE_AFTER_CUE.has(lows[0]!) || wc.isStop(lows[0]!)) return undefined;
  const d = wc.dicts;
  for (let n = lows.length; n >= 1; n--) {
    const key = lows.slice(0, n).join(' ');
    if (d.cities.has(key) || d.countries.has(key) || d.states.has(key)) {
      if (n === 1 && (wc.isEnglish(key) || wc.isClinical(key)) && parts[0] === lows[0]) continue;
      return { words: n, known: true };
    }
  }
  // Unknown words: a head no English or clinical list knows, or a lead word and a place noun. Without the
  // dictionaries every word is unknown: then only a capitalised word is read as a town.
  if (!wc.hasDictionaries && parts[0] === lows[0]) return undefined;
  const plain = (low: string): boolean => low.length >= 3 && !wc.isStop(low) && !wc.isClinical(low) && !NOT_PLACE_AFTER_CUE.has(low) && !wc.isEnglish(low) && !wc.isShorthand(low) && !wc.isMisspelt(low);
  if (lows.length >= 2 && PLACE_LEADS.has(lows[0]!) && (plain(lows[1]!) || PLACE_NOUNS.has(lows[1]!))) return { words: 2, known: false };
  if (lows.length >= 2 && plain(lows[0]!) && PLACE_NOUNS.has(lows[1]!)) return { words: 2, known: false };
  if (plain(lows[0]!) && (parts[0] !== lows[0] || !wc.isKnownName(lows[0]!))) return { words: 1, known: false };
  // Title-case words ending in a place noun ("Cold Harbour Falls", "Quill Ridge"): written as a name, closed as a place.
  const titled = (p: string): boolean => /^\p{Lu}\p{Ll}/u.test(p);
  for (let n = lows.length; n >= 2; n--) {
    if (parts.slice(0, n).every(titled) && PLACE_NOUNS.has(lows[n - 1]!) && !lows.slice(0, n).some((l) => wc.isStop(l) || NOT_PLACE_AFTER_CUE.has(l))) return { words: n, known: false };
  }
  return undefined;
}
