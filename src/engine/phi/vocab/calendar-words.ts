// The months and the days of the week written in full, lower case: a slot that takes a place, a site or a name often
// takes a date's word too ("moved from Ohio in May", "Neurology, Tuesday"), and the gazetteers hold several as towns.

export const MONTH_NAMES: readonly string[] = [
  'january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december',
];

export const WEEKDAY_NAMES: readonly string[] = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];
