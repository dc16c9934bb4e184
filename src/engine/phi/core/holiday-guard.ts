// A holiday that a name list also holds as a surname ("Christmas", "Easter"): after a word of time ("since Christmas",
// "at Christmas", "over Easter") or before its day or eve, it dates an event and names no one. Applied to every rule's
// people candidates before overlaps are settled, as the clinical guard is; a title or label anchors a name and keeps it
// ("Mr Christmas"). fix13b, thirteenth round.
import type { Candidate } from './scan';

const HOLIDAY = /^(?:Christmas|CHRISTMAS|christmas|Xmas|XMAS|xmas|Easter|EASTER|easter|Thanksgiving|THANKSGIVING|thanksgiving)$/;
const TIME_BEFORE = /\b(?:since|at|over|before|after|until|till|by|for|from|this|last|next|around|during|through|past|pre|post)[ \t]{1,2}(?:the[ \t]{1,2})?$/i;
const DAY_AFTER = /^[ \t]{1,2}(?:day|eve|holidays?|break|period|time)\b/i;
const PEOPLE = new Set(['PATIENT', 'DOCTOR']);

export function namesAHoliday(text: string, c: Candidate): boolean {
  if (!PEOPLE.has(c.type) || c.anchored === true || c.end - c.start > 12) return false;
  if (!HOLIDAY.test(text.slice(c.start, c.end))) return false;
  return TIME_BEFORE.test(text.slice(Math.max(0, c.start - 16), c.start)) || DAY_AFTER.test(text.slice(c.end, c.end + 12));
}
