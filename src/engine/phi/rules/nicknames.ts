// PATIENT: the name a person goes by, written beside the legal one in intake, paediatric, social-work and
// case-management notes: in quotes between the given name and the surname (Emeka "Mekky" Obiora), or after a
// cue of what they like to be called ("prefers to be called 'Illy'", "goes by Tex"). Mixed case only: the quoted
// word and the names around it are capitalised. A quoted word between names is a nickname whatever its letters; a
// bare word after the cue must be no English or clinical word ("known as needed" is no name). A name alone in quotes
// in brackets after "pt" or the age, or after a call for someone, in any letter case (fix19a).
import { matchAllBeforeAnchor } from '../core/anchored';
import { push, type Candidate } from '../core/scan';
import { TIER } from '../core/tiers';
import type { WordClasses } from '../core/tokens';
import type { GateWords } from '../core/word-gate';
import { WordAnchor } from '../core/word-anchors';
import { FIELD_NON_ANSWERS } from '../vocab/name-guards';
import { RELATIVES } from '../vocab/people-words';

const OPEN = `["“‘']`;
const CLOSE = `["”’']`;
/** A capitalised word, a nickname in quotes, a capitalised surname: `Emeka "Mekky" Obiora-Lunde`. */
export const BETWEEN_NAMES = new RegExp(String.raw`(?<![\p{L}'’-])(\p{Lu}\p{Ll}{1,20})[ \t]{1,2}${OPEN}(\p{Lu}\p{Ll}{1,15})${CLOSE}[ \t]{1,2}\p{Lu}[\p{L}'’-]{1,25}`, 'uy');
// Tried at every position of a note with a quote or an apostrophe after a blank (most notes: "CABG '98"), the pattern
// cost 4% of identify-phi; it is tried only where its given name can start, at most 23 code units (a capital, twenty
// letters, two blanks) before a blank, an opening quote and a capital.
export const QUOTE_BEFORE_CAPITAL = new RegExp(String.raw`[ \t]${OPEN}(?=\p{Lu})`, 'gu');
export const BETWEEN_NAMES_WINDOW = 23;
/** What someone likes to be called, then the name, quoted or not. */
const CALLED = new RegExp(
  String.raw`\b(?:prefers?[ \t]{1,2}to[ \t]{1,2}be[ \t]{1,2}called|likes?[ \t]{1,2}to[ \t]{1,2}be[ \t]{1,2}called|goes[ \t]{1,2}by|nicknamed|known[ \t]{1,2}to[ \t]{1,2}(?:family|friends)[ \t]{1,2}as)[ \t]{1,2}(${OPEN})?(\p{Lu}\p{Ll}{1,15})(?![\p{L}'’-])`,
  'gu',
);
const CLOSING_QUOTE = new RegExp(`^${CLOSE}`);
const CALLED_AT = new WordAnchor(CALLED, 'prefer prefers like likes goes nicknamed known');
/**
 * A form's field for the name someone goes by, in any letter case: "Preferred name: Biddy", "PREFERRED NAME: BIDDY",
 * "nickname - 'tess'", "prefers: Lo". Intake, care-home and mental health forms have the field beside the legal name.
 */
const FIELD = new RegExp(
  String.raw`\b(?:preferred[ \t]{1,2}name|nick[ \t]?name|prefers|known[ \t]{1,2}as)[ \t]{0,2}(?:[:=-][ \t]{0,3}|[ \t](?=${OPEN}))(${OPEN})?(\p{L}[\p{L}'’-]{1,15})(?![\p{L}'’-])`,
  'giu',
);
const FIELD_AT = new WordAnchor(FIELD, 'preferred nick nickname prefers known');
/**
 * A name alone in quotes where a person is meant (fix19a): in brackets right after "pt" or the age and sex, the name the
 * patient goes by (`PT ("BUD") IS 84`, `58 yo M ("Sully") w/`); after a call for someone, whom a confused patient asks
 * for (`calls out for 'walter'`, `calling for "Mimi"`). Any letter case. Group 1: the cue; 2: the bracket; 3: the name.
 */
const QUOTED_AT_CUE = new RegExp(
  String.raw`\b(pt|patient|yo[ \t]{1,2}(?:m|f|male|female)|(?:calls|calling|cries|crying|asks|asking|yells|yelling)(?:[ \t]{1,2}out)?[ \t]{1,2}for)[ \t]{0,2}(\()?[ \t]{0,2}${OPEN}(\p{L}[\p{L}'’-]{1,15})${CLOSE}`,
  'giu',
);
const QUOTED_AT_CUE_AT = new WordAnchor(QUOTED_AT_CUE, 'pt patient yo calls calling cries crying asks asking yells yelling');
/** Relations a confused patient calls for by the word, not a name ("calling out for 'mom'"). */
const CALLED_FOR_RELATIONS = new Set([...RELATIVES, 'mama', 'ma', 'papa', 'pa', 'nana', 'nurse', 'doctor', 'help', 'god', 'jesus', 'baby']);
/**
 * A nickname in double quotes after a person's name, in any letter case: `delacruz, maria teresa "tess"`, `her husband
 * rodolfo ("bong")`, `ROE, ANN "NAN"`. At most three name words between the name found and the quote.
 */
const QUOTED_AFTER = /^((?:,?[ \t]{1,2}\p{L}[\p{L}'’-]{1,20}){0,3})[ \t]{1,2}\(?["“](\p{L}[\p{L}'’-]{1,15})["”]\)?/u;
/** How far after a person's name its quoted nickname may stand: three name words and the quote. */
const QUOTE_REACH = 80;

/** A quote position (in order) in [from, to): a binary search. */
function quoteWithin(quotes: readonly number[], from: number, to: number): boolean {
  let lo = 0;
  let hi = quotes.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (quotes[mid]! < from) lo = mid + 1;
    else hi = mid;
  }
  return lo < quotes.length && quotes[lo]! < to;
}
/** No more than this many nicknames of a note are looked for again (each costs one walk of the note). */
const MOST_REPEATED = 4;

export function detectNicknames(text: string, wc: WordClasses, out: Candidate[], seen: GateWords): void {
  for (const m of matchAllBeforeAnchor(text, QUOTE_BEFORE_CAPITAL, BETWEEN_NAMES_WINDOW, undefined, BETWEEN_NAMES)) {
    const [given, nick] = [m[1]!.toLowerCase(), m[2]!.toLowerCase()];
    // "Pt states "Help" Nurse": the word before the quote must be no English or clinical word, as a given name is.
    if (wc.isStop(given) || wc.isClinical(given) || (wc.isEnglish(given) && !wc.isGiven(given)) || wc.isClinical(nick)) continue;
    const start = m.index + m[0].indexOf(m[2]!, m[1]!.length);
    push(out, start, start + m[2]!.length, 'PATIENT', TIER.cueName);
  }
  for (const m of CALLED_AT.matchAll(text, seen)) {
    const low = m[2]!.toLowerCase();
    if (wc.isClinical(low) || wc.isStop(low)) continue;
    if (m[1] === undefined && wc.isEnglish(low) && !wc.isGiven(low)) continue;
    if (m[1] !== undefined && !CLOSING_QUOTE.test(text.charAt(m.index + m[0].length))) continue;
    const start = m.index + m[0].length - m[2]!.length;
    push(out, start, start + m[2]!.length, 'PATIENT', m[1] === undefined ? TIER.weakCue : TIER.cueName);
  }
  const found: string[] = [];
  for (const m of FIELD_AT.matchAll(text, seen)) {
    const low = m[2]!.toLowerCase();
    // "Preferred name: none", "known as: unknown", "prefers: tea": no stop, clinical or form word; an English word
    // ("BIDDY", "Hope") only as a name is written, in Title case or capitals, or quoted.
    if (wc.isClinical(low) || wc.isStop(low) || FIELD_NON_ANSWERS.has(low)) continue;
    if (m[1] === undefined && wc.isEnglish(low) && !wc.isGiven(low) && !/^\p{Lu}/u.test(m[2]!)) continue;
    if (m[1] !== undefined && !CLOSING_QUOTE.test(text.charAt(m.index + m[0].length))) continue;
    // "prefers: tea", "prefers - shower": "prefers" names someone only before a quoted word ("(prefers "Lo")").
    if (m[1] === undefined && /^prefers/i.test(m[0])) continue;
    const start = m.index + m[0].length - m[2]!.length;
    push(out, start, start + m[2]!.length, 'PATIENT', TIER.cueName);
    found.push(m[2]!);
  }
  for (const m of QUOTED_AT_CUE_AT.matchAll(text, seen)) {
    const cue = m[1]!.toLowerCase();
    const name = m[3]!;
    const low = name.toLowerCase();
    // After "pt" or the age, the quoted name stands in brackets closed right after it: `pt "refused"` is speech.
    const bracketed = m[2] !== undefined && text.charAt(m.index + m[0].length) === ')';
    if (!/^(?:calls|calling|cries|crying|asks|asking|yells|yelling)/.test(cue) && !bracketed) continue;
    // A stop, clinical or relation word, or an English word no name list holds ("calling out for 'help'"), names no one.
    if (wc.isStop(low) || wc.isClinical(low) || CALLED_FOR_RELATIONS.has(low)) continue;
    if (wc.isEnglish(low) && !wc.isGiven(low) && !wc.dicts.names.has(low)) continue;
    const start = m.index + m[0].length - name.length - 1;
    push(out, start, start + name.length, 'PATIENT', TIER.cueName);
    found.push(name);
  }
  quotedAfterName(text, wc, out, found);
  repeatNicknames(text, out, found);
}

/** `maria teresa "tess"`: a quoted word right after a patient or relative another rule found (at a contact cue's tier or above). */
function quotedAfterName(text: string, wc: WordClasses, out: Candidate[], found: string[]): void {
  // The note's double quotes, found in one scan: a person is read on only where one stands within reach after them
  // (most notes hold none, and most people have none after them).
  const quotes: number[] = [];
  for (const mark of ['"', '“']) for (let q = text.indexOf(mark); q >= 0; q = text.indexOf(mark, q + 1)) quotes.push(q);
  quotes.sort((a, b) => a - b);
  if (quotes.length === 0) return;
  // The people found so far (the loop's own finds, pushed after them, are not read again).
  const count = out.length;
  for (let n = 0; n < count; n++) {
    const c = out[n]!;
    if (c.type !== 'PATIENT' || c.score < TIER.weakCue || !quoteWithin(quotes, c.end, c.end + QUOTE_REACH)) continue;
    const m = QUOTED_AFTER.exec(text.slice(c.end, c.end + QUOTE_REACH));
    if (m === null) continue;
    // The words between are the rest of the name: none a stop or clinical word ("Roe said "fine"").
    const between = m[1]!.split(/[, \t]+/).filter((w) => w.length > 0);
    if (between.some((w) => wc.isStop(w.toLowerCase()) || wc.isClinical(w.toLowerCase()))) continue;
    const nick = m[2]!;
    if (wc.isClinical(nick.toLowerCase()) || wc.isStop(nick.toLowerCase())) continue;
    const start = c.end + m[0].indexOf(nick, m[1]!.length);
    push(out, start, start + nick.length, 'PATIENT', TIER.cueName);
    found.push(nick);
  }
}

/** "Lo reports fewer voices", "BIDDY IS HARD OF HEARING": a nickname found by its field or its quotes, named again as written. */
function repeatNicknames(text: string, out: Candidate[], found: readonly string[]): void {
  for (const nick of new Set(found.slice(0, MOST_REPEATED))) {
    for (let at = text.indexOf(nick); at >= 0; at = text.indexOf(nick, at + nick.length)) {
      const end = at + nick.length;
      if (/[\p{L}'’-]/u.test(text.charAt(at - 1)) || /[\p{L}’-]/u.test(text.charAt(end))) continue;
      push(out, at, end, 'PATIENT', TIER.repeat);
    }
  }
}
