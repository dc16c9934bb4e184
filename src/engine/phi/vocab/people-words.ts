// The words about people that both families of name rules read: titles, credentials, relatives and
// contacts, staff roles and clergy. Each word is written here once. The capitalised family (names.ts)
// builds its regexes from these lists; the note family (note-people*.ts, people-cues.ts) reads them as
// lower-case sets of word tokens. Where a word needs more context in one family than in the other, the
// list that says so is here too, with the reason (docs/engine.md, The vocabulary).

/** Titles of a doctor before a name: "Dr. Lee", "dr lee", "Professor Okafor". */
export const DOCTOR_TITLES: readonly string[] = ['dr', 'drs', 'doctor', 'prof', 'professor'];
/** Titles of anyone else before a name: "Mr. Roe", "MRS ROE", "Mx Lee". */
export const PERSON_TITLES: readonly string[] = ['mr', 'mrs', 'ms', 'miss', 'mx', 'mister'];
/**
 * The Indian honorifics forms, discharge cards and summaries write before a patient's or a relative's name ("Smt.
 * Lakshmi Devi", "W/O Shri Ram Prasad", "W/O SRI. X"); the title walk reads them only before a name no English list
 * holds, since "Shri Ram Hospital" is a hospital and "SMT" also spinal manipulative therapy (rules/honorifics.ts).
 */
export const INDIAN_HONORIFICS: readonly string[] = ['shri', 'sri', 'shrimati', 'smt', 'kumari'];
/**
 * Honorifics that stand between a relation written with a slash and the relative's name on Indian admission forms and
 * discharge summaries ("W/O: SRI. GOPALAN NAIR", "S/o: Late Sh. X", "W/o Thiru. X"): the Hindi ones and "Sh.", Tamil
 * Thiru/Tmt (Thirumathi), and "Late" before a father who has died. Read only there (person.kin-name-field).
 */
export const RELATION_FIELD_HONORIFICS: readonly string[] = [...INDIAN_HONORIFICS, 'sh', 'thiru', 'tmt', 'thirumathi', 'late'];
/**
 * A second title in brackets after "Dr" that Indian and services' documents write: "Dr. (Mrs.) P. Rao", "Dr (Prof) Nair",
 * "Dr. (Col.) R. K. Singh". The name follows the bracket.
 */
export const BRACKETED_TITLES: readonly string[] = ['mrs', 'mr', 'ms', 'miss', 'prof', 'col', 'maj', 'capt', 'brig', 'gen', 'cdr', 'lt col', 'surg cdr', 'wg cdr'];
/**
 * Titles the note family does not read in lower case, where they are shorthand: "prof" (professional,
 * profound: "needs prof help") and "mx" (management: "pain mx discussed"). Written "Prof. Okafor" or "Mx
 * Rivera", the capitalised family reads them.
 */
export const TITLES_NOT_NOTE_CUES: readonly string[] = ['prof', 'mx'];

/**
 * Credentials written after a name ("Jane Roe, RN", "ROBERT SMITH MD"), as they are written in mixed case:
 * the capitalised family matches this spelling (periods allowed between the letters: "M.D.", "Ph.D."), the
 * note family the lower-cased word in any case.
 */
export const CREDENTIALS: readonly string[] = [
  // Physicians, dentists, scientists and their fellowships.
  'MD', 'DO', 'MBBS', 'PhD', 'DDS', 'DMD', 'FACS', 'FACP',
  // Advanced practice and nursing.
  'NP', 'NP-C', 'PA', 'PA-C', 'DNP', 'APRN', 'FNP', 'ACNP', 'CNS', 'CNM', 'CRNA', 'RN', 'RNC', 'BSN', 'CCRN', 'LPN', 'SN',
  // Pharmacy, respiratory, social work, dietetics, therapy.
  'PharmD', 'RPh', 'RRT', 'CRT', 'MSW', 'LCSW', 'LICSW', 'RD', 'LDN', 'SLP', 'CCC-SLP', 'OTR', 'DPT', 'MPT',
  // British, Irish, Commonwealth and Canadian degrees and memberships: letters sign with them.
  'MBChB', 'MBBCh', 'BDS', 'MCOptom', 'FRCS', 'FRCP', 'FRCPC', 'MRCP', 'MRCGP', 'FRACGP', 'FRACP', 'MICGP', 'RGN', 'RPN', 'CCFP',
  // Their colleges' other fellowships and memberships, and the degrees of South Asian and African postgraduates:
  // radiology, anaesthesia, surgery, obstetrics, paediatrics and emergency medicine (FRCR, FRCA, MRCS, MRCOG,
  // MRCPCH, FACEM, FANZCA), Pakistan's and West Africa's colleges (FCPS, FWACP, FWACS), India's DNB, the MMed of
  // East and Southern Africa, the registered mental health nurse (RMN).
  'FRCR', 'FRCA', 'MRCS', 'MRCOG', 'FRCOG', 'MRCPCH', 'FRCPCH', 'FACEM', 'FANZCA', 'FRANZCR', 'FCPS', 'FWACP', 'FWACS', 'DNB', 'MMed', 'RMN',
];
/**
 * Credentials read only where they close a labelled staff field ("Midwife: Patience Owusu, RM", "KEY WORKER: ...,
 * HCA"): alone they are a room, a health care assistant's initials or a word ("RM 4", "HCA Healthcare", "EN route").
 */
export const FIELD_CLOSING_CREDENTIALS: readonly string[] = ['RM', 'HCA', 'EN', 'SRN', 'SEN', 'CHW'];

/**
 * Credentials that are also common capitalised abbreviations after a capitalised word, which the
 * capitalised family reads without any other cue: PA (Pennsylvania: "Scranton PA"; it takes "P.A." and
 * "PA-C"), CRT (cardiac resynchronisation: "Boston Scientific CRT"), CNS (central nervous system), RD
 * (road), SN (student nurse; tin), CCC-SLP (read there as SLP).
 * The note family reads them only with its own evidence (name words before, see note-people.ts).
 */
export const CREDENTIALS_NEEDING_PERIODS_WHEN_CAPITALISED: readonly string[] = ['PA'];
export const CREDENTIALS_NOT_CAPITALISED_CUES: readonly string[] = ['CRT', 'CNS', 'RD', 'SN', 'CCC-SLP'];
/**
 * Credentials the note family leaves to a rule with more context: DMD (Duchenne muscular dystrophy in a
 * lower-case note), FACS/FACP (facs is cell sorting), and the two-part ones, which its tokens split at the
 * hyphen (PA-C is read as "pa", CCC-SLP as "slp").
 */
export const CREDENTIALS_NOT_NOTE_CUES: readonly string[] = ['DMD', 'FACS', 'FACP', 'NP-C', 'PA-C', 'CCC-SLP'];

/**
 * Credentials of therapy and support staff that are also ward words (PT = patient or physical therapy,
 * OT, RT, SW = social work, CNA): a name counts before them only after a comma at the end of a clause
 * ("Lee Tran, PT"), in the note family's comma-credential rule.
 */
export const WARD_WORD_CREDENTIALS: readonly string[] = ['PT', 'OT', 'RT', 'SW', 'CNA'];
/** What the comma-credential rule reads: the ward-word credentials and the therapy and support ones. */
/**
 * Credentials of assistants and technicians (surgical tech, LVN, medical assistant, patient care tech, EMT,
 * nursing assistant, child life): read only in the "Given Surname, CRED verb" shape of staff-cues.ts, since
 * alone they are common abbreviations (MA, NA, PCT).
 */
export const ASSISTANT_CREDENTIALS: readonly string[] = ['CST', 'LVN', 'MA', 'CMA', 'PCT', 'EMT', 'NA', 'CCLS'];
/** The service a unit note's writer names before signing, as a credential is named ("nsg: Ann R."; fix19a). */
export const SIGNING_SERVICES: readonly string[] = ['nsg', 'nursing'];
/**
 * Credentials a ward note signs with after initials alone ("B.K. RN", "-lw rn"; person.initials-sign-off, fix12b): nursing,
 * respiratory, social work, case management (CM); physicians sign with a surname, not initials alone.
 */
export const SIGNING_CREDENTIALS: readonly string[] = ['RN', 'RRT', 'CRT', 'LPN', 'RPN', 'RGN', 'NP', 'PA', 'PA-C', 'MSW', 'LCSW', 'LICSW', 'RD', 'SLP', 'OTR', 'CCRN', 'BSN', 'CM', 'SN'];
/**
 * Credentials that close an ordering or referring clinician's name before the practice (facility.ordering-practice):
 * physicians, advanced practice, chiropractors (DC), podiatrists (DPM) and optometrists (OD). DC and OD are read only
 * there, since alone they are "discharge" and "overdose" or "right eye".
 */
export const ORDERING_CREDENTIALS: readonly string[] = ['MD', 'DO', 'PA-C', 'PA', 'NP', 'FNP', 'CRNP', 'APRN', 'DC', 'DPM', 'OD', 'MBBS'];
export const COMMA_CREDENTIALS: readonly string[] = [...WARD_WORD_CREDENTIALS, 'MSW', 'PharmD', 'SLP', 'RRT', 'DPT', 'LCSW'];

/** Credentials written before a name as a role: "NP Carol", "per md Saeed", "RN Kelly Roe", "HO DURANT". */
export const ROLE_CREDENTIALS: readonly string[] = ['np', 'md', 'rn', 'rrt'];
/**
 * Role words that are also clinical abbreviations (house officer / h/o, pulmonary artery, social work, right / radiotherapy;
 * case management, occupational therapy, and the primary care physician, which is also a pneumonia and a drug).
 */
export const AMBIGUOUS_ROLE_CREDENTIALS: readonly string[] = ['ho', 'pa', 'sw', 'rt', 'cm', 'ot', 'pcp'];
/**
 * Roles of the labour ward and the floor that notes write before a colleague's name ("per cnm Roe", "EPIDURAL BY CRNA
 * ROE", "LPN Roe to recheck"): nurse-midwife, nurse anaesthetist, practical and vocational nurses, social workers, the
 * birth companion (person.role-holder, fix14b). None is a clinical abbreviation.
 */
// A psychiatric unit's mental health technician ("w/ MHT X, ..."): a role of its own, never a clinical abbreviation (fix15d).
export const UNIT_ROLES: readonly string[] = ['cnm', 'crna', 'lpn', 'lvn', 'msw', 'lcsw', 'doula', 'mht'];
/**
 * Australia's Aboriginal and Torres Strait Islander health staff, written as a role before a name in ED letters and
 * remote-clinic plans ("AHP Ann to give bicillin", "ALO Kym saw the family"): health practitioner, health worker,
 * (hospital) liaison officer, Indigenous liaison officer (fix12b, twelfth round). None is a clinical abbreviation.
 */
export const INDIGENOUS_HEALTH_ROLES: readonly string[] = ['ahp', 'ahw', 'alo', 'ahlo', 'ilo', 'ihlo'];
/** Staff roles written before a name: "resident Lee", "Attending Roe". */
export const STAFF_ROLES: readonly string[] = ['resident', 'fellow', 'intern', 'attending'];
/**
 * Support roles written before a name: "case manager Ann Roe", "CASEWORKER ROE", "dietitian Roe". Nouns that are
 * never a name; the name after them still needs Title case, a known name, a cue or a verb (people-cues.ts).
 */
export const SUPPORT_ROLES: readonly string[] = [
  'manager', 'caseworker', 'therapist', 'nutritionist', 'dietitian', 'dietician', 'pharmacist', 'coordinator', 'liaison',
  'interpreter', 'physician', 'surgeon', 'hospitalist', 'intensivist', 'anesthesiologist', 'neurologist', 'cardiologist',
  // The second word of "case worker", "social worker", "house officer", and the ambulance crew ("medic Roe").
  'worker', 'officer', 'medic', 'paramedic',
  // "case mgr Roe", "unit coord Roe": the manager and coordinator as notes shorten them.
  'mgr', 'coord',
  // Allied-health and home-care roles: "our counsellor, Ann Roe,", "midwife Roe", "audiologist Roe".
  'counsellor', 'counselor', 'midwife', 'physiotherapist', 'physio', 'audiologist', 'optometrist', 'podiatrist',
  'hygienist', 'sonographer', 'phlebotomist', 'carer',
];
/**
 * The rest of the care team as any hospital names it before a colleague (fix21b, person.role-name only): the
 * pharmacy's, therapy's, aide's and community workers' letters (SLP, PharmD, RPh, CNA, PCA, CHW, EMT, PSW, HCA), the
 * unit's desk and support staff, and every common specialist noun ("per PharmD Roe", "SLP ROE @ 1100", "night float Roe").
 * Not PT (the patient), RD (a road), CNS (the nervous system) nor speech (a finding).
 */
export const CARE_TEAM_ROLES: readonly string[] = [
  'slp', 'pharmd', 'pharm', 'rph', 'cna', 'pca', 'chw', 'emt', 'psw', 'hca', 'lpn', 'lvn', 'crna', 'cnm', 'msw', 'lcsw', 'aprn', 'fnp',
  'supervisor', 'float', 'tech', 'technician', 'technologist', 'aide', 'sitter', 'transporter', 'scribe', 'clerk', 'secretary',
  'receptionist', 'scheduler', 'educator', 'navigator', 'advocate', 'specialist', 'perfusionist', 'radiographer', 'orthotist',
  'prosthetist', 'optician', 'psychologist', 'psychiatrist', 'pediatrician', 'paediatrician', 'obstetrician', 'gynecologist',
  'oncologist', 'nephrologist', 'pulmonologist', 'gastroenterologist', 'urologist', 'dermatologist', 'radiologist', 'pathologist',
  'endocrinologist', 'rheumatologist', 'ophthalmologist', 'geneticist', 'neonatologist', 'neurosurgeon', 'anesthetist',
  'anaesthetist', 'registrar', 'dentist', 'orthodontist', 'chiropractor', 'doula',
];
/**
 * The ranks of police, sheriff's, custody and court officers, written before a surname in trauma, social-work, EMS and
 * jail notes ("Trooper Roe", "Det. Roe", "cst. roe", "Garda Roe"): the general ranks of English-speaking forces, whole
 * or shortened with their period (fix20b, person.rank-name). "Officer" is a support role (person.role-name reads it);
 * "Lt." (left) and "PC", "DC", "DS" (ward shorthand) are left out.
 */
export const LAW_RANKS: readonly string[] = [
  'trooper', 'detective', 'det.', 'deputy', 'sergeant', 'sgt.', 'sgt', 'constable', 'cst.', 'corporal', 'cpl.', 'inspector',
  'sheriff', 'marshal', 'lieutenant', 'lieut.', 'warden', 'garda', 'patrolman', 'patrolwoman',
];
/**
 * Staff and services written in brackets after a name, or before a bracketed list of names: "Roe (pharmacy)",
 * "Roe (front desk)", "trauma team (Roe, Lee)". Words that name a job or a desk, never a drug or a finding.
 */
export const BRACKET_ROLES: readonly string[] = [
  'pharmacy', 'nutrition', 'nursing', 'chaplaincy', 'desk', 'admissions', 'secretary', 'clerk', 'scheduler', 'tech', 'technician',
  'aide', 'medic', 'paramedic', 'emt', 'cm', 'rt', 'slp', 'pt', 'ot', 'nurse', 'team', 'staff', 'residents', 'fellows', 'nurses',
];
/** What a named relative is to the care after "is": "nephew Roe is hcp", "son Roe is the proxy" (fix18a). */
export const KIN_CARE_ROLES: readonly string[] = ['hcp', 'proxy', 'nok', 'poa', 'guardian'];
/**
 * Desks and staff that name who answered in brackets after them, besides the role words: "speech (Name) to see",
 * "per pharmd (Name)", "RT supervisor (Name)", "blood bank (Name)" (fix18a). A two-word desk is read as a pair.
 */
export const BRACKET_DESKS: readonly string[] = ['speech', 'pharmd', 'supervisor', 'blood bank', 'transport', 'security', 'registration', 'admitting'];
/**
 * Header and staff-block labels before a clinician's name and a colon: "Operator: Roe", "ATTENDING: ROE, ANN",
 * "Sedation RN: J. Roe". The last word of the label is enough: "Primary RN" ends in "rn".
 */
export const STAFF_LABELS: readonly string[] = [
  'attending', 'operator', 'surgeon', 'assistant', 'assistants', 'anesthesiologist', 'anesthetist', 'proceduralist', 'endoscopist',
  'resident', 'fellow', 'intern', 'pcp', 'cosigner', 'rn', 'np', 'pa', 'md', 'nurse', 'provider', 'physician', 'consultant',
  'circulator', 'scrub', 'scribe', 'sonographer', 'technologist', 'radiologist', 'pathologist', 'hospitalist', 'dictated', 'transcribed',
  // A rounds or meeting note's list of who was there: "Present: Roe, Lee (pharmacy)".
  'team', 'present', 'attendees', 'participants',
  // Allied-health, home-care and agency forms: "Aide: T. Ruelas", "Audiologist: ...", "Booked by: ...", "Clinician: ...".
  'aide', 'caregiver', 'carer', 'clinician', 'midwife', 'therapist', 'physiotherapist', 'audiologist', 'optometrist',
  'counsellor', 'counselor', 'pharmacist', 'dietitian', 'dietician', 'by',
  // British, Irish and Commonwealth forms and letters spell and rank their staff otherwise: "Anaesthetist: ...",
  // "Registrar: ...", "SHO: ...", "GP: ...", "Case Manager: ...", "Medical Officer: ...", "Ward Sister: ...".
  'anaesthetist', 'anaesthesiologist', 'registrar', 'reg', 'sho', 'houseman', 'gp', 'manager', 'coordinator', 'officer',
  'paediatrician', 'pediatrician', 'obstetrician', 'cardiologist', 'neurologist', 'oncologist', 'psychiatrist', 'psychologist',
  'podiatrist', 'dentist', 'paramedic', 'matron', 'doctor',
  // "Nurse in charge: ...", "Doctor in charge: ...".
  'charge',
  // A care home's or mental health team's named worker: "Key worker: ...", "Keyworker: ..." ("Witness:" may be
  // family as well as staff: world-name-slots.ts reads it).
  'worker', 'keyworker',
  // A public health case form's investigator and a referral's or a report's referrer: "Investigator: Ann Roe, PHN",
  // "Referrer: Ann Roe, CNS Palliative Care", "REFERRING: ANN ROE, PA-C (...)" (fix15d).
  'investigator', 'referrer', 'referring',
];
/**
 * The people a form or a report names in a field of their own besides the care team (fix21b; staff-slots.ts reads them
 * with STAFF_LABELS and CARE_TEAM_ROLES): an examiner, an assessor, a claim's adjuster, a lawyer, a school's teacher, an
 * interpreter's or a driver's field ("Examiner: Ann Roe", "Adjuster: Roe", "Translator: ...", "Teacher: ...").
 */
export const FORM_ROLE_LABELS: readonly string[] = [
  'examiner', 'assessor', 'evaluator', 'reviewer', 'author', 'adjuster', 'advocate', 'translator', 'chaperone', 'escort',
  'dispatcher', 'driver', 'attorney', 'solicitor', 'lawyer', 'notary', 'teacher', 'principal', 'coach', 'instructor', 'trainer',
  'tutor', 'mentor', 'inspector', 'interviewer', 'representative', 'rep', 'director', 'administrator', 'firefighter',
];
/**
 * Header and letter labels before the patient's name and a colon: "PATIENT: ROE, ANN", "Re: Ann Roe, DOB ...", and
 * the name fields of British, Commonwealth and European forms, which ask for the surname and forenames apart
 * ("Surname: MWANGI   Forenames: ...", "Family name: ...", "Given names: ...").
 * A jail's or a prison's health record heads the patient as what custody calls them ("Inmate: ROE, ANN   Booking #",
 * "Detainee: Ann Roe"; fix16d).
 */
export const PATIENT_LABELS: readonly string[] = ['patient', 'pt', 'name', 're', 'client', 'surname', 'forename', 'forenames', 'names', 'inmate', 'offender', 'prisoner', 'detainee'];
/** Hand-over and cover cues before the clinician who takes a patient on: "signed out to Roe", "covering Roe". */
export const HANDOFF_CUES: readonly string[] = [
  'signed out to', 'sign out to', 'signout to', 'handed off to', 'handed over to', 'hand off to', 'report given to', 'endorsed to', 'covering', 'cross-cover', 'cross-covering', 'cross cover',
  // The nurse's side of a hand-over and the calls a nurse waits on: "received report from Roe", "gave report to Roe",
  // "awaiting call back from Roe", "left message for Roe".
  'report from', 'report to', 'call back from', 'callback from', 'message for', 'message left for', 'msg left for', 'vm for', 'voicemail for',
];
/**
 * Consulting services that name a member in brackets before what the consultant does: "Renal (Roe) following",
 * "EP (Roe) to see pt". Services as ICU notes shorten them.
 */
export const CONSULT_SERVICES: readonly string[] = [
  'renal', 'nephrology', 'cards', 'cardiology', 'ep', 'neuro', 'neurology', 'nsurg', 'neurosurgery', 'ortho', 'gi', 'id', 'surgery',
  'surg', 'pulm', 'pulmonary', 'onc', 'oncology', 'heme', 'hematology', 'psych', 'psychiatry', 'palliative', 'endo', 'endocrine',
  'derm', 'ent', 'urology', 'uro', 'vascular', 'thoracic', 'transplant', 'hepatology', 'liver', 'anesthesia', 'pain', 'geriatrics',
  'rheum', 'rheumatology', 'ir', 'ethics', 'hospice', 'nutrition', 'pharmacy', 'rehab', 'team', 'consult', 'service',
];
/** Clergy before a name: "rabbi stein", "Pastor Okafor". */
export const CLERGY: readonly string[] = ['rabbi', 'pastor', 'imam', 'reverend', 'rev', 'chaplain', 'priest', 'minister', 'cantor'];
/**
 * The titles a congregation's members and officers are named with ("Sister Anne", "Fr. Roe", "Deacon Lee", "Bishop
 * Roe"): a run of capitalised words they open is a person, not a congregation (rules/congregations.ts).
 */
export const CHURCH_TITLES: readonly string[] = ['sister', 'sr', 'father', 'fr', 'brother', 'br', 'deacon', 'elder', 'bishop'];

/**
 * Offices named with "General" after them ("Attorney General", "Surgeon General"): a title, not a facility
 * named like "Mercy General".
 */
export const OFFICES_BEFORE_GENERAL: readonly string[] = [
  'attorney', 'attorneys', 'surgeon', 'solicitor', 'inspector', 'inspectors', 'secretary', 'governor', 'consul', 'adjutant',
  'postmaster', 'auditor', 'comptroller', 'advocate', 'accountant', 'receiver', 'director', 'commissary', 'quartermaster',
];
/** Relatives, in the singular and plural and in common misspellings: "wife mary", "daughters Ann and Jo". */
export const RELATIVES: readonly string[] = [
  'wife', 'husband', 'spouse', 'partner', 'son', 'sons', 'daughter', 'daughters', 'sister', 'sisters', 'brother', 'brothers',
  'mother', 'father', 'mom', 'dad', 'niece', 'neice', 'nephew', 'grandson', 'grandsons', 'granddaughter', 'granddaughters',
  'grandaughter', 'grandchild', 'grandmother', 'grandfather', 'aunt', 'uncle', 'cousin', 'fiance', 'fiancee', 'fiancé',
  'fiancée', 'stepdaughter', 'stepson', 'son-in-law', 'daughter-in-law', 'sister-in-law', 'brother-in-law', 'girlfriend',
  'boyfriend', 'children', 'child', 'kids', 'siblings', 'relative', 'relatives',
  // Step-relations, in full and as parents say them (fix19a): "stepfather Ed", "STEPMOM ANN".
  'stepfather', 'stepmother', 'stepdad', 'stepmom', 'stepbrother', 'stepsister',
  // As parents write in portal messages: "my kid Jayden", "our grandkid Mila".
  'kid', 'grandkid',
  // The rest of the family as English names it (fix21b): grandparents as children call them, the grand-nieces and
  // -nephews, godparents and godchildren, a sibling, a stepchild, a parent ("grandma Ann", "grandnephew Roe").
  'grandma', 'grandpa', 'granny', 'grandmom', 'grandad', 'granddad', 'grandparent', 'grandnephew', 'grandniece', 'godmother',
  'godfather', 'godparent', 'godson', 'goddaughter', 'sibling', 'stepchild', 'parent', 'mum', 'mummy', 'mommy', 'daddy',
];
/** Relatives as nursing notes abbreviate them: "dtr Ann", "husb bill". */
export const RELATIVE_SHORTHAND: readonly string[] = ['dtr', 'dau', 'sis', 'bro', 'husb', 'hubby'];
/** People who are not family but are named like family: "friend Teo", "proxy Ann", "guardian: Roe". */
export const CONTACTS: readonly string[] = [
  'friend', 'friends', 'proxy', 'hcp', 'spokesperson', 'companion', 'neighbor', 'neighbour', 'guardian', 'caregiver',
  'caseworker', 'interpreter', 'chaplain',
  // Those the patient lives or works with (fix21b): "roommate Ann found her", "pt's boss (Roe) visited".
  'roommate', 'housemate', 'flatmate', 'landlord', 'landlady', 'boss', 'coworker', 'colleague', 'classmate', 'teammate',
];
/** Contact cues of more than one word, for the capitalised family's regex. */
export const CONTACT_PHRASES: readonly string[] = ['emergency contact', 'next of kin', 'contact person'];

/** Kin and contacts as the note family reads them (one token each). */
export const KIN_WORDS: readonly string[] = [...RELATIVES, ...RELATIVE_SHORTHAND, ...CONTACTS];

/** Labels that open a list of the people who came to the bedside ("Visitors: ...", "Other visitors: ..."). */
export const VISITOR_LABELS: readonly string[] = ['visitors', 'visitor'];
/** Words between a visitors label and its colon ("Visitors today:", "visitors this shift:", "Visitors also:"). */
export const VISITOR_LABEL_FILLERS: readonly string[] = ['today', 'tonight', 'also', 'this', 'shift', 'am', 'pm', 'included', 'include', 'were', 'in'];

/** Relations that name more than one person, whose names come as a list: "sons Vizo and Drael". */
export const PLURAL_RELATIVES: readonly string[] = [
  'sons', 'daughters', 'brothers', 'sisters', 'children', 'kids', 'grandsons', 'granddaughters', 'grandchildren', 'parents', 'nieces',
  'nephews', 'siblings', 'proxies', 'proxys',
  // fix21b: "neighbours Ann and Lee", "grandparents Ann and Lee", "roommates Ann and Lee".
  'neighbors', 'neighbours', 'grandparents', 'godparents', 'cousins', 'aunts', 'uncles', 'roommates', 'coworkers', 'colleagues',
  // fix23c: the shorthand's and the step-family's plurals ("DTRS ANN AND JO", "stepsons Ed and Al").
  'dtrs', 'daus', 'grandkids', 'stepsons', 'stepdaughters', 'stepchildren',
];
/**
 * Those who speak for an agency or a service and are named after it and a dash: "hospice liaison - Ann Roe will",
 * "VNA co.- Roe called". Not job titles of the ward (support roles are in SUPPORT_ROLES).
 */
export const AGENCY_CONTACTS: readonly string[] = ['liaison', 'rep', 'representative', 'co', 'agency', 'company', 'hospice', 'vna', 'coordinator', 'coord', 'services'];
/** Words for several relatives at once: they precede a count or a list ("children x3"), not one name. */
export const GROUP_RELATIVES: readonly string[] = ['children', 'kids', 'relatives'];
/** Contacts who are staff (a chaplain, an interpreter): the capitalised family would type their name PATIENT. */
export const STAFF_CONTACTS: readonly string[] = ['hcp', 'caseworker', 'interpreter', 'chaplain'];

/**
 * Kin and contacts as the capitalised family reads them: relatives and contacts in full (the note
 * family's shorthand is not written before a capitalised name), without the group words and the staff.
 */
export const KIN_CUES_CAPITALISED: readonly string[] = [
  ...RELATIVES.filter((w) => !GROUP_RELATIVES.includes(w)),
  ...CONTACTS.filter((w) => !STAFF_CONTACTS.includes(w)),
  ...CONTACT_PHRASES,
];

/** Lower-cased set of a list, for token look-ups. */
export function lowerSet(...lists: readonly (readonly string[])[]): ReadonlySet<string> {
  const set = new Set<string>();
  for (const list of lists) for (const w of list) set.add(w.toLowerCase());
  return set;
}

function escapeRegex(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * An alternation of words and phrases for a regex, longest first so that "son-in-law" wins over "son";
 * blanks inside a phrase match any run of white space ("next of kin" across a line break).
 */
export function wordAlternation(words: Iterable<string>): string {
  return [...new Set(words)]
    .sort((a, b) => b.length - a.length || (a < b ? -1 : 1))
    .map((w) => escapeRegex(w).replace(/ /g, '\\s+'))
    .join('|');
}

/**
 * A credential as written, periods allowed after each part ("M.D.", "Ph.D.", "PA-C"); with `periods`,
 * required after each capital ("P.A.").
 */
export function credentialPattern(word: string, periods = false): string {
  const parts = word.match(/\p{Lu}\p{Ll}*|-/gu) ?? [word];
  return parts.map((p) => (p === '-' ? '-' : `${escapeRegex(p)}${periods ? '\\.' : '\\.?'}`)).join('');
}

/** The kin words a family firm's name is formed with ("X & Son", "X & Sons", "X Brothers": rules/family-firms.ts). */
export const FIRM_KIN: readonly [son: string, sons: string, brothers: string] = ['son', 'sons', 'brothers'];
