// A note's last line when it signs the note: a first name alone, or two or three name words with perhaps an
// initial and a credential ("J. ZORBEK RN"). Part of the note-people family (person.sign-off).
import { TIER } from '../core/tiers';
import { allCapsLine, CREDENTIALS, type Ctx, emit, isInitial } from './note-people-context';

/** The note's last line when it is a signature: two or three name words, perhaps with a credential. */
export function signOff(ctx: Ctx): void {
  const { toks, wc, text } = ctx;
  if (toks.length < 3) return;
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
  const words = line.filter((k) => !CREDENTIALS.has(toks[k]!.low) && !isInitial(ctx, k));
  if (words.length < 1 || words.length > 3) return;
  if (!/^[\s\p{L}.,'’-]*$/u.test(text.slice(lastLineStart))) return;
  if (!words.every((k) => wc.nameEvidence(toks[k]!.low).nameLike && (!wc.nameEvidence(toks[k]!.low).english || toks[k]!.cap))) return;
  // A known name, or a surname no list knows after an initial or of five letters or more ("J. ZORBEK RN", "Ann Quellane").
  const initialled = line.some((k) => isInitial(ctx, k));
  // Without an initial or a credential, only Title case among lower-case words says "name" ("TITRATE MEDS" does not).
  const credentialled = line.some((k) => CREDENTIALS.has(toks[k]!.low));
  const titled = words.every((k) => toks[k]!.cap) && !allCapsLine(ctx, toks[words[0]!]!);
  const unknownSurname = (k: number): boolean => wc.nameEvidence(toks[k]!.low).unknown && (initialled || credentialled || (titled && toks[k]!.low.length >= 5));
  if (!words.some((k) => wc.nameEvidence(toks[k]!.low).knownNotEnglish || wc.isGiven(toks[k]!.low) || unknownSurname(k))) return;
  const nameEnd = line.filter((k) => !CREDENTIALS.has(toks[k]!.low)).at(-1)!;
  emit(ctx, line[0]!, nameEnd, 'DOCTOR', TIER.cueUnknownWord, true);
}
