// The cue words of the people, date, age and number rules from the seventeenth round on, split out of
// phi-adversarial-cues.ts (which had passed 400 lines) and spread into its CUE_WORDS: the adversarial inputs, the
// growth-ratio unit tests and bench P9 read them there.

/** Cue phrases of the people, date, age and number rules (fix17d, fix18d, fix19d, fix20b, fix21b, fix22c). */
export const NUMBER_CUE_WORDS: readonly string[] = [
  // an exercise physiologist's certifying letters (person.signature-degrees); a motor grade after its limb or before the
  // weakness (date.written's guard); a body's letters before its manual and a month after "by" (person.contact) (fix17d)
  '\nAb Cd, MS, ACSM-CEP', ', ACSM-EP', ', RCEP', ', CCRP', 'R grip 4/5', 'L LEG 3/5', '3/5 prox weakness', 'per AB Manual', 'by January',
  // a plan's group number after a bare "Group" beside the member number (identifier.cued) (fix17d)
  'Member ID: AB7   Group: AB-7', 'Policy 7 Group G-7', 'Group: 7',
  // a nurse specialist or practitioner and the holder after or before the role's comma (person.role-apposition) (fix17d)
  'nurse specialist, Ab Cd (7', 'nurse practitioner, Ab, ', 'Ab Cd, ab nurse specialist', 'Ab Cd, our Ab Cd Nurse Specialist',
  // a therapist before a visit, a walk or a placement advised; "to do" after a ward role (person.role-holder) (fix17d)
  'PT AB TO EVAL', 'pt ab ambulated', 'pt ab rec snf', 'speech ab to do', 'SLP AB TO DO',
  // a relative's age said after the relative (age.said-of-person); a beeper after "bp" (contact.phone-shapes); a pain score
  // at rest or later in its sentence, a limb after a motor grade, "mae" before it (date.written's guard); a bed's or an
  // acceptance's day (date.written) (fix18d)
  'wife Ab is 93, ', 'FATHER AB DIED AT 94 ', 'mother Ab (91, ', 'RRT bp 7731', 'paged (bp 6-6612)', '3/10 at rest', 'pain 8/10 -> now 5/10',
  '1/5 rue', 'mae 4/5', 'accepted at Ab for 4/4', 'BED NEED ~10/10',
  // a day written before its month, a pressure, a size or a ventilator beside it, a motor grade after a weakness
  // (date.written); a relative's age between commas after a name (age.said-of-person); a province's health number
  // (identifier.registration); a valve's or a device's maker (the clinical guard) (fix19d)
  'revisit 22/01', 'PA 26/11', 'BUN/Cr 28/1', 'H.No 17/4, ', '16/8 Fr', 'on 15/10 peep', 'hemiparesis 3/5', 'arm drift 4/5',
  'aunt Ab Cd Ef, 96, ', 'NB Health #: 0017 442 918', 'HN: 6643 208 117 LM', 'MB Reg 771204', 'AVR (AB CD) ', 'Ab Cd mechanical valve',
  // a pager after "p" or "#" behind a credential or a page (contact.phone-shapes) (fix19d)
  'rn p# 5519', 'RRT #6-2281', 'paged (p 36612)', 'PGY2 p 7-4410',
  // a rank before a surname (person.rank-name); a school grade before a job (profession.cued) (fix20b)
  'Trooper Ab Cd ', 'DETECTIVE AB ', 'cst. ab, ', 'Sgt. Ab and ', 'det. ', 'retired 4th grade teacher', 'IS A 3RD GRADE AB', 'in 2nd grade at',
  // a person's noun after their work, a job of four words (profession.cued); a given name and a surname on a caseless line
  // (person.caseless-pair); a code after any noun's number word (identifier.number-word) (fix20b)
  'is a ranch hand', 'a dinner lady', 'a nursing student', 'IS A AB CD EF DRIVER', 'AB CD EF\n', 'membership no. AB 1234', 'Ab no: AB-1234', 'Ab # A-1234',
  // a name before a ward role's letters (person.name-ward-credential) (fix20b)
  'by abcde rt', 'abcde sw aware', 'ABCDE PT EVAL',
  // the rest of the care team before a name (person.role-name); the rest of the family and the household (person.relative);
  // a name, a comma and a role closing the line or bracket (person.comma-role) (fix21b)
  'per pharmd Ab', 'CNA AB AT', 'night float Ab', 'grandnephew Ab', 'roommate ab @', 'boss (Ab)', '\nA. Ab, MICU NF\n', '(ab, ir fellow)', 'Ab, NF x5-1234',
  // a licence or registration after its shortened word (identifier.cued) (fix21b)
  'AB Lic. AB-1234', 'Lic. No. A1234', 'AB Auth. AB-A-1234', 'AB Regn 12345',
  // a form's field named by a role (person.staff-label) (fix21b)
  '\nExaminer: Ab Cd\n', '\nADJUSTER: AB\n', 'Technician: Ab   ', 'Teacher: ab cd\n',
  // a pager or an extension alone in brackets, a glued "p" after a credential (contact.phone-shapes) (fix21b)
  'Ab (p 1-2345)', '(p. 12345)', '(x 1-2345)', 'RN, p2231',
  // a care-team role before a name closing its clause or before what the person does (person.role-act) (fix22c)
  'RT Abcde reports', 'SW Abcde completed', 'EEG TECH ABCDE.', 'msw abcde abcd to assist', 'OT Abcde - ',
  // a job of a work noun's shape between "is a" or an age and sex and its employer (profession.framed-job) (fix22c)
  'is a ab grader at Ab Cd', '47 yo ab bolter for Ab Cd', 'IS A AB GRADER AT AB CD',
];
