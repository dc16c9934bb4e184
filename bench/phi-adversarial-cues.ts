// The cue words every PHI rule anchors on, one list shared by the adversarial inputs (phi-adversarial.ts), the
// growth-ratio unit tests and bench P9. Kept apart from the inputs because every round adds to it; the people, date,
// age and number cues of the seventeenth round on are in phi-adversarial-cues-numbers.ts (this file had passed 400 lines).
import { NUMBER_CUE_WORDS } from './phi-adversarial-cues-numbers';

import { ORG_CUE_WORDS } from './phi-adversarial-org-cues';
import { PLACE_CUE_WORDS } from './phi-adversarial-place-cues';

/** The words the rules key on: contact, identifier, name, kin, place and date cues (lower case). */
export const CUE_WORDS: readonly string[] = [
  // the eighteenth and nineteenth rounds' organisations, facilities and jobs (fix18b, fix19b): bench/phi-adversarial-org-cues.ts
  ...ORG_CUE_WORDS,
  // contact
  'phone', 'ph', 'tel', 'telephone', 'cell', 'mobile', 'mob', 'pager', 'beeper', 'pgr', 'pg', 'page', 'home', 'work', 'desk',
  'office', 'contact', 'call', 'fax', 'facsimile', 'reached', 'vocera', 'ext', 'x', 'user', 'username', 'login', 'email',
  // identifiers
  'mrn', 'medical record', 'chart', 'patient id', 'acc', 'accession', 'member', 'policy', 'insurance', 'medicaid',
  'medicare', 'serial', 'device', 'biometric', 'fingerprint', 'ssn', 'account', 'license', 'dl', 'npi', 'case', 'id',
  'uhid', 'ohip', 'nhs', 'health card', 'GMC', 'CPSO #', 'Provider No.', 'HCN:', 'Care Home', 'Lane Surgery', 'FHT',
  'from Ab, VT', 'from Ab Cd, ON', 'Our ref:', 'your ref', 'Auth #', 'Case No.', 'OB No.', 'Emp ID', 'BADGE NO', 'NMC PIN', 'batch',
  'SN', 'UR:', 'IC NO:', 'MP', 'NHIF No.', 'ref number is', 'stent serial no',
  // people
  'dr', 'drs', 'doctor', 'prof', 'mr', 'mrs', 'ms', 'miss', 'md', 'rn', 'np', 'pa', 'rrt', 'rt', 'sw', 'pt', 'ot', 'cna',
  'pharmd', 'attending', 'resident', 'fellow', 'pcp', 'cc', 'by', 'seen by', 'signed by', 'per', 'attn', 'patient',
  'name', 'sincerely', 'regards', 'wife', 'husband', 'son', 'daughter', 'mother', 'friend', 'contact person', 'spoke with', 'visitors:', 'Visitors today:', 'VISITORS: ANN,',
  'discussed with', 'aware', 'notified', 'paged', 'this is', 'named', 'rabbi',
  // a colleague between the role or service and what they do (person.role-holder)
  'cm', 'case mgmt', 'slp', 'cards (', 'sw (', 'RT Ab',
  // two people named together (person.name-pair)
  'visited by Ab and', 'spoke with ab and', 'Ab and Cd are his', 'ab and cd (daughters', 'updated',
  // a plural subject's residence and a move (place.cue-town)
  'live in', 'moving to',
  // a street without its number where the patient lives, and its town (place.residence-street)
  'apt on', 'apt off', 'lives off', 'house on', 'apt on ab st,', 'apt off ab hwy in',
  // a street after a form's address, location or pickup label, and a letterhead's town glued to its PIN (fix13d)
  'address confirmed 12', 'LOCATION: 12', 'PICKUP: 12', 'scene: 12', 'address 12 ab rd, cd', 'Ab, Cd - 411001', 'AB, CD - 7',
  // letters and portal messages: greetings, closings, self-introductions, a caller's organisation
  'Hi', 'Dear', 'Thanks,', 'Cheers,\n', "I'm", 'call me', 'Kim Vance from', 'Ann of', 'Anna,', 'See you,', '" says',
  'Nicole:', 'Ana is from', 'is a', "I'm a", 'goes by', 'prefers to be called "', 'Ana "', 'mill in', 'our Ab', 'nurse from', 'previously a', 'Former', 'Occ:', 'this 44 year old', '9 Oak Lane, Glen Carbon,', 'attend Ab,', 'Anna Roe\n', 'Anna Roe\nAb Cd\n', 'USNS', 'psc 1, box 2\n', '12 rue',
  'Road\n', 'kids: amy,', "I'm in",
  // jobs stated without "works as" (prof36): a promotion, a job told as "job was", a career in order, a trade, a social list
  'promoted to', 'job was', 'welder for 6 years, then a', 'by trade', 'Social: married,', 'SH:', 'HPI:', 'CC: 52M', 'wife Ann (',
  'Occupational history:', 'Work:', 'Father:', 'husband, a', 'Retd.', 'Position:', 'Welder x', 'parents are',
  // places
  'lives', 'lives in', 'from', 'to', 'at', 'transfer', 'transferred to', 'hospital', 'medical center', 'university of',
  'st', 'saint', 'street', 'ave', 'apt', 'suite', 'po box', 'works for', 'employed by', 'nursing home', 'campus', 'va',
  'lives nearby in', 'arrived from', 'son in', 'dtr-in-law', 'wife(?)', 'social:', 'mvc near', 'rehab in',
  'in to see', 'made aware', 'covering for', 'w/', 'case manager', 'called', '(HO)',
  // two words no list holds in a person slot (person.no-list-pair)
  'contacts', 'made with', 'house staff', 'informed', 'son-in-law',
  // facilities and organisations named by their kind, and where someone lives or stays (recall14)
  'lived at', 'respite at', 'rehab at', 'Chemists', 'Pathology', 'Club', 'Daycare', 'Co-operative', 'Community Services',
  'Rest Home', 'rest home', 'drug', 'chemist', 'lodge', 'Terrace', 'Grange',
  // places, facilities and organisations by their kind (place-kinds.ts and the rules widened with it)
  'vna', 'fire rescue', 'middle school', "sheriff's", 'county', 'district', 'surgeon from', 'liaison from', 'ED at', 'cath at',
  'lives at 12', '12 ab', 'house in', 'church in', 'Nursing Home,', 'Rest Home, Te', '(Ab, QC', 'on Route', 'CHI', 'RAMQ',
  'incident #', 'to st.', '(301', 'ab, tx', 'ab-',
  // addresses other countries and rural places write (world-addresses.ts, recall20)
  'rue', 'boul.', 'ch.', 'Jalan', 'Heol', '3e', 'rr 2', 'HC 4', 'Rural Route', 'Erf', 'Stand 4,', 'Lot 1,', ', Extension', 'P.O.',
  'Co.', 'Purok', 'Sitio', 'Taman', 'Mun. of', 'Poblacion', 'Ab, Fife', 'Ab (Québec', 'Ab, Man.', 'worked in', 'deployed to',
  'lives out in', 'Ab County',
  // names as documents of other countries write them (world-name-slots.ts, names43): fields, a staff nurse, honorifics
  'NOK:', 'NOK: SON', 'interpreter:', 'Accompanied by:', 'BED 4:', 'SN', 'Tan Sri', 'Datin', 'alhaji', 'Herr', 'AB, ', 'AB BIN', 'ab a/l',
  // an age over 89 where a note puts it without its unit (old-ages.ts, calib22)
  'he is 93', '97 s/p', '93 female', 'sat 98',
  // review kinds promoted to findings (promo16): a long code, a list city closing its line, a title-case run after a place cue
  'FOLDER 5581336', 'CARE, Salem', 'Salem -', 'near Ab', 'from Ab',
  // jobs and employers without a suffix (recall21): a driving or teaching verb, a job or a field in capitals, a union local, a second job
  'drives for', 'teaches at', 'WORKS AT', 'DRIVER FOR', 'EMPLOYER:', 'AB LOCAL', 'Abers Local', 'later a', 'a 52 y/o', 'a welder and a', 'lived at The', 'RESIDENCE THE AB AT', 'a cashier at ab', 'ab, 44, ', 'ab trust', 'ab food bank', 'used to be a', 'self-employed', 'ex-', 'Health fund:', 'Medical aid:',
  // organisations by their kind in capitals (recall12): a cue, name words and a tail that may need its kind word
  'AB CD MEDICAL CENTER\n', 'INS: AB CD HEALTH PLAN.', 'the Royal Ab', ', Co. Ab', 'from kestrel ab medical centre', 'at ab cd family medicine', 'ATTENDS AB CD ELEMENTARY', 'FROM AB HOME CARE', 'BY AB COUNTY SHERIFF\'S DEPARTMENT', 'AT AB & CD FAMILY MEDICINE', 'AB COMMUNITY HOSPITAL',
  'at his home in', 'staying with ab cd ef in', 'vacationing in',
  // report, letter and form shapes (recall9): extensions, Rx and lot numbers, Indian address parts, pavilions
  'station x', 'reachable', 'rx #', 'lot', 'collected:', 'H.No', 'D. No.', 'Ab Mandal', 'Ab Dist.', ', Andhra Pradesh', 'AP -',
  'at home in', 'outside', 'Ab Drug', 'Ab Pavilion', 'Laboratory, Ab', 'Ab Patient Transport', '12 Ab Road\nAb\nAb', 'bleep', 'aged', 'June the', 'd/c to ab ab', 'Ab ortho clinic', 'Ab Surgery\n12 Ab', 'doa', 'town called', 'resident of', 'aadhaar', 'abha', '0412',
  'signed out to', 'covering', 'cross-cover', 'report given to', 'Zorbek (', 'team (', 'Ab Cd arrived', 'Operator:', 'ATTENDING: AB,', 'PATIENT: AB-CD,', 'nurse, Abcd,', 'Dr. Abcd,', 'Dr. Abcd and',
  'received report from', 'call back from', 'left message for', 'cm', 'case mgr', 'Abcd, pt\'s', 'Abcd (his', 'Renal (', 'EP (Abcd)', 'Son Abcd', 'r.n.', 'npn: abcd', 'sons abcd and', 'son: abcd', 'work with', 'abcd efgh,md', 'Bed 4 - Abcd,', 'case mgr', 'PER NSURG PA', 'pt/ot (',
  // other specialties and countries (recall11): national numbers, folder and client numbers, a job after an age or a name
  'PPSN', 'PHN', 'NRIC', 'Folder no. AB', 'client #', 'a 44 year old', 'Abcd, a', 'VA R 6/', 'at 8/', 'Ab Eyecare', 'Ab Surgery,', 'UNIT: AB', 'Ab Funeral Home', 'aide: ', 'Audiologist: Abcd bte', 'client: abcd-', 'counsellor, Abcd Efgh-', 'lives with ab ab ab in', 'grew up in Ab', 'from ab ab nursing ctr', 'Ab Lab, Ab', 'IN AB, ND', ', Ab Ab Drive, Ab, ', ', ab ab ab ',
  // contacts named by the slot around them, and going home to a town (recall18)
  // where someone comes from and a town after "of" in a description by age (recall33)
  'native of', 'hails from', 'from home in', 'en route from', 'arriving from', 'trip near', 'arrival in', 'a 54 yo man of', '83 year old lady of Ab', 'HOSPITAL, AB', 'AB MEDICAL PRACTICE,', '3 ab court,', '12 AB ST N,', '12 AB ST N, AB AB', 'brother Ab Cd in', 'Son Ab in Ab', 'ON AB ST', 'ON AB CD ST',
  'proxies.', 'sons. Abcd and', 'hospice liaison -', 'co.-', 'go home to', 'went back to', 'Transfer to', 'cath at', 'Dr. Abcd at', 'REFERRED TO', '; Abcd Efgh agrees', 'Abcd Efgh to', 'Q Abcd consult', 'Abcd scale',
  // staff and practices as letters and forms of other countries name them (recall32)
  'Sr', 'Sr.', 'FR.', 'Anaesthetist:', 'RN Case Manager:', 'Registrar:', ', Abcd Surgery', 'cc: Abcd Gastroenterology', 'with Abcd Cardiology',
  'Abcd Day Hospital', 'Abcd DGH', 'Abcd CBOC', 'PHC Abcd', 'Abcd Level', 'to Princess', 'the Queen', 'DR AB, ABCD SURGERY', 'ABCD DAY HOSPITAL', 'Drs. Abcd and', 'Drs Abcd, Efgh &',
  // practices and facilities named again in narrative (hosp37)
  'followed by Abcd Urology', 'SEES ABCD HEART ASSOCIATES', 'Abcd Manor. back to', 'AB CD MANOR. RETURN TO AB', 'hospice through', 'HOME O2 FROM', 'infusion via', 'mail order through', 'was at Abcd for', 'AT ABCD FOR', 'Abcd TCU', 'rehab referral to', 'REHAB SCREEN FOR', 'bed offer from',
  // a form's place fields (place39)
  'Village:', 'Suburb: Ab', 'lga:', 'PARISH: AB', 'State: AB  ', 'Region:', 'Taluk:', 'Nursing Home in', 'dr ab in', 'pcp in', 'CLINIC IN', 'Lake', 'LAKE', 'lake ab', 'corner of 24th and', 'CORNER OF AB', 'trip to', 'visiting from', 'her village,', 'Ab, Co.', 'AB, COUNTY', 'Chemist (', 'Home (Ab',
  // hospitals named with their kind first or by kind and town, and a German doctorate (hosp41)
  'HOSPITAL ABCD', 'KLINIK AB CD', 'RUMAH SAKIT', 'HOSPITAL GENERAL DE AB', 'Kantonsspital Abcd', 'Hausarztpraxis', 'Spital Abcd',
  'Federal Medical Centre Abcd', 'GENERAL HOSPITAL ABCD', 'base hospital abcd', 'Dr. med.', 'Dr. med. dent. Abcd', 'the Abcd team', 'THE ABCD FIRM', 'the ', 'AB STATE TEACHING HOSPITAL', 'ab teaching hospital', 'at abcd imaging', ', abcd family medicine', 'at ab cd physical therapy',
  // insurers after an insurance cue, and a job that opens its clause with its employer (org40)
  'insured through', 'cashless through', 'coverage via ab with', 'via TPA', 'Abcd TPA', 'Insurer:', 'group plan through', 'HPI: Teacher at',
  '52 YO M LINEMAN WITH', 'state. trader at', 'Abcd, welder with',
  // a job after an article and a verb of being, and an employer after w/ (fixF)
  'works as a lineman for', 'im a truck driver for', 'IS A WELDER WITH', '41m, underground miner w/',
  // a pharmacy or supermarket chain by its brand alone (fixF)
  'the Walgreens on', 'the CVS on', 'switch pharmacy to cvs', 'Shoppers Drug Mart', 'terry white chemmart', 'RITE AID',
  // a relative's job in brackets with where they are after a comma (fixF)
  "son Abcd (ship's engineer, ", 'son Abcd (engineer, ',
  'member of the', 'parishioner of', 'plays ab for', 'coaches the ab with', 'attends', 'worships at', 'chairman of', 'Ab Teaching Health Board',
  'NHS', 'CISSS des', 'Ab Water Authority', 'pharmacy is the', 'pharmacy (', 'Chemist -',
  'contracting for', 'ON THE LINE AT', 'shifts at', 'apprenticeship with',
  'works as a bus driver for the', 'retired from the',
  '52 yo', '45yo male', '33-year-old',
  // regions as postal codes after a town, regions by their part, landforms and "native"/"-based" (place45)
  'Abcd NSW', 'ABCD QLD', 'Abcd, BC', 'Abcd, ky', 'Ab Cd, sc', 'eastern', 'Northern', 'upstate', 'on the Abcd River', 'over the abcd river',
  'ON THE ABCD CREEK', 'a Abcd native', 'Abcd-based', 'abcd-based', 'Abcd, Co Cork', 'Co. Cork',
  // firms by their legal form and hospitals and organisations named kind first in other languages (inst46)
  'Abcd GmbH', 'Ab Cd S.L.', 'AB CD SDN BHD', 'Ab SARL', 'Ab Cd plc', 'Abcd AG', 'abcd gmbh', 'CHU de', 'Centro de Salud', 'EHPAD Les',
  'Hospital Universitario Los', 'Mutuelle', 'AOK', 'TSV', 'Pflegedienst', 'with ab cd hospice', 'from ab home care', 'AT AB IMAGING', 'casualty at', 'moved to the',
  // titles before joined initials, relatives' name fields, credential-closed staff fields, nickname fields (people47)
  'Dr A.B. ', 'DR A.B. ', 'dr a.b. ', 'PROF. A. ', "Husband's name: ", "FATHER'S NAME: ", 'Name of mother: ', 'Midwife: Ab Cd, RM',
  'KEY WORKER: ', 'PREFERRED NAME: ', 'Preferred name: ', 'known as: ', '(prefers "', 'Ab Cd "', 'Name:\n',
  'Yours faithfully,\nA.B. ', 'nurse in charge, ', 'Surname: ', 'Forenames: ', 'I saw Ab today', 'i saw ab ', 'we saw ',
  // dates and ages
  'on', 'jan', 'june', 'may', 'the', 'dob', 'date', 'age', 'yo', 'year old',
  // equal pairs, lists and capitals' ordinals (date.written), lower-case march (date.other-shapes), a short relative
  // before a call (person.relative) and a short surname ending the clause after an initial (person.initial-after-cue) (seeds44)
  'extubated', 'intubated', 'MI x2 (9/13,', 'OCTOBER 5TH', 'on march', 'son kri called', 'reported to j.',
  // a town after any institution found and its comma, before a region code or a site word (place.after-institution), a
  // street opening its line or in capitals before its town (place.address-town), and labels that name a record (pool50)
  'Ab Imaging, ', 'Ab Health Centre, Abcd site', 'Ab Clinic, Abcd WA', 'Abcd Road, ', 'ABCD ROAD, ', 'Ab St, Abcd NSW ',
  'HRN: ', 'UBRN: ', 'Chart: ', 'Dossier: ', 'phn ',
  // a patient's name field before the next identifying field (person.demographic-row), a second title in brackets, a
  // Hindi honorific (person.title), a landline in its national grouping (contact.phone-shapes) (lead, tenth round)
  'NAME: ABCD, ', 'PATIENT NAME: Abcd ', 'Dr. (Mrs.) ', 'DR (COL) ', 'S/O SH. ', 'Smt. ', 'shri ', '0161 ', '01292 555 ',
  // an Indian address's labels on an address line (place.india-address-line) (lead, tenth round)
  'address: vpo ', 'teh. ', 'distt. ', 'ab p.o.', 'ab dist.', 'sector ', 'abcd-', ', kerala', '(HR)',
  // a lower-case facility word and its comma before a town (place.after-facility), a street opening a letterhead line
  // before its town, a state code and a postcode (place.address-town) (pool49)
  'surgery,', 'hospital,', 'orthopedics,', 'nursing home,', 'HEALTH CENTRE, AB', '\nAb Lane, Ab', 'Ab Road, Ab - ',
  // a region code ending a letterhead line after its town (place.region-code), a town after a heading's dash
  // (place.after-institution), imaging centres, specialty groups and health systems opening a capitals line
  // (facility.caps-line) (fixA, eleventh round)
  'Abcd ACT\n', 'Ab Cd Rooms, Abcd TAS\n', '|  Abcd, MA\n', 'AB CD IMAGING - ', 'AB CD ASSOCIATES, ', 'TO: AB SPECIALISTS',
  'VA AB HEALTH CARE SYSTEM - ', ' DIVISION',
  // a specialist practice opening a letterhead or a form field's line (facility.named-practice) (fixA, eleventh round)
  'Ab Neurology Rooms, ', 'Ab Cd Rheumatology, P.C.', 'To: Ab Orthopaedic Specialists - ', 'Follow-up: Ab Endocrinology - ',
  // the comma-separated parts of an Indian address line before its PIN (place.india-address-line) (fixA, eleventh round)
  'Address: Ab, ', 'address: 4/11, ab, ', 'ADDRESS: AB, CD, ', ', sector 4, ab, ',
  // a ward's own name in a "Ward:" field, a named unit and floor before its kind (place.ward) (fixA, eleventh round)
  'Ward: Ab ', 'WARD: Ab Cd ', 'to Abcd 6 step-down', 'on Abcd 4 unit',
  // a US state's code in capitals after a gazetteer town in a ward note or a letterhead (place.town-state-code) (fix12d)
  'in Salem OR ', 'FROM LOWELL MA.', 'Ab Manor NH ', ' - GRAND JUNCTION CO\n', 'Abcd IN w/',
  // a town after an institution's comma before a column gap or a bracket, and after a titled clinician's comma
  // (place.after-institution); an Address: field with no PIN (place.india-address-line) (fix12d)
  'Ab Medical Practice, Abcd   Practice code: ', 'Ab Physicians, Abcd (fax', 'GP: Dr A Abcd, Abcd\n', 'Dr. Ab Cd, Abcd  Fax ',
  'Address: Ab House, Cd West P.O., Abcd\n', 'Address: Mohalla Ab, Abcd, U.P.\n', ', Punjab   Mob: ',
  // record and health numbers after labels other forms write: MR#, a lower-case ur: and phn (pool49)
  'MR#', 'mr #', 'ur:', 'ur no:', 'phn',
  // a job as a bare item after a titled name or in the bracket after "at work" (profession.particulars-item) (pool49)
  'mr. ab ab, ', 'shri ', 'at work (', ', 29, a ',
  // a job as an item after the age and sex (profession.history-subject) (fixC, eleventh round)
  'hpi: 29f, ', '62 M, ', '58M, a ',
  // public bodies by their own short name (org.public-body) (fixC, eleventh round)
  'RCMP', 'rcmp', 'BCEHS', 'bcehs', 'RSL', 'PSNI',
  // ambulance services by their own name, and STARS or EHS as the actor of a transfer (org.public-body) (fix12c)
  'ornge', 'QAS', 'RFDS', 'Lifeflight', 'by stars ', 'STARS DECLINED', 'EHS called',
  // the family business after "owns" (org.owned-business) (fix12c)
  'family owns ab ', 'OWNS AB ', 'co-owns Ab ',
  // a run sheet's service and a council by their area and kind, an air ambulance by its call sign or as what launched,
  // STARS cancelled (org.public-body); a past job's field (profession.cued) (fix13c)
  'AB COUNTY EMS - ', 'Ab Valley Volunteer Fire & EMS', 'AB PARAMEDIC SERVICES', 'Ab District Council', 'TO AB AIR 14 FLIGHT CREW',
  'AB LAUNCHED', 'STARS CANCELLED', 'Occupation (former): ',
  // an occupation field holding the job, a comma and the employer (org.after-job) (fix13c)
  'Occupation: ab operator, Ab Cd - ', 'JOB: AB MANAGER, AB CD\n',
  // a town straight after a hospital in a capitals transport line (place.after-institution) (fix13e)
  "TRANSPORT TO ST. AB'S GENERAL HOSPITAL ", 'PT TO AB REGIONAL HOSPITAL ',
  // a branch office's town (place.office-town) (fix13e)
  'at our Ab office', 'ab home care, ab office\n', 'ab services - ab outpatient\n', 'ab cardiology ab office\n',
  // the hospital of origin before its town (facility.origin-town) (fix14a)
  'transferred from Ab in ', 'ADM 1/2 FROM AB IN ', 'born at Ab of the Cd in ', 'from ab ed in ',
  // a practice's letterhead closed by a legal form, a dash or an address line (facility.heading-line widened) (fix14a)
  'Ab Cd, PLLC\n', 'AB RADIOLOGY ASSOCIATES - Ab, CD\n', 'Ab Cd Surgery\nAb, Cd AB1 2CD\n', 'AB IMAGING OF AB\n',
  // a hospital's site after a department and a comma (facility.department-site) (fix14a)
  'To: Colorectal 2WW, Ab\n', 'Respiratory Medicine, Ab, Cd', 'Diabetes Centre, Ab   ',
  // a Quebec care place by its kind and its place (facility.quebec-kind) (fix14e)
  'hôpital de ab ', 'clsc de ab-cd ', 'GMF des Ab ', 'CENTRE HOSPITALIER DE LA AB ', 'HOPITAL GENERAL AB ',
  // a care home with its kind in shorthand (facility.care-home-short) (fix14e)
  'at ab cd care ctr ', 'AB CD NURSING CTR.', "from Ab's AFH ",
  // a care home by SNF, ALF, assisted living or nursing & rehab (facility.care-home-short widened) (fix15b)
  'from ab cd snf in ', 'from ab cd alf in ', 'at ab cd retirement home ', 'of Ab Cd Nursing & Rehab in ',
  // an Indian hospital named with the honorific first (facility.honorific-name) (fix15b)
  // the receiving hospital of a run report's transport sentence (facility.transport-destination) (fix15b)
  'Transport priority 2 to Ab.', 'TRANSPORT TO AB CD ED, ', 'Transport: priority 3 to Ab Cd ED.\n',
  // a hospital's short name before ED after "to", "from" or an arrow (facility.transport-destination widened) (fix16b)
  'Sending to: Ab ED ', 'SENT TO AB ED. ', '-> Ab ED. ', 'from Ab Cd ED for ',
  // a letterhead of a dialysis unit, a recovery centre or a care home (facility.heading-line widened) (fix16b)
  // a place of care a history field lists (facility.history-place) (fix16b)
  'Prior tx: Ab in Cd (2024, AMA), 28-day at Ef.', '2019 SVD at Ab; ', 'SVD 2022 at Ab Cd in ', 'SVD 7lb  7lb  ', 'LSCS 3.2 kg at Ab ',
  // a clinician's place of work after "Dr X at" (facility.clinician-practice widened) (fix16b)
  'Dr. Ab Cd at EF, ', 'Dr Ab at Cd Ef (', 'DR AB AT CD.\n',
  'Ab Dialysis - Cd\n', 'AB RECOVERY - ', 'AB CD HEALTH & REHAB - ', 'Ab Dialysis (a facility of ',
  'SHRI AB CD HOSPITAL\n', 'Sri Ab Nursing Home ', 'SREE AB SEVA SADAN, ', 'Shri Ab Hospital & Research Centre\n',
  // a letterhead with its town, street or phone on its line (facility.heading-line), a practice in brackets or named for
  // its specialty after a clinician (facility.clinician-practice) (fix15b); letters in capitals after a contact cue
  // (person.contact's acronym guard) (fix15d)
  'AB CD RHEUMATOLOGY  Ab, CD ', 'Ab Cd Center | 12 Ab Ave ', 'Dr Ab (Cd Oncology) ', 'Dr Ab, Cd Pulmonary & Sleep, ', 'per ACIP ',
  // a restaurant, pub or inn after a work or stay cue (org.hospitality-venue) (fix14e)
  'cook at the Ab Grille ', 'OWNS THE AB GRILL ', 'staying at Ab Inn ', 'chef, The Ab Tap\n',
  // towns, streets and codes after a place cue (fix14d-fix19c): bench/phi-adversarial-place-cues.ts
  ...PLACE_CUE_WORDS,
  // provincial health-card labels, a DVA card, a bare HRN, a UHID with its site's letters, a short accession label
  // (identifier.registration, identifier.labelled, identifier.international, identifier.accession), a relative after
  // s/o, w/o or d/o (person.kin-name-field) and a greeting in lower case (person.greeting) (fixB, eleventh round)
  'hcn: ', 'AHCIP: ', 'hsn ', 'PHIN ', 'MCP ', 'DVA Gold Card ', 'HRN ', 'UHID: AB.', 'ACC: ', 'Acc #',
  'W/O: ', 'w/o thiru. ', '   S/o ', 'hi, ', 'hi this is ', '7:40pm: hi ',
  // record labels a form prints and the list lacked: a unit, registration, job, census or lab number, a UMRN, an H&C
  // number and a RAMQ card in small letters (identifier.labelled) (fixE, twelfth round)
  'Unit #: ', 'Regn. No.: ', 'Job #: ', 'census #: ', 'lab number ', 'UMRN: ', 'H&C No ', 'ramq ',
  // a town and its Indian state in a sentence or a bracket (place.india-state-town) (fixD, eleventh round)
  '(Ab, Odisha)', 'in Ab Cd, Himachal Pradesh', 'AB, BIHAR',
  // a letterhead's town and state after a dash, a middle dot, a bar or on the next line, and a town after a facility and
  // "in" (place.after-institution) (fixD, eleventh round)
  'AB HOSPITAL - ', 'Ab Family Health \u00b7 ', 'Ab Family Medicine\n', 'Ab Cd, New Mexico\n', 'AB HEALTH SYSTEM IN ',
  'Ab Nursing and Rehabilitation in ', 'ab medical center in ',
  // a chart number with its site's letters and no colon, MRD and Regd. numbers, a URN with the hospital's letters
  // (identifier.labelled, identifier.international) and a last line of initials and a credential
  // (person.initials-sign-off) (fix12b, twelfth round)
  'chart ', 'Chart: AB ', 'MRD No: ', 'Regd. No. ', 'URN AB ', 'pt stable.\nB.K. ', 'pt stable.\n-lw ',
  // Aboriginal health staff before a name, and a role's letters in brackets (person.credential-title) (fix12b)
  'AHP ', 'AHW ', 'ALO ', 'AHLO ', '(AHW) ', '(np) ',
  // an age after a relative or a date of birth (age.said-of-person) (fix12b)
  'mother (', 'FATHER, ', 'DOB: 01.02.1930 (',
  // an age after a named relative (age.said-of-person) and a given name, an initial and a credential
  // (person.given-initial-credential) (fix12f, twelfth round)
  'SISTER AB (', 'wife Ab Cd (', 'From: Ab C., ', '(ab c., ', 'AB C. ',
  // a unit by its floor and a building by its floor in more slots (facility.unit-floor, facility.named-floor) (fix12a)
  'call out to Ab 6', 'c/o to ab 5', 'vs Ab 10', 'Ab 8 stepdown', 'surg stepdown 4', 'TELE 8 ', 'MICU 7 ', '8 NORTH TELE', 'F8 CARDIAC STEP-DOWN',
  // a hospital heading the first line (facility.heading-line) and an open MRI centre (facility.suffix) (fix12a)
  'ab hospital ed - ', 'AB CD MEDICAL CENTER RADIOLOGY', 'ab health centre - ', 'Ab Open MRI & Imaging',
  // an ordering or referring clinician's practice after the credential (facility.ordering-practice) (fix12a)
  'ORDERING: AB CD, MD (', 'Referring: Ab Cd, PA-C, ', 'REF: AB, DC - ',
  // a GP's practice after the GP's name and comma (facility.clinician-practice), a Welsh facility word first
  // (facility.word-first) and a numbered ward in a form's field (place.ward) (fix13a, thirteenth round)
  'GP Dr Ab Cd, ', 'gp: dr ab, ', 'Ref: Dr Ab, Cd Family Medical', 'Meddygfa ', "Meddygfa'r ", 'Ysbyty ', 'Canolfan Iechyd ',
  'Ward: Ab Ward 7', 'Location: Ward 7A Gate ',
  // an employer whose brand is a word too, after a job or before its workplace (org.store-chain) (fix12g)
  'welder at intel ', 'worked at ups ', 'UPS hub ', 'at the FedEx ',
  // a job no list holds in a frame of work, then its employer (org.after-job) (fix12g)
  'FIFO with Ab ', 'IS A AB CD AT ', '36M ab with ', 'drives truck for ab ',
  // an ambulance report's call number and crew line (identifier.ems-report, person.ems-crew) and an Indian mobile after
  // a relative (contact.phone-shapes) (fix13b, thirteenth round)
  'EVENT# 12-', 'CALL # 2024-', 'PCP #AB-', 'EMT-P #', 'CREW: A. ', 'Crew - A. ', 'son Ab 98765 ', 'son (98765 ',
  // the thirteenth round's other labels and kinds (review): the address field's other labels, the call number's other
  // labels and the crew line's long form, a relative's stand-ins before an Indian mobile, the public bodies' other kinds
  // and an aircraft on scene, the occupation field's other labels, a street closed by "Rise" or "Brow"
  'residence 12', 'addr: 12', 'loc: 12', 'pick-up 12', 'home address 12 ab rd, cd', 'DISPATCH # 24-', 'EVENT NO. 24-', 'CREW MEMBERS: A. ',
  'paramedic #', 'attender 98765 ', 'bystander (98765 ', 'Ab Ambulance Service', 'Ab Emergency Medical Services', 'Ab Shire Council',
  'AB AIR 2 ON SCENE', 'Ab auto-launched', 'Employer: ab, Ab Cd\n', 'Designation: ab, Ab Cd - ', '7 Ab Rise, ', '7 Ab Brow, ',
  'doctor ab, cd medical centre',
  // a job whose head names a thing too, after an age or a past, or in a relative's bracket (profession.slot-head) (fix13g)
  '52-year-old ab cutter at ', 'retired ab and cd maker for ', 'son Ab Cd (ab agent, ', 'husband (ab mixer)',
  // a job after a relative's untitled name (profession.kin-name-item) and closing a Re: line (profession.particulars-item) (fix13g)
  'son Ab Cd, ', 'FATHER: AB CD, ', 'Re: Mr Ab Cd, ', 'RE: MR AB, ',
  // a patient's identification line: name, age between commas, record number (age.patient-line,
  // identifier.patient-line) (fix13f, thirteenth round)
  'Re: Mrs Ab Cd, 93, ', 'pt: ab cd, 93, ur ', 'Ab Cd, 34M, AB-',
  // a colleague after a labour-ward role and a preposition, or before a case manager's action (person.role-holder) (fix14b)
  'per cnm ab', 'by crna ab', 'WITH CNM AB CD', 'case mgmt (Ab) working on ', 'sw ab to f/u ', 'lpn ab referred ',
  // a scheme's card, a policy, a territorial health card (identifier.registration) (fix14b)
  'CMCHIS CARD: AB-', 'policy A/7', 'YHCIP: 7', 'Health Card: 7 ',
  // a sign-off line with a pager after a credential or a residency year (person.pager-sign-off) (fix14b)
  '\na. ab rn pgr 7', '\nA. AB, PGY-2, PGR 7', '\na. a. ab cd md pgy',
  // the same line opened by a dash, with a second credential, an extension as "x" and digits (person.pager-sign-off) (fix19a)
  '\n-a. ab rn cm x7', '\nA. AB RN VOCERA X7-',
  // a relation after the patient's name on a "Name:" line (person.kin-name-field) (fix14b)
  'Name: Ab w/o Cd  Age:', 'NAME: AB W/O ',
  // an air ambulance by its two-word name, a compensation board by its region (org.public-body); a work history's later
  // steps after "then", "before that a" or a roster (org.after-job, profession.before-employer) (fix14c)
  'via life flight network ', 'Ab MedFlight ', 'via Ab Flight', 'ab air medical ', 'stars requested', 'WorkSafeBC ',
  'WORKCOVER AB ', "Ab Workers' Compensation ", 'Workers Compensation Board of Ab ', '; then ab welder for Ab ',
  'FIFO ab fitter for Ab ', 'before that a ab fitter at Ab ',
  // a job with no article or cue after the patient, a relative or a letter's "this" (profession.bare-job) (fix14c)
  'PT A AB FARMER', 'husband is ab weaver', 'Husband ab ab labourer', 'Son is ab tiler', 'saw this ab farmer ',
  // the same rules' other branches: a care flight and a spaced med flight, a relative's colon, a pager after a residency
  // year, a workers' board with no region word after it (fourteenth round's review)
  'via Ab Care Flight ', 'Ab Med Flight ', 'husband: ab weaver', 'j. ab, pgy-2, pager 7', "Ab Workers' Compensation Board ",
  // a town's or a county's police, fire or jail by its short kind (org.public-safety); a rescue squad, a health department
  // or unit by its area (org.public-body widened) (fix15a)
  'BIB Ab PD ', 'by Ab Cd FD Medic 1', 'W/ AB VFD ', 'Responding: Ab VFC', 'VIA AB CD AMB', 'BY AB FIRE ENGINE 9', 'via ab co ems',
  'at ab co jail', 'by Ab Co 911', 'AB CD RESCUE SQUAD - ', 'AB DISTRICT HEALTH DEPT - ', 'notify Ab PHU',
  // the payers of an appeal's addressee line (org.appeal-addressee); a supply firm by its kind (org.supplier); a church
  // or school named kind first (org.foreign-kind widened) (fix15a)
  'Ab Cd - Pharmacy Appeals\n', 'AB / Ab Rx Clinical Appeals. ', 'Ab Health Plan - Appeals, via Ab PBM\n', 'Ab Respiratory Supply',
  'AB CD MED SUPPLY', 'Ab Cd Specialty Rx', 'Abcd Rx ', 'Iglesia Bautista Ab ', 'Église Ab ', 'École Ab-Cd', 'Masjid Al-Ab',
  // a public health case form's investigator, a referral's referrer (person.staff-label) (fix15d)
  'Investigator: Ab Cd, ', 'INVESTIGATOR: AB ', 'Referrer: Ab Cd, ', 'Referring: Ab ',
  // a colleague after a ward role and before what they did or will do, a mental health technician (person.role-holder) (fix15d)
  'CM AB SENT ', 'rt ab did ', 'CNM AB CD CALLED REPORT', 'case mgr ab will f/u', 'w/ MHT Ab, ',
  // a job item after the age and sex, before "out of" or a compass point, or after the home town (profession.history-subject) (fix15d)
  '44M ab fisherman out of ', '71 m, ab farmer nw of ', '49 m from ab, ab worker, ',
  // Alberta's health number after PHN or ULI (identifier.registration), a French extension (contact.phone-shapes) (fix15d)
  'ULI: 7', 'ab phn 7', 'PHN 7', 'poste 7',
  // a notification's or a consult's number, a file's or a denial's code with no number word (identifier.reference) (fix15d)
  'Notification no: AB-2026-', 'Consult #: AB-', 'file K-7', 'denial PA-7',
  // a code after any label and its number word (identifier.number-word, widened) (fix23c)
  'Docket No. AB-7', 'Ab nr. A1/', 'enrollee no: AB/7', 'Ab # AB-7-7-',
  // a clergy title with its period, or before the congregation the person is of or from (person.clergy, widened) (fix23c)
  'fr. ab ', 'REV. AB FROM ', 'FR AB OF AB CHURCH', 'deacon ab of ab ab parish',
  // two relatives after a plural relation, past a bracket after the first (person.kin-details, widened) (fix23c)
  'DTRS AB (CD) AND ', 'parents ab and ', 'grandkids ab (',
  // a ward role before a word written as a name, with no action after it (person.role-holder, widened) (fix23c)
  'SW Ab and ', 'RN ABCDE @ ', 'w/ MD Ab ',
  // a town and its region code in a form's field, after a header row's gap or "via", and a US code in a ward note's
  // sentence (place.region-code); a military base or ship (place.service-site); a market, a mine or an oil field by its
  // kind (place.named-site); a trailhead by its suffix (facility.suffix) (fix15c)
  'Address: Ab WA', 'File 7   Ab Cd, NS', 'via Ab, ON', 'IN AB, AL VIA ', 'Army, Camp Ab', 'Fort Ab ', 'USS Ab (LPH-7) ',
  'HMCS Ab ', 'boot camp Ab ', 'NSA Ab-', 'Ab market', 'Ab gold mine', 'Ab oil field', 'Mercado de Ab ', 'Ab Trailhead',
  // the same rules' other kinds (fifteenth round's review): a county's sheriff, dispatch, detention or rescue, the other
  // short kinds; the other bases, ships and sites; the other supply kinds; the other churches and schools named kind first
  'by Ab VFR ', 'by Ab FPD ', 'ab cnty sheriff', "Ab Co Sheriff's Office", 'AB CO DISPATCH', 'Ab Co detention', 'ab co rescue',
  'Ab Public Health Unit ', 'Ab Health Department ', 'Ft. Ab ', 'Naval Air Station Ab ', 'NAS Ab ', 'MCAS Ab ', 'MCB Ab ',
  'Marine Corps Base Ab ', 'CFB Ab ', 'RAF Ab ', 'Joint Base Ab-Cd ', 'USNS Ab ', 'USCGC Ab ', 'HMS Ab ', 'HMAS Ab ', 'HMNZS Ab ',
  'Ab bazaar', 'Ab souk', 'Ab oilfield', 'Ab gas field', 'Ab mine site', 'Mercado del Ab ', 'Ab Oxygen Supplies', 'AB SURGICAL SUPPLY',
  'Ab Specialty Pharmacy', 'Igreja Ab ', 'Eglise Ab ', 'Ecole Ab ', 'Escola Ab ', 'Paroisse Ab ', 'Paróquia Ab ', 'Capilla Ab ',
  'Templo Ab ', 'Gurdwara Ab ', 'ÉGLISE AB ',
  // a court, prison, probation office or public defender by its place and kind (org.justice-body) (fix16a)
  'Ab County Drug Court', 'ab co recovery court', 'AB CD REGIONAL PRISON', 'ab state prison', 'Ab Correctional Center',
  'Ab County Adult Probation', 'Ab Circuit PD Office', 'Legal Aid WA', 'Legal Aid NSW',
  // a jail's or a prison's number after custody's label (identifier.custody), the person after it (person.patient-label) (fix16d)
  'Inmate: ', 'Booking # 7', 'NDOC# 7', 'DOC#: 7', '(ABDC # 7', 'Prisoner No. 7', 'Detainee: ',
  // a sign-off line's name before the degrees and licences its writer signs with (person.signature-degrees) (fix16d)
  '\nAb Cd, MS, CGC', '\nAb Cd, ARNP', '\nAb SW: Ab Cd, LMSW, ', '\nAb Van Cd, MScOT, ', ', MS, LCGC', ', LMHC', ', RSW',
  // a colleague after the role before a bare f/u or an extension, after "+" or a service word, the pharmacist (person.role-holder) (fix16d)
  'SW AB F/U RE ', 'CASE MGR A. AB X4471 ', '+ SW AB, ', 'PER NSGY PA AB.', 'PER PHARM AB.', 'per pharm ab.',
  // a form's job field with an agent noun no list holds, "was" after the colon, "Former occupation:", "works in x as" (profession.cued) (fix16d)
  'Job: ab setter - ', 'Job: ab sorter (', 'Employment: was ab conductor for ', 'Former occupation: ab grader.', 'works in ab as ',
  // a trunk code in brackets, Australian and British (contact.phone-shapes) (fix16d)
  'P (08) 9', 'F (02) 4', '(01392) 5', '(020) 7',
  // a relative before what they do in a social line, a relation in law with blanks (person.relative) (fix16d)
  'wife ab works ', 'son ab drives ', 'husband ab speaks ', 'DAUGHTER IN LAW AB ALSO ', 'sister ab lives ',
  // an air ambulance as the actor of a flight (org.flight-actor) (fix17a)
  'flown by Ab Air', 'FLOWN BY AB SKYWING', 'Retrieved by Ab Aeromedical', 'from ab via ab cd air',
  // a congregation after its clergy (org.congregation) (fix17a)
  'pastor from ab cd baptist church', 'PRIEST FROM AB PARISH', 'pastor from iglesia ab cd',
  // a blood supplier by its name and kind (org.blood-supplier) (fix17a)
  'supplier Ab Cd Blood Services', 'AB CD BLOOD CENTER', 'Ab Blood Bank',
  // the insurer after a travel clinic's evacuation or travel-insurance field (org.travel-insurer) (fix17a)
  'Evacuation coverage: Ab Cd', 'TRAVEL INSURANCE: AB CD', 'Evacuation insurance: has policy through Ab',
  // a police force by its area and kind (org.police-force) (fix17a)
  'by Ab Cd Tribal Police', 'AB STATE PATROL', 'Ab Natural Resources Police',
  // a hearing, infusion or sleep service's letterhead, a tagline or "at" its hospital under it (facility.heading-line
  // widened) (fix17b)
  'Ab Cd Hearing & Balance\n12 Ab ', 'AB SLEEP DIAGNOSTICS\nAb cd ef\n12 Ab ', 'Ab Wound Care & Hyperbaric Medicine\nat Ab ',
  'AB CD RHEUMATOLOGY, INC.\n',
  // a ward by its floor, a building by its tower or pavilion in a form's location or unit field (place.ward widened) (fix17b)
  'Location: Ab 8 West, ', 'Unit: Ab Cd, Ef Tower 3 ', 'Dept/Unit: Ab Cd, Pavilion B, ', 'Location: Oncology 5 South, ',
  // a building and its floor in brackets after a unit's kind or an ICU's initials (facility.named-floor widened) (fix17b)
  'STEP-DOWN (AB 4) ', 'from NSICU (Ab 4) ', 'Rehab Unit (Ab 3) ', 'unit (',
  // the other places of a referral list, a lower-case name closed by its care kind (facility.placement-referral widened) (fix17b)
  'referrals sent to Ab in Cd and ', 'referrals out to ab cd ltach (ef) and ', 'referrals to ab, ', 'referral to ab cd care center and ',
  // a hospital's initials where the note names it in full (facility.own-initials) (fix17b)
  'from ab cd community hospital (acch) ', 'AT AB-CD MEMORIAL (ACM) ', 'acch ', 'ACM ',
  // a role or a desk naming its holder in brackets in any case (person.service-bracket widened); a dash and the writer's
  // first name or initials closing the note (person.sign-off widened) (fix18a)
  'rn (ab) ', 'CM (AB) ', 'speech (ab) ', 'pharmd (ab) ', 'SUPERVISOR (AB CD) ', 'blood bank (ab) ', 'RN (A. BC) ', '. -ab', '\n- a.b.',
  // "pt" and the patient's name opening the story before the age or "remains" (person.arrival-opening widened) (fix18a)
  '\npt ab is 63 yo ', 'PT AB CD 74 YO ', '\nPT AB REMAINS ',
  // a relative's name before where that person lives or comes from, or "is hcp" (person.relative-named widened) (fix18a)
  'son ab lives ', 'SISTER AB DRIVING ', 'nephew ab is hcp', 'dtr ab to visit', 'son leopold ', 'friend: quinton ' /* struct19 */,
  // a short listed name that is also a word after a relative, then another relative, a care role or "who" (person.relative-named widened) (fix19a)
  'wife ab and dtr ', 'SON AB, DTRS ', 'son ab (hcp) ', 'brother ab who ',
  // a name alone in quotes in brackets after "pt" or the age, or after a call for someone (person.nickname widened) (fix19a)
  'pt ("ab") ', '58 yo m ("ab") ', "calls out for 'ab' ", 'CALLING OUT FOR "AB" ',
  // step-relations as kin words (person.relative, name.cued) (fix19a)
  'stepfather ab ', 'STEPMOM AB CD ', 'stepdad ',
  // the writer's role, then a first name and an initial, closing the note (person.sign-off widened) (fix19a)
  '\n-cm ab c.', '\nrn: ab c.', '\nNSG: A. BC',
  // a consulting service and a surname, then an action or the clause end; "plans" after a colleague (person.role-holder widened) (fix19a)
  'nsurg ab following, ', 'ORTHO AB) ', 'cards (ab) plans ',
  // a colleague between the role and their own extension or phone (person.role-holder widened) (fix19a)
  'sw ab x5-3362 ', 'COORDINATOR AB (X4-1182) ', 'admissions ab 256-555-0141 ',
  ...NUMBER_CUE_WORDS,
];
