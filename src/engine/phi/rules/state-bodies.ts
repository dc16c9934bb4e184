// ORGANIZATION (org.public-body, fix23a): a state's, a province's or a country's government body named by its portfolio,
// as correctional records, court and probation lines, child-protection referrals, licensing forms and discharge letters
// of many countries name them: "X Department of Corrections", "X Division of Parole and Probation", "X STATE MINISTRY OF
// WORKS", "X Bureau of Motor Vehicles", "X Department for Children and Families". The region is a US state, an Indian
// state, a province, county or region of the gazetteers (vocab/regions.ts) or a country, "State" after it allowed; the
// body's kind is any common word for a government body (department, division, bureau, office, ministry, board,
// commission, agency, administration, directorate, authority, council), and "of" or "for" and a portfolio of words in the
// letter case of the kind follow ("and", "&", "of" and "the" inside it). A portfolio alone ("the Department of Health",
// "STATE DEPT OF CORRECTIONS") names no one's body more closely than "the state" does and stays alone, as a department of
// a hospital does ("Department of Radiology").
import { push, type Candidate } from '../core/scan';
import { TIER } from '../core/tiers';
import { WordAnchor } from '../core/word-anchors';
import type { GateWords } from '../core/word-gate';
import { COUNTRIES, INDIAN_STATES, US_STATES } from '../vocab/gazetteers';
import { REGION_NAMES } from '../vocab/regions';

const KINDS = ['Department', 'Dept', 'Division', 'Bureau', 'Office', 'Ministry', 'Board', 'Commission', 'Agency', 'Administration', 'Directorate', 'Authority', 'Council'];
const kindAlternation = KINDS.flatMap((k) => [k, k.toUpperCase()]).join('|');
/** The kind, "of" or "for" (and "the") in the kind's letter case; group 1 the kind. */
export const STATE_BODY = new WordAnchor(
  new RegExp(String.raw`\b(${kindAlternation})\.?[ \t]{1,2}(?:of|for|OF|FOR)[ \t]{1,2}(?:(?:the|THE)[ \t]{1,2})?(?=\p{Lu})`, 'gu'),
  KINDS.map((k) => k.toLowerCase()).join(' '),
);
/** The region right before the kind: one to three words in Title case or capitals, "State" after them allowed. */
const REGION_BEFORE = /(?<![\p{L}'’.-])((?:\p{Lu}[\p{L}'’-]{1,20}[ \t]){1,3})$/u;
const REGIONS: ReadonlySet<string> = new Set([...US_STATES.keys(), ...INDIAN_STATES.map((s) => s.toLowerCase()), ...REGION_NAMES, ...COUNTRIES]);
/** A word of the portfolio: Title case or capitals as the kind is written. */
const PORTFOLIO_WORD = /(?:\p{Lu}[\p{L}'’-]{1,24})/uy;

export function detectStateBodies(text: string, out: Candidate[], seen: GateWords): void {
  for (const m of STATE_BODY.matchAll(text, seen)) {
    const caps = m[1] === m[1]!.toUpperCase();
    const runStart = Math.max(0, m.index - 64);
    const before = REGION_BEFORE.exec(text.slice(runStart, m.index));
    if (!before) continue;
    const words = [...before[1]!.matchAll(/\S+/g)].map((w) => ({ low: w[0].toLowerCase(), at: runStart + before.index + w.index, text: w[0] }));
    if (words.some((w) => (caps ? w.text !== w.text.toUpperCase() : w.text === w.text.toUpperCase() && w.text.length > 2))) continue;
    const lows = words.map((w) => w.low);
    if (lows.at(-1) === 'state') lows.pop();
    // The region is the last one to three words before the kind (a preposition or a verb may open the run: "To Ohio").
    let start = -1;
    for (let k = 0; k < lows.length; k++) {
      if (REGIONS.has(lows.slice(k).join(' '))) {
        start = k;
        break;
      }
    }
    if (start < 0) continue;
    const end = portfolioEnd(text, m.index + m[0].length, caps);
    if (end < 0) continue;
    push(out, words[start]!.at, end, 'ORGANIZATION', TIER.facilitySuffix);
  }
}

/** The end of the portfolio's words from `at` (at most four naming words, joining words between), or -1. */
function portfolioEnd(text: string, at: number, caps: boolean): number {
  let pos = at;
  let end = -1;
  let named = 0;
  while (named < 4) {
    PORTFOLIO_WORD.lastIndex = pos;
    const w = PORTFOLIO_WORD.exec(text);
    if (!w) break;
    const word = w[0];
    if (caps ? word !== word.toUpperCase() : word === word.toUpperCase() && word.length > 3) break;
    named++;
    end = pos + word.length;
    const gap = /^[ \t]{1,2}(?:(?:and|AND|&|of|OF|the|THE|for|FOR)[ \t]{1,2}(?:(?:the|THE)[ \t]{1,2})?)?/.exec(text.slice(end, end + 14));
    if (!gap || !/\p{Lu}/u.test(text.charAt(end + gap[0].length))) break;
    pos = end + gap[0].length;
  }
  return end;
}
