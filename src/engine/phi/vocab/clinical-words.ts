// Clinical words that are never names or places, whatever slot they sit in: abbreviations of nursing and
// ICU notes, units and services, drugs that nurses write by brand, devices, and the verbs and nouns that
// follow "per", "aware" or a transfer cue. Written for this engine from clinical usage (not from any
// evaluation notes). General English words come from the dictionaries file; this list covers what an
// English word list lacks.

import { CONTACTS, CREDENTIALS, DOCTOR_TITLES, GROUP_RELATIVES, PERSON_TITLES, RELATIVE_SHORTHAND, RELATIVES } from './people-words';

const WORDS =
  // Units, wards, services and places inside a hospital.
  'micu sicu ccu cvicu csru ctic nicu picu icu tsicu cticu nsicu ficu vicu cvu pacu ew er ed or ir cath lab ' +
  'stepdown step-down floor floors ward wards unit units telemetry tele rehab snf ltc ltach nh vna osh ' +
  'ob gyn ent gi pt ot slp rt sw cm nsg nursing pcp md mds do rn rns lpn np nps pa pas rrt crt cna hca ho ' +
  'intern interns resident residents fellow fellows attending attendings team teams house staff ' +
  // German-language letters' ranks of doctor and their word for a hospital's department ("Medizinische Klinik",
  // "Dr. med. Roe, Oberärztin"): a role or a department, never a name.
  'chefarzt chefärztin oberarzt oberärztin assistenzarzt assistenzärztin facharzt fachärztin hausarzt hausärztin klinik ' +
  'medicine surgery cardiology cards neuro neurology nephrology renal pulm pulmonary id onc oncology heme ' +
  'psych psychiatry derm ortho urology uro gu ctsurg csurg cts tsurg vasc thoracic anesthesia anesth ' +
  'radiology ir micro lab labs pharmacy pharm nutrition dietary chaplain chaplaincy social socw sw ' +
  'case management admitting transport security escort family families pt pts patient patients ' +
  // Notes' own shorthand.
  'npn nsg prog progress note notes addendum update events event shift noc nocte am pm hrs hr hx pmh psh ' +
  'fhx shx hpi ros a/p assessment plan dx ddx rx tx sx fx bx cx dc d/c s/p w/ w/o c/o r/o h/o y/o yo ' +
  'vss afeb afebrile tmax temp bp hr rr sat sats spo2 o2 nc fm nrb bipap cpap peep ps psv simv ac imv ' +
  'fio2 vt tv rsbi abg vbg cbc bmp chem chems lytes hct hgb wbc plt plts inr ptt pt/ptt bun cr creat ' +
  'ck cks ckmb mb trop tropn troponin bnp lfts lft ast alt alk bili lipase amylase ldh mg mag phos ca k na ' +
  'cl glu fs fsbs bs bg cxr ekg ecg echo tte tee ct cta mri mra us kub eeg emg ngt ogt ett trach peg picc ' +
  'tlc cvl aline a-line art swan iabp lvad rvad vad ppm aicd icd tpn ppn tf tfs npo prn q1 q2 q4 q6 ' +
  'q8 q12 qd qod bid tid qid qhs hs po iv ivp ivpb sq sc im sl pr gtt gtts drip drips bolus ivf ns lr ' +
  'd5w d5 1/2ns kcl prbc prbcs ffp plt cryo dnr dni cmo fc full code hcp moc dpoa poa ' +
  'sob doe cp cpr ams loc gcs perrl perrla mae aox3 axox3 a&o oob bsc bm bms uo u/o fc ' +
  'cabg ptca pci stent stents cath mi nstemi stemi chf cad htn dm iddm niddm copd ards pna uti cva tia ' +
  'dvt pe afib aflutter vt vf svt nsr sr st sb pvc pvcs pac pacs avr mvr tvr esrd arf ckd cri hd cvvh ' +
  'cvvhd crrt gib ugib lgib ercp egd tips sbp hepatic etoh ivdu tob ' +
  // Drugs by brand and shorthand, and common nursing-note drugs.
  'lasix lopressor haldol ativan versed fentanyl propofol diprivan levophed neo neosynephrine dopa dopamine ' +
  'dobutamine dobu milrinone nitro ntg nipride heparin hep coumadin lovenox vanco vancomycin zosyn levo ' +
  'levoflox levofloxacin flagyl bactrim cipro ceftaz ceftriaxone unasyn kefzol ancef tylenol motrin ' +
  'morphine dilaudid percocet oxycodone protonix pepcid zantac reglan colace senna dulcolax lactulose ' +
  'insulin lantus humalog ssi kayexalate digoxin dig amio amiodarone diltiazem dilt captopril ace ' +
  'vasopressin vaso epi epinephrine atropine narcan combivent atrovent albuterol flovent solumedrol ' +
  'prednisone decadron hydrocort mycostatin nystatin diflucan acyclovir tamiflu zofran compazine ' +
  'phenergan benadryl seroquel zyprexa precedex mso4 ms04 mgso4 kphos ' +
  // Nursing shorthand and charting words.
  'brady tachy bradycardic tachycardic fluoro floro passy riker poc bb raf ems cs tsicu pmicu rij lij ls pcw cvvhf lis mae ica ota vvi ddd ips overnoc noc fld ' +
  'reqs ivs amb prev los hoyer hugger velcro lima rima svg lad lcx rca om pda pcu ph con\'t resp cont conts contd dec decr inc incr min max mod sev poss occ occas freq approx amt amts tol ' +
  'sxn suct trach trached trachs intub extub extubated reintubated sedated perla perl wnl nl bilat ' +
  'flowsheet flowsheets carevue careview metavision chart charted charting rle lle rue lue ue le abd ext ' +
  'extrem extremities ecchymotic diuresed diuresing diurese tele telemetry ambulated neuro neuros ' +
  'neurosurg nsurg gyn surg cardiac cardiothoracic pulm pulmonology nephro hemodynamics hemodynamically ' +
  'sbp dbp map cvp pad pcwp co ci svr svo2 mvo2 ef lvef ekg ' +
  // Heart chambers, great veins and room air, which follow "at" and "to" like hospital initials ("on RA",
  // "tip in SVC"): never initials of a place in notes. Not LA or PA (Los Angeles, Pennsylvania).
  'ra svc ivc ' +
  // Abbreviations ending in H that read like hospital initials.
  'sah ich ivh bph lvh rvh pph sdh edh nph tsh acth pth fsh lh ' +
  // British and Commonwealth spellings of services and specialties no US word list holds, which letters and forms write in
  // a signature's bracket, a service's name or a cc line ("MD (Paed)", "Paediatric Diabetes Service", "cc: Paediatric
  // Asthma CNS"): never a name (fix15d).
  'paed paeds paediatric paediatrics orthopaedic orthopaedics haematology haematological gynaecology gynaecological ' +
  'anaesthetic anaesthetics oesophageal ' +
  // Verbs and words that follow "per", "aware", "with" or a transfer cue in notes.
  'aware notified informed paged called updated made following f/u consulted consult consults ' +
  'protocol orders order sliding scale routine policy request plan team ' +
  // What a dose or an order follows "per" for, and a shift's report (fix17d: "per nomogram", "per handoff from"); the
  // acute pain service's letters ("d/w aps").
  'nomogram nomograms handoff handoffs hand-off signout sign-out aps ' +
  // A service's shorthand before "aware" or after "per" ("Peds aware", "per nsgy"), and an ostomy or wound nurse's
  // specialty before the credential ("has ostomy rn", "WOCN to see") (fix18d).
  'peds nsgy nsurg ostomy ostomies stoma stomas woc wocn ' +
  // Drugs and devices patients carry and name by brand, auto-injectors, inhalers, pens and sensors ("EPIPEN AT BEDSIDE",
  // "Symbicort in bag"), and a service's shorthand before "aware" ("case mgmt aware"): never a name (hardneg23).
  'epipen epi-pen epipens auvi-q anapen jext emerade symbicort advair seretide spiriva qvar pulmicort breo trelegy ' +
  'ventolin proair salbutamol ozempic wegovy mounjaro trulicity victoza saxenda novorapid novolog levemir tresiba ' +
  'toujeo basaglar fiasp apidra glucagen baqsimi eliquis xarelto pradaxa savaysa omnipod dexcom libre freestyle ' +
  'mgmt mgt svc svcs';

export const CLINICAL_WORDS: ReadonlySet<string> = new Set(WORDS.split(/\s+/).filter((w) => w.length > 0));

/**
 * Function words and pronouns: never a name even when a name list holds them ("will", "may", "don").
 * Also the nouns a relative or title cue is often followed by in notes ("son at bedside", "dr aware").
 */
export const STOP_WORDS: ReadonlySet<string> = new Set(
  ('a an the and or but nor of in on at to for from by with without within into onto over under up down out off ' +
    'is are was were be been being am has have had do does did will would shall should can could may might must ' +
    'not no yes so as if then than that this these those there here where when while who whom whose which what ' +
    'he she it they we i you him her his hers its them their theirs our ours me my mine your yours us ' +
    'all any both each few more most other some such only own same too very just also again once ' +
    'pt pts patient patients family visit visited visiting called calls call came come comes went going gone ' +
    'in to out aware notified here there bedside present phone phoned updated update spoke talked told ' +
    'says said states stated feels felt wants wanted would like who re regarding about after before ' +
    'today tonight yesterday tomorrow morning evening night afternoon noon am pm now later earlier ' +
    'both other another several two three four many none alone one also too well x1 x2 ' +
    'nurse per via w/ s/p see seen notify ask tell inform contact ' +
    'keep made make please will shall unable able aware monday tuesday wednesday thursday friday saturday ' +
    'sunday mon tues wed thurs fri sat sun left right ' +
    'russian spanish italian polish chinese portuguese greek korean vietnamese haitian creole french german ' +
    'arabic hebrew english cantonese mandarin japanese hindi farsi somali amharic speaking speaks').split(/\s+/)
    // Titles, credentials, relatives and contacts, in full or as notes abbreviate them ("met with dtr"): a cue,
    // never the name. Not "children": "Children's Hospital" names a place.
    .concat(RELATIVE_SHORTHAND, CONTACTS, RELATIVES.filter((w) => !GROUP_RELATIVES.includes(w)), DOCTOR_TITLES, PERSON_TITLES, CREDENTIALS.map((c) => c.toLowerCase())),
);

/**
 * Last words of a hospital service or a measure written in Title case ("Physical Therapy", "Case Management",
 * "Blood Pressure", "Heart Rate"): after "to" or "at" such a run of English words is where care happens or
 * what is checked, not a named place.
 */
export const SERVICE_OR_MEASURE_HEADS: ReadonlySet<string> = new Set(
  ('therapy therapies rehabilitation medicine surgery care management work services service imaging screening testing ' +
    'test tests check checks monitoring counseling counselling nutrition education rounds consult consultation ' +
    'evaluation assessment clearance pressure pressures rate rates count counts level levels sugar sugars glucose ' +
    'gas gases oximetry saturation panel studies study scan scans draw dialysis infusion infusions transfusion ' +
    'injection injections vaccination vaccine ' +
    // A hospital's administrative offices ("referred to Value Analysis", "reported to Infection Control").
    'analysis review committee control prevention resources relations compliance improvement registration admissions').split(' '),
);

/**
 * Meetings of a hospital's staff named in Title case ("Grand Rounds", "Morning Report", "Tumour Board", "Safety Huddle"):
 * the word before them is no place (hardneg23, place.transfer's "presented at Grand Rounds").
 */
export const MEETING_HEADS: ReadonlySet<string> = new Set(
  'rounds round report board boards huddle huddles meeting meetings conference conferences handover handoff'.split(' '),
);

/**
 * Grades written before a valve lesion ("mild mr", "trace MR", "moderate-severe ms", "2+ mr"): after them
 * "mr" and "ms" are mitral regurgitation and stenosis, not titles.
 */
export const VALVE_GRADES: ReadonlySet<string> = new Set(
  'trace trivial minimal min mild moderate mod severe sev significant sig small physiologic physiological'.split(' '),
);
