// HOSPITAL, ORGANIZATION and LOCATION-OTHER by cue suffix: a run of capitalised words ending in
// "Hospital", "Medical Center", "Clinic", "Inc.", "University", "Airport", "Park"... The suffix is found
// first and the name is grown leftwards word by word (linear, no backtracking), then rightwards over
// "of <Name>" ("University of Michigan", "Hospital of the University of Pennsylvania").
// A bare suffix ("the hospital", "Clinic:") is not a name and is never tagged.
import type { PhiRuleId } from '../../../deid/phi-rules';
import type { KnownPhiType } from '../../../deid/phi-types';
import { NOT_NAME_WORDS } from '../vocab/name-guards';
import { KNOWN_HOSPITALS } from '../vocab/hospitals';
import { bankedKindWords, GENERIC_LEFT } from '../vocab/org-words';
import { afterLastLink, GENERAL_HEADS, namingWords, TWO_WORD_HEADS } from './org-head-names';
import { DIALYSIS_HEADS, dialysisUnitName } from './dialysis-units';
import { HOSPITAL_SUFFIX, ORG_SUFFIX, OTHER_SUFFIX, PRACTICE_SUFFIX } from '../vocab/facility-suffixes';
import { CLINIC_SERVICES, LEFT_OF_FACILITY_NAME, MEDICAL_FACILITY, SURGERY_QUALIFIERS, SURGICAL_SPECIALTIES } from '../vocab/place-words';
import { CLINICAL_WORDS } from '../vocab/clinical-words';
import { lexiconWords } from '../core/tokens';
import { byRule, capitalisedRuns, firstWordsOf, matchAt, matchRuns, push, sticky, wordsBefore, type Candidate } from '../core/scan';
import { TIER } from '../core/tiers';
import { wordGate, type GateWords } from '../core/word-gate';
import { firstWords, WordAnchor } from '../core/word-anchors';
import { allMatches } from '../core/all-matches';
import { matchAllOnLinesBefore, mayStartCapital } from '../core/anchored';
import { lastSentenceStopEnd } from '../core/sentence-stops';

const SUFFIX_RE = new RegExp(`\\b(?:(${HOSPITAL_SUFFIX})|(${ORG_SUFFIX})|(${OTHER_SUFFIX})|(${PRACTICE_SUFFIX}))(?![\\p{L}])`, 'gu');
/** Headers write names in capitals: "MERCY GENERAL HOSPITAL". Exported for UPPER_SUFFIX_MAY's test. */
export const UPPER_SUFFIX_RE = new RegExp(
  `\\b(?:(${HOSPITAL_SUFFIX.toUpperCase()})|(${ORG_SUFFIX.toUpperCase()})|(${OTHER_SUFFIX.toUpperCase()})|(${PRACTICE_SUFFIX.toUpperCase()}))(?![\\p{L}])`,
  'gu',
);
/** Practice kinds that also name a hospital's department or a service: the words before them must name (detectSuffixed). */
const SERVICE_NAMED_KINDS = new Set([
  'pathology', 'imaging', 'community services', 'support services', 'family services', 'club', 'daycare', 'day care',
  'childcare', 'child care', 'nursery', 'preschool', 'aged care', 'chemist', 'chemists',
  // Every general organisation head (fix20a): "Social Services", "Tumor Registry", "Sleep Lab".
  ...GENERAL_HEADS,
  // A dialysis unit's kind (fix23a): "Home Dialysis", "Peritoneal Dialysis" name the treatment.
  ...DIALYSIS_HEADS,
]);
/** "University of X", "Hospital for Special Surgery", "Bank of America": right-hand extension. */
const OF_NAME_AT = /[ \t]+(?:of|for|at)[ \t]+(?:the[ \t]+)?\p{Lu}[\p{L}'’.-]*(?:[ \t]+(?:of[ \t]+)?\p{Lu}[\p{L}'’.-]*){0,3}/u;
/** Suffixes that can stand first (lower-cased): "University of Michigan", "Hospital of Saint Raphael". */
const LEADING_OK = new Set(['university', 'college', 'hospital', 'bank', 'institute', 'academy', 'museum', 'clinic']);
/** Lower-case words allowed between the capitalised words of a name: "Brigham and Women's", "Bank of X". */
const CONNECTORS = new Set(['of', 'and', '&', 'the', 'for', 'de', 'la']);
const LEFT_STOP = new Set(['the', 'a', 'an', 'at', 'in', 'to', 'from', 'our', 'this', 'his', 'her', 'their', 'your', 'my', 'and', 'of', 'for', 'by', 'with', 'on']);
/** A name's own suffix right before a connector ("Laboratory and", "Hospital &"). */
const SUFFIX_WORD_BEFORE = new RegExp(`\\b(?:${HOSPITAL_SUFFIX}|${ORG_SUFFIX}|${PRACTICE_SUFFIX})[ \\t]+$`, 'u');
/** A capitalised word, an initial or a saint/mount abbreviation, possibly possessive or hyphenated. */
const LEFT_WORD = /(?:\p{Lu}[\p{L}\p{M}'’.-]*|\d{1,3}(?:st|nd|rd|th)?|&)$/u;
/** "Attorney General" and kin: titles, not hospitals. */
const GENERAL_TITLES = new Set(['attorney', 'surgeon', 'inspector', 'secretary', 'consul', 'postmaster', 'governor', 'lieutenant', 'major', 'brigadier', 'adjutant', 'solicitor', 'auditor', 'comptroller', 'registrar']);
/** Suffixes (lower-cased) that make a weaker claim on their own: "X Memorial", "X Group", "X Park". */
const WEAK_SUFFIXES = new Set(['general', 'memorial', "children's", 'group', 'network', 'media', 'press', 'school', 'trust', 'council', 'station', 'park', 'library', 'hotel']);

/** Grows a name leftwards from `pos` over capitalised words and inner connectors; returns its start. */
function growLeft(text: string, pos: number, maxWords: number): { start: number; words: number } {
  let start = pos;
  let words = 0;
  let i = pos;
  while (words < maxWords) {
    // One space (or a hyphen) between words; never cross a line break or punctuation.
    if (i === 0 || (text.charAt(i - 1) !== ' ' && text.charAt(i - 1) !== '-')) break;
    const sep = i - 1;
    let j = sep;
    // Markdown emphasis and brackets end a word too: "**Riverbend Internal Medicine**".
    while (j > 0 && !/[\s(),;:"*_[]/.test(text.charAt(j - 1))) j--;
    const word = text.slice(j, sep);
    if (word.length === 0) break;
    if (CONNECTORS.has(word.toLowerCase()) && word !== 'The') {
      // "Summit Ridge Laboratory and Hollis Partners" are two names: a connector after a complete name ends it.
      if (word !== 'of' && SUFFIX_WORD_BEFORE.test(text.slice(Math.max(0, j - 24), j))) break;
      i = j;
      continue;
    }
    if (!LEFT_WORD.test(word) || !/^(?:\p{Lu}|\d|&)/u.test(word) || LEFT_STOP.has(word.toLowerCase())) break;
    // A full word with a period ends the previous sentence: "Hospital Pharmacy. Insurance" is not one name.
    if (/\p{Ll}{3,}\.$/u.test(word) && !/^(?:Inc|Corp|Ltd|Hosp|Assoc|Bros)\.$/u.test(word)) break;
    if (LEFT_OF_FACILITY_NAME.has(word.toLowerCase())) break;
    start = j;
    words++;
    i = j;
  }
  return { start, words };
}

/** Plan verbs that open a sentence before a service: "Continue Physical Therapy", "Establish Primary Care". */
const PLAN_VERBS = new Set(
  ('continue continued resume resumed establish established appreciate consult consulted call called page paged ' +
    'contact contacted notify notified recommend recommends recommended need needs refer discuss start started ' +
    'schedule scheduled arrange arranged request requested order ordered obtain see saw will please check ' +
    'attend attends attended follow per via defer deferred hold held increase decrease avoid sees seeing').split(' '),
);

/**
 * Where a practice name starts, or -1 when [start, suffixStart) holds no distinctive word: "Lakeside Family
 * Practice" names a practice, "Family Practice" or "Continue Physical Therapy" does not. A leading plan verb
 * is dropped: "Continue Lakeside Family Practice visits".
 */
function practiceStart(text: string, start: number, suffixStart: number): number {
  let from = start;
  // A sentence end inside the grown words starts the name afresh: "Establish Primary Care. Lakeside ...".
  const stop = lastSentenceStopEnd(text, start, suffixStart);
  if (stop >= 0) from = stop;
  const verb = /^(\p{L}+)[ \t]+/u.exec(text.slice(from, suffixStart));
  if (verb && PLAN_VERBS.has(verb[1]!.toLowerCase())) from += verb[0].length;
  const words = text.slice(from, suffixStart).split(/[ \t-]+/).filter((w) => w.length > 0);
  // A capitalised verb form alone ("Arranged Home Health"), or a past tense opening the words ("Raised Southern
  // Baptist"), is a plan line or a sentence, not a name.
  if (words.length === 1 && /(?:ed|ing)$/.test(words[0]!)) return -1;
  const distinctive = words.some((w, k) => !(k === 0 && /\p{Ll}ed$/u.test(w)) && /^\p{Lu}/u.test(w) && !GENERIC_LEFT.has(w.toLowerCase()) && !NOT_NAME_WORDS.has(w.toLowerCase().replace(/[.,]$/, '')));
  return distinctive ? from : -1;
}

/** "St. Vincent's", "Mt. Sinai", "Saint Mary's" after a care cue; never "St. John's wort". */
const SAINT_PLACE = /\b(?:St|Saint|Mt|Mount)\.?[ \t]+\p{Lu}\p{Ll}+(?:['’]s)?(?![\p{L}])(?!(?:['’]s)?[ \t]+wort)/gu;
const SAINT_PLACE_AT = new WordAnchor(SAINT_PLACE, 'st saint mt mount', 0, false, 'capital');
/** "admitted to Cedar Crest", "treated at Lakeside", "transferred from Mercy": a facility by its verb. */
const CARE_CUE =
  /\b(?:admitted|transferred|treated|tx'd|dx'd|seen|evaluated|operated|hospitali[sz]ed|presented|followed|discharged|delivered|consulted|conducted|checked\s+in|cared\s+for|care|receiving\s+care|appointment|follow-up|f\/u|hospitalization|admission|surgery|stay|visit|visited|referred)[ \t]+(?:to|at|from|in|@)[ \t]+(?:the[ \t]+)?/gi;
const CARE_CUE_AT = new WordAnchor(
  CARE_CUE,
  'admitted transferred treated tx dx seen evaluated operated hospitali* presented followed discharged delivered consulted conducted ' +
    'checked cared care receiving appointment follow f hospitalization admission surgery stay visit visited referred',
);
/**
 * "lived at The Brannock", "rehab at Tamworth", "resides at Quillby": where someone lives or stays, a care home named
 * like an estate or a house. Only "at" follows: "lives in" names a town, which the place rules read.
 */
const RESIDENCE_CUE = /\b(?:lives|lived|living|resides|resided|residing|residence|rehab|respite|placed|placement|stays|stayed)[ \t]+at[ \t]+(?:the[ \t]+)?/gi;
const RESIDENCE_CUE_AT = new WordAnchor(RESIDENCE_CUE, 'lives lived living resides resided residing residence rehab respite placed placement stays stayed');
const CUED_NAME_AT = /(?:\p{Lu}[\p{L}'’-]*\.?)(?:[ \t]+\p{Lu}[\p{L}'’-]*\.?){0,3}/u;
/** "works at Acme", "employed by Contoso": the employer. */
const EMPLOYER_CUE = /\b(?:works?|working|worked|employed|employee|job|intern(?:ing)?|volunteers?)[ \t]+(?:at|for|by|with|of)[ \t]+(?:the[ \t]+)?/gi;
const EMPLOYER_CUE_AT = new WordAnchor(EMPLOYER_CUE, 'work* working worked employed employee job intern interning volunteer*');
/** "spent two years at Contoso", "joined Fabrikam", "founder of Northwind", "the address of Tailspin is". */
const ORG_CUE = /\b(?:(?:years?|months?)[ \t]+at|joined|(?:co-?)?founder[ \t]+of|ceo[ \t]+of|(?:address|offices?|headquarters|website)[ \t]+of)[ \t]+(?:the[ \t]+)?/gi;
const ORG_CUE_AT = new WordAnchor(ORG_CUE, 'year years month months joined co cofounder founder ceo address office offices headquarters website');
/**
 * "the Tailspin office is at", "the Fabrikam website", "Contoso is a design agency", "…, Harbourside Trust is a
 * charity", "Pellworth is a Danish manufacturer": the name before its noun, at a sentence's or clause's start.
 */
export const ORG_BEFORE_NOUN =
  /(?:\b[Tt]he[ \t]+|^|(?<=[,;][ \t]))(\p{Lu}[\p{L}'’&-]*(?:[ \t]+(?:and[ \t]+|&[ \t]+)?\p{Lu}[\p{L}'’&-]*){0,3})(?:[ \t]+(?:office|offices|headquarters|website)\b|[ \t]+is[ \t]+an?[ \t]+(?:[\p{L}-]+[ \t]+)?(?:company|agency|firm|startup|start-up|nonprofit|non-profit|not-for-profit|charity|corporation|consultancy|business|multinational|conglomerate|manufacturer|retailer|supplier|insurer|bank|employer|organi[sz]ation|501\(c\)\(?3\)?)(?![\p{L}]))/gmu;

/**
 * Header fields that hold a payer, employer, school or pharmacy: "Insurance: Prairie Mutual", "Employer:
 * Contoso Logistics". Their value up to punctuation is an organisation, except public programmes and
 * placeholders, which identify no one.
 */
// South Africa's "Medical aid:" and "Medical scheme:", Australia's "Health fund:" name the insurer in the same field.
const ORG_HEADER = /\b(?:insurance|insurer|insurance\s+carrier|payer|payor|carrier|health\s+plan|health\s+fund|medical\s+aid|medical\s+scheme|employer|school|pharmacy|preferred\s+pharmacy)[ \t]*:[ \t]*/gi;
const ORG_HEADER_AT = new WordAnchor(ORG_HEADER, 'insurance insurer payer payor carrier health medical employer school pharmacy preferred');
const HEADER_VALUE_AT = /\p{Lu}[\p{L}'’&-]*(?:[ \t]+(?:of[ \t]+|&[ \t]+)?\p{Lu}[\p{L}'’&-]*){0,4}(?=[ \t]*(?:[,;(|]|\r?\n|$|[ \t]{2}))/u;
// National schemes are payer programmes, no organisation of the patient's: the NHS and HSE, provincial plans (OHIP, RAMQ,
// MSP), India's CGHS, PM-JAY and ESIC, PhilHealth, Singapore's MediShield, New Zealand's ACC, Australia's NDIS.
const NOT_AN_ORG = new Set(
  ('medicare medicaid tricare champva va none self self-pay selfpay uninsured n/a na pending unknown private ' +
    'commercial public other same retired unemployed disabled student home yes no declined ' +
    'nhs hse ohip ramq msp cghs pmjay pm-jay esic philhealth medishield acc ndis').split(' '),
);

/**
 * The blank before the noun of ORG_BEFORE_NOUN (the last of its blanks): every match holds one after its start, on its
 * line (no part of the pattern reads a line break). An anchor is one code unit, so none hides another.
 */
export const ORG_NOUN_ANCHOR = /[ \t](?=office|headquarters|website|is[ \t])/g;
const ORG_BEFORE_NOUN_AT = new RegExp(ORG_BEFORE_NOUN.source, 'muy');
/** Where ORG_BEFORE_NOUN can start: "the", "The" or a capital (`mayStartCapital`). */
export function mayStartOrgName(text: string, s: number): boolean {
  return text.charCodeAt(s) === 116 || mayStartCapital(text, s);
}
/** The matches of ORG_BEFORE_NOUN: tried only on the line of a noun, before it. */
export function orgsBeforeNoun(text: string): RegExpExecArray[] {
  return matchAllOnLinesBefore(text, allMatches(text, ORG_NOUN_ANCHOR), 0, ORG_BEFORE_NOUN_AT, mayStartOrgName);
}

/**
 * The nouns one of which every match of ORG_BEFORE_NOUN holds (core/word-gate.ts), as the note's runs of letters
 * show them ("start-up", "non-profit"); only "501(c)(3)" holds no such word. Most notes hold none but "office".
 */
export const ORG_NOUN_GATE_WORDS = 'office offices headquarters website company agency firm startup start nonprofit profit charity corporation consultancy business multinational conglomerate manufacturer retailer supplier insurer bank employer organisation organization';
const ORG_NOUN_GATE = wordGate(ORG_NOUN_GATE_WORDS);

function detectOrgsBeforeNoun(text: string, out: Candidate[], seen: GateWords): void {
  if (!(ORG_NOUN_GATE.open(seen) || text.includes('501(c)')) || !/office|headquarters|website| is an? /i.test(text)) return;
  // The kind noun is the cue: it outranks a dictionary reading of the same words as a person's name.
  for (const m of orgsBeforeNoun(text)) {
    const words = m[1]!.split(/[ \t]+/).filter((w) => w !== 'and' && w !== '&');
    if (words.some((w) => NOT_NAME_WORDS.has(w.toLowerCase()) || GENERIC_LEFT.has(w.toLowerCase()))) continue;
    const s = m.index + m[0].indexOf(m[1]!);
    push(out, s, s + m[1]!.length, 'ORGANIZATION', TIER.weakCue);
  }
}

// Sticky copies made once, not at every call: `matchAt` sets where each starts before every try.
const HEADER_VALUE_STICKY = sticky(HEADER_VALUE_AT);
const CUED_NAME_STICKY = sticky(CUED_NAME_AT);
const OF_NAME_STICKY = sticky(OF_NAME_AT);

function detectOrgHeaders(text: string, out: Candidate[], seen: GateWords): void {
  const value = HEADER_VALUE_STICKY;
  for (const m of ORG_HEADER_AT.matchAll(text, seen)) {
    const pos = m.index + m[0].length;
    const v = matchAt(value, text, pos);
    if (!v) continue;
    const words = v[0].split(/[ \t]+/);
    if (words.some((w) => NOT_AN_ORG.has(w.toLowerCase())) || words.every((w) => NOT_NAME_WORDS.has(w.toLowerCase()) || GENERIC_LEFT.has(w.toLowerCase()))) continue;
    push(out, pos, pos + v[0].length, 'ORGANIZATION', TIER.headerOrg);
  }
}

/** Services and wards that follow "admitted to" without naming a facility. */
const CARE_SETTINGS = new Set(
  ('medicine surgery cardiology oncology neurology neurosurgery pediatrics psychiatry orthopedics rehab ' +
    'rehabilitation telemetry tele floor ward micu sicu ccu cvicu pacu nicu picu labor l&d hospice home ' +
    'emergency urgent radiology dialysis gi obstetrics ob gyn ent urology nephrology pulmonary pulmonology ' +
    'hematology infectious internal general family step-down stepdown observation obs triage snf ltac ' +
    'outpatient inpatient acute short long skilled ew er ed osh or icu pcu cath csru ctic').split(' '),
);

function detectCuedFacilities(text: string, out: Candidate[], seen: GateWords): void {
  const cuedName = CUED_NAME_STICKY;
  for (const m of SAINT_PLACE_AT.matchAll(text, seen)) push(out, m.index, m.index + m[0].length, 'HOSPITAL', TIER.weakest);
  for (const [cue, type, score] of [[CARE_CUE_AT, 'HOSPITAL', TIER.lonelyName], [EMPLOYER_CUE_AT, 'ORGANIZATION', TIER.nameShape], [ORG_CUE_AT, 'ORGANIZATION', TIER.weakest], [RESIDENCE_CUE_AT, 'HOSPITAL', TIER.lonelyName]] as const) {
    for (const m of cue.matchAll(text, seen)) {
      const pos = m.index + m[0].length;
      const n = matchAt(cuedName, text, pos);
      if (!n) continue;
      const words = n[0].split(/[ \t]+/);
      const lastWord = (words.at(-1) ?? '').toLowerCase().replace(/\.$/, '');
      const facility = type === 'HOSPITAL' && words.length > 1 && MEDICAL_FACILITY.has(lastWord);
      // A trailing non-name word ("Point May Orthopedics", "Elm Street Clinic") leaves the name unclear: the
      // suffix detector or nothing decides.
      if (!facility && NOT_NAME_WORDS.has(lastWord)) continue;
      if (words.length === 0 || NOT_NAME_WORDS.has(words[0]!.toLowerCase()) || CARE_SETTINGS.has(words[0]!.toLowerCase())) continue;
      let end = pos + words.join(' ').length;
      if (text.charAt(end - 1) === '.' && words.length > 0) end--;
      if (text.slice(pos, end) !== words.join(' ').replace(/\.$/, '')) continue;
      push(out, pos, end, type, facility ? TIER.facilitySuffix : score);
    }
  }
}

/** Connectors inside hospital names: "Baylor Scott & White", "Brigham and Women's". */
const NAME_CONNECTORS: ReadonlySet<string> = new Set(['&', 'and', 'of']);
const HOSPITAL_FIRST_WORDS = firstWordsOf(KNOWN_HOSPITALS);
const PLACE_PREPOSITIONS = new Set(['at', 'to', 'from', 'in', 'via', 'with']);

/** Hospitals known by name alone: multi-word names and acronyms anywhere, single words after "at"/"to"... */
function detectKnownHospitals(text: string, out: Candidate[], seen: GateWords): void {
  matchRuns(text, capitalisedRuns(text, NAME_CONNECTORS, seen.memo.capitalStarts(text).runs), 5, HOSPITAL_FIRST_WORDS, (key) => (KNOWN_HOSPITALS.has(key) ? key : undefined), (s, e, key) => {
    const distinctive = /[\s-]/.test(key) || /^\p{Lu}{3,}$/u.test(text.slice(s, e));
    const prev = wordsBefore(text, s, 1)[0];
    if (!distinctive && !(prev !== undefined && PLACE_PREPOSITIONS.has(prev)) && text.charAt(s - 2) !== '@') return;
    push(out, s, e, 'HOSPITAL', distinctive ? TIER.gazetteer : TIER.nameShape);
  });
}

/** `only`: the rules to run (none: all); each reads the text alone. */
export function detectInstitutions(text: string, out: Candidate[], seen: GateWords, only?: readonly PhiRuleId[]): void {
  const rules: readonly [PhiRuleId, () => void][] = [
    ['facility.cued', () => detectCuedFacilities(text, out, seen)],
    ['org.header', () => detectOrgHeaders(text, out, seen)],
    ['org.before-noun', () => detectOrgsBeforeNoun(text, out, seen)],
    ['facility.known', () => detectKnownHospitals(text, out, seen)],
    ['facility.suffix', () => {
      detectSuffixed(text, out, seen);
      detectLetterheadPractices(text, out);
    }],
  ];
  for (const [id, rule] of rules) if (only === undefined || only.includes(id)) byRule(out, id, rule);
}

/**
 * A UK general practice heading a letter, its address on the next line: "Brackenridge Surgery\n14 Millhollow Road".
 * "Surgery" names a specialty too ("Plastic Surgery"), so the house number that starts the next line is asked for,
 * and the words before "Surgery" must not be a specialty's.
 */
const LETTERHEAD_SURGERY = /^[ \t]{0,4}((?:\p{Lu}[\p{Ll}'’-]{2,20}[ \t]){1,3}Surgery)[ \t]{0,4},?[ \t]{0,4}\r?\n[ \t]{0,4}\d{1,5}[A-Za-z]?,?[ \t]{1,2}\p{Lu}/gmu;
/**
 * "Bryn Derwen Surgery, Ludcombe", "Dr Hesketh, Brynmawr Surgery", "registered with the Fernleigh Surgery and ...": a UK
 * general practice, written as a name and closed by a comma, a line end or a bracket, or after registration with a GP,
 * with no word before it that a specialty or service could be.
 */
function generalPractice(text: string, start: number, suffixStart: number, end: number): boolean {
  if (!/^(?:[ \t]{0,2}(?:[,;)]|\r?\n|$))/.test(text.slice(end, end + 3)) && !GP_REGISTRATION.test(text.slice(Math.max(0, start - 32), start))) return false;
  const words = text.slice(start, suffixStart).trim().split(/[ \t-]+/).filter((w) => w.length > 0);
  if (words.length === 0) return false;
  return words.every((w) => /^\p{Lu}/u.test(w) && !onlyServiceWords(w) && !SURGERY_QUALIFIERS.has(w.toLowerCase()) && !SURGICAL_SPECIALTIES.has(w.toLowerCase()) && !NOT_NAME_WORDS.has(w.toLowerCase()));
}

const GP_REGISTRATION = /\b(?:registered[ \t]{1,2}(?:with|at)|GP[ \t]{1,2}(?:is[ \t]{1,2})?at)[ \t]{1,2}(?:the[ \t]{1,2})?$/i;
/** The concept lexicon's single words, built once with the module (about 1,200 words, a few ms). */
const LEXICON_WORDS: ReadonlySet<string> = lexiconWords();
/** True when every word is a clinical, service or generic one: what a department is named by. */
function onlyServiceWords(s: string): boolean {
  const words = s.toLowerCase().split(/[^\p{L}'-]+/u).filter((w) => w.length > 0);
  return words.length > 0 && words.every((w) => CLINIC_SERVICES.has(w) || GENERIC_LEFT.has(w) || CLINICAL_WORDS.has(w) || LEXICON_WORDS.has(w));
}

function detectLetterheadPractices(text: string, out: Candidate[]): void {
  if (!text.includes('Surgery')) return;
  for (const m of allMatches(text, LETTERHEAD_SURGERY)) {
    const name = m[1]!;
    const words = name.split(/[ \t]/).slice(0, -1);
    if (words.some((w) => SURGICAL_SPECIALTIES.has(w.toLowerCase()) || GENERIC_LEFT.has(w.toLowerCase()) || NOT_NAME_WORDS.has(w.toLowerCase()))) continue;
    const start = m.index + m[0].indexOf(name);
    push(out, start, start + name.length, 'HOSPITAL', TIER.facilitySuffix);
  }
}

/** Verbs of a ward's work, any case: words before an ALL-CAPS "LABS" that make it a sentence, not a name. */
const WARD_VERBS = /\b(?:aware|notified|informed|updated|monitor|monitoring|await|awaiting|follow|check|recheck|repeat|draw|drawn|send|sent|review|reviewed|get|take|f\/u)\b/i;

/** The suffix patterns tried only where a suffix's first word starts a run of letters (core/word-anchors.ts). */
const SUFFIX_WORDS = firstWords([HOSPITAL_SUFFIX, ORG_SUFFIX, OTHER_SUFFIX, PRACTICE_SUFFIX].flatMap((s) => s.split('|')));
// Written in Title case or in capitals: most runs of a note that start a suffix ("care", "home", "health") are not tried,
// and the capitals' pattern not at a Title-case run ("Hospital", UPPER_SUFFIX_MAY): a try of either alternation costs
// about a microsecond.
const SUFFIX_AT = new WordAnchor(SUFFIX_RE, SUFFIX_WORDS, 0, false, 'capital');
const UPPER_SUFFIX_AT = new WordAnchor(UPPER_SUFFIX_RE, SUFFIX_WORDS, 0, false, 'capital');
/**
 * Where the capitals' pattern may start: not at a Title-case run ("Hospital"). Every alternative is written in ASCII
 * capitals, "'", "&", "." and blanks (the suffix lists escape only "." and "?"), so its second character, or what
 * follows a one-letter alternative ("L" of "L.L.C.", `(?![\p{L}])`), is never a small ASCII letter. Not the anchor's
 * 'caps' shape: "L." is a run of one letter.
 */
export const UPPER_SUFFIX_MAY = (text: string, p: number): boolean => {
  const c = text.charCodeAt(p + 1);
  return !(c >= 97 && c <= 122);
};

/** The words in [start, suffixStart) before "Bank" say what it keeps and name no one before that. */
function unnamedBank(text: string, start: number, suffixStart: number): boolean {
  const words = text.slice(start, suffixStart).split(/[ \t-]+/).filter((w) => w.length > 0);
  const kind = bankedKindWords(words);
  if (kind === 0) return false;
  // growLeft joined the words by one blank or hyphen each.
  const kindStart = start + words.slice(0, words.length - kind).reduce((n, w) => n + w.length + 1, 0);
  return practiceStart(text, start, kindStart) < 0;
}

function detectSuffixed(text: string, out: Candidate[], seen: GateWords): void {
  const ofName = OF_NAME_STICKY;
  for (const m of [...SUFFIX_AT.matchAll(text, seen), ...UPPER_SUFFIX_AT.matchAll(text, seen, UPPER_SUFFIX_MAY)]) {
    const suffix = m[0];
    const lower = suffix.toLowerCase();
    const type: KnownPhiType = m[1] !== undefined ? 'HOSPITAL' : m[3] !== undefined ? 'LOCATION-OTHER' : 'ORGANIZATION';
    let end = m.index + suffix.length;
    const left = growLeft(text, m.index, 5);
    if (m[4] !== undefined) {
      if (lower === 'surgery' && !generalPractice(text, left.start, m.index, end)) continue;
      // "Drug Screen", "Drug Use", "Drugs of Abuse": a drugstore's name ends at "Drug", a heading goes on.
      if ((lower === 'drug' || lower === 'drugs') && /^[ \t]{1,2}(?:\p{Lu}|(?:of|use|screen|abuse|level|reaction|allerg|interaction|test)(?!\p{Ll}))/u.test(text.slice(end, end + 14))) continue;
      // A general head after what a bank keeps ("X Blood Services") is a supplier's kind, org.blood-supplier's.
      const head = GENERAL_HEADS.has(lower.replace(/\.$/, '')) || DIALYSIS_HEADS.has(lower);
      // In capitals every word looks like a name ("OWNS AND RUNS THE FARM"): there org.kind-noun reads the head, after a
      // word no list knows.
      if (head && suffix === suffix.toUpperCase()) continue;
      // "Co" closes a firm's name only at its clause's end: before a word or a number it is a county's ("X Co 911", "X Co
      // EMS", "Co Mayo") or a fire company's ("X Fire Co engine 4"), before a hyphen a drug's ("Co-amoxiclav").
      if (lower === 'co' && !/^(?:[,.;:)]|[ \t]*(?:\r?\n|$))/.test(text.slice(end, end + 3))) continue;
      if (head && bankedKindWords(text.slice(left.start, m.index).split(/[ \t-]+/).filter((w) => w.length > 0)) > 0) continue;
      // A general head's name is the words after the last "of" or "for": "Doula X Y of Z Collective", "Referral for X Services".
      const start = practiceStart(text, head ? afterLastLink(text, left.start, m.index) : left.start, m.index);
      if (start >= 0 && head && TWO_WORD_HEADS.has(lower) && namingWords(text.slice(start, m.index)) < 2) continue;
      // "Diagnostic Imaging", "Molecular Pathology", "Child Care": a kind named only by clinical or service words.
      if (start >= 0 && ((SERVICE_NAMED_KINDS.has(lower.replace(/\.$/, '')) && onlyServiceWords(text.slice(start, m.index))) || (DIALYSIS_HEADS.has(lower) && !dialysisUnitName(text.slice(start, m.index), LEXICON_WORDS)))) continue;
      if (start >= 0) push(out, start, end, type, TIER.facilitySuffix);
      continue;
    }
    const of = matchAt(ofName, text, end);
    if (of && (left.words > 0 || LEADING_OK.has(lower))) end += of[0].length - (of[0].endsWith('.') ? 1 : 0);
    if (left.words === 0 && !of) continue;
    // "Salt Lake City", "Ohio River Valley": a landmark word inside a longer name is not its end.
    if (type === 'LOCATION-OTHER' && /^[ \t]+\p{Lu}/u.test(text.slice(end, end + 3))) continue;
    // "Rocky Mountain spotted fever", "Ross River virus": a disease or germ named for a landmark is no place.
    if (type === 'LOCATION-OTHER' && /^[ \t]{1,2}(?:spotted|virus|fever|encephalitis|disease)\b/i.test(text.slice(end, end + 16))) continue;
    if (left.words === 0 && !LEADING_OK.has(lower)) continue;
    // A weak suffix needs a name before it: "Memorial" or "Group" alone names nothing.
    if (WEAK_SUFFIXES.has(lower) && left.words < 1) continue;
    // "ISUP Grade Group 2", "DVLA Group 2 licence": a group with its number is a class, a grade or a licence, not a firm.
    if (lower === 'group' && /^[ \t]{1,2}(?:\d|[IV]{1,3}(?![\p{L}]))/u.test(text.slice(end, end + 6))) continue;
    const start = left.start;
    // "R. OKONJO AWARE OF LABS", "MONITOR LABS": a verb of the ward's work before a capitalised suffix is a sentence.
    if (WARD_VERBS.test(text.slice(start, m.index))) continue;
    // "Division of General Internal Medicine", "General Surgery": "General" that goes on names a specialty.
    if (lower === 'general' && /^[ \t]+\p{Lu}/u.test(text.slice(end, end + 3))) continue;
    if (lower === 'general' && GENERAL_TITLES.has(text.slice(start, m.index).trim().split(/\s+/).at(-1)!.toLowerCase())) continue;
    // "Blood Bank 555-0100", "the Food Bank", "NOTIFY BLOOD BANK", "called Blood Bank", "Hospital Blood Bank": a bank
    // named by what it keeps, with no name before that (a plan verb and generic words name none), is a service, not a firm.
    if (lower === 'bank' && !of && unnamedBank(text, start, m.index)) continue;
    // "Anticoagulation Clinic", "Familial Cancer Clinic": a clinic named only by its service is a department.
    if ((lower === 'clinic' || lower === 'clinics') && !of && onlyServiceWords(text.slice(start, m.index))) continue;
    const strong = (left.words >= 1 || of !== null) && !WEAK_SUFFIXES.has(lower);
    push(out, start, end, type, strong ? TIER.facilityName : TIER.weakCue);
  }
}
