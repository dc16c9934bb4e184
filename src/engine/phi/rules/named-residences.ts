// HOSPITAL: a care home, assisted living or retirement residence named as a house is, by "The" and a name ("she lived
// at The Brannock", "LIVES AT THE LAURELS OF GRANTHAM", "resides at the kelvingrove"). Such homes carry no kind word,
// so only a residence cue says what they are; a writer who types in mixed case capitalises "The" only when it
// belongs to the name. On a caseless line "the" says nothing: there the name needs a word no English list knows, or
// a plural (the trees and gardens homes are named for: "the willows", "the maples") with the town after "at"/"of".
// A respite stay ("respite at The Quillons") is facility.cued's, which reads the home after its care cue.
import { push, type Candidate } from '../core/scan';
import { TIER } from '../core/tiers';
import type { WordClasses } from '../core/tokens';
import { wordGate, type GateWords } from '../core/word-gate';
import { WordAnchor } from '../core/word-anchors';

/** A residence cue, "The", one or two name words, and the town after "at"/"of" ("The Willows at Penrose"). */
const RESIDENCE_THE = new WordAnchor(
  /\b(?:(?:lives|lived|living|resides|resided|residing|stays|stayed|staying)[ \t]{1,2}(?:at|in)|(?:prior[ \t]{1,2})?residence[ \t]{0,2}:?)[ \t]{1,2}(the)[ \t]{1,2}([a-z][a-z'’-]{2,20}(?:[ \t]{1,2}[a-z][a-z'’-]{2,20})?)(?:[ \t]{1,2}(?:at|of)[ \t]{1,2}([a-z][a-z'’-]{2,20}))?(?![a-z'’-])/gi,
  'lives lived living resides resided residing stays stayed staying prior residence',
);
/** Words after "the" that name a kind of place, a part of one or a time, never a home's own name. */
const NOT_A_NAME = new Set([
  'home', 'house', 'farm', 'beach', 'lake', 'shelter', 'apartment', 'apartments', 'flat', 'flats', 'hospital', 'ward', 'unit', 'hotel', 'motel',
  'time', 'moment', 'end', 'back', 'front', 'top', 'bottom', 'same', 'family', 'group', 'nursing', 'assisted', 'care', 'facility',
  'residence', 'street', 'road', 'corner', 'edge', 'ranch', 'cottage', 'cabin', 'trailer', 'camp', 'mission', 'city', 'town', 'country',
  'village', 'county', 'state', 'area', 'moment', 'present', 'weekend', 'weekends', 'summer', 'winter', 'family', 'parents', 'kids',
  'woods', 'mountains', 'hills', 'coast', 'shore', 'river', 'islands', 'suburbs', 'projects', 'streets', 'basement', 'garage', 'barn',
  'boarding', 'halfway', 'group', 'local', 'new', 'old', 'other', 'last', 'first', 'next', 'rear', 'daughter', 'son', 'sister', 'brother',
]);
const GATE = wordGate('lives lived living resides resided residing stays stayed staying residence');

export function detectNamedResidences(text: string, wc: WordClasses, out: Candidate[], seen: GateWords): void {
  if (!GATE.open(seen)) return;
  for (const m of RESIDENCE_THE.matchAll(text, seen)) {
    const all = m[2]!.split(/[ \t]+/);
    // The name stops at a clause word ("The Brannock for two years"); a kind of place or a clinical word first is no name.
    const cut = all.findIndex((w) => NOT_A_NAME.has(w.toLowerCase()) || wc.isStop(w.toLowerCase()) || wc.isClinical(w.toLowerCase()));
    if (cut === 0) continue;
    const words = cut < 0 ? all : all.slice(0, cut);
    const town = cut < 0 ? m[3] : undefined;
    let kept: string[];
    let withTown: boolean;
    if (m[1] === 'The') {
      // Mixed case: the name is the capitalised words after "The", and the town when it is capitalised too.
      const n = words.findIndex((w) => !/^\p{Lu}/u.test(w));
      kept = words.slice(0, n < 0 ? words.length : n);
      withTown = kept.length === words.length && town !== undefined && /^\p{Lu}/u.test(town);
    } else {
      if (!wc.hasDictionaries) continue;
      const first = words[0]!.toLowerCase();
      const unknown = !wc.isEnglish(first) && !wc.isMisspelt(first) && !wc.isShorthand(first);
      const treeAndTown = /s$/.test(first) && town !== undefined && !wc.isEnglish(town.toLowerCase()) && !wc.isStop(town.toLowerCase());
      if (!unknown && !treeAndTown) continue;
      kept = words.slice(0, 1);
      withTown = treeAndTown;
    }
    if (kept.length === 0) continue;
    // The cue holds no "the" of its own: the first one with blanks around it opens the name.
    const theAt = m[0].search(/[ \t]the[ \t]/i) + 1;
    const wordsAt = m[0].indexOf(m[2]!, theAt + 3);
    let nameEnd = wordsAt;
    for (const w of kept) nameEnd = m[0].indexOf(w, nameEnd) + w.length;
    const start = m.index + theAt;
    const end = m.index + (withTown ? m[0].length : nameEnd);
    push(out, start, end, 'HOSPITAL', TIER.placeWord);
  }
}
