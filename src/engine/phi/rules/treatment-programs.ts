// facility.treatment-program: a place of addiction or mental health treatment that a lower-case or shouting note names
// after a place's preposition, by one to three name words and its kind: recovery (center, centre, house, lodge,
// program), detox, behavioral or behavioural health, treatment center ("at the x detox in town", "looking at x y
// behavioral health", "DOSE CONFIRMED W/ X RECOVERY CENTER IN TOWN", "was in x recovery program", fix18b). Such names are
// often English words ("red willow", "pathways", "mount grace"), which the facility rules leave on a caseless line; the
// preposition, the kind and a name word that is no kind of care ("outpatient", "inpatient", "residential", "local",
// "the") hold it up. Title case is the facility rules' own.
import { push, type Candidate } from '../core/scan';
import { TIER } from '../core/tiers';
import type { WordClasses } from '../core/tokens';
import { wordGate, type GateWords } from '../core/word-gate';
import { NOT_FACILITY_NAME, TREATMENT_SETTING_WORDS } from '../vocab/place-words';

const GATE = wordGate('recovery detox behavioral behavioural treatment');
/** The kind that closes the name, in small letters or capitals. */
const KIND = /(?<![\p{L}])(?:recovery[ \t](?:center|centre|house|lodge|program|programme|services)|detox(?:[ \t](?:center|centre|unit))?|behaviou?ral[ \t]health(?:[ \t](?:center|centre|hospital))?|treatment[ \t](?:center|centre))(?![\p{L}])/giu;
/** Up to five words before the kind (a preposition's slash inside: "w/"). */
const WORDS_BEFORE = /(?<![\p{L}'’/-])((?:[\p{L}][\p{L}'’/-]{0,24}[ \t]{1,2}){1,5})$/u;
/** The prepositions a place follows. */
const PREP = new Set(['at', 'in', 'to', 'from', 'w/', 'with']);
/** Words before the kind that name no place: a facility's describing words and the kinds of care. */
const NOT_NAME: ReadonlySet<string> = new Set([...NOT_FACILITY_NAME, ...TREATMENT_SETTING_WORDS]);

export function detectTreatmentPrograms(text: string, wc: WordClasses, out: Candidate[], seen: GateWords): void {
  if (!GATE.open(seen)) return;
  for (const m of text.matchAll(KIND)) {
    const kind = m[0];
    const caps = kind === kind.toUpperCase();
    if (!caps && kind !== kind.toLowerCase()) continue;
    const a = WORDS_BEFORE.exec(text.slice(Math.max(0, m.index - 90), m.index));
    if (!a) continue;
    // The words and where each starts in the slice: blanks or tabs between them, one or two.
    const spans = [...a[1]!.matchAll(/[^ \t]+/g)];
    const parts = spans.map((w) => w[0]);
    // The name: the words back to the nearest preposition (an article between), one to three of them.
    let p = parts.length - 1;
    while (p >= 0 && !PREP.has(parts[p]!.toLowerCase()) && parts.length - p <= 4) p--;
    if (p < 0 || !PREP.has(parts[p]!.toLowerCase())) continue;
    const from = p + 1 + (parts[p + 1]?.toLowerCase() === 'the' ? 1 : 0);
    const words = parts.slice(from);
    if (words.length === 0 || words.length > 3) continue;
    // Each name word in the kind's letter case, and one at least no kind of care nor a stop, clinical or shorthand word.
    if (!words.every((w) => (caps ? w === w.toUpperCase() : w === w.toLowerCase()))) continue;
    const lows = words.map((w) => w.toLowerCase());
    if (lows.some((l) => wc.isStop(l) || NOT_NAME.has(l) || wc.isClinical(l))) continue;
    if (!lows.some((l) => l.length >= 4 && !wc.isShorthand(l))) continue;
    const start = m.index - a[1]!.length + spans[from]!.index;
    push(out, start, m.index + kind.length, 'HOSPITAL', TIER.placeWord);
  }
}
