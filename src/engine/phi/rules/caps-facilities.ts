// Facilities and payers named on a line written in capitals: a letterhead ("MERCY HOLLOW REGIONAL MEDICAL CENTER"),
// a transfer form's fields ("FROM: PINE HOLLOW REGIONAL MEDICAL CTR, ED", "INS: MEDICARE, SECONDARY KEYSTONE PRAIRIE
// HEALTH PLAN"). The capitalised family reads such lines lower-cased (a capital says nothing there), and the note
// family needs a cue verb before the name, so a name on a field or heading line was read by neither.
//
// The facility word is the anchor: the name is grown leftwards over capitalised words, never across a line break,
// punctuation or a cue word, and at least one of its words must be no clinical, stop or describing word. What
// follows the facility word must close the name (the line's end, punctuation, a unit or a preposition), so that
// "HOSPITAL COURSE" or "CLINIC VISIT" is a heading, not a name.
//
// Imaging centres, specialty groups and health systems head their reports and letters in capitals too ("LAKEVIEW
// DIAGNOSTIC IMAGING - TALLWOOD", "HARLOW RIDGE UROLOGY ASSOCIATES, PLLC", "X HEALTH CARE SYSTEM - Y DIVISION"). Their
// kind words also name a department or a line of a report ("DIAGNOSTIC IMAGING", "CARDIOLOGY ASSOCIATES"), so they
// are read only where a letterhead puts a name: opening its line (or a form field's value), with a naming word.
import type { KnownPhiType } from '../../../deid/phi-types';
import { push, shortLineAround, type Candidate } from '../core/scan';
import { TIER } from '../core/tiers';
import type { WordClasses } from '../core/tokens';
import { wordGate, type GateWords } from '../core/word-gate';
import { WordAnchor } from '../core/word-anchors';
import { lexiconWords } from '../core/tokens';
import { CLINIC_SERVICES, FACILITY, NOT_FACILITY_NAME } from '../vocab/place-words';

/** Facility and payer words as a capitals line writes them; found case-sensitively, so a mixed-case note pays little. */
const CAPS_FACILITY = /\b(?:(HOSPITALS?|INFIRMARY|POLYCLINIC|CLINIC|INSTITUTE|MEDICAL (?:CENTER|CENTRE|CTR)|HEALTH (?:CENTER|CENTRE|SCIENCES CENTRE)|HSC|FAMILY (?:MEDICINE|PRACTICE)|MEMORIAL HOSPITAL)|(HEALTH PLAN|AIR MEDICAL|MEDICAL AID|HEALTH FUND)|(IMAGING|HEALTH ?CARE SYSTEM|HEALTH SYSTEM|ASSOCIATES|SPECIALISTS))\b/g;
/** Before a letterhead's name: the line's start, or a form field's label and colon ("TO: "). */
const HEAD_START = /^(?:[A-Z][A-Z /]{0,20}:[ \t]{1,3}|VA[ \t])?$/;
/**
 * Words that say which service a letterhead kind offers, not whose it is: a specialty ("GASTROENTEROLOGY",
 * "ORTHOPAEDIC"), an organ or a modality, so "INTERVENTIONAL RADIOLOGY ASSOCIATES" names no one.
 */
const SERVICE_WORD = /^(?:\p{L}+(?:olog(?:y|ic|ical|ists?)|iatrics?|iatric|p(?:a)?edics?|p(?:a)?edic|ics)|diagnostic|interventional|advanced|digital|open|mobile|outpatient|breast|women|womens|medical|surgical|medicine|physicians|health|spine|sleep|vein|vascular|heart|kidney|cancer|eye|skin|bone|joint)$/u;
/** What may follow the facility word and close its name: the line's end, punctuation, a unit, a preposition. */
const CLOSES_NAME = /^(?:[ \t]{0,4}(?:$|[\r\n,.;:()/-])|[ \t]{1,2}(?:ED|ER|EW|A&E|ICU|CCU|MICU|SICU|CVICU|NICU|PICU|ON|FOR|AT|IN|AND|WITH|VIA|TO|FROM|BY)\b)/;
/** One word of a name in capitals: letters, an apostrophe, a period of "ST.", a hyphen or "&". */
const CAPS_WORD = /^(?:[A-Z][A-Z'’.-]{0,24}|&)$/;
/** Words that end a name on its left: cues, titles, fields and the words a form puts before a value. */
const LEFT_STOPS = new Set([
  ...NOT_FACILITY_NAME,
  'pt', 'dr', 'md', 'ins', 'secondary', 'primary', 'pcp', 'via', 'per', 'called', 'calls', 'notified', 'spoke', 'report', 'family',
]);
/** Kinds of public hospital written between a hospital's name and its facility word. */
const HOSPITAL_KINDS: ReadonlySet<string> = new Set(['teaching', 'specialist', 'district', 'mission', 'cottage', 'base', 'referral', 'general', 'regional', 'community', 'university', 'state', 'federal', 'provincial', 'government', 'civil', 'rural']);
const GATE = wordGate('hospital hospitals infirmary polyclinic clinic institute medical health healthcare family memorial air hsc imaging associates specialists');
/** Tried only where a run of letters starts with a facility word (core/word-anchors.ts), not at every position. */
const CAPS_FACILITY_AT = new WordAnchor(CAPS_FACILITY, 'hospital hospitals infirmary polyclinic clinic institute medical health healthcare family memorial air hsc imaging associates specialists');
const MAX_WORDS = 5;
/** The concept lexicon's single words ("anticoagulation", "wound"): what a department is named by. */
const LEXICON_WORDS: ReadonlySet<string> = lexiconWords();
/** Facility words that also name a department ("ANTICOAGULATION CLINIC"): their name needs a word no English list holds. */
const DEPARTMENT_WORDS = new Set(['CLINIC', 'INSTITUTE']);

export function detectCapsFacilities(text: string, wc: WordClasses, out: Candidate[], seen: GateWords): void {
  if (!GATE.open(seen)) return;
  for (const m of CAPS_FACILITY_AT.matchAll(text, seen)) {
    // Only a line written wholly in capitals, of 400 characters at most: elsewhere the capitalised family reads the name
    // as written. The line is read within those 400 either way (a long line of facilities stays linear).
    const line = shortLineAround(text, m.index, m.index, 400);
    if (line === undefined || /[a-z]/.test(text.slice(line[0], line[1]))) continue;
    const lineStart = line[0];
    const end = m.index + m[0].length;
    if (!CLOSES_NAME.test(text.slice(end, end + 8))) continue;
    const start = nameStart(text, lineStart, m.index, wc, DEPARTMENT_WORDS.has(m[0]), m[0] === 'HSC');
    if (start < 0) continue;
    if (m[3] !== undefined && !(HEAD_START.test(text.slice(lineStart, start)) && namesOwner(text.slice(start, m.index), wc))) continue;
    const type: KnownPhiType = m[2] !== undefined ? 'ORGANIZATION' : 'HOSPITAL';
    push(out, start, end, type, TIER.facilitySuffix);
  }
}

/** Where the name before the facility word starts, or -1 when no word of it names. */
function nameStart(text: string, lineStart: number, at: number, wc: WordClasses, unknownWord: boolean, placeWord = false): number {
  let start = at;
  let naming = false;
  for (let n = 0; n < MAX_WORDS; n++) {
    // One blank between words; a second blank, a tab or a field's colon ends the name.
    if (start - 1 <= lineStart || text.charAt(start - 1) !== ' ') break;
    const wordEnd = start - 1;
    const wordStart = Math.max(text.lastIndexOf(' ', wordEnd - 1) + 1, lineStart);
    const word = text.slice(wordStart, wordEnd);
    // A period ends a sentence ("APPROPRIATE. COOPERATIVE"), except after an abbreviation or an initial ("ST.", "J.").
    if (!CAPS_WORD.test(word) || /[A-Z]{4,}\.$/.test(word)) break;
    const low = word.toLowerCase().replace(/['’]s$/, '').replace(/\.$/, '');
    // "OSUN STATE TEACHING HOSPITAL", "KWARA STATE SPECIALIST HOSPITAL": the kind of public hospital belongs to the
    // facility word; a naming word must still come before it ("THE DISTRICT HOSPITAL", "TO STATE HOSPITAL" name none).
    if (HOSPITAL_KINDS.has(low)) {
      start = wordStart;
      continue;
    }
    if (LEFT_STOPS.has(low)) break;
    // "TRANSFERRED", "ADMITTED", "CALLING": a verb before the name is the sentence's, not the name's.
    if (/(?:ED|ING)$/.test(word) && low.length > 4 && wc.isEnglish(low)) break;
    // "HSC" is a health sciences centre after its town ("THUNDER BAY REGIONAL HSC") and a stem cell after a clinical
    // word ("ALLOGENEIC HSC"): a place's word must name it.
    if (low.length >= 3 && !describes(low, wc) && (placeWord ? wc.startsPlace(low) : !unknownWord || wc.nameEvidence(low).notEnglishName)) naming = true;
    start = wordStart;
  }
  return naming ? start : -1;
}

/** A letterhead kind's name has a word of its own beyond the service it offers. */
function namesOwner(words: string, wc: WordClasses): boolean {
  return words.split(/[ \t]+/).some((w) => {
    const low = w.toLowerCase().replace(/['’]s$/, '');
    return low.length >= 3 && !SERVICE_WORD.test(low) && !describes(low, wc);
  });
}

/** A word that says what kind of place or service it is rather than which one: clinical, a service, a facility word. */
function describes(low: string, wc: WordClasses): boolean {
  return wc.isClinical(low) || wc.isStop(low) || CLINIC_SERVICES.has(low) || FACILITY.has(low) || LEXICON_WORDS.has(low);
}
