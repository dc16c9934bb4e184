// place.town-state-code: a US state's postal code in capitals right after a town the gazetteers hold, written the way
// ward notes, social work notes and imaging letterheads write where someone is from, with no ZIP and often no comma
// ("transferred from X Regional in Hammond IN w/ COPD", "lives alone in Derry NH, retired", "SON DROVE FROM NASHUA NH.",
// "lives alone outside Kemmerer, WY, widowed", "X OPEN MRI - GRAND JUNCTION CO").
// The other readings of a capital code are what the gates are for. Several codes are English words or shorthand (IN,
// OR, OK, ME, HI, CO, LA, MA, MS) and some are credentials after a name (MD, PA, MA, MS): a town the gazetteers hold must
// stand right before the code (a name no list holds is place.town-code's, which wants its cue), a credential's code
// needs a town that is no one's known name ("Ann Salem MD"), and a code that is a word is read only where a word cannot
// be: in a mixed-case note before anything but a capitalised word ("Salem OR Portland" in capitals is the conjunction),
// in a note in capitals (any code there) only before the clause's end ("TO LOWELL OR NASHUA", "SEEN IN DENVER IN MAY").
// Each code is tried only where its capitals start a run of letters (core/word-anchors.ts); the town is read from a
// bounded slice before it, so the scan stays linear.
import { push, type Candidate } from '../core/scan';
import { TIER } from '../core/tiers';
import type { WordClasses } from '../core/tokens';
import { WordAnchor } from '../core/word-anchors';
import type { GateWords } from '../core/word-gate';
import { US_STATES } from '../vocab/gazetteers';
import { ASSISTANT_CREDENTIALS, CREDENTIALS, PERSON_TITLES } from '../vocab/people-words';

const CODES = [...new Set(US_STATES.values())].map((c) => c.toUpperCase());
/** A code alone as a word: no letter, digit, apostrophe or hyphen after it, and no dotted abbreviation ("PA.-C"). */
const CODE = new RegExp(String.raw`\b(?:${CODES.join('|')})(?![\p{L}\d'’-]|\.[\p{L}\d])`, 'gu');
const CODE_AT = new WordAnchor(CODE, CODES.map((c) => c.toLowerCase()).join(' '), 0, false, 'caps');
/** Codes that are English words, shorthand or conjunctions in a note as well as states (MI, AK, AR, VT, NV are findings). */
const WORD_CODES: ReadonlySet<string> = new Set(['IN', 'OR', 'OK', 'ME', 'HI', 'OH', 'DE', 'CO', 'LA', 'MA', 'MS', 'PA', 'MD', 'ID', 'AL', 'GA', 'MO', 'SC', 'NE', 'VA', 'MI', 'AK', 'AR', 'VT', 'NV']);
/** Codes that are also credentials or a title next to a name ("Ann Salem MD", "Tom Ng PA", "MS Roe"). */
const CREDENTIAL_CODES: ReadonlySet<string> = new Set(
  CODES.filter((c) => CREDENTIALS.includes(c) || ASSISTANT_CREDENTIALS.includes(c) || PERSON_TITLES.includes(c.toLowerCase())),
);
/**
 * Words that end a home's or a facility's name and are towns too, before NH, a nursing home's shorthand as well as New
 * Hampshire ("FROM X MANOR NH IN Y"); before any other code they are a town's ("White House TN"), and a town's own last
 * words ("Park", "Hills", "Grove", "Village") are left out, as towns so named are common.
 */
const HOME_WORDS: ReadonlySet<string> = new Set(['manor', 'lodge', 'court', 'place', 'haven', 'villa', 'house', 'home', 'center', 'centre', 'terrace', 'commons']);
/** One to three words written as a name (Title case or capitals), then an optional comma and one blank, closing the slice. */
const TOWN_BEFORE = /(?:^|[^\p{L}\d'’.-])((?:\p{Lu}[\p{L}'’.-]{1,24}[ \t]){0,2}\p{Lu}[\p{L}'’-]{1,24})(,?[ \t])$/u;
/** The clause's end after a code: a stop, a comma, a bracket, the line's end or a column gap. */
const CLAUSE_END = /^(?:[.;,:)]|[ \t]*(?:\r?\n|$)|[ \t]{2,}|[ \t]+\()/;
/** A capitalised word after the code: the code may be the word, not the state. */
const NAME_AFTER = /^[ \t]+\p{Lu}\p{L}/u;

export function townStateCodes(text: string, wc: WordClasses, out: Candidate[], seen: GateWords): void {
  for (const m of CODE_AT.matchAll(text, seen)) {
    const at = m.index;
    const code = m[0];
    const end = at + code.length;
    // What may follow a code is tested first: most capital codes in a note are shorthand, with no town before them.
    const after = text.slice(end, end + 12);
    const word = WORD_CODES.has(code);
    // In a note in capitals any code is read only before the clause's end ("SHE WAS INA ND OUT OF AF" is a typo).
    const caps = !/\p{Ll}/u.test(text.slice(Math.max(0, at - 40), Math.min(text.length, end + 40)));
    if (caps ? !CLAUSE_END.test(after) : word && NAME_AFTER.test(after)) continue;
    const t = TOWN_BEFORE.exec(text.slice(Math.max(0, at - 80), at));
    if (t === null) continue;
    // A letterhead's "Town, MA" closing its line is place.region-code's.
    if (t[2]!.startsWith(',') && /^[ \t]*(?:\r?\n|$)/.test(after)) continue;
    const words = t[1]!.split(/[ \t]/);
    // The longest run of the last words that the gazetteers hold ("MRI - GRAND JUNCTION": "grand junction").
    let k = 0;
    while (k < words.length && !wc.dicts.cities.has(words.slice(k).join(' ').toLowerCase())) k++;
    if (k === words.length) continue;
    const kept = words.slice(k);
    const low = kept.map((w) => w.toLowerCase());
    if (low.length === 1 && (wc.isClinical(low[0]!) || wc.isShorthand(low[0]!) || wc.isStop(low[0]!))) continue;
    if (code === 'NH' && HOME_WORDS.has(low[low.length - 1]!)) continue;
    if (CREDENTIAL_CODES.has(code) && low.some((w) => wc.isKnownName(w))) continue;
    // A town that is one English word ("POST MI", "APEX AK", "Normal IN"): the words are a finding's shorthand as often.
    if (low.length === 1 && wc.isEnglish(low[0]!)) continue;
    const town = kept.join(' ');
    const start = at - t[2]!.length - town.length;
    if (text.slice(start, start + town.length).replace(/\t/g, ' ') !== town) continue;
    // After an institution a family found and its comma, the town is place.after-institution's ("X Imaging, Y WA").
    const comma = text.lastIndexOf(',', start);
    if (comma >= start - 3 && /^,[ \t]*$/.test(text.slice(comma, start)) && out.some((o) => o.end === comma && (o.type === 'HOSPITAL' || o.type === 'ORGANIZATION'))) continue;
    push(out, start, start + town.length, 'CITY', TIER.townState);
    push(out, at, end, 'STATE', TIER.townState);
  }
}
