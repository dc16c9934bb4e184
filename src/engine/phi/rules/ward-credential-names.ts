// DOCTOR: a name right before a ward role's letters, with no comma between, in any letter case ("cpt done by roewicz rt.",
// "roewicz sw aware", "ROEWICZ PT EVAL"): ward notes name the therapist or the social worker by surname and role this way.
// person.comma-credential reads "Ann Roe, PT" only, since PT, OT, RT and SW are also ward words; here the name must be
// one no English list holds (a name list's, or a word no list knows of five letters or more) and the slot must say it is
// a person: a cue before the name ("by", "per", "with", "paged") or what the colleague does after the role ("aware",
// "eval", "following", "saw"). Its own family, caseless like the note family (fix20b).
import { push, type Candidate } from '../core/scan';
import { TIER } from '../core/tiers';
import { blanksBetween, type WordClasses, type WordToken } from '../core/tokens';
import { CREDENTIALS } from './note-people-context';

/** The ward roles' letters that follow a name in a clause: respiratory and physical therapy, social work, case management, speech. */
const WARD_ROLES: ReadonlySet<string> = new Set(['rt', 'rrt', 'sw', 'pt', 'ot', 'slp', 'cm']);
/** Words right before a name that say a person follows. */
const CUE_BEFORE: ReadonlySet<string> = new Set(['by', 'per', 'with', 'w', 'paged', 'called', 'notified', 'informed', 'updated', 'told', 'asked', 'contacted', 'dw']);
/** What a colleague does, said right after their role. */
const DOES_AFTER: ReadonlySet<string> = new Set([
  'aware', 'notified', 'informed', 'updated', 'paged', 'eval', 'evaluated', 'evaluating', 'following', 'saw', 'spoke', 'met', 'called',
  'recommends', 'recommended', 'recs', 'consulted', 'visited', 'placed', 'completed', 'assessed',
]);

export function detectWardCredentialNames(text: string, tokens: readonly WordToken[], wc: WordClasses, out: Candidate[]): void {
  if (!wc.hasDictionaries) return;
  const ctx = { text, toks: tokens };
  for (let i = 0; i + 1 < tokens.length; i++) {
    const role = tokens[i + 1]!;
    if (!WARD_ROLES.has(role.low)) continue;
    const t = tokens[i]!;
    if (!blanksBetween(ctx, i, i + 1) || t.low.length < 3 || CREDENTIALS.has(t.low) || WARD_ROLES.has(t.low)) continue;
    if (wc.isStop(t.low) || wc.isClinical(t.low) || wc.isClinicalShorthand(t.low)) continue;
    const ev = wc.nameEvidence(t.low);
    if (!(ev.knownNotEnglish || (ev.unknown && t.low.length >= 5))) continue;
    const p = tokens[i - 1];
    const cue = p !== undefined && CUE_BEFORE.has(p.low) && /^\/?[ \t]{1,2}$/.test(text.slice(p.e, t.s));
    const n = tokens[i + 2];
    const does = n !== undefined && DOES_AFTER.has(n.low) && blanksBetween(ctx, i + 1, i + 2);
    if (!cue && !does) continue;
    push(out, t.s, t.e, 'DOCTOR', TIER.cueName);
  }
}
