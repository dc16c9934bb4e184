// A patient's identification line, as referral letters, hospice admissions and ED records open: the name, a comma,
// the age (with the sex letter perhaps), a comma, and the record number, with its label or bare ("Re: Mrs Ab Cd, 93,
// CHI ...", "pt: ab cd, 93, ur ab0012345", "Ab Cd-Ef, 34M, ABC-1234567, HCN ..."). The age over 89 has no cue of its
// own there and a bare or lower-case record number no label rule reads: the line's shape is the evidence. The name must
// open the line (after a patient label or "Re:" perhaps) and read as a name, so a drug, a dose and a count
// ("Ondansetron 4 mg, 90, ...", "Room 12, 94, ...") do not match. fix13f, thirteenth round: own73 f1, own76 r10, own76 j2.
import { allMatchesAt, stickyOf } from '../core/all-matches';
import { push, type Candidate } from '../core/scan';
import { lineStartsOf } from '../core/text-memo';
import { TIER } from '../core/tiers';
import type { WordClasses } from '../core/tokens';
import { PERSON_TITLES, wordAlternation } from '../vocab/people-words';

const WORD = "[A-Za-z][A-Za-z'’]+(?:-[A-Za-z][A-Za-z'’]+)?";
/**
 * The line: an optional patient label, an optional honorific, two or three name words, the age and sex, then the record
 * number after a short label perhaps. The number needs five digits, letters before them allowed; a comma, a column gap or
 * the line's end (a CRLF one too) must follow it, so that a date or a measure is not read as one. One blank at most
 * before the comma or the end: two are the column gap already, so the blanks are never read as an unbounded run.
 */
export const PATIENT_LINE = new RegExp(
  String.raw`^[ \t]*(?:(?:re|pt|patient|name|client|resident)[ \t]{0,2}:[ \t]{0,3})?((?:${wordAlternation(PERSON_TITLES)})\.?[ \t]{1,2})?(${WORD}(?:[ \t]${WORD}){1,2}),[ \t]{1,2}` +
    String.raw`(\d{1,3})(?:[ \t]?(?:y|yo|yrs?))?(?:[ \t]?[mf])?,[ \t]{1,2}` +
    String.raw`(?:(?:ur|urn|mrn|chi|hosp(?:ital)?[ \t]no\.?|nhs[ \t]no\.?)[ \t]{0,2}[:#]?[ \t]{0,2})?([a-z]{0,4}-?\d{5,12})(?=[ \t]?(?:,|\r?$)|[ \t]{2})`,
  'gim',
);

/** PATIENT_LINE tried only where a line starts (its `^`: core/all-matches.ts, `allMatchesAt`). */
const PATIENT_LINE_AT = stickyOf(PATIENT_LINE);

/** A word of the name: no stop, clinical or shorthand word (an English word may be a name: "Mavis", "Oriel"). */
function nameWord(wc: WordClasses, word: string): boolean {
  const low = word.toLowerCase();
  return !wc.isStop(low) && !wc.isClinical(low) && !wc.isShorthand(low);
}

/** A patient line's age and record number, where each starts in the text. */
export interface PatientLine {
  readonly age: string;
  readonly ageFrom: number;
  readonly id: string;
  readonly idFrom: number;
}

/**
 * Every patient identification line of the text, read once for both of the line's rules. `lineStarts`: where the
 * text's lines start (the note's, kept in its memo: core/text-memo.ts).
 */
export function readPatientLines(text: string, wc: WordClasses, lineStarts?: readonly number[]): PatientLine[] {
  // The line needs an age between commas: "X, 93," or "X, 34M,". Most notes have none, and the regex is not tried.
  if (!/,[ \t]{1,2}\d{1,3}(?:[ \t]?(?:y|yo|yrs?))?(?:[ \t]?[mf])?,/i.test(text)) return [];
  const lines: PatientLine[] = [];
  for (const m of allMatchesAt(text, PATIENT_LINE_AT, lineStarts ?? lineStartsOf(text))) {
    const words = m[2]!.split(/[ \t]/).flatMap((w) => w.split('-'));
    if (!words.every((w) => nameWord(wc, w))) continue;
    // Without an honorific, one word at least must be a name a list holds or a word no list holds: "Wound Care, 12, ..." is no name.
    if (!m[1] && !words.some((w) => { const ev = wc.nameEvidence(w.toLowerCase()); return ev.knownNotEnglish || ev.unknown || wc.isGiven(w.toLowerCase()); })) continue;
    const age = m[3]!;
    const id = m[4]!;
    const ageFrom = m.index + m[0].indexOf(age, m[0].indexOf(m[2]!) + m[2]!.length);
    lines.push({ age, ageFrom, id, idFrom: m.index + m[0].length - id.length });
  }
  return lines;
}

/** The lines' ages over 89 (age.patient-line). */
export function pushPatientLineAges(lines: readonly PatientLine[], out: Candidate[]): void {
  for (const l of lines) {
    if (Number(l.age) >= 90 && Number(l.age) <= 119) push(out, l.ageFrom, l.ageFrom + l.age.length, 'AGE', TIER.headerField);
  }
}

/** The lines' record numbers (identifier.patient-line). */
export function pushPatientLineIds(lines: readonly PatientLine[], out: Candidate[]): void {
  for (const l of lines) push(out, l.idFrom, l.idFrom + l.id.length, 'MEDICALRECORD', TIER.labelledValue);
}
