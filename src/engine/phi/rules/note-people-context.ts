// The shared half of the note-name rules (note-people.ts): the cue vocabularies, the rules' context,
// and the helpers that read name words and emit a finding.
import { codeAt, push, type Candidate } from '../core/scan';
import { TIER } from '../core/tiers';
import { gap, type WordToken, type WordClasses } from '../core/tokens';
import {
  CREDENTIALS as CREDENTIALS_AS_WRITTEN, CREDENTIALS_NOT_NOTE_CUES, DOCTOR_TITLES, KIN_WORDS, lowerSet, PERSON_TITLES, ROLE_CREDENTIALS,
  STAFF_ROLES, TITLES_NOT_NOTE_CUES, INDIGENOUS_HEALTH_ROLES,
} from '../vocab/people-words';
import { wordAlternation } from '../vocab/people-words';
import { STREET_WORDS } from '../vocab/street-words';
import { FIRM_WORDS, INSTITUTION_WORDS } from '../vocab/org-words';

export type Person = 'DOCTOR' | 'PATIENT';

export const TITLES_DOCTOR = lowerSet(DOCTOR_TITLES.filter((t) => !TITLES_NOT_NOTE_CUES.includes(t)));
export const TITLES_PATIENT = lowerSet(PERSON_TITLES.filter((t) => !TITLES_NOT_NOTE_CUES.includes(t)));
export const CREDENTIALS = lowerSet(CREDENTIALS_AS_WRITTEN.filter((c) => !CREDENTIALS_NOT_NOTE_CUES.includes(c)));
export const KIN = lowerSet(KIN_WORDS);
/** Credentials and roles written before a name: "NP Carol", "md Saeed", "RN Kelly Roe", "resident Lee". */
export const CREDENTIAL_TITLES = lowerSet(ROLE_CREDENTIALS, ['nurse'], STAFF_ROLES, INDIGENOUS_HEALTH_ROLES);
/** Contact verbs and prepositions after which a name comes: "spoke with ___", "per ___", "paged ___". */
export const CONTACT_BEFORE = new Set([
  'per', 'with', 'w', 'paged', 'page', 'called', 'notified', 'informed', 'updated', 'told', 'asked', 'by', 'to', 'contacted',
  'contact', 'd/w', 'dw', 'and', 'from', 'for', 'call', 'meet', 'met', 'contacts', 'consult', 'ask', 'reported',
]);
/** Verbs after a name: "___ aware", "___ notified", "___ in to see pt". */
export const CONTACT_AFTER = new Set([
  'aware', 'notified', 'informed', 'paged', 'called', 'updated', 'here', 'in', 'at', 'visited', 'visiting', 'came', 'spoke',
  'talked', 'said', 'states', 'stated', 'feels', 'wants', 'agrees', 'agreed', 'ordered', 'recommended', 'recommends',
  'requested', 'wishes', 'phoned', 'is', 'was', 'will', 'has', 'and', 'made',
]);
/** Verbs after which a name is a strong reading only together with a known name: "spoke with bill". */
export const STRONG_CONTACT = new Set(['per', 'paged', 'page', 'notified', 'informed', 'd/w', 'dw', 'contacted']);

export interface Ctx {
  readonly text: string;
  readonly toks: readonly WordToken[];
  readonly wc: WordClasses;
  readonly out: Candidate[];
  /** The cue bits of each token (core/token-cues.ts). */
  readonly cues: Int32Array;
  /** Words found as names by a cue, for the repeat pass: lower-cased word -> type. */
  readonly found: Map<string, Person>;
}

// The note-people rules take the gap between two tokens (core/tokens.ts) from here with the rest of their context.
export { gap };

/** A gap inside one name: a blank, or an initial's period and a blank ("Robert V. Smith"). */
export function nameGap(g: string): boolean {
  return /^(?:\.?[ \t]{1,2}|\.|-)$/.test(g);
}

/** `nameGap` of the gap between tokens `a` and `b`, read without a slice: the walks ask it of most names they read. */
export function nameGapBetween(ctx: Ctx, a: number, b: number): boolean {
  const s = ctx.toks[a]!.e;
  const e = ctx.toks[b]!.s;
  if (e <= s) return false;
  const first = ctx.text.charCodeAt(s);
  if (e - s === 1) return first === 46 || first === 45 || first === 32 || first === 9;
  const from = first === 46 ? s + 1 : s;
  if (e - from > 2) return false;
  for (let i = from; i < e; i++) {
    const c = ctx.text.charCodeAt(i);
    if (c !== 32 && c !== 9) return false;
  }
  return true;
}

/** An initial: a capital letter, or a lower-case one with its period ("q. lander" in a lower-case note). */
export function isInitial(ctx: Ctx, i: number): boolean {
  const t = ctx.toks[i]!;
  // "W/O ECTOPY", "H/O SVT", "W/P XRT": the letter after a slash ends an abbreviation; it is nobody's initial.
  return t.e - t.s === 1 && codeAt(ctx.text, t.s - 1) !== 47 && /^(?:[A-Z]\.?[ \t]|[a-z]\.[ \t])/.test(ctx.text.slice(t.s, t.s + 3));
}

/** The token stands in an ALL-CAPS stretch of text, where a capital carries no evidence. */
export function allCapsLine(ctx: Ctx, t: WordToken): boolean {
  const around = ctx.text.slice(Math.max(0, t.s - 40), t.e + 40);
  return !/[a-z]/.test(around);
}

/**
 * The last of two or three initials written together before a surname ("P.J. Botha", "p.j. botha", "A. B. Mensah",
 * "A.B.C. Roe"), or -1. Letters of Commonwealth and African institutions write a clinician's forenames so;
 * `isInitial` reads one initial followed by a blank, so a run joined by periods ended every title rule on its
 * first letter. The last initial must close with its period, or stand in capitals before a blank, and a word follow.
 */
export function initialsRun(ctx: Ctx, j: number): number {
  const { toks, text } = ctx;
  let k = j;
  for (let n = 0; n < 3 && k < toks.length; n++) {
    const t = toks[k]!;
    if (t.e - t.s !== 1 || !/\p{L}/u.test(text.charAt(t.s)) || (n === 0 && codeAt(text, t.s - 1) === 47)) return -1;
    const joined = k + 1 < toks.length && /^\.[ \t]?$/.test(gap(ctx, k, k + 1)) && toks[k + 1]!.e - toks[k + 1]!.s === 1 &&
      /^\.?[ \t]{0,2}\p{L}/u.test(text.slice(toks[k + 1]!.e, toks[k + 1]!.e + 4)) && n < 2;
    if (!joined) break;
    k++;
  }
  if (k === j || k + 1 >= toks.length) return -1;
  // The run ends on its period and a blank ("P.J. Botha"), or on a capital and a blank ("P.J Botha").
  const closing = gap(ctx, k, k + 1);
  return /^\.[ \t]{1,2}$/.test(closing) || (/^[ \t]{1,2}$/.test(closing) && /[A-Z]/.test(text.charAt(toks[k]!.s))) ? k : -1;
}

/** A lower-case word in a line that also has capitals: not written as a name. */
export function isLowerWord(ctx: Ctx, i: number): boolean {
  const t = ctx.toks[i]!;
  return /^[a-z]/.test(ctx.text.charAt(t.s)) && /[A-Z][a-z]/.test(ctx.text.slice(Math.max(0, t.s - 60), t.s));
}

/** Pushes the name of tokens from..to at tier `score`; `learn` remembers its words for the repeat pass. */
export function emit(ctx: Ctx, from: number, to: number, type: Person, score: number, learn: boolean, anchored = false): void {
  const s = ctx.toks[from]!.s;
  let e = ctx.toks[to]!.e;
  // A possessive is outside the name ("Dr. Smith's order").
  if (/['’]s$/i.test(ctx.text.slice(e - 2, e)) && ctx.toks[to]!.low.length < e - ctx.toks[to]!.s) e -= 2;
  push(ctx.out, s, e, type, score, anchored);
  if (!learn) return;
  for (let k = from; k <= to; k++) {
    const low = ctx.toks[k]!.low;
    if (low.length >= 3 && !ctx.wc.isStop(low) && !ctx.wc.isClinical(low) && (!ctx.wc.isEnglish(low) || ctx.toks[k]!.cap)) ctx.found.set(low, type);
  }
}

/**
 * Extends a name from token `i` rightwards over further name words on the same line: a known or unknown
 * word, or an initial ("Mary T. Smith"). Returns the last token of the name.
 */
export function extendRight(ctx: Ctx, i: number, max: number): number {
  let last = i;
  for (let k = i + 1; k < ctx.toks.length && k <= i + max; k++) {
    const g = gap(ctx, k - 1, k);
    // "Roe.PADS", "ROE. BENADRYL": a period joins only an initial to what follows.
    if (!nameGap(g) || (g.startsWith('.') && ctx.toks[k - 1]!.e - ctx.toks[k - 1]!.s > 1)) break;
    const low = ctx.toks[k]!.low;
    if (isInitial(ctx, k) && k + 1 < ctx.toks.length && nameGapBetween(ctx, k, k + 1) && ctx.wc.nameEvidence(ctx.toks[k + 1]!.low).nameLike) {
      continue;
    }
    const ev = ctx.wc.nameEvidence(low);
    if (!ev.nameLike || (ev.english && !ctx.toks[k]!.cap) || CREDENTIALS.has(low)) break;
    last = k;
  }
  return last;
}

/** The token is written in capitals ("VAS"), not in Title case. */
export function isCapsWord(ctx: Ctx, i: number): boolean {
  const t = ctx.toks[i]!;
  const raw = ctx.text.slice(t.s, t.e);
  return raw === raw.toUpperCase();
}

/** Words after a name that show a street, a place or a firm. */
export const NOT_PERSON_AFTER = new RegExp(
  `^[ \\t]+(?:${wordAlternation(STREET_WORDS)}|${wordAlternation([...FIRM_WORDS, ...INSTITUTION_WORDS])}|flat|point|mall|parks?|square|sq|hill|bridge|and[ \\t]+sons|county|city|airport|club|orchestra|band)\\b`,
  'i',
);

/**
 * Endings of procedures, conditions and anatomy that the lists may lack ("thoracentesis", "hemithorax",
 * "pleurodesis"): a word no list knows with one of them is no name.
 */
export const CLINICAL_ENDING = /(?:esis|thorax|itis|oma|osis|emia|aemia|pathy|algia|plasia|trophy|ectomy|otomy|ostomy|oscopy|plasty|gram|graphy|cele|iasis|cyte|cytes|lysis|rrhea|rrhage|uria|pnea|cardia|logy)$/;
/** Endings of procedures and conditions ("paracentesis", "colectomy", "arthroplasty", "bronchoscopy", "cellulitis"). */
export const PROCEDURE_ENDING = /(?:centesis|ectomy|otomy|ostomy|oscopy|plasty|graphy|itis|osis|emia|aemia|pathy|algia)$/;

/**
 * Written in Title case among lower-case words, a word of four letters or more that no English, clinical, stop or
 * name list holds, set aside only as shorthand or a typo ("Nean", "Deton": the start of a longer English word).
 * In a slot only people fill, and written as a name, it is one.
 */
export function titledNoListWord(ctx: Ctx, i: number): boolean {
  const t = ctx.toks[i]!;
  const wc = ctx.wc;
  if (!t.cap || t.low.length < 4 || !wc.hasDictionaries || !/^[a-z'-]+$/.test(t.low) || isCapsWord(ctx, i) || allCapsLine(ctx, t)) return false;
  return !wc.isEnglish(t.low) && !wc.isKnownName(t.low) && !wc.isClinical(t.low) && !wc.isStop(t.low) && !CLINICAL_ENDING.test(t.low);
}

/** What a visitor or caller does, after the name that opens the social section. */
export const VISIT_AFTER = new Set(['called', 'phoned', 'visited', 'visiting', 'came', 'in', 'here', 'spoke', 'updated', 'aware', 'present', 'at']);

/** A word no English, clinical or stop list holds, that the lists set aside only as a likely typo or shorthand. */
export function typoLikeWord(ctx: Ctx, i: number): boolean {
  const low = ctx.toks[i]!.low;
  const wc = ctx.wc;
  // Inflected English words ("died", "resting") are in no list as written: their endings say what they are.
  return wc.hasDictionaries && low.length >= 4 && /^[a-z]+$/.test(low) && !/(?:ed|ing|ly|tion|ment|ness)$/.test(low) && !wc.isEnglish(low) && !wc.isClinical(low) && !wc.isStop(low) && !wc.isKnownName(low);
}

/**
 * A surname the lists set aside only for its English-like ending ("rozal", "gazeshous", "kelvive"): typo-like, yet no
 * one-letter slip of an English word and no credential. Read as a name only where a strong cue stands before it.
 */
export function endingOnlyName(ctx: Ctx, i: number): boolean {
  return typoLikeWord(ctx, i) && !ctx.wc.nameEvidence(ctx.toks[i]!.low).nameLike && !ctx.wc.isMisspelt(ctx.toks[i]!.low) && !CREDENTIALS.has(ctx.toks[i]!.low);
}

// What a relative named by kin word does in a social line besides visiting ("wife X works as a cook", "husband X speaks
// Karen only", "son X drives for a hauler", "DIL X ALSO ON SPEAKER"; fix16d).
const VISIT_VERBS = new Set(['was', 'is', 'consented', 'visits', 'calls', 'phoned', 'agrees', 'agreed', 'wants', 'requests', 'requested', 'works', 'speaks', 'drives', 'lives', 'also']);

/** A visit or a call right after token i, perhaps after a comma: "chais called", "moult, was updated". */
export function visitFollows(ctx: Ctx, i: number): boolean {
  const k = i + 1;
  if (k >= ctx.toks.length || !/^[ \t]{0,2},?[ \t]{0,2}$/.test(gap(ctx, i, k)) || gap(ctx, i, k) === '') return false;
  return VISIT_AFTER.has(ctx.toks[k]!.low) || VISIT_VERBS.has(ctx.toks[k]!.low);
}

/**
 * Other mentions of a word a cue found ("son David" ... "DAVID CALLED"), in any case: the repeat pass of the
 * note-people and staff-slots families, each over the words its own rules found.
 */
export function repeatFound(ctx: Ctx): void {
  if (ctx.found.size === 0) return;
  // A note's thousand tokens against its few found names: a word's length and first letter (its low five bits) rule
  // most tokens out before a Map look-up.
  const shapes = new Uint8Array(32 * 32);
  for (const w of ctx.found.keys()) shapes[(Math.min(w.length, 31) << 5) | (w.charCodeAt(0) & 31)] = 1;
  for (const t of ctx.toks) {
    if (shapes[(Math.min(t.low.length, 31) << 5) | (t.low.charCodeAt(0) & 31)] === 0) continue;
    const type = ctx.found.get(t.low);
    if (type === undefined) continue;
    const possessive = t.e - t.s === t.low.length + 2;
    push(ctx.out, t.s, possessive ? t.e - 2 : t.e, type, TIER.repeat);
  }
}
