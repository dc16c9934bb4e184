// A police, custody or court officer named by rank before their surname ("Trooper Roe", "DETECTIVE ROE CALLED", "Det.
// Roe,", "cst. roe, x detachment", "Sgt. Roe and", "Deputy Roe"): trauma, social-work, EMS and jail notes name the
// officer who called or came in by rank, in every letter case. The ward's role rules do not read a rank (only
// "officer", which person.role-name reads with a cue or a verb), so the name was left (fix20b). The ranks are the
// general ranks of police, sheriff's, custody and court officers (`LAW_RANKS`, vocab/people-words.ts); a rank is no
// clinical word, so it vouches for a surname no English list holds, in Title case or capitals, or a word no list knows
// in lower case; a given name may open a full name. Part of the staff-cues family (person.rank-name); typed PATIENT,
// as the notes' non-staff people are.
import { push, type Candidate } from '../core/scan';
import { TIER } from '../core/tiers';
import type { WordClasses } from '../core/tokens';
import type { GateWords } from '../core/word-gate';
import { WordAnchor } from '../core/word-anchors';
import { LAW_RANKS } from '../vocab/people-words';

/** The ranks, whole ("trooper") or shortened with their period ("det.", "sgt.", "cst."). */
const RANK = `(?:${LAW_RANKS.map((r) => r.replace('.', String.raw`\.`)).join('|')})`;
const WORD = String.raw`\p{L}[\p{L}'’]{1,20}(?:-\p{L}[\p{L}'’]{1,20})?`;
// Groups: the first name word, the second (a surname after a given name).
const RANK_NAME = new RegExp(String.raw`(?<![\p{L}.])${RANK}[ \t]{1,2}(${WORD})(?:[ \t]{1,2}(${WORD}))?`, 'dgiu');
const LAW_RANK_WORDS: ReadonlySet<string> = new Set(LAW_RANKS.map((r) => r.replace('.', '')));
const RANK_NAME_AT = new WordAnchor(RANK_NAME, [...LAW_RANK_WORDS].join(' '));

/** A word that reads as a surname after a rank: a name list holds it and no English list does, or no list knows it. */
function surname(wc: WordClasses, word: string): boolean {
  const parts = word.toLowerCase().split('-');
  if (parts.some((p) => wc.isStop(p) || wc.isClinical(p) || wc.isClinicalShorthand(p) || LAW_RANK_WORDS.has(p))) return false;
  const ev = wc.nameEvidence(parts[0]!);
  // A word no list knows names someone only at four letters or more ("sgt. roe" may be shorthand).
  return ev.notEnglishName && (!ev.unknown || parts[0]!.length >= 4);
}

export function detectRankNames(text: string, wc: WordClasses, out: Candidate[], seen: GateWords): void {
  for (const m of RANK_NAME_AT.matchAll(text, seen)) {
    const first = m[1]!;
    const second = m[2];
    const [start, firstEnd] = m.indices![1]!;
    // "Trooper Jake Roe": a given name and a surname; "Trooper Roe": the surname alone.
    const low = first.toLowerCase();
    const full = second !== undefined && wc.isGiven(low) && !wc.isStop(low) && /^\p{Lu}/u.test(second) && surname(wc, second);
    if (!full && !surname(wc, first)) continue;
    push(out, start, full ? m.indices![2]![1] : firstEnd, 'PATIENT', TIER.cueName);
  }
}
