// Date shifting that keeps each date's own written form: "03/07/2019" stays MM/DD/YYYY, "7 Mar 2019"
// keeps its abbreviated month, "March 2019" keeps month and year only. Every date a run meets moves by
// the same number of days, so intervals between full dates survive. Text in the span that is not a
// recognised date (and not a bare year) is left to the caller's fallback.

const MONTHS = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'];
const MONTH_RE = '(jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)(\\.?)';
const DAY_MS = 86_400_000;

/** Patterns tried in order at each position; the first that matches there wins. */
const PATTERNS: readonly { kind: Kind; re: RegExp }[] = [
  { kind: 'iso', re: /(\d{4})([-/.])(\d{1,2})\2(\d{1,2})(?!\d)/y },
  { kind: 'numeric', re: /(\d{1,2})([-/.])(\d{1,2})\2(\d{4}|\d{2})(?!\d)/y },
  { kind: 'monthDayYear', re: new RegExp(`${MONTH_RE}(\\s+)(\\d{1,2})(st|nd|rd|th)?(?:(,?\\s+)(\\d{4}))?(?![\\d\\p{L}])`, 'iyu') },
  { kind: 'dayMonthYear', re: new RegExp(`(\\d{1,2})(st|nd|rd|th)?(\\s+(?:of\\s+)?)${MONTH_RE}(?:(,?\\s+)(\\d{4}))?(?![\\d\\p{L}])`, 'iyu') },
  { kind: 'monthYear', re: new RegExp(`${MONTH_RE}(,?\\s+)(\\d{4})(?!\\d)`, 'iy') },
  { kind: 'monthDay', re: /(\d{1,2})\/(\d{1,2})(?![\d/])/y },
  { kind: 'month', re: new RegExp(`${MONTH_RE}(?![\\p{L}])`, 'iyu') },
  { kind: 'year', re: /(1[89]\d\d|20\d\d)(?!\d)/y },
];
type Kind = 'iso' | 'numeric' | 'monthDayYear' | 'dayMonthYear' | 'monthYear' | 'monthDay' | 'month' | 'year';

function utc(year: number, month: number, day: number): Date | undefined {
  if (month < 1 || month > 12 || day < 1 || day > 31) return undefined;
  const d = new Date(Date.UTC(2000, month - 1, day));
  d.setUTCFullYear(year);
  return d.getUTCMonth() === month - 1 && d.getUTCDate() === day ? d : undefined;
}

function shifted(d: Date, days: number): Date {
  return new Date(d.getTime() + days * DAY_MS);
}

function pad(value: number, like: string): string {
  const s = String(value);
  return like.length >= 2 && s.length < like.length ? s.padStart(like.length, '0') : s;
}

/** Two-digit years: 00-49 are 2000s, 50-99 the 1900s. */
function fullYear(yy: string): number {
  const n = Number(yy);
  return yy.length === 4 ? n : n < 50 ? 2000 + n : 1900 + n;
}

function writeYear(year: number, like: string): string {
  return like.length === 2 ? String(year % 100).padStart(2, '0') : String(year);
}

function monthIndex(word: string): number {
  const w = word.toLowerCase();
  return MONTHS.findIndex((m) => m.startsWith(w.slice(0, 3)));
}

/** The month's name written like `like`: full or abbreviated ("Sept" kept as such), same capitalisation. */
function writeMonth(month: number, like: string): string {
  const full = MONTHS[month - 1] as string;
  const lower = like.toLowerCase();
  const name = lower.length > 3 && MONTHS.includes(lower) ? full : lower === 'sept' && month === 9 ? 'sept' : full.slice(0, 3);
  if (like.length > 1 && like === like.toUpperCase()) return name.toUpperCase();
  if (like[0] !== like[0]?.toLowerCase()) return (name[0] as string).toUpperCase() + name.slice(1);
  return name;
}

function ordinal(day: number, suffix: string | undefined): string {
  if (!suffix) return '';
  const mod100 = day % 100;
  const s = mod100 >= 11 && mod100 <= 13 ? 'th' : (['th', 'st', 'nd', 'rd'][day % 10] ?? 'th');
  return suffix === suffix.toUpperCase() ? s.toUpperCase() : s;
}

// A date without a year is shifted within a leap year, so 29 February is always valid.
const YEARLESS = 2000;

function shiftMatch(kind: Kind, m: RegExpExecArray, days: number): string | undefined {
  const g = (i: number): string => m[i] ?? '';
  switch (kind) {
    case 'iso': {
      const d = utc(Number(g(1)), Number(g(3)), Number(g(4)));
      if (!d) return undefined;
      const s = shifted(d, days);
      return `${s.getUTCFullYear()}${g(2)}${pad(s.getUTCMonth() + 1, g(3))}${g(2)}${pad(s.getUTCDate(), g(4))}`;
    }
    case 'numeric': {
      let [month, day] = [Number(g(1)), Number(g(3))];
      // Day-first only when month-first cannot be a date (13/04/2019); otherwise US order.
      const dayFirst = month > 12 && day <= 12;
      if (dayFirst) [month, day] = [day, month];
      const d = utc(fullYear(g(4)), month, day);
      if (!d) return undefined;
      const s = shifted(d, days);
      const [first, second] = dayFirst ? [s.getUTCDate(), s.getUTCMonth() + 1] : [s.getUTCMonth() + 1, s.getUTCDate()];
      return `${pad(first, g(1))}${g(2)}${pad(second, g(3))}${g(2)}${writeYear(s.getUTCFullYear(), g(4))}`;
    }
    case 'monthDayYear': {
      const year = g(7) ? Number(g(7)) : YEARLESS;
      const d = utc(year, monthIndex(g(1)) + 1, Number(g(4)));
      if (!d) return undefined;
      const s = shifted(d, days);
      const day = s.getUTCDate();
      const tail = g(7) ? `${g(6)}${s.getUTCFullYear()}` : '';
      return `${writeMonth(s.getUTCMonth() + 1, g(1))}${g(2)}${g(3)}${pad(day, g(4))}${ordinal(day, m[5])}${tail}`;
    }
    case 'dayMonthYear': {
      const year = g(7) ? Number(g(7)) : YEARLESS;
      const d = utc(year, monthIndex(g(4)) + 1, Number(g(1)));
      if (!d) return undefined;
      const s = shifted(d, days);
      const day = s.getUTCDate();
      const tail = g(7) ? `${g(6)}${s.getUTCFullYear()}` : '';
      return `${pad(day, g(1))}${ordinal(day, m[2])}${g(3)}${writeMonth(s.getUTCMonth() + 1, g(4))}${g(5)}${tail}`;
    }
    case 'monthYear': {
      const d = utc(Number(g(4)), monthIndex(g(1)) + 1, 15);
      if (!d) return undefined;
      const s = shifted(d, days);
      return `${writeMonth(s.getUTCMonth() + 1, g(1))}${g(2)}${g(3)}${s.getUTCFullYear()}`;
    }
    case 'monthDay': {
      const d = utc(YEARLESS, Number(g(1)), Number(g(2)));
      if (!d) return undefined;
      const s = shifted(d, days);
      return `${pad(s.getUTCMonth() + 1, g(1))}/${pad(s.getUTCDate(), g(2))}`;
    }
    case 'month': {
      const s = shifted(utc(YEARLESS, monthIndex(g(1)) + 1, 15) as Date, days);
      return `${writeMonth(s.getUTCMonth() + 1, g(1))}${g(2)}`;
    }
    case 'year': {
      const s = shifted(utc(Number(g(1)), 7, 2) as Date, days);
      return String(s.getUTCFullYear());
    }
  }
}

/**
 * Moves every date in `text` by `days`, keeping everything else. Returns undefined when the text holds
 * no date this module can read (the caller then falls back to a label rather than leave it in place).
 */
export function shiftDates(text: string, days: number): string | undefined {
  let out = '';
  let found = false;
  let i = 0;
  while (i < text.length) {
    // Dates start at a word boundary: never inside "A1234" or "12345".
    const boundary = i === 0 || !/[\p{L}\p{N}]/u.test(text[i - 1] as string);
    let matched = false;
    if (boundary) {
      for (const { kind, re } of PATTERNS) {
        re.lastIndex = i;
        const m = re.exec(text);
        if (!m) continue;
        const replaced = shiftMatch(kind, m, days);
        if (replaced === undefined) continue;
        out += replaced;
        i += m[0].length;
        found = true;
        matched = true;
        break;
      }
    }
    if (!matched) {
      out += text[i];
      i++;
    }
  }
  return found ? out : undefined;
}

const FULL_DATES: ReadonlySet<Kind> = new Set(['iso', 'numeric', 'monthDayYear', 'dayMonthYear', 'monthDay']);

/** Reads the first full date in `text` as days since the epoch (interval checks in tests). */
export function readDate(text: string): number | undefined {
  for (let i = 0; i < text.length; i++) {
    for (const { kind, re } of PATTERNS) {
      if (!FULL_DATES.has(kind)) continue;
      re.lastIndex = i;
      const m = re.exec(text);
      if (!m) continue;
      const d = dateOf(kind, m);
      if (d) return Math.round(d.getTime() / DAY_MS);
    }
  }
  return undefined;
}

function dateOf(kind: Kind, m: RegExpExecArray): Date | undefined {
  const g = (i: number): string => m[i] ?? '';
  switch (kind) {
    case 'iso':
      return utc(Number(g(1)), Number(g(3)), Number(g(4)));
    case 'numeric': {
      const [a, b] = [Number(g(1)), Number(g(3))];
      return a > 12 && b <= 12 ? utc(fullYear(g(4)), b, a) : utc(fullYear(g(4)), a, b);
    }
    case 'monthDayYear':
      return utc(g(7) ? Number(g(7)) : YEARLESS, monthIndex(g(1)) + 1, Number(g(4)));
    case 'dayMonthYear':
      return utc(g(7) ? Number(g(7)) : YEARLESS, monthIndex(g(4)) + 1, Number(g(1)));
    case 'monthDay':
      return utc(YEARLESS, Number(g(1)), Number(g(2)));
    default:
      return undefined;
  }
}

/** An age over 89 is written "90+" (HIPAA Safe Harbor); any other age text is kept. */
export function capAge(text: string): string {
  if (!/\d/.test(text)) return '90+';
  return text.replace(/\d+/g, (n) => (Number(n) >= 90 ? '90+' : n));
}
