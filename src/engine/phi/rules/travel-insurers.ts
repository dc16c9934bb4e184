// org.travel-insurer: the insurer or assistance firm a travel clinic's record names in its evacuation or travel-insurance
// field: "Evacuation and medical cover: X Assist International, policy ...", "Evacuation insurance: has policy through X
// Y Travel Assistance.", "Evacuation coverage: X Assist Global, policy ...", "Travel insurance: X Y Mutual". The field's
// label is the evidence; the name after it (after "has a policy through", "with", "via" too) is one to six words in
// Title case or capitals, "&" and "of" inside, closed by a comma, a period, a bracket or a small word. A field filled in
// with no insurer ("Travel insurance: None", "Yes, through employer", "Declined", "Not purchased", "N/A", "advised")
// stays alone.
import { push, type Candidate } from '../core/scan';
import { TIER } from '../core/tiers';
import type { WordClasses } from '../core/tokens';
import { wordGate, type GateWords } from '../core/word-gate';

const GATE = wordGate('evacuation medevac travel');
const FIELD = /(?<![\p{L}])(?:(?:medical[ \t])?evacuation|medevac|travel(?:[ \t]medical)?|travel[ \t]health)(?:[ \t](?:and|&)[ \t](?:medical|health))?[ \t](?:insurance|insurer|coverage|cover|plan|policy|assistance)(?:[ \t]\(?(?:provider|company|insurer)\)?)?[ \t]{0,2}:[ \t]{0,3}/giu;
/** "has (a) policy through", "covered by", "with", "via": what a field says before the insurer. */
const LEAD = /^(?:(?:has|have|holds|bought|purchased)[ \t](?:an?[ \t])?(?:policy|coverage|cover|plan)[ \t](?:through|with|from|via|by)|covered[ \t](?:by|through)|through|with|via|by|from)[ \t]{1,2}/iu;
const WORD = /^(\p{Lu}[\p{L}'’-]{0,24}|&|of|and|the)(?=$|[ \t,.;:()\n])/u;
const MAX_WORDS = 6;
/** Words a field holds when no insurer is named, and words that describe a policy. */
const NOT_INSURER: ReadonlySet<string> = new Set([
  'none', 'no', 'yes', 'declined', 'not', 'unknown', 'pending', 'n/a', 'na', 'advised', 'recommended', 'discussed', 'purchased',
  'uninsured', 'through', 'employer', 'employer’s', "employer's", 'work', 'own', 'personal', 'private', 'policy', 'plan', 'coverage',
  'cover', 'insurance', 'travel', 'medical', 'evacuation', 'assistance', 'assist', 'global', 'international', 'worldwide', 'basic',
  'comprehensive', 'standard', 'premium', 'annual', 'single', 'trip', 'multi-trip', 'credit', 'card', 'via', 'the', 'and', 'of', '&',
  'see', 'above', 'below', 'confirmed', 'verified', 'in', 'place', 'tbd', 'will', 'buy', 'obtain', 'has', 'have',
]);

export function detectTravelInsurers(text: string, wc: WordClasses, out: Candidate[], seen: GateWords): void {
  if (!GATE.open(seen)) return;
  for (const m of text.matchAll(FIELD)) {
    let pos = m.index + m[0].length;
    const lead = LEAD.exec(text.slice(pos, pos + 40));
    if (lead) pos += lead[0].length;
    const start = pos;
    const words: string[] = [];
    let end = pos;
    while (words.length < MAX_WORDS) {
      const w = WORD.exec(text.slice(pos, pos + 26));
      if (!w) break;
      words.push(w[1]!);
      pos += w[1]!.length;
      if (/^\p{Lu}/u.test(w[1]!)) end = pos;
      const gap = /^[ \t]{1,2}/.exec(text.slice(pos, pos + 3));
      if (!gap) break;
      pos += gap[0].length;
    }
    const lows = words.filter((w) => /^\p{Lu}/u.test(w)).map((w) => w.toLowerCase());
    if (lows.length === 0 || NOT_INSURER.has(lows[0]!)) continue;
    if (!lows.some((w) => !NOT_INSURER.has(w) && !wc.isStop(w) && !wc.isClinical(w))) continue;
    push(out, start, end, 'ORGANIZATION', TIER.facilityCue);
  }
}
