// Words that end the name of a firm or an institution. After a would-be name they make it an
// organisation ("Russell Investments", "Forrester Research", "Jones College"), so both families' person
// rules read them as negatives, and a name cue that reaches one ("seen by Coastal Orthopedic Associates")
// leaves the span to the institution rules.

/** Firms: "Acme Inc", "Tri-County Lines", "Prairie Mutual". */
export const FIRM_WORDS: readonly string[] = [
  'inc', 'llc', 'ltd', 'corp', 'co', 'company', 'group', 'partners', 'associates', 'holdings', 'investments', 'capital',
  'foundation', 'bank', 'insurance', 'research', 'lines', 'cooperative', 'mutual', 'bros',
];
/**
 * What goes on after a name into a facility's name: "Dr. Rosendo Almario Memorial Hospital" (a hospital named for a
 * person), "Dr. Wolfe, Valley Pediatrics" (a clinician, then the practice). The title rules leave such a name to
 * the facility rules.
 */
export const FACILITY_AFTER_NAME = new RegExp(
  String.raw`^[ \t]{1,2}(?:(?:\p{Lu}[\p{L}'’-]{1,20}[ \t]{1,2}){0,2}(?:Memorial|Hospital|Hospitals|Medical Cent(?:er|re)|Medical Ctr|Infirmary|Institute|Health Cent(?:er|re))` +
    // Words that also follow a clinician's own name ("Dr Smith Clinic tomorrow") only with a name word before them.
    String.raw`|(?:\p{Lu}[\p{L}'’-]{1,20}[ \t]{1,2}){1,2}(?:Clinic|Polyclinic|Family Practice|Family Medicine|Family Health|Pediatrics|Paediatrics|Medical Group|Medical Practice|Medical Associates))(?![\p{L}])`,
  'u',
);
/**
 * Emergency services, legal aid, housing, day programmes and leisure centres a social history or a run sheet names
 * ("Tallow Creek Fire Rescue", "Addison County Sheriff's Department", "Sunrise Adult Day Program"), health funds and
 * medical aids (Australia, South Africa), air ambulances, works and mills that employ ("Mzansi Steel Works"), and
 * congregations named by their denomination ("Beaver Creek Free Will Baptist"). Read as practice suffixes
 * (rules/institutions.ts): a word before them must name, not describe ("Southern Baptist", "the Fire Department").
 */
export const SERVICE_ORG_SUFFIXES: readonly string[] = [
  'Fire Rescue', 'Fire & Rescue', 'Fire and Rescue', 'Fire Department', 'Fire Dept', 'Rescue Squad', "Sheriff's Department",
  "Sheriff's Office", 'Police Department', 'Legal Services', 'Legal Aid', 'Day Program', 'Day Programme', 'Supportive Housing',
  'Housing Services', 'Housing Authority', 'Leisure Centre', 'Leisure Center', 'Community Centre', 'Community Center', 'Health Fund',
  'Medical Aid', 'Air Medical', 'Air Ambulance', 'Home-Based Care', 'Steel Works', 'Textile Mills', 'Paper Mills',
  'Baptist', 'Baptist Church', 'Methodist', 'Lutheran', 'Presbyterian', 'Episcopal', 'Pentecostal', 'Anglican', 'Tabernacle',
  'Gurdwara', 'Masjid', 'Mandir', 'Kingdom Hall',
];
/**
 * The head nouns that close the name of any organisation, taken whole from how English names firms, public bodies and
 * associations (fix20a): a trade's or an industry's noun ("X Therapeutics", "X Interiors", "X Roofing", "X Gear Works",
 * "X Farm"), a public body's ("X Police Dept", "X Public Schools", "X School Dept", "X Authority", "X Registry", "X
 * Commission") and an association's ("X Alliance", "X League", "X Union", "X Fund"). Read as practice suffixes
 * (rules/institutions.ts): a word before them must name, not describe, and a name made only of clinical or service words
 * ("Social Services", "Tumor Registry", "Sleep Lab") names a department, not an organisation. "Service" and "Services" also
 * close what a hospital or a history calls a function ("Language Services", "Military Service", "Retina Service"): they need
 * two naming words ("X Wool Services", "X Memory Assessment Service"). "Department", "Management" and "Commission" are left
 * out: they close a payer's or a hospital's office more often than a name ("Utilization Management", "Appeals Department").
 */
export const ORG_HEAD_NOUNS: readonly string[] = [
  // Public bodies and services.
  'Police Dept\\.?', 'Police Service', 'Police Services', "Sheriff's Dept\\.?", 'School Dept\\.?', 'School Department', 'Public Schools', 'Schools',
  'Dept\\.?', 'Authority', 'Bureau', 'Registry', 'Volunteer Rescue', 'Rescue', 'Services', 'Service',
  // Associations and funds.
  'Fund', 'Federation', 'League', 'Alliance', 'Coalition', 'Union', 'Guild', 'Collective',
  // Firms by their industry or trade.
  'Therapeutics', 'Biosciences', 'Biotech', 'Pharma', 'Software', 'Electric', 'Electrical', 'Energy', 'Utilities', 'Realty',
  'Properties', 'Staffing', 'Grocery', 'Dairy', 'Ranch', 'Farm', 'Orchards', 'Vineyards',
  'Winery', 'Brewery', 'Distillery', 'Creamery', 'Works', 'Mining', 'Airlines', 'Airways', 'Railroad', 'Railway', 'Builders',
  'Contractors', 'Contracting', 'Landscaping', 'Roofing', 'Plumbing', 'Heating', 'Automotive', 'Auto Body', 'Garage', 'Salon',
  'Studios', 'Interiors', 'Furniture', 'Hardware', 'Lumber', 'Outfitters', 'Apparel', 'Printing', 'Packaging', 'Distributors',
  'Distribution', 'Wholesale', 'Trading', 'Ventures', 'Imports', 'Textiles', 'Metals', 'Paving', 'Excavating', 'Welding',
  'Catering', 'Cleaners', 'Storage', 'Towing', 'Transport', 'Transportation', 'Lab',
  // More industries and trades (fix21a), from how English names firms: energy and extraction, heavy industry and metal
  // trades, shipping and hauling, shuttles, fisheries and growers, telecoms, money and insurers, aviation, waste, laboratories and
  // language services. Words that also end a clinical phrase in Title case ("Oil", "Gas", "Packing", "Equipment",
  // "Engineering", "Security", "Disposal": "Colonic Transit", "Current Biologics", "Plaster Castings", "Augmentative
  // Communications", "Surgical Exploration", "Medicaid Taxi"), a food a diet sheet names ("Deli Meats", "Raw Seafood") or a
  // surname ("Mills", "Power") are left out; an insurer's "Casualty" and "Assurance" need two naming words before them
  // (TWO_WORD_HEADS, rules/org-head-names.ts: "Quality Assurance", "Mass Casualty" name no one).
  'Drilling', 'Petroleum', 'Pipeline', 'Midstream', 'Quarry', 'Aggregates', 'Concrete', 'Cement', 'Timber',
  'Foundry', 'Forge', 'Stamping', 'Machining', 'Fabrication', 'Fabrications', 'Fabricators', 'Shipbuilding',
  'Shipyard', 'Boatworks', 'Marina', 'Freight Lines', 'Truck Lines', 'Bus Lines', 'Motor Lines', 'Haulage', 'Hauling', 'Movers',
  'Couriers', 'Shuttle', 'Casualty', 'Assurance', 'Fisheries', 'Packers', 'Growers', 'Telecom', 'Wireless', 'Financial',
  'Aviation', 'Aerospace', 'Recycling', 'Sanitation', 'Janitorial', 'Genomics', 'Cryobank', 'Interpreting', 'Interpreters',
  'Translations',
  // The same heads written short, as forms and letterheads write them ("X Pecan Co", "X Mfg", "X State Univ", "X Assoc").
  'Co', 'Mfg', 'Univ', 'Assoc',
];
/** Words of a denomination's own name ("Southern Baptist", "Free Will Baptist"): they describe, never name, a congregation. */
export const DENOMINATION_WORDS =
  'southern northern united free will reformed evangelical orthodox primitive missionary african american catholic roman greek ' +
  'first full gospel apostolic independent church';
/**
 * The words a congregation's name closes with (its house of worship or its denomination: "X Free Will Baptist Church",
 * "X Free Lutheran", "X Tabernacle") or, in Spanish, Portuguese and French, opens with ("Iglesia Bautista X"), lower case.
 */
export const CONGREGATION_LAST: readonly string[] = [
  'church', 'chapel', 'parish', 'temple', 'synagogue', 'shul', 'mosque', 'masjid', 'tabernacle', 'fellowship', 'assembly', 'ministries',
  'cathedral', 'basilica', 'congregation', 'gurdwara', 'mandir', 'baptist', 'methodist', 'lutheran', 'presbyterian', 'episcopal',
  'pentecostal', 'anglican', 'nazarene', 'mennonite', 'adventist', 'wesleyan', 'ame', 'catholic', 'orthodox', 'brethren', 'reformed',
  'evangelical', 'apostolic', 'kingdom hall', 'meeting house', 'meetinghouse',
];
export const CONGREGATION_FIRST: readonly string[] = ['iglesia', 'igreja', 'eglise', 'église', 'paroisse', 'parroquia', 'capilla', 'templo', 'masjid', 'gurdwara', 'mandir'];
/** What a bank keeps, named before "Bank": a hospital's blood bank, a food, tissue or milk bank (a service, no firm or town). */
const BANKED_KINDS: ReadonlySet<string> = new Set(['blood', 'food', 'tissue', 'milk', 'eye', 'bone', 'sperm', 'brain', 'seed', 'organ']);
/**
 * How many of the last of `words` (lower case or not) say what a bank keeps: 1 ("Blood"), 2 ("Cord Blood") or 0.
 * "Blood Bank", "NOTIFY BLOOD BANK", "Cord Blood Bank" name a hospital's or a community's service by it (fix17b, rev17).
 */
export function bankedKindWords(words: readonly string[]): number {
  const n = words.length;
  if (n === 0 || !BANKED_KINDS.has(words[n - 1]!.toLowerCase())) return 0;
  return n > 1 && words[n - 1]!.toLowerCase() === 'blood' && words[n - 2]!.toLowerCase() === 'cord' ? 2 : 1;
}
/** Institutions: "Jones College", "Baker Institute", "Mercy Hospital". */
export const INSTITUTION_WORDS: readonly string[] = ['university', 'college', 'school', 'institute', 'hospital', 'clinic', 'center', 'centre'];

/**
 * Nouns of the kind of organisation a social-work, case-management or EMS note names (lower case, blanks between
 * words): after a word no English or clinical list knows they make the words an organisation ("Tressvale VNA",
 * "KESTLEY FIRE RESCUE", "brisbee middle school"). Longest first is not needed: the rule reads the name before it.
 */
export const ORG_KIND_HEADS: readonly string[] = [
  'vna', 'visiting nurses?', 'home health(?: care| agency)?', 'home care', 'hospice', 'fire rescue', 'fire department', 'fire dept',
  'fire district', 'rescue squad', 'ambulance(?: service)?', 'ems', "sheriff'?s?", 'police department', 'police dept', 'school district',
  'elementary(?: school)?', 'middle school', 'high school', 'preschool', 'academy', 'daycare', 'day care', 'shelter', 'church', 'fellowship',
  'family cent(?:er|re)', 'pharmacy', 'counseling(?: cent(?:er|re))?', 'counselling', 'behavioral health', 'urgent care', 'medical group',
  'learning cent(?:er|re)', 'senior cent(?:er|re)', 'adult day (?:program|health)', 'food pantry', 'soup kitchen', 'mission',
  'nursing (?:&|and) rehab(?:ilitation)?', 'nursing cent(?:er|re)', 'care cent(?:er|re)', 'rehab(?:ilitation)? cent(?:er|re)', 'assisted living',
  'senior living',
  // Chemists, drugstores and pathology providers, rest homes and retirement villages, clubs and community services
  // ("bexford drug", "Yallan chemist", "Korowai rest home"): the name before them must still hold a naming word.
  'drug(?:store| store)?', 'chemists?', 'pathology', 'rest home', 'retirement (?:village|home|residence|community)', 'aged care',
  'care home', 'lodge', 'club', 'community services',
  // Charities, trusts and mutual societies a social history names for support or money ("te awa ora trust",
  // "harrowgate food bank", "kestle credit union").
  'trust', 'foundation', 'food bank', 'credit union',
  // Any organisation's head in any letter case (fix20a), as ORG_HEAD_NOUNS closes a capitalised name: firms, banks and
  // insurers, schools and colleges, public bodies, farms and trades ("x savings bank", "X STATE COLLEGE", "X SCHOOL DEPT",
  // "x y gear works"). A verb's or a group's word ("works", "group") is left out: a given name before it is no firm; so
  // are "inc" (increased: "irrigant inc"), "authority" (a permission: "PBS authority") and "market" (a place as often).
  'company', 'llc', 'ltd', 'corp', 'corporation', 'associates', 'partners', 'agency', 'registry',
  'bank', 'insurance', 'mutual', 'college', 'university', 'institute', 'academy',
  'school dept', 'school department', 'public schools', 'police dept', 'volunteer rescue', 'gear works', 'iron works',
  'farms?', 'dairy', 'ranch', 'orchards?', 'vineyards?', 'winery', 'brewery', 'creamery', 'logistics', 'trucking',
  'freight', 'construction', 'roofing', 'plumbing', 'electric', 'landscaping', 'interiors', 'therapeutics', 'pharmaceuticals',
  'laboratories', 'staffing', 'mfg', 'univ', 'assoc',
];
/** Nouns of an area a town or a region is named with ("Nallur district", "Harwick County", "Chinnavaram village"). */
export const AREA_NOUNS: readonly string[] = ['county', 'district', 'village', 'parish', 'township', 'taluk', 'taluka', 'tehsil', 'province', 'prefecture'];
/** Clinicians and coordinators a note says come from a place ("Surgeon from Brusho", "liaison from X Rehab"). */
export const ORIGIN_ROLES: readonly string[] = [
  'surgeons?', 'physicians?', 'doctors?', 'cardiologists?', 'nurses?', 'liaisons?', 'coordinators?',
  'case (?:manager|mgr)s?', 'transplant team', 'intake', 'admissions', 'fellows?', 'residents?', 'attendings?', 'hospitalists?',
];
/** Departments and procedures a note says were at another hospital ("ED at JM", "cath at UPMH"). */
export const SITE_OF_CARE: readonly string[] = [
  'ed', 'er', 'ew', 'emergency (?:room|department|dept)', 'cath', 'catheterization', 'echo', 'egd', 'colonoscopy', 'mri', 'ct', 'pfts?',
  'clinic', 'icu', 'micu', 'ccu', 'sicu', 'surgery', 'dialysis', 'biopsy', 'admission', 'admitted', 'seen', 'evaluated', 'treated',
  // The emergency department and the procedures other countries' letters say were done elsewhere ("casualty at KCH",
  // "PTCA at NIMS", "CABG at RPAH", "operated at SGH") (inst46).
  'casualty', 'ptca', 'pci', 'cabg', 'angiogram', 'angioplasty', 'stent', 'stenting', 'ercp', 'tavi', 'operated',
];

/**
 * Words (lower-cased) that describe a service rather than name it: "Inpatient Pharmacy", "Pediatric
 * Cardiology", "General Internal Medicine", "Private Practice". A practice suffix preceded only by these
 * names no one (institutions.ts, facility.suffix).
 */
export const GENERIC_LEFT = new Set(
  ('family general internal adult pediatric paediatric pediatrics geriatric clinical private group solo best ' +
    'standard medical dental nursing nurse advanced primary preventive preventative interventional invasive ' +
    'noninvasive non-invasive nuclear structural surgical sports spine hand vascular heart cardiac radiation ' +
    'medicine medicines inpatient outpatient hospital clinic community central main retail specialty specialist ' +
    'compounding mail order local home health care public managed commercial federal state national private ' +
    'emergency urgent acute critical hospice palliative behavioral behavioural mental women\'s womens men\'s ' +
    'reproductive maternal fetal neonatal transplant consult consultation consultative division department dept ' +
    'service services section unit program programme team office ambulatory academic university affiliated ' +
    'integrated comprehensive cosmetic general-surgery physical therapy occupational speech cardiology ' +
    'dermatology orthopedics orthopaedics urology gastroenterology neurology oncology hematology ' +
    'rheumatology endocrinology nephrology pulmonary pulmonology infectious disease diseases allergy ' +
    'immunology ophthalmology optometry podiatry chiropractic dentistry orthodontics the our your their ' +
    'his her its my this that visiting new old als bls ems illicit study street adverse recreational prescription ' +
    'non non-emergency wheelchair stretcher child children children\'s protective social human veterans youth senior ' +
    'elder disability patient guest environmental food support diagnostic molecular anatomic anatomical forensic breast ' +
    'cardiac neonatal newborn well-baby sleep country golf social book fan health county city ' + DENOMINATION_WORDS).split(/\s+/),
);

/**
 * The legal forms other countries' firms are registered with, written after the name ("Brandt Maschinenbau GmbH",
 * "Conservas Ribera S.L.", "Perabot Maju Sdn Bhd"); English ones (Inc, Ltd, LLC, Corp) are FIRM_WORDS'. `strong`
 * forms are no word of any language's clinical text and are read in any letter case; `weak` ones (AG, Oy) are also
 * initials ("AG" an antigen or an anion gap), so they are read only in mixed case, after two Title-case name words
 * (rules/legal-forms.ts). KG, SAS, BV and AB are left out: a weight, a sedation scale, bacterial vaginosis, antibodies. Lower case, dots and blanks as the evidence reader compares words.
 */
export const LEGAL_FORMS: { readonly strong: readonly string[]; readonly weak: readonly string[] } = {
  strong: ['gmbh', 'ggmbh', 'sarl', 's.a.r.l.', 'sàrl', 's.a.s.', 's.a.', 's.l.', 's.l.u.', 's.p.a.', 'spa', 's.r.l.', 'srl', 'b.v.', 'n.v.',
    'sdn bhd', 'sdn. bhd.', 'bhd', 'pte ltd', 'pte. ltd.', 'plc', 'llp', 'ltda', 'aps', 'oyj', 'tbk'],
  weak: ['ag', 'oy'],
};
