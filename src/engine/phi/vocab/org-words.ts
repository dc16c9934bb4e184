// Words that end the name of a firm or an institution. After a would-be name they make it an
// organisation ("Russell Investments", "Forrester Research", "Jones College"), so both families' person
// rules read them as negatives, and a name cue that reaches one ("seen by Coastal Orthopedic Associates")
// leaves the span to the institution rules.

/** Firms: "Acme Inc", "Tri-County Lines", "Prairie Mutual". */
export const FIRM_WORDS: readonly string[] = [
  'inc', 'llc', 'ltd', 'corp', 'co', 'company', 'group', 'partners', 'associates', 'holdings', 'investments', 'capital',
  'foundation', 'bank', 'insurance', 'research', 'lines', 'cooperative', 'mutual',
];
/** Institutions: "Jones College", "Baker Institute", "Mercy Hospital". */
export const INSTITUTION_WORDS: readonly string[] = ['university', 'college', 'school', 'institute', 'hospital', 'clinic', 'center', 'centre'];
