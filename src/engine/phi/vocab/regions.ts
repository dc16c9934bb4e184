// Administrative divisions above a town, as addresses outside the US write them after the town and its comma
// ("Kirkcaldy, Fife", "Mamelodi East, Gauteng", "Norway House, Man.", "Skudai, Johor"), and the words that lead
// a street, a rural box or a district in other countries' addresses. Written from general knowledge of how each
// country's postal addresses are laid out (provinces, states, counties, council areas), not from any note.

/** Provinces, states, counties and regions that close a town after its comma; keys lower-case, single blanks. */
export const REGION_NAMES: ReadonlySet<string> = new Set(
  (
    // Canada
    'ontario|quebec|québec|nova scotia|new brunswick|manitoba|british columbia|prince edward island|saskatchewan|' +
    'alberta|newfoundland|newfoundland and labrador|labrador|yukon|northwest territories|nunavut|' +
    // South Africa
    'gauteng|kwazulu-natal|kwazulu natal|kzn|limpopo|mpumalanga|free state|eastern cape|western cape|northern cape|' +
    // Australia (Victoria is a given name: it is in AMBIGUOUS_REGIONS)
    'new south wales|queensland|tasmania|western australia|south australia|northern territory|victoria|' +
    // New Zealand
    'waikato|canterbury|otago|southland|northland|taranaki|manawatu|hawke\'s bay|bay of plenty|marlborough|wairarapa|' +
    // Malaysia
    'johor|kedah|kelantan|melaka|malacca|negeri sembilan|pahang|penang|pulau pinang|perak|perlis|sabah|sarawak|' +
    'selangor|terengganu|' +
    // Scotland and Wales (council areas and historic counties; "-shire" counties are read by their ending)
    'fife|lothian|midlothian|east lothian|west lothian|argyll|argyll and bute|moray|highland|inverclyde|caithness|' +
    'orkney|shetland|powys|gwynedd|ceredigion|conwy|anglesey|ynys môn|glamorgan|vale of glamorgan|' +
    // England (counties not ending in "-shire")
    'cornwall|devon|dorset|somerset|kent|essex|sussex|east sussex|west sussex|surrey|norfolk|suffolk|cumbria|' +
    'northumberland|merseyside|tyne and wear|county durham|greater manchester|west midlands|rutland|' +
    // Philippines (provinces often written after a city)
    'cebu|bohol|leyte|samar|pampanga|bulacan|cavite|laguna|batangas|quezon|pangasinan|iloilo|palawan|benguet|albay|' +
    'sorsogon|zambales|tarlac|nueva ecija|bukidnon|cotabato|south cotabato|maguindanao|metro manila|davao de oro|davao del norte|' +
    'davao del sur|davao oriental|davao occidental|zamboanga del norte|zamboanga del sur|lanao del norte|lanao del sur|' +
    'surigao del norte|surigao del sur|agusan del norte|agusan del sur|misamis oriental|misamis occidental|' +
    'negros oriental|negros occidental|oriental mindoro|occidental mindoro|ilocos norte|ilocos sur|camarines norte|camarines sur|' +
    // English and Welsh counties ending in "-shire", and Scottish ones
    'yorkshire|north yorkshire|west yorkshire|south yorkshire|east yorkshire|lancashire|cheshire|derbyshire|' +
    'nottinghamshire|leicestershire|lincolnshire|northamptonshire|warwickshire|worcestershire|gloucestershire|' +
    'oxfordshire|buckinghamshire|bedfordshire|hertfordshire|cambridgeshire|wiltshire|hampshire|berkshire|shropshire|' +
    'staffordshire|herefordshire|perthshire|aberdeenshire|lanarkshire|ayrshire|renfrewshire|dunbartonshire|' +
    'stirlingshire|dumfriesshire|pembrokeshire|carmarthenshire|denbighshire|flintshire|monmouthshire|' +
    // India's states are in gazetteers.ts; its union territories
    'delhi ncr|chandigarh|ladakh|' +
    // Nigeria's states (not those that are words: Delta, Niger, Plateau, Rivers, Cross River, Imo), written with or
    // without "State" after them ("Ikorodu, Lagos State")
    'abia|adamawa|akwa ibom|anambra|bauchi|bayelsa|benue|borno|ebonyi|edo|ekiti|enugu|gombe|jigawa|kaduna|kano|katsina|' +
    'kebbi|kogi|kwara|lagos|nasarawa|ogun|ondo|osun|oyo|sokoto|taraba|yobe|zamfara|' +
    // More Philippine provinces
    'la union|abra|bataan|cagayan|ifugao|kalinga|mountain province|nueva vizcaya|romblon|marinduque|masbate|' +
    'catanduanes|capiz|aklan|guimaras|siquijor|biliran|sarangani|sultan kudarat|basilan|sulu|tawi-tawi|camiguin|apayao'
  ).split('|'),
);

/**
 * The Australian states and territories and the Canadian provinces a workers' compensation board is named for, by
 * name or abbreviation ("WorkCover Queensland", "Workers Compensation Board of Manitoba"; org.public-body); US states
 * are the dictionaries'.
 */
export const BOARD_REGIONS: ReadonlySet<string> = new Set([
  'queensland', 'nsw', 'new south wales', 'victoria', 'tasmania', 'wa', 'western australia', 'sa', 'south australia', 'act', 'nt',
  'northern territory', 'manitoba', 'saskatchewan', 'alberta', 'ontario', 'nova scotia', 'new brunswick', 'newfoundland', 'pei',
  'prince edward island', 'yukon', 'nunavut', 'quebec', 'british columbia',
]);

/**
 * Regions that are also given names, words or cities ("Victoria", "Kent", "Devon", "Highland", "Quezon City"):
 * after a town's comma only when a postcode or the end of the field follows them.
 */
export const AMBIGUOUS_REGIONS: ReadonlySet<string> = new Set([
  'victoria', 'kent', 'devon', 'highland', 'moray', 'essex', 'surrey', 'canterbury', 'laguna', 'quezon', 'samar',
  'perak', 'labrador', 'free state', 'marlborough', 'rutland', 'cornwall', 'dorset', 'argyll', 'norfolk', 'suffolk',
]);

/** Provinces and states written as abbreviations with their period ("Norway House, Man.", "Regina, Sask."). */
export const REGION_ABBREVIATIONS: readonly string[] = ['Man.', 'Sask.', 'Alta.', 'Ont.', 'Que.', 'Qué.', 'Nfld.', 'N.S.', 'N.B.', 'B.C.', 'P.E.I.', 'Qld.', 'Vic.', 'Tas.'];

/**
 * Words that lead a street's name in French, Welsh and Malay addresses ("1450, rue des Érables", "7 Heol y Felin",
 * "Jalan Melati 4"); the distinctive ones name a street without a house number ("Lorong Durian", "Ffordd Las").
 */
export const STREET_LEADS_NUMBERED: readonly string[] = [
  // Not "rang" or "route": "at 2200 rang Mary", "40 route IV" (a range road is read by its ordinal, "3e Rang").
  'rue', 'boul', 'boulevard', 'bd', 'ch', 'chemin', 'av', 'avenue', 'montée', 'impasse', 'allée', 'maes', 'stryd', 'rhodfa',
  // Irish-language estates and roads: "7 Cluain Mór", "12 Páirc na Coille", "3 Bóthar an Locha".
  'cluain', 'páirc', 'pairc', 'radharc', 'bóthar', 'bothar', 'sráid', 'sraid', 'ascaill', 'céide',
  // and estates named for what they are beside or below: "4 Cois Abhann", "9 Gleann na Rí", "2 Bealach an Easa".
  'cois', 'gleann', 'bealach', 'lána',
];
export const STREET_LEADS_DISTINCT: readonly string[] = ['jalan', 'jln', 'lorong', 'persiaran', 'lebuh', 'lebuhraya', 'heol', 'ffordd'];

/** Particles inside a street's name after its lead word: "rue des Érables", "ch. du Lac", "Heol y Felin", "Maes yr Haf". */
export const STREET_PARTICLES: readonly string[] = ['de', 'des', 'du', 'de la', 'la', 'le', 'les', 'y', 'yr', "l'", "d'", 'del', 'di'];

/** Words that lead a district below a town: Philippine puroks and sitios, Malaysian tamans and kampungs. */
export const DISTRICT_LEADS: readonly string[] = ['purok', 'sitio', 'taman', 'kampung', 'kampong', 'barrio'];

/** Words of a town's name that other lists hold as words of a facility or a title: "Norway House", "First Nation", "Fort X". */
export const TOWN_WORDS: ReadonlySet<string> = new Set(['house', 'nation', 'first', 'fort', 'mount', 'port', 'saint', 'st', 'east', 'west', 'north', 'south', 'upper', 'lower', 'new', 'old', 'great', 'little']);

/**
 * The postal codes of Australia's states and territories and Canada's provinces and territories, written after a town
 * ("Kooralee NSW 2651", "Prince George, BC"); rules/region-codes.ts reads them only in an address's order, as most are
 * clinical shorthand too (SA node, NS saline, BC cultures, PE embolus, "ON exam").
 */
export const REGION_CODES: ReadonlyMap<string, string> = new Map([
  ...'NSW QLD VIC TAS SA WA NT ACT'.split(' ').map((c): [string, string] => [c, 'AU']),
  ...'ON BC AB SK MB QC NS NB PE NL YT NU'.split(' ').map((c): [string, string] => [c, 'CA']),
]);

/** Words that name a part of a state or province before its name ("eastern oregon", "Northern Ontario", "upstate New York"). */
// Not "central", "regional", "rural": "central line", "regional block", "rural area" are in most notes, and the few
// places they lead ("central Florida") cost a search at each of them.
export const DIRECTION_WORDS: readonly string[] = [
  'eastern', 'western', 'northern', 'southern', 'upstate', 'downstate', 'northeastern', 'northwestern', 'southeastern', 'southwestern',
];
