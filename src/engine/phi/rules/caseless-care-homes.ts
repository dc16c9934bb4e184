// facility.caseless-care-home: a care home that a note typed in small letters names after a place's preposition or a
// choice, by one to three name words and its kind: rest home, nursing home or centre, LTACH, skilled nursing (facility,
// centre), assisted living, care or rehab centre, retirement home ("pt from x y rest home in town", "2nd choice x y
// ltach in town", "referral sent to x y skilled nursing in town", fix19b). Such names are English words as often as not
// ("whispering pines", "elm terrace"), which the facility rules leave on a caseless line; the preposition, the kind and
// a name word that is no describing word of a facility or a kind of care ("the", "local", "skilled", "subacute") hold it
// up. Title case and capitals are the facility rules' own.
import { matchAllBehind, NOT_AFTER_LETTER } from '../core/lookbehind';
import { push, type Candidate } from '../core/scan';
import { TIER } from '../core/tiers';
import type { WordClasses } from '../core/tokens';
import { wordGate, type GateWords } from '../core/word-gate';
import { GENERIC_LEFT } from '../vocab/org-words';
import { NOT_FACILITY_NAME, TREATMENT_SETTING_WORDS } from '../vocab/place-words';

const GATE = wordGate('rest nursing ltach ltac skilled assisted care rehab rehabilitation retirement');
/** The kind that closes the name, in small letters. */
export const KIND = /(?<![\p{L}])(?:rest[ \t]home|nursing[ \t](?:home|cent(?:er|re))|ltach?|skilled[ \t]nursing(?:[ \t](?:facility|cent(?:er|re)))?|assisted[ \t]living(?:[ \t](?:facility|cent(?:er|re)))?|care[ \t]cent(?:er|re)|rehab(?:ilitation)?[ \t]cent(?:er|re)|retirement[ \t]home)(?![\p{L}])/gu;
/** KIND without its look-behind, which is tested only where the body matches (core/lookbehind.ts): most notes hold "care". */
export const KIND_BODY = new RegExp(KIND.source.slice('(?<![\\p{L}])'.length), 'gu');
/** Up to five words before the kind. */
const WORDS_BEFORE = /(?<![\p{L}'’/-])((?:[\p{L}][\p{L}'’/-]{0,24}[ \t]{1,2}){1,5})$/u;
/** The prepositions and the plan's words a place follows. */
const PREP = new Set(['at', 'in', 'to', 'from', 'w/', 'with', 'choice', 'vs', 'versus']);
/** Words before the kind that name no place: a facility's describing words, the kinds of care, a service's words. */
const NOT_NAME: ReadonlySet<string> = new Set([
  ...NOT_FACILITY_NAME, ...TREATMENT_SETTING_WORDS, ...GENERIC_LEFT, 'subacute', 'sub-acute', 'nearby', 'new', 'old', 'small', 'big',
  'his', 'her', 'their', 'a', 'an', 'any', 'some', 'which', 'what', 'whichever', 'first', 'second', 'third', 'next', 'closest', 'nearest',
]);

export function detectCaselessCareHomes(text: string, wc: WordClasses, out: Candidate[], seen: GateWords): void {
  if (!GATE.open(seen)) return;
  for (const m of matchAllBehind(text, NOT_AFTER_LETTER, KIND_BODY)) {
    const a = WORDS_BEFORE.exec(text.slice(Math.max(0, m.index - 90), m.index));
    if (!a) continue;
    const parts = a[1]!.trim().split(/[ \t]+/);
    // The name: the words back to the nearest preposition (an article between), one to three of them.
    let p = parts.length - 1;
    while (p >= 0 && !PREP.has(parts[p]!) && parts.length - p <= 4) p--;
    if (p < 0 || !PREP.has(parts[p]!)) continue;
    const words = parts.slice(p + 1 + (parts[p + 1] === 'the' ? 1 : 0));
    if (words.length === 0 || words.length > 3) continue;
    // Each name word in small letters, none a describing, stop, clinical or shorthand word, one of four letters or more.
    if (!words.every((w) => w === w.toLowerCase() && /^[a-z][a-z'’-]*$/.test(w))) continue;
    if (words.some((l) => wc.isStop(l) || NOT_NAME.has(l) || wc.isClinical(l) || wc.isClinicalShorthand(l))) continue;
    if (!words.some((l) => l.length >= 4 && !wc.isShorthand(l))) continue;
    const at = a[1]!.lastIndexOf(words.join(' '));
    if (at < 0) continue;
    push(out, m.index - a[1]!.length + at, m.index + m[0].length, 'HOSPITAL', TIER.placeWord);
  }
}
