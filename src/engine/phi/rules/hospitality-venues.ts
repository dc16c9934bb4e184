// org.hospitality-venue: a restaurant, pub or inn a social history names as where the patient works, what the patient
// owns or where a relative stays: "works as a line cook at the X Grille", "OWNS THE X GRILL", "staying at X Inn",
// "Occupation: sous chef, The X Tap". The employer rules read a firm after a work verb; a venue's name closes on its
// kind (grill, tavern, inn, tap...) and comes after "at", "owns", "for" or a job's comma, with or without "the".
// The span takes "the" where it is written, as the venue's own name does ("The X Tap").
// The name is one or two capitalised words (in capitals, one at least must be a name or a word no English list holds,
// as a capitals line cannot tell a name from a word), none a stop or a clinical word; a lower-case venue, one with no
// name before its kind ("at the inn", "at the grill") or none of these cues before it is left alone.
// A job before "at the" names the venue as the patient's employer in any letter case (fix19b): "works as a bartender
// at the x y tavern", "LINE COOK AT THE X GRILL" (English words too). Its one or two name words are all in small
// letters or all in capitals, none a stop, clinical or generic word ("at the local pub", "clerk at the motor inn").
import { push, type Candidate } from '../core/scan';
import { TIER } from '../core/tiers';
import type { WordClasses } from '../core/tokens';
import { wordGate, type GateWords } from '../core/word-gate';
import { isOccupation } from './profession';

/**
 * The venue's kinds, in small letters, as pattern text. VENUE and KIND_WORD take each in small letters, capitals or
 * Title case, JOB_VENUE in small letters or capitals: one list, so that the patterns cannot drift apart.
 */
const KINDS: readonly string[] = ['grille?', 'inn', 'tap', 'tavern', 'diner', 'bistro', 'pub', 'taproom', 'saloon', 'steakhouse', 'caf[ée]'];
const KIND_ANY_CASE = KINDS.flatMap((k) => [k, k.toUpperCase(), k.charAt(0).toUpperCase() + k.slice(1)]).join('|');
/** A cue, "the" or not, one or two name words and the venue's kind closing its word. */
const VENUE = new RegExp(
  String.raw`(?<![\p{L}])(?:at|AT|owns|OWNS|owned|OWNED|runs|RUNS|for|FOR|[A-Za-z]+[ \t]*,)[ \t]{1,2}(?:(?:the|The|THE)[ \t]{1,2})?(\p{Lu}[\p{L}'’-]{1,24}(?:[ \t]\p{Lu}[\p{L}'’-]{1,24})?)[ \t](${KIND_ANY_CASE})(?![\p{L}\p{N}])`,
  'gu',
);
/**
 * KIND_WORD's kinds as runs of ASCII letters ("café" is the run "caf"): a word gate reads them from the note's one
 * scan, where a case-blind pattern over the whole note cost as much as the rule's own reading.
 */
const KIND_GATE = wordGate('grill grille inn tap tavern diner bistro pub taproom saloon steakhouse caf cafe');
/** A job or a work verb, "at the", one or two name words in one letter case and the kind in that case (fix19b). */
const JOB_VENUE = new RegExp(
  String.raw`(?<![\p{L}])([A-Za-z]{2,20})[ \t]{1,2}(?:at|AT)[ \t]{1,2}((?:the|THE)[ \t]{1,2})((?:[a-z][a-z'’-]{1,20}[ \t]){1,2}(?:${KINDS.join('|')})|(?:[A-Z][A-Z'’-]{1,20}[ \t]){1,2}(?:${KINDS.map((k) => k.toUpperCase()).join('|')}))(?![\p{L}\p{N}])`,
  'gu',
);
/** Words that say what sort of venue it is, not which: "the local pub", "the motor inn", "the hospital cafe". */
const GENERIC = new Set([
  'local', 'nearby', 'corner', 'neighborhood', 'neighbourhood', 'same', 'other', 'old', 'new', 'little', 'big', 'town', 'village',
  'hospital', 'airport', 'motor', 'truck', 'bus', 'train', 'station', 'hotel', 'casino', 'golf', 'sports', 'family', 'main', 'street',
  'highway', 'roadside', 'all-night', 'overnight', 'cafeteria', 'staff', 'school', 'college', 'university', 'campus', 'mall',
]);
/** What may stand before "at the" for the venue to be a workplace: a job or a verb of working. */
const WORK_VERB = /^(?:works?|worked|working|employed|job)$/i;
/**
 * VENUE's closing kind alone, as it must be written. A venue never crosses a line, so VENUE runs only on the lines
 * that hold one: the leading cue's letters made it slow to try at every letter of every note that merely says "tap".
 */
const KIND_WORD = new RegExp(String.raw`[ \t](?:${KIND_ANY_CASE})(?![\p{L}\p{N}])`, 'gu');

export function detectHospitalityVenues(text: string, wc: WordClasses, out: Candidate[], seen: GateWords): void {
  if (!wc.hasDictionaries || !KIND_GATE.open(seen)) return;
  let done = 0;
  for (const k of text.matchAll(KIND_WORD)) {
    if (k.index < done) continue;
    const from = text.lastIndexOf('\n', k.index) + 1;
    const to = text.indexOf('\n', k.index);
    done = to < 0 ? text.length : to;
    detectOnLine(text.slice(from, done), from, wc, out);
  }
}

function detectOnLine(line: string, offset: number, wc: WordClasses, out: Candidate[]): void {
  const starts = new Set<number>();
  for (const m of line.matchAll(VENUE)) {
    const name = m[1]!;
    const kind = m[2]!;
    const caps = kind === kind.toUpperCase();
    const words = name.split(/[ \t]/);
    // The name's letter case follows the kind's: a Title-case kind wants Title-case words, a capitals kind capitals.
    if (words.some((w) => (w === w.toUpperCase()) !== caps)) continue;
    const lows = words.map((w) => w.toLowerCase().replace(/['’]s$/, ''));
    if (lows.some((w) => wc.isStop(w) || wc.isClinical(w))) continue;
    if (caps && !lows.some((w) => !wc.isEnglish(w) || wc.isKnownName(w))) continue;
    const end = offset + m.index + m[0].length;
    // A venue is named with its article ("The X Tap", "THE X GRILL"): the span takes "the" when it is there.
    const the = /(?:the|The|THE)[ \t]{1,2}$/.exec(m[0].slice(0, m[0].length - kind.length - 1 - name.length));
    const start = end - kind.length - 1 - name.length - (the ? the[0].length : 0);
    starts.add(start);
    push(out, start, end, 'ORGANIZATION', TIER.cueName);
  }
  for (const m of line.matchAll(JOB_VENUE)) {
    if (!isOccupation(m[1]!) && !WORK_VERB.test(m[1]!)) continue;
    const words = m[3]!.split(/[ \t]/).slice(0, -1).map((w) => w.toLowerCase().replace(/['’]s$/, ''));
    if (words.some((w) => wc.isStop(w) || wc.isClinical(w) || GENERIC.has(w))) continue;
    // The span takes "the", as the venue's own name does.
    const start = offset + m.index + m[0].length - m[3]!.length - m[2]!.length;
    if (starts.has(start)) continue;
    push(out, start, offset + m.index + m[0].length, 'ORGANIZATION', TIER.cueName);
  }
}
