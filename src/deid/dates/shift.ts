// One date model for every strategy that moves dates (date shift, surrogate): each date found in a span is
// read in its own form, moved as a whole calendar date by the offset, and written back in that form. Dates
// without a year are read in the note's year when the note has a full date (so their intervals to it hold),
// otherwise in a reference year. A month with a year, a month alone, or a year alone moves by the offset
// too, and never stays where it was (a small offset still moves it one unit). A span holding digits this
// model cannot place in a date is refused as a whole: the caller redacts it as [DATE], never leaves it.
import { findDates, type DateMatch } from './forms';

const DAY_MS = 86_400_000;
/** The year a yearless date is read in when the note gives none (not a leap year; 29 February uses 2000). */
export const REFERENCE_YEAR = 2001;

export interface ShiftOptions {
  /** The year of the note's dates, for dates written without one. */
  readonly year?: number;
}

export function utcDate(year: number, month: number, day: number): Date | undefined {
  const d = new Date(Date.UTC(2000, month - 1, day));
  d.setUTCFullYear(year);
  return d.getUTCMonth() === month - 1 && d.getUTCDate() === day ? d : undefined;
}

function parts(d: Date): [number, number, number] {
  return [d.getUTCFullYear(), d.getUTCMonth() + 1, d.getUTCDate()];
}

function yearlessYear(month: number, day: number, year: number | undefined): number | undefined {
  if (year !== undefined && utcDate(year, month, day)) return year;
  if (utcDate(REFERENCE_YEAR, month, day)) return REFERENCE_YEAR;
  return utcDate(2000, month, day) ? 2000 : undefined;
}

/** The moved text of one date, or undefined when its fields are not a real date (31 February). */
function shiftOne(m: DateMatch, days: number, noteYear: number | undefined): string | undefined {
  const { year, month, day } = m.fields;
  const sign = Math.sign(days);
  switch (m.precision) {
    case 'full': {
      const d = utcDate(year as number, month, day as number);
      if (!d) return undefined;
      const [Y, M, D] = parts(new Date(d.getTime() + days * DAY_MS));
      return m.write(Y, M, D);
    }
    case 'yearless': {
      const y = yearlessYear(month, day as number, noteYear);
      if (y === undefined) return undefined;
      const [Y, M, D] = parts(new Date((utcDate(y, month, day as number) as Date).getTime() + days * DAY_MS));
      // The weekday is recomputed only when the year is the note's own; otherwise it is dropped.
      return m.write(y === noteYear ? Y : undefined, M, D);
    }
    case 'monthYear':
    case 'month': {
      const y = year ?? REFERENCE_YEAR;
      let [Y, M] = parts(new Date((utcDate(y, month, 15) as Date).getTime() + days * DAY_MS));
      if (Y === y && M === month && sign !== 0) [Y, M] = parts(new Date(Date.UTC(y, month - 1 + sign, 15)));
      return m.write(Y, M, 1);
    }
    case 'year': {
      let [Y] = parts(new Date((utcDate(year as number, 7, 2) as Date).getTime() + days * DAY_MS));
      if (Y === year) Y += sign;
      return m.write(Y, 1, 1);
    }
  }
}

// Times of day are not dates: "03/14/2021 10:30" keeps its time.
const TIME = /\b\d{1,2}:\d{2}(?::\d{2})?(?:\s*[ap]\.?m\.?)?/giu;

/**
 * Moves every date in `text` by `days`, keeping everything else. Undefined when the text holds no date
 * this model reads, or digits outside the dates it read (the caller then writes [DATE]).
 */
export function shiftDates(text: string, days: number, options: ShiftOptions = {}): string | undefined {
  const dates = findDates(text);
  if (dates.length === 0) return undefined;
  let out = '';
  let rest = '';
  let at = 0;
  for (const d of dates) {
    const moved = shiftOne(d, days, options.year);
    if (moved === undefined) return undefined;
    out += text.slice(at, d.start) + moved;
    rest += `${text.slice(at, d.start)} `;
    at = d.end;
  }
  out += text.slice(at);
  rest += text.slice(at);
  if (/\p{N}/u.test(rest.replace(TIME, ''))) return undefined;
  return out;
}

/** The year of the first full date in `text` (the note's year, for its yearless dates). */
export function yearOf(text: string): number | undefined {
  for (const d of findDates(text)) if (d.precision === 'full' && d.fields.year !== undefined) return d.fields.year;
  return undefined;
}

/**
 * The first full or yearless date in `text` as days since 1970-01-01 (yearless ones in `year`, by default
 * the reference year); for checks of intervals.
 */
export function readDate(text: string, year?: number): number | undefined {
  for (const d of findDates(text)) {
    const { month, day } = d.fields;
    if (day === undefined) continue;
    const y = d.precision === 'full' ? d.fields.year : yearlessYear(month, day, year);
    const date = y === undefined ? undefined : utcDate(y, month, day);
    if (date) return Math.round(date.getTime() / DAY_MS);
  }
  return undefined;
}
