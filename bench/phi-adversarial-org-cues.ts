// The cue words of the eighteenth to twenty-third rounds' organisation, facility and job rules (fix18b, fix19b, fix20a), kept
// apart from phi-adversarial-cues.ts, which had grown past 400 lines; that file spreads them into CUE_WORDS.

/** Cue words of the organisation, facility and job rules of those rounds (lower case as the rules read them, or as written). */
export const ORG_CUE_WORDS: readonly string[] = [
  // the same services by their whole kind word, and a firm that carries patients by its kind (org.public-safety widened) (fix18b)
  'per Salem Fire ', 'SALEM POLICE OFFICER ', 'via ab cd vol fire co medic 2', 'VIA AB FIRE CO ', 'VIA AB CD MEDICAL TRANSPORT ',
  'by Ab Cd Wheelchair Transit', 'with Ab Dial-A-Ride', 'AND AB AMBULANCE ',
  // a school's grade before a teacher's job (profession.before-employer widened) (fix18b)
  'is a 3rd grade teacher at Ab ', '(4th grade teacher at Ab Cd ', 'is a 7th grade English teacher at Ab ', 'a grade 5 teacher at Ab ',
  // a firm named by its family and its trade (org.family-firm) (fix18b)
  '(Ab & Sons Cd) ', 'own farm, Ab Brothers Cd', 'for ab bros cd, ', 'FOR AB BROS ', 'for Ab & Son.', 'for Ab and Sons Cd, ' /* struct19 */,
  // a treatment place on a caseless line after a preposition (facility.treatment-program) (fix18b)
  'at the ab detox ', 'at ab cd behavioral health ', 'W/ AB RECOVERY CENTER ', 'in ab cd recovery program ', 'at the ab  cd detox ' /* struct19 */,
  // a care place named again without its facility words (facility.name-again) (fix18b)
  'from ab cd assisted living ', 'at ab cd ', 'from Ab Cd Indian Health Center ', 'call ab cd ',
  // a job before "at the" and a venue in small letters or capitals (org.hospitality-venue, widened) (fix19b)
  'cook at the ab cd diner ', 'COOK AT THE AB TAVERN ',
  // a job whose head names a thing too after "as a", before "from", a trade's pair closing its clause (profession.slot-head widened) (fix19b)
  'retired as a ab maker from ', 'retired ab and cd maker; ', 'works as a ab cutter for ',
  // an ambulance service after "via" or "by", English before EMS, small letters before ems or air (org.public-body widened) (fix19b)
  'via Ab EMS ', 'via ab cd ems ', 'by ab air ', 'via ab ',
  // a supply firm in small letters after its cue, a trade's supply (org.supplier widened) (fix19b)
  'thru ab cd medical supply ', 'owns ab marine supply ', 'AB AIRWAY SUPPLY ',
  // a congregation in apposition to one's church, after a lay office and "at" (org.congregation widened) (fix19b)
  "Pt's church, Ab Cd Fellowship, ", 'FROM CHURCH, AB CD PENTECOSTAL)', 'deacon at Our Lady of the Ab ', 'organist at ab cd lutheran ',
  // a care home in small letters after a preposition or a choice (facility.caseless-care-home) (fix19b)
  'from ab cd rest home in ', 'choice ab cd ltach ', 'to ab skilled nursing ', 'at ab cd retirement home ',
  // a header's colon after a move's cue, a building's kind word, capitals before a unit's kind (facility.named-floor widened) (fix19b)
  'Transfer to: Ab 4 ', 'TRANSFER TO AB TOWER 4 ', 'TRANSFER TO AB 4 STEPDOWN ', 'to: ',
  // any organisation head noun closing a capitalised name (facility.suffix widened) (fix20a)
  'Ab Interiors ', 'Ab Cd Police Dept ', 'Ab Public Schools ', 'Ab Cd Registry ', 'Ab Cd Lab ', 'Ab Cd Ef Services ', 'Ann of Ab Collective ',
  'AB CD GEAR WORKS ', 'Ab Cd Farm ',
  // any organisation head in any letter case after a naming word (org.kind-noun widened) (fix20a)
  'at ab savings bank, ', 'AT AB STATE COLLEGE ', 'FOR THE AB SCHOOL DEPT ', 'ab mutual insurance ', 'AB VOLUNTEER RESCUE ', 'long-haul trucking ',
  'VNA of Greater Ab ', 'VNA OF THE AB VALLEY ', 'elder services of ab ', 'vna of the ', 'Ab Cd Co, ', 'Co-ab ', 'Ab Co Cd ', 'AB-CD MFG ', 'ab state univ ', 'AB CD ASSOC ',
  // a note heading that opens with a building and its floor (facility.named-floor widened) (fix20a)
  'Ab 7 Ortho RN Note\n', 'ab 6 medicine progress note\n', 'progress note - ab 5 rm 512\n',
  // more industries' and trades' heads closing a capitalised name (facility.suffix widened) (fix21a)
  'for Ab Cd Drilling. ', 'Ab Shipbuilding), ', 'with Ab Haulage ', 'Ab Cd Freight Lines ', 'Ab Helix Genomics, ', '(Ab Bridge Interpreting)',
  // any specialty, a kind of care before it, two kinds joined by "&", after a title's or a credential's clinician (facility.clinician-practice widened) (fix22a)
  'Dr. Ab Cd, Ef Gh Pediatric Endocrinology, ', 'Ab Cd, MD, Ef Gh Pain & Palliative  ', 'Ab Cd, MD, PhD, Ef Orthopaedics, ', 'Ab Cd, NP (Ef Rheumatology)',
  'Dr Ab, Cd Ear, Nose & Throat.', ', MD, , MD, ',
  // a town's service in small letters after a cue, a named fire or police service after a cue (org.public-safety widened) (fix22a)
  'by ab pd ', 'per ab cd fd ', 'w/ ab vfd ', 'extricated by ab fire, ', 'BY AB FIRE, ', 'W/ AB VOLUNTEER FIRE DEPT, ', 'by ab cd volunteer fire ',
  // a state police after a sentence's end (org.police-force, a guard) (fix22a)
  'AB CD COLLEGE. MA STATE POLICE ', 'AB RI. STATE POLICE ',
  // a school named by English words after a cue of belonging (org.kind-noun widened) (fix22a)
  'STUDENT AT AB CD COMMUNITY COLLEGE, ', 'driver for ab cd regional schools. ', 'school: ab cd elementary, ', 'Graduated Ab Cd High 1998',
  'in grade 7 at ab cd middle, ', 'works at ab cd day nursery ', 'attends community college ',
  // a firm's "trade & trade" form after a job, in capitals or small letters (org.after-job widened) (fix22a)
  'RETIRED LINEMAN FOR AB CD POWER & LIGHT. ', 'machinist at ab cd tool & die, ', 'lineman for power & light ',
  // a congregation after a word of belonging or a church title, named for its place after "of" (org.congregation widened) (fix23a)
  'MEMBERS OF AB CD CHURCH ', 'friends from ab cd fellowship of ef gh ', 'ACTIVE AT AB FIRST UNITED METHODIST - ', 'FR AB OF CD CHURCH ',
  'father ab from cd parish ', 'members of first baptist of ', 'neighbour from Ab Cd Chapel ',
  // a state's, a province's or a country's body by its portfolio (org.public-body widened) (fix23a)
  'Ohio Department of Ab and Cd, ', 'NEVADA DIVISION OF AB AND CD - ', 'Ab State Ministry of Cd ', 'Department of Ab ', 'Ohio Office of ',
  // a dialysis unit by its place (facility.suffix widened) (fix23a)
  'at Ab Cd Dialysis ', 'Ab Kidney Care ', 'Ab Cd Renal Center ', 'Ab Dialysis Unit ', 'On Peritoneal Dialysis ',
  // an ambulance, rescue or air-medical service named by English words after its cue (org.public-body widened) (fix23a)
  'by ab cd ambulance ', 'PER AB RESCUE ', 'via ab airmed ', 'TRANSPORT: AB MEDFLIGHT ', 'via Ab Mobile ICU ', 'by ab ab ab ',
];
