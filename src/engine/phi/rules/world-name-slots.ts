// People's names as documents of other countries write them, after a cue that only a person follows: a form's field
// ("NOK: SON TAN JUN HAO", "interpreter: sione fifita", "Witness: Rhodri ap Gruffydd", "BED 4: NGUYEN THI HOA"), a
// handover's staff-nurse title ("SN SITI AISYAH BTE RAHMAT") or an honorific of another country ("TAN SRI OOI BOON
// HOCK", "Datin ...", "alhaja kafayat bello", "elder garba musa", "Herr ..."). The name rules of Title case miss these
// names twice over: they are often written in capitals or in lower case, and they are made of short syllables and
// connectors ("bin", "a/l", "s/o", "te", "van", "ap") that no list of given names holds. Part of the staff-slots family.
//
// Every cue word is also ordinary English or shorthand somewhere ("chief complaint", "elder abuse", "re: the above",
// "name: (illegible)", "pastor visited"), so the words after it must read as a name: each a name a list knows or a
// word no list knows, or a connector between two such; none an English, clinical, stop, kin or role word alone; and
// at least one a name no English list holds. A run of one word needs the strict slot test of the other slot rules.
import { sharedTokenCue } from '../core/token-cues';
import { TIER } from '../core/tiers';
import { type Ctx, emit, gap, KIN, nameGapBetween } from './note-people-context';
import { ROLE_WORDS, slotName } from './slot-name';

/** Field labels after which a relative, an interpreter or the patient is named; they need their colon. */
const PERSON_FIELDS = ['nok', 'informant', 'interpreter', 'witness', 'attendant', 'escort', 'accompanied', 'bed'];
/** Staff titles of Commonwealth wards: a staff nurse ("SN"), written before a name with no colon. */
const STAFF_TITLES = ['sn'];
/** Honorifics of Malaysia, Germany, France, Spain, West Africa and the churches, and respect words of Māori. */
const HONORIFICS = ['dato', 'datuk', 'datin', 'puan', 'encik', 'herr', 'frau', 'mme', 'mlle', 'sra', 'srta', 'alhaji', 'alhaja', 'chief', 'elder', 'pastor', 'matua', 'whaea'];
/** "Tan Sri", "Puan Sri", "Toh Puan": a two-word honorific; the first word is ordinary ("tan") without the second. */
const PAIRED_HONORIFICS = new Map([['tan', 'sri'], ['puan', 'sri'], ['toh', 'puan']]);

const CUE_BIT = sharedTokenCue('world name cues', [...PERSON_FIELDS, ...STAFF_TITLES, ...HONORIFICS, ...PAIRED_HONORIFICS.keys()]);
const FIELDS: ReadonlySet<string> = new Set(PERSON_FIELDS);
const STAFF: ReadonlySet<string> = new Set(STAFF_TITLES);
const TITLES: ReadonlySet<string> = new Set(HONORIFICS);

/** Particles and connectors inside a name: Malay, Arabic, Hebrew, Dutch, German, Iberian, Welsh, Irish, Māori, French. */
const CONNECTORS: ReadonlySet<string> = new Set([
  'bin', 'binti', 'binte', 'bte', 'bt', 'ibn', 'ould', 'abu', 'al', 'el', 'ben', 'bat', 'van', 'der', 'den', 'von', 'zu',
  'de', 'la', 'del', 'dos', 'das', 'da', 'do', 'y', 'ap', 'ni', 'nic', 'mac', 'te', 'le', 'st',
]);
/** "a/l", "a/p", "s/o", "d/o", "w/o": son or daughter of, written with a slash between two letters. */
const SLASH_CONNECTOR = /^[asdw]\/[lpo]$/;
const MAX_WORDS = 6;
/** The longest English word read as a syllable of a name in a filled field. */
const MAX_SYLLABLE = 4;

/**
 * A word of a name: a name a list knows or a word none knows, or a short syllable no list calls a word ("ji", "ng").
 * In a filled field, also a short English word: Chinese and Korean syllables are often one ("TAN", "BOON", "PARK").
 */
function nameWord(ctx: Ctx, k: number, field: boolean): boolean {
  const low = ctx.toks[k]!.low;
  if (ctx.wc.isStop(low) || ctx.wc.isClinical(low) || KIN.has(low) || ROLE_WORDS.has(low)) return false;
  if (ctx.wc.nameEvidence(low).nameLike) return true;
  if (field && low.length <= MAX_SYLLABLE && /^[a-z]+$/.test(low)) return true;
  return low.length === 2 && !ctx.wc.isEnglish(low);
}

/** A field's name ends its line or its clause: a line end, a comma, a period, a bracket or a semicolon. */
function endsField(ctx: Ctx, last: number): boolean {
  return /^[ \t]{0,2}(?:$|[\r\n,.;(])/.test(ctx.text.slice(ctx.toks[last]!.e, ctx.toks[last]!.e + 4));
}

/** The last token of a connector at k written with a slash ("s/o"), or -1. */
function slashConnectorEnd(ctx: Ctx, k: number): number {
  const { toks, text } = ctx;
  if (k + 1 >= toks.length) return -1;
  return SLASH_CONNECTOR.test(text.slice(toks[k]!.s, toks[k + 1]!.e).toLowerCase()) ? k + 1 : -1;
}

/**
 * The name from token j: words joined by a blank or a hyphen, connectors only between words, and one comma after
 * a first word in capitals ("PARK, JI-HOON": surname, given). The index of its last word, or -1 if no name. In a
 * field (`field`), the name must fill it to its end.
 */
function nameRun(ctx: Ctx, j: number, field: boolean): number {
  const { toks, text } = ctx;
  let last = -1;
  let strong = false;
  let words = 0;
  let k = j;
  let commaUsed = false;
  // A name whose first word is in Title case goes on only over capitalised words: in a German or French sentence the
  // words after "Herr X" are the sentence's ("Herr X arbeitet als ... bei ..."), and no list knows them either.
  const titled = /^\p{Lu}\p{Ll}/u.test(text.slice(toks[j]!.s, toks[j]!.e));
  while (k < toks.length && words < MAX_WORDS) {
    const low = toks[k]!.low;
    const slashEnd = last >= 0 ? slashConnectorEnd(ctx, k) : -1;
    const connector = last >= 0 && (CONNECTORS.has(low) || slashEnd >= 0);
    if (!connector && !nameWord(ctx, k, field)) break;
    if (!connector && titled && !/^\p{Lu}/u.test(text.charAt(toks[k]!.s))) break;
    const end = slashEnd >= 0 ? slashEnd : k;
    if (!connector) {
      last = end;
      words++;
      if (ctx.wc.nameEvidence(low).notEnglishName) strong = true;
    }
    if (end + 1 >= toks.length) break;
    if (nameGapBetween(ctx, end, end + 1)) {
      k = end + 1;
      continue;
    }
    const g = gap(ctx, end, end + 1);
    const caps = text.slice(toks[end]!.s, toks[end]!.e);
    if (!commaUsed && words === 1 && end === k && g === ', ' && caps === caps.toUpperCase()) {
      commaUsed = true;
      k = end + 1;
      continue;
    }
    break;
  }
  if (last < 0 || !strong) return -1;
  if (words === 1 && !slotName(ctx, last)) return -1;
  if (field && !endsField(ctx, last)) return -1;
  // A connector at the end belongs to no name ("Herr X van" is cut before "van").
  return last;
}

/** The first token of the name after cue token i, or -1: a field needs its colon, a title its blank. */
function nameStart(ctx: Ctx, i: number): number {
  const { toks } = ctx;
  const low = toks[i]!.low;
  let j = i + 1;
  if (j >= toks.length) return -1;
  if (FIELDS.has(low)) {
    let g = gap(ctx, i, j);
    if (low === 'accompanied') {
      if (toks[j]!.low !== 'by') return -1;
      j++;
      if (j >= toks.length) return -1;
      g = gap(ctx, i + 1, j);
    }
    const colon = low === 'bed' ? /^[ \t]{1,2}\d{1,3}[a-z]?:[ \t]{1,3}$/i : /^:[ \t]{1,3}$/;
    if (!colon.test(g)) return -1;
    // "NOK: SON TAN JUN HAO", "accompanied by: her son, ...": the relative's word before the name.
    if (KIN.has(toks[j]!.low) && j + 1 < toks.length && /^,?[ \t]{1,2}$/.test(gap(ctx, j, j + 1))) j++;
    return j;
  }
  const paired = PAIRED_HONORIFICS.get(low);
  if (paired !== undefined) {
    if (toks[j]!.low !== paired || !/^[ \t]{1,2}$/.test(gap(ctx, i, j))) return -1;
    j++;
    if (j >= toks.length) return -1;
    return /^[ \t]{1,2}$/.test(gap(ctx, i + 1, j)) ? j : -1;
  }
  if (!TITLES.has(low) && !STAFF.has(low)) return -1;
  // "Dato'", "Mme.": an apostrophe or a period may close the honorific.
  return /^['’.]?[ \t]{1,2}$/.test(gap(ctx, i, j)) ? j : -1;
}

export function worldNameSlots(ctx: Ctx): void {
  const { toks, cues } = ctx;
  for (let i = 0; i + 1 < toks.length; i++) {
    if ((cues[i]! & CUE_BIT) === 0) continue;
    const low = toks[i]!.low;
    if (!FIELDS.has(low) && !STAFF.has(low) && !TITLES.has(low) && !PAIRED_HONORIFICS.has(low)) continue;
    const j = nameStart(ctx, i);
    if (j < 0) continue;
    const last = nameRun(ctx, j, FIELDS.has(low) || PAIRED_HONORIFICS.has(low));
    if (last < 0) continue;
    emit(ctx, j, last, STAFF.has(low) ? 'DOCTOR' : 'PATIENT', TIER.cueName, true);
    i = last;
  }
}
