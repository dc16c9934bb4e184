// The months and the days of the week written in full, lower case: a slot that takes a place, a site or a name often
// takes a date's word too ("moved from Ohio in May", "Neurology, Tuesday"), and the gazetteers hold several as towns.

export const MONTH_NAMES: readonly string[] = [
  'january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december',
];

export const WEEKDAY_NAMES: readonly string[] = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];

/** The months and the days of the week as notes shorten them, lower case ("Location: Mar 4", "seen Thurs"). */
export const MONTH_SHORT: readonly string[] = ['jan', 'feb', 'mar', 'apr', 'jun', 'jul', 'aug', 'sep', 'sept', 'oct', 'nov', 'dec'];
export const WEEKDAY_SHORT: readonly string[] = ['mon', 'tue', 'tues', 'wed', 'thu', 'thur', 'thurs', 'fri', 'sat', 'sun'];

/** The months and the days of the week in full, for a look-up ("in May", "Neurology, Tuesday"). */
export const CALENDAR_WORDS: ReadonlySet<string> = new Set([...MONTH_NAMES, ...WEEKDAY_NAMES]);
/** The same, and as notes shorten them ("IN MAR", "Location: Thurs"). */
export const CALENDAR_WORDS_OR_SHORT: ReadonlySet<string> = new Set([...MONTH_NAMES, ...MONTH_SHORT, ...WEEKDAY_NAMES, ...WEEKDAY_SHORT]);
