// place.in-surname-town: a town whose name the surname lists also hold, written as a name after "in" on a mixed-case
// line ("Mother in Timmins, weekly calls", "the aunt in Knowlton.", "X Health Service in Northam for his diabetes",
// "Good Sam in Barron has a bed", "our satellite in Quimby Mills."). The town rules leave a known name to the person
// rules, and those read it as a patient only by the list (person.dictionary, the weakest reading); but "in" before a
// lone surname names where someone is, not who. The word must be no given name, English, clinical, stop or eponym word
// and no month; a place noun may follow it ("Quimby Mills", "Hovde Prairie"); and the town must close its clause or come
// before a bracket, a dash or a small linking word. One pass of one global pattern over the text: linear.
import { matchAllBehind } from '../core/lookbehind';
import { push, type Candidate } from '../core/scan';
import { TIER } from '../core/tiers';
import type { WordClasses } from '../core/tokens';
import { CALENDAR_WORDS } from '../vocab/calendar-words';
import { isEponym } from '../vocab/name-guards';
import { PLACE_NOUNS } from '../vocab/place-words';

/** "in", one or two blanks, a Title-case word and perhaps a second one. */
export const IN_NAME = /(?<![\p{L}\d'’-])in[ \t]{1,2}(\p{Lu}\p{Ll}{2,20})(?:[ \t](\p{Lu}\p{Ll}{2,20}))?(?![\p{L}\d'’-])/gu;
/**
 * IN_NAME as its look-behind and its body (matchAllBehind, core/lookbehind.ts): the body opens with "in", which the
 * search skips to, where the whole pattern ran its look-behind at every position of the note.
 */
export const IN_NAME_BEHIND = /(?<![\p{L}\d'’-])/uy;
export const IN_NAME_BODY = new RegExp(IN_NAME.source.slice(IN_NAME.source.indexOf(')') + 1), 'gu');
/** What closes the town: its clause's end, a bracket, a dash or a small linking word. */
const CLOSES = /^(?:[ \t]{0,2}(?:[.,;:)]|\r?\n|$)|[ \t]{1,2}(?:\(|[-\u2013]|for|has|had|and|with|to|on|tel|ph)(?![\p{L}]))/u;
/** Verbs and nouns after which "in" takes a person ("confided in", "interest in", "faith in"). */
const PERSON_AFTER: ReadonlySet<string> = new Set(['confided', 'confide', 'confides', 'interest', 'interested', 'faith', 'trust', 'believe', 'believes', 'believed']);

export function detectSurnameTowns(text: string, wc: WordClasses, out: Candidate[]): void {
  if (!wc.hasDictionaries) return;
  for (const m of matchAllBehind(text, IN_NAME_BEHIND, IN_NAME_BODY)) {
    const first = m[1]!;
    const low = first.toLowerCase();
    if (!surnameOnly(low, wc)) continue;
    const second = m[2];
    const withNoun = second !== undefined && PLACE_NOUNS.has(second.toLowerCase());
    const town = withNoun ? `${first} ${second}` : first;
    const start = m.index + m[0].indexOf(first, 2);
    const end = start + town.length;
    if (!withNoun && second !== undefined) continue; // two names after "in": a person's full name, or a facility's
    if (!CLOSES.test(text.slice(end, end + 6))) continue;
    const before = /([\p{L}]+)[ \t]{1,2}$/u.exec(text.slice(Math.max(0, m.index - 16), m.index));
    if (before !== null && PERSON_AFTER.has(before[1]!.toLowerCase())) continue;
    push(out, start, end, 'CITY', TIER.weakCue);
  }
}

/** A surname the lists hold, and no given name, English, clinical, stop, shorthand or eponym word, nor a month. */
function surnameOnly(low: string, wc: WordClasses): boolean {
  if (!wc.isKnownName(low) || wc.isGiven(low)) return false;
  if (wc.isEnglish(low) || wc.isClinical(low) || wc.isStop(low) || wc.isShorthand(low)) return false;
  return !isEponym(low) && !CALENDAR_WORDS.has(low);
}
