// The written forms of dates in clinical text, and how to read each one into a calendar date and write a
// calendar date back in the very same form. Every form has a parser (a sticky regex plus the fields it
// holds) and a writer that keeps separators, zero padding, ordinal suffixes, the month's spelling and case,
// the year's width, and a leading weekday (recomputed, or dropped when the year is unknown).
//
// Two-digit years pivot at 50: 00-49 are 2000-2049, 50-99 are 1950-1999. A shifted year whose two digits
// would read back in another century under that pivot is written with four digits, so "1/14/50" moved
// back a month is "12/15/1949", never "12/15/49" (which would read as 2049).

export const MONTHS = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'];
export const WEEKDAYS = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'];
export const PIVOT = 50;

const MON = '(jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)(\\.?)';
const WD = '(?:(mon(?:day)?|tue(?:s(?:day)?)?|wed(?:nesday)?|thu(?:r(?:s(?:day)?)?)?|fri(?:day)?|sat(?:urday)?|sun(?:day)?)(\\.?,?\\s+))?';
const ORD = '(st|nd|rd|th)?';
const END = '(?![\\p{L}\\p{N}])';
const NUM_END = '(?![\\p{N}]|[-/.]\\p{N})';

/** What a form holds: a full date, a day and month, a month and year, a month, or a year. */
export type Precision = 'full' | 'yearless' | 'monthYear' | 'month' | 'year';

export interface Fields {
  readonly year?: number;
  readonly month: number;
  readonly day?: number;
}

export interface DateMatch {
  readonly start: number;
  readonly end: number;
  readonly precision: Precision;
  readonly fields: Fields;
  /** The text of the date written for another calendar date (year absent only for yearless forms). */
  readonly write: (year: number | undefined, month: number, day: number) => string;
}

interface Form {
  readonly name: string;
  readonly re: RegExp;
  readonly read: (g: (i: number) => string) => { precision: Precision; fields: Fields; write: DateMatch['write'] } | undefined;
}

export function fullYear(yy: string): number {
  const n = Number(yy);
  if (yy.length !== 2) return n;
  return n < PIVOT ? 2000 + n : 1900 + n;
}

/** The year in the width of `like`; four digits when two would read back as another year. */
export function writeYear(year: number, like: string): string {
  if (like.length !== 2) return String(year);
  const two = String(((year % 100) + 100) % 100).padStart(2, '0');
  return fullYear(two) === year ? two : String(year);
}

export function monthIndex(word: string): number {
  return MONTHS.findIndex((m) => m.startsWith(word.toLowerCase().slice(0, 3))) + 1;
}

function inCase(word: string, like: string): string {
  if (like.length > 1 && like === like.toUpperCase()) return word.toUpperCase();
  if (like[0] !== undefined && like[0] !== like[0].toLowerCase()) return (word[0] as string).toUpperCase() + word.slice(1);
  return word;
}

/** The month's name spelled like `like`: full or three letters ("Sept" kept for September), same case. */
export function writeMonth(month: number, like: string): string {
  const full = MONTHS[month - 1] as string;
  const lower = like.toLowerCase();
  const name = lower.length > 3 && MONTHS.includes(lower) ? full : lower === 'sept' && month === 9 ? 'sept' : full.slice(0, 3);
  return inCase(name, like);
}

/** Numeric forms keep two digits when written with two ("01/14", "12/03"). */
function pad(value: number, like: string): string {
  const s = String(value);
  return like.length >= 2 && s.length < like.length ? s.padStart(like.length, '0') : s;
}

/** Beside a month name a day is padded only when it was ("Jan 05"); "Jan 14" gives "Dec 5". */
function padDay(value: number, like: string): string {
  return like.startsWith('0') ? String(value).padStart(2, '0') : String(value);
}

function ordinal(day: number, like: string): string {
  if (!like) return '';
  const mod100 = day % 100;
  const s = mod100 >= 11 && mod100 <= 13 ? 'th' : (['th', 'st', 'nd', 'rd'][day % 10] ?? 'th');
  return like === like.toUpperCase() ? s.toUpperCase() : s;
}

export function weekdayOf(year: number, month: number, day: number): number {
  const d = new Date(Date.UTC(2000, month - 1, day));
  d.setUTCFullYear(year);
  return d.getUTCDay();
}

/** A leading weekday written for the new date, in its own spelling; dropped when the year is unknown. */
function weekday(like: string, sep: string, year: number | undefined, month: number, day: number): string {
  if (!like || year === undefined) return '';
  const full = WEEKDAYS[weekdayOf(year, month, day)] as string;
  // A full name stays full; any abbreviation ("Tue", "Thurs") is written in three letters.
  return inCase(WEEKDAYS.includes(like.toLowerCase()) ? full : full.slice(0, 3), like) + sep;
}

const valid = (m: number, d: number): boolean => m >= 1 && m <= 12 && d >= 1 && d <= 31;

const FORMS: readonly Form[] = [
  {
    // 2025-01-14, 2025/1/14, 2025.01.14
    name: 'iso',
    re: new RegExp(`${WD}(\\d{4})([-/.])(\\d{1,2})\\4(\\d{1,2})${NUM_END}`, 'iyu'),
    read: (g) => {
      const [y, m, d] = [Number(g(3)), Number(g(5)), Number(g(6))];
      if (!valid(m, d)) return undefined;
      return { precision: 'full', fields: { year: y, month: m, day: d }, write: (Y, M, D) => `${weekday(g(1), g(2), Y, M, D)}${Y}${g(4)}${pad(M, g(5))}${g(4)}${pad(D, g(6))}` };
    },
  },
  {
    // 01/14/2025, 1-14-25, 14.01.2025 (day first only when the first number cannot be a month)
    name: 'numeric',
    re: new RegExp(`${WD}(\\d{1,2})([-/.])(\\d{1,2})\\4(\\d{4}|\\d{2})${NUM_END}`, 'iyu'),
    read: (g) => {
      const [a, b] = [Number(g(3)), Number(g(5))];
      const dayFirst = a > 12 && b <= 12;
      const [m, d] = dayFirst ? [b, a] : [a, b];
      if (!valid(m, d)) return undefined;
      return {
        precision: 'full',
        fields: { year: fullYear(g(6)), month: m, day: d },
        write: (Y, M, D) => `${weekday(g(1), g(2), Y, M, D)}${pad(dayFirst ? D : M, g(3))}${g(4)}${pad(dayFirst ? M : D, g(5))}${g(4)}${writeYear(Y as number, g(6))}`,
      };
    },
  },
  {
    // 2025-Jan-14
    name: 'yearMonthDay',
    re: new RegExp(`${WD}(\\d{4})([-/ ])${MON}\\4(\\d{1,2})${END}`, 'iyu'),
    read: (g) => {
      const [y, m, d] = [Number(g(3)), monthIndex(g(5)), Number(g(7))];
      if (!valid(m, d)) return undefined;
      return { precision: 'full', fields: { year: y, month: m, day: d }, write: (Y, M, D) => `${weekday(g(1), g(2), Y, M, D)}${Y}${g(4)}${writeMonth(M, g(5))}${g(6)}${g(4)}${padDay(D, g(7))}` };
    },
  },
  {
    // 14 Jan 2025, 14-Jan-25, 14/Jan/2025, 14th of January, 2025, 14 January (yearless)
    name: 'dayMonthYear',
    re: new RegExp(`${WD}(\\d{1,2})${ORD}(\\s+of\\s+|\\s+|[-/.])${MON}(?:(,?\\s+|\\.\\s*|[-/])('?\\d{4}|'?\\d{2}))?${END}`, 'iyu'),
    read: (g) => {
      const [d, m] = [Number(g(3)), monthIndex(g(6))];
      if (!valid(m, d)) return undefined;
      const yearText = g(9).replace("'", '');
      // A two-digit year only after a tight separator ("14-Jan-25"): "14 Jan 25 mg" is not a year.
      if (yearText.length === 2 && !/^[-/]$/.test(g(8)) && !g(9).startsWith("'")) return dayMonth(g);
      if (!yearText) return dayMonth(g);
      const apostrophe = g(9).startsWith("'") ? "'" : '';
      return {
        precision: 'full',
        fields: { year: fullYear(yearText), month: m, day: d },
        write: (Y, M, D) => `${weekday(g(1), g(2), Y, M, D)}${padDay(D, g(3))}${ordinal(D, g(4))}${g(5)}${writeMonth(M, g(6))}${g(7)}${g(8)}${apostrophe}${writeYear(Y as number, yearText)}`,
      };
    },
  },
  {
    // Jan 14, 2025, January 14th 2025, Jan-14-2025, JAN 14 (yearless)
    name: 'monthDayYear',
    re: new RegExp(`${WD}${MON}(\\s+|[-/])(\\d{1,2})${ORD}(?:(,?\\s+|,|[-/])('?\\d{4}|'?\\d{2}))?${END}`, 'iyu'),
    read: (g) => {
      const [m, d] = [monthIndex(g(3)), Number(g(6))];
      if (!valid(m, d)) return undefined;
      const yearText = g(9).replace("'", '');
      const tight = g(8) === g(5) && /^[-/]$/.test(g(8));
      if (!yearText || (yearText.length === 2 && !tight && !g(9).startsWith("'"))) return monthDay(g);
      const apostrophe = g(9).startsWith("'") ? "'" : '';
      return {
        precision: 'full',
        fields: { year: fullYear(yearText), month: m, day: d },
        write: (Y, M, D) => `${weekday(g(1), g(2), Y, M, D)}${writeMonth(M, g(3))}${g(4)}${g(5)}${padDay(D, g(6))}${ordinal(D, g(7))}${g(8)}${apostrophe}${writeYear(Y as number, yearText)}`,
      };
    },
  },
  {
    // January 2025, Jan. 2025, Jan-2025, Jan '25
    name: 'monthYear',
    re: new RegExp(`${MON}(,?\\s+|[-/])('\\d{2}|\\d{4})${END}`, 'iyu'),
    read: (g) => {
      const yearText = g(4).replace("'", '');
      const apostrophe = g(4).startsWith("'") ? "'" : '';
      return { precision: 'monthYear', fields: { year: fullYear(yearText), month: monthIndex(g(1)) }, write: (Y, M) => `${writeMonth(M, g(1))}${g(2)}${g(3)}${apostrophe}${writeYear(Y as number, yearText)}` };
    },
  },
  {
    // 01/2025, 1-2025, 2025-01
    name: 'numericMonthYear',
    re: /(\d{1,2})([-/.])(\d{4})(?![\p{N}]|[-/.]\p{N})|(\d{4})-(\d{2})(?![\p{N}]|[-/.]\p{N})/uy,
    read: (g) => {
      if (g(4)) {
        const m = Number(g(5));
        if (m < 1 || m > 12) return undefined;
        return { precision: 'monthYear', fields: { year: Number(g(4)), month: m }, write: (Y, M) => `${Y}-${pad(M, g(5))}` };
      }
      const m = Number(g(1));
      if (m < 1 || m > 12) return undefined;
      return { precision: 'monthYear', fields: { year: Number(g(3)), month: m }, write: (Y, M) => `${pad(M, g(1))}${g(2)}${Y}` };
    },
  },
  {
    // 1/14 (month first, as in US notes; day first when the first cannot be a month)
    name: 'numericMonthDay',
    re: new RegExp(`${WD}(\\d{1,2})\\/(\\d{1,2})(?![\\p{N}]|\\/\\p{N})`, 'iyu'),
    read: (g) => {
      const [a, b] = [Number(g(3)), Number(g(4))];
      const dayFirst = a > 12 && b <= 12;
      const [m, d] = dayFirst ? [b, a] : [a, b];
      if (!valid(m, d)) return undefined;
      return {
        precision: 'yearless',
        fields: { month: m, day: d },
        write: (Y, M, D) => `${weekday(g(1), g(2), Y, M, D)}${pad(dayFirst ? D : M, g(3))}/${pad(dayFirst ? M : D, g(4))}`,
      };
    },
  },
  {
    name: 'month',
    re: new RegExp(`${MON}${END}`, 'iyu'),
    read: (g) => ({ precision: 'month', fields: { month: monthIndex(g(1)) }, write: (_Y, M) => `${writeMonth(M, g(1))}${g(2)}` }),
  },
  {
    name: 'year',
    re: /(1[89]\d\d|20\d\d)(?![\p{N}])/uy,
    read: (g) => ({ precision: 'year', fields: { year: Number(g(1)), month: 7 }, write: (Y) => String(Y) }),
  },
];

function dayMonth(g: (i: number) => string): ReturnType<Form['read']> {
  const [d, m] = [Number(g(3)), monthIndex(g(6))];
  return { precision: 'yearless', fields: { month: m, day: d }, write: (Y, M, D) => `${weekday(g(1), g(2), Y, M, D)}${padDay(D, g(3))}${ordinal(D, g(4))}${g(5)}${writeMonth(M, g(6))}${g(7)}` };
}

function monthDay(g: (i: number) => string): ReturnType<Form['read']> {
  const [m, d] = [monthIndex(g(3)), Number(g(6))];
  return { precision: 'yearless', fields: { month: m, day: d }, write: (Y, M, D) => `${weekday(g(1), g(2), Y, M, D)}${writeMonth(M, g(3))}${g(4)}${g(5)}${padDay(D, g(6))}${ordinal(D, g(7))}` };
}

/** The form names, for the documentation table and tests. */
export const FORM_NAMES = FORMS.map((f) => f.name);

/** The date at `at` in `text`, if one starts there (the first form that reads there wins). */
export function dateAt(text: string, at: number): (DateMatch & { readonly form: string }) | undefined {
  if (at > 0 && /[\p{L}\p{N}]/u.test(text[at - 1] as string)) return undefined;
  for (const form of FORMS) {
    form.re.lastIndex = at;
    const m = form.re.exec(text);
    if (!m) continue;
    const read = form.read((i) => m[i] ?? '');
    if (!read) continue;
    return { start: at, end: at + m[0].length, form: form.name, ...read };
  }
  return undefined;
}

/** Every date in `text`, left to right, without overlaps. */
export function findDates(text: string): (DateMatch & { readonly form: string })[] {
  const out: (DateMatch & { readonly form: string })[] = [];
  for (let i = 0; i < text.length; ) {
    const c = text.charCodeAt(i);
    // Dates start with a digit or a letter; skip the rest cheaply.
    const starts = (c >= 48 && c <= 57) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122);
    const found = starts ? dateAt(text, i) : undefined;
    if (found) {
      out.push(found);
      i = found.end;
    } else i++;
  }
  return out;
}
