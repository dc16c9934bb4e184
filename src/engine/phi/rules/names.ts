// PERSON category: DOCTOR and PATIENT. Names are found from cues — titles ("Dr.", "Mr."), credentials
// ("MD", "RN"), role phrases ("seen by", "Attending:", "Electronically signed by"), "patient <Name>",
// "Name:" headers — and from our given-name list followed by a surname. A surname found this way is then
// recognised elsewhere in the same text. Eponyms ("Parkinson's disease", "Foley catheter") never count.
import type { PhiRuleId } from '../../../deid/phi-rules';
import { GIVEN_NAMES, WORDLIKE_GIVEN_NAMES } from '../vocab/given-names';
import { EPONYM_FOLLOWERS, hasEponymFollower, isEponym, MODAL_GIVEN_NAMES, NOT_NAME_WORDS, PLAN_VERBS } from '../vocab/name-guards';
import { detectInitialSurname, initialSurnameCue } from './initial-names';
import { CITIES, stateCodeBeforeZip, US_STATES } from '../vocab/gazetteers';
import {
  CREDENTIALS, CREDENTIALS_NEEDING_PERIODS_WHEN_CAPITALISED, CREDENTIALS_NOT_CAPITALISED_CUES, credentialPattern, DOCTOR_TITLES,
  KIN_CUES_CAPITALISED, PERSON_TITLES, BRACKETED_TITLES, wordAlternation,
} from '../vocab/people-words';
import { closesStreetName, STREET_WORDS } from '../vocab/street-words';
import { FACILITY_AFTER_NAME, FIRM_WORDS, INSTITUTION_WORDS } from '../vocab/org-words';
import { JUSTICE_AFTER_NAME, JUSTICE_LAST_WORDS } from './justice-bodies';
import { byRule, codeAt, isLowerCode, isUpperCode, lineBefore, matchAt, push, sticky, type Candidate } from '../core/scan';
import type { TextMemo } from '../core/text-memo';
import { TIER } from '../core/tiers';
import { wordGate, type GateWords, type WordGate } from '../core/word-gate';
import { firstWords, WordAnchor, type RunShape } from '../core/word-anchors';
import { cleanName, notName, type Span, wordCount } from './name-spans';
import { allMatches } from '../core/all-matches';

type Person = 'DOCTOR' | 'PATIENT';

const NW = "(?:\\p{Lu}['’])?\\p{Lu}\\p{Ll}+(?:\\p{Lu}\\p{Ll}+)?(?:-\\p{Lu}\\p{Ll}+)?";
const INITIAL = '\\p{Lu}\\.?(?![\\p{L}\\d])';
/**
 * "Smith", "John Smith", "Anna S.", "Mary Ann O'Brien", "Szabina J Gelencsér", "John A. Smith-Jones". The words of a
 * name stand one or two blanks apart: a tab or a wider gap is a form's column, and the word after it the next label.
 */
const GAP = ' {1,2}';
const NAME_SEQ = `(?:${INITIAL}${GAP})?${NW}(?:${GAP}(?:${INITIAL}${GAP})?${NW}){0,2}(?:${GAP}\\p{Lu}\\.(?![\\p{L}\\d]))?(?![\\p{L}\\d])`;
const NAME_AT = new RegExp(NAME_SEQ, 'u');
/** Header forms: "SMITH, JOHN", "Smith, John A." */
const LAST_FIRST_AT = new RegExp(`(?:${NW}|\\p{Lu}{2,}), {0,2}(?:${NW}|\\p{Lu}{2,})(?:${GAP}${INITIAL})?(?![\\p{L}\\d])`, 'u');
const ALL_CAPS_AT = /\p{Lu}{2,}(?: {1,2}\p{Lu}{2,}){1,2}(?![\p{L}\d])/u;

interface Cue {
  readonly re: RegExp;
  readonly type: Person;
  readonly score: number;
  /**
   * 'strong': any capitalised name follows; 'colon': strong only as a header ("Attending: Lee"), otherwise
   * weak; 'weak': the first word must be a known given name ("wife Maria", "this is John").
   */
  readonly strength: 'strong' | 'colon' | 'weak';
  /** Header cues also accept "LAST, FIRST" and all-caps names. */
  readonly header: boolean;
  /** A title ("Dr.", "Mr."): also takes an initial alone ("Dr. J.") and overrides the eponym guard. */
  readonly title: boolean;
  /** A relative or contact ("husband, Mateo Mendes"): a full name of two or more words needs no known given name. */
  readonly kin?: boolean;
  /** A letter's closing ("Sincerely,"): the next non-blank line must be a full name and nothing else. */
  readonly signature?: boolean;
  /** The words one of which every match of `re` holds (core/word-gate.ts): most notes hold none. */
  readonly gate?: WordGate;
  /** The first words of `re`'s alternatives: it is tried only where a run of letters starts with one (core/word-anchors.ts). */
  readonly anchor: string;
  /** The case `re`'s first words are written in (core/word-anchors.ts, `RunShape`): the titles are in Title case. */
  readonly shape?: RunShape;
}

const titleCase = (w: string): string => w.charAt(0).toUpperCase() + w.slice(1);

/** "Dr. (Mrs.) ", "Dr (Prof) ", "Dr. (Lt Col) ": a second title in brackets after the doctor's, then the name. */
const BRACKETED_TITLE = `(?:\\((?:${BRACKETED_TITLES.map((t) => t.split(' ').map(titleCase).join('\\.?[ \\t]?')).join('|')})\\.?\\)[ \\t]{1,3})?`;

// Every blank run after a cue has one owner and a bound: "[ \t]*[:,-]?[ \t]*" let two quantifiers share a run
// of tabs, quadratic in its length ("by" + 8,000 tabs took a quarter of a second).
const CUES: readonly Cue[] = [
  { re: new RegExp(`\\b(?:${wordAlternation(DOCTOR_TITLES.map(titleCase))})\\.?[ \\t]+${BRACKETED_TITLE}`, 'g'), type: 'DOCTOR', score: TIER.doctorTitle, strength: 'strong', header: false, title: true, anchor: firstWords(DOCTOR_TITLES), shape: 'capital' },
  { re: new RegExp(`\\b(?:${wordAlternation(PERSON_TITLES.map(titleCase))})\\.?[ \\t]+`, 'g'), type: 'PATIENT', score: TIER.personTitle, strength: 'strong', header: false, title: true, anchor: firstWords(PERSON_TITLES), shape: 'capital' },
  {
    re: /\b(?:(?:electronically\s+|co-?)?signed\s+by|seen\s+(?:and\s+examined\s+)?by|evaluated\s+by|examined\s+by|assessed\s+by|referred\s+by|dictated\s+by|transcribed\s+by|ordered\s+by|performed\s+by|interpreted\s+by|reviewed\s+by|authenticated\s+by|discussed\s+with\s+(?:Dr\.?|attending|dr\.?))[ \t]{0,40}(?:[:,-][ \t]{0,40})?(?:Dr\.?[ \t]{1,40})?/gi,
    type: 'DOCTOR', score: TIER.signedBy, strength: 'strong', header: true, title: false,
    anchor: 'electronically co* signed seen evaluated examined assessed referred dictated transcribed ordered performed interpreted reviewed authenticated discussed',
  },
  {
    // A note's staff labels: "RN: Roe", "Primary nurse: Roe", "Signed: Roe" (a label needs its colon, strength 'colon').
    re: /\b(?:attending(?:\s+physician)?|resident|fellow|surgeon|anesthesiologist|pcp|(?:primary\s+|charge\s+)?nurse|rn|np|signed|primary\s+care\s+(?:physician|provider|doctor)|referring\s+(?:physician|provider|doctor)|consultant|provider|physician|cc)[ \t]{0,40}(?:is[ \t]{1,40})?(?:[:,-][ \t]{0,40})?(?:Dr\.?[ \t]{1,40})?/gi,
    type: 'DOCTOR', score: TIER.headerField, strength: 'colon', header: true, title: false,
    anchor: 'attending* resident* fellow* surgeon* anesthesiologist* pcp* primary* charge* nurse* rn* np* signed* referring* consultant* provider* physician* cc*',
  },
  {
    re: /\b(?:sincerely|regards|respectfully|yours\s+truly|cordially|best\s+wishes)[ \t]{0,40}(?:,[ \t]{0,40})?\r?\n(?:[ \t]{0,40}\r?\n){0,8}[ \t]{0,40}/gi,
    type: 'DOCTOR', score: TIER.signature, strength: 'strong', header: false, title: false, signature: true,
    gate: wordGate('sincerely regards respectfully yours cordially best'), anchor: 'sincerely regards respectfully yours cordially best',
  },
  {
    re: /\b(?:my\s+name\s+is|his\s+name\s+is|her\s+name\s+is|name\s+is)[ \t]+/gi,
    type: 'PATIENT', score: TIER.headerField, strength: 'strong', header: false, title: false, gate: wordGate('name'), anchor: 'my his her name',
  },
  {
    re: /\b(?:patient\s+name|pt\s+name|name\s+of\s+patient|patient|pt|name|full\s+name|legal\s+name)[ \t]{0,40}(?:is[ \t]{1,40})?(?::[ \t]{0,40}\r?\n[ \t]{0,40}|(?:[:,-][ \t]{0,40})?)/gi,
    type: 'PATIENT', score: TIER.headerField, strength: 'colon', header: true, title: false, anchor: 'patient* pt* name* full* legal*',
  },
  {
    re: /\b(?:i\s+am|i'm|named|called|this\s+is|meet|met|told|asked|thank|visited)[ \t]{0,40}(?:[:,-][ \t]{0,40})?/gi,
    type: 'PATIENT', score: TIER.cueName, strength: 'weak', header: false, title: false,
    anchor: 'i named* called* this* meet* met* told* asked* thank* visited*',
  },
  {
    re: new RegExp(`\\b(?:${wordAlternation(KIN_CUES_CAPITALISED)})[ \\t]{0,40}(?:[:,-][ \\t]{0,40})?`, 'gi'),
    type: 'PATIENT', score: TIER.cueName, strength: 'weak', header: false, title: false, kin: true, anchor: firstWords(KIN_CUES_CAPITALISED),
  },
];

const CUE_ANCHORS = CUES.map((c) => new WordAnchor(c.re, c.anchor, 0, false, c.shape));
const INITIAL_SURNAME = initialSurnameCue(NW);

// At most two blanks before the credential: a long run of spaces must not be rescanned at every position.
const CREDENTIAL = new RegExp(
  `(?:,[ \\t]{0,2}|[ \\t]{1,2})(?:${CREDENTIALS.filter((c) => !CREDENTIALS_NOT_CAPITALISED_CUES.includes(c))
    .sort((a, b) => b.length - a.length)
    .map((c) => credentialPattern(c, CREDENTIALS_NEEDING_PERIODS_WHEN_CAPITALISED.includes(c)))
    .join('|')})(?![\\p{L}])`,
  'gu',
);
const NAME_BEFORE = new RegExp(`${NAME_SEQ.replace('(?![\\p{L}\\d])', '')}$`, 'u');
function isGiven(word: string): boolean {
  const w = word.toLowerCase();
  return GIVEN_NAMES.has(w) && !WORDLIKE_GIVEN_NAMES.has(w);
}

/** Words that, after a would-be given name, show an address or a firm: "Philip Bypass", "Russell Investments". */
const NOT_SURNAMES = new Set([
  ...STREET_WORDS,
  ...FIRM_WORDS,
  ...INSTITUTION_WORDS,
  ...('bypass cliffs flat flats union extension extensions ridge square heights hills crossing station village ' +
    'terrace circle loop plaza trail crescent mall manor meadows estates and sons').split(' '),
]);

/** Sticky copies of the name patterns, made once (`matchAt` sets where each starts before every try). */
interface Matchers {
  readonly name: RegExp;
  readonly header: readonly RegExp[];
}

function matchNameAt(at: Matchers, text: string, pos: number, header: boolean): Span | undefined {
  for (const re of header ? at.header : [at.name]) {
    const m = matchAt(re, text, pos);
    if (m) return cleanName(text, pos, pos + m[0].length);
  }
  return undefined;
}

function initialAt(text: string, pos: number): Span | undefined {
  const m = /^\p{Lu}\.(?![\p{L}\d]|\s*\p{Lu}\p{Ll})/u.exec(text.slice(pos, pos + 4));
  return m ? { start: pos, end: pos + 2 } : undefined;
}

function detectCued(at: Matchers, text: string, out: Candidate[], found: Candidate[], seen: GateWords): void {
  for (let k = 0; k < CUES.length; k++) {
    const cue = CUES[k]!;
    if (cue.gate?.open(seen) === false) continue;
    for (const m of CUE_ANCHORS[k]!.matchAll(text, seen)) {
      // "1737 Cheriton Dr Reuquen": "Dr" closing a street name, not a title.
      if (cue.title && closesStreetName(text, m.index)) continue;
      let span = matchNameAt(at, text, m.index + m[0].length, cue.header && m[0].includes(':'));
      // "Dr. J.", "Mr. W.": a title and an initial only.
      if (!span && cue.title) span = initialAt(text, m.index + m[0].length);
      if (!span || hasEponymFollower(text, span.end)) continue;
      // "Name:\nSignature:": a label left empty, with the next line's label under it; a word before a colon names a field.
      if (m[0].includes('\n') && /^[ \t]{0,2}:/.test(text.slice(span.end, span.end + 3))) continue;
      span = beforeFacility(text, span);
      if (!span) continue;
      const single = wordCount(text, span) === 1;
      const weak = cue.strength === 'weak' || (cue.strength === 'colon' && !m[0].includes(':'));
      const firstWord = text.slice(span.start, span.end).split(/[ ,\t]/)[0]!;
      if (!cue.title && isEponym(firstWord)) continue;
      // "seen by Coastal Orthopedic Associates": a firm, left to the institution detector.
      if (!cue.title && ORG_LAST_WORDS.has(text.slice(span.start, span.end).split(/[ \t]+/).at(-1)!.toLowerCase())) continue;
      // "Seen by Liver team", "seen by Transplant surgeon": a service named by its organ or field, not a person.
      if (!cue.title && SERVICE_AFTER_NAME.test(text.slice(span.end, span.end + 16))) continue;
      if (cue.signature === true && (single || !SIGNATURE_LINE_END.test(text.slice(span.end, span.end + 40)))) continue;
      if (weak && !isGiven(firstWord) && !kinFullName(text, cue, m[0], span)) continue;
      const c = { start: span.start, end: span.end, type: cue.type, score: weak ? (single ? TIER.weakest : TIER.cueName) : cue.score, rule: '' as const, anchored: cue.title };
      out.push(c);
      found.push(c);
    }
  }
  for (const m of allMatches(text, CREDENTIAL)) {
    const before = text.slice(Math.max(0, m.index - 48), m.index);
    const n = NAME_BEFORE.exec(before);
    // "3Ls NP", "2Ls NC": a word glued to a number is a unit, and NP there is nasal prongs.
    if (!n || /\d$/.test(before.slice(0, before.length - n[0].length))) continue;
    const span = cleanName(text, m.index - n[0].length, m.index);
    if (!span) continue;
    // "Baltimore, MD" is a city and a state, not Dr. Baltimore.
    const key = text.slice(span.start, span.end).toLowerCase();
    // "Duchenne DMD": an eponym alone before a credential-shaped abbreviation names a disease.
    if (CITIES.has(key) || US_STATES.has(key) || isEponym(key)) continue;
    // "114 Oak St, Quarnby, MD 21502": a town and its state's code before a ZIP code, an address's, not a clinician's.
    if (stateCodeBeforeZip(text, m.index + m[0].length, m[0])) continue;
    const c = { start: span.start, end: span.end, type: 'DOCTOR' as const, score: TIER.credentialAfterName, rule: 'name.credential' as const, anchored: false };
    out.push(c);
    found.push(c);
  }
}

/** Last words of firms and facilities that name cues reach: "seen by Coastal Orthopedic Associates". */
const ORG_LAST_WORDS = new Set([
  ...FIRM_WORDS,
  ...INSTITUTION_WORDS,
  ...JUSTICE_LAST_WORDS,
  ...'practice physicians pharmacy laboratory laboratories labs diagnostics clinics polyclinic polyclinics pediatrics paediatrics infirmary hospitals'.split(' '),
]);
/**
 * The name a cue reached, without the facility it runs into: "Pemberline, Hollowmere Family Practice" is a clinician
 * and a practice, so the name ends at the comma; "Rosendo Almario Memorial Hospital" is no one, and the facility rules
 * read it.
 */
function beforeFacility(text: string, span: Span): Span | undefined {
  const name = text.slice(span.start, span.end);
  const comma = name.indexOf(',');
  if (comma > 0 && FACILITY_AFTER_NAME.test(name.slice(comma + 1) + text.slice(span.end, span.end + 60))) return cleanName(text, span.start, span.start + comma);
  const after = text.slice(span.end, span.end + 60);
  return FACILITY_AFTER_NAME.test(after) || JUSTICE_AFTER_NAME.test(after) ? undefined : span;
}
/** A team or a role right after what a cue reached: "seen by Renal team", "evaluated by Vascular surgeon". */
const SERVICE_AFTER_NAME = /^[ \t]{1,2}(?:team|teams|service|services|surgeon|surgeons|surgery|consult|consultant|fellow|fellows|resident|residents|attending|intern|interns|staff|group|department|dept)\b/i;
/** After a signature name: the end of the line, or a comma and credentials ("Tobias Wren, RN, CDE"). */
const SIGNATURE_LINE_END = /^(?:,[^\r\n]*)?(?:\r?\n|$)/;

/**
 * "husband, Mateo Mendes", "daughter Anna Lee": after a kinship word, two or three capitalised words make a
 * name even when the given name is not in our list. Not after a colon ("Father: Colon Cancer" is a family
 * history line), not when the run goes on ("son Rose Garden Hospital"), never with an eponym.
 */
function kinFullName(text: string, cue: Cue, cueText: string, span: Span): boolean {
  if (cue.kin !== true || cueText.includes(':') || wordCount(text, span) < 2) return false;
  if (/^[ \t]+\p{Lu}/u.test(text.slice(span.end, span.end + 2))) return false;
  // "Family history: Father, Coronary Artery Disease; Brother, Lung Cancer" lists conditions, not people.
  if (FAMILY_HISTORY.test(lineBefore(text, span.start, 120))) return false;
  const words = text.slice(span.start, span.end).split(/[ \t]+/);
  return words.every((w) => {
    const lower = w.toLowerCase();
    return /^\p{Lu}\p{Ll}/u.test(w) && !notName(w) && !isEponym(w) && !CITIES.has(lower) && !CONDITION_WORDS.has(lower) &&
      !EPONYM_FOLLOWERS.has(lower) && !CONDITION_ENDING.test(lower);
  });
}

const FAMILY_HISTORY = /\b(?:family\s+(?:medical\s+)?history|fh|fhx|fam\s+hx)\b/;
/** Words of conditions and states written in title case after a relative: "Brother, Lung Cancer", "Father Deceased". */
const CONDITION_WORDS = new Set(
  ('cancer cancers carcinoma attack attacks failure diabetes diabetic mellitus type two one stroke strokes artery arterial ' +
    'coronary lung breast colon colorectal prostate ovarian cervical pancreatic skin kidney renal liver hepatic ' +
    'multiple sclerosis dementia asthma copd hypertension high cholesterol blood clot clots seizure seizures ' +
    'epilepsy depression anxiety bipolar schizophrenia alcohol alcoholism substance abuse use addiction ' +
    'obesity arthritis rheumatoid osteoporosis sickle thyroid glaucoma macular degeneration autism leukemia ' +
    'melanoma sudden cardiac death deceased died alive living well healthy unknown adopted none negative ' +
    'positive mi cad chf cva dvt pe afib disorder illness mental chronic acute early onset heart').split(' '),
);
/** Endings of condition names: "Nephrolithiasis", "Cardiomyopathy", "Leukemia". */
const CONDITION_ENDING = /(?:itis|oma|omas|osis|emia|aemia|pathy|algia|plasia|trophy|ectomy|otomy|ism|cele|iasis)$/;

const PLACE_PREFIX = /(?:\b(?:San|Santa|Saint|St\.?|Los|Las|El|Fort|Ft\.?|Port|Mount|Mt\.?|Lake|Cape|Point))[ \t]+$/;

interface Word {
  readonly index: number;
  readonly text: string;
  readonly lower: string;
}

/**
 * Capitalised words ("Smith", "Smith-Jones", "Élodie") that start a word (not the "Donald" of "McDonald"),
 * found once by a plain character scan and shared by three passes.
 */
function capitalisedWords(text: string, memo: TextMemo): Word[] {
  // A capitalised word glued to what precedes it ("McDonald", "e-Mail", "O'Brien") does not start a name: the
  // capitals after no letter, apostrophe, period or hyphen (core/text-memo.ts, read once for the families of a text).
  const words: Word[] = [];
  const n = text.length;
  const starts = memo.capitalStarts(text).words;
  // A "Σ" in such a word is its capital, followed by small letters: sliced from the lower-cased text, it is as alone.
  const lowered = memo.lowerCaseOf(text);
  let i = 0;
  for (let s = 0; s < starts.length; s++) {
    if (starts[s]! < i) continue;
    i = starts[s]!;
    let j = i + 1;
    while (j < n && isLowerCode(text.charCodeAt(j))) j++;
    if (j > i + 1 && codeAt(text, j) === 45 && j + 1 < n && isUpperCode(text.charCodeAt(j + 1))) {
      let k = j + 2;
      while (k < n && isLowerCode(text.charCodeAt(k))) k++;
      if (k > j + 2) j = k;
    }
    const c = j < n ? text.charCodeAt(j) : 32;
    if (j > i + 1 && !isUpperCode(c) && !isLowerCode(c)) {
      const word = text.slice(i, j);
      words.push({ index: i, text: word, lower: lowered !== undefined ? lowered.slice(i, j) : word.toLowerCase() });
    }
    i = Math.max(j, i + 1);
  }
  return words;
}

function detectGivenNames(at: Matchers, text: string, capWords: readonly Word[], out: Candidate[], found: Candidate[]): void {
  for (const m of capWords) {
    const lower = m.lower;
    if (!GIVEN_NAMES.has(lower) && !WORDLIKE_GIVEN_NAMES.has(lower)) continue;
    const span = matchNameAt(at, text, m.index, false);
    if (!span || span.start !== m.index || hasEponymFollower(text, span.end)) continue;
    // "San Francisco", "Santa Monica", "St. Louis": a place, not a person.
    if (PLACE_PREFIX.test(text.slice(Math.max(0, m.index - 7), m.index))) continue;
    const single = wordCount(text, span) === 1;
    if (single && (WORDLIKE_GIVEN_NAMES.has(lower) || /^['’]s\b/.test(text.slice(span.end, span.end + 3)))) continue;
    const words = text.slice(span.start, span.end).split(/[ \t]+/);
    if (!single && (isEponym(words.at(-1)!) || words.some((w) => NOT_SURNAMES.has(w.toLowerCase())))) continue;
    // "Plan: Will Monitor Closely": a modal before a plan verb, not a person.
    if (!single && MODAL_GIVEN_NAMES.has(lower) && PLAN_VERBS.has(words[1]!.toLowerCase())) continue;
    // "Martin Luther King Jr. Blvd": a street named after a person.
    const after = /^(?:[ \t]+(?:Jr|Sr)\.?)?[ \t]+([A-Z][A-Za-z]*)/.exec(text.slice(span.end, span.end + 16));
    if (after && NOT_SURNAMES.has(after[1]!.toLowerCase())) continue;
    const c = { start: span.start, end: span.end, type: 'PATIENT' as const, score: single ? TIER.lonelyName : TIER.givenAndSurname, rule: '' as const, anchored: false };
    out.push(c);
    if (!single) found.push(c);
  }
}

/** After a capitalised word: blanks, a capital and a period, then a break: " J." in "Smith J., ...". */
const INITIAL_AFTER = /^[ \t]+\p{Lu}\.(?=[\s,;:)?!'’]|$)/u;
/** What must come right before such a name: start of line, a comma or bracket, or a person word. */
const BEFORE_WORD_INITIAL = /(?:^|[,;(]|\b(?:pt|patient|for|like|of|with|named|re|to))[ \t]*$/i;
/** Capitalised words that take a letter without being names: "Vitamin D.", "Hepatitis B.", "Stage C.". */
const LETTERED = new Set(
  ('vitamin hepatitis type group class stage grade factor appendix plan part section phase level zone ' +
    'influenza strep streptococcus protein complex schedule table figure option exhibit category tier ' +
    'cluster list step lead leads ward wing block building floor room unit bay bed pod track item ' +
    'question answer note tab tablet column row series model version').split(' '),
);

/** "Smith J.", "Annette B." after a comma or a person cue: a surname or given name with an initial. */
function detectWordInitial(text: string, capWords: readonly Word[], out: Candidate[], found: Candidate[]): void {
  for (const w of capWords) {
    const end = w.index + w.text.length;
    const c = codeAt(text, end);
    if (c !== 32 && c !== 9) continue;
    const initial = INITIAL_AFTER.exec(text.slice(end, end + 8));
    if (!initial) continue;
    if (LETTERED.has(w.lower) || NOT_NAME_WORDS.has(w.lower) || isEponym(w.text) || CITIES.has(w.lower)) continue;
    if (!BEFORE_WORD_INITIAL.test(text.slice(Math.max(0, w.index - 10), w.index))) continue;
    const cand = { start: w.index, end: end + initial[0].length, type: 'PATIENT' as const, score: TIER.nameShape, rule: '' as const, anchored: false };
    out.push(cand);
    found.push(cand);
  }
}

/** Later mentions of a surname or given name already found with a cue: "Dr. Lee ... Lee advised". */
function propagate(text: string, capWords: readonly Word[], out: Candidate[], found: readonly Candidate[]): void {
  if (found.length === 0) return;
  const known = new Map<string, Person>();
  for (const f of found) {
    for (const w of text.slice(f.start, f.end).split(/[ ,\t]+/)) {
      const key = w.toLowerCase();
      if (w.length < 3 || /\.$/.test(w) || NOT_NAME_WORDS.has(key) || WORDLIKE_GIVEN_NAMES.has(key) || isEponym(w)) continue;
      if (!known.has(key) || f.type === 'DOCTOR') known.set(key, f.type as Person);
    }
  }
  for (const m of capWords) {
    const type = known.get(m.lower);
    if (type === undefined || hasEponymFollower(text, m.index + m.text.length)) continue;
    push(out, m.index, m.index + m.text.length, type, TIER.weakest);
  }
}

const NAME_STICKY = sticky(NAME_AT);
const MATCHERS: Matchers = { name: NAME_STICKY, header: [sticky(LAST_FIRST_AT), NAME_STICKY, sticky(ALL_CAPS_AT)] };

/** `only`: name.cued alone (none: every rule); the later rules read what the cues found. */
export function detectNames(text: string, out: Candidate[], seen: GateWords, only?: readonly PhiRuleId[]): void {
  const found: Candidate[] = [];
  const at = MATCHERS;
  if (only !== undefined && only.some((id) => id !== 'name.cued')) throw new Error('names: only name.cued is read alone');
  byRule(out, 'name.cued', () => detectCued(at, text, out, found, seen));
  if (only !== undefined) return;
  byRule(out, 'name.initial-surname', () => detectInitialSurname(INITIAL_SURNAME, text, out, found, seen));
  const capWords = capitalisedWords(text, seen.memo);
  byRule(out, 'name.given', () => detectGivenNames(at, text, capWords, out, found));
  byRule(out, 'name.word-initial', () => detectWordInitial(text, capWords, out, found));
  byRule(out, 'name.repeat', () => propagate(text, capWords, out, found));
}
