// The place words the note rules read (note-places.ts): facility words, the words that describe rather
// than name, street words, movement and residence cues. Lower case; one home, so a rule family that needs
// them imports them rather than keeping its own copy.
import { STREET_WORDS as STREET_WORD_LIST } from './street-words';

/** Words that end a medical facility's name: "Houston Med", "Central Health", "Chicago General". */
export const MEDICAL_FACILITY = new Set(['hospital', 'hosp', 'medical', 'med', 'clinic', 'center', 'centre', 'healthcare', 'health', 'general']);
/** Words that end a facility's name. */
export const FACILITY = new Set([
  ...MEDICAL_FACILITY, 'hospitals', 'rehab', 'rehabilitation', 'house', 'manor', 'infirmary', 'hospice', 'home', 'ctr',
  'village', 'commons', 'gardens', 'court', 'place', 'facility', 'institute', 'sanitarium', 'memorial', 'regional', 'adventist',
  'university',
  // Care homes and retirement residences named like estates ("Oakmere Lodge", "Birchwood Terrace", "Ashby Grange").
  'lodge', 'terrace', 'grange', 'residence',
  // A named ward, read only after a place cue and of words no list knows (note-facilities.ts).
  'ward',
  // Transitional-care units and long-term acute-care hospitals a discharge names by the facility that runs them
  // ("Sunnybrook TCU", "Kindred LTACH"); the words alone stay generic destinations.
  'tcu', 'ltach', 'ltac',
]);
/**
 * Words that close a facility's name besides FACILITY's ("Nursing Ctr", "Medical Group", "Family Practice"): cut off
 * with them, the words before are the name a note writes again (place.repeat, facility.name-again).
 */
export const FACILITY_TAIL: ReadonlySet<string> = new Set(['nursing', 'nsg', 'ctr', 'cntr', 'group', 'practice', 'clinics', 'centers', 'centres', 'care', 'living', 'assisted', 'skilled', 'senior', 'surgery', 'surgical', 'imaging', 'cancer', 'heart', 'kidney', 'dialysis', 'rehabilitation', 'hospice']);
/** Facility words that need another facility word or a transfer cue to count ("nursing home", "medical center"). */
export const WEAK_FACILITY = new Set(['terrace', 'grange', 'residence', 'home', 'center', 'centre', 'ctr', 'health', 'court', 'place', 'village', 'commons', 'gardens', 'general', 'university', 'memorial', 'regional', 'medical', 'med']);
/** Facility words strong enough to make a name of ordinary lower-case words: "sacred heart hospital". */
/** Words a weak facility word describes rather than names: "medical history", "health insurance". */
export const DESCRIBED_BY_WEAK = new Set([
  'history', 'hx', 'equipment', 'record', 'records', 'condition', 'conditions', 'problems', 'problem', 'decision', 'decisions',
  'supplies', 'necessity', 'management', 'insurance', 'advice', 'attention', 'clearance', 'treatment', 'therapy', 'reasons',
  'director', 'examiner', 'student', 'students', 'assistant', 'proxy', 'care', 'status', 'maintenance', 'literacy',
  // A clinician's role ("Remote Medical Practitioner", "Medical Officer"): the weak word says what kind of role.
  'practitioner', 'practitioners', 'officer', 'officers',
]);
export const HOSPITAL_WORDS = new Set(['hospital', 'hosp', 'hospitals', 'infirmary', 'hospice']);
/** Words before a facility word that are not part of its name: "the hospital", "outside hospital". */
export const NOT_FACILITY_NAME = new Set([
  'the', 'a', 'an', 'this', 'that', 'outside', 'other', 'another', 'same', 'local', 'area', 'previous', 'prior', 'referring',
  'osh', 'nursing', 'rehab', 'home', 'his', 'her', 'their', 'our', 'your', 'my', 'to', 'at', 'from', 'in', 'of', 'and',
  'for', 'via', 'into', 'community', 'acute', 'chronic', 'day', 'group', 'foster', 'private', 'teaching', 'va', 'state',
  'county', 'city', 'psych', 'psychiatric', 'childrens', 'womens', 'mental', 'skilled', 'long', 'term', 'care', 'assisted',
  'living', 'rest', 'senior', 'sub', 'inpatient', 'outpatient', 'pulmonary', 'cardiac', 'physical', 'go', 'back', 'discharged',
  'transferred', 'transfer', 'sent', 'admitted', 'arrived', 'came', 'went', 'be', 'will', 'possible', 'possibly', 'plan',
  'planned', 'awaiting', 'await', 'screen', 'screening', 'bed', 'needs', 'need', 'for', 'dc', 'd/c', 'pt', 'patient', 'is', 'vs', 'versus',
  'was', 'has', 'had', 'with', 'on', 'by', 'at', 'new', 'old', 'hosp', 'hospital', 'medical', 'med', 'center',
  'leave', 'left', 'stay', 'stayed', 'home', 'own', 'return', 'returned', 'returning', 'going', 'goes', 'went', 'lives',
  // A facility's standing, not its name: "AASM-accredited sleep facility", "Medicare-certified agency", "state-licensed
  // facility" (fix17b).
  'accredited', 'certified', 'licensed', 'approved', 'designated', 'credentialed', 'accreditation', 'certification',
  // Which one by nearness, and the verb of an instruction: "report to nearest hospital", "Send home BP log" (fix17b).
  'nearest', 'closest', 'nearby', 'send', 'sending',
]);
/**
 * Kinds of addiction and mental health care and words of a programme's setting, which name no place before its kind
 * ("outpatient detox", "residential treatment center", "the recovery program"; facility.treatment-program, beside
 * NOT_FACILITY_NAME).
 */
export const TREATMENT_SETTING_WORDS: ReadonlySet<string> = new Set([
  'residential', 'intensive', 'partial', 'hospitalization', 'social', 'alcohol', 'drug', 'drugs', 'substance', 'opioid', 'opiate',
  'methadone', 'suboxone', 'sober', 'halfway', 'mens', "men's", "women's", 'adolescent', 'youth', 'veterans', 'inpt', 'outpt', 'iop',
  'php', 'any', 'some', 'ambulatory', 'medically', 'supervised', 'managed', 'monitored', 'voluntary', 'involuntary', 'short', 'rapid',
  'full', 'recovery', 'detox', 'treatment', 'health', 'crisis', 'dual', 'diagnosis', 'addiction', 'addictions', 'chemical', 'dependency',
  'abuse', 'use', 'disorder', 'program', 'programs', 'unit', 'beds',
]);
/**
 * A recommendation's verb as notes shorten it ("pt x rec tcu", "OT rec home with services"): the placement it advises
 * follows, and no name is before it; before a centre it is a recreation centre's ("Kestle Rec Center").
 */
export const RECOMMENDING: ReadonlySet<string> = new Set(['rec', 'recs', 'recommend', 'recommends']);
/**
 * Capitalised words that end a facility's name on its left in the capitalised family (institutions.ts):
 * "Seen Boston Clinic", "Dr Lee Clinic" are not one name. The note family's list is NOT_FACILITY_NAME.
 */
export const LEFT_OF_FACILITY_NAME = new Set(
  ('patient pt dr mr mrs ms seen admitted visited transferred referred discharged followed treated evaluated ' +
    'at in to from by with for on the a an our his her their this that and or of per via history hx ' +
    'monday tuesday wednesday thursday friday saturday sunday today yesterday day days').split(' '),
);
/** Street and unit words, and a name's Jr/Sr: "Elm Blvd clinic" names a street, not a facility. */
export const STREET_WORDS = new Set([...STREET_WORD_LIST, 'apt', 'suite', 'ste', 'jr', 'sr']);

/**
 * Verbs that follow an infinitive "to" and take "home" or a thing after them: "wants to get home", "to take pain med",
 * "to go home". After "to" such a word starts a verb phrase, not a facility's name.
 */
export const INFINITIVE_VERBS = new Set(
  ('get take go come bring send head drive walk ride fly stay keep make give have see try start continue use eat ' +
    'sleep rest call help sit stand move leave return carry').split(' '),
);
/**
 * Words before "to" that make it an infinitive: "needs to", "wants to", "unable to", "trying to". Not "plan": "d/c
 * plan to Oakmere Rehab" names where the patient goes.
 */
export const INFINITIVE_GOVERNORS = new Set(
  ('need needs needed want wants wanted able unable trying tried try hope hopes hoping ' +
    'like likes wish wishes ready refuses refused agreed agrees encouraged reminded taught instructed').split(' '),
);
/** Cues of a transfer or an admission: "transferred to ___", "tx from ___", "admitted to ___". */
export const MOVE = new Set([
  'transferred', 'transfered', 'transfer', 'transferring', 'tx', "tx'd", 'txd', 'trans', 'sent', 'admitted', 'went',
  'go', 'going', 'arrived', 'came', 'discharged', 'dc', "dc'd", 'medflight', 'medflighted', 'flighted', 'flown', 'brought',
  'presented', 'returned', 'return', 'taken', 'transported', 'accepted', 'admit', 'seen', 'treated', 'hospitalized',
  'referred', 'adm', 'enroute', 'transf', 'xfer', 'xferred', 'arrival', 'followed', 'managed', 'moved',
]);
/** Move verbs that always name a move between places, never a change of treatment or a visit ("seen", "followed"). */
export const TRANSFER_VERBS = new Set([
  'transferred', 'transfered', 'transfer', 'transferring', 'tx', "tx'd", 'txd', 'xfer', 'xferred', 'transf', 'brought', 'sent',
  'transported', 'medflight', 'medflighted', 'flighted', 'flown', 'arrived', 'admitted', 'discharged',
]);
/**
 * Short capitals a patient is moved to inside a hospital, or put on, that a clinical list knows: units, services,
 * tests, devices, routes, code status and times. After "transferred to", any other initials in capitals name a
 * hospital, even those that spell a clinical or English word ("transfered to UE from X Hospital").
 */
export const IN_HOSPITAL_INITIALS = new Set([
  'icu', 'micu', 'sicu', 'ccu', 'cicu', 'csru', 'cvicu', 'tsicu', 'nsicu', 'nicu', 'picu', 'pacu', 'sdu', 'pcu', 'imc', 'imu',
  'tcu', 'cdu', 'obs', 'or', 'ir', 'ep', 'ct', 'mri', 'us', 'cxr', 'gi', 'ed', 'er', 'ew', 'ld', 'pt', 'ot', 'slp', 'sw', 'cm',
  'rt', 'hd', 'crrt', 'cvvh', 'echo', 'eeg', 'ekg', 'ecg', 'lab', 'bb', 'path', 'bsc', 'oob', 'nc', 'fm', 'nrb', 'cpap', 'bipap',
  'ps', 'ac', 'simv', 'prvc', 'tc', 'tm', 'po', 'iv', 'sq', 'sc', 'im', 'pr', 'ng', 'ngt', 'og', 'ogt', 'peg', 'tpn', 'pca', 'dnr',
  'dni', 'cmo', 'npo', 'prn', 'hs', 'am', 'pm', 'noc', 'snf', 'ltc', 'ltac', 'ecf', 'alf', 'nh', 'vna', 'ems', 'md', 'rn', 'np',
  'ho', 'pa', 'ua', 'bed', 'rm', 'dr', 'ob', 'id', 'gu', 'tb',
]);
/**
 * Care that happens somewhere, before "at" and the place: "cath at Quellby", "CABG AT NORTHWICK", "appt at
 * Tarnley", "was followed at Dunmore", "her cardiologist at Ostrick". Procedures, stays, visits and the clinicians
 * a patient sees elsewhere; not times of day or positions ("at 1400", "at bedside": the place words decide).
 */
export const CARE_BEFORE_AT = new Set([
  'cath', 'catheterization', 'surgery', 'cabg', 'angio', 'angiogram', 'angioplasty', 'ptca', 'pci', 'stent', 'stented', 'stenting',
  'echo', 'mri', 'biopsy', 'dialysis', 'hd', 'chemo', 'chemotherapy', 'radiation', 'xrt', 'transplant', 'stay', 'hospitalization',
  'admission', 'appt', 'appointment', 'visit', 'treated', 'followed', 'f/u', 'fu', 'pcp', 'cardiologist', 'oncologist',
  'nephrologist', 'neurologist', 'surgeon', 'physician', 'diagnosed', 'dx', 'delivered', 'performed', 'done', 'placed', 'inserted',
  'intubated', 'resuscitated', 'evaluation', 'eval', 'workup', 'w/u',
]);
/** Prepositions before a place: "at GH", "to Holy Cross", "into BMC", "@ St. Anne's". */
export const PLACE_PREP = new Set(['to', 'from', 'at', 'into', 'via', 'on']);
/** Words after "to"/"from" that are places inside this hospital or generic, never a named place. */
export const GENERIC_DESTINATION = new Set([
  'the', 'a', 'an', 'his', 'her', 'home', 'floor', 'unit', 'rehab', 'osh', 'outside', 'another', 'other', 'this', 'icu',
  'micu', 'sicu', 'ccu', 'csru', 'or', 'ir', 'ew', 'er', 'ed', 'cath', 'pacu', 'nursing', 'hospice', 'snf', 'ltc', 'vna',
  'radiology', 'ct', 'mri', 'bed', 'chair', 'commode', 'room', 'rm', 'hospital', 'facility', 'be', 'have', 'see', 'get',
  // The hospital's own suites a patient is taken to and back from: "transported to ANGIO", "returned from endo".
  'angio', 'angiography', 'endo', 'endoscopy', 'dialysis', 'nuclear', 'fluoro', 'fluoroscopy', 'ultrasound', 'xray', 'x-ray',
  'holding', 'preop', 'stepdown', 'tele', 'telemetry', 'lab', 'cv', 'cvs',
]);
/**
 * Nouns that close the name of a river, a mountain or a stretch of country used as a place ("camping on the Darling
 * River", "hunting on Pine Mountain", "the bridge over the mangakahia river"); rules/landforms.ts reads them after a
 * place preposition.
 */
export const LANDFORM_NOUNS: readonly string[] = [
  // Not "range", "stream", "falls" or "reserve": "in the normal range", "blood stream", "RECURRENT FALLS", "cardiac reserve".
  'river', 'creek', 'brook', 'mountain', 'mountains', 'gorge', 'canyon', 'forest', 'valley', 'hills', 'island', 'peninsula',
  'glen', 'swamp', 'lagoon', 'estuary',
];
/**
 * Waters, shores, trails and hollows used as places (fix22b): "ROLLOVER NEAR X LAKE", "camp on x lake", "LIVED ALONE UP X
 * Y HOLLOW", "SNOWMOBILE WENT THROUGH NEAR X HARBOR". Not "bay" (a ward's bay), "reservoir" (a device's), "falls", "spring"
 * or "point" (words of a note's sentence), "park" (a care home's: "two weeks at X Park for wound care") or "marsh" (a
 * town's: "coming from White Marsh").
 */
export const WATER_AND_TRAIL_NOUNS: readonly string[] = [
  'lake', 'lakes', 'pond', 'bayou', 'harbor', 'harbour', 'beach', 'trail', 'trailhead', 'hollow',
];
/** Location cues before a city, state or country: "lives in ___", "from ___", "of ___". */
export const LIVES = new Set(['in', 'from', 'of', 'to', 'near', 'at', 'visiting', 'moved', 'lives', 'living']);
/** Nouns that end a place's name ("white marsh", "cedar rapids", "glen falls"). */
export const PLACE_NOUNS = new Set([
  'marsh', 'creek', 'falls', 'springs', 'harbor', 'harbour', 'heights', 'hills', 'valley', 'bay', 'beach', 'ridge', 'grove',
  'point', 'lake', 'lakes', 'rapids', 'river', 'city', 'town', 'village', 'junction', 'crossing', 'landing', 'mills', 'haven',
  'bluff', 'bluffs', 'park', 'plains', 'forge', 'ferry', 'hollow', 'glen', 'woods', 'meadows', 'cove', 'port', 'center',
  'centre', 'station', 'township', 'borough', 'county', 'island', 'isle', 'shores', 'summit', 'pines', 'oaks', 'acres',
  'gap', 'flats', 'corners', 'notch', 'pond', 'bend', 'gulch', 'prairie',
]);

/**
 * What a clinic is for, when a clinic is named by its service ("Anticoagulation Clinic", "Falls Clinic", "Familial
 * Cancer Clinic"): with the concept lexicon's words, a clinic named only by these is a department, not a place.
 */
export const CLINIC_SERVICES = new Set(
  ('nuclear anticoagulation anticoag coagulation warfarin inr lipid lipids wound falls continence memory fracture lymphoedema ' +
    'lymphedema rhythm device devices pacemaker travel vaccination vaccine immunisation immunization smoking cessation ' +
    'weight management stroke tia transplant hepatitis hiv sexual fertility antenatal prenatal postnatal refill medication ' +
    'infusion injection allergy sleep pain headache seizure epilepsy movement disorders disorder bone osteoporosis foot ' +
    'diabetic diabetes eye hearing balance vestibular swallow voice spasticity botox gender occupational sports rapid ' +
    'access chest familial genetics genetic risk high-risk counselling counseling cancer heart failure respiratory ' +
    'breathing asthma copd lung renal kidney liver thyroid endocrine vascular vein leg ulcer skin mole biopsy ' +
    'procedure procedures preop pre-op preoperative pre-admission assessment review follow-up followup walk-in ' +
    'same-day after-hours evening weekend telehealth virtual nurse-led nurse nurse-practitioner np gp outreach ' +
    // The body part a clinic treats ("Hand Clinic", "Spine Clinic", "Knee Clinic"): a department, as "Fracture Clinic" is.
    'hand hands spine back knee hip shoulder elbow wrist ankle joint neck').split(' '),
);
/**
 * What a centre serves or does when no one's name is before it: a portal's "Message Center", a "Call Centre", a
 * "Resource Center" are services of the sender, not places.
 */
export const SERVICE_CENTRE_WORDS: ReadonlySet<string> = new Set(['message', 'messages', 'messaging', 'call', 'calls', 'resource', 'resources', 'contact', 'command', 'data', 'customer', 'simulation', 'learning', 'copy', 'mail']);

// The town readers of place-cues.ts.
/** Words that start what is no town after an address's street or name: labels and the next field of a header line. */
export const NOT_TOWN_FIELD = new Set([
  'tel', 'telephone', 'phone', 'ph', 'fax', 'mobile', 'cell', 'dob', 'email', 'e-mail', 'patient', 'dear', 're', 'mrn',
  'nhs', 'date', 'age', 'sex', 'gp', 'home', 'work', 'contact', 'next', 'nok', 'ward', 'room', 'bed', 'tel.', 'ref',
  'hospital', 'clinic', 'the', 'and', 'to', 'from', 'for', 'with', 'apt', 'suite', 'unit', 'flat', 'po', 'p.o.',
]);
/** Words that lead a place's name and are English words ("east pembroke", "new hartford", "port jervis"). */
export const PLACE_LEADS = new Set([
  'east', 'west', 'north', 'south', 'new', 'old', 'upper', 'lower', 'port', 'mount', 'mt', 'st', 'saint', 'fort', 'ft',
  'glen', 'lake', 'little', 'great', 'white', 'green', 'red', 'black', 'cedar', 'pine', 'oak', 'elk', 'bay', 'spring', 'long',
  'high', 'middle', 'grand', 'royal', 'silver', 'rocky', 'stony', 'clear', 'deer', 'bear', 'fox', 'maple', 'mill', 'salt',
  // Spanish and French articles and saints that lead a town's name ("El Cenizo", "Los Fresnos", "San Ygnacio").
  'el', 'la', 'las', 'los', 'san', 'santa', 'le', 'les',
]);
/** Words after a travel cue that name no town: settings of care and of life. */
export const NOT_PLACE_AFTER_CUE = new Set([
  'home', 'work', 'school', 'church', 'floor', 'unit', 'room', 'bed', 'icu', 'ed', 'er', 'or', 'pacu', 'clinic', 'hospital',
  'rehab', 'office', 'baseline', 'normal', 'surgery', 'bathroom', 'chair', 'commode', 'stretcher', 'nursing', 'shelter',
  'jail', 'prison', 'town', 'city', 'country', 'state', 'area', 'there', 'here', 'abroad', 'overseas', 'outside', 'family',
  'friends', 'daughter', 'son', 'wife', 'husband', 'mother', 'father', 'sister', 'brother', 'dr', 'doctor', 'see', 'visit',
  'january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december',
  // Months as notes shorten them ("admitted from home in sept.").
  'jan', 'feb', 'apr', 'jun', 'jul', 'aug', 'sep', 'sept', 'oct', 'nov', 'dec',
  'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday', 'bedside', 'step', 'tele', 'telemetry',
  'medicine', 'surgical', 'medical', 'cardiology', 'oncology', 'emergency', 'dialysis', 'radiology', 'lab', 'labs', 'ct', 'mri',
  // Sections of a laboratory, named after its name and a comma ("Reference Laboratory, Hematology").
  'hematology', 'haematology', 'chemistry', 'microbiology', 'pathology', 'cytology', 'histology', 'immunology', 'serology',
  'virology', 'genetics', 'toxicology', 'section', 'department', 'dept', 'division',
  // Studies a patient is taken on a trip to ("trip to xray", "trip to nuc med"), as ward notes shorten them.
  'xray', 'x-ray', 'xrays', 'nuc', 'nucs', 'nuclear', 'cxr', 'kub', 'pet', 'hida', 'eeg', 'emg', 'echo', 'angio', 'cath', 'endo', 'egd',
  'scan', 'scans', 'ultrasound', 'imaging', 'fluoro', 'ir', 'us',
]);

/** The specialties "Surgery" follows when it names a department, not a UK general practice ("Plastic Surgery"). */
export const SURGICAL_SPECIALTIES = new Set(
  ('plastic thoracic colorectal bariatric orthopaedic orthopedic vascular cardiothoracic cardiac paediatric pediatric ' +
    'neuro general day breast hand oral maxillofacial endocrine hepatobiliary transplant trauma upper lower minor major ' +
    'cosmetic dental eye spinal spine urological gynaecological gynecological ambulatory emergency department division ' +
    'surgical elective acute same').split(' '),
);

/** The more specialties "Surgery" can follow, beyond SURGICAL_SPECIALTIES: organs, approaches and body parts. */
export const SURGERY_QUALIFIERS = new Set(
  ('robotic laparoscopic open minimally invasive weight loss foot ankle knee hip shoulder joint skin mohs dermatologic ' +
    'facial head neck ear nose throat cataract refractive retinal vitreoretinal oculoplastic gastrointestinal colon rectal ' +
    'hernia burn burns reconstructive aesthetic craniofacial fetal oncologic cancer heart lung liver kidney pancreas thyroid ' +
    'parathyroid adrenal podiatric sports periodontal implant sinus skull base wound tumor tumour cardiovascular urologic ' +
    'gynecologic gynaecologic gyn obstetric wrist elbow pelvic bowel vascular-access access laser outpatient inpatient').split(' '),
);

/**
 * The generic words a facility's or an agency's name may be built of without naming one: its kind ("Center",
 * "Agency", "Unit"), the care or service it gives ("Wound Care", "Dialysis", "Speech Language Pathology", "Home
 * Health"), whom it serves ("Senior") and its reach ("Regional", "Public", "Community"). A name made only of these
 * (and of clinical words) names a service, not a place: "Wound Care Center", "Outpatient Surgery Center", "Home Health
 * Agency", "Public Health", "Regional Cancer Centre" (hardneg21, core/facility-guard.ts). Not "hospital", "clinic",
 * "infirmary" or "hospice": their names stay as the other rules read them.
 */
export const GENERIC_FACILITY_WORDS: ReadonlySet<string> = new Set([
  ...CLINIC_SERVICES,
  ...SURGICAL_SPECIALTIES,
  ...SURGERY_QUALIFIERS,
  ...(
    // Kinds of facility and of service.
    'center centre ctr centers centres agency agencies unit units service services program programme programs department ' +
    'dept division section office team lab laboratory laboratories suite '
    // Care and what it is for.
    + 'health healthcare care medical med home homes nursing surgery surgical dialysis cancer oncology infusion imaging ' +
    'radiology rehabilitation rehab therapy therapies speech language pathology audiology hearing vision optometry ' +
    'physical occupational respiratory behavioral behavioural mental psychiatric psychiatry wellness urgent emergency ' +
    'primary palliative hospice-care long-term skilled assisted living adult day children\'s childrens pediatric ' +
    'paediatric women\'s womens maternity birthing endoscopy cardiac heart vascular kidney renal transplant burn ' +
    'trauma stroke sleep pain'
    // Whom it serves and its reach.
    + ' senior seniors elder elderly geriatric veterans outpatient inpatient ambulatory public regional community ' +
    'county district provincial national local area'
  ).split(' '),
]);

/**
 * Armed and public services, the second word of their name ("the Royal Marines", "the Coast Guard", "the Air Force",
 * "the National Guard", "the Territorial Army"): a service a patient served in, not a place (hardneg21, place.titled).
 */
export const ARMED_SERVICE_WORDS: ReadonlySet<string> = new Set(
  'marines navy army force guard corps regiment fusiliers infantry artillery commandos paratroopers'.split(' '),
);

/**
 * Places inside or beside a hospital, or where a patient stays, named only by their kind ("car park", "bed bay", "day
 * room", "bus shelter", "smoking area"): a LOCATION-OTHER candidate of two words or more made only of these is no place's
 * name (hardneg23, core/facility-guard.ts). No compass word ("North Bay" is a town) and no word a place's own name has.
 */
export const GENERIC_SPOT_WORDS: ReadonlySet<string> = new Set(
  ('car park parking garage lot bed beds bay bays room rooms day side quiet smoking area lobby entrance corridor lift ' +
    'elevator stairwell stairs courtyard bus shelter station nurses nurses\' waiting family ward wing floor level tower ' +
    'block suite cubicle booth chair chairs trolley pod annex annexe basement ground main front rear back service').split(' '),
);

/**
 * The kinds of place a verb before them may be read with as a name (core/facility-guard.ts): "Sees eye clinic",
 * "graduated high school", "declined shelter referral" (hardneg23).
 */
export const PLACE_KIND_NOUNS: ReadonlySet<string> = new Set(
  ('clinic clinics school high college university shelter shelters house home refuge hostel church gym pharmacy ' +
    'practice surgery office referral referrals placement').split(' '),
);

/**
 * Verbs of a narrative, a word a facility's or organisation's name never opens with (core/facility-guard.ts): "SEES
 * EYE CLINIC", "Graduated high school", "declined shelter" (hardneg23).
 */
export const NARRATIVE_VERBS: ReadonlySet<string> = new Set(
  ('sees seen saw attends attended attending visits visited follows followed goes went graduated declined declines ' +
    'refused refuses discharged transferred referred admitted returned returns left moved lives lived works worked ' +
    'stays stayed started completed finished needs needed wants wanted requested requests called calls contacted ' +
    'arranged arranging awaiting declining refusing attend attending leaving quit').split(' '),
);

/**
 * Schedules written as weekday codes ("MWF", "TTS", "TThS") and intervals, which a capitals heading may open with ("MWF
 * DIALYSIS"): no facility's word (hardneg23).
 */
export const SCHEDULE_CODES: ReadonlySet<string> = new Set(
  'mwf mwfs tts tths tth tuthsa mtwtf weekly daily biweekly fortnightly monthly qod qow'.split(' '),
);
