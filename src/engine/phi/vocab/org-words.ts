// Words that end the name of a firm or an institution. After a would-be name they make it an
// organisation ("Russell Investments", "Forrester Research", "Jones College"), so both families' person
// rules read them as negatives, and a name cue that reaches one ("seen by Coastal Orthopedic Associates")
// leaves the span to the institution rules.

/** Firms: "Acme Inc", "Tri-County Lines", "Prairie Mutual". */
export const FIRM_WORDS: readonly string[] = [
  'inc', 'llc', 'ltd', 'corp', 'co', 'company', 'group', 'partners', 'associates', 'holdings', 'investments', 'capital',
  'foundation', 'bank', 'insurance', 'research', 'lines', 'cooperative', 'mutual', 'bros',
];
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
];
