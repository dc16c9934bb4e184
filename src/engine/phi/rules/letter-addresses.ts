// Address blocks of letters and signatures: the organisation on the line between a person's name and a street address
// (org.address-block), the person on the line above the street (person.address-block), and an organisation named with
// its street address after a place cue (org.before-address). Part of the letter-people family (letter-people.ts).
import { push, type Candidate } from '../core/scan';
import { TIER } from '../core/tiers';
import type { GateWords } from '../core/word-gate';
import type { WordClasses } from '../core/tokens';
import { WordAnchor } from '../core/word-anchors';
import { DOCTOR_TITLES, PERSON_TITLES } from '../vocab/people-words';
import { caseless, filledLines, NAME_LINE, OCCUPATION_ENDING, pushPerson, readRun } from './letter-names';
import { NOT_NAME_WORDS } from '../vocab/name-guards';
import { PRACTICE_CUE_WORDS } from '../vocab/facility-suffixes';
import { GENERIC_LEFT } from '../vocab/org-words';
import { CLINIC_SERVICES, STREET_WORDS, SURGERY_QUALIFIERS, SURGICAL_SPECIALTIES } from '../vocab/place-words';
import { CLINICIAN_ENDING, CLINICIAN_ROLES, OCCUPATIONS } from '../vocab/occupation-words';

/** Where an address block's street part starts: a house number and a name, a military or post-office box, a flat. */
const ADDRESS_LINE = /^[ \t]{0,4}(?:\d{1,6}[A-Za-z]?,?[ \t]{1,2}(?:\d{1,5}[A-Za-z]?[ \t]{1,2})?\p{Lu}\p{Ll}|(?:PSC|CMR|Unit|USNS|USNV|USS|USCGC|P\.?[ \t]?O\.?[ \t]{1,2}Box|Flat|Apt\.?|Apartment|Suite)[ \t]{1,2}[\p{L}\d]|[Tt]he[ \t]corner[ \t]of[ \t])/iu;
const TITLED_LINE = new RegExp(String.raw`^[ \t]{0,4}(?:${caseless([...DOCTOR_TITLES, ...PERSON_TITLES])})\.?[ \t]`, 'u');
/** A line that may name an organisation: one to six words, "&" and "and" between them, no digit or colon. */
const ORG_LINE = /^[ \t]{0,4}([\p{L}][\p{L}'’.&,-]{0,30}(?:[ \t]{1,2}[\p{L}&][\p{L}'’.&,-]{0,30}){0,5})[ \t]{0,2}$/u;
/** A person's name on its own line in lower case, as some signatures write it ("aksel kristensen"). */
const LOWER_NAME_LINE = /^[ \t]{0,4}(\p{Ll}{2,20}(?:[ \t]\p{Ll}\.?)?[ \t]\p{Ll}{2,20})[ \t]{0,2}$/u;

/** The person whose address it is: two or three name words alone on the line right above the street. */
export function namesAboveAddress(text: string, wc: WordClasses, out: Candidate[], blocks: AddressLines | null): void {
  if (!blocks) return;
  const { lines, street } = blocks;
  for (let i = 1; i < lines.length; i++) {
    if (!street[i]) continue;
    const [nameAt, nameLine] = lines[i - 1]!;
    if (text.slice(nameAt + nameLine.length, lines[i]![0]).split('\n').length > 3) continue;
    const n = NAME_LINE.exec(nameLine);
    const kinds = n ? readRun(n[1]!, wc) : null;
    if (!n || !kinds || kinds.length < 2) continue;
    // Under a person's name, the line above the street is their organisation (org.address-block's).
    if (i >= 2 && NAME_LINE.test(lines[i - 2]![1])) continue;
    const start = nameAt + nameLine.indexOf(n[1]!);
    pushPerson(out, start, n[1]!, kinds);
  }
}

/** A note's non-blank lines and which open an address (ADDRESS_LINE): read once for the two address-block rules. */
interface AddressLines { readonly lines: readonly [number, string][]; readonly street: readonly boolean[] }

export function addressLines(text: string): AddressLines | null {
  if (!text.includes('\n') || !/\d/.test(text)) return null;
  const lines = filledLines(text);
  // Pushed, not mapped: a `map` result is packed or holey by the tier that ran it, and the two readers
  // de-optimised ("wrong map") on meeting the other kind.
  const street: boolean[] = [];
  for (let i = 0; i < lines.length; i++) street.push(ADDRESS_LINE.test(lines[i]![1]));
  return { lines, street };
}

export function addressBlocks(text: string, wc: WordClasses, out: Candidate[], blocks: AddressLines | null): void {
  if (!blocks) return;
  const { lines, street } = blocks;
  for (let i = 1; i < lines.length; i++) {
    if (!street[i]) continue;
    const [orgAt, orgLine] = lines[i - 1]!;
    // The lines follow each other, a blank line between them at most.
    if (text.slice(orgAt + orgLine.length, lines[i]![0]).split('\n').length > 3) continue;
    // Above the organisation, a person's name (an addressee's or a signature's block); or nothing: the document's
    // first line over its street is its letterhead ("X Y Pediatric Therapy\n61 Z Street", fix21a), unless that line
    // is itself a person's name (person.address-block's).
    if (i === 1) {
      const asName = NAME_LINE.exec(orgLine);
      if (asName && readRun(asName[1]!, wc)) continue;
      // A letterhead's street is a street: a word of a street's kind or a box on it ("2 Walkers" under a heading is a count).
      if (!streetNamed(lines[1]![1])) continue;
    } else {
      const [, nameLine] = lines[i - 2]!;
      if (text.slice(lines[i - 2]![0] + nameLine.length, orgAt).split('\n').length > 3) continue;
      const name = NAME_LINE.exec(nameLine) ?? LOWER_NAME_LINE.exec(nameLine);
      if (!name || !readRun(name[1]!, wc)) continue;
    }
    const o = ORG_LINE.exec(orgLine);
    // A second person's line ("Dr Lena Roe") is no organisation; a name-shaped line under a name is one.
    if (!o || TITLED_LINE.test(orgLine)) continue;
    const org = o[1]!.replace(/[,]+$/u, '');
    const words = org.split(/[ \t]{1,2}/).filter((w) => w !== '&' && w.toLowerCase() !== 'and');
    const lows = words.map((w) => w.toLowerCase().replace(/[.,]+$/u, ''));
    // A job title, a department or a ward is no organisation: a word that names one, or only common words.
    const head = lows.at(-1)!;
    if (OCCUPATIONS.has(head) || CLINICIAN_ROLES.has(head) || CLINICIAN_ENDING.test(head) || OCCUPATION_ENDING.test(head)) continue;
    const practice = practiceNamed(lows, wc);
    if (!practice) {
      if (lows.every((w) => wc.isStop(w) || wc.isEnglish(w) || wc.isClinical(w) || NOT_NAME_WORDS.has(w))) continue;
      if (lows.some((w) => wc.isClinical(w) && !wc.isKnownName(w))) continue;
    }
    const start = orgAt + orgLine.indexOf(o[1]!);
    push(out, start, start + org.length, practice ? 'HOSPITAL' : 'ORGANIZATION', TIER.weakCue);
  }
}

/** A street's kind word on the line, or a box or a suite: "61 Alder Street", "8 Quay Rd, Suite 2", "PO Box 12". */
function streetNamed(line: string): boolean {
  if (/\b(?:box|suite|ste|unit|lot)\b/i.test(line)) return true;
  return line.split(/[^\p{L}]+/u).some((w) => STREET_WORDS.has(w.toLowerCase()));
}

/** The words of a facility's or a practice's kind, one by one: "Surgery", "Medical", "Dentistry", "Therapy", "Clinic". */
const PRACTICE_HEADS: ReadonlySet<string> = new Set(PRACTICE_CUE_WORDS);
/** What a department or a clinic is for: a specialty, a surgery's qualifier, a clinic's service. */
const SERVICE_WORDS: ReadonlySet<string> = new Set([...SURGICAL_SPECIALTIES, ...SURGERY_QUALIFIERS, ...CLINIC_SERVICES]);
/**
 * A practice named by its kind of care with a word of its own (fix21a): the last word a facility's or practice's kind,
 * and a word that is no kind of service, no clinical word and no stop word ("X Creek Family Medical", "Northern X Oral
 * & Maxillofacial Surgery"); a department ("Department of Cardiology", "Oral & Maxillofacial Surgery") names no one.
 */
function practiceNamed(lows: readonly string[], wc: WordClasses): boolean {
  if (lows.length < 2 || !PRACTICE_HEADS.has(lows.at(-1)!)) return false;
  return lows.some((w) => !GENERIC_LEFT.has(w) && !PRACTICE_HEADS.has(w) && !SERVICE_WORDS.has(w) && !wc.isClinical(w) && !wc.isStop(w) && !NOT_NAME_WORDS.has(w) && !OCCUPATIONS.has(w));
}

/** A place cue, a name, a comma and a street address: the name is the place's ("at Ostervald, 14 Mill Lane"). */
export const BEFORE_ADDRESS = /\b(?:at|to|from|visit|visiting|attend|attending)[ \t]{1,2}(\p{Lu}[\p{L}'’&-]{1,25}(?:[ \t]{1,2}(?:&[ \t]{1,2})?\p{Lu}[\p{L}'’&-]{1,25}){0,3}),[ \t]{1,2}(?=\d{1,5}[A-Za-z]?,?[ \t]{1,2}(?:\d{1,5}[ \t]{1,2})?\p{Lu}\p{Ll})/gu;

const BEFORE_ADDRESS_AT = new WordAnchor(BEFORE_ADDRESS, 'at to from visit visiting attend attending');
/**
 * The most code units from a BEFORE_ADDRESS match's start to its comma: the cue 9, two blanks, the name's first word
 * 26 letters (an astral letter is two code units: 52) and three more words of 2 + 3 + 52: 9 + 2 + 52 + 171.
 */
export const BEFORE_ADDRESS_WINDOW = 234;

/**
 * Where a comma stands before one or two blanks and a digit (",[ \t]{1,2}\d"), in order, read from where the note's
 * blanks stand before a digit (`blanks`: core/text-memo.ts, `blankDigits`): the comma is right before that blank or
 * before the blank before it.
 */
export function commaDigits(text: string, blanks: readonly number[]): number[] {
  const at: number[] = [];
  for (let k = 0; k < blanks.length; k++) {
    const q = blanks[k]!;
    const c = q >= 1 ? text.charCodeAt(q - 1) : -1;
    if (c === 44) at.push(q - 1);
    else if ((c === 32 || c === 9) && q >= 2 && text.charCodeAt(q - 2) === 44) at.push(q - 2);
  }
  return at;
}

/**
 * The matches of BEFORE_ADDRESS, tried only at cue words with a comma, blanks and a digit (`commas`: `commaDigits`)
 * after them, at most BEFORE_ADDRESS_WINDOW code units on: every match holds one there, its own comma.
 */
export function beforeAddresses(text: string, seen: GateWords, commas: readonly number[], window = BEFORE_ADDRESS_WINDOW): RegExpExecArray[] {
  if (commas.length === 0) return [];
  let k = 0;
  return BEFORE_ADDRESS_AT.matchAll(text, seen, (_text, p) => {
    while (k < commas.length && commas[k]! <= p) k++;
    return k < commas.length && commas[k]! - p <= window;
  });
}

export function orgsBeforeAddress(text: string, wc: WordClasses, out: Candidate[], seen: GateWords): void {
  for (const m of beforeAddresses(text, seen, commaDigits(text, seen.memo.blankDigits(text)))) {
    const name = m[1]!;
    const lows = name.split(/[ \t]{1,2}/).filter((w) => w !== '&').map((w) => w.toLowerCase());
    const d = wc.dicts;
    // A town before its street reads the other way round, and a setting ("at Home, 12 ...") names nothing.
    if (d.cities.has(lows.join(' ')) || d.countries.has(lows.join(' ')) || d.states.has(lows.join(' '))) continue;
    if (wc.isStop(lows[0]!) || NOT_NAME_WORDS.has(lows[0]!)) continue;
    if (lows.every((w) => wc.isEnglish(w) || wc.isClinical(w) || wc.isStop(w))) continue;
    const start = m.index + m[0].indexOf(name);
    push(out, start, start + name.length, 'ORGANIZATION', TIER.weakCue);
  }
}
