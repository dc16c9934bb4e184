// Pools the surrogate strategy draws from: common, unremarkable names and places, so a surrogate reads
// like real text without pointing at anyone. Small on purpose (a few KB in the bundle); a value is
// chosen by length class, and two originals never share a surrogate (the run resolves collisions).

// The built-in pools serve when the compiled surrogate-pools.json is absent (src/deid/strategies/pools.ts).
export const FEMALE_NAMES = [
  'Ann', 'Dana', 'Eve', 'Gail', 'Ida', 'Kim', 'Mia', 'Olga', 'Rosa', 'Tess', 'Zoe', 'Cora', 'Lena', 'Ruth', 'Vera',
  'Alice', 'Chloe', 'Edith', 'Grace', 'Irene', 'Karen', 'Martha', 'Peggy', 'Rachel', 'Teresa', 'Yvonne', 'Bridget',
  'Dorothy', 'Eleanor', 'Frances', 'Harriet', 'Isabella', 'Katherine', 'Patricia', 'Stephanie', 'Winifred',
];

export const MALE_NAMES = [
  'Ben', 'Carl', 'Finn', 'Hugo', 'Jack', 'Leo', 'Ned', 'Paul', 'Sam', 'Wade', 'Abel', 'Drew', 'Troy', 'Brian', 'Daniel',
  'Felix', 'Harold', 'Jonas', 'Louis', 'Nathan', 'Oliver', 'Simon', 'Victor', 'Walter', 'Arthur', 'Charles', 'Gregory',
  'Jonathan', 'Lawrence', 'Nicholas', 'Raymond', 'Theodore',
];

export const SURNAMES = [
  'Ames', 'Bell', 'Cole', 'Dunn', 'Ford', 'Gray', 'Hale', 'Kerr', 'Lamb', 'Moss', 'Nash', 'Pike', 'Rowe', 'Shaw',
  'Todd', 'Vance', 'Wolfe', 'York', 'Ball', 'Hart', 'Baker', 'Carter', 'Dalton', 'Ellis', 'Foster', 'Garner',
  'Hughes', 'Irwin', 'Jordan', 'Keller', 'Lawson', 'Mercer', 'Norris', 'Osborne', 'Porter', 'Reeves', 'Sawyer',
  'Turner', 'Warren', 'Barlow', 'Fenwick', 'Atkinson', 'Blackwell', 'Chambers', 'Donovan', 'Fairbanks', 'Gallagher',
  'Harrington', 'Kensington', 'Livingston', 'Montgomery', 'Pemberton', 'Richardson', 'Sutherland', 'Thornton',
  'Whitfield', 'Fitzgerald',
];

/** [city, state code]: real places with their state, so a surrogate address agrees with itself. */
export const CITY_STATES: readonly (readonly [string, string])[] = [
  ['Dayton', 'OH'], ['Akron', 'OH'], ['Toledo', 'OH'], ['Ames', 'IA'], ['Dubuque', 'IA'], ['Provo', 'UT'], ['Ogden', 'UT'],
  ['Bangor', 'ME'], ['Boise', 'ID'], ['Pocatello', 'ID'], ['Amarillo', 'TX'], ['Waco', 'TX'], ['Eugene', 'OR'],
  ['Salem', 'OR'], ['Reno', 'NV'], ['Topeka', 'KS'], ['Wichita', 'KS'], ['Juneau', 'AK'], ['Burlington', 'VT'],
  ['Billings', 'MT'], ['Macon', 'GA'], ['Athens', 'GA'], ['Muncie', 'IN'], ['Gary', 'IN'], ['Flagstaff', 'AZ'],
  ['Tempe', 'AZ'], ['Lincoln', 'NE'], ['Lexington', 'KY'], ['Boulder', 'CO'], ['Pueblo', 'CO'], ['Dover', 'DE'],
  ['Lansing', 'MI'], ['Flint', 'MI'], ['Joplin', 'MO'], ['Tulsa', 'OK'], ['Norman', 'OK'], ['Madison', 'WI'],
  ['Duluth', 'MN'], ['Rochester', 'MN'], ['Knoxville', 'TN'], ['Jackson', 'TN'],
];

export const STATE_NAMES: Readonly<Record<string, string>> = {
  OH: 'Ohio', IA: 'Iowa', UT: 'Utah', ME: 'Maine', ID: 'Idaho', TX: 'Texas', OR: 'Oregon', NV: 'Nevada', KS: 'Kansas',
  AK: 'Alaska', VT: 'Vermont', MT: 'Montana', GA: 'Georgia', IN: 'Indiana', AZ: 'Arizona', NE: 'Nebraska', KY: 'Kentucky',
  CO: 'Colorado', DE: 'Delaware', MI: 'Michigan', MO: 'Missouri', OK: 'Oklahoma', WI: 'Wisconsin', MN: 'Minnesota', TN: 'Tennessee',
};

/** Each built-in state's ZIP range (the first three digits are the state's). */
export const STATE_ZIPS: Readonly<Record<string, readonly (readonly [number, number])[]>> = {
  OH: [[43001, 45999]], IA: [[50001, 52809]], UT: [[84001, 84791]], ME: [[3901, 4992]], ID: [[83201, 83876]], TX: [[75001, 79999]],
  OR: [[97001, 97920]], NV: [[88901, 89883]], KS: [[66002, 67954]], AK: [[99501, 99950]], VT: [[5001, 5907]], MT: [[59001, 59937]],
  GA: [[30001, 31999]], IN: [[46001, 47997]], AZ: [[85001, 86556]], NE: [[68001, 68118]], KY: [[40003, 42788]], CO: [[80001, 81658]],
  DE: [[19701, 19980]], MI: [[48001, 49971]], MO: [[63001, 65899]], OK: [[73001, 74966]], WI: [[53001, 54990]], MN: [[55001, 56763]],
  TN: [[37010, 38589]],
};

export const COUNTRIES = [
  'Chile', 'Peru', 'Fiji', 'Mali', 'Oman', 'Chad', 'Laos', 'Ghana', 'Kenya', 'Nepal', 'Spain', 'Italy', 'Norway',
  'Canada', 'Poland', 'Sweden', 'Uganda', 'Denmark', 'Iceland', 'Ireland', 'Estonia', 'Portugal', 'Argentina',
  'Australia', 'Indonesia', 'Lithuania', 'Singapore',
];

export const STREET_WORDS = [
  'Elm', 'Oak', 'Ash', 'Pine', 'Park', 'Lake', 'Hill', 'Main', 'Mill', 'Cedar', 'Maple', 'Birch', 'Grove', 'River',
  'Spring', 'Church', 'Meadow', 'Willow', 'Sunset', 'Highland', 'Lincoln', 'Franklin', 'Orchard', 'Chestnut',
  'Riverside', 'Woodland', 'Sycamore', 'Hawthorne',
];

export const PROFESSIONS = [
  'baker', 'pilot', 'nurse', 'welder', 'tailor', 'farmer', 'editor', 'potter', 'cashier', 'plumber', 'painter',
  'chemist', 'surveyor', 'musician', 'engineer', 'carpenter', 'librarian', 'architect', 'bookkeeper',
  'electrician', 'pharmacist', 'accountant',
];

/** Words an institution or street name keeps as they are: they carry its kind, not its identity. */
export const GENERIC_WORDS = new Set([
  'the', 'of', 'and', 'for', 'at', 'in', 'on', '&', 'hospital', 'hospitals', 'medical', 'center', 'centre', 'clinic',
  'clinics', 'health', 'healthcare', 'care', 'university', 'college', 'institute', 'memorial', 'general', 'regional',
  'community', 'county', 'children\'s', 'childrens', 'women\'s', 'rehabilitation', 'rehab', 'nursing', 'home', 'house',
  'practice', 'group', 'associates', 'partners', 'services', 'system', 'network', 'foundation', 'inc', 'llc', 'ltd',
  'co', 'corp', 'company', 'insurance', 'department', 'dept', 'unit', 'ward', 'floor', 'school', 'church', 'pharmacy',
  'laboratory', 'lab', 'labs', 'street', 'st', 'avenue', 'ave', 'road', 'rd', 'drive', 'dr', 'lane', 'ln', 'boulevard',
  'blvd', 'court', 'ct', 'place', 'pl', 'way', 'terrace', 'circle', 'highway', 'hwy', 'apt', 'suite', 'ste', 'unit',
  'north', 'south', 'east', 'west', 'n', 's', 'e', 'w', 'ne', 'nw', 'se', 'sw', 'box', 'po',
]);

/** Person-name words that are titles or suffixes, kept as they are. */
export const NAME_AFFIXES = new Set(['dr', 'mr', 'mrs', 'ms', 'miss', 'mx', 'prof', 'sir', 'jr', 'sr', 'ii', 'iii', 'iv', 'md', 'rn', 'np', 'pa', 'do', 'phd']);
