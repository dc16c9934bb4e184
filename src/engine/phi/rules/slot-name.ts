// The test every staff-slots rule puts a word through (staff-slots.ts, apposition-slots.ts): may this word be a
// name in a slot only people fill?
import { AMBIGUOUS_ROLE_CREDENTIALS, BRACKET_ROLES, CLERGY, lowerSet, ROLE_CREDENTIALS, STAFF_ROLES, SUPPORT_ROLES } from '../vocab/people-words';
import { allCapsLine, CLINICAL_ENDING, CREDENTIALS, type Ctx, isCapsWord, KIN, titledNoListWord } from './note-people-context';

/** Words that say who a bracket names: a role, a credential, a service's desk ("(SW)", "(pharmacy)", "(neuro resident)"). */
export const ROLE_WORDS: ReadonlySet<string> = lowerSet(ROLE_CREDENTIALS, AMBIGUOUS_ROLE_CREDENTIALS, STAFF_ROLES, SUPPORT_ROLES, CLERGY, BRACKET_ROLES);
/**
 * A word that may be a name in a slot only people fill: a name no English list holds, a word no list knows (four
 * letters or more; five in a line without capitals to compare), or, written in Title case among lower-case words,
 * a word the lists set aside only as shorthand or a typo ("Nean", "Deton": the start of a longer English word).
 * A given name that is also a word ("Will", "Hope") counts in Title case among lower-case words.
 */
export function slotName(ctx: Ctx, i: number): boolean {
  const t = ctx.toks[i]!;
  const wc = ctx.wc;
  if (t.low.length < 3 || wc.isStop(t.low) || wc.isClinical(t.low) || CREDENTIALS.has(t.low) || ROLE_WORDS.has(t.low) || KIN.has(t.low)) return false;
  const ev = wc.nameEvidence(t.low);
  if (!ev.known && CLINICAL_ENDING.test(t.low)) return false;
  const titled = t.cap && !isCapsWord(ctx, i) && !allCapsLine(ctx, t);
  if (ev.knownNotEnglish) return true;
  if (ev.unknown) return t.low.length >= (titled ? 4 : 5);
  if (ev.english) return titled && wc.isGiven(t.low);
  return titledNoListWord(ctx, i);
}
