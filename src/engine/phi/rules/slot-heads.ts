// PROFESSION: a job whose last word names a thing as well ("glaze mixer", "marble cutter", "stock agent", "pharmacy
// dispenser", "tool and die maker"). The job lists leave these heads out, since "bulking agent", "decision maker",
// "cookie cutter" and "cement mixer" fill the same words; here the head is read only in a slot that holds a person's
// work: right after an age or "retired"/"former" with a work preposition after it ("a 68-year-old glaze mixer at a
// pottery", "Retired tool and die maker at X"), or as the whole of a relative's bracket ("husband X (marble cutter)",
// "son wade (stock agent, town)"). The job is the head with the one word before it (or "W and W", a trade's pair).
import { push, type Candidate } from '../core/scan';
import { TIER } from '../core/tiers';
import type { WordClasses } from '../core/tokens';
import { wordGate, type GateWords } from '../core/word-gate';
import { RELATIVE_SHORTHAND, RELATIVES, wordAlternation } from '../vocab/people-words';

/** Heads that name a tool, a machine, a substance or a box as often as a worker. */
const HEADS = 'cutter cutters mixer mixers maker makers agent agents dispenser dispensers setter setters';
const GATE = wordGate(HEADS);
const HEAD = new RegExp(String.raw`(?<![\p{L}-])(?:${HEADS.split(' ').join('|')})(?![\p{L}-])`, 'giu');

/** The job's modifier right before its head: one word, or a trade's pair joined by "and". */
const MODIFIER = /(?<![\p{L}'’-])([A-Za-z][A-Za-z-]{1,20}(?:[ \t]{1,2}and[ \t]{1,2}[A-Za-z][A-Za-z-]{1,20})?)[ \t]{1,2}$/u;
/** What comes before the modifier in a slot of work: an age (a sex or a time of the job allowed after it) or a past. */
// A verb of work and "as a" is such a slot too ("retired as a tool and die maker from X"), "from" the employer a
// retiree leaves, and a trade's pair ("W and W") after "retired" or "former" may close its clause with no employer
// ("husband here, retired tool and die maker; pt ...") (fix19b).
const AGE_OR_PAST = /(?:\d{1,3}[ \t-]{0,2}(?:years?[ \t-]{1,2}old|yrs?[ \t-]{1,2}old|yo|y\/o|y\.o\.)(?:[ \t]{1,2}(?:m|f|male|female|man|woman|retired|former))?|(?<![\p{L}])(?:retired|former|ex-)|(?<![\p{L}])(?:retired|works?|worked|working|employed)[ \t]{1,2}as[ \t]{1,2}an?)[ \t]{0,2}$/iu;
/** After the head in that slot: where or for whom the work is done. */
const WORK_AFTER = /^[ \t]{1,2}(?:at|for|with|in|from)[ \t]{1,2}\S/i;
/** After a trade's pair, the clause's close. */
const CLAUSE_END = /^[ \t]{0,2}(?:[;.,)]|\r?\n|$)/;
/** "retired" or "former" right before the job. */
const PAST = /(?<![\p{L}])(?:retired|former)[ \t]{1,2}$/iu;
/** A relative, up to three words of a name, and the bracket's opening (an article allowed). */
const KIN_OPEN = new RegExp(String.raw`(?<![\p{L}])(?:${wordAlternation([...RELATIVES, ...RELATIVE_SHORTHAND])})(?:[ \t]{1,2}[A-Za-z][A-Za-z'.-]{0,20}){0,3}[ \t]{0,2}\((?:an?[ \t]{1,2})?$`, 'iu');
/** The bracket closes after the job or gives a place after a comma. */
const KIN_AFTER = /^(?:\)|,[ \t]{0,2}[^()\n]{1,40}\))/;
/** Modifiers that make the head a thing, a manner or a role in a decision, whatever slot it is in (a clinical word may
 * be the trade: "pharmacy dispenser"). */
const THING_MODIFIERS = new Set([
  'decision', 'bulking', 'cookie', 'pace', 'peace', 'trouble', 'money', 'rain', 'cement', 'concrete', 'paper', 'pizza', 'box',
  'bread', 'coffee', 'ice', 'cocktail', 'drink', 'noise', 'contrast', 'blocking', 'binding', 'chemical', 'nerve', 'free',
  'double', 'single', 'change', 'trend', 'pill', 'soap', 'tape', 'water', 'wire', 'bolt', 'pace-', 'mischief', 'match',
]);

export function detectSlotHeads(text: string, wc: WordClasses, out: Candidate[], seen: GateWords): void {
  if (!GATE.open(seen)) return;
  for (const h of text.matchAll(HEAD)) {
    const lead = text.slice(Math.max(0, h.index - 120), h.index);
    const mod = MODIFIER.exec(lead);
    if (!mod) continue;
    const words = mod[1]!.toLowerCase().split(/[ \t]+/).filter((w) => w !== 'and');
    if (words.some((w) => THING_MODIFIERS.has(w) || wc.isStop(w))) continue;
    const before = lead.slice(0, mod.index);
    const after = text.slice(h.index + h[0].length, h.index + h[0].length + 60);
    const pair = words.length === 2;
    const inWork = AGE_OR_PAST.test(before) && (WORK_AFTER.test(after) || (pair && PAST.test(before) && CLAUSE_END.test(after)));
    const inKin = !inWork && KIN_OPEN.test(before) && KIN_AFTER.test(after);
    if (!inWork && !inKin) continue;
    const start = h.index - mod[0].length;
    push(out, start, h.index + h[0].length, 'PROFESSION', TIER.occupation);
  }
}
