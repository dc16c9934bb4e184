// org.kind-noun, widened (fix22a): a school or a college named by English words alone, in any letter case, where a cue
// of belonging to it stands right before the name: a pupil's or a student's ("student at", "attends", "enrolled at",
// "in grade 9 at", "a senior at", "graduated"), a worker's ("teacher at", "driver for", "works at", "retired from") or a
// form's field ("School:", "College:", "Employer:"). "STUDENT AT X Y COMMUNITY COLLEGE", "bus driver for x y regional
// schools", "school: x y elementary, grade 6", "Graduated X High 2003". The kind-noun reading (place-kinds.ts) needs a
// word no English list holds; here the cue says an institution follows, and the name must still hold a word that is no
// kind of school and no generic word ("attends community college", "student at nursing school", "works at the high
// school", "teacher at local elementary" stay unread). The kinds of school and the describing words are taken whole
// from general English: every common word for a level, a subject, a faith, a funding or a time of day a school is
// named by.
import { push, type Candidate } from '../core/scan';
import { TIER } from '../core/tiers';
import type { WordClasses } from '../core/tokens';
import { WordAnchor } from '../core/word-anchors';
import type { GateWords } from '../core/word-gate';
import { wordCase } from '../core/word-runs';
import { GENERIC_LEFT } from '../vocab/org-words';

/** The cue, one to three name words and the school's kind word, in the note's own letter case (checked after). */
const CUED_SCHOOL = new RegExp(
  String.raw`\b(?:(?:students?|pupil|teacher|aide|para|paraprofessional|coach|counsel(?:l)?or|custodian|janitor|secretary|principal|librarian|cook|driver|freshman|sophomore|junior|senior)[ \t]{1,2}(?:at|for|of)` +
    String.raw`|(?:works?|worked|working|employed|job|volunteers?)[ \t]{1,2}(?:at|for|by)|attends|attended|enrolled[ \t]{1,2}(?:at|in)|graduated(?:[ \t]{1,2}from)?|retired[ \t]{1,2}from` +
    String.raw`|in[ \t]{1,2}(?:grade|gr\.?)[ \t]{1,2}\d{1,2}[ \t]{1,2}at|(?:school|college|employer)[ \t]{0,2}:)[ \t]{1,2}` +
    String.raw`((?:[\p{L}][\p{L}'’.-]{0,20}[ \t]{1,2}){1,3}?)` +
    String.raw`((?:community[ \t]{1,2}|junior[ \t]{1,2}|state[ \t]{1,2}|technical[ \t]{1,2})?college|university|academy|institute|preschool|pre-school|(?:day[ \t]{1,2})?nursery` +
    String.raw`|(?:public|regional|county|city|area|community|unified|independent|consolidated)[ \t]{1,2}schools?|schools?(?:[ \t]{1,2}district)?` +
    String.raw`|(?:elementary|middle|intermediate|high|junior[ \t]{1,2}high|primary|secondary)(?:[ \t]{1,2}school)?)(?![\p{L}\d-])`,
  'giu',
);
const CUED_SCHOOL_AT = new WordAnchor(
  CUED_SCHOOL,
  'student students pupil teacher aide para paraprofessional coach counselor counsellor custodian janitor secretary principal librarian cook driver freshman sophomore junior senior works work worked working employed job volunteer volunteers attends attended enrolled graduated retired in school college employer',
);

/**
 * Words that say what kind of school it is, not which: its level, subject, faith, funding, pupils or hours ("nursing
 * school", "christian academy", "night school", "state college"), besides the generic words of any organisation.
 */
const SCHOOL_KINDS: ReadonlySet<string> = new Set(
  ('nursing medical law dental graduate grad business art arts music dance drama film flight culinary cooking barber beauty ' +
    'cosmetology trade trades vocational technical tech charter private public catholic christian parochial jewish hebrew ' +
    'islamic religious bible baptist lutheran methodist prep preparatory boarding day night evening summer sunday weekend ' +
    'special alternative online virtual home local community state junior senior high middle elementary intermediate primary ' +
    'secondary nursery regional county city town area district unified independent consolidated military police fire ' +
    'driving language english sign deaf blind adult continuing education career magnet montessori kindergarten pre-k ' +
    'grade grammar high-school middle-school new old same other another different nearby research science sciences ' +
    'technology engineering performing fine liberal design cyber sped ed esl gifted remedial learning therapeutic treatment ' +
    'residential reform head start early childhood infant toddler after-school afterschool').split(' '),
);

export function detectCuedSchools(text: string, wc: WordClasses, out: Candidate[], seen: GateWords): void {
  for (const m of CUED_SCHOOL_AT.matchAll(text, seen)) {
    const name = m[1]!.trim().split(/[ \t]+/);
    const kind = m[2]!;
    const kindCase = wordCase(kind.replace(/[^\p{L}]/gu, '').slice(0, 6));
    if (kindCase === 'mixed') continue;
    // The name in the kind's letter case ("X Y High", "X Y COLLEGE", "x y schools"); a Title-case kind's name may hold
    // a small linking word ("X of the Y").
    if (!name.every((w) => wordCase(w) === kindCase || (kindCase === 'title' && wc.isStop(w.toLowerCase()) && w.length <= 3))) continue;
    const lows = name.map((w) => w.toLowerCase().replace(/[.'’]+$/, ''));
    // A sentence's end, a shorthand or a clinical word is no name's ("works at ER. College", "attends pt school").
    if (name.slice(0, -1).some((w) => w.endsWith('.')) || lows.some((w) => wc.isClinical(w) || (wc.isShorthand(w) && !wc.isEnglish(w)))) continue;
    if (wc.isStop(lows[0]!) || wc.isStop(lows[lows.length - 1]!)) continue;
    if (!lows.some((w) => !SCHOOL_KINDS.has(w) && !GENERIC_LEFT.has(w) && !wc.isStop(w) && !/^\d/.test(w))) continue;
    const end = m.index + m[0].length;
    push(out, end - m[1]!.length - kind.length + (m[1]!.length - m[1]!.trimStart().length), end, 'ORGANIZATION', TIER.placeWord);
  }
}
