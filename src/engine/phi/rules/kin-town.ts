// The town after a named relative and "in" ("Brother Sterling Ambrose in New Avalon", "grandmother Ines Roe in Lenox
// Dale"): social histories and contact lists say where each relative lives this way, without a residence verb. The
// relative word and the name between say a person is placed; the town must be written as a name, and a one-word town
// made only of an English word needs the gazetteers ("son Mark in Recovery" is where he is in the hospital).
// A note written in capitals or in small letters has no capital to tell a name: there the relative (with a name or
// none) and "in" must be followed by a town that closes its clause or comes before a phone ("SISTER X Y IN TOWN,
// 218-...", "STAYING W/ HER SISTER IN TOWN.", "home w/ daughter x y in town (505-...)"), a town the gazetteers hold, or
// in capitals one word no English, clinical or stop list holds ("SON IN RECOVERY.", "DAUGHTER IN LAW" stay).
import { matchAt, push, sticky, type Candidate } from '../core/scan';
import { TIER } from '../core/tiers';
import type { WordClasses } from '../core/tokens';
import { WordAnchor } from '../core/word-anchors';
import type { GateWords } from '../core/word-gate';
import { KIN_CARE_ROLES, RELATIVE_SHORTHAND, RELATIVES } from '../vocab/people-words';
import { NOT_PLACE_AFTER_CUE, PLACE_LEADS, PLACE_NOUNS } from '../vocab/place-words';
import { PLACE_WORDS } from './town-cue-words';
import { STATE_ABBREVIATIONS, US_STATES } from '../vocab/gazetteers';

const SCORE = { known: TIER.placeWord, unknown: TIER.weakCue } as const;

const KIN = [...new Set([...RELATIVES, ...RELATIVE_SHORTHAND].filter((w) => /^[a-z]+$/.test(w)))];
/** A relative word, one or two capitalised name words, then "in": what the town follows. */
const KIN_NAME_IN = new RegExp(String.raw`\b(?:${KIN.sort((a, b) => b.length - a.length).join('|')})[ \t]{1,2}((?:\p{Lu}[\p{Ll}'’-]{1,20}[ \t]{1,2}){1,2})in[ \t]{1,2}(?=\p{Lu}\p{Ll})`, 'giu');
const KIN_NAME_IN_AT = new WordAnchor(KIN_NAME_IN, KIN.join(' '));
const PLACE_WORDS_AT = sticky(PLACE_WORDS);
/**
 * What else may follow a relative's town in a caseless stretch (fix22b): a two-letter word (which must be a state's code
 * in the town's case) or a state's name closing the clause, or the clause's verb of contact ("sister x in town ct, not in
 * contact", "MOTHER X Y IN TOWN MAINE NOTIFIED", "daughter x y in town called x2", "SON X (HCP) IN TOWN UPDATED BY PHONE").
 */
const STATE_NAMES = `(?:${[...US_STATES.keys()].join('|')})`;
const CONTACT_VERBS = String.raw`(?:called|calls|calling|phoned|phones|phoning|texted|texts|updated|notified|aware|informed|coming|visiting|visited|on[ \t]phone|by[ \t]phone)`;
const AFTER_KIN_TOWN = String.raw`[ \t]\p{L}{2}(?=[ \t]{0,2}(?:[.,;(]|\r?\n|$))|[ \t]${STATE_NAMES}(?![\p{L}])` +
  String.raw`|[ \t]${CONTACT_VERBS}(?![\p{L}])`;
/**
 * In a caseless stretch: a relative word, up to two name words, "in", a town of one or two words, and the clause's end,
 * a bracket or a phone after it; since fix22b, a relative's role or name in brackets may sit before "in", and a state's
 * code or name or a verb of contact after the town.
 */
const KIN_IN_CASELESS = new RegExp(
  String.raw`\b(?:${KIN.sort((a, b) => b.length - a.length).join('|')})((?:[ \t]{1,2}[\p{L}'’-]{2,20}){0,2})(?:[ \t]{1,2}\((\p{L}{2,20})\))?[ \t]{1,2}in[ \t]{1,2}` +
    String.raw`(\p{L}{3,20}(?:[ \t](?!(?:${STATE_NAMES}|${CONTACT_VERBS})(?![\p{L}]))\p{L}{3,20})?)(?=[ \t]{0,2}(?:[.,;(]|\r?\n|$)|${AFTER_KIN_TOWN})`,
  'giu',
);
const KIN_IN_CASELESS_AT = new WordAnchor(KIN_IN_CASELESS, KIN.join(' '));
/**
 * In a caseless stretch (fix18c): a relative word, one or two name words, "of", a town of one or two words, and after
 * it the clause's end, a bracket, a two-letter word (which must be a state's code) or "is", "was", "who": where a
 * contact line or a social history says where a named relative lives ("nephew x y of town, (555) ...", "SISTER X Y OF
 * TOWN IS HCP", "DAUGHTER X Y OF TOWN AZ (555-...)"). A name is required: "wife of 40 years", "mother of two" stay.
 */
const KIN_OF_CASELESS = new RegExp(
  String.raw`\b(?:${KIN.sort((a, b) => b.length - a.length).join('|')})((?:[ \t]{1,2}[\p{L}'’-]{2,20}){1,2})[ \t]{1,2}of[ \t]{1,2}` +
    String.raw`(\p{L}{3,20}(?:[ \t]\p{L}{3,20})?)(?=[ \t]{0,2}(?:[.,;(]|\r?\n|$)|[ \t](?:is|was|who)\b|[ \t]\p{L}{2}[ \t]{0,2}(?:[.,;(]|\r?\n|$))`,
  'giu',
);
const KIN_OF_CASELESS_AT = new WordAnchor(KIN_OF_CASELESS, KIN.join(' '));
/** US states' postal codes, small letters. */
const STATE_CODES: ReadonlySet<string> = new Set([...STATE_ABBREVIATIONS].map((c) => c.toLowerCase()));
/** A relative's care role, which a contact line writes in brackets after the relative ("SON X (HCP) IN TOWN"). */
const KIN_ROLES: ReadonlySet<string> = new Set(KIN_CARE_ROLES);
/** A two-letter word after the town. */
const CODE_AFTER = /^[ \t](\p{L}{2})(?![\p{L}])/u;
/** A two-letter word after the town that closes its clause ("in x ct,"; "IN X ON PHONE" is no code). */
const CODE_CLOSING = /^[ \t](\p{L}{2})(?=[ \t]{0,2}(?:[.,;(]|\r?\n|$))/u;

export function detectKinTowns(text: string, wc: WordClasses, out: Candidate[], seen: GateWords): void {
  for (const m of KIN_NAME_IN_AT.matchAll(text, seen)) {
    const names = m[1]!.trim().split(/[ \t]{1,2}/);
    // The words between must read as a name (a known name, even one that is also an English word, or a word no list holds).
    if (!names.every((w) => wc.nameEvidence(w.toLowerCase()).nameLike)) continue;
    const from = m.index + m[0].length;
    const w = matchAt(PLACE_WORDS_AT, text, from);
    if (!w) continue;
    const parts = [w[1]!, w[2], w[3]].filter((x): x is string => x !== undefined);
    let n = 0;
    while (n < parts.length && /^\p{Lu}\p{Ll}/u.test(parts[n]!)) {
      const low = parts[n]!.toLowerCase();
      if (wc.isStop(low) || wc.isClinical(low) || NOT_PLACE_AFTER_CUE.has(low)) break;
      n++;
    }
    if (n === 0) continue;
    const lows = parts.slice(0, n).map((p) => p.toLowerCase());
    const key = lows.join(' ');
    const known = wc.dicts.cities.has(key) || wc.dicts.states.has(key) || wc.dicts.countries.has(key);
    // One word or more, some word more than English, or a lead word or a place noun around a name ("New Avalon").
    const named = lows.some((l) => !wc.isEnglish(l)) || (n >= 2 && (PLACE_LEADS.has(lows[0]!) || PLACE_NOUNS.has(lows[n - 1]!)));
    if (!known && !named) continue;
    const span = parts.slice(0, n).join(' ');
    if (text.slice(from, from + span.length) !== span) continue;
    push(out, from, from + span.length, 'CITY', known ? SCORE.known : SCORE.unknown);
  }
}

/** The town after a relative (and a name) and "in" in a stretch written all in capitals or all in small letters. */
export function detectCaselessKinTowns(text: string, wc: WordClasses, out: Candidate[], seen: GateWords): void {
  caselessKinTowns(text, wc, out, KIN_IN_CASELESS_AT.matchAll(text, seen), false);
  caselessKinTowns(text, wc, out, KIN_OF_CASELESS_AT.matchAll(text, seen), true);
}

function caselessKinTowns(text: string, wc: WordClasses, out: Candidate[], matches: Iterable<RegExpExecArray>, of: boolean): void {
  for (const m of matches) {
    const stretch = text.slice(Math.max(0, m.index - 30), m.index + m[0].length + 20);
    const caps = !/\p{Ll}/u.test(stretch);
    if (!caps && /\p{Lu}/u.test(stretch)) continue;
    const names = m[1]!.trim() === '' ? [] : m[1]!.trim().split(/[ \t]{1,2}/);
    // The words between are the relative's name: none a clinical or stop word, nor an English word that is no name
    // ("SISTER IS IN", "son now in").
    // A hyphenated surname is read part by part ("x blackwood-roe").
    const parts = names.flatMap((w) => w.toLowerCase().split('-'));
    // A name the lists hold that is also an English word may be one of them ("SON WARREN (HCP) IN X"; fix22b).
    if (!parts.every((w) => w !== '' && !wc.isClinical(w) && !wc.isStop(w) && (wc.nameEvidence(w).notEnglishName || wc.nameEvidence(w).known || !wc.isEnglish(w)))) continue;
    // A bracket before "in" holds the relative's role or name ("SON X (HCP) IN", "dtr (kelly) in"; fix22b).
    const bracket = of ? undefined : m[2]?.toLowerCase();
    if (bracket !== undefined && !KIN_ROLES.has(bracket) && !(wc.nameEvidence(bracket).notEnglishName && !wc.isClinical(bracket))) continue;
    const town = of ? m[2]! : m[3]!;
    const lows = town.toLowerCase().split(/[ \t]/);
    const end = m.index + m[0].length;
    // A two-letter word after the town is a state's code in the town's case (after "of" a name comes first).
    const two = (of ? CODE_AFTER : CODE_CLOSING).exec(text.slice(end, end + 8))?.[1];
    const code = two === undefined || /^(?:is|was|who)$/i.test(two) ? undefined : two;
    if (of && names.length === 0) continue;
    if (code !== undefined && (!STATE_CODES.has(code.toLowerCase()) || (code === code.toUpperCase()) !== caps)) continue;
    // A state's code after it makes even a clinical word a town ("OF SUPERIOR AZ").
    if (lows.some((l) => wc.isStop(l) || (code === undefined && wc.isClinical(l)) || NOT_PLACE_AFTER_CUE.has(l))) continue;
    const key = lows.join(' ');
    const known = wc.dicts.cities.has(key) || wc.dicts.states.has(key) || wc.dicts.countries.has(key);
    const unknown = caps && lows.length === 1 && lows[0]!.length >= 4 && wc.nameEvidence(lows[0]!).notEnglishName && !wc.isMisspelt(lows[0]!);
    if (!known && !unknown) continue;
    const from = m.index + m[0].length - town.length;
    // "SON X IN ARIZONA.", "sister in hong kong.": a state or a country, by its own type.
    const type = wc.dicts.cities.has(key) || !known ? 'CITY' : wc.dicts.states.has(key) ? 'STATE' : 'COUNTRY';
    push(out, from, from + town.length, type, known ? SCORE.known : SCORE.unknown);
  }
}
