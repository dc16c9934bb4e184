// ORGANIZATION: a trade union's local, as occupational and social histories name a worker's union: "member of
// IBEW Local 219", "STEELWORKERS LOCAL 7714", "Plumbers and Pipefitters Local 33". The name is the trade in the
// plural ("-ers", "-men") or the union's initials, before "Local" and its number; neither a dose ("local 1%") nor
// "local anaesthetic" has that shape.
import { push, type Candidate } from '../core/scan';
import { TIER } from '../core/tiers';
import type { WordClasses } from '../core/tokens';
import { wordGate, type GateWords } from '../core/word-gate';
import { WordAnchor } from '../core/word-anchors';

/** "Local" in Title case or capitals, its number after it (with "No." or "#" between allowed). */
const LOCAL = new WordAnchor(/\b(?:Local|LOCAL)[ \t]{1,2}(?:No\.?[ \t]{0,2}|#[ \t]{0,2})?\d{1,5}(?![\d%.,]?\d|[ \t]{0,2}(?:%|mg|ml|mL|cc)\b)/g, 'local');
/**
 * The union's name just before "Local": up to three capitalised words ("and" between allowed) of which the last is
 * a trade in the plural or two to six initials.
 */
const UNION_BEFORE = /(?<![\p{L}'’-])((?:\p{Lu}[\p{L}'’-]{1,20}[ \t]{1,2}(?:(?:and|AND|&)[ \t]{1,2})?){0,2}(?:\p{Lu}[\p{L}'’-]{1,20}(?:ERS|ers|MEN|men)|[A-Z]{2,6}))[ \t]{1,2}$/u;
/** How far back the union's name may start: three words of up to 21 letters, blanks and "and". */
const NAME_WINDOW = 80;

const GATE = wordGate('local');

export function detectUnionLocals(text: string, wc: WordClasses, out: Candidate[], seen: GateWords): void {
  if (!GATE.open(seen)) return;
  for (const m of LOCAL.matchAll(text, seen)) {
    const before = UNION_BEFORE.exec(text.slice(Math.max(0, m.index - NAME_WINDOW), m.index));
    if (!before) continue;
    const words = before[1]!.split(/[ \t]+/);
    const last = words.at(-1)!;
    // Initials that are clinical shorthand ("ED LOCAL 3", "OR LOCAL 2") name a place in the hospital, not a union.
    if (/^[A-Z]{2,6}$/.test(last) && (wc.isClinical(last.toLowerCase()) || wc.isClinicalShorthand(last.toLowerCase()) || wc.isStop(last.toLowerCase()))) continue;
    // In capitals the words before the union are capitalised too ("MEMBER OF STEELWORKERS"): the name starts after the last stop word.
    let first = 0;
    for (let k = 0; k < words.length - 1; k++) if (wc.isStop(words[k]!.toLowerCase()) && !/^(?:and|&)$/i.test(words[k]!)) first = k + 1;
    let off = 0;
    for (let k = 0; k < first; k++) off = before[0].indexOf(words[k]!, off) + words[k]!.length;
    const start = m.index - before[0].length + before[0].indexOf(words[first]!, off);
    push(out, start, m.index + m[0].length, 'ORGANIZATION', TIER.facilitySuffix);
  }
}
