// The place cues of the adversarial inputs, growth tests and bench P9 (phi-adversarial-cues.ts spreads them into
// CUE_WORDS): towns, streets and state codes after a place cue, from the fourteenth round on. Kept apart because the
// shared list had passed 400 lines.

/** Place cues: a town after a sending place, a relative, a job or a street; a code after a town; a street after "on". */
export const PLACE_CUE_WORDS: readonly string[] = [
  // the town after a sending place and "in" or in brackets (place.origin-town); a letterhead's town after an em dash
  // (place.region-code) (fix14d)
  'FROM AB IN ', 'from ab ed in ', 'at ab general (', ' \u2014 AB, ',
  // the patient's address on the line after a letter's Re: line (place.re-address-line) (fix14d)
  'Re: Ab Cd, DOB 1.2.1950\n1 Ab Cd, Ab\n', 'Re: Ab (90)  NHS 1\nAb Farm, Ab, Isle of Ab\n',
  // an Indian state before a letterhead's next field or after "Govt. of" (place.india-address) and a First Nation's
  // community by its closing words (place.first-nation) (fix14f)
  'Ab, Kerala  ', 'Govt. of Odisha', 'ab first nation', 'Ab Cree Nation', 'AB FIRST NATIONS',
  // the town between a named relative and the phone, or after a pedigree relative's age (place.kin-contact-town), and
  // where a relative rang or set out from (place.kin-from-town) (fix16c)
  'son Ab Cd, Ab, 208-', 'nephew Ab, Ab Cd, cell ', 'Mother Ab, 66, Ab, ', 'mother Ab, Ab community, ph ',
  'mother Ab coming from Ab ', 'MOTHER DRIVING FROM AB', 'BROTHER AB CD CALLED FROM AB CD, ',
  // an Indian village with its post office, a block and a district with no period (place.india-address-line) and the
  // town an accident or a worksite is near (place.cue-town) (fix16c)
  'At/Po- Ab, Block- Ab, ', 'Village Ab, Block Ab, Dist Ab', 'rollover 3/14 near Ab', 'Ab Station near Ab', 'Mt Ab near Ab',
  // a state's or province's code right after a town another rule found (place.code-after-town) (fix17c)
  'coming from Ab, VA (', 'LIVES IN AB KY, ', 'in ab nd w/ ', 'Ab Flats, MT (',
  // the town after a facility, its initials or kind in brackets and "in", before a linking word, a dash or a state's code
  // (place.after-institution) (fix17c)
  'AB MEMORIAL (AB) IN AB, ', 'ab hospital (ab) in ab nd w/ ', 'Ab Manor (assisted living) in Ab - ',
  // the town after a relative (and a name) and "in" in capitals or small letters (place.kin-in) (fix17c)
  'SISTER AB CD IN AB, ', 'HER SISTER IN AB.', 'daughter ab cd in ab (',
  // a list city after a capitalised word's comma closing a bracket or a clause (place.known-city-end) and the town after a
  // relative, a name and "of" in capitals or small letters (place.kin-in) (fix18c)
  '(Ab Surgeons, Ab). ', 'Ab Center, Ab; ', 'Ab OB/GYN, Ab (', 'SISTER AB CD OF AB IS ', 'nephew ab cd of ab, ', 'DAUGHTER AB CD OF AB AZ (',
  // and the town after a job's "from" closing its clause (place.job-town) (fix18c)
  'retired farmer from Ab, ', 'fisherman from ab. ',
  // and a grid address before its comma and a capital (street.suffix) (fix18c)
  '1 N 2 E, Ab', '12 North 400 East, Ab',
  // the town closing a letter's Re: line after the birth date or the number (place.re-address-line) (fix17c)
  'Re: Ab Cd, DOB 1/2/1950, Ab\n', 'Re: Ab, NHS 123 456 7890, Ab Cd\n', 'Re: Ab, DOB 1/2/1950, "Ab Cd" via Ab, ',
  // the street a pharmacy, a shop or a home is on, after "on" (street.on-after-cue) (fix16c)
  'Pharmacy on N Ab St', 'rx to ab on n ab rd', 'LIVES ON OLD AB RD', 'pharmacy on ab st',
  // and after "off", a place a person stays, works or gathers at, an ordinal street, a road's number (fix23b)
  'staying at the motel on Ab Ave', 'SHELTER ON AB ST', 'lives off ab rd', 'school on 3rd street', 'trailer off county road 19', 'tavern on ab rd',
  // a town after a job or after work done out of it (place.job-town) (fix14f)
  'cook in Ab', 'mechanic in Ab Cd', 'trucking out of Ab', 'trawlers out of Ab ',
  // the town after a street or a numbered road and "in" (place.street-in-town) (fix19c)
  // a code that is a word in small letters closing its clause, or before a phone (place.code-after-town widened) (fix19c)
  'from ab, me, ', 'lives in ab de, ', 'Ab, ME 207-555-0142', 'ab pa, 555-',
  // the town after a facility and "in" before since, in or when, a compass point before it (place.after-institution
  // widened) (fix19c)
  'ab hospital in ab since ', 'AB SHELTER IN AB SINCE 5/2', 'ab detox in north ab in feb',
  // a town and its state code that is also a credential after "in" or before a ZIP code (the credential rules' guard) (fix19c)
  'lives in ab pa, 555-', 'IN AB MD VIA ', 'Ab, MD 21502',
  // a town the surname lists also hold after "in" (place.in-surname-town) (fix19c)
  'Mother in Ab, weekly', 'Ab Service in Ab for ', 'satellite in Ab Mills.', 'confided in Ab.',
  'ON RTE 9 IN AB 5/2', 'CROSSING AB ST IN AB, ', 'on ab st in ab, ', 'on Rte 4 in Ab, ', 'AB AVE IN ', 'rt 2 in ',
  // an English-word town after where someone lives, closing its clause (place.cue-town widened) (fix20a)
  'lives in oxford, ', 'she lives in greenfield and ', 'THEY LIVE IN AUBURN. ', 'lives in fear of ',
  // the town after a call or an arrival cue, an English-word town there closing its clause (place.cue-town widened) (fix21a)
  'dtr called from ab, ', 'SON CALLED AT 2100 FROM AB ', 'by phone from sterling, ', 'ON SPEAKER FROM AB.', 'in this am from ab, ', 'coming in from Ab ',
  // a practice's line between a name and its street, and a letterhead's first line over its street (org.address-block widened) (fix21a)
  'Dr Ab Cd\nAb Ab Family Dentistry\n12 Ab Road\n', 'Ab Pediatric Therapy\n61 Ab Street\n',
  // an English-word building and its floor after a move's cue or before a unit's kind (facility.named-floor widened) (fix21a)
  'call out to larch 6 if ', 'TXF TO CEDAR 4 IN AM', 'to aspen 5 stepdown ', 'on maple 6 stepdown ',
  // the town in brackets after a name, a store's number or a facility's word (place.bracket-town) (fix22b)
  'Dtr Ab Cd (Ab) 413-', 'Ab Drug #2183 (Ab Cd)', 'sons Ab (from Ab) and ', 'SISTER AB CD (OF AB FALLS), ', 'ab ltach (ab) and ',
  // the town after a relative's bracketed role or name, before a state's code or a verb of contact (place.kin-in widened) (fix22b)
  'SON AB (HCP) IN AB UPDATED ', 'dtr (ab) in ab ct, ', 'daughter ab cd in ab called ', 'SON AB IN AB ON PHONE ',
  // the town after a job's head noun and "in" in a caseless stretch (place.job-town widened) (fix22b)
  'dairy farmer in ab and ', 'POLICE OFFICER IN AB, ', 'POSTMASTER IN AB AB) ',
  // a lake, a pond, a harbor, a beach, a trail or a hollow after a place preposition (place.landform widened) (fix22b)
  'NEAR AB LAKE IN ', 'camp on ab pond, ', 'UP AB AB HOLLOW. ', 'NEAR AB HARBOR. ',
  // the places of an address, residence, location or venue field, part by part (place.address-field-part) (fix22b)
  '\nAddress: Ab Village, Ward 14, Ab Cd\n', '   Venue: Ab Park, Ab\n', '\nResidence: Ab Rehab, Ab (',
  // a hospital's initials after its emergency department and "at", or spelling a route before it (facility.transport-destination
  // widened), and a destination before the date of the move (place.transfer widened) (fix23d)
  'SENT TO ED AT AB. ', 'seen in the er at ab for ', 'admitted to IV ER with ', 'TRANS TO AB 2/22 .', 'transfered to abcde 7/23. ',
];
