// The hospital or practice a clinician works at, named after "Dr X at" by its short name or its initials, as
// pathology consults, referral letters and discharge summaries write it: "Case sent in consultation to Dr. X Y at Z,
// Town", "shared with Dr X at Z Y (Town), who concurs", "d/w DR X AT ZH". The title, the clinician's name and "at"
// say the words after them are a place of care whatever they are (a founder's name, initials, an English word); the
// words must close the clause (a comma, a bracket, a full stop, the line's end, "in", "on", "for", "who"), and a
// time, a day, a place inside the hospital or a stop or clinical word ("Dr X at bedside", "Dr X at 1400", "Dr X at
// Tuesday's clinic", "Dr X at the meeting") is left alone. Lower case and capitals lines are not read: no capital
// sets the name apart there ("DR. X DID LOOK AT DRESSING").
// Part of facility.clinician-practice (its family calls it): the clinician's place of work after the clinician.
import { push, type Candidate } from '../core/scan';
import { spanIndex, type SpanIndex } from '../core/span-index';
import { TIER } from '../core/tiers';
import type { WordClasses } from '../core/tokens';
import { MONTH_NAMES, WEEKDAY_NAMES } from '../vocab/calendar-words';
import { GENERIC_DESTINATION } from '../vocab/place-words';

/** The title, one to three capitalised words of the clinician's name, "at" or "@", one to four capitalised words. */
const CLINICIAN_AT = /\b(?:Dr|DR|Doctor|DOCTOR)\.?[ \t]{1,2}\p{Lu}[\p{L}'’-]*(?:[ \t]\p{Lu}[\p{L}'’.-]*){0,2}[ \t]{1,2}(?:at|AT|@)[ \t]{1,2}(\p{Lu}[\p{L}'’&-]*(?:[ \t](?:&[ \t])?\p{Lu}[\p{L}'’&-]*){0,3})(?=[ \t]*(?:[,;()]|\.(?:[ \t]|\r?\n|$)|\r?\n|$)|[ \t]{1,2}(?:in|on|for|who|re|and|IN|ON|FOR|WHO|RE|AND)\b)/gu;
/** Places inside a hospital, times and gatherings that follow "Dr X at" and name no place of care. */
const NOT_SITE: ReadonlySet<string> = new Set([
  ...GENERIC_DESTINATION, 'bedside', 'bs', 'desk', 'station', 'nursing', 'noon', 'midnight', 'night', 'nights', 'work', 'length',
  'least', 'time', 'times', 'once', 'handover', 'rounds', 'mdt', 'meeting', 'conference', 'board', 'clinic', 'surgery', 'gp',
  'pcp', 'our', 'their', 'that', 'same', 'request', 'discharge', 'admission', 'this', 'ward', 'office', 'practice', 'we',
  ...MONTH_NAMES, ...WEEKDAY_NAMES,
]);

/** A clinician's place of work after "Dr X at" (see the head of this file). */
export function detectClinicianSites(text: string, wc: WordClasses, out: Candidate[]): void {
  if (!/\b(?:at|AT|@)[ \t]/.test(text)) return;
  let read: SpanIndex | undefined;
  // A small letter between the line's start and the match's end, read once over the text: a look back to the line's
  // start per match was quadratic on one long line of matches, and the matches come in order.
  const smallSince = smallLetterSinceLineStart(text);
  for (const m of text.matchAll(CLINICIAN_AT)) {
    const site = m[1]!;
    const words = site.split(/[ \t]/).filter((w) => w !== '&');
    // In a capitals line no capital sets a name apart: "DR. X DID LOOK AT DRESSING" reads as "Dr X at Y" there.
    if (!smallSince(m.index + m[0].length)) continue;
    // "Dr X did look at": the words between the title and "at" must be a name's, no stop word.
    const between = m[0].slice(0, m[0].length - site.length).trim().split(/[ \t]+/).slice(1, -1);
    if (between.some((w) => wc.isStop(w.toLowerCase()))) continue;
    const lows = words.map((w) => w.toLowerCase());
    if (lows.some((w) => NOT_SITE.has(w) || wc.isStop(w) || wc.isClinical(w) || wc.isClinicalShorthand(w))) continue;
    const at = m.index + m[0].length - site.length;
    const end = at + site.length;
    read ??= spanIndex(out.filter((c) => c.type === 'CITY' || c.type === 'HOSPITAL' || c.type === 'ORGANIZATION'));
    if (read.overlapsSome(at, end, () => true)) continue;
    push(out, at, end, 'HOSPITAL', TIER.facilitySuffix);
  }
}

/**
 * Asked with growing ends: whether a small letter stands between the start of the line holding `to - 1` and `to`.
 * Each newline and small letter of the text is found once; the one found past an end waits for a later ask.
 */
function smallLetterSinceLineStart(text: string): (to: number) => boolean {
  const marks = /[\n\p{Ll}]/gu;
  let lastNewline = -1;
  let lastSmall = -1;
  let next: RegExpExecArray | null | undefined;
  let done = false;
  return (to) => {
    // Once no mark is left, none is searched for again: a failed exec starts its next search at the text's start.
    while (!done) {
      next ??= marks.exec(text);
      if (next === null) done = true;
      if (next === null || next.index >= to) break;
      if (next[0] === '\n') lastNewline = next.index;
      else lastSmall = next.index;
      next = undefined;
    }
    return lastSmall > lastNewline;
  };
}
