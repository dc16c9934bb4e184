// Linear time, proven by growth: every cue word followed by 8,000 blanks or tabs against the same with
// 1,000, runs of periods, hyphens, slashes, hashes, digits and capitals after cue words, a short phrase repeated
// 16,000 times against 2,000 times (each round's rules on their cues), and a place-dense note of 200 KB against one of 25 KB. Each ratio is measured in one run (the issue asks for growth ratios,
// never absolute times); linear work gives about 8x, a quadratic rule 64x, and the bound is 12x (./growth.ts).
import { strict as assert } from 'node:assert';
import { CUE_WORDS, cueThenRun, placeDenseNote, RUNS } from '../../../../bench/phi-adversarial';
import { createPhiIdentifier, identifyPhi } from '../../../../src/engine/phi/index';
import { EMPTY_DICTS, overBound as overBoundOf, type GrowthCase } from './growth';

const overBound = (cases: readonly GrowthCase[]): string[] => overBoundOf(identifyPhi, cases);

describe('PHI engine: linear time on adversarial input (growth ratios, one run)', function () {
  this.timeout(600_000);

  it('every cue word followed by 8,000 blanks or tabs costs at most 12x the same with 1,000', () => {
    const cases = CUE_WORDS.flatMap((cue) =>
      [' \t', '\t'].map((run) => ({
        name: `"${cue}" + ${run === '\t' ? 'tabs' : 'blanks and tabs'}`,
        small: cueThenRun(cue, run, 1_000),
        large: cueThenRun(cue, run, 8_000),
      })),
    );
    assert.deepEqual(overBound(cases), []);
  });

  it('runs of periods, hyphens, slashes, hashes, digits and capitals after cues grow linearly', () => {
    const cues = ['phone', 'pager', 'mrn', 'acc', 'dr', 'MD', 'husband', 'lives in', 'pt from', 'daughter from', 'transfer', 'hospital', 'st', 'on', 'age', 'id', 'PT', 'x'];
    const runs = Object.entries(RUNS).filter(([name]) => !/spaces|tabs/.test(name));
    const cases = cues.flatMap((cue) =>
      // 2,000 against 16,000: still 8x, with a first measurement long enough not to be noise.
      runs.map(([name, run]) => ({ name: `"${cue}" + ${name}`, small: cueThenRun(cue, run, 2_000), large: cueThenRun(cue, run, 16_000) })),
    );
    assert.deepEqual(overBound(cases), []);
  });

  it('a short phrase repeated 16,000 times costs at most 12x the same repeated 2,000 times (one look-back per find)', () => {
    // A rule that finds the phrase's town or brand and then searches back without a bound for a comma or a line's
    // start reads the whole text before each find: quadratic on one long line of repeats.
    const phrases = ['in Salem NH w/ ', 'Derry NH, ', 'lives in Derry, NH w/ ', 'follow-ups ', 'sit ups at work ', 'machinist at intel ',
      // The thirteenth round's rules, each on its cue: a practice after a GP, a Welsh facility, a numbered ward, an
      // address field (and the Indian address lines its word opens), a letterhead's PIN, a district's council, an
      // ambulance report's numbers and crew, an Indian mobile, a run sheet's service and aircraft, a past job's field and
      // an occupation field's employer, a street closed by "Rise", and the guards of holidays, initials and house numbers.
      'Dr Ab, Cd Surgery. ', 'gp: dr ab, cd medical centre. ', 'Meddygfa Ab Cd, ', 'Ward: Ward 7A, ', 'address 12 ab rd, cd. ',
      'Ab, Cd - 411001 ', 'Ab District Council ', 'EVENT# 12-123456 ', 'PCP #AB-12345 ', 'CREW: A. ROE PCP / ', 'son Ab 98765 43210 ',
      'son (98765 43210) ', 'Ab County EMS - ', 'Ab Air 2 launched ', 'XCARE LAUNCHED ', 'Occupation (former): polisher\n', 'Occ: welder, Ab Cd\n',
      '7 Ab Rise, ', 'since Christmas ', 'E.K. Ab MD, ', '1187 ab ab rd, ',
      // The round's second wave: jobs whose head names a thing (after an age, a past, in a relative's bracket), a job
      // after a relative's name or closing a Re: line, a patient's identification line, a double eponym, a specialty in
      // a role's bracket.
      '52-year-old ab cutter at ', 'retired ab and cd maker for ', 'retired as a ab maker from ', 'retired ab and cd maker; ', 'son Ab Cd (ab agent, ', 'husband (ab mixer) ', 'son Ab Cd, teacher, ',
      'FATHER: AB CD, JUNIOR ENGINEER, ', 'Re: Mr Ab Cd, plater\n', 'Re: Mrs Ab Cd, 93, CHI 1234567890\n', 'pt: ab cd, 93, ur ab0012345\n',
      'Ab Cd, 34M, AB-1234567, ', 'Cockcroft-Gault ', 'MD (Hospitalist) ',
      // The fourteenth round's places and facilities that need no dictionaries: an Indian letterhead's address line (its
      // findings, settled by the resolver, grew 16x before it counted kept spans instead of splicing them in), the
      // address on the line after a letter's Re: line, a Re: line with many birth-date labels, and a letterhead closed
      // by a dash (on the first line only).
      'AB LAB, PLOT 9, CD NAGAR, Pune - 411001', 'Re: Ab Cd, DOB 1.2.1950\n1 Ab Cd, Ab\n', 'Re: Ab DOB DOB DOB DOB ',
      'AB RADIOLOGY ASSOCIATES - Ab, CD\n'];
    const cases = phrases.map((p) => ({ name: `"${p}" repeated`, small: p.repeat(2_000), large: p.repeat(16_000) }));
    assert.deepEqual(overBound(cases), []);
    // With the built-in lists place.town-state-code proposes nothing here; dictionaries in which Salem and Derry are
    // towns make it find every repeat, as the file dictionaries do.
    const towns = createPhiIdentifier({ ...EMPTY_DICTS, cities: new Set(['salem', 'derry']) });
    assert.deepEqual(overBoundOf(towns, cases.slice(0, 3)), []);
    // The rules that read a known town only with the dictionaries: a town after a hospital on a transport line in
    // capitals (its line's start and end read within 300 characters), a branch office's town (its line within 120) and
    // the fourteenth round's, each of which finds its place on the repeats (so a quadratic read of it would show).
    const townCues = ['PT TO AB REGIONAL HOSPITAL SALEM. ', "TRANSPORT TO ST. AB'S GENERAL HOSPITAL DERRY FOR CT ", 'at our Salem office ',
      'ab home care, derry office\n', 'ab services - salem outpatient\n', 'ab cardiology derry office\n',
      // The fourteenth round's: the sending hospital before its town (facility.origin-town), the town after a sending
      // place and "in" or in brackets (place.origin-town), a hospital's site after a department (facility.department-site)
      // and a letterhead's town after an em dash (place.region-code).
      'transferred from Ab in Salem via ', 'born at Ab of the Cd in Salem. ', 'ADM 1/2 FROM AB IN DERRY NH LAST PM ',
      'at ab general (derry) ', 'To: Colorectal 2WW, Ab\n', 'Respiratory Medicine, Ab, Cd\n', 'AB HEALTH \u2014 Derry, NH '];
    assert.deepEqual(overBoundOf(towns, townCues.map((p) => ({ name: `"${p}" repeated`, small: p.repeat(2_000), large: p.repeat(16_000) }))), []);
  });

  it('the fourteenth round\'s people, numbers, jobs and employers, each phrase repeated 16,000 times against 2,000 (fix14b, fix14c)', () => {
    // Each phrase is found by its rule on every repeat (asserted first), so a rule that read back to the line's or the
    // text's start at each find would cost 64x here. The role-holders read only with file dictionaries.
    const withFiles = createPhiIdentifier({
      ...EMPTY_DICTS,
      names: new Set(['roe']),
      given: new Set(['ann']),
      english: new Set(['in', 'w', 'the', 'and', 'today', 'for', 'at', 'transfer', 'from', 'clinic', 'flown', 'arrived']),
      states: new Map([['wyoming', 'WY']]),
    });
    const phrases: readonly (readonly [string, string])[] = [
      ['cervix 4 cm per cnm Roe. ', 'person.role-holder'], ['EPIDURAL BY CRNA ROE. ', 'person.role-holder'],
      ['sw Roe to f/u. ', 'person.role-holder'], ['case mgmt (Roe) working on it. ', 'person.role-holder'],
      ['CMCHIS CARD: TN-CM-33-1234567 ', 'identifier.registration'], ['Star Health policy P/1411/01/2027/0044 ', 'identifier.registration'],
      ['YHCIP: 123456789 ', 'identifier.registration'], ['Health Card: 1 234 567 890 ', 'identifier.registration'],
      ['a. roe rn pgr 4412\n', 'person.pager-sign-off'], ['-a. roe rn cm x4-4412\n', 'person.pager-sign-off'],
      ['Name: Smt. Kamla Devi w/o Ramesh Prajapati   Age/Sex: 61 Y / F\n', 'person.kin-name-field'],
      ['NAME: THENMOZHI D/O ARUNA PERIYASAMY  AGE: 19\n', 'person.kin-name-field'],
      ['via life flight network ', 'org.public-body'], ['pt flown by Dunmarra MedFlight ', 'org.public-body'],
      ['flown by Dunmarra Flight. ', 'org.public-body'], ['flown by midstate air medical ', 'org.public-body'],
      ['by zorbek air, ', 'org.public-body'],
      ['stars requested ', 'org.public-body'], ['Dunmarra Air 1 crew ', 'org.public-body'], ['WorkSafeBC claim ', 'org.public-body'],
      ['WORKCOVER QUEENSLAND - ', 'org.public-body'], ["Wyoming Workers' Compensation ", 'org.public-body'],
      ['Workers Compensation Board of Manitoba claim ', 'org.public-body'],
      ['; then pipe welder for Dunmarra Services ', 'org.after-job'], ['FIFO maintenance fitter for Dunmarra Minerals ', 'org.after-job'],
      ['before that a welder at Dunmarra Mill ', 'profession.before-employer'],
      ['pt is a 3rd grade teacher at Dunmarra Elementary ', 'profession.before-employer'],
      ['works at (Dunmarra & Sons Glass) ', 'org.family-firm'], ['for dunmarra bros lumber, ', 'org.family-firm'],
      ['PT A CATTLE RANCHER. ', 'profession.bare-job'], ['husband is handloom weaver. ', 'profession.bare-job'],
      ['Husband brick kiln labourer. ', 'profession.bare-job'], ['Son is tiler. ', 'profession.bare-job'],
      ['I saw this sheep farmer today ', 'profession.bare-job'],
    ];
    const unread = phrases.filter(([p, rule]) => withFiles(p.repeat(3)).filter((f) => f.rule === rule).length < 3).map(([p]) => p);
    assert.deepEqual(unread, []);
    assert.deepEqual(overBoundOf(withFiles, phrases.map(([p]) => ({ name: `"${p}" repeated`, small: p.repeat(2_000), large: p.repeat(16_000) }))), []);
  });

  it('the fifteenth round\'s organisations and places, each phrase repeated 16,000 times against 2,000 (fix15a, fix15c)', () => {
    // Each phrase is found by its rule on every repeat (asserted first), so a rule that read back to the line's or the
    // text's start at each find would cost 64x here; the appeal line without a line break is one long heading, read once.
    const withFiles = createPhiIdentifier({
      ...EMPTY_DICTS,
      english: new Set(['in', 'w', 'at', 'ate', 'via', 'by', 'army', 'blue', 'plant', 'worker', 'fish']),
      cities: new Set(['salem']),
    });
    const phrases: readonly (readonly [string, string])[] = [
      ['BIB Dunmarra PD. ', 'org.public-safety'], ['at dunmarra co jail. ', 'org.public-safety'], ['by Dunmarra FD Medic 3. ', 'org.public-safety'],
      ['via dunmarra vol fire co medic 2. ', 'org.public-safety'], ['VIA DUNMARRA MEDICAL TRANSPORT. ', 'org.public-safety'],
      ['Dunmarra Blue - Pharmacy Appeals\n', 'org.appeal-addressee'], ['Dunmarra Respiratory Supply. ', 'org.supplier'], ['thru dunmarra zorbek medical supply. ', 'org.supplier'],
      ['Quarnex Rx. ', 'org.supplier'], ['Iglesia Bautista Dunmarra. ', 'org.foreign-kind'], ['\u00c9cole Dunmarra. ', 'org.foreign-kind'],
      ['notify Dunmarra PHU. ', 'org.public-body'], ['worker at Dunmarra Seafoods. ', 'org.after-job'],
      ['by Dunmarra County Drug Court. ', 'org.justice-body'], ['at dunmarra state prison. ', 'org.justice-body'],
      ['Army, Camp Dunmarra; ', 'place.service-site'], ['USS Dunmarra (LPH-7) ', 'place.service-site'],
      ['boot camp Dunmarra; ', 'place.service-site'], ['ate at Dunmarra market. ', 'place.named-site'],
      ['Mercado de Dunmarra. ', 'place.named-site'], ['Address: Dunmarra WA\n', 'place.region-code'], ['IN SALEM, AL VIA ', 'place.region-code'],
    ];
    const unread = phrases.filter(([p, rule]) => withFiles(p.repeat(3)).filter((f) => f.rule === rule).length < 3).map(([p]) => p);
    assert.deepEqual(unread, []);
    const longLines = ['Dunmarra Rx Clinical Appeals ', 'fish plant worker at Dunmarra Seafoods '];
    const cases = [...phrases.map(([p]) => p), ...longLines].map((p) => ({ name: `"${p}" repeated`, small: p.repeat(2_000), large: p.repeat(16_000) }));
    assert.deepEqual(overBoundOf(withFiles, cases), []);
  });

  it('the seventeenth round\'s organisations, each phrase repeated 16,000 times against 2,000 (fix17a)', () => {
    // Each phrase is found by its rule on every repeat (asserted first); the flight's clause is read after each verb
    // within a bounded reach, and the line's letter case in a window around the find, not from the line's start; a
    // congregation's name is read over at most seven words after its clergy, a blood supplier's over four before its kind.
    const withFiles = createPhiIdentifier({ ...EMPTY_DICTS, english: new Set(['in', 'w', 'at', 'by', 'via', 'from', 'air', 'flown', 'called', 'free', 'will', 'church', 'has', 'policy', 'through']) });
    const phrases: readonly (readonly [string, string])[] = [
      ['flown by Dunmarra Air. ', 'org.flight-actor'], ['FLOWN FROM AB BY ZORBEK SKYWING AFTER ', 'org.flight-actor'],
      ['Retrieved by Dunmarra Aeromedical with ', 'org.flight-actor'], ['from zorbek via dunmarra quell air w/ ', 'org.public-body'] /* an ambulance service after 'via' is org.public-body's since fix19b */,
      ['pastor from dunmarra free will baptist church called. ', 'org.congregation'], ['PRIEST OF ZORBEK PARISH - ', 'org.congregation'],
      ['pastor from iglesia zorbek dunmarra called. ', 'org.congregation'], ['supplier Zorbek Blood Services. ', 'org.blood-supplier'],
      ['SUPPLIER ZORBEK DUNMARRA BLOOD CENTER, ', 'org.blood-supplier'],
      ["Pt's church, Zorbek Dunmarra Fellowship, ", 'org.congregation'], ['deacon at Our Lady of the Zorbek and ', 'org.congregation'],
      ['Evacuation coverage: Zorbek Assist Global, ', 'org.travel-insurer'], ['travel insurance: has policy through Dunmarra Mutual. ', 'org.travel-insurer'],
      ['by Zorbek Nation Tribal Police to ', 'org.police-force'], ['DUNMARRA STATE PATROL, ', 'org.police-force'],
    ];
    const unread = phrases.filter(([p, rule]) => withFiles(p.repeat(3)).filter((f) => f.rule === rule).length < 3).map(([p]) => p);
    assert.deepEqual(unread, []);
    const timed = [...phrases.map(([p]) => p), 'flown by helicopter ', 'from home via room air ', 'pastor from her church called ',
      'pastor from a b c d e f g ', 'Notified Blood Bank ', 'Ab Cd Ef Gh Blood Bank ', 'Travel insurance: None. ', 'Called State Police '];
    assert.deepEqual(overBoundOf(withFiles, timed.map((p) => ({ name: `"${p}" repeated`, small: p.repeat(2_000), large: p.repeat(16_000) }))), []);
  });

  it('the seventeenth round\'s facilities and the false alarms rev17 closed, each phrase repeated 16,000 times against 2,000 (fix17b, rev17)', () => {
    // Each phrase is found by its rule on every repeat (asserted first): a hospital's initials are looked up in one set
    // built from every hospital found, in one scan of the note's words; a unit field, a bracketed floor and a plan's
    // list are read forwards from their cue within a bounded reach. The false alarms' guards read the words before a
    // kind ("SW X. HOSPICE", "rec tcu", "NOTIFY BLOOD BANK") and the would-be town after a street once each.
    // A place named again (facility.name-again, fix18b) is read in a lower-case note, where no capitalised reading takes
    // the name first.
    const withFiles = createPhiIdentifier({
      ...EMPTY_DICTS,
      english: new Set(['in', 'w', 'adm', 'from', 'call', 'for', 'records', 'community', 'hospital', 'location', 'bed', 'west', 'to', 'and',
        'rehab', 'manor', 'sent', 'notify', 'blood', 'bank', 'hospice', 'pt', 'rec', 'tcu', 'accredited', 'facility', 'intake', 'road',
        'memorial', 'ed', 'resp', 'failure', 'cm', 'am', 'maple', 'hollow', 'rest', 'home', '2nd', 'choice', 'quarry', 'brook']),
    });
    const phrases: readonly (readonly [string, string])[] = [
      ['adm from Zorbek Dunmarra Community Hospital (zdch), call zdch for records. ', 'facility.own-initials'],
      ['from zorbek dunmarra memorial ed for resp failure. cm to call zorbek dunmarra in am. ', 'facility.name-again'],
      ['was at the dunmarra detox in ', 'facility.treatment-program'], ['W/ DUNMARRA RECOVERY CENTER IN ', 'facility.treatment-program'],
      // A caseless care home's name is English words (an unknown word before a kind is org.kind-noun's).
      ['from maple hollow rest home in ', 'facility.caseless-care-home'], ['2nd choice quarry brook ltach in ', 'facility.caseless-care-home'],
      ['Location: Quarrow 8 West, bed 14\n', 'place.ward'], ['NEURO STEP-DOWN (QUARROW 4) ', 'facility.named-floor'],
      ['Transfer to: Quarrow Tower 4 (', 'facility.named-floor'], ['TRANSFER TO QUARROW 4 STEPDOWN ', 'facility.named-floor'],
      ['referrals sent to Zorbek Rehab and Dunmarra Manor, ', 'place.facility-word'],
    ];
    const unread = phrases.filter(([p, rule]) => withFiles(p.repeat(3)).filter((f) => f.rule === rule).length < 3).map(([p]) => p);
    assert.deepEqual(unread, []);
    const timed = [...phrases.map(([p]) => p), 'SW ZORBEK. HOSPICE INTAKE ', 'Sw Zorbek. Hospice ', 'pt roe rec tcu ', 'rec rec rec home ',
      'NOTIFY BLOOD BANK ', 'Hospital Blood Bank ', 'Cord Blood Bank ', '12 Harbour Road, Blood Bank, ', '12 Harbour Road Blood Bank\n'];
    assert.deepEqual(overBoundOf(withFiles, timed.map((p) => ({ name: `"${p}" repeated`, small: p.repeat(2_000), large: p.repeat(16_000) }))), []);
  });

  it('the fifteenth round\'s facilities, people, jobs and numbers, each phrase repeated 16,000 times against 2,000 (fix15b, fix15d)', () => {
    // Each phrase is found by its rule on every repeat (asserted first), so a rule that asked every earlier finding, or
    // read back to the text's start, at each find would cost 64x here: the care homes' "Nursing & Rehab" (read by the
    // suffix rules, which the shorthand rule asks about) and the transport sentences (which ask whether another rule read
    // their hospital) did until the span index.
    const withFiles = createPhiIdentifier({
      ...EMPTY_DICTS,
      names: new Set(['roe']),
      given: new Set(['ann']),
      english: new Set(['in', 'w', 'the', 'and', 'to', 'for', 'at', 'from', 'of', 'out', 'crab', 'fisherman', 'cattle', 'rancher']),
    });
    const phrases: readonly (readonly [string, string])[] = [
      ['from zorbek quill snf in Tarrowby. ', 'facility.care-home-short'], ['lives at zorbek quill assisted living. ', 'facility.care-home-short'],
      ['resident of Zorbek Nursing & Rehab. ', 'org.kind-noun'], ['SHRI ZORBEK HOSPITAL\n', 'facility.honorific-name'],
      ['Sri Zorbek Nursing Home. ', 'facility.honorific-name'], ['Transport priority 2 to Zorbek. ', 'facility.transport-destination'],
      ['TRANSPORT TO ZORBEK QUILL ED, TOC 1452. ', 'facility.transport-destination'],
      ['CM ROE SENT REFERRALS. ', 'person.role-holder'], ['w/ MHT Roe, ', 'person.role-holder'],
      ['51M crab fisherman out of Zorbek, ', 'profession.history-subject'], ['66 m, cattle rancher sw of Zorbek, ', 'profession.history-subject'],
      ['ULI: 12345-6789 ', 'identifier.registration'], ['Tel 514 555 0134 poste 4412 ', 'contact.phone-shapes'],
      ['VAC file K-4471928 ', 'identifier.reference'], ['appeal of denial PA-88120437 ', 'identifier.reference'],
    ];
    const unread = phrases.filter(([p, rule]) => withFiles(p.repeat(3)).filter((f) => f.rule === rule).length < 3).map(([p]) => p);
    assert.deepEqual(unread, []);
    // Timed only: a staff label's name (person.staff-label reads the first, the name rules its repeats) and the acronym
    // guard of person.contact, which reads the line around each word in capitals after a cue (nothing is found).
    const timed = [...phrases.map(([p]) => p), 'Investigator: Ann Roe, PHN\n', 'Vaccine offered per ACIP; ', 'NNP updated on bili. '];
    assert.deepEqual(overBoundOf(withFiles, timed.map((p) => ({ name: `"${p}" repeated`, small: p.repeat(2_000), large: p.repeat(16_000) }))), []);
  });

  it('the sixteenth round\'s organisations and places, each phrase repeated 16,000 times against 2,000 (fix16a, fix16c)', () => {
    // Each phrase is found by its rule on every repeat (asserted first), so a rule that read back to the line's or the
    // text's start at each find, or asked every earlier finding, would cost 64x here.
    const withFiles = createPhiIdentifier({
      ...EMPTY_DICTS,
      names: new Set(['roe']),
      given: new Set(['ann']),
      english: new Set(['in', 'w', 'at', 'to', 'on', 'by', 'near', 'from', 'coming', 'meds', 'main', 'lineman', 'for']),
      cities: new Set(['salem']),
    });
    const phrases: readonly (readonly [string, string])[] = [
      ['son Ann Roe, Dunmarra, 208-555-0134. ', 'place.kin-contact-town'], ['- Mother Ann Roe, 66, Dunmarra; ', 'place.kin-contact-town'],
      ['mother Ann coming from Dunmarra. ', 'place.kin-from-town'], ['meds to Zorbek Pharmacy on N Main St. ', 'street.on-after-cue'],
      ['rollover 3/14 near Dunmarra. ', 'place.cue-town'], ['At/Po- Dunmarra, Block- Zorbek, ', 'place.india-address-line'],
      ['Legal Aid WA. ', 'org.justice-body'],
    ];
    const unread = phrases.filter(([p, rule]) => withFiles(p.repeat(3)).filter((f) => f.rule === rule).length < 3).map(([p]) => p);
    assert.deepEqual(unread, []);
    // Timed only: a coma score's parts (the postal code's guard reads the words before each), a court with no place and
    // a defender's office (its place's words are asked of the dictionaries, which are empty here).
    const timed = [...phrases.map(([p]) => p), 'GCS 13 (E3V4M6) ', 'attends drug court. ', 'Ninth Circuit PD Office. '];
    assert.deepEqual(overBoundOf(withFiles, timed.map((p) => ({ name: `"${p}" repeated`, small: p.repeat(2_000), large: p.repeat(16_000) }))), []);
  });

  it('the sixteenth round\'s reads of a practice, a list, a town and a line, each phrase repeated 16,000 times against 2,000 (perf16)', () => {
    // Each read searched back to its line's start, or asked every earlier finding, once per find: 24x to 190x for 8x the
    // text before, though P9's 10,000 characters never showed it. A practice word's letterhead slot
    // (facility.named-practice's letterhead reading), the next item of a person's list (person.list-continuation), a
    // town after an institution's comma or heading (place.after-institution), the names after "Drs" (person.doctor-list),
    // a membership's line in capitals, a kind-first hospital's line, a weak legal form's line and the employer's initials.
    const withFiles = createPhiIdentifier({
      ...EMPTY_DICTS,
      names: new Set(['roe']),
      given: new Set(['ann']),
      cities: new Set(['salem', 'derry']),
      english: new Set(['in', 'w', 'the', 'and', 'to', 'for', 'at', 'from', 'of', 'out']),
    });
    const phrases: readonly (readonly [string, string])[] = [
      ['Dr Ann Roe, Zorbek Oncology, ', 'facility.named-practice'], ['Zorbek Oncology, Salem, NH, ', 'address.parts'],
      ['MEMBER OF THE ZORBEK CLUB, ', 'org.kind-noun'], ['works for the ABC. ', 'org.employer-initials'],
    ];
    const unread = phrases.filter(([p, rule]) => withFiles(p.repeat(3)).filter((f) => f.rule === rule).length < 3).map(([p]) => p);
    assert.deepEqual(unread, []);
    // Timed only: on one long line the capitals hospital and the weak form find nothing (the line is too long, or has no
    // small letter), and the lists' and the heading's items are read by other rules first.
    const timed = [...phrases.map(([p]) => p), 'Dr Ann Roe, Salem, NH, ', 'Drs Zorbek, Quillan & Tarnby. ', 'seen with Drs. Oyelaran and Madderly. ',
      'Zorbek Hospital - Salem, NH\n',
      'member of zorbek golf club, ', 'HOSPITAL SULTANAH AMINAH, ', 'Zorbek AG, '];
    assert.deepEqual(overBoundOf(withFiles, timed.map((p) => ({ name: `"${p}" repeated`, small: p.repeat(2_000), large: p.repeat(16_000) }))), []);
  });

  it('the sixteenth round\'s people and facility cues, each phrase repeated 16,000 times against 2,000 (fix16b, fix16d, rev16b)', () => {
    // A match's line was read from its start per match (clinician sites, ED names, sign-off lines), and a birth's
    // weight with optional blanks at its end backtracked exponentially when no "at" followed ("SVD 7lb  7lb ... x").
    const withFiles = createPhiIdentifier({ ...EMPTY_DICTS, names: new Set(['roe']), given: new Set(['ann']), english: new Set(['in', 'w', 'at', 'to', 'the']) });
    const timed = ['d/w Dr Ann Roe at Zorbek, ', 'DR ROE AT ZORBEK, ', 'sent to Zorbek ED. ', 'SENT TO ZORBEK ED ', 'Ann Roe, MS, CGC, ',
      'Inmate # 2026-044718 ', 'SVD 2019 at Zorbek; ', 'Prior tx: Zorbek House, ', 'per pharm Roe. '];
    const cases = timed.map((p) => ({ name: `"${p}" repeated`, small: p.repeat(2_000), large: p.repeat(16_000) }));
    const weights = ['7lb  ', '7 lb 7 '].map((w) => ({ name: `"SVD ${w}" run`, small: `SVD ${w.repeat(2_000)}x`, large: `SVD ${w.repeat(16_000)}x` }));
    assert.deepEqual(overBoundOf(withFiles, [...cases, ...weights]), []);
  });

  it('the seventeenth round\'s people and date cues, each phrase repeated 16,000 times against 2,000 (fix17d)', () => {
    // An exercise physiologist's certifying letters in a sign-off's chain, a motor grade after its limb, a body's letters
    // before its manual and a month after "by" after a contact cue.
    const withFiles = createPhiIdentifier({ ...EMPTY_DICTS, names: new Set(['roe', 'april']), given: new Set(['ann', 'april']), english: new Set(['by', 'per', 'manual', 'april']) });
    const timed = ['Ann Roe, MS, ACSM-CEP, ', 'Ann Roe, RCEP\n', 'R grip 4/5, ', 'R ARM 2/5 R LEG ', '3/5 prox weakness ', 'per AJCC Manual ', 'back by January, ',
      'Member ID: AB7   Group: AB-7 ', 'Group: G-7 ', 'nurse specialist, Ann Roe (7', 'Ann Roe, renal nurse specialist, ', 'nurse nurse nurse specialist ',
      'PT ROE TO EVAL ', 'pt roe rec snf ', 'speech roe to do '];
    assert.deepEqual(overBoundOf(withFiles, timed.map((p) => ({ name: `"${p}" repeated`, small: p.repeat(2_000), large: p.repeat(16_000) }))), []);
  });

  it('the eighteenth round\'s age, beeper and score cues, each phrase repeated 16,000 times against 2,000 (fix18d)', () => {
    // A relative's age said after the relative and a name, a beeper after "bp", a pain score at rest or later in its
    // sentence, a limb written short after a motor grade, a bed's or an acceptance's day.
    const withFiles = createPhiIdentifier({ ...EMPTY_DICTS, names: new Set(['roe']), given: new Set(['ann']), english: new Set(['is', 'at', 'died', 'with']) });
    const timed = ['wife Ann is 93, ', 'father Roe died at 94 ', 'mother Ann (91, ', 'RRT bp 7731 ', 'paged (bp 6-6612) ', 'bp 1400 ',
      '3/10 at rest, ', 'pain 8/10 -> 0.2/10 now 5/10 ', '1/5 rue, ', 'mae 4/5 ', 'accepted at Roe for 4/4 ', 'BED NEED ~10/10 '];
    assert.deepEqual(overBoundOf(withFiles, timed.map((p) => ({ name: `"${p}" repeated`, small: p.repeat(2_000), large: p.repeat(16_000) }))), []);
  });

  it('the eighteenth round\'s people cues, each phrase repeated 16,000 times against 2,000 (fix18a)', () => {
    // A role or a desk with its holder in brackets, in each letter case, an initial and a surname there; a dash and a
    // first name or initials after a sentence (only the note's last characters are read); "pt" and a name before the
    // age or "remains" at a line's or a sentence's start; a relative's name before where that person lives or comes from.
    const withFiles = createPhiIdentifier({ ...EMPTY_DICTS, names: new Set(['roe', 'ann']), given: new Set(['ann']), english: new Set(['per', 'to']) });
    const timed = ['rn (ann) ', 'CM (ANN) TO ', 'speech (ann) to ', 'per pharmd (ann). ', 'RT SUPERVISOR (ANN ROE) ', 'blood bank (quovela), ',
      '2ND RN (A. ROE) ', 'rn (rn (rn (', 'cont. -ann\n', '. -a.b. ', '\npt ann is 63 yo ', '. PT ROE ANN 74 YO ', '\nPT QUOVELA REMAINS ', 'pt pt pt ',
      'son ann lives ', 'SISTER QUOVELA DRIVING ', 'nephew ann is hcp ', 'son ann is is ', 'dtr ann to visit ',
      // A short listed name that is also a word after a relative, then another relative, a care role or "who" (fix19a).
      'wife qox and dtr ', 'SON QOX, DTRS ', 'son qox (hcp) ', 'brother qox who ', 'wife qox and and ',
      // A name alone in quotes in brackets after "pt" or the age, or after a call for someone (person.nickname) (fix19a).
      'pt ("ann") ', '58 yo m ("ann") ', "calls out for 'ann' ", 'calling out for "ann" ', 'pt ("pt ("',
      // Step-relations as kin words (person.relative) (fix19a).
      'stepfather ann ', 'STEPMOM QUOVELA CALLED ', 'stepdad stepdad ',
      // The writer's role, then a first name and an initial, closing the note (person.sign-off) (fix19a): only the end is read.
      '\n-cm ann r.', '\nrn: quovela o.', '\nNSG: A. ROE',
      // A consulting service and a surname, then an action or the clause end (person.role-holder) (fix19a): read with files.
      'nsurg roe following, ', 'ORTHO ROE) ', 'cards (roe) plans ', 'renal renal renal ',
      // A colleague between the role and their own number (person.role-holder) (fix19a).
      'sw roe x5-3362 ', 'COORDINATOR ROE (X4-1182) ', 'admissions roe 256-555-0141 ', 'sw sw sw x5-'];
    assert.deepEqual(overBoundOf(withFiles, timed.map((p) => ({ name: `"${p}" repeated`, small: p.repeat(2_000), large: p.repeat(16_000) }))), []);
  });

  it('the promoted review kinds, each phrase repeated 16,000 times against 2,000 (promo16)', () => {
    // Each phrase is found by its rule (asserted first). The city that closes its line reads the blanks after it, each
    // run once, by the one word before it; the title-case run after "at" is the review queue's place reading, run once.
    const withFiles = createPhiIdentifier({ ...EMPTY_DICTS, english: new Set(['in', 'w', 'at', 'near', 'the', 'bloods', 'drawn', 'care', 'today']), cities: new Set(['salem']) });
    const phrases: readonly (readonly [string, string])[] = [
      ['FOLDER 5581336), ', 'identifier.long-code'], ['BRAMBLE CARE, Salem\n', 'place.known-city-end'], ['bloods drawn at Harrowgate today. ', 'place.cue-title'],
    ];
    const unread = phrases.filter(([p, rule]) => !withFiles(p).some((f) => f.rule === rule)).map(([p]) => p);
    assert.deepEqual(unread, []);
    const cases = phrases.map(([p]) => ({ name: `"${p}" repeated`, small: p.repeat(2_000), large: p.repeat(16_000) }));
    const blanks = ['Salem', 'Salem ', 'at Harrowgate'].map((cue) => ({ name: `"${cue}" + blanks`, small: cueThenRun(cue, ' \t', 1_000), large: cueThenRun(cue, ' \t', 8_000) }));
    assert.deepEqual(overBoundOf(withFiles, [...cases, ...blanks]), []);
  });

  it('the seventeenth round\'s places, each phrase repeated 16,000 times against 2,000 (fix17c)', () => {
    // Each phrase is found by its rule on every repeat (asserted first): the code after a found town reads a window of a
    // few characters after each town once, so a rule that walked the candidates for each town would cost 64x here.
    const withFiles = createPhiIdentifier({
      ...EMPTY_DICTS,
      given: new Set(['ann']),
      english: new Set(['in', 'w', 'at', 'to', 'from', 'coming', 'mother', 'cell', 'lives', 'memorial', 're']),
      names: new Set(['salem', 'roe']),
      cities: new Set(['salem']),
    });
    const phrases: readonly (readonly [string, string])[] = [
      ['mother Ann coming from Dunmarra, VA (cell 1). ', 'place.code-after-town'], ['AT ZORBEK MEMORIAL (ZMH) IN DUNMARRA, ', 'place.after-institution'],
      ['SISTER ANN IN SALEM, 1. ', 'place.kin-in'], ['Re: Ann Roe, DOB 1/2/1950, Dunmarra\n', 'place.re-address-line'],
    ];
    const unread = phrases.filter(([p, rule]) => withFiles(p.repeat(3)).filter((f) => f.rule === rule).length < 3).map(([p]) => p);
    assert.deepEqual(unread, []);
    const timed = [...phrases.map(([p]) => p), 'LIVES IN DUNMARRA ON 6/8 ', 'lives in dunmarra oh, ', 'son in ', 'SON ANN ROE IN ', 'Re: Ann Roe, DOB 1/2/1950, '];
    assert.deepEqual(overBoundOf(withFiles, timed.map((p) => ({ name: `"${p}" repeated`, small: p.repeat(2_000), large: p.repeat(16_000) }))), []);
  });

  it('the eighteenth round\'s places, each phrase repeated 16,000 times against 2,000 (fix18c)', () => {
    // Each phrase is found by its rule on every repeat (asserted first): a list city after a capitalised word's comma reads
    // a few characters on each side of the token once; the relative's "of" is one anchored match per relative word, the
    // job's "from" one per "from" with a bounded look back.
    const withFiles = createPhiIdentifier({
      ...EMPTY_DICTS,
      given: new Set(['ann']),
      english: new Set(['of', 'is', 'hcp', 'sister', 'surgeons', 'graft', 'at', 'a', 'retired', 'farmer', 'from', 'still']),
      names: new Set(['ann', 'roe', 'gorsley']),
      cities: new Set(['quellton', 'gorsley']),
    });
    const phrases: readonly (readonly [string, string])[] = [
      ['graft at Vorn Surgeons, Quellton). ', 'place.known-city-end'], ['SISTER ANN ROE OF GORSLEY IS HCP. ', 'place.kin-in'],
      ['sister ann roe of gorsley az (1). ', 'place.kin-in'], ['a retired farmer from Dunmarra, still ', 'place.job-town'],
      ['at 2270 S 650 W, Dunmarra. ', 'street.suffix'],
    ];
    const unread = phrases.filter(([p, rule]) => withFiles(p.repeat(3)).filter((f) => f.rule === rule).length < 3).map(([p]) => p);
    assert.deepEqual(unread, []);
    const timed = [...phrases.map(([p]) => p), 'sister ann roe of ', 'Vorn Surgeons, ', ', Quellton', 'SISTER ANN OF ', 'farmer from ', 'farmer from quellton, ', '12 N 400 E 5 S '];
    assert.deepEqual(overBoundOf(withFiles, timed.map((p) => ({ name: `"${p}" repeated`, small: p.repeat(2_000), large: p.repeat(16_000) }))), []);
  });

  it('a place-dense note of 200 KB costs at most 12x one of 25 KB (repeated places in one sweep)', () => {
    assert.deepEqual(overBound([{ name: 'place-dense note', small: placeDenseNote(25_000), large: placeDenseNote(200_000) }]), []);
  });
});
