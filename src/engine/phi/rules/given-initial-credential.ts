// A staff member named by given name, the surname's initial and a credential ("Kenadee R., CMA", "tonya b., rn",
// "MARISELA T. RN CM"): portal replies, nurse-line answers and case-management sign-offs name staff this way in
// every letter case, to keep the surname off a message the patient reads. The credential rules want a full name or
// Title case; here the initial with its period and the credential right after it are the evidence, so the first
// word need only be a given name (or, in Title case or capitals, a word no list holds). Part of the staff-cues
// family (person.given-initial-credential, fix12f).
import { push, type Candidate } from '../core/scan';
import { allMatches } from '../core/all-matches';
import { TIER } from '../core/tiers';
import type { WordClasses } from '../core/tokens';
import { ASSISTANT_CREDENTIALS, SIGNING_CREDENTIALS } from '../vocab/people-words';

/** Signing credentials and the assistants', which portal replies sign with ("CMA", "MA", "LVN"). */
const CREDENTIAL = `(?:${[...SIGNING_CREDENTIALS, ...ASSISTANT_CREDENTIALS].join('|')})`;
/**
 * The anchor: a blank, one letter, its period, a comma perhaps and the credential as a word of its own. Every note
 * has few of these, so the name before it is read only here.
 */
const INITIAL_CREDENTIAL = new RegExp(String.raw`[ \t]([A-Za-z])\.,?[ \t]{1,2}${CREDENTIAL}(?![\w-])`, 'gi');
/** The word right before the initial, after a line start, a blank, a bracket or a colon. */
const WORD_BEFORE = /(?:^|[\s(:,-])([A-Za-z][a-z'-]{2,19}|[A-Z][A-Z'-]{2,19})$/;

export function detectGivenInitialCredential(text: string, wc: WordClasses, out: Candidate[]): void {
  for (const m of allMatches(text, INITIAL_CREDENTIAL)) {
    const w = WORD_BEFORE.exec(text.slice(Math.max(0, m.index - 21), m.index));
    if (!w) continue;
    const word = w[1]!;
    const low = word.toLowerCase();
    if (wc.isStop(low) || wc.isClinical(low) || wc.isClinicalShorthand(low)) continue;
    const titled = word[0] !== low[0];
    // A name the lists hold that is also a word ("will b. rn", "LEVEL A. RN") is read only as a given name in Title
    // case ("Will B., RN"); a word no list holds only in Title case or capitals and of four letters or more
    // ("Kenadee R., CMA"), where a writer marks it a name.
    const titleCase = titled && word.slice(1) === low.slice(1);
    const given = wc.isKnownName(low) && (!wc.isEnglish(low) || (titleCase && wc.isGiven(low)));
    const unknownTitled = titled && low.length >= 4 && wc.isUnknown(low);
    if (!given && !unknownTitled) continue;
    const start = m.index - word.length;
    push(out, start, m.index + 3, 'DOCTOR', given ? TIER.cueKnownName : TIER.cueUnknownWord);
  }
}
