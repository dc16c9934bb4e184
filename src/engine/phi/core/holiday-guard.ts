// Holidays and observances name a time, not a person or a place (fix13b, thirteenth round; hardneg21). Applied to every
// rule's people and place candidates before overlaps are settled, as the clinical guard is; a title or label anchors a
// name and keeps it ("Mr Christmas").
// - A holiday's name of two words or more ("Christmas Eve", "Victoria Day", "Canada Day", "Yom Kippur", "Good Friday",
//   "New Year's Eve") is a holiday wherever it stands: a candidate inside it is dropped.
// - A holiday of one word that a name list may hold ("Christmas", "Easter", "Ramadan", "Diwali") is one after a word of
//   time ("since Christmas", "fasting for Ramadan", "over Easter") or before its day, eve or season.
import type { Candidate } from './scan';
import { WEEKDAY_NAMES, WEEKDAY_SHORT } from '../vocab/calendar-words';

/** Holidays and observances of one word. */
const ONE_WORD = new Set(
  ('christmas xmas easter thanksgiving ramadan ramadhan ramazan diwali deepavali hanukkah chanukah hanukah passover pesach ' +
    'purim sukkot shavuot kwanzaa juneteenth halloween hallowe\'en lent advent pentecost whitsun hogmanay eid navratri holi ' +
    'vesak vaisakhi baisakhi onam pongal').split(' '),
);
/**
 * Holidays of two words or more, as notes write them: "<name> Day" days, eves, and the observances named in two words.
 * Lower case; blanks and the apostrophe are read loosely (HOLIDAY_PHRASE).
 */
const PHRASES: readonly string[] = [
  // Days named "<word> Day" in the US, Canada, the UK, Ireland, Australia and New Zealand.
  ...('new year\'s|new years|new year|memorial|labor|labour|independence|victoria|canada|dominion|boxing|remembrance|veterans|veteran\'s|veterans\'|' +
    'presidents|presidents\'|president\'s|columbus|indigenous peoples\'|indigenous peoples|armistice|australia|anzac|waitangi|family|civic|heritage|' +
    'islander|louis riel|discovery|emancipation|commonwealth|bastille|mother\'s|mothers|father\'s|fathers|valentine\'s|valentines|' +
    'st patrick\'s|st. patrick\'s|saint patrick\'s|st patricks|st andrew\'s|st. andrew\'s|st david\'s|st. david\'s|st george\'s|st. george\'s|' +
    'martin luther king|martin luther king jr.|martin luther king jr|mlk|patriots\'|patriots|patriot|thanksgiving|christmas|easter|may|election|' +
    'groundhog|flag|orangemen\'s|st. jean baptiste|saint-jean-baptiste|st-jean-baptiste|national aboriginal|national indigenous peoples|' +
    'truth and reconciliation|good friday|ascension|all saints\'|all souls\'|kings\'|epiphany').split('|').map((w) => `${w} day`),
  'christmas eve', 'christmas day', 'new year\'s eve', 'new years eve', 'new year\'s day', 'all hallows eve', 'halloween night',
  'good friday', 'holy thursday', 'maundy thursday', 'holy saturday', 'easter sunday', 'easter monday', 'easter weekend', 'palm sunday', 'ash wednesday',
  'shrove tuesday', 'pancake day', 'mardi gras', 'fat tuesday', 'yom kippur', 'rosh hashanah', 'rosh hashana', 'eid al-fitr', 'eid al fitr',
  'eid ul-fitr', 'eid al-adha', 'eid al adha', 'eid ul-adha', 'lunar new year', 'chinese new year', 'tet holiday', 'civic holiday',
  'bank holiday', 'burns night', 'guy fawkes night', 'bonfire night', 'guy fawkes', 'white sunday',
];
const HOLIDAY_PHRASE = new RegExp(
  String.raw`(?<![A-Za-z])(?:${[...PHRASES].sort((a, b) => b.length - a.length).map((p) => p.replace(/[.]/g, '\\.?').replace(/['’]/g, "['’]?").replace(/ /g, '[ \\t]{1,2}').replace(/-/g, '[- \\t]')).join('|')})(?![A-Za-z])`,
  'gi',
);
/** Every word of every holiday, lower case: a span that holds none of them is no holiday's (a cheap test before the phrase search). */
const HOLIDAY_WORDS: ReadonlySet<string> = new Set([...ONE_WORD, ...PHRASES.flatMap((p) => p.split(/[ '’.-]+/))].filter((w) => w.length > 1 && w !== 's'));
const TIME_BEFORE = /\b(?:since|at|over|before|after|until|till|by|for|from|this|last|next|around|during|through|past|pre|post|fasting|fast|celebrating|celebrates|celebrated|observing|observes|observed)[ \t]{1,2}(?:the[ \t]{1,2})?$/i;
const DAY_AFTER = /^[ \t]{1,2}(?:day|eve|holidays?|break|period|time|season|weekend|fast|fasting)\b/i;
const NAMED = new Set(['PATIENT', 'DOCTOR', 'CITY', 'STATE', 'COUNTRY', 'LOCATION-OTHER']);

/** Weekdays as schedules write them, short and whole ("Thu", "Thurs", "Sat"): "Thu" is also a given name. */
const WEEKDAY = `(?:${[...WEEKDAY_NAMES, ...WEEKDAY_SHORT, 'weds'].sort((a, b) => b.length - a.length).join('|')})`;
const WEEKDAY_WORD = new RegExp(`^${WEEKDAY}$`, 'i');
/** Another weekday joined to the span by a slash, a dash, "&", a comma, "and" or "or" ("Tue/Thu", "Mon-Thu", "Tue and Thu"). */
const WEEKDAY_BEFORE = new RegExp(String.raw`(?<![A-Za-z])${WEEKDAY}\.?[ 	]{0,2}(?:[/&,-]|and|or)[ 	]{0,2}$`, 'i');
const WEEKDAY_AFTER = new RegExp(String.raw`^\.?[ 	]{0,2}(?:[/&,-]|and|or)[ 	]{0,2}${WEEKDAY}(?![A-Za-z])`, 'i');
/** A word of a schedule before the day ("q Mon", "every 2nd Thu", "missed Thu", "on Thu", "held Tue"). */
const SCHEDULE_BEFORE = /(?<![A-Za-z])(?:q|every|each|on|last|next|this|until|till|since|missed|held|given|due|other|alternate|following|\d(?:st|nd|rd|th))[ \t]{1,2}$/i;
/** A time of the day or a session after the day ("Thu am", "Thu session", "Tue pm"). */
const SESSION_AFTER = /^\.?[ \t]{1,2}(?:am|pm|mornings?|afternoons?|evenings?|nights?|sessions?|runs?|\d{4}h?)(?![A-Za-z])/i;

/**
 * A weekday's name in a schedule, which a name list may hold ("Thu"): joined to another weekday ("Physio Tue/Thu", "HD
 * Tue/Thu/Sat"), after a word of a schedule ("missed Thu session", "every 2nd Thu") or before a time of the day
 * (hardneg23). "Thu Nguyen", "daughter Thu at bedside" and "spoke with Thu" keep their person.
 */
function namesAWeekday(text: string, c: Candidate): boolean {
  if (!WEEKDAY_WORD.test(text.slice(c.start, c.end))) return false;
  const before = text.slice(Math.max(0, c.start - 16), c.start);
  const after = text.slice(c.end, c.end + 16);
  return WEEKDAY_BEFORE.test(before) || WEEKDAY_AFTER.test(after) || SCHEDULE_BEFORE.test(before) || SESSION_AFTER.test(after);
}

export function namesAHoliday(text: string, c: Candidate): boolean {
  if (!NAMED.has(c.type) || c.anchored === true || c.end - c.start > 40) return false;
  if (c.end - c.start <= 9 && namesAWeekday(text, c)) return true;
  const words = text.slice(c.start, c.end).toLowerCase().split(/[^a-z'’]+/).filter((w) => w.length > 0);
  if (!words.some((w) => HOLIDAY_WORDS.has(w.replace(/['’]s?$/, '')) || HOLIDAY_WORDS.has(w))) return false;
  if (words.length === 1 && ONE_WORD.has(words[0]!)) {
    if (TIME_BEFORE.test(text.slice(Math.max(0, c.start - 16), c.start)) || DAY_AFTER.test(text.slice(c.end, c.end + 12))) return true;
  }
  // A holiday's phrase around the span: read from up to 40 code units before it to 40 after it.
  const from = Math.max(0, c.start - 40);
  const window = text.slice(from, Math.min(text.length, c.end + 40));
  HOLIDAY_PHRASE.lastIndex = 0;
  for (let m = HOLIDAY_PHRASE.exec(window); m !== null; m = HOLIDAY_PHRASE.exec(window)) {
    const s = from + m.index;
    if (s > c.start) break;
    if (s + m[0].length >= c.end) return true;
  }
  return false;
}
