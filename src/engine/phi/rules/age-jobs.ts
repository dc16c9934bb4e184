// PROFESSION: the job a note gives right after an age, with no article before the age, as ED, triage and history lines
// write a patient: "52 yo roofer, fell from ladder", "Pt is 45yo carpenter", "45 y/o male mechanic s/p crush injury",
// "33-year-old elementary school teacher". `profession.cued` reads the age after "a", "an", "this" or "the"; here the age
// unit itself is the cue, and the job is the first of up to three words after it (a sex, "retired" or "former" first
// allowed) that the job lists know, with the word before it when that word is part of the job ("school teacher"). The
// role a person has in an event is no job ("45 yo driver in an MVC", "restrained passenger"), unless the vehicle says
// the work ("bus driver"); nor is a hospital's training grade ("30 yo resident").
import { push, type Candidate } from '../core/scan';
import { TIER } from '../core/tiers';
import type { WordClasses } from '../core/tokens';
import { wordGate, type GateWords } from '../core/word-gate';
import { WordAnchor } from '../core/word-anchors';
import { isOccupation, PASTIME } from './profession';

/** The age's unit, then a blank: what follows is read word by word below. */
const AGE_UNIT = new WordAnchor(/(?<![\p{L}])(?:years?[ \t-]{1,2}old|yrs?[ \t-]{1,2}old|yo|y\/o|y\.o\.?)(?![\p{L}])(?=[ \t])/giu, 'year years yr yrs yo y');
const GATE = wordGate('year years yr yrs yo y old');
/** The number just before the unit: "52 yo", "45yo", "33-year-old". */
const NUMBER_BEFORE = /(?<!\d)\d{1,3}[ \t-]{0,2}$/;
const ARTICLE_AGE = /(?:^|[^\p{L}])(?:a|an|this|the)[ \t]{1,2}\d{1,3}[ \t-]{0,2}$/iu;
const WORD = /[ \t]{1,2}([A-Za-z][A-Za-z-]{0,20})(?![A-Za-z'’])/y;
/** Words after the age that say who, not what: a sex or a time of the job. */
const SKIP = new Set(['m', 'f', 'male', 'female', 'man', 'woman', 'gentleman', 'lady', 'gent', 'retired', 'former', 'ex-', 'self-employed', 'unemployed']);
/** A person's role in an event, not a job, unless a vehicle of work comes before it. */
const EVENT_ROLES = new Set(['driver', 'rider', 'operator', 'passenger', 'pedestrian', 'cyclist']);
const WORK_VEHICLES = new Set([
  'bus', 'truck', 'lorry', 'taxi', 'cab', 'delivery', 'forklift', 'crane', 'van', 'tractor', 'train', 'hgv', 'school', 'boda', 'okada',
  'tuk-tuk', 'ambulance', 'tanker', 'dump', 'long-haul', 'rideshare', 'uber', 'lyft', 'courier', 'machine', 'plant', 'dispatch',
]);
/** A hospital's training grades and a resident of a place: no job told after an age. */
const NOT_HERE = new Set(['resident', 'fellow', 'intern', 'student', 'patient', 'volunteer', 'caregiver', 'carer', 'homemaker', 'retiree']);
/** Words after the job that make it a modifier: "driver mutation", "pilot study". */
const NOT_AFTER = new Set(['study', 'studies', 'trial', 'mutation', 'mutations', 'license', 'licence', 'program', 'programme', 'education', 'training', 'seat', 'side', 'lead', 'leads', 'gene']);

export function detectAgeJobs(text: string, wc: WordClasses, out: Candidate[], seen: GateWords): void {
  if (!GATE.open(seen)) return;
  for (const m of AGE_UNIT.matchAll(text, seen)) {
    const lead = text.slice(Math.max(0, m.index - 14), m.index);
    // An age after an article is profession.cued's ("a 44 year old plasterer"): only a bare age is read here.
    if (!NUMBER_BEFORE.test(lead) || ARTICLE_AGE.test(lead)) continue;
    const words: { low: string; start: number; end: number }[] = [];
    let at = m.index + m[0].length;
    while (words.length < 4) {
      WORD.lastIndex = at;
      const w = WORD.exec(text);
      if (!w) break;
      const start = w.index + w[0].length - w[1]!.length;
      words.push({ low: w[1]!.toLowerCase(), start, end: start + w[1]!.length });
      at = w.index + w[0].length;
    }
    let k = 0;
    while (k < words.length && SKIP.has(words[k]!.low)) k++;
    const first = k;
    // The job's head: the first word of up to three the job lists know.
    for (; k < words.length && k < first + 3; k++) if (isOccupation(words[k]!.low)) break;
    if (k >= words.length || k >= first + 3) continue;
    const head = words[k]!;
    if (NOT_HERE.has(head.low) || head.low.length < 4) continue;
    if (words[k + 1] && NOT_AFTER.has(words[k + 1]!.low)) continue;
    const before = k > first ? words[k - 1]! : undefined;
    // The words between the age and the job describe the person ("obese", "diabetic") or belong to the job ("school").
    if (words.slice(first, k).some((w) => wc.isClinical(w.low) || wc.isStop(w.low) || PASTIME.has(w.low))) continue;
    if (EVENT_ROLES.has(head.low) && !(before && WORK_VEHICLES.has(before.low))) continue;
    const start = before ? before.start : head.start;
    push(out, start, head.end, 'PROFESSION', TIER.knownOccupation);
  }
}
