// A consultant named by the team or firm that bears their name: "seen by the Halvorsen team", "under the Quennell
// firm", "SEEN BY THE MBEKI TEAM", "discussed with the ashdown team". Discharge summaries and letters of British,
// Irish and Commonwealth hospitals (and US teaching services) name the team after its consultant more often than
// the consultant. The team word is the anchor; "the" and one word before it are read in a bounded slice. The word
// must be a name: no clinical, shorthand, stop or English word ("the surgical team", "the Gold team", "the acute
// pain team", "the ortho team"), nor a place's first word ("the Glasgow team" is a hospital's); in small letters,
// where no capital tells a name, only a surname the lists know and no English list holds; in capitals amid small
// letters an acronym ("the TAVI team").
import { push, type Candidate } from '../core/scan';
import { TIER } from '../core/tiers';
import type { WordClasses } from '../core/tokens';
import { wordGate, type GateWords } from '../core/word-gate';
import { WordAnchor } from '../core/word-anchors';
import { shoutedAround } from './note-facilities';

const TEAM = /\b(?:team|firm)\b/gi;
const TEAM_AT = new WordAnchor(TEAM, 'team firm');
const GATE = wordGate('team firm');
/** "the" and one word right before the team word: 3 + 2 + 24 + 2 code units at most. */
const WINDOW = 31;
const BEFORE = /(?:^|[^\p{L}])(?:the|THE|The)[ \t]{1,2}(\p{L}[\p{L}'’-]{2,23})[ \t]{1,2}$/u;

export function detectNamedTeams(text: string, wc: WordClasses, out: Candidate[], seen: GateWords): void {
  if (!GATE.open(seen)) return;
  for (const m of TEAM_AT.matchAll(text, seen)) {
    const before = BEFORE.exec(text.slice(Math.max(0, m.index - WINDOW), m.index));
    if (before === null) continue;
    const word = before[1]!;
    if (!teamName(wc, word)) continue;
    const end = m.index - (before[0].length - before[0].lastIndexOf(word) - word.length);
    // A word in capitals amid small letters is an acronym ("the TAVI team", "the ECMO team"), a name only in shouting.
    if (/^[\p{Lu}'’-]+$/u.test(word) && !shoutedAround(text, end - word.length, end)) continue;
    push(out, end - word.length, end, 'DOCTOR', TIER.cueName);
  }
}

/** A surname in the team's slot, in the letter case it is written in. */
function teamName(wc: WordClasses, word: string): boolean {
  const low = word.toLowerCase();
  if (wc.isStop(low) || wc.isClinical(low) || wc.isClinicalShorthand(low) || wc.isShorthand(low) || wc.startsPlace(low)) return false;
  const ev = wc.nameEvidence(low);
  if (/^\p{Ll}/u.test(word)) return ev.knownNotEnglish;
  // Title case or capitals: a known surname or a word no list holds, of four letters or more.
  return /^\p{Lu}/u.test(word) && low.length >= 4 && ev.notEnglishName;
}
