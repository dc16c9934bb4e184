// A note's last line when it signs the note: a first name alone, or two or three name words with perhaps an
// initial and a credential ("J. ZORBEK RN"). Part of the note-people family (person.sign-off).
import { codeAt, push } from '../core/scan';
import { TIER } from '../core/tiers';
import { allCapsLine, CREDENTIALS, type Ctx, emit, isInitial, typoLikeWord } from './note-people-context';
import { AMBIGUOUS_ROLE_CREDENTIALS, SIGNING_CREDENTIALS, SIGNING_SERVICES } from '../vocab/people-words';

/**
 * Roles a unit note's writer signs with before the name (fix19a): the signing credentials (nurses, case managers, social
 * workers, therapists), the ward's role letters but a house officer's and a PCP's, and the nursing service.
 */
const SIGN_OFF_ROLES: readonly string[] = [...new Set([
  ...SIGNING_CREDENTIALS.filter((c) => /^[A-Za-z]+$/.test(c)).map((c) => c.toLowerCase()),
  ...AMBIGUOUS_ROLE_CREDENTIALS.filter((c) => c !== 'ho' && c !== 'pcp'),
  ...SIGNING_SERVICES,
])].sort((a, b) => b.length - a.length);

/** The note's last line when it is a signature: two or three name words, perhaps with a credential. */
export function signOff(ctx: Ctx): void {
  const { toks, wc, text } = ctx;
  if (toks.length < 3) return;
  if (dashSignOff(ctx) || roleSignOff(ctx)) return;
  const trimmed = text.trimEnd();
  // The last line, or the last sentence of it when a name closes a line of text ("... 1400U/HR. SUSAN").
  let lastLineStart = text.lastIndexOf('\n', trimmed.length - 1) + 1;
  const sentence = trimmed.lastIndexOf('. ');
  if (sentence + 2 > lastLineStart && trimmed.length - sentence < 40) lastLineStart = sentence + 2;
  // At most six tokens are needed to tell (a sign-off has five at most): a long last line is not walked.
  const line: number[] = [];
  for (let k = toks.length - 1; k >= 0 && toks[k]!.s >= lastLineStart && line.length < 6; k--) line.push(k);
  line.reverse();
  // A first name alone on the last line: "Susan"; or a word no list knows, of five letters or more ("ZORBEK").
  const alone = line.length === 1 ? toks[line[0]!]! : undefined;
  const signature = alone !== undefined && ((wc.isGiven(alone.low) && !wc.isStop(alone.low)) || (wc.nameEvidence(alone.low).unknown && alone.low.length >= 5));
  if (signature && /^[\s\p{L}.,-]*$/u.test(text.slice(lastLineStart))) {
    emit(ctx, line[0]!, line[0]!, 'DOCTOR', TIER.weakest, false);
    return;
  }
  if (line.length < 2 || line.length > 5) return;
  // A credential spelt with periods ("r.n.", "M.D.") is read letter by letter: its letters are not initials.
  const lettersStart = spelledCredentialStart(ctx, line);
  const nameLine = lettersStart < 0 ? line : line.filter((k) => k < lettersStart);
  const words = nameLine.filter((k) => !CREDENTIALS.has(toks[k]!.low) && !isInitial(ctx, k));
  if (words.length < 1 || words.length > 3) return;
  if (!/^[\s\p{L}.,'’-]*$/u.test(text.slice(lastLineStart))) return;
  // Without an initial or a credential, only Title case among lower-case words says "name" ("TITRATE MEDS" does not).
  const credentialled = lettersStart >= 0 || line.some((k) => CREDENTIALS.has(toks[k]!.low));
  // Beside a credential, a surname the lists set aside only as a typo or shorthand is a surname still ("poverk kraive rrt").
  const nameWord = (k: number): boolean => (wc.nameEvidence(toks[k]!.low).nameLike && (!wc.nameEvidence(toks[k]!.low).english || toks[k]!.cap)) ||
    (credentialled && words.length >= 2 && typoLikeWord(ctx, k));
  if (!words.every(nameWord)) return;
  // A known name, or a surname no list knows after an initial or of five letters or more ("J. ZORBEK RN", "Ann Quellane").
  const initialled = nameLine.some((k) => isInitial(ctx, k));
  const titled = words.every((k) => toks[k]!.cap) && !allCapsLine(ctx, toks[words[0]!]!);
  const unknownSurname = (k: number): boolean => wc.nameEvidence(toks[k]!.low).unknown && (initialled || credentialled || (titled && toks[k]!.low.length >= 5));
  if (!words.some((k) => wc.nameEvidence(toks[k]!.low).knownNotEnglish || wc.isGiven(toks[k]!.low) || unknownSurname(k))) return;
  const nameEnd = nameLine.filter((k) => !CREDENTIALS.has(toks[k]!.low)).at(-1)!;
  emit(ctx, line[0]!, nameEnd, 'DOCTOR', TIER.cueUnknownWord, true);
}

/** The first token of a credential spelt letter by letter with periods at the line's end ("r.n.", "M.D."); -1 when none. */
function spelledCredentialStart(ctx: Ctx, line: readonly number[]): number {
  const { toks, text } = ctx;
  let letters = '';
  let start = -1;
  for (let n = line.length - 1; n >= 0 && n >= line.length - 4; n--) {
    const k = line[n]!;
    if (toks[k]!.e - toks[k]!.s !== 1 || codeAt(text, toks[k]!.e) !== 46) break;
    letters = toks[k]!.low + letters;
    start = k;
  }
  return letters.length >= 2 && CREDENTIALS.has(letters) ? start : -1;
}

/**
 * The note closed by a dash and the writer's first name, initials, or first name and initial (fix18a): within the
 * note's last `DASH_SIGN_OFF_REACH` characters, a dash, an en dash or a tilde that opens the last line (up to three
 * blanks before it) or follows the end of a sentence (".", "!", "?", ";" or ")" and one to three blanks) on it, then up
 * to two blanks and the name: one word of two to fifteen letters, perhaps with an initial after it ("\n- Name T.", "...
 * will cont to monitor. -name"), or two or three initials, the first with its period ("... -j.r.", "-a. b."); nothing
 * but blanks after it. The dash and the note's end are the cue, so a first name that is also ward shorthand counts (a
 * given name the lists hold, an English one only in Title case or with its initial: "-Will", "-sue m", not "-will"), a
 * name the lists hold as a surname ("-NOREEN C."), and a word no list knows of four letters or more; any other word (an English, stop or clinical word that is no given name) does not, nor a
 * list item (the line before opens with a dash too) or a number.
 */
const DASH_SIGN_OFF = /(?:\n[ \t]{0,3}|[.!?;)][ \t]{1,3})[-–~][ \t]{0,2}(\p{L}[\p{L}'’]{1,14}(?:[ \t]{1,2}\p{L}\.?)?|\p{L}\.[ \t]?\p{L}\.?(?:[ \t]?\p{L}\.?)?)[ \t]*$/u;
const DASH_SIGN_OFF_REACH = 28;

function dashSignOff(ctx: Ctx): boolean {
  const { wc, text } = ctx;
  const trimmed = text.trimEnd();
  const from = Math.max(0, trimmed.length - DASH_SIGN_OFF_REACH);
  // The dash opens a line or follows a sentence's end: a text that is only "-name" is a phrase, not a signed note.
  const m = DASH_SIGN_OFF.exec(trimmed.slice(from));
  if (!m) return false;
  const name = m[1]!.replace(/\.$/, '');
  const start = from + m.index + m[0].lastIndexOf(m[1]!);
  // A list of dashed items ("- afebrile\n- mae") is no sign-off: the line before must not open with a dash.
  const lineStart = trimmed.lastIndexOf('\n', start - 1) + 1;
  if (lineStart > 0 && /^[ \t]*[-–~]/.test(text.slice(trimmed.lastIndexOf('\n', lineStart - 2) + 1, lineStart))) return false;
  const words = name.split(/[ \t.]+/).filter((w) => w.length > 0);
  const initials = words.length >= 2 && words.every((w) => w.length === 1);
  if (!initials) {
    if (words.length === 2 && words[1]!.length !== 1) return false;
    const first = words[0]!.toLowerCase();
    const ev = wc.nameEvidence(first);
    const given = wc.isGiven(first) && !wc.isStop(first);
    // A name the lists hold as a surname only counts too ("-NOREEN C.": fix21b).
    if (!given && !ev.knownNotEnglish && !(ev.unknown && first.length >= 4)) return false;
    // A given name that is also an English word ("-will", "-mark") is read only in Title case, or in any case with its
    // initial after it ("-sue m", "-DOT T.": fix21b).
    if (given && ev.english && words.length === 1 && !/^\p{Lu}\p{Ll}/u.test(words[0]!)) return false;
  }
  // Dotted initials keep their last period ("j.r."); a name keeps its initial's ("Ann T.").
  const end = start + m[1]!.length;
  push(ctx.out, start, end, 'DOCTOR', TIER.weakest, true);
  return true;
}

/**
 * The note's last line: the writer's role, perhaps after a dash and before a colon, then a first name and an initial or
 * an initial and a surname ("-cm name t.", "rn: name o.", "nsg: p. surname"; fix19a). Nurses, case managers and
 * therapists sign unit notes this way in every letter case. The role word and the line's place are the cue; the first
 * name is a given name or a word no list knows of four letters or more, the surname any name-like word, never a stop or
 * clinical word; an English first name only in Title case.
 */
const ROLE_SIGN_OFF = new RegExp(
  String.raw`(?:^|\n)[ \t]{0,3}(?:[-–~][ \t]{0,2})?(?:${SIGN_OFF_ROLES.join('|')})[ \t]{0,2}[:\-]?[ \t]{1,2}` +
    String.raw`(\p{L}[\p{L}'’]{1,14}[ \t]{1,2}\p{L}\.?|\p{L}\.[ \t]{0,2}\p{L}[\p{L}'’-]{1,24})[ \t]*$`,
  'iu',
);
const ROLE_SIGN_OFF_REACH = 48;

function roleSignOff(ctx: Ctx): boolean {
  const { wc, text } = ctx;
  const trimmed = text.trimEnd();
  const from = Math.max(0, trimmed.length - ROLE_SIGN_OFF_REACH);
  const m = ROLE_SIGN_OFF.exec(trimmed.slice(from));
  if (!m || (from > 0 && m.index === 0 && trimmed.charAt(from - 1) !== '\n')) return false;
  const words = m[1]!.split(/[ \t.]+/).filter((w) => w.length > 0);
  const [first, last] = [words[0]!, words[words.length - 1]!];
  if (first.length > 1) {
    const low = first.toLowerCase();
    const given = wc.isGiven(low) && !wc.isStop(low);
    if (!given && !(wc.nameEvidence(low).unknown && low.length >= 4)) return false;
    if (given && wc.isEnglish(low) && !/^\p{Lu}\p{Ll}/u.test(first)) return false;
  } else {
    const low = last.toLowerCase();
    if (wc.isStop(low) || wc.isClinical(low) || !(wc.nameEvidence(low).nameLike || low.split(/['’-]/).some((p) => wc.nameEvidence(p).nameLike))) return false;
  }
  const start = from + m.index + m[0].lastIndexOf(m[1]!);
  push(ctx.out, start, start + m[1]!.length, 'DOCTOR', TIER.weakest, true);
  return true;
}
