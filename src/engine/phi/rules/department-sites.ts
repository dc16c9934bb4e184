// facility.department-site: the hospital a UK or Commonwealth letter names by its site's short name after a
// department or a team and a comma, with no facility word: a referral's "To: Colorectal 2WW, X", "To: Colorectal team,
// X, Town", a clinic letter's second letterhead line "Respiratory Medicine, X, Town" or "Diabetes Centre, X, Town
// PO1 2ST". NHS trusts run several sites and call each by its place name alone ("Aintree", "Raigmore"), so the
// department before the comma is what says the word after it is a hospital.
// The department must be one: clinical or department words only ("Colorectal 2WW", "Respiratory Medicine", "Diabetes
// Centre"), so that a practice's or a hospital's own name before a comma ("X Surgery, Town", "X Hospital, Town") is
// left to the rules that read it, and the site must close its line, its column or come before the town's comma; a
// street, a level, a ward, a person's title, a clinical or stop word, English words that name no place or person, or a
// town the gazetteers hold closing the line (the department's town, not its site) is left alone.
import { matchAt, push, sticky, type Candidate } from '../core/scan';
import { TIER } from '../core/tiers';
import type { WordClasses } from '../core/tokens';
import { WEEKDAY_NAMES } from '../vocab/calendar-words';

/**
 * At a line's start or after a "To:" or "cc:" label: the department (up to four words), a comma, the site (one or two
 * capitalised words), then a comma and a capitalised town, a column gap or the line's end.
 */
const DEPARTMENT_SITE = /^[ \t]*(?:(?:[Tt]o|TO|[Cc]c|CC|[Cc]opy|COPY)[ \t]*:[ \t]*)?(\p{Lu}[\p{L}]+(?:[ \t]{1,2}(?:[\p{L}]+|&|2WW)){0,3})[ \t]*,[ \t]{1,2}(\p{Lu}[\p{Ll}'’-]+(?:[ \t]\p{Lu}[\p{Ll}'’-]+)?)(?=[ \t]*,[ \t]{0,2}\p{Lu}|[ \t]*\r?$|[ \t]{3,}\S)/gmu;
/** DEPARTMENT_SITE tried at one line's start (`departmentSites`). */
const DEPARTMENT_SITE_AT = sticky(DEPARTMENT_SITE);
/** What follows the comma of a match: the site's capital. */
const SITE_AFTER_COMMA = sticky(/[ \t]{1,2}\p{Lu}/u);
/** Line breaks other than "\n" that `^` and `$` also stand at. */
const OTHER_LINE_BREAK = /[\r\u2028\u2029]/;
/** Words a department or a team is named by, besides its specialty. */
const DEPARTMENT_WORDS: ReadonlySet<string> = new Set([
  'department', 'dept', 'medicine', 'surgery', 'centre', 'center', 'team', 'service', 'services', 'unit', 'clinic', 'clinics',
  '2ww', '&', 'and', 'of', 'outpatients', 'day', 'nurses', 'specialist', 'liaison', 'assessment', 'general', 'acute',
]);
/** Words a site's name is never made of: streets, floors, rooms, wards, titles and the facility's own words. */
const NOT_SITE: ReadonlySet<string> = new Set([
  'road', 'street', 'lane', 'way', 'avenue', 'drive', 'close', 'crescent', 'place', 'square', 'park', 'level', 'floor', 'suite',
  'ward', 'room', 'building', 'block', 'wing', 'site', 'campus', 'hospital', 'health', 'centre', 'center', 'infirmary', 'clinic',
  'surgery', 'practice', 'dr', 'mr', 'mrs', 'ms', 'miss', 'prof', 'professor', 'sister', 'consultant', 'registrar', 'nurse',
  'team', 'department', 'urgent', 'routine', ...WEEKDAY_NAMES,
]);

export function detectDepartmentSites(text: string, wc: WordClasses, out: Candidate[]): void {
  if (!wc.hasDictionaries || text.indexOf(',') < 0) return;
  for (const m of departmentSites(text)) {
    const department = m[1]!.toLowerCase().split(/[ \t]+/);
    // A department is made of its specialty and department words only, and names a specialty.
    if (!department.every((w) => DEPARTMENT_WORDS.has(w) || wc.isClinical(w))) continue;
    if (!department.some((w) => !DEPARTMENT_WORDS.has(w))) continue;
    const site = m[2]!;
    const words = site.toLowerCase().split(/[ \t]/);
    if (words.some((w) => NOT_SITE.has(w) || wc.isStop(w) || wc.isClinical(w))) continue;
    // A site is named after a place or a person: English words alone that are neither ("Neurology, Thanks", "Pharmacy,
    // Outstanding", "Physiotherapy, Walking") close a list or a sentence, not a letterhead's line.
    if (words.every((w) => wc.isEnglish(w) && !wc.isKnownName(w) && !wc.dicts.cities.has(w))) continue;
    const end = m.index + m[0].length;
    const closesLine = /^[ \t]*(?:\r?\n|$)/.test(text.slice(end, end + 4));
    if (closesLine && wc.dicts.cities.has(words.join(' '))) continue;
    push(out, end - site.length, end, 'HOSPITAL', TIER.facilityCue);
  }
}

/**
 * The matches of DEPARTMENT_SITE, as its global search finds them. That search tries `^` at every position of the note,
 * and cost as much as the rest of the family; a match starts at a line's start, runs within its line and holds the
 * line's first comma (the department holds none), followed by the site's capital. So only lines whose first comma is
 * followed by blanks and a capital are tried, each at its start, in order. Each line is read once from its first comma
 * (its start by `lastIndexOf`, its end by `indexOf`); a note with other line breaks is searched as before.
 */
function departmentSites(text: string): RegExpExecArray[] {
  if (OTHER_LINE_BREAK.test(text)) return [...text.matchAll(DEPARTMENT_SITE)];
  const found: RegExpExecArray[] = [];
  for (let comma = text.indexOf(','); comma >= 0; ) {
    if (matchAt(SITE_AFTER_COMMA, text, comma + 1) !== null) {
      const m = matchAt(DEPARTMENT_SITE_AT, text, text.lastIndexOf('\n', comma) + 1);
      if (m !== null) found.push(m);
    }
    const lineEnd = text.indexOf('\n', comma);
    comma = lineEnd < 0 ? -1 : text.indexOf(',', lineEnd);
  }
  return found;
}
