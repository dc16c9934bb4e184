// Street words, written once for every rule that reads an address or must tell a street from a name or a
// facility: the suffixes of a street name ("Elm Street", "Fox Hollow"), their abbreviations, unit words,
// and the guard for "Dr" closing a street name ("1737 Cheriton Dr") rather than opening a doctor's name.

/** Suffixes of a street's name as written after a house number and the name ("12 Elm St", "3318 Whitetail Run"). */
export const STREET_SUFFIXES: readonly string[] = [
  'Street', 'St', 'Avenue', 'Ave', 'Av', 'Road', 'Rd', 'Boulevard', 'Blvd', 'Lane', 'Ln', 'Drive', 'Dr', 'Court', 'Ct',
  'Place', 'Pl', 'Way', 'Terrace', 'Ter', 'Circle', 'Cir', 'Parkway', 'Pkwy', 'Highway', 'Hwy', 'Square', 'Sq', 'Trail',
  'Trl', 'Route', 'Rte', 'Alley', 'Loop', 'Pike', 'Crescent', 'Close', 'Row', 'Plaza', 'Heights', 'Hts', 'Expressway',
  'Turnpike', 'Causeway', 'Ridge', 'Crossing', 'Mews', 'Gardens',
  // Suburban names: "3318 Whitetail Run", "18 Fox Hollow", "7 Heron Cove". A house number must come first.
  'Run', 'Path', 'Pass', 'Bend', 'Glen', 'Hollow', 'Trace', 'Cove', 'Landing', 'Grove', 'Knoll', 'Commons', 'Pointe', 'Chase', 'Crest',
  // Australian, New Zealand and British names: "27 Banksia Parade", "4 Marine Esplanade", "9 Harbour Quay".
  'Parade', 'Esplanade', 'Quay',
  // Scottish names: "14 Corsehill Brae", "3 Kirk Wynd".
  'Brae', 'Wynd',
  // Northern English names: "7 Heathcote Rise", "41 Weaver Brow".
  'Rise', 'Brow',
  // Irish and British estates: "12 Ashgrove Lawn", "4 Mill Meadows", "9 Ash Vale".
  'Lawn', 'Lawns', 'Meadows', 'Vale', 'Dale', 'Downs', 'Green', 'Walk',
  // Australian abbreviations: "19 Banksia Pde", "4 Wattle Cres", "2 Ocean Esp".
  'Pde', 'Cres', 'Tce', 'Esp',
];
/** Suffixes and unit words written as abbreviations, which keep their period ("Elm St."). */
export const STREET_ABBREVIATIONS: ReadonlySet<string> = new Set(
  'St Ave Av Rd Blvd Ln Dr Ct Pl Ter Cir Pkwy Hwy Sq Trl Rte Hts Pde Cres Tce Esp Apt Ste Bldg Fl Rm N S E W NE NW SE SW'.split(' '),
);
/**
 * The street words that are never part of a person's or a facility's name, lower case: after a would-be
 * name they make it a street ("Philip Street", "Hounslow Rd"), and a facility's name does not grow over
 * them ("Elm St clinic"). The suburban suffixes are left out: "Maple Ridge Manor" is a facility.
 */
export const STREET_WORDS: readonly string[] = [
  'street', 'st', 'avenue', 'ave', 'road', 'rd', 'boulevard', 'blvd', 'lane', 'ln', 'drive', 'dr', 'way', 'court', 'ct',
  'place', 'pl', 'highway', 'hwy', 'route',
];
/** Unit words of an address: "Apt 4", "Suite 200". */
export const UNIT_WORDS: readonly string[] = ['apt', 'apartment', 'suite', 'ste', 'unit', 'bldg', 'building', 'floor', 'fl', 'rm', 'room'];

/**
 * A house number and one to three Title-case words right before a position: "1737 Cheriton ". Not in
 * capitals: in an ALL-CAPS note a number and capitals prove nothing ("1800 PER DR RONAYNE").
 */
const STREET_NAME_BEFORE = /\d{1,6}[ \t]+(?:\p{Lu}[\p{Ll}'’][\p{L}'’-]*[ \t]+){1,3}$/u;

/**
 * "1737 Cheriton Dr Reuquen": a "Dr" after a house number and a
 * capitalised street name closes the street's name; it is not a doctor's title. `start` is where "Dr" starts.
 */
export function closesStreetName(text: string, start: number): boolean {
  // With or without its period: a street abbreviation keeps one too ("Elm St.").
  if (!/^Dr(?!\p{L})/u.test(text.slice(start, start + 3))) return false;
  return STREET_NAME_BEFORE.test(text.slice(Math.max(0, start - 40), start));
}
