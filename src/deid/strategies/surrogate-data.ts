// Pools the surrogate strategy draws from: common, unremarkable names and places, so a surrogate reads
// like real text without pointing at anyone. Small on purpose (a few KB in the bundle); a value is
// chosen by length class, and two originals never share a surrogate (the run resolves collisions).

export const GIVEN_NAMES = [
  'Ann', 'Ben', 'Carl', 'Dana', 'Eve', 'Finn', 'Gail', 'Hugo', 'Ida', 'Jack', 'Kim', 'Leo', 'Mia', 'Ned', 'Olga', 'Paul',
  'Rosa', 'Sam', 'Tess', 'Wade', 'Zoe', 'Abel', 'Cora', 'Drew', 'Lena', 'Ruth', 'Troy', 'Vera',
  'Alice', 'Brian', 'Chloe', 'Daniel', 'Edith', 'Felix', 'Grace', 'Harold', 'Irene', 'Jonas', 'Karen', 'Louis',
  'Martha', 'Nathan', 'Oliver', 'Peggy', 'Quinn', 'Rachel', 'Simon', 'Teresa', 'Victor', 'Walter', 'Yvonne', 'Arthur',
  'Bridget', 'Charles', 'Dorothy', 'Eleanor', 'Frances', 'Gregory', 'Harriet', 'Isabella', 'Jonathan', 'Katherine',
  'Lawrence', 'Margaret', 'Nicholas', 'Patricia', 'Raymond', 'Stephanie', 'Theodore', 'Veronica', 'Winifred',
];

export const SURNAMES = [
  'Ames', 'Bell', 'Cole', 'Dunn', 'Ford', 'Gray', 'Hale', 'Kerr', 'Lamb', 'Moss', 'Nash', 'Pike', 'Rowe', 'Shaw',
  'Todd', 'Vance', 'Wolfe', 'York', 'Ball', 'Hart', 'Baker', 'Carter', 'Dalton', 'Ellis', 'Foster', 'Garner',
  'Hughes', 'Irwin', 'Jordan', 'Keller', 'Lawson', 'Mercer', 'Norris', 'Osborne', 'Porter', 'Reeves', 'Sawyer',
  'Turner', 'Warren', 'Barlow', 'Fenwick', 'Atkinson', 'Blackwell', 'Chambers', 'Donovan', 'Fairbanks', 'Gallagher',
  'Harrington', 'Kensington', 'Livingston', 'Montgomery', 'Pemberton', 'Richardson', 'Sutherland', 'Thornton',
  'Whitfield', 'Castellano', 'Fitzgerald',
];

export const CITIES = [
  'Avon', 'Bath', 'Ely', 'Troy', 'Salem', 'Dover', 'Aurora', 'Camden', 'Dayton', 'Easton', 'Fulton', 'Granby',
  'Hudson', 'Kenton', 'Laurel', 'Milton', 'Newport', 'Oxford', 'Preston', 'Quincy', 'Radford', 'Sheldon',
  'Ashford', 'Bridgeton', 'Clarksville', 'Fairview', 'Greenville', 'Lexington', 'Middletown', 'Riverside',
  'Springfield', 'Westfield', 'Brookhaven', 'Georgetown',
];

export const STATES = [
  'Ohio', 'Iowa', 'Utah', 'Maine', 'Idaho', 'Texas', 'Oregon', 'Nevada', 'Kansas', 'Alaska', 'Vermont', 'Montana',
  'Georgia', 'Indiana', 'Arizona', 'Nebraska', 'Kentucky', 'Colorado', 'Delaware', 'Michigan', 'Missouri', 'Oklahoma',
  'Wisconsin', 'Minnesota', 'Tennessee',
];

export const STATE_CODES = [
  'AK', 'AZ', 'CO', 'DE', 'GA', 'IA', 'ID', 'IN', 'KS', 'KY', 'ME', 'MI', 'MN', 'MO', 'MT', 'NE', 'NV', 'OH', 'OK',
  'OR', 'TN', 'TX', 'UT', 'VT', 'WI',
];

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
