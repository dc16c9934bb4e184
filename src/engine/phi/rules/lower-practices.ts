// A practice, imaging centre or therapy clinic named in a note written in small letters: "ct at quillan imaging",
// "outpt pt at ridgeley physical therapy", "pcp: dr li wei, westbrook family medicine". The practice rules read such
// names by their capitals (named-practices.ts, narrative-practices.ts, institutions.ts); where the writer never
// uses a capital, the kind of practice after the name and a place cue (or a comma after a clinician) before it must
// carry the reading. The kind is a department too ("seen in cardiology", "referred to physical therapy", "the
// family medicine clinic"), so the one or two words between cue and kind must be no English, clinical, stop or
// service word: a surname the lists know that no English list holds, or a word no list holds at all.
import { push, type Candidate } from '../core/scan';
import { TIER } from '../core/tiers';
import type { WordClasses } from '../core/tokens';
import { wordGate, type GateWords } from '../core/word-gate';
import { WordAnchor } from '../core/word-anchors';
import { GENERIC_LEFT } from '../vocab/org-words';
import { DOCTOR_TITLES, lowerSet, PERSON_TITLES } from '../vocab/people-words';

/** Kinds of outpatient practice a name goes before, in small letters. */
const KIND = /\b(?:family[ \t]medicine|family[ \t]practice|physical[ \t]therapy|medical[ \t]group|imaging|radiology|diagnostics|cardiology|dermatology|urology|orthopedics|orthopaedics|gastroenterology|podiatry|physiotherapy|audiology|optometry)\b/g;
const KIND_AT = new WordAnchor(KIND, 'family physical medical imaging radiology diagnostics cardiology dermatology urology orthopedics orthopaedics gastroenterology podiatry physiotherapy audiology optometry', 0, false, 'small');
const GATE = wordGate('family physical medical imaging radiology diagnostics cardiology dermatology urology orthopedics orthopaedics gastroenterology podiatry physiotherapy audiology optometry');
/** The cue and one or two words right before the kind: a cue of 7 letters, blanks and two words of 21 at most. */
const WINDOW = 56;
const BEFORE = /(?:(?:^|[^\p{L}])(?:at|with|from|to|by|sees|via|through|thru)|,)[ \t]{1,2}([a-z][a-z'’-]{2,20})(?:[ \t]([a-z][a-z'’-]{2,20}))?[ \t]$/u;
const TITLES: ReadonlySet<string> = lowerSet(DOCTOR_TITLES, PERSON_TITLES);

export function detectLowerPractices(text: string, wc: WordClasses, out: Candidate[], seen: GateWords): void {
  if (!GATE.open(seen)) return;
  for (const m of KIND_AT.matchAll(text, seen)) {
    const before = BEFORE.exec(text.slice(Math.max(0, m.index - WINDOW), m.index));
    if (before === null) continue;
    const words = before[2] !== undefined ? [before[1]!, before[2]] : [before[1]!];
    if (!words.every((w) => nameWord(wc, w))) continue;
    const start = m.index - 1 - (before[2] !== undefined ? before[1]!.length + 1 + before[2].length : before[1]!.length);
    const end = m.index + m[0].length;
    // Only in small letters: a capital near by says the writer uses them, and the capitalised rules read the name.
    if (/[A-Z]/.test(text.slice(Math.max(0, start - 40), end + 40))) continue;
    // "dr roe cardiology": a title before the name makes it a clinician's.
    const titleBefore = /([a-z]{1,9})\.?[ \t]{1,2}$/.exec(text.slice(Math.max(0, start - 12), start));
    if (titleBefore !== null && TITLES.has(titleBefore[1]!)) continue;
    push(out, start, end, 'HOSPITAL', TIER.facilitySuffix);
  }
}

/** A word of a practice's name in small letters: a surname no English list holds, or a word no list holds. */
function nameWord(wc: WordClasses, word: string): boolean {
  const low = word.replace(/['’]s$/, '');
  if (wc.isStop(low) || wc.isClinical(low) || wc.isClinicalShorthand(low) || wc.isShorthand(low) || GENERIC_LEFT.has(low) || TITLES.has(low)) return false;
  const ev = wc.nameEvidence(low);
  return ev.unknown || ev.knownNotEnglish;
}
