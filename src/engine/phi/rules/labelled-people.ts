// People named in a form's labelled fields where the label or the field's end says more than the words do:
// - a relative's name field ("Husband's name: Peter Kamau Mwangi", "FATHER'S NAME: P. VENKATA RAMANA", "name of
//   mother: ..."): admission forms of India, Africa and the Gulf name the next of kin so; the kin word before "name"
//   says whose name the field holds, so the words after the colon are the relative's even where a list holds them as
//   English words ("yaw darko", "Hope Baptiste");
// - a staff field closed by a credential ("Admitting midwife: Mercy Achieng Otieno, RM", "WITNESS: CIARA SMALL,
//   RGN"): staff-slots' label reading wants every word a name no English list holds, and nurses, midwives and
//   carers are often named Mercy, Faith, Grace or Small; the credential after the name is the second piece of
//   evidence that lets such a word stand (person.staff-label).
// Each walk reads at most five words after its colon, so a note costs one bounded look per cue token.
import { lineStartFrom } from '../core/scan';
import { TIER } from '../core/tiers';
import { blanksBetween } from '../core/tokens';
import { DOCTOR_TITLES, FIELD_CLOSING_CREDENTIALS, lowerSet, PERSON_TITLES, RELATION_FIELD_HONORIFICS } from '../vocab/people-words';
import { CREDENTIALS, type Ctx, emit, gap, isInitial, KIN, nameGap, nameGapBetween } from './note-people-context';

/** Credentials that close a labelled field: every credential, and those only a field's end makes one ("RM", "HCA"). */
const CLOSING: ReadonlySet<string> = new Set([...CREDENTIALS, ...lowerSet(FIELD_CLOSING_CREDENTIALS)]);
/** Particles inside a name ("bin", "van der", "de la"), read only between two name words. */
const PARTICLES: ReadonlySet<string> = new Set(['bin', 'binti', 'bte', 'bt', 'van', 'der', 'den', 'von', 'de', 'da', 'del', 'la', 'al', 'el', 'ibn', 'ap']);

/** The name words after a field's colon at token `from`: the last index, how many words, and whether one is no English word. */
interface FieldName {
  readonly last: number;
  readonly words: number;
  readonly notEnglish: boolean;
  /** Words no list holds as a name ("yaw", "small"), taken only beside one that is no English word. */
  readonly plain: number;
}

/**
 * Reads up to five name words from token `from` (a comma allowed once, "SURNAME, Forename"): initials, particles
 * between words, and words the lists hold as names or do not hold at all; a stop, clinical or credential word ends it.
 */
function fieldName(ctx: Ctx, from: number): FieldName | undefined {
  const { toks, wc } = ctx;
  let last = -1;
  let words = 0;
  let notEnglish = false;
  let comma = false;
  let plain = 0;
  for (let k = from; k < toks.length && k < from + 5; k++) {
    if (k > from) {
      const g = gap(ctx, k - 1, k);
      const commaGap = !comma && /^,[ \t]{1,2}$/.test(g);
      if (!nameGap(g) && !commaGap) break;
      if (commaGap) comma = true;
    }
    const t = toks[k]!;
    // "X Y  AGE: 23": a word before a colon is the next field's label (fix14b).
    if (k > from && /^[ \t]{0,2}:/.test(ctx.text.slice(t.e, t.e + 3))) break;
    if (isInitial(ctx, k) || (t.e - t.s === 1 && /^\./.test(ctx.text.slice(t.e, t.e + 1)))) {
      last = k;
      continue;
    }
    if (words > 0 && PARTICLES.has(t.low) && k + 1 < toks.length) continue;
    if (CLOSING.has(t.low) || wc.isStop(t.low) || wc.isClinical(t.low) || KIN.has(t.low) || t.low.length < 2) break;
    const ev = wc.nameEvidence(t.low);
    if (!(ev.nameLike || wc.isGiven(t.low))) {
      if (!/^\p{L}+$/u.test(t.low) || wc.isShorthand(t.low)) break;
      plain++;
    }
    if (ev.notEnglishName && (ev.known || t.low.length >= 4)) notEnglish = true;
    last = k;
    words++;
  }
  return last < 0 || words === 0 || (plain > 0 && !notEnglish) ? undefined : { last, words, notEnglish, plain };
}

/** The field ends after token `last`: the line's end, a bracket, a semicolon, a column gap, or the next label. */
function fieldEnds(ctx: Ctx, last: number): boolean {
  const t = ctx.toks[last]!;
  // Two blanks before the next field's label and colon end it too ("X  AGE: 23"; fix14b).
  return /^(?:[ \t]{0,2}(?:$|\r?\n|[;(]|,[ \t]*(?:$|\r?\n))|[ \t]{3}|[ \t]{2}[A-Z][A-Za-z/.]{1,12}[ \t]{0,2}:)/.test(ctx.text.slice(t.e, t.e + 20));
}

/**
 * "Husband's name: Peter Kamau Mwangi", "MOTHER'S NAME - AKOSUA BOATEMAA", "Name of father: Yaw Darko": the
 * relative named by the field, in any letter case. One word of the name must be one no English list holds.
 */
export function kinNameFields(ctx: Ctx): void {
  const { toks } = ctx;
  for (let i = 0; i + 2 < toks.length; i++) {
    if (RELATION_LETTER.has(toks[i]!.low)) {
      relationField(ctx, i);
      continue;
    }
    if (toks[i]!.low !== 'name') continue;
    // "husband's name" (the possessive is inside the kin token), "father name", or "name of (the) father".
    let kin = i > 0 && KIN.has(toks[i - 1]!.low) && /^[ \t]{1,2}$/.test(gap(ctx, i - 1, i));
    let colon = i;
    if (!kin && toks[i + 1]!.low === 'of' && blanksBetween(ctx, i, i + 1)) {
      const k = toks[i + 2]!.low === 'the' && i + 3 < toks.length ? i + 3 : i + 2;
      kin = KIN.has(toks[k]!.low) && blanksBetween(ctx, k - 1, k);
      colon = k;
    }
    if (!kin || colon + 1 >= toks.length || !/^[ \t]{0,2}[:-][ \t]{1,3}$/.test(gap(ctx, colon, colon + 1))) continue;
    const name = fieldName(ctx, colon + 1);
    if (name === undefined || !name.notEnglish || !fieldEnds(ctx, name.last)) continue;
    emit(ctx, colon + 1, name.last, 'PATIENT', TIER.headerField, true);
  }
}

/**
 * A staff label's field whose name words the lists also hold as English ("Midwife: Patience Owusu, RM"): the name
 * stands when a credential closes the field right after it. Called by person.staff-label for the label at token
 * `label` when its own reading found no name.
 */
export function credentialClosedName(ctx: Ctx, label: number, type: 'DOCTOR' | 'PATIENT'): boolean {
  const name = fieldName(ctx, label + 1);
  if (name === undefined) return false;
  const next = name.last + 1;
  if (next >= ctx.toks.length || !CLOSING.has(ctx.toks[next]!.low) || !/^,?[ \t]{1,2}$/.test(gap(ctx, name.last, next))) return false;
  // A single English word before a credential is a role or a word ("Nurse: Charge RN"), two are a name.
  if (name.words < 2 && !name.notEnglish) return false;
  emit(ctx, label + 1, name.last, type, TIER.headerField, true);
  return true;
}

/** What follows the patient's name after "I saw" in a clinic letter: when, where, with whom, why. */
const SAW_AFTER: ReadonlySet<string> = new Set([
  'today', 'again', 'yesterday', 'recently', 'this', 'on', 'in', 'for', 'with', 'at', 'back', 'alone', 'together', 'last', 'once',
]);
/** Every title, as written in either family: a titled name after "I saw" is the title rules'. */
const TITLES: ReadonlySet<string> = lowerSet(DOCTOR_TITLES, PERSON_TITLES);

/**
 * "I saw Hope today", "i saw kwame again in clinic", "We saw Grace Mbeki-Park on 3 May": the patient a clinic letter
 * opens on, after "I saw" or "we saw" and before when, where or with whom. A titled name is the title rules'. In a
 * line with capitals the name is written in Title case and is no stop or clinical word; in a caseless line it must be
 * a name no English list holds.
 */
export function sawInClinic(ctx: Ctx): void {
  const { toks, wc, text } = ctx;
  for (let i = 1; i + 2 < toks.length; i++) {
    if (toks[i]!.low !== 'saw' || (toks[i - 1]!.low !== 'i' && toks[i - 1]!.low !== 'we') || !blanksBetween(ctx, i - 1, i)) continue;
    const j = i + 1;
    if (!blanksBetween(ctx, i, j) || TITLES.has(toks[j]!.low)) continue;
    const caseless = !/[A-Z]/.test(text.slice(Math.max(0, toks[i - 1]!.s - 40), toks[j]!.s)) || !/[a-z]/.test(text.slice(toks[i - 1]!.s, toks[i]!.e));
    let last = -1;
    let known = false;
    for (let k = j; k < toks.length && k < j + 3; k++) {
      if (k > j && !nameGapBetween(ctx, k - 1, k)) break;
      const t = toks[k]!;
      if (wc.isStop(t.low) || wc.isClinical(t.low) || KIN.has(t.low) || SAW_AFTER.has(t.low) || t.low.length < 2) break;
      const ev = wc.nameEvidence(t.low);
      // Without capitals to go by, a name no English list holds: known, or of four letters or more ("adwoa").
      const written = caseless ? ev.notEnglishName && (ev.known || t.low.length >= 4) : t.cap && (ev.nameLike || wc.isGiven(t.low));
      if (!written) break;
      known ||= ev.knownNotEnglish;
      last = k;
    }
    if (last < 0 || last + 1 >= toks.length || (caseless && !known)) continue;
    // The name ends where the letter says when, where or with whom ("today", "in clinic", "with his wife"), or at a comma.
    const after = gap(ctx, last, last + 1);
    if (!(/^[ \t]{1,2}$/.test(after) && SAW_AFTER.has(toks[last + 1]!.low)) && !/^,[ \t]/.test(after)) continue;
    emit(ctx, j, last, 'PATIENT', TIER.cueName, true);
  }
}

/** The first letter of a relation written with a slash: son, daughter or wife of ("c/o" is "complains of" in notes). */
const RELATION_LETTER: ReadonlySet<string> = new Set(['s', 'd', 'w']);
/** What may stand between the relation and the name: the Indian honorifics, "Late", and the English titles. */
const RELATION_HONORIFICS: ReadonlySet<string> = lowerSet(RELATION_FIELD_HONORIFICS, PERSON_TITLES);

/** The relation stands on a "Name:" line after the patient's name: the line opens with the label, a short stretch before. */
const NAME_LINE = /^[ \t]{0,3}(?:patient(?:'s)?[ \t]{1,2})?name[ \t]{0,2}[:-][ \t]{0,3}[^\n:]{2,50}[ \t]$/i;
function afterNameLabel(text: string, at: number): boolean {
  // The line must start within 70 characters: a longer look-back, asked per relation of one long line, would read it all.
  const start = lineStartFrom(text, at, at > 70 ? at - 69 : 0);
  return (start === 0 || text.charCodeAt(start - 1) === 10) && NAME_LINE.test(text.slice(start, at));
}

/**
 * "W/O: RAMKRIPAL YADAV     AGE: 38", "W/o Thiru. Murugesan Palanisamy    Age:", "S/O: SRI. GOPALAN NAIR" (a line of its
 * own): the relative an Indian form names after s/o, d/o or w/o. "w/o" is also "without" and "s/o" a note's
 * subjective/objective, so the relation must open a field (its line, or after a column gap), a colon, an honorific or
 * "Late" must follow it, or else every word of the name be one no English list holds ("w/o contrast", "CT W/O
 * CONTRAST", "S/O: 92 yo" stay clean), and the name must end its field.
 */
function relationField(ctx: Ctx, i: number): void {
  const { toks, text } = ctx;
  if (toks[i + 1]!.low !== 'o' || gap(ctx, i, i + 1) !== '/') return;
  // Or it follows the patient's own name on the form's name line ("Name: Smt. X Devi w/o Y Z   Age:"; fix14b).
  if (!/(?:^|\n|[ \t]{2}|\t)[ \t]{0,3}$/.test(text.slice(Math.max(0, toks[i]!.s - 4), toks[i]!.s)) && !afterNameLabel(text, toks[i]!.s)) return;
  let k = i + 2;
  const colon = /^\.?[ \t]{0,2}:[ \t]{1,3}$/.test(gap(ctx, i + 1, k));
  if (!colon && !/^\.?[ \t]{1,3}$/.test(gap(ctx, i + 1, k))) return;
  let titled = false;
  while (k + 1 < toks.length && k < i + 4 && RELATION_HONORIFICS.has(toks[k]!.low) && /^\.?[ \t]{1,2}$/.test(gap(ctx, k, k + 1))) {
    titled = true;
    k++;
  }
  const name = fieldName(ctx, k);
  if (name === undefined || !name.notEnglish || !fieldEnds(ctx, name.last)) return;
  if (!colon && !titled && name.plain > 0) return;
  emit(ctx, k, name.last, 'PATIENT', TIER.headerField, true);
}
