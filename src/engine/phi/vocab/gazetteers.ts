// Gazetteers written for this engine (not derived from any evaluation data). Keys are lower-cased;
// multi-word names are single keys with single spaces.

export const US_STATES: ReadonlyMap<string, string> = new Map(
  (
    'alabama AL|alaska AK|arizona AZ|arkansas AR|california CA|colorado CO|connecticut CT|delaware DE|florida FL|' +
    'georgia GA|hawaii HI|idaho ID|illinois IL|indiana IN|iowa IA|kansas KS|kentucky KY|louisiana LA|maine ME|' +
    'maryland MD|massachusetts MA|michigan MI|minnesota MN|mississippi MS|missouri MO|montana MT|nebraska NE|' +
    'nevada NV|new hampshire NH|new jersey NJ|new mexico NM|new york NY|north carolina NC|north dakota ND|ohio OH|' +
    'oklahoma OK|oregon OR|pennsylvania PA|rhode island RI|south carolina SC|south dakota SD|tennessee TN|texas TX|' +
    'utah UT|vermont VT|virginia VA|washington WA|west virginia WV|wisconsin WI|wyoming WY|district of columbia DC|' +
    'puerto rico PR|guam GU'
  )
    .split('|')
    .map((e) => {
      const i = e.lastIndexOf(' ');
      return [e.slice(0, i), e.slice(i + 1)] as [string, string];
    }),
);

/** India's states and the codes its addresses write before a PIN ("Krishna Dist., AP - 521457"). */
export const INDIAN_STATES: readonly string[] = (
  'Andhra Pradesh|Arunachal Pradesh|Assam|Bihar|Chhattisgarh|Goa|Gujarat|Haryana|Himachal Pradesh|Jharkhand|Karnataka|' +
  'Kerala|Madhya Pradesh|Maharashtra|Manipur|Meghalaya|Mizoram|Nagaland|Odisha|Orissa|Punjab|Rajasthan|Sikkim|' +
  'Tamil Nadu|Telangana|Tripura|Uttar Pradesh|Uttarakhand|West Bengal|Jammu and Kashmir|Puducherry'
).split('|');
export const INDIAN_STATE_CODES: readonly string[] = 'AP TS TN KA KL MH GJ RJ UP MP WB OD PB HR HP JK BR JH CG AS DL'.split(' ');

export const STATE_ABBREVIATIONS: ReadonlySet<string> = new Set([...US_STATES.values()]);

/** A ZIP code after a state's code ("MD 21502", "PA 17543-1234"). */
const ZIP_AFTER_CODE = /^[ \t]{1,2}\d{5}(?:-\d{4})?(?![\d-])/;

/**
 * Whether `written` (a comma and blanks before it allowed, a period after it) is a US state's code with a ZIP code
 * after it, at `end`: an address's "Town, MD 21502", not a clinician's credential (rules/names.ts,
 * rules/note-people-credentials.ts).
 */
export function stateCodeBeforeZip(text: string, end: number, written: string): boolean {
  const code = written.replace(/^[,\s]+/, '').replace(/\.$/, '').toUpperCase();
  return code.length === 2 && STATE_ABBREVIATIONS.has(code) && ZIP_AFTER_CODE.test(text.slice(end, end + 12));
}

/** State names that are also common given names, cities or words: tagged only in location context. */
export const AMBIGUOUS_STATES: ReadonlySet<string> = new Set(['georgia', 'virginia', 'washington', 'indiana', 'new york', 'maine', 'nevada', 'montana']);

export const COUNTRIES: ReadonlySet<string> = new Set(
  (
    'afghanistan|albania|algeria|andorra|angola|argentina|armenia|australia|austria|azerbaijan|bahamas|bahrain|' +
    'bangladesh|barbados|belarus|belgium|belize|benin|bhutan|bolivia|bosnia and herzegovina|bosnia|botswana|brazil|' +
    'brunei|bulgaria|burkina faso|burundi|cambodia|cameroon|canada|cape verde|central african republic|chile|china|' +
    'colombia|comoros|congo|costa rica|croatia|cuba|cyprus|czech republic|czechia|denmark|djibouti|dominica|' +
    'dominican republic|ecuador|egypt|el salvador|england|eritrea|estonia|eswatini|ethiopia|fiji|finland|france|' +
    'gabon|gambia|germany|ghana|great britain|greece|grenada|guatemala|guinea|guyana|haiti|honduras|hong kong|hungary|' +
    'iceland|india|indonesia|iran|iraq|ireland|israel|italy|ivory coast|jamaica|japan|jordan|kazakhstan|kenya|' +
    'kiribati|korea|south korea|north korea|kosovo|kuwait|kyrgyzstan|laos|latvia|lebanon|lesotho|liberia|libya|' +
    'liechtenstein|lithuania|luxembourg|madagascar|malawi|malaysia|maldives|mali|malta|mauritania|mauritius|mexico|' +
    'micronesia|moldova|monaco|mongolia|montenegro|morocco|mozambique|myanmar|burma|namibia|nauru|nepal|netherlands|' +
    'new zealand|nicaragua|niger|nigeria|north macedonia|macedonia|norway|oman|pakistan|palau|palestine|panama|' +
    'papua new guinea|paraguay|peru|philippines|poland|portugal|qatar|romania|russia|russian federation|rwanda|' +
    'samoa|san marino|saudi arabia|scotland|senegal|serbia|seychelles|sierra leone|singapore|slovakia|slovenia|' +
    'solomon islands|somalia|south africa|south sudan|spain|sri lanka|sudan|suriname|sweden|switzerland|syria|taiwan|' +
    'tajikistan|tanzania|thailand|togo|tonga|trinidad and tobago|tunisia|turkey|turkmenistan|tuvalu|uganda|ukraine|' +
    'united arab emirates|uae|united kingdom|uk|united states|united states of america|usa|u.s.a.|uruguay|uzbekistan|' +
    'vanuatu|vatican city|venezuela|vietnam|viet nam|wales|yemen|zambia|zimbabwe|greenland|northern ireland'
  ).split('|'),
);

/** Countries that are also names or common words ("Chad", "Jordan", "Turkey"): tagged only in context. */
export const AMBIGUOUS_COUNTRIES: ReadonlySet<string> = new Set(['chad', 'jordan', 'turkey', 'georgia', 'guinea', 'china', 'niger', 'israel', 'india', 'oman', 'mali', 'togo', 'peru', 'cuba', 'malta', 'samoa', 'tonga', 'uk']);

export const CITIES: ReadonlySet<string> = new Set(
  (
    // United States
    'new york|new york city|los angeles|chicago|houston|phoenix|philadelphia|san antonio|san diego|dallas|san jose|' +
    'austin|jacksonville|fort worth|columbus|charlotte|san francisco|indianapolis|seattle|denver|boston|el paso|' +
    'nashville|detroit|oklahoma city|portland|las vegas|memphis|louisville|baltimore|milwaukee|albuquerque|tucson|' +
    'fresno|sacramento|kansas city|mesa|atlanta|omaha|colorado springs|raleigh|long beach|virginia beach|miami|' +
    'oakland|minneapolis|tulsa|tampa|arlington|new orleans|wichita|cleveland|bakersfield|aurora|anaheim|honolulu|' +
    'santa ana|riverside|corpus christi|lexington|stockton|henderson|saint paul|st. paul|st. louis|saint louis|' +
    'cincinnati|pittsburgh|greensboro|anchorage|plano|lincoln|orlando|irvine|newark|toledo|durham|chula vista|' +
    'fort wayne|jersey city|st. petersburg|laredo|madison|chandler|buffalo|lubbock|scottsdale|reno|glendale|' +
    'gilbert|winston-salem|norfolk|chesapeake|garland|irving|hialeah|fremont|boise|richmond|baton rouge|spokane|' +
    'des moines|tacoma|san bernardino|modesto|fontana|santa clarita|birmingham|oxnard|fayetteville|rochester|' +
    'moreno valley|yonkers|huntington beach|salt lake city|grand rapids|amarillo|montgomery|little rock|akron|' +
    'augusta|knoxville|providence|worcester|chattanooga|tallahassee|fort lauderdale|sioux falls|springfield|' +
    'hartford|new haven|cambridge|albany|syracuse|ann arbor|savannah|charleston|burlington|portland|manchester|' +
    'bridgeport|stamford|trenton|camden|allentown|scranton|harrisburg|wilmington|dover|annapolis|bethesda|' +
    'columbia|greenville|asheville|jackson|biloxi|shreveport|lafayette|galveston|waco|midland|odessa|santa fe|' +
    'tempe|flagstaff|boulder|fort collins|cheyenne|billings|bismarck|fargo|duluth|rochester|topeka|dayton|' +
    'youngstown|erie|lansing|flint|kalamazoo|green bay|peoria|evanston|naperville|gary|south bend|evansville|' +
    'lexington|bowling green|berkeley|palo alto|pasadena|santa barbara|santa monica|santa cruz|san mateo|' +
    'sunnyvale|hayward|eugene|salem|olympia|bellevue|juneau|fairbanks|hilo|provo|ogden|las cruces|brooklyn|' +
    'bronx|queens|manhattan|staten island|hoboken|white plains|newport|pawtucket|concord|nashua|bangor|' +
    'montpelier|key west|mobile|reading|santa clara|gainesville|pensacola|sarasota|naples|boca raton|west palm beach|daytona beach|' +
    // Canada and the rest of the world
    'toronto|montreal|vancouver|calgary|edmonton|ottawa|winnipeg|quebec city|halifax|victoria|london|paris|berlin|' +
    'madrid|rome|milan|naples|vienna|prague|budapest|warsaw|krakow|amsterdam|rotterdam|brussels|antwerp|zurich|' +
    'geneva|bern|munich|hamburg|frankfurt|cologne|stuttgart|dublin|edinburgh|glasgow|liverpool|leeds|bristol|' +
    'oxford|lisbon|porto|barcelona|valencia|seville|athens|istanbul|ankara|moscow|st. petersburg|kyiv|kiev|' +
    'minsk|riga|vilnius|tallinn|helsinki|stockholm|oslo|copenhagen|reykjavik|bucharest|sofia|belgrade|zagreb|' +
    'ljubljana|bratislava|cairo|alexandria|casablanca|marrakesh|tunis|algiers|lagos|abuja|accra|nairobi|' +
    'addis ababa|kampala|dar es salaam|johannesburg|cape town|durban|pretoria|harare|lusaka|kinshasa|dakar|' +
    'tel aviv|jerusalem|beirut|damascus|amman|baghdad|tehran|riyadh|jeddah|dubai|abu dhabi|doha|kuwait city|' +
    'karachi|lahore|islamabad|delhi|new delhi|mumbai|bombay|bangalore|bengaluru|chennai|madras|kolkata|calcutta|' +
    'hyderabad|pune|ahmedabad|dhaka|kathmandu|colombo|bangkok|hanoi|ho chi minh city|saigon|phnom penh|' +
    'kuala lumpur|singapore|jakarta|manila|beijing|shanghai|guangzhou|shenzhen|chengdu|wuhan|hong kong|taipei|' +
    'seoul|busan|tokyo|osaka|kyoto|yokohama|sydney|melbourne|brisbane|perth|adelaide|auckland|wellington|' +
    'mexico city|guadalajara|monterrey|tijuana|havana|san juan|kingston|bogota|medellin|lima|quito|caracas|' +
    'santiago|buenos aires|montevideo|asuncion|la paz|sao paulo|rio de janeiro|brasilia|salvador|recife'
  ).split('|'),
);

/** Cities that are also common words or names ("Mobile", "Reading", "Jackson"): tagged only in context. */
export const AMBIGUOUS_CITIES: ReadonlySet<string> = new Set([
  'mobile', 'reading', 'columbus', 'aurora', 'lincoln', 'madison', 'jackson', 'henderson', 'gilbert', 'irving',
  'lafayette', 'salem', 'concord', 'victoria', 'gary', 'augusta', 'columbia', 'charlotte', 'richmond', 'dover',
  'newport', 'midland', 'provo', 'eugene', 'arlington', 'manchester', 'cambridge', 'burlington', 'springfield',
  'lexington', 'plano', 'mesa', 'glendale', 'sofia', 'salvador', 'santiago', 'naples', 'durham', 'odessa',
  'chandler', 'garland', 'fremont', 'bismarck', 'flint', 'buffalo', 'phoenix', 'orlando', 'kingston', 'oxford',
  'bristol', 'bath', 'wellington', 'victoria', 'erie', 'rochester', 'hilo', 'naples', 'la paz', 'gainesville',
]);
