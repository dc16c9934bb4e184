// place.kin-contact-town: the town a contact field or a pedigree line gives after a named relative and a comma,
// before the relative's phone or after the relative's age ("POA: son X Y, Town, 208-...", "Responsible party:
// granddaughter X Y, Town, cell (910) ...", "Potential donor: nephew X, Town, 775-...", "- Mother X Y, 66, Town,
// retired ..."). Forms write a contact as name, town, number; the name rules read the town as a second name of a
// list, and such towns are small, often surnames or English words no gazetteer keeps as a town. The slot says what
// it is: a kin word, a name, a comma, one to three words in Title case, then a phone (its cue or its digits) or, after
// an age, the next field's comma or semicolon.
import { push, type Candidate } from '../core/scan';
import { TIER } from '../core/tiers';
import type { WordClasses } from '../core/tokens';
import type { GateWords } from '../core/word-gate';
import { WordAnchor } from '../core/word-anchors';
import { MONTH_NAMES, WEEKDAY_NAMES } from '../vocab/calendar-words';
import { KIN_WORDS } from '../vocab/people-words';
import { NOT_PLACE_AFTER_CUE, PLACE_LEADS, PLACE_NOUNS } from '../vocab/place-words';

const KIN = [...new Set(KIN_WORDS.filter((w) => /^[a-z-]+$/.test(w)))].sort((a, b) => b.length - a.length);
/** A kin word in small letters or with its capital, as a form's field or a pedigree's line opens it. */
const KIN_ALT = KIN.map((w) => `[${w[0]}${w[0]!.toUpperCase()}]${w.slice(1)}`).join('|');
const NAME_WORD = String.raw`\p{Lu}[\p{Ll}'’-]{1,20}`;
const TOWN_WORD = String.raw`\p{Lu}[\p{Ll}'’]{2,20}(?:-\p{Lu}?[\p{Ll}'’]{1,20}){0,3}`;
/** Kin word, one to three name words, a comma, an age and its comma (optional), then one to three town words. */
const SLOT = new WordAnchor(
  new RegExp(
    String.raw`\b(?:${KIN_ALT})[ \t]{1,2}((?:${NAME_WORD}[ \t]{1,2}){0,2}${NAME_WORD}),[ \t]{1,2}(\d{1,3}(?:[ \t]?(?:y|yo|yrs))?,[ \t]{1,2})?(${TOWN_WORD}(?:[ \t]${TOWN_WORD}){0,2})(?![\p{L}\d'’-])`,
    'gu',
  ),
  [...new Set(KIN.map((w) => w.split('-')[0]!))].join(' '),
);
/** What follows a contact's town: its phone's cue or digits, after a comma or a blank (and "community" at most). */
const PHONE_AFTER = /^(?:[ \t]community)?,?[ \t]{1,2}(?:(?:cell|ph|phone|tel|mob|mobile|home|c|h|m)\b[:.]?|\(?\+?\d{2,4}\)?[ .-]?\d{3})/i;
/** What follows a pedigree's town after an age: the next field. */
const FIELD_AFTER = /^[ \t]?[,;]/;
/** Capitalised words after a contact's comma that are a phone's kind, a role, a suffix or a time, not a town. */
const NOT_TOWN: ReadonlySet<string> = new Set([
  'home', 'work', 'cell', 'mobile', 'office', 'pager', 'landline', 'phone', 'tel', 'jr', 'sr', 'nurse', 'poa', 'hcp',
  'guardian', 'proxy', 'caregiver', 'deceased', 'alive', 'living', 'same', 'unknown', 'none', 'retired', 'healthy',
  'well', 'local', 'aware', 'updated', 'present', 'called', 'notified', 'primary', 'secondary', 'emergency', 'contact',
  ...KIN, ...MONTH_NAMES, ...WEEKDAY_NAMES,
]);

export function detectKinContactTowns(text: string, wc: WordClasses, out: Candidate[], seen: GateWords): void {
  for (const m of SLOT.matchAll(text, seen)) {
    const names = m[1]!.split(/[ \t]{1,2}/);
    // The words between are a name the person rules read; stop and clinical words are a sentence instead ("son In Recovery").
    if (!names.every((w) => !wc.isStop(w.toLowerCase()) && !wc.isClinical(w.toLowerCase()))) continue;
    const end = m.index + m[0].length;
    const after = text.slice(end, end + 24);
    if (!(PHONE_AFTER.test(after) || (m[2] !== undefined && FIELD_AFTER.test(after)))) continue;
    const town = m[3]!;
    const lows = town.toLowerCase().split(/[ \t]/);
    if (lows.some((w) => NOT_TOWN.has(w) || wc.isStop(w) || wc.isClinical(w) || wc.isShorthand(w))) continue;
    const key = lows.join(' ');
    const known = wc.dicts.cities.has(key);
    // A given name no gazetteer holds as a town is the second name of a list ("wife Ann, Joan, ..."); English words
    // alone are a town only where the gazetteers hold them or a place's lead word or noun frames them ("Twin Lakes").
    if (!known && lows.length === 1 && wc.isGiven(lows[0]!)) continue;
    const named = lows.some((l) => !wc.isEnglish(l)) || (lows.length >= 2 && (PLACE_LEADS.has(lows[0]!) || PLACE_NOUNS.has(lows[lows.length - 1]!)));
    if (!known && !named) continue;
    const at = end - town.length;
    push(out, at, end, 'CITY', known ? TIER.placeWord : TIER.weakCue);
  }
}

// place.kin-from-town: where a relative set out or rang from, after the relative and a verb of coming or calling ("mother
// Yolanda coming from X Y.", "MOTHER DRIVING FROM X.", "BROTHER X Y CALLED FROM X Y, PHONE ..."). A ward note's social
// line says so of the family on the way; the town is small, often English words, a name or a word that opens a longer
// English one, which the residence cues' place words leave. Read only in Title case or capitals (the town written as
// a name), never a setting of care ("called from home", "coming from work", "from rehab").
const FROM_VERB = String.raw`(?:called|calling|phoned|rang|coming|came|driving|drove(?:[ \t]{1,2}in)?|flying|flew(?:[ \t]{1,2}in)?|travell?ing|is[ \t]{1,2}coming)`;
const FROM_SLOT = new WordAnchor(
  new RegExp(
    String.raw`\b(?:${KIN_ALT}|${KIN.map((w) => w.toUpperCase()).join('|')})(?:[ \t]{1,2}(?:${NAME_WORD}|\p{Lu}[\p{Lu}'’-]{1,20})){0,3}[ \t]{1,2}(?:${FROM_VERB}|${FROM_VERB.toUpperCase().replace(/\\T/g, '\\t')})[ \t]{1,2}(?:from|FROM)[ \t]{1,2}((?:\p{Lu}[\p{Ll}'’-]{2,20}|\p{Lu}[\p{Lu}'’-]{2,20})(?:[ \t](?:\p{Lu}[\p{Ll}'’-]{2,20}|\p{Lu}[\p{Lu}'’-]{2,20})){0,2})(?![\p{L}\d'’-])`,
    'gu',
  ),
  [...new Set(KIN.map((w) => w.split('-')[0]!))].join(' '),
);

export function detectKinFromTowns(text: string, wc: WordClasses, out: Candidate[], seen: GateWords): void {
  for (const m of FROM_SLOT.matchAll(text, seen)) {
    const town = m[1]!;
    const words = town.split(/[ \t]/);
    // One letter case: all capitals, or each word a capital and small letters.
    const caps = town === town.toUpperCase();
    if (!caps && !words.every((w) => /^\p{Lu}\p{Ll}/u.test(w))) continue;
    const lows = words.map((w) => w.toLowerCase());
    if (lows.some((w) => NOT_PLACE_AFTER_CUE.has(w) || NOT_TOWN.has(w) || wc.isStop(w)) || wc.isClinical(lows[0]!)) continue;
    // A clinical word may close a town's name ("White Swan"), not stand as one.
    if (lows.length === 1 && wc.isEnglish(lows[0]!) && !wc.dicts.cities.has(lows[0]!)) continue;
    // A state or a country is the gazetteer rules'.
    const key = lows.join(' ');
    if (wc.dicts.states.has(key) || wc.dicts.countries.has(key)) continue;
    const at = m.index + m[0].length - town.length;
    push(out, at, at + town.length, 'CITY', wc.dicts.cities.has(key) ? TIER.placeWord : TIER.cueUnknownWord);
  }
}
