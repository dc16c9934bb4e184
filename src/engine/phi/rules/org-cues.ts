// Employers and other organisations as social histories and intake notes name them, beside facilities.ts's
// capitalised employer after a work cue:
// - an employer after a work cue that opens a sentence ("Works for Pellerin Outfitters") or after more cues
//   ("let go from", "12 years at", "new job at"), capitalised or in lower case; a lower-case name needs a
//   word no English list knows or a business noun at its end ("dunmore logistics", "ferris & doane");
// - the employer after an occupation ("a teacher at Lakeside Montessori", "machine operator at Mzansi
//   Packaging");
// - a named childcare, school or place of worship before its kind ("Little Acorns daycare").
// Each is anchored by a cue; every separator is bounded, so the scan stays linear.
import type { PhiRuleId } from '../../../deid/phi-rules';
import { byRule, push, type Candidate } from '../core/scan';
import { matchAllBeforeAnchor } from '../core/anchored';
import { wordGate, type GateWords } from '../core/word-gate';
import { TIER } from '../core/tiers';
import type { WordClasses } from '../core/tokens';
import { WordAnchor } from '../core/word-anchors';
import { allMatches } from '../core/all-matches';
import { STOP_WORDS } from '../vocab/clinical-words';

/** Scores, in one place (the lead maps them onto the named tiers). */
const SCORE = {
  employerCapitalised: TIER.facilityCue,
  employerLower: TIER.weakCue,
  afterOccupation: TIER.facilitySuffix,
  afterOccupationLower: TIER.weakCue,
  beforeKind: TIER.placeWord,
} as const;

/**
 * When a job is worked, as notes put it right after the work verb ("works nights at", "works part-time as"): an
 * alternation for the patterns, shared with profession.ts's cues.
 */
export const WORK_TIMES = String.raw`nights|days|evenings|weekends|part[ \t-]time|full[ \t-]time`;
/** Where the work is done, between the verb and its preposition ("works nights at", "works offshore for"). */
const WORK_WHEN = String.raw`(?:[ \t]{1,2}(?:${WORK_TIMES}|there|now|still|currently|offshore|overseas|locally))?`;
/** Work cues in any letter case; a driver's or a teacher's employer follows the verb of the job ("drives for", "teaches at"). */
const WORK_CUE = String.raw`(?:(?:[Ww]orks?|[Ww]orked|[Ww]orking|[Ee]mployed|[Ll]aid[ \t]{1,2}off|[Ll]et[ \t]{1,2}go|[Ff]ired|[Rr]etired|[Qq]uit|(?:new[ \t]{1,2})?[Jj]ob|[Vv]olunteers?|[Vv]olunteering|\d{1,2}[ \t]{1,2}(?:years?|yrs?|months?)|[Ee]mployee|[Dd]rives|[Dd]rove|[Dd]riving|[Tt]eaches|[Tt]aught|[Tt]eaching)` +
  String.raw`${WORK_WHEN}[ \t]{1,2}(?:for|at|by|from)[ \t]{1,2})`;
const NAME_WORD = String.raw`(?:\p{Lu}[\p{L}&'’.]{0,20}(?:-\p{Lu}[\p{L}&'’]{0,20})?)`;
const LOWER_WORD = String.raw`(?:[a-z][a-z'’-]{1,20}|&)`;
/** The capitalised employer after a work cue: one to four words, "&" between them allowed. */
// Each *_BEHIND look-behind is written in front of its pattern, which is tried only where a work word starts (below).
const EMPLOYER_CAPS_BEHIND = /(?<![\p{L}])/uy;
const EMPLOYER_CAPS = new RegExp(String.raw`${WORK_CUE}(${NAME_WORD}(?:[ \t]{1,2}(?:&[ \t]{1,2})?${NAME_WORD}){0,3})`, 'gu');
/** The lower-case employer after a work cue: one to three words. */
const EMPLOYER_LOWER_BEHIND = /(?<![\p{L}])/uy;
const EMPLOYER_LOWER = new RegExp(String.raw`${WORK_CUE}(${LOWER_WORD}(?:[ \t]{1,2}${LOWER_WORD}){0,3})`, 'gu');
/** Nouns that end a business's name in lower case. */
export const BUSINESS_NOUNS: ReadonlySet<string> = new Set([
  'logistics', 'freight', 'transit', 'trucking', 'transport', 'motors', 'foods', 'mills', 'mill', 'outfitters', 'packaging',
  'manufacturing', 'construction', 'builders', 'industries', 'systems', 'services', 'solutions', 'group', 'partners',
  'associates', 'bank', 'insurance', 'energy', 'electric', 'steel', 'plastics', 'farms', 'dairy', 'bakery', 'market',
  'markets', 'grocery', 'supermarket', 'stores', 'hardware', 'lumber', 'shipping', 'courier', 'express', 'airlines',
  'airways', 'railroad', 'auto', 'automotive', 'technologies', 'tech', 'software', 'labs', 'health', 'healthcare', 'cleaners',
  'landscaping', 'roofing', 'plumbing', 'security', 'inc', 'llc', 'ltd', 'co', 'corp', 'company', 'enterprises', 'holdings',
  'distribution', 'warehouse', 'textiles', 'chemicals', 'pharmaceuticals', 'media', 'printing', 'press', 'realty', 'properties',
  // Heavy industry and works, as employers in mining, oil and manufacturing towns are named.
  'cement', 'fabrication', 'fabricators', 'mining', 'drilling', 'refinery', 'foundry', 'brewery', 'quarries', 'potteries',
]);
/** Words after a work cue that are no employer. */
export const NOT_EMPLOYER: ReadonlySet<string> = new Set([
  'home', 'night', 'nights', 'days', 'part', 'full', 'the', 'a', 'an', 'his', 'her', 'their', 'our', 'this', 'that', 'times',
  'present', 'age', 'last', 'work', 'school', 'church', 'hospital', 'disability', 'injury', 'illness', 'covid', 'construction',
  'retail', 'sales', 'farming', 'nursing', 'ed', 'icu', 'or', 'pt', 'him', 'them', 'it', 'me', 'us', 'you', 'himself',
  'herself', 'myself', 'family', 'friends', 'same', 'several', 'many', 'some', 'least', 'most', 'first', 'least', 'one', 'two',
  'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday', 'january', 'february', 'march', 'april', 'may',
  'june', 'july', 'august', 'september', 'october', 'november', 'december', 'i', 'he', 'she', 'they', 'we', 'pain', 'back',
  'dr', 'mr', 'mrs', 'ms', 'md', 'rn', 'er', 'va', 'medicine', 'surgery', 'cardiology', 'oncology', 'dialysis', 'rehab',
]);

/** "a bus driver at", "an apprentice with", "a mechanic at": an occupation (a noun ending like one, a learner's or helper's job, or a trade whose name ends like no other) and its preposition. */
const OCCUPATION_THEN = String.raw`\b[Aa]n?[ \t]{1,2}(?:[a-z]{3,15}[ \t]{1,2}){0,2}(?:[a-z]{2,15}(?:er|or|ist|ian|man|woman|lead|clerk|aide|chef|cook|agent|officer|owner|nurse|guard|teller|tech)|apprentice|trainee|assistant|attendant|mechanic|medic|cook|chef|clerk)[ \t]{1,2}(?:at|for|with)[ \t]{1,2}`;
const AFTER_OCCUPATION = new RegExp(OCCUPATION_THEN + String.raw`(${NAME_WORD}(?:[ \t]{1,2}(?:&[ \t]{1,2})?${NAME_WORD}){0,3})`, 'gu');
const AFTER_OCCUPATION_AT = new WordAnchor(AFTER_OCCUPATION, 'a an');
/** The same in a note typed in lower case: "a mechanic at kessell motors", "a support worker with brightpath care". */
const AFTER_OCCUPATION_LOWER = new RegExp(OCCUPATION_THEN + String.raw`(${LOWER_WORD}(?:[ \t]{1,2}${LOWER_WORD}){0,3})`, 'gu');
const AFTER_OCCUPATION_LOWER_AT = new WordAnchor(AFTER_OCCUPATION_LOWER, 'a an');
/** Occupations are people; "a patient at", "a member of" name a relation, not a job. */
const NOT_OCCUPATION = /\b(?:patient|resident|member|visitor|regular|customer|client|volunteer|prisoner|inmate|student|other|either|another|neither|after|under|over|later|never|ever|border|order|disorder|her|matter|center|water|winter|summer|letter|number|monitor|doctor|factor|tumor|donor|error|color|floor|door)[ \t]{1,2}(?:at|for|with)[ \t]/;

/** "Little Acorns daycare", "Hope Valley preschool": a capitalised name before a lower-case kind of place. */
export const BEFORE_KIND = /\b((?:\p{Lu}[\p{Ll}'’]{2,15}[ \t]{1,2}){1,3})(?:daycare|day[ \t]care|preschool|pre-school|nursery|kindergarten|montessori|academy|elementary|gym|pharmacy)\b/gu;
// Tried only in the 110 code units before a kind of place (three words of up to 34 code units: matchAllBeforeAnchor,
// core/anchored.ts), not at every capital of the note.
export const BEFORE_KIND_ANCHOR = /(?:daycare|day[ \t]care|preschool|pre-school|nursery|kindergarten|montessori|academy|elementary|gym|pharmacy)\b/gu;
export const BEFORE_KIND_WINDOW = 110;
const BEFORE_KIND_AT = new RegExp(BEFORE_KIND.source, 'uy');
// The anchors a match needs follow a blank: found where a run of letters starts (core/word-anchors.ts), not searched.
export const BEFORE_KIND_WORDS = new WordAnchor(new RegExp(String.raw`\b${BEFORE_KIND_ANCHOR.source}`, 'gu'), 'daycare day preschool pre nursery kindergarten montessori academy elementary gym pharmacy');
/** Capitalised words that are not a name before a kind of place. */
const NOT_KIND_NAME = new Set(['The', 'A', 'An', 'His', 'Her', 'Their', 'Our', 'Local', 'Attends', 'Goes', 'At', 'In', 'To', 'From', 'Starts', 'Started', 'Home', 'Public', 'Private', 'Elementary', 'Her', 'Local', 'Community', 'Retail', 'Outpatient', 'Hospital', 'Specialty', 'Mail', 'Order', 'Compounding', 'Preferred', 'Pharmacy', 'Family', 'Full', 'Part', 'Day', 'Night']);

/** The words every match of the work cue and of BEFORE_KIND holds (core/word-gate.ts): many notes hold none. */
const WORK_CUE_GATE = wordGate('work works worked working employed laid let fired retired quit job volunteer volunteers volunteering year years yr yrs month months employee drives drove driving teaches taught teaching');
const BEFORE_KIND_GATE = wordGate('daycare day preschool pre nursery kindergarten montessori academy elementary gym pharmacy');

export function detectOrgCues(text: string, wc: WordClasses, out: Candidate[], seen: GateWords): void {
  const rules: readonly [PhiRuleId, () => void][] = [
    ['org.employer-cue', () => employers(text, wc, out, seen)],
    ['org.after-occupation', () => afterOccupation(text, wc, out, seen)],
    ['org.before-kind', () => beforeKind(text, out, seen)],
  ];
  for (const [id, rule] of rules) byRule(out, id, rule);
}

// With their look-behinds, tried only where a work word starts a run of letters, or from up to two digits and two
// blanks before "years", "yrs" or "months" (core/word-anchors.ts): the same matches as one pattern each.
const WORK_WORDS = 'work* worked* working* employed* laid* let* fired* retired* quit* new* job* volunteer* employee* year* yr* month* drives* drove* driving* teaches* taught* teaching*';
const EMPLOYER_CAPS_AT = new WordAnchor(new RegExp(EMPLOYER_CAPS_BEHIND.source + EMPLOYER_CAPS.source, 'gu'), WORK_WORDS, 4, true);
const EMPLOYER_LOWER_AT = new WordAnchor(new RegExp(EMPLOYER_LOWER_BEHIND.source + EMPLOYER_LOWER.source, 'gu'), WORK_WORDS, 4, true);

function employers(text: string, wc: WordClasses, out: Candidate[], seen: GateWords): void {
  if (!WORK_CUE_GATE.open(seen)) return;
  for (const m of EMPLOYER_CAPS_AT.matchAll(text, seen)) {
    // A closing full stop ends the sentence, unless it closes a firm's abbreviation ("Acme Inc.").
    const name = sentenceEnd(m[1]!);
    const words = name.split(/[ \t]+/).filter((w) => w !== '&');
    if (NOT_EMPLOYER.has(words[0]!.toLowerCase().replace(/\.$/, ''))) continue;
    // ALL-CAPS clinical words ("works at ICU", "WORKS AT VA") and a lone English word ("Home") are no employer.
    if (words.length === 1 && (wc.isClinical(words[0]!.toLowerCase()) || (wc.isEnglish(words[0]!.toLowerCase()) && !/[&]/.test(name)))) continue;
    const start = m.index + m[0].length - m[1]!.length;
    push(out, start, start + name.length, 'ORGANIZATION', SCORE.employerCapitalised);
  }
  for (const m of EMPLOYER_LOWER_AT.matchAll(text, seen)) lowerEmployer(text, m, wc, out, 'org.employer-cue');
}

/**
 * The lower-case employer of `m[1]`, pushed: the words up to its business noun, or the run of words no English list
 * knows ("& doane" joined). A lower-case word after a cue is otherwise a common noun ("works at home").
 */
function lowerEmployer(text: string, m: RegExpExecArray, wc: WordClasses, out: Candidate[], rule: PhiRuleId): void {
  const words = m[1]!.split(/[ \t]+/);
  if (NOT_EMPLOYER.has(words[0]!) || wc.isStop(words[0]!)) return;
  let n = words.findIndex((w) => BUSINESS_NOUNS.has(w));
  if (n < 0) {
    n = -1;
    for (let k = 0; k < words.length; k++) {
      const w = words[k]!;
      if (w === '&' && k > 0 && k + 1 < words.length) continue;
      if (w.length < 3 || wc.isStop(w) || wc.isEnglish(w) || wc.isClinical(w) || wc.isMisspelt(w) || NOT_EMPLOYER.has(w)) break;
      n = k;
    }
    if (n < 0) return;
  } else if (n === 0) return;
  else if (words.slice(0, n).some((w) => wc.isStop(w) || NOT_EMPLOYER.has(w))) return;
  const name = words.slice(0, n + 1).join(' ');
  const start = m.index + m[0].length - m[1]!.length;
  if (text.slice(start, start + name.length).replace(/\t/g, ' ') !== name) return;
  push(out, start, start + name.length, 'ORGANIZATION', rule === 'org.employer-cue' ? SCORE.employerLower : SCORE.afterOccupationLower);
}

/** A firm's abbreviations, whose full stop is no sentence's end. */
const FIRM_ABBREVIATION = /^(?:Inc|Co|Corp|Ltd|Bros|Assoc|St|Mt|Ft)\.$/;

/**
 * The name up to the full stop that ends its sentence ("with Ballyfinnan Creamery. Mr Ross is ..." names the
 * creamery, not Mr Ross), kept through a firm's abbreviation ("Acme Inc.", "St. Luke's"), its closing stop dropped.
 */
function sentenceEnd(name: string): string {
  let at = 0;
  for (const word of name.split(/([ \t]+)/)) {
    at += word.length;
    if (!word.endsWith('.') || /^[ \t]/.test(word)) continue;
    if (FIRM_ABBREVIATION.test(word.replace(/^.*[ \t&]/, ''))) {
      if (at === name.length) return name;
      continue;
    }
    return name.slice(0, at).replace(/[.'’]+$/, '');
  }
  return name.replace(/[.'’]+$/, '');
}

function afterOccupation(text: string, wc: WordClasses, out: Candidate[], seen: GateWords): void {
  for (const m of AFTER_OCCUPATION_AT.matchAll(text, seen)) {
    if (NOT_OCCUPATION.test(m[0])) continue;
    const name = sentenceEnd(m[1]!);
    if (NOT_EMPLOYER.has(name.split(/[ \t]/)[0]!.toLowerCase())) continue;
    const start = m.index + m[0].length - m[1]!.length;
    push(out, start, start + name.length, 'ORGANIZATION', SCORE.afterOccupation);
  }
  for (const m of AFTER_OCCUPATION_LOWER_AT.matchAll(text, seen)) if (!NOT_OCCUPATION.test(m[0])) lowerEmployer(text, m, wc, out, 'org.after-occupation');
}

function beforeKind(text: string, out: Candidate[], seen: GateWords): void {
  if (!BEFORE_KIND_GATE.open(seen)) return;
  for (const m of matchAllBeforeAnchor(text, BEFORE_KIND_WORDS.matchAll(text, seen), BEFORE_KIND_WINDOW, undefined, BEFORE_KIND_AT)) {
    const words = allMatches(m[1]!, /\S+/g);
    // A cue or function word opening the run is no name ("Per pharmacy, hold the dose", "Via Pharmacy"; hardneg22).
    const first = words.findIndex((w) => !NOT_KIND_NAME.has(w[0]) && !STOP_WORDS.has(w[0].toLowerCase()));
    if (first < 0) continue;
    const start = m.index + words[first]!.index;
    push(out, start, m.index + m[1]!.trimEnd().length, 'ORGANIZATION', SCORE.beforeKind);
  }
}
