// Per-rule tests of the note-places family (src/engine/phi/rules/note-places.ts): places as clinical notes
// write them, in any letter case: a name before a facility word, saints, transfers, hospital initials,
// Title-case places after a preposition, wards, residences, European street numbers, military mail, travel,
// departments and repeats. Invented examples over a small hand-made dictionary (note-dicts.ts).
import { strict as assert } from 'node:assert';
import { createPhiIdentifier } from '../../../../../src/engine/phi/index';
import { NOTE_DICTS } from './note-dicts';
import { builtChecks, ruleChecks } from './rule-checks';

const identify = createPhiIdentifier(NOTE_DICTS);
const { finds, clean, notBy } = ruleChecks(identify);
const PLACES = ['HOSPITAL', 'LOCATION-OTHER', 'CITY', 'STATE', 'COUNTRY', 'STREET', 'ORGANIZATION'];

describe('rule place.facility-word', () => {
  it('finds a name before a facility word in lower case', () => {
    finds('pt to be d/c to brookview manor rehab tomorrow.', 'HOSPITAL:brookview manor', 'place.facility-word');
  });
  it('finds a care home named like an estate: a lodge, a terrace, a grange', () => {
    finds('pt admitted from quellmore lodge memory unit.', 'HOSPITAL:quellmore lodge', 'place.facility-word');
    finds('DISPATCHED TO FENWRAY TERRACE FOR FALL.', 'HOSPITAL:FENWRAY TERRACE', 'place.facility-word');
  });
  it('finds a transitional-care unit or long-term acute-care hospital named by who runs it', () => {
    finds('pt came home from Quellmore TCU last week.', 'HOSPITAL:Quellmore TCU', 'place.facility-word');
    finds('D/C TO FENWRAY LTACH IN AM.', 'HOSPITAL:FENWRAY LTACH', 'place.facility-word');
  });
  it('leaves a placement a therapist recommends ("rec tcu", "rec home") alone, and keeps a recreation centre (rev17)', () => {
    notBy('pt roe rec tcu at discharge.', 'place.facility-word');
    notBy('Pt Quellmore rec tcu on discharge. PT ROE REC TCU. OT Fenway rec home with services.', 'place.facility-word');
    finds('Walks daily to Quellmore Rec Center.', 'HOSPITAL:Quellmore Rec Center', 'place.facility-word');
  });
  it("leaves a TCU or LTACH weighed against another destination, or this hospital's unit, alone", () => {
    notBy('plan d/c to rehab vs tcu. or TCU versus LTACH. transferred to MICU TCU.', 'place.facility-word');
  });
  it('finds a named ward after a place cue', () => {
    finds('Admitted to Quorrimba Ward overnight.', 'HOSPITAL:Quorrimba Ward', 'place.facility-word');
  });
  it('leaves a ward named by its service, and a person called Ward, alone', () => {
    notBy('Moved to Surgical Ward; back to the ward; seen by Ward.', 'place.facility-word');
  });
  it('leaves a terrace and a residence that name no place alone', () => {
    clean('sat on the terrace; her residence unchanged.', ...PLACES);
  });
  it('leaves an infinitive after "to" alone in capitals: "TO GET HOME", "NEED TO TAKE PAIN MED"', () => {
    notBy('PT TALKING ABOUT WANTING TO GET HOME ON MONDAY. GAVE DENTURES TO SON TO TAKE HOME.', 'place.facility-word');
    notBy('SPOKE TO PT REGARDING THE NEED TO TAKE PAIN MED BEFORE PT.', 'place.facility-word');
    notBy('TLC IN GOOD PLACE. PT IN POOR HEALTH FOR MONTHS. TRANSPORTED TO NUCLEAR MED.', 'place.facility-word');
    finds('PT TO BE TRANSFERRED TO QUELLMORE MANOR ON MONDAY.', 'HOSPITAL:QUELLMORE MANOR', 'place.facility-word');
    finds('D/C PLAN TO QUELLMORE MANOR WHEN BED AVAILABLE.', 'HOSPITAL:QUELLMORE MANOR', 'place.facility-word');
  });
  it('finds a lower-case name of English words before a kind of care and its facility word, after a cue', () => {
    finds('pt transferred from kestrel valley medical centre overnight', 'HOSPITAL:kestrel valley medical centre', 'place.facility-word');
    finds('was seen at kestrel health centre last week', 'HOSPITAL:kestrel health centre', 'place.facility-word');
  });
  it('leaves a lower-case health centre named by whom it serves, or without a cue, alone', () => {
    notBy('seen at family health center; transferred to university medical center; at student health centre', 'place.facility-word');
    notBy('kestrel valley medical centre records reviewed', 'place.facility-word');
  });
  it('leaves a described facility and a plain one alone', () => {
    clean('pt to be d/c to the nursing home; outside hospital records pending.', ...PLACES);
  });
  it('leaves a facility described by its accreditation or licence alone, and keeps a named one (fix17b)', () => {
    notBy('Fax 555-0101\nXYZA-accredited facility\n\nSLEEP STUDY REPORT', 'place.facility-word');
    notBy('an ABCD-accredited facility; a Medicare-certified facility; a state-licensed facility.', 'place.facility-word');
    finds('pt transferred from Quellmore Sleep Facility last week.', 'HOSPITAL:Quellmore Sleep Facility', 'place.facility-word');
    notBy('if worse, report to nearest hospital or the closest clinic. Send home BP log weekly.', 'place.facility-word');
  });
  it('finds a facility after a form label in an all-capitals header', () => {
    finds('UNIT: TARRANT VALE DIALYSIS CENTER    SHIFT: TTS 1ST', 'HOSPITAL:TARRANT VALE DIALYSIS CENTER', 'place.facility-word');
  });
  it('finds a name before a kind of care and its facility word', () => {
    finds('PT ADMITTED FROM QUILLON GRANGE NURSING CTR WITH UTI.', 'HOSPITAL:QUILLON GRANGE NURSING CTR', 'place.facility-word');
  });
  it('leaves a kind of care and a facility word without a name alone', () => {
    clean('pt from the nursing home, d/c to skilled nursing facility.', ...PLACES);
  });
  it('leaves a clinic named by its service alone, in any case', () => {
    clean('ANTICOAGULATION CLINIC - PHARMACIST NOTE. Memory clinic in May.', ...PLACES);
  });
  it('leaves an office before "General" ("Attorney General") alone', () => {
    clean('Attorney General office called. Per the Surgeon General, no change.', ...PLACES);
  });  it('finds a name before a community or regional hospital in capitals', () => {
    finds('PT TRANSFERRED FROM ORVELLE PINES COMMUNITY HOSPITAL FOR ERCP TODAY.', 'HOSPITAL:ORVELLE PINES COMMUNITY HOSPITAL', 'place.facility-word');
  });
  it('finds a practice, school, agency or employer after a cue in an all-capitals line', () => {
    finds('PCP IS DR QUENBY AT HOLLYMEAD FAMILY MEDICINE, SEEN LAST MONTH.', 'HOSPITAL:HOLLYMEAD FAMILY MEDICINE', 'place.facility-word');
    finds('GRANDSON ATTENDS BRIAR GLEN ELEMENTARY AND IS STAYING WITH AUNT.', 'HOSPITAL:BRIAR GLEN ELEMENTARY', 'place.facility-word');
    finds('VNA SERVICES THROUGH OSPREY BAY HOME CARE PRIOR TO ADMISSION.', 'HOSPITAL:OSPREY BAY HOME CARE', 'place.facility-word');
  });
  it('leaves a service or a kind of care without a name alone in capitals', () => {
    clean('PT FOLLOWED BY SOCIAL SERVICES AND HOME CARE; F/U WITH PRIMARY CARE AND INTERNAL MEDICINE IN 2 WEEKS.', ...PLACES);
    clean('CLEARED BY PHYSICAL THERAPY AND HOME HEALTH SERVICES; SEEN BY PEDIATRICS AND CARDIOLOGY SERVICES TODAY.', ...PLACES);
  });
  it('leaves a capitalised practice name without a cue to the Title-case rules', () => {
    notBy('Pt attends Briar Glen Elementary with her brother.', 'place.facility-word');
  });
});

describe('rule place.saint', () => {
  it("finds a saint's name used as a facility", () => {
    finds('pt came from st. anselm last week.', 'HOSPITAL:st. anselm', 'place.saint');
  });
  it('finds a saint no name list holds after "St." with its period', () => {
    finds('TO GO TO ST. ZORBEKA ON TUESDAY PER CASE MGR.', 'HOSPITAL:ST. ZORBEKA', 'place.saint');
  });
  it('leaves "ST" (sinus tachycardia) before a short or clinical word alone', () => {
    clean('RHYTHM ST. HR 110 TO 120. ST. NO ECTOPY.', ...PLACES);
  });
  it("leaves St. John's wort alone", () => {
    clean("meds: St. John's wort, fish oil. st. john's wort stopped.", ...PLACES);
  });
});

describe('rule place.transfer', () => {
  it('finds the place after a move cue', () => {
    finds('transferred to Wexford for higher level of care.', 'HOSPITAL:Wexford', 'place.transfer');
    finds('pt arrived at GH by ambulance.', 'HOSPITAL:GH', 'place.transfer');
    finds('Seen first, then moved to the QGI for his hip.', 'HOSPITAL:QGI', 'place.transfer');
  });
  it('leaves places inside the hospital alone', () => {
    clean('pt to floor. transfer to ICU. to OR at 10. admitted to the unit.', ...PLACES);
    clean('moved to the chair, then moved to the floor and moved to ICU.', ...PLACES);
    notBy('PT TRANSPORTED TO ANGIO AT 4PM. RETURNED FROM ANGIO. WILL GO TO CV CATH THIS AM.', 'place.transfer');
    clean('back to room 12. to bed 4. moved to Room 12. ambulated to the chair.', ...PLACES);
  });
  it('leaves "at RA" (room air) after a move cue alone', () => {
    clean('pt arrived at RA, sats 95%.', ...PLACES);
  });
  // Two capitals after a verb that only names a move are a hospital's initials even when they spell a clinical
  // or English word: in a mixed-case note, or before a hospital department in a note of capitals.
  it('finds two capitals that spell a clinical or English word after a transfer verb', () => {
    finds('62 yo F transfered to UE from Dellmore Hospital for cath.', 'HOSPITAL:UE', 'place.transfer');
    finds('Pt was transferred to LA for CABG eval on Monday.', 'HOSPITAL:LA', 'place.transfer');
    // Before ER or ED the short name is facility.transport-destination's since the sixteenth round (the same span).
    finds('BROUGHT TO BU ER WITH CHEST PAIN, REFERRED FOR CABG.', 'HOSPITAL:BU', 'facility.transport-destination');
  });
  // A lower-case note writes initials in lower case: two letters after a transfer verb, when the move goes on after them.
  it('finds two lower-case letters after a transfer verb in a lower-case note, when the move goes on', () => {
    finds('intubated in the field then transfered to qm for further management.', 'HOSPITAL:qm', 'place.transfer');
    finds('trop rising. sent to kv via ambulance.', 'HOSPITAL:kv', 'place.transfer');
    finds('pt admitted to wd to have her picc replaced.', 'HOSPITAL:wd', 'place.transfer');
  });
  // In a note of capitals the same holds: two capitals after a move verb, when the move goes on after them.
  it('finds two capitals that spell a clinical or English word after a move verb in a note of capitals, when the move goes on', () => {
    finds('CP WAXING AND WANING, SO HE WAS TRANSFERED TO LA FOR FURTHER EVAL.', 'HOSPITAL:LA', 'place.transfer');
    finds('GIVEN 2 FFP AND VIT K; REFERRED TO AB. ARRIVED IN TRANSFER AT 0200.', 'HOSPITAL:AB', 'place.transfer');
  });
  it('leaves units, devices, rooms and verbs after a move verb in a note of capitals alone', () => {
    clean('PT TRANSFERRED TO OR FOR CABG. SENT TO CT FOR HEAD CT. REFERRED TO PT FOR GAIT.', ...PLACES);
    clean('PT TRANSFERRED TO BE SEEN BY CARDS. TX TO RM 5. TRANSFERRED TO UE SPLINT.', ...PLACES);
  });
  it('leaves lower-case devices, routes and rooms after a transfer verb alone', () => {
    clean('pt transferred to bsc with assist. tx to po meds. sent to ct for scan. transferred to nc.', ...PLACES);
    clean('transferred to rm 4. sent to us for guidance. admitted to ob for delivery.', ...PLACES);
  });
  it('leaves in-hospital places, devices, routes and specimen sites after a move verb alone', () => {
    clean('Pt transferred to BSC with assist x2, then OOB to chair. tx to PO meds today.', ...PLACES);
    clean('Pt transferred to PT gym, sent to CT, then to IR. Transferred to NC 2L.', ...PLACES);
    clean('Wound cx sent from LE ulcer. Pt transferred to HS dosing of insulin.', ...PLACES);
    clean('PT TRANSFERRED TO UE SPLINT. SENT TO OR.', ...PLACES);
  });
});

// fix23d: the date after a move's destination says the word before it is where the patient went.
describe('rule place.transfer: a destination before the date of the move (fix23d)', () => {
  const built = builtChecks();
  const byRule = (text: string): string[] => built?.byRule(text, 'place.transfer') ?? [];
  it('reads two capitals, or a word no English or clinical list holds, before the date of the move', function () {
    if (!built) this.skip();
    assert.deepEqual(byRule('3 DAYS OF DYSPNEA, TRANS TO FS 4/12 .HEPARIN STARTED.'), ['HOSPITAL:FS']);
    assert.deepEqual(byRule('rising trop, so he was transfered to kestrale 7/23. pmh: cad'), ['HOSPITAL:kestrale']);
    assert.deepEqual(byRule('hx of cva; xferred to dunmoral 11/2 for rehab'), ['HOSPITAL:dunmoral']);
  });
  it('leaves units, rooms, devices, English and clinical words before a date alone', function () {
    if (!built) this.skip();
    const negatives = [
      'transferred to floor 3/14 after extubation', 'sent to micu 4/2, intubated', 'TRANSFERRED TO OR 5/11 FOR CABG',
      'admitted to rehab 3/14', 'transferred to medicine 6/2', 'sent to cath 2/19, 2 stents', 'TRANS TO CT 4/4 FOR HEAD CT',
      'pt transferred to chair 2/3 times today', 'sent to neuro 3/30 for eval', 'weaned to 2/6 murmur', 'admitted to tele 12/1', 'admitted to omed 3/4', 'tx to gmed 5/7',
    ];
    for (const text of negatives) assert.deepEqual(byRule(text), [], text);
  });
});

describe('rule place.initials', () => {
  it("finds a hospital's initials after a place preposition", () => {
    finds('pt from UMMC with cp.', 'HOSPITAL:UMMC', 'place.initials');
  });
  it('leaves clinical abbreviations after a preposition alone', () => {
    clean('pt from the ED. to CT at 3. from PACU.', ...PLACES);
  });
  it('leaves a great vein ("to SVC", "at IVC") alone', () => {
    clean('line tip to SVC on cxr. filter placed at IVC.', ...PLACES);
  });
});

describe('rule place.titled', () => {
  it('finds Title-case words after a place preposition', () => {
    finds('came to Sacred Heart on Friday.', 'LOCATION-OTHER:Sacred Heart', 'place.titled');
  });
  it('leaves a Title-case phrase closed by a clinical word alone', () => {
    clean('went to Radiology. weakness due to Guillain Barre syndrome.', ...PLACES);
  });
  it('leaves a Title-case service or measure of English words ("to Physical Therapy") alone', () => {
    clean('came to Physical Therapy on Friday. came to Blood Pressure check.', ...PLACES);
  });
  it('leaves a hospital\'s administrative office of English words ("to Value Analysis") alone', () => {
    const more = ruleChecks(createPhiIdentifier({ ...NOTE_DICTS, english: new Set([...NOTE_DICTS.english, 'value', 'analysis', 'infection', 'control', 'referred', 'reported', 'device']) }));
    more.notBy('Device referred to Value Analysis today, and reported to Infection Control today.', 'place.titled');
    more.finds('came to Sacred Heart on Friday.', 'LOCATION-OTHER:Sacred Heart', 'place.titled');
  });
});

describe('rule place.ward', () => {
  it('finds a named ward with its floor', () => {
    finds('TO NORTHWICK 4 FROM PACU.', 'LOCATION-OTHER:NORTHWICK 4', 'place.ward');
  });
  it('leaves a room or bed number alone', () => {
    clean('TO ROOM 4 FROM PACU. TO BED 12.', ...PLACES);
  });
  it('leaves a drug and its dose after "to" alone (fix17b)', () => {
    notBy('please switch his inhalers to Zorvexa 2 puffs twice daily, and to Quellamine 1 tab bd.', 'place.ward');
    notBy('plan to switch inhaler to Quorvexa 2 puffs twice daily.', 'place.ward');
    finds('TO NORTHWICK 4 FROM PACU.', 'LOCATION-OTHER:NORTHWICK 4', 'place.ward');
    finds('TO QUORVEXA 4 FROM PACU.', 'LOCATION-OTHER:QUORVEXA 4', 'place.ward');
  });
});

describe('rule place.residence', () => {
  it('finds where someone lives after a residence cue', () => {
    finds('lives in brookhaven with daughter.', 'CITY:brookhaven', 'place.residence');
  });
  it('leaves "lives in" before ordinary words alone', () => {
    clean('lives in a house with daughter. lives in an apt.', ...PLACES);
  });
});

describe('rule place.numbered-street', () => {
  it('finds a street written name then number', () => {
    // A "-vej" street is street.international's (rules/place-cues.ts), which wins it.
    finds('Address: 77 Kanalvagen 12, Orsby', 'STREET:77 Kanalvagen 12', 'place.numbered-street');
  });
  it('leaves a drug and its dose alone', () => {
    clean('Lasix 40 given; Keppra 500 bid.', ...PLACES);
  });
});

describe('rule place.military-address', () => {
  it('finds US military mail', () => {
    finds('mail to PSC 1234, Box 5678', 'STREET:PSC 1234, Box 5678', 'place.military-address');
  });
  it('finds a ship or a unit with its post office on the next line, in any letter case', () => {
    finds('Address:\nUSNS Halvard\nFPO AE 09512', 'STREET:USNS Halvard\nFPO AE 09512', 'place.military-address');
    finds('psc 8812, box 4410\napo aa 34021', 'STREET:psc 8812, box 4410\napo aa 34021', 'place.military-address');
  });
  it('leaves a unit of blood alone', () => {
    clean('gave unit 2 of PRBC; box of gauze.', ...PLACES);
    clean('Transferred to Unit 4.\nBox of gloves at bedside.', ...PLACES);
  });
});

describe('rule place.travel', () => {
  it('finds a place after a travel cue', () => {
    // "flew to X", "I am in X" and a holiday's "in X" are also place.cue-town's (rules/place-cues.ts), which wins them
    // (it reads them in an ALL-CAPS note too); a trip's "to X" is this rule's alone.
    finds('Recent trip to Sutri for a week.', 'CITY:Sutri', 'place.travel');
  });
  it('leaves a trip to the bathroom alone', () => {
    clean('trip to the bathroom; flew through PT.', ...PLACES);
  });
});

describe('rule place.department', () => {
  it('finds a named word before a hospital department', () => {
    finds('from kernan ew, labs drawn.', 'HOSPITAL:kernan', 'place.department');
  });
  it('leaves a department without a name alone', () => {
    clean('from the ew, labs drawn. to the cath lab.', ...PLACES);
  });
});

describe('rule place.repeat', () => {
  it('finds an unknown place word found before, again', () => {
    finds('transferred to Northwick 4. later on northwick 4 stable.', 'LOCATION-OTHER:northwick', 'place.repeat');
  });
  it('repeats no place word that a list knows', () => {
    clean('lives in a house near the lake. later to the lake.', ...PLACES);
  });
  it("finds a facility's name again without its facility words", () => {
    finds('Cath 3/30 at Hollin Brook Medical Center. Back to Hollin Brook on 4/4.', 'HOSPITAL:Hollin Brook', 'place.repeat');
    finds('ADMITTED FROM MARLOWE HEATH NURSING CTR. PLAN BACK TO MARLOWE HEATH FRIDAY.', 'HOSPITAL:MARLOWE HEATH', 'place.repeat');
  });
  it('repeats no facility name made only of English words', () => {
    notBy('Seen at Holy Cross Clinic. Then the holy cross of the parish.', 'place.repeat');
  });
  it("finds a facility's one unknown name word again alone", () => {
    finds('Admitted from Quenby Manor with a fall. Staff at Quenby notified of the plan.', 'HOSPITAL:Quenby', 'place.repeat');
    finds('PT ARRIVED FROM TRESSVALE MANOR. PLAN: RETURN TO TRESSVALE AFTER DC.', 'HOSPITAL:TRESSVALE', 'place.repeat');
  });
  it("finds a facility's English name again only right after a place preposition", () => {
    finds('Admitted from Lake Park Manor. Plan back to Lake Park next week.', 'HOSPITAL:Lake Park', 'place.repeat');
    notBy('Admitted from Lake Park Manor. Wife walks in the lake park daily.', 'place.repeat');
  });
  it("finds a hospital's short name a cue found again, as written (inst46)", () => {
    const text = 'Transferred from Marlowe for chest pain. Cath lab at Marlowe closed overnight.';
    const again = identify(text).filter((f) => f.rule === 'place.repeat');
    assert.ok(again.some((f) => f.type === 'HOSPITAL' && f.start === text.lastIndexOf('Marlowe')), JSON.stringify(again));
    // Not after a title, which names the doctor, and not in small letters.
    const other = 'Transferred from Marlowe for chest pain. Dr Marlowe aware; the marlowe lab closed.';
    const found = identify(other).filter((f) => f.rule === 'place.repeat' && f.start > other.indexOf('Dr'));
    assert.deepEqual(found, []);
  });
  it('repeats no known name, short word or English word of a facility alone', () => {
    notBy('Admitted from Harrow Manor. Dr Harrow aware.', 'place.repeat');
    notBy('Admitted from Ridge Manor. Walked to the ridge and back to Ridge today.', 'place.repeat');
  });
});

describe('rule facility.practice-lower', () => {
  it('finds a practice named in lower case after a place cue, closed by its kind', () => {
    finds('pt followed at quellmore family medicine since 2019', 'HOSPITAL:quellmore family medicine', 'facility.practice-lower');
    finds('records requested from the harrowby pediatrics office', 'HOSPITAL:harrowby pediatrics', 'facility.practice-lower');
    finds('referred by ostvale medical group for review', 'HOSPITAL:ostvale medical group', 'facility.practice-lower');
  });
  it('leaves a practice kind that describes, or has no cue, alone', () => {
    notBy('f/u with general pediatrics; seen by adult internal medicine; f/u at family medicine', 'facility.practice-lower');
    notBy('quellmore family medicine note reviewed; went to see her family practice doc', 'facility.practice-lower');
  });
  it('leaves the family-name reading to a family, not to a practice', () => {
    finds('the quellmore family is at bedside', 'PATIENT:quellmore', 'person.family-name');
    notBy('pt followed at quellmore family medicine', 'person.family-name');
  });
});

describe('rule place.titled and place.facility-word: a service and a verb before "home" (hardneg21)', () => {
  it('leaves an armed or public service after a place preposition alone', () => {
    clean('Retired from the Royal Marines. Served in the Coast Guard.', ...PLACES);
  });
  it('still reads Title-case words after a place preposition', () => {
    finds('came to Sacred Heart on Friday.', 'LOCATION-OTHER:Sacred Heart', 'place.titled');
  });
  it('leaves a verb in lower case before "home" alone, and still reads a home\'s name', () => {
    clean('Case Manager arranging home oxygen. Social Worker discussed going home.', 'HOSPITAL');
    const built = builtChecks();
    if (built !== undefined) assert.deepEqual(built.byRule('Case Manager arranging home oxygen.', 'place.facility-word'), []);
    finds('pt to be d/c to brookview manor rehab tomorrow.', 'HOSPITAL:brookview manor', 'place.facility-word');
    if (built !== undefined) assert.deepEqual(built.byRule('Discharged to Maple Grove Home today.', 'place.facility-word'), ['HOSPITAL:Maple Grove Home']);
  });
});

describe('rule place.transfer: an English word before a staff meeting is no place (hardneg23)', () => {
  it('leaves "presented at Grand Rounds" alone, over the built lists', function () {
    const built = builtChecks();
    if (built === undefined) this.skip();
    assert.deepEqual(built.byRule('Presented at Grand Rounds and at Morning Report.', 'place.transfer'), []);
  });
  it('still reads a hospital after the same move', function () {
    const built = builtChecks();
    if (built === undefined) this.skip();
    assert.deepEqual(built.byRule('Presented at Zorbek Grand Rounds.', 'place.transfer'), ['HOSPITAL:Zorbek']);
  });
});
