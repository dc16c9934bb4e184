// The safety net of the clinical lists, applied to every rule's candidates before overlaps are settled.
import type { Candidate } from './scan';
import { TextMemo } from './text-memo';
import { CLINICAL_WORDS } from '../vocab/clinical-words';
import { DISEASE_FOLLOWERS, EPONYMS, hasEponymFollower } from '../vocab/name-guards';
import { DEVICE_HEADS, DEVICE_MAKERS, EPONYM_KINDS, PLACE_NAMED_GOODS, SCALE_HEADS, SCALE_NAMES } from '../vocab/named-eponyms';
import { CONTACT_PHRASES, KIN_WORDS } from '../vocab/people-words';

/** Types that name a person or a place: the ones a clinical word can be mistaken for. */
const NAMED_PLACE = new Set(['PATIENT', 'DOCTOR', 'HOSPITAL', 'LOCATION-OTHER', 'ORGANIZATION', 'CITY']);

/**
 * A name or place candidate made only of clinical words ("Neuro", "TSICU", "BB") or of one letter is
 * dropped, whichever rule proposed it. An anchored candidate stands: a title or credential says the word is
 * a name even when it is also an eponym or a clinical word ("Dr. Foley", "Dr. Parkinson"). So does a person named by
 * given names that are also eponyms right after a kin or contact word (`given`: the word lists' given names), when
 * no eponym's word follows: "son leopold visited", "friend quinton at bedside" (`kinNamesGiven`).
 */
export function onlyClinicalWords(text: string, c: Candidate, memo: TextMemo = new TextMemo(), given?: (low: string) => boolean): boolean {
  if (!NAMED_PLACE.has(c.type) || c.anchored === true) return false;
  const words = spanWords(text, c.start, c.end, memo);
  if (words.length === 0) return true;
  if (words.length === 1 && words[0]!.length === 1 && c.type !== 'PATIENT' && c.type !== 'DOCTOR') return true;
  if (!words.every((w) => CLINICAL_WORDS.has(w) || EPONYMS.has(w))) return false;
  return given === undefined || !kinNamesGiven(text, c, words, given);
}

/**
 * A kin or contact word (or phrase) right before a span, a colon, comma or dash allowed between: "son leopold", "friend:
 * Quinton". The blanks around the mark are one run where there is no mark, so that they are not split two ways.
 */
const KIN_BEFORE = new RegExp(String.raw`(?:^|[^A-Za-z'’-])(?:${[...KIN_WORDS, ...CONTACT_PHRASES].map((w) => w.replace(/ /g, '[ \\t]+')).join('|')})[ \t]*(?:[:,-][ \t]*)?$`, 'i');

/**
 * A person's name in a kin or contact slot whose words are given names and eponyms but no other clinical word
 * ("leopold", "quinton"), with no eponym's follower after it (a sign, a test, a manoeuvre, criteria, a scale, a
 * grade: hasEponymFollower): the slot names the person, not the sign. Read in the 32 characters before the span.
 */
function kinNamesGiven(text: string, c: Candidate, words: readonly string[], given: (low: string) => boolean): boolean {
  if (c.type !== 'PATIENT' && c.type !== 'DOCTOR') return false;
  if (!words.every((w) => !CLINICAL_WORDS.has(w) && given(w))) return false;
  if (hasEponymFollower(text, c.end)) return false;
  return KIN_BEFORE.test(text.slice(Math.max(0, c.start - 32), c.start));
}

/** Types a disease's eponym is mistaken for: people and places named like the person a disease is named after. */
const EPONYM_PRONE = new Set(['PATIENT', 'DOCTOR', 'CITY', 'STATE', 'COUNTRY', 'LOCATION-OTHER']);
/** A disease's, sign's or criteria's word right after a span, with or without a possessive between. */
const DISEASE_AFTER = new RegExp(String.raw`^(?:['’]s)?[ \t-]{1,2}(?:${[...DISEASE_FOLLOWERS].join('|')})\b`, 'i');

/**
 * Places (and the people some are named for) that name a virus, an encephalitis or a decision rule ("West Nile virus",
 * "Murray Valley encephalitis", "Epstein-Barr virus", "Rocky Mountain spotted fever", "Ottawa ankle rules", "Canadian
 * C-spine rule"): the word after the span says so, whether a place rule or a name rule read it.
 */
const PLACE_TERM_AFTER = /^(?:-like)?[ \t-]{1,2}(?:virus|viruses|encephalitis|spotted[ \t]fever|chromosome|translocation|(?:ankle|knee|foot|c-spine|cervical[ \t]spine|head[ \t]ct|sah|syncope)[ \t]rules?)\b/i;
const PLACE_TERM_PRONE = new Set([...EPONYM_PRONE, 'HOSPITAL']);
/**
 * Anatomy named "<part> of <eponym>" ("pouch of Douglas", "circle of Willis", "loop of Henle", "ampulla of Vater"): the
 * part word and "of" before a span make it an eponym, whatever a residence or name rule read there.
 */
const ANATOMY_BEFORE = /\b(?:pouch|circle|loop|ampulla|canal|islets?|ligament|foramen|duct|triangle|crypts?|organ|sphincter|space|tubercle|recess)[ \t]of[ \t](?:the[ \t])?$/i;
/** The discharge summary's heading "Brief Hospital Course" read as a hospital's name by its facility word. */
const COURSE_HEADING = /^brief[ \t]hospital$/i;

/**
 * A named score or rule whose first word is a place or a person's name, one or two words before its head: "Nottingham
 * Hip Fracture Score", "Ottawa ankle rules", "Canadian C-spine rule", "Charlson Comorbidity Index". Only blanks and
 * hyphens between and no small word or "pain", "risk", "total" there, so "Boston, pain score 5" keeps its town and "spoke
 * with Jane Roe re score" its person; not "scale" ("per U Maryland scale" names a place).
 */
const SCORE_NAMED_AFTER =
  /^(?:[ \t-]{1,2}(?!(?:re|and|or|the|a|an|for|with|his|her|their|about|regarding|to|on|at|in|of|by|pain|risk|total)\b)[A-Za-z][A-Za-z0-9]{0,14}){1,2}[ \t-]{1,2}(?:score|index|rules?|classification|criteria)\b/i;

/**
 * A person's name that heads a scale, a regimen, a form, a drain or a skin or fracture type, up to three words before
 * it: "Boston Bowel Preparation Scale", "Pritchard regimen", "Vanderbilt forms", "Jackson-Pratt drain", "Fitzpatrick
 * type I" (fixE, eleventh round). Read for people only, and a scale only with its capital (a named scale's title),
 * since a place heads a scale too ("per U Maryland scale", where a name rule may read the place); only blanks, hyphens
 * and capitalised words between, and a Roman numeral after "type", so "Ann Roe, type 2 diabetic" and "Ann signed the
 * forms" stand. A pharmacy's blister pack named for its maker ("Webster pack", "Webster-pak": fix13b, thirteenth round)
 * is such a tool too. So is a protocol, a pathway, an algorithm or a nomogram named for its author or its hospital's town,
 * perhaps with "-style" or "-based" between ("per Portland protocol", "PER EDMONTON-STYLE PROTOCOL", "per Yale insulin
 * Protocol"; fix23c, own122 caps-csru-cabg, own126 csru-cabg-lower-runon, own130 csru-cabg-lower, own132 cvicu-cabg-caps).
 */
const PERSON_TOOL_AFTER =
  /^(?:[ \t-]{1,2}[A-Z][A-Za-z0-9]{0,14}|-(?:style|type|based|like|modified)){0,3}[ \t-]{1,2}(?:Scales?|SCALES?|[Rr]egimens?|REGIMENS?|[Ff]orms|FORMS|[Dd]rains?|DRAINS?|[Pp]ack|PACK|[Pp]aks?|PAKS?|[Tt]ype[ \t](?:I|II|III|IV|V|VI)\b|[Pp]rotocols?|PROTOCOLS?|[Pp]athways?|PATHWAYS?|[Aa]lgorithms?|ALGORITHMS?|[Nn]omograms?|NOMOGRAMS?)(?![A-Za-z])/;

/** A person's name heading a scale, a regimen, a protocol or another tool named for them, right after `end`. */
export function personToolAfter(text: string, end: number): boolean {
  return PERSON_TOOL_AFTER.test(text.slice(end, end + 64));
}
const PERSON_PRONE = new Set(['PATIENT', 'DOCTOR']);
/**
 * A town the lists know, as one word right before a protocol's, a pathway's, an algorithm's or a nomogram's word: the
 * tool is named for it ("per portland protocol", "EDMONTON-STYLE PROTOCOL"), whichever place or facility rule read the
 * town (fix23c). A facility's name of more words stays ("per Mercy Hospital protocol").
 */
const TOWN_TOOL_AFTER = /^(?:-(?:style|type|based|like|modified))?[ \t-]{1,2}(?:protocols?|pathways?|algorithms?|nomograms?)(?![A-Za-z])/i;
const TOWN_TOOL_PRONE = new Set(['CITY', 'STATE', 'LOCATION-OTHER', 'HOSPITAL', 'ORGANIZATION']);
/**
 * A device's, a grade's or a triage system's word right after a name or town: "Hudson mask", "Salem sump",
 * "Jackson-Pratt drain", "Mac blade", "Cormack-Lehane grade 1", "Manchester Triage category" (hardneg21). Words a
 * person's name or a town is not followed by in a sentence; "triage" only before its category, scale or level ("Jones
 * triage nurse" names a nurse). A hyphen only with no blank around it ("Roe - mask on" keeps Roe), and no possessive
 * ("Harrow's drain site" is a person's drain).
 */
const DEVICE_AFTER =
  /^(?:[ \t]{1,2}|[-‐–](?:[A-Za-z]{3,15}[ \t]{1,2})?)(?:masks?|sumps?|drains?|blades?|classification|grade|grading|triage[ \t]{1,2}(?:category|categories|system|scale|score|level|tool|priority|code|colou?r))\b/i;
const DEVICE_PRONE = new Set(['PATIENT', 'DOCTOR', 'CITY', 'LOCATION-OTHER']);
/**
 * A formula's, a disease's or a syndrome's double eponym, whose second name is read as a surname ("Cockcroft-Gault
 * clearance", "(Kimmelstiel-Wilson)"): fix13f, thirteenth round, own59 i2, own69 c1, own71 c1, own76 r6. Narrow on
 * purpose: "Bell-" or "Pratt-" opens a double-barrelled surname. Wolff, Ehlers, Legg and Osgood are surnames too, so a
 * double-barrelled name opening with one loses its second half here unless a title anchors it (c.anchored).
 */
const DOUBLE_EPONYM_BEFORE =
  /\b(?:cockcroft|kimmelstiel|creutzfeldt|guillain|ehlers|sturge|osgood|henoch|churg|wolff|legg|weil|kleihauer|ziehl|blalock|spetzler|zollinger|peutz|klippel|wiskott|chediak|lesch|prader|beckwith|dandy|budd|charcot)[-‐–]$/i;

/**
 * A heart valve's or a cardiac device's maker, named in brackets or after "with" right after the valve replaced or the
 * device put in ("AVR (ST JUDE)", "MVR (St Jude mechanical)", "PPM (Boston Scientific)"), or just before the valve or
 * device ("a St. Jude mechanical valve", "Medtronic ICD"; not its clinic, "X pacemaker clinic"): a maker, not the
 * hospital or town its name also is (fix19d, own106 csru-cabg-mvr, own63 a4-csru, own69 a5-csru).
 */
const DEVICE_MAKER_BEFORE =
  /\b(?:[amtp]vr|savr|tavr|tavi|valves?|ppm|icd|aicd|pacemaker|pacer|crt-?[dp]|defibrillator)[ \t]{0,2}(?:\(|w\/|with[ \t])[ \t]{0,2}$/i;
const DEVICE_MAKER_AFTER =
  /^[ \t]{1,2}(?:mechanical|tissue|porcine|bovine|pericardial|bioprosthe(?:sis|tic)|prosthe(?:sis|tic)|valves?|ppm|icd|aicd|pacemaker|pacer|crt-?[dp]|defibrillator)\b(?![ \t]{1,2}(?:clinic|program|programme|cent(?:er|re)|team|service|device[ \t]clinic)\b)/i;
const MAKER_PRONE = new Set(['HOSPITAL', 'ORGANIZATION', 'CITY']);
/** A province's plan named by its code before the card's number sign ("PEI Health #: 0004 ...", "NU Health Care # 118 ..."): a label (fix19d). */
export const PROVINCE_PLAN = /^(?:AB|BC|MB|SK|ON|QC|NB|NS|PE|PEI|NL|NT|NU|YT)[ \t](?:health(?:[ \t]care)?)$/i;
/** The only lengths a PROVINCE_PLAN span has ("ON health", "PEI health", "NU health care", "PEI health care"): tested before the slice. */
export const PROVINCE_PLAN_LENGTHS: ReadonlySet<number> = new Set([9, 10, 14, 15]);
const PLAN_NUMBER_AFTER = /^[ \t]{0,2}(?:card[ \t]{0,2})?(?:#|no\.|number\b)/i;

/**
 * A name or place candidate that a disease's, sign's or criteria's word follows: an eponym, unless a title anchors it.
 * `isPlace` (the dictionaries' towns, states and countries, lower-cased) lets a person rule's reading of a place before
 * goods named after it go too ("Brazil nuts": namedTermBeforeHead).
 */
export function namesAnEponym(text: string, c: Candidate, isPlace?: (low: string) => boolean): boolean {
  if (c.anchored === true) return false;
  if (PERSON_PRONE.has(c.type) && personToolAfter(text, c.end)) return true;
  if (TOWN_TOOL_PRONE.has(c.type) && TOWN_TOOL_AFTER.test(text.slice(c.end, c.end + 40)) && (isPlace?.(text.slice(c.start, c.end).toLowerCase()) ?? false)) return true;
  if (DEVICE_PRONE.has(c.type) && DEVICE_AFTER.test(text.slice(c.end, c.end + 48))) return true;
  if (PERSON_PRONE.has(c.type) && DOUBLE_EPONYM_BEFORE.test(text.slice(Math.max(0, c.start - 14), c.start))) return true;
  if (EPONYM_PRONE.has(c.type) && (namedTermBeforeHead(text, c, isPlace) || namedScaleAhead(text, c))) return true;
  if ((EPONYM_PRONE.has(c.type) || MAKER_PRONE.has(c.type)) && makerBeforeDevice(text, c)) return true;
  if (EPONYM_PRONE.has(c.type) && (eponymWordAfter(text, c.end) || ANATOMY_BEFORE.test(text.slice(Math.max(0, c.start - 24), c.start)))) return true;
  // The saint's name of a maker read as a person's ("AVR (St. Jude mechanical)": "Jude").
  if (PERSON_PRONE.has(c.type) && /\b(?:st\.?|saint)[ \t]$/i.test(text.slice(Math.max(0, c.start - 7), c.start)) && DEVICE_MAKER_AFTER.test(text.slice(c.end, c.end + 24))) return true;
  if (MAKER_PRONE.has(c.type) && PROVINCE_PLAN_LENGTHS.has(c.end - c.start) && PROVINCE_PLAN.test(text.slice(c.start, c.end)) && PLAN_NUMBER_AFTER.test(text.slice(c.end, c.end + 16))) return true;
  if (MAKER_PRONE.has(c.type) && (DEVICE_MAKER_BEFORE.test(text.slice(Math.max(0, c.start - 16), c.start)) || DEVICE_MAKER_AFTER.test(text.slice(c.end, c.end + 24)))) return true;
  if (!PLACE_TERM_PRONE.has(c.type)) return false;
  return PLACE_TERM_AFTER.test(text.slice(c.end, c.end + 24)) || (c.type === 'HOSPITAL' && /^[ \t]course\b/i.test(text.slice(c.end, c.end + 8)) && COURSE_HEADING.test(text.slice(c.start, c.end)));
}

/** The word right after a span, past a possessive and one or two blanks or hyphens ("Wharton's jelly", "Geiger counter"). */
const WORD_AFTER = /^(['’]s?)?[ \t-]{1,2}([A-Za-z]+)/;
const PLACE_ONLY = new Set(['CITY', 'STATE', 'COUNTRY', 'LOCATION-OTHER']);

/**
 * An eponym or a maker's name that is also a person's name, right before a head word of its own kind
 * (vocab/named-eponyms.ts): "Achilles tendon", "Fontan circulation", "Ivor Lewis oesophagectomy", "Geiger counter",
 * "Stryker bed" (hardneg22). Every word of the span (three at most) is a name of that kind or an eponym (EPONYMS), so
 * "Ann Roe tendon repair" keeps its person. And a town, state or country right before goods named after a place, with
 * no possessive ("Brazil nut allergy", "Brussels sprouts", "Texas catheter"): no place a person lives or goes, nor a
 * person, when a person rule read the place's name ("and Brazil nuts").
 */
function namedTermBeforeHead(text: string, c: Candidate, isPlace?: (low: string) => boolean): boolean {
  const m = WORD_AFTER.exec(text.slice(c.end, c.end + 40));
  if (m === null) return false;
  const head = m[2]!.toLowerCase();
  if (m[1] === undefined && PLACE_NAMED_GOODS.has(head)) {
    if (PLACE_ONLY.has(c.type) || (isPlace?.(text.slice(c.start, c.end).toLowerCase()) ?? false)) return true;
  }
  const words = text.slice(c.start, c.end).toLowerCase().split(/[^a-z'’]+/).map((w) => w.replace(/['’]s?$/, '')).filter((w) => w.length > 0);
  if (words.length === 0 || words.length > 3) return false;
  return EPONYM_KINDS.some((k) => k.heads.has(head) && words.every((w) => k.names.has(w) || EPONYMS.has(w)));
}

/** A word between a scale's name and its head: letters and inner hyphens, no small word of a sentence. */
const SCALE_GAP_WORD = /^(?!(?:re|and|or|the|a|an|for|with|his|her|their|about|regarding|to|on|at|in|of|by|from|is|was|has|had)$)[A-Za-z][A-Za-z-]{0,19}$/i;

/**
 * A person's or a place's name that heads a scale, a score, criteria, a class or a staging system, its head word right
 * after it or up to three words on, only blanks and hyphens between ("Richmond agitation scale -1", "Boston bowel prep
 * scale 8", "Glasgow-Blatchford scores", "Wells score 1"): every word of the span is such a name (SCALE_NAMES) or an
 * eponym, so "Ann Roe, pain score" and "lives in Richmond, score 3" keep their person and town (hardneg23).
 */
function namedScaleAhead(text: string, c: Candidate): boolean {
  const words = text.slice(c.start, c.end).toLowerCase().split(/[^a-z'’]+/).map((w) => w.replace(/['’]s?$/, '')).filter((w) => w.length > 0);
  if (words.length === 0 || words.length > 3 || !words.every((w) => SCALE_NAMES.has(w) || EPONYMS.has(w))) return false;
  const m = /^(?:['’]s)?((?:[ \t-]{1,2}[A-Za-z][A-Za-z-]{0,19}){1,4})/.exec(text.slice(c.end, c.end + 96));
  if (m === null) return false;
  const after = m[1]!.split(/[ \t]+|(?<=[A-Za-z])-(?=[A-Za-z])|^-/).filter((w) => w.length > 0);
  for (const w of after) {
    if (SCALE_HEADS.has(w.toLowerCase())) return true;
    if (!SCALE_GAP_WORD.test(w)) return false;
  }
  return false;
}

/** A device maker's name at the start of a span (DEVICE_MAKERS), longest first. */
const MAKER_AT = new RegExp(String.raw`^(?:${[...DEVICE_MAKERS].sort((a, b) => b.length - a.length).map((m) => m.replace(/[.&]/g, (x) => `\\${x}`).replace(/ /g, String.raw`[ \t]{1,2}`)).join('|')})(?![A-Za-z])`, 'i');
/** A product's name between a maker and what it makes: a capital or a digit first ("Libre", "G7", "Respironics"). */
const PRODUCT_WORD = /^[A-Z0-9][A-Za-z0-9-]{0,14}$/;

/**
 * A device maker's name, or the person's or town's name it holds ("Boston" of "Boston Scientific"), before what it makes,
 * up to two product words between: "Boston Scientific lead", "Abbott Libre sensor", "Philips Respironics CPAP" (hardneg23).
 * The span lies inside the maker's name, so "Ann Abbott pump check" and "Boston MA" keep their person and town.
 */
function makerBeforeDevice(text: string, c: Candidate): boolean {
  // The saint's name of a maker read alone ("St Jude Medical ICD": "Jude"): the maker starts at the saint's word.
  const saint = /(?:^|[^A-Za-z])((?:st\.?|saint)[ \t]{1,2})$/i.exec(text.slice(Math.max(0, c.start - 8), c.start));
  const from = saint === null ? c.start : c.start - saint[1]!.length;
  const m = MAKER_AT.exec(text.slice(from, from + 40));
  if (m === null || from + m[0].length < c.end) return false;
  const after = text.slice(from + m[0].length, from + m[0].length + 48);
  if (!/^[ \t]/.test(after)) return false;
  const next = after.trim().split(/[ \t]+/).slice(0, 3);
  for (const w of next) {
    const word = w.replace(/[.,;:)]+$/, '');
    if (DEVICE_HEADS.has(word.toLowerCase())) return true;
    if (!PRODUCT_WORD.test(word) || word !== w) return false;
  }
  return false;
}

/**
 * A disease's, sign's or criteria's word right after `end`. The rules that learn names for their repeat pass ask it
 * too, so that a name this guard drops later ("per Ross River virus") is not learnt and found again alone ("Ross").
 */
export function eponymWordAfter(text: string, end: number): boolean {
  const after = text.slice(end, end + 48);
  return DISEASE_AFTER.test(after) || SCORE_NAMED_AFTER.test(after);
}

/**
 * The lower-cased words of [start, end): runs of letters and apostrophes. Letters of any script: a Greek or Cyrillic
 * name ("ΛΕΥΚΩΣΙΑ", "Олена") is words, not an empty span. Most spans are ASCII: read by hand, each word sliced from
 * the lower-cased note (core/text-memo.ts), where ASCII letters lower-case as they do alone.
 */
function spanWords(text: string, start: number, end: number, memo: TextMemo): string[] {
  const words: string[] = [];
  const lower = memo.lowerCaseOf(text);
  let from = -1;
  for (let i = start; i <= end; i++) {
    const c = i < end ? text.charCodeAt(i) : 32;
    if (c >= 128) return text.slice(start, end).toLowerCase().split(/[^\p{L}']+/u).filter((w) => w.length > 0);
    const inWord = (c >= 97 && c <= 122) || (c >= 65 && c <= 90) || c === 39;
    if (inWord && from < 0) from = i;
    else if (!inWord && from >= 0) {
      words.push(lower !== undefined ? lower.slice(from, i) : text.slice(from, i).toLowerCase());
      from = -1;
    }
  }
  return words;
}
