// The cues after which place.cue-town reads a town (place-cues.ts): residence, travel, work, schooling and going home,
// in any letter case, tried only where their first words start a run of letters. Kept apart from the rule because the
// list grows with each kind of text that names where someone lives or went.
import { codeAt, isAsciiLetterCode } from '../core/scan';
import { WordAnchor } from '../core/word-anchors';
import { RELATIVE_SHORTHAND, RELATIVES } from '../vocab/people-words';

/** The people a "from" names the town of: the patient and one-word relatives ("son in law" would need a chain). */
const FROM_WHO_WORDS = ['pt', 'patient', ...RELATIVES.filter((w) => /^[a-z]+$/.test(w)), ...RELATIVE_SHORTHAND];
const FROM_WHO = `(?:${[...new Set(FROM_WHO_WORDS)].sort((a, b) => b.length - a.length).join('|')})`;
/** A "who from" cue as CUE_TOWN matched it, with the word between the person and "from" when there is one. */
export const FROM_WHO_CUE = new RegExp(String.raw`^${FROM_WHO}(?:[ \t]{1,2}([\p{L}'’-]{2,20}))?[ \t]{1,2}(?:is[ \t]{1,2})?from[ \t]{1,2}$`, 'iu');

/**
 * A call, a visit by phone or video, or an arrival, then "from" (fix21a): "called from", "CALLED @ 2100 FROM", "phoned in
 * from", "by phone from", "ON SPEAKER FROM", "in from", "in this afternoon from", "coming in from", "arrive from".
 */
const CALL_FROM = String.raw`(?:(?:called|calling|phoned|phoning|rang|ringing|texted|texting|facetimed|skyped)(?:[ \t]{1,2}(?:in|back|again|today|tonight|twice))?(?:[ \t]{1,2}(?:at|@)[ \t]{0,2}\d{3,4}h?)?` +
  String.raw`|(?:on|by|via)[ \t]{1,2}(?:the[ \t]{1,2})?(?:phone|telephone|speaker|speakerphone|video|facetime|zoom)` +
  String.raw`|(?:(?:coming|comes|come|arrive|arrives|driving|flying)[ \t]{1,2})?in(?:[ \t]{1,2}(?:today|tonight|earlier|yesterday|this[ \t]{1,2}(?:am|pm|morning|afternoon|evening)))?)[ \t]{1,2}from`;

/** A call or an arrival cue as CUE_TOWN matched it (cue-towns.ts reads an English-word town after it). */
export const CALL_CUE = new RegExp(String.raw`^${CALL_FROM}[ \t]{1,2}$`, 'iu');

/** Residence and travel cues, any letter case: "lives alone in", "drove up from", "home is in", "up near". */
const CUE_TOWN = new RegExp(
  String.raw`\b(?:(?:lives|lived|living|live|resides|residing)(?:[ \t]{1,2}(?:alone|here|now|still|independently|nearby|close[ \t]by|out|over|up|down|back))?[ \t]{1,2}(?:in|near|outside(?:[ \t]{1,2}of)?)` +
    // Who with, then where: "lives with her daughter in Tulsa", "LIVES WITH HUSBAND REFUGIO IN EL CENIZO".
    String.raw`|(?:lives|living|live|resides|residing)[ \t]{1,2}with[ \t]{1,2}(?:[\p{L}'’-]{1,20}[ \t]{1,2}){1,3}in` +
    // A dwelling or a place of worship and where it is: "an apt in north fenwicke", "the church in Quobridge".
    String.raw`|(?:house|apartment|apt|condo|trailer|farm|farmhouse|ranch|church|motel|hotel)[ \t]{1,2}(?:in|near|outside(?:[ \t]{1,2}of)?)` +
    // Where something happened at home, and a place given by what it is just outside: "fell at home in Elk
    // Bluff", "a farm outside Harkness Corners" (the place words decide, as after every cue here).
    String.raw`|(?:at|from)[ \t]{1,2}home[ \t]{1,2}in|(?:just[ \t]{1,2})?outside(?:[ \t]{1,2}of)?` +
    // Where someone comes from, said as notes of other countries say it: "native of Chiplun", "hails from ogbomoso";
    // where a relative is on the way from and where a trip went near (place.travel reads "trip to"): "EN ROUTE FROM X", "arriving from X", "a camping trip
    // near X", "on arrival in X" (the place words decide, as after every cue here).
    String.raw`|native[ \t]{1,2}of|(?:hails?|hailing)[ \t]{1,2}from|en[ \t]{1,2}route[ \t]{1,2}from|(?:arriving|arrived|arrives)[ \t]{1,2}from` +
    String.raw`|trip[ \t]{1,2}near|arrival[ \t]{1,2}in` +
    // Travel histories in any letter case: "daughter visiting from brooklyn", "a trip to hampi", "NO TRAVEL TO KERALA"
    // (a trip to a room or a scan is no town: the place words refuse "CT", "MRI", "the OR").
    String.raw`|(?:visiting|visitors?)[ \t]{1,2}from|trip[ \t]{1,2}to|travel[ \t]{1,2}to` +
    // Whose home, a stay and a holiday say where too: "shoveling snow at his home in Elk Bluff", "staying with her
    // sister Ann Roe in Quill Ridge", "was vacationing in Tarnby when he fell".
    String.raw`|(?:his|her|their)[ \t]{1,2}home[ \t]{1,2}(?:in|near)` +
    String.raw`|(?:staying|stays|stayed)(?:[ \t]{1,2}with[ \t]{1,2}(?:[\p{L}'’-]{1,20}[ \t]{1,2}){1,4})?[ \t]{1,2}in` +
    String.raw`|(?:vacationing|vacation|holidaying|holiday)[ \t]{1,2}in` +
    // A place named as such: "a small town called Quillbrook", "the village of Edgeley", "resident of Tarrowby".
    String.raw`|(?:town|village|city|suburb|hamlet|township|townland|parish|borough|municipality|hometown)[ \t]{1,2}(?:called|named|of)|residents?[ \t]{1,2}of` +
    // Whose village or town it is, then its name after a comma: "going to her village, Nkonsa, for a funeral".
    String.raw`|(?:his|her|their|my|our)[ \t]{1,2}(?:village|town|hometown|home[ \t]town)[ \t]{0,2},` +
    String.raw`|(?:grew[ \t]{1,2}up|raised|born|based|settled|worked|works|stationed|deployed)[ \t]{1,2}(?:in|near)|(?:deployed|posted)[ \t]{1,2}to` +
    String.raw`|(?:moved|moving|relocated|relocating|emigrated|immigrated|drove|drives|driving|flew|flies|fly|flying|travell?ed|commutes?|returned|came)(?:[ \t]{1,2}(?:up|down|over|back|here|home|in))?[ \t]{1,2}(?:to|from)` +
    // Where a patient wants to go home or went back: "wants to go home to Quillbrook", "went back to Tarnby" (the
    // place words decide, as after every cue here). A bare "go to X" is a move, place.transfer's (note-places.ts).
    String.raw`|(?:go|goes|going|went)[ \t]{1,2}(?:home|back)[ \t]{1,2}to|(?:headed|heading)(?:[ \t]{1,2}(?:home|back))?[ \t]{1,2}to` +
    // Where a caller or a visitor is, as a ward note says it (fix21a): "dtr called from X", "SISTER CALLED AT 2100 FROM X",
    // "by phone from X", "on speaker from X", "in from X this am", "coming in from X" (the place words decide, as after
    // every cue here; "a call from" is a person's, and "up"/"down from" a value's, so neither is a cue).
    String.raw`|${CALL_FROM}` +
    String.raw`|home[ \t]{1,2}is[ \t]{1,2}in|originally[ \t]{1,2}from|(?:up|out|down|over)[ \t]{1,2}(?:near|past)` +
    // Farm work and schooling say where: "her brother farms at Pennal Cross", "FARMS SHEEP NEAR X", "taught school in X".
    String.raw`|farms?(?:[ \t]{1,2}\p{L}{2,12})?[ \t]{1,2}(?:at|near|outside)|(?:school|college)[ \t]{1,2}in` +
    // Where an accident happened or a worksite lies, by the town it is near: "rollover 8/21 near X", "at X Station near
    // Y" (read only where the place is written as a name: "near syncope", "near baseline" are no place).
    String.raw`|near` +
    // A writer saying where they are: "I'm in Florida until March", "we are currently in Lisbon".
    String.raw`|(?:i['’]m|i[ \t]{1,2}am|we['’]re|we[ \t]{1,2}are)(?:[ \t]{1,2}(?:currently|still|now|staying|back))?[ \t]{1,2}in` +
    // Who someone is by where they come from: "PT FROM CHELSEA", "daughter from Quillbrook", "son Teo from tarnby"
    // (one name word may sit between; place-cues.ts checks that it is a name). Nursing notes write the patient's
    // and the family's town this way in their social lines; the place words decide, as after every cue here.
    // A visit in between is the visiting cue's ("son visiting from X"), tried at "visiting" when this one fails.
    String.raw`|${FROM_WHO}(?:[ \t]{1,2}(?!visit)[\p{L}'’-]{2,20})?[ \t]{1,2}(?:is[ \t]{1,2})?from)[ \t]{1,2}`,
  'giu',
);
/** CUE_TOWN tried only where its first words start a run of letters (core/word-anchors.ts). */
export const CUE_TOWN_AT = new WordAnchor(
  CUE_TOWN,
  'lives* living* live resides* residing* house* apartment* apt* condo* trailer* farm* church* motel* hotel* grew* raised* born* based* settled* ' +
    'moved* moving relocat* emigrated* immigrated* drove* drives* driving* flew* flies* fly* flying* travel* commute* returned* came* home* ' +
    'originally* up out* down* over* i we ranch* at just outside* town* village* city* suburb* hamlet* resident* his her their ' +
    'lived townland parish borough municipality school college native hails hail hailing en arriving arrived arrives trip arrival from ' +
    'near staying stays stayed vacation* holiday* worked works stationed deployed posted go goes going went headed heading visiting visitor* travel my our ' +
    'called calling phoned phoning rang ringing texted texting facetimed skyped on by via in coming comes come arrive ' +
    [...new Set(FROM_WHO_WORDS)].join(' '),
);
/**
 * For the common short words among CUE_TOWN's first words, the words that may follow them (after one or two blanks) in
 * every alternative they open: "at home in", "in from", "on the phone", "his home in", "up near". Each is read as the
 * whole run of ASCII letters there, as each of them is followed by a blank, a comma or nothing in the pattern.
 */
const NEXT_WORDS: ReadonlyMap<string, ReadonlySet<string>> = new Map([
  ['at', ['home']], ['from', ['home']],
  ['in', ['from', 'today', 'tonight', 'earlier', 'yesterday', 'this']],
  ['on', ['the', 'phone', 'telephone', 'speaker', 'speakerphone', 'video', 'facetime', 'zoom']],
  ['by', ['the', 'phone', 'telephone', 'speaker', 'speakerphone', 'video', 'facetime', 'zoom']],
  ['via', ['the', 'phone', 'telephone', 'speaker', 'speakerphone', 'video', 'facetime', 'zoom']],
  ['his', ['home', 'village', 'town', 'hometown']], ['her', ['home', 'village', 'town', 'hometown']],
  ['their', ['home', 'village', 'town', 'hometown']], ['my', ['home', 'village', 'town', 'hometown']],
  ['our', ['home', 'village', 'town', 'hometown']],
  ['up', ['near', 'past']], ['out', ['near', 'past']], ['down', ['near', 'past']], ['over', ['near', 'past']],
  ['home', ['is']], ['i', ['am']], ['we', ['are']],
].map(([w, next]) => [w as string, new Set(next)]));

/**
 * Where CUE_TOWN may match at the run of letters at `p`: a run NEXT_WORDS names must be followed by one of its words
 * ("i" and "we" also by an apostrophe: "i'm", "we're"); any other run may open a cue. Most "at", "in", "on", "by" and
 * "her" of a note open none, and the pattern (some seventy alternatives) is not tried there.
 */
export function mayOpenCue(text: string, p: number): boolean {
  let e = p;
  while (e - p < 6 && isAsciiLetterCode(codeAt(text, e))) e++;
  const next = NEXT_WORDS.get(text.slice(p, e).toLowerCase());
  if (next === undefined || isAsciiLetterCode(codeAt(text, e))) return true;
  let c = codeAt(text, e);
  if ((c === 39 || c === 0x2019) && e - p <= 2) return true;
  let s = e;
  while (s - e < 2 && (c === 32 || c === 9)) c = codeAt(text, ++s);
  if (s === e) return false;
  let w = s;
  while (w - s < 13 && isAsciiLetterCode(codeAt(text, w))) w++;
  return next.has(text.slice(s, w).toLowerCase());
}

/** The cues of a trip or a visit, after which a country is the country rule's. */
export const TRAVEL_CUE = /^(?:visiting|visitors?|trip|travel)\b/i;
/** The cues of going somewhere or of being near, whose place must be written as a name. */
export const GO_CUE = /^(?:go|goes|going|went|headed|heading|near)\b/i;
/** Words of a place phrase: letters, inner apostrophes and hyphens. */
export const PLACE_WORDS = /([\p{L}][\p{L}'’-]{1,20})(?:[ \t]([\p{L}][\p{L}'’-]{1,20}))?(?:[ \t]([\p{L}][\p{L}'’-]{1,20}))?/uy;
/** The cues after which a place, not a person, is named, whatever the words: "born in", "grew up in", "lives in". */
export const RESIDENCE_CUE = /^(?:grew|raised|born|lives|living|resides|residing|originally|residents?|native|hails?|hailing)\b/i;
