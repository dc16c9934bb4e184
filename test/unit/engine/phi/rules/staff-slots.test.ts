// Per-rule tests of the staff-slots family (src/engine/phi/rules/staff-slots.ts): people whose names no list
// knows, found by the slot they stand in. Hand-written positives (type, text and rule id) and the hard negatives
// each rule must leave alone. Invented examples, none from any evaluation set; a small hand-made dictionary
// stands in for the built file, so that "unknown word" means what the tests say.
import { strict as assert } from 'node:assert';
import { createPhiIdentifier, type PhiDictionaries } from '../../../../../src/engine/phi/index';
import { ruleChecks } from './rule-checks';

const DICTS: PhiDictionaries = {
  names: new Set(['will', 'hope', 'brown', 'ann', 'night']),
  given: new Set(['will', 'hope', 'ann']),
  english: new Set(
    ('will hope brown night madder float the and to with at bedside in of for by on pt plan aware family team present discussed ' +
      'signed out shift change covering tonight cover cross report given oncoming nsg npn micu received awaiting back left message re north radiology pcp rn protonix zosyn continue continued intact exam labs ep arrived unit from floor transport case ' +
      'management patient dose front desk protocol called labs pending paged twice is a an float dressing wound insurance ' +
      'rounds meeting recs tomorrow sputum care primary was admitted emergency department his her son daughter daughters ' +
      'evaluated neg spine splint ortho trauma pharmacy nutrition resident neuro social work aide tech nurse ' +
      'at rounds reported stopped gtt hospital radiology report dob your referral alert oriented have asked our device monitor however said agree i rounds as below bronchoscopy indication opacity general see below none self performed surgeon there not on call aware procedure admitted under medicine wound dressed review monday rhythm occ rare with catheter placed inserted home wife resident floor family chaplain').split(' '),
  ),
  cities: new Set(),
  states: new Map(),
  countries: new Set(),
  source: 'file',
};
const identify = createPhiIdentifier(DICTS);
const { finds, clean, notBy } = ruleChecks(identify);

describe('rule person.name-bracket-role', () => {
  it('finds a name before its role or service in brackets, in a list of staff and alone', () => {
    finds('At rounds: Zorbekov (pharmacy), Quellan (SW), Tarvish (PT).', 'DOCTOR:Zorbekov', 'person.name-bracket-role');
    finds('At rounds: Zorbekov (pharmacy), Quellan (SW), Tarvish (PT).', 'DOCTOR:Tarvish', 'person.name-bracket-role');
    finds('Calls: Brisolde (front desk) took the message.', 'DOCTOR:Brisolde', 'person.name-bracket-role');
    finds('Neuro: Vantrell (neuro resident) at the bedside.', 'DOCTOR:Vantrell', 'person.name-bracket-role');
    finds('rounds: present - trevorrow (attending), plan as below', 'DOCTOR:trevorrow', 'person.name-bracket-role');
  });
  it('types a name before a relative in brackets as PATIENT', () => {
    finds('family meeting with Yselta (daughter) tomorrow', 'PATIENT:Yselta', 'person.name-bracket-role');
  });
  it('finds the names in brackets after a team', () => {
    finds('Trauma team (Maddrey, Bramwick) evaluated, spine neg.', 'DOCTOR:Bramwick', 'person.name-bracket-role');
  });
  it('leaves drugs, English words, services and unfinished brackets alone', () => {
    clean('Vanc dose per protocol (pharmacy). Family (daughter) aware.', 'DOCTOR', 'PATIENT');
    clean('Dressing (wound care nurse) on the unit. Discussed (social work).', 'DOCTOR', 'PATIENT');
    notBy('zosyn (pharmacy to dose) and team (aware) tonight', 'person.name-bracket-role');
    notBy('Trauma team (ortho, neuro) at bedside', 'person.name-bracket-role');
  });
});

describe('rule person.handoff', () => {
  it('finds the clinician a patient is signed out to or covered by, in any case', () => {
    finds('17:20 Signed out to Yarrowmere at shift change.', 'DOCTOR:Yarrowmere', 'person.handoff');
    finds('chest tubes to sx, covering voskuijlen tonight.', 'DOCTOR:voskuijlen', 'person.handoff');
    finds('Cross-cover Corwennick paged twice for sbp.', 'DOCTOR:Corwennick', 'person.handoff');
    finds('report given to Thessaly Ormwood at 1900', 'DOCTOR:Thessaly Ormwood', 'person.handoff');
  });
  it('leaves teams, roles and English words after the cues alone', () => {
    clean('Signed out to night float. Covering MD aware.', 'DOCTOR', 'PATIENT');
    notBy('Report given to oncoming RN. Covering resident paged.', 'person.handoff');
    clean('covering dressing on the wound, covering team paged', 'DOCTOR', 'PATIENT');
    notBy('covering for Zorbekov tonight', 'person.handoff');
  });
});

describe('rule person.arrival-opening', () => {
  it('finds two name words opening the story before the arrival', () => {
    finds('npn 11p-7a: Tamrel Busquay arrived in the unit at 2300 from the ED.', 'PATIENT:Tamrel Busquay', 'person.arrival-opening');
    finds('Nsg note. Quorra Vennick admitted from the emergency department.', 'PATIENT:Quorra Vennick', 'person.arrival-opening');
  });
  it('finds two words no English list holds opening the story in a note without capitals, or in capitals', () => {
    finds('npn 11p-7a: tamrelle busquay arrived in micu at 2300.', 'PATIENT:tamrelle busquay', 'person.arrival-opening');
    finds('NPN 11P-7A: TAMRELLE BUSQUAY ARRIVED IN MICU.', 'PATIENT:TAMRELLE BUSQUAY', 'person.arrival-opening');
  });
  it('leaves English and service words, capitals and words in mid-clause alone', () => {
    clean('Night Float arrived on the floor. Case Management arrived.', 'DOCTOR', 'PATIENT');
    clean('nsg: night float arrived. CASE MANAGEMENT ARRIVED.', 'DOCTOR', 'PATIENT');
    clean('PT TAMREL BUSQUAY ARRIVED IN THE UNIT', 'PATIENT');
    notBy('the son said Tamrel Busquay arrived', 'person.arrival-opening');
  });
});

describe('rule person.arrival-opening: "pt" and the patient\'s name opening the story before the age or a state (fix18a)', () => {
  it('finds one or two name words after "pt" before the age, in each letter case, or before "remains"', () => {
    finds('neuro icu npn\npt ann is 63 yo f w/ l mca stroke.', 'PATIENT:ann', 'person.arrival-opening');
    finds('CSRU NPN 19-07: PT QUELLORA 74 YO F S/P AVR.', 'PATIENT:QUELLORA', 'person.arrival-opening');
    finds('RT NOTE\nPT VARNHOLDT REMAINS ON VENT, DAY 9.', 'PATIENT:VARNHOLDT', 'person.arrival-opening');
    finds('Sw note. Pt Quorra Vennick is a 58 y/o man admitted from the ED.', 'PATIENT:Quorra Vennick', 'person.arrival-opening');
  });
  it('leaves a state, a shorthand, a number that is no age, "pt" in mid-clause and the therapist\'s arrival alone', () => {
    clean('npn\npt remains on vent. pt npo 63 days. PT AFEBRILE 24 HRS. pt lethargic, 2 episodes. pt is 63 yo m.', 'PATIENT', 'DOCTOR');
    notBy('npn\nseen with pt ann 63 yo at bedside.', 'person.arrival-opening');
    notBy('PT QUELLORA ARRIVED TO TREAT.', 'person.arrival-opening');
  });
});

describe('rule person.staff-label', () => {
  it('finds a clinician after a staff label and its colon, in any case and as LAST, FIRST', () => {
    finds('Bronchoscopy\nOperator: Gillimore\nIndication: opacity', 'DOCTOR:Gillimore', 'person.staff-label');
    finds('PATIENT: ROE, ANN\nATTENDING: PENHALLOR, MORVANNA\nDATE: 03/22/2091', 'DOCTOR:PENHALLOR, MORVANNA', 'person.staff-label');
    finds('Surgeon: Quellimore  Assistant: Tarvishon', 'DOCTOR:Tarvishon', 'person.staff-label');
  });
  it('leaves labels followed by common words, and labels inside a sentence, alone', () => {
    clean('Anesthesia: general. Surgeon: see below. PCP: none.\nResident: on call. Provider: self.', 'DOCTOR', 'PATIENT');
    notBy('the surgeon: Gillimore was not there', 'person.staff-label');
    notBy('Operator: Gillimore performed the case', 'person.staff-label');
  });
  it('finds the staff of allied-health and home-care forms, a name particle and a double-barrelled surname included', () => {
    finds('client: edda vorhaus   aide: marit quennell-oye\ndate: 3/2/26', 'DOCTOR:marit quennell-oye', 'person.staff-label');
    finds('Audiologist: Siti Aisyah binti Kamarul\nReferral: ENT', 'DOCTOR:Siti Aisyah binti Kamarul', 'person.staff-label');
    finds('Booked by: Morwenna Trevaskis, RM\nGP: see below', 'DOCTOR:Morwenna Trevaskis', 'person.staff-label');
  });
  it('leaves a form label before ordinary words or a lone particle alone', () => {
    clean('Aide: none today. Booked by: phone. Carer: de facto partner.', 'DOCTOR', 'PATIENT');
  });
  it('finds the staff of British and Commonwealth forms: anaesthetist, registrar, GP, case manager', () => {
    finds('Surgeon: Quellimore\nAnaesthetist: Grigor Tarvishon\nProcedure: appendicectomy', 'DOCTOR:Grigor Tarvishon', 'person.staff-label');
    finds('Admitted under medicine.\nRN Case Manager: Tovamae Ringquell', 'DOCTOR:Tovamae Ringquell', 'person.staff-label');
    finds('Registrar: Ayeshka Qadrivel\nGP: Fintanor Muldowell\nWard: 4B', 'DOCTOR:Fintanor Muldowell', 'person.staff-label');
    finds('Ward 4B\nNurse in charge: Saoirla Quennet\nBeds: 12', 'DOCTOR:Saoirla Quennet', 'person.staff-label');
  });
  it('leaves those labels before ordinary words alone', () => {
    clean('GP: none. Registrar: on call. Manager: aware. Anaesthetist: general. Nurse in charge: aware.', 'DOCTOR', 'PATIENT');
  });
});

describe('rule person.doctor-list', () => {
  it('finds the further names of a list after the plural title, joined by "and", commas, "&" or a slash', () => {
    finds('Seen and examined with Drs. Oyelarin and Madderly.', 'DOCTOR:Madderly', 'person.doctor-list');
    finds('Plan per Drs Quellimore, Tarvishon & Zorbekov today.', 'DOCTOR:Zorbekov', 'person.doctor-list');
    finds('Drs. Quellimore, Tarvishon and Madderly at bedside.', 'DOCTOR:Madderly', 'person.doctor-list');
  });
  it('ends the list where the names end and reads nothing after a singular title', () => {
    notBy('Seen with Drs. Quellimore and team. Drs Quellimore and the family met. Drs Quellimore and Partners.', 'person.doctor-list');
    notBy('Seen with Dr. Quellimore and Tarvishon.', 'person.doctor-list');
  });
});

describe('rule person.sister-title', () => {
  it('finds a ward sister or a priest after the short title, a given name and an initial allowed', () => {
    finds('Wound dressed. Sr Nancarrowe to review on Monday.', 'DOCTOR:Nancarrowe', 'person.sister-title');
    finds('Wound dressed, Sr. Phumzile Ngcobowa to review.', 'DOCTOR:Phumzile Ngcobowa', 'person.sister-title');
    // person.clergy (fix23c: a short clergy title with its period) now reads this priest first; sister-title keeps its
    // own readings above.
    finds('FAMILY AT BEDSIDE. CHAPLAIN FR. OGUNLEYEMI IN AT 2100.', 'PATIENT:OGUNLEYEMI', 'person.clergy');
  });
  it('leaves a rhythm, a catheter size, "from" and a generational suffix alone', () => {
    notBy('Rhythm: SR 80s, occ PVCs. SR with rare PAC. SR Tarvishon.', 'person.sister-title');
    notBy('14 Fr Foley placed. Inserted 16 Fr Coudemar catheter.', 'person.sister-title');
    notBy('sr w/ pvcs, fr home with wife. sr quellimore', 'person.sister-title');
    notBy('Sr Resident on call. Fr the floor.', 'person.sister-title');
  });
});

describe('rule person.patient-label', () => {
  it('finds the patient after a header label, a double-barrelled surname in capitals included', () => {
    finds('RADIOLOGY REPORT\nPATIENT: OKAFRO-LINDQUIST, BARNABAS   DOB: 14-Aug-1958', 'PATIENT:OKAFRO-LINDQUIST, BARNABAS', 'person.patient-label');
    finds('client: edda vorhaus-lim   client #: 40-1182', 'PATIENT:edda vorhaus-lim', 'person.patient-label');
  });
  it('leaves a label before common words alone', () => {
    clean('Re: your referral of 3/4.\nPt: alert, oriented.', 'PATIENT', 'DOCTOR');
  });
});

describe('rule person.role-apposition', () => {
  it('finds a role\'s holder set off by commas', () => {
    finds('I have asked our device nurse, Kwabenor, to arrange a monitor.', 'DOCTOR:Kwabenor', 'person.role-apposition');
    finds('Please call our counsellor, Marelda Vosloo-Ntuli, with questions.', 'DOCTOR:Marelda Vosloo-Ntuli', 'person.role-apposition');
  });
  it('leaves a common word between the commas alone', () => {
    clean('The nurse, however, said the plan, pt, and family agree.', 'DOCTOR', 'PATIENT');
  });
});

describe('rule person.list-continuation', () => {
  it('finds the next names of a list that starts with a person found already', () => {
    finds('Present: Drs Okerekan, Szabadon and Quennor; pharmacy aware.', 'DOCTOR:Quennor', 'person.list-continuation');
    finds('Plan d/w Castellor and Kettlebon at 0900.', 'DOCTOR:Kettlebon', 'person.list-continuation');
  });
  it('leaves a drug, a service, a place or a different letter case after the first name alone', () => {
    clean('Reported to Dr. Roe, Esmolon gtt stopped at 0500.', 'PATIENT');
    notBy('Reported to Dr. Roe, Esmolon gtt stopped. Dr. Roe, Rheumatology and Respirology aware.', 'person.list-continuation');
    notBy('Dr. Roe, Marrowfen Hospital. Dr. Roe and ZORBEKIAN at 0900.', 'person.list-continuation');
  });
});

describe('rule person.slot-repeat', () => {
  it('finds a name a slot found again elsewhere in the note', () => {
    const text = 'Neuro: Castellor (neuro resident) consulted. 16:05 Castellor at bedside.';
    finds(text, 'DOCTOR:Castellor', 'person.name-bracket-role');
    const second = identify(text).find((f) => f.start === text.lastIndexOf('Castellor'));
    assert.equal(second?.rule, 'person.slot-repeat');
  });
});

describe('rule person.handoff: the nurse\'s report and the calls a nurse waits on', () => {
  it('finds the clinician after "received report from", "call back from" and "left message for", in any case', () => {
    finds('0700 received report from Quennivar, pt resting.', 'DOCTOR:Quennivar', 'person.handoff');
    finds('awaiting call back from zorbekaine re: k.', 'DOCTOR:zorbekaine', 'person.handoff');
    finds('LEFT MESSAGE FOR TRAVISHOLM RE PLAN.', 'DOCTOR:TRAVISHOLM', 'person.handoff');
  });
  it('leaves a role, a service or a place word after the cues alone', () => {
    clean('Received report from oncoming RN. Awaiting call back from radiology. Left message for PCP.', 'DOCTOR', 'PATIENT');
    notBy('report to 7 north given. message for the floor.', 'person.handoff');
  });
});

describe('rule person.kin-apposition', () => {
  const kin = ruleChecks(createPhiIdentifier({ ...DICTS, english: new Set([...DICTS.english, 'phone', 'call', 'wife', 'updated', 'given', 'vanc', 'dose']) }));
  it('finds a name set off beside the relative it is, by a comma or a bracket, in any case', () => {
    kin.finds('Phone call from Ilsabetta, pt\'s daughter, at 1400.', 'PATIENT:Ilsabetta', 'person.kin-apposition');
    kin.finds('Family (Drovanka, wife) updated at bedside.', 'PATIENT:Drovanka', 'person.kin-apposition');
    kin.finds('call from quellimara (his wife) re: plan', 'PATIENT:quellimara', 'person.kin-apposition');
    kin.finds('ZORVETTA, PT\'S SISTER, CALLED.', 'PATIENT:ZORVETTA', 'person.kin-apposition');
  });
  it('leaves a clause before a relative, a drug and a relative that does not close the apposition alone', () => {
    kin.clean('Lasix given, pt\'s wife at bedside. Vanc dose, daughter aware.', 'PATIENT', 'DOCTOR');
    notBy('Zorbekaine, daughter at bedside tonight.', 'person.kin-apposition');
  });
});

describe('rule person.service-bracket', () => {
  it('finds a consultant in brackets after the service, before what a consultant does', () => {
    finds('Renal (Quennivar) following, no HD tonight.', 'DOCTOR:Quennivar', 'person.service-bracket');
    finds('ep (zorbekaine) to see pt in am.', 'DOCTOR:zorbekaine', 'person.service-bracket');
    finds('NEURO (TRAVISHOLM) CONSULTED.', 'DOCTOR:TRAVISHOLM', 'person.service-bracket');
  });
  it('leaves a drug, a service word without the verb and a common word in brackets alone', () => {
    clean('GI (protonix) continued. Neuro (intact) per exam. Renal (Quennivar) labs pending.', 'DOCTOR', 'PATIENT');
    notBy('ID (zosyn) to continue.', 'person.service-bracket');
  });
});

describe('rule person.service-bracket: a role before the bracket', () => {
  it('finds a therapist in brackets after the role, before what a therapist does', () => {
    finds('pt/ot (varnholdt) saw pt, oob to chair.', 'DOCTOR:varnholdt', 'person.service-bracket');
  });
  it('leaves a role before a clinical word in brackets alone', () => {
    notBy('pt (protonix) continued. rt (intact) aware.', 'person.service-bracket');
  });
});

describe('rule person.service-bracket: a role or a desk naming its holder in brackets, in any case (fix18a)', () => {
  it('finds a given name or a word no list knows alone in brackets after a role or desk, whatever follows', () => {
    finds('called to bedside by pt\'s rn (quovela) for desat.', 'DOCTOR:quovela', 'person.service-bracket');
    finds('PLAN: CM (ANN) TO SEND REFERRALS.', 'DOCTOR:ANN', 'person.service-bracket');
    finds('tpn to start tonight per pharmd (ann).', 'DOCTOR:ann', 'person.service-bracket');
    finds('MTP ACTIVATED W/ BLOOD BANK (TRELLAVOS), 4U PRBC.', 'DOCTOR:TRELLAVOS', 'person.service-bracket');
  });
  it('finds an initial and a surname in the bracket', () => {
    finds('CONSENT WITNESSED BY 2ND RN (Q. VARNHOLDT).', 'DOCTOR:Q. VARNHOLDT', 'person.service-bracket');
  });
  it('leaves a count, a shift, a drug, a service, the patient\'s "pt" and a common word in brackets alone', () => {
    clean('rn (x2) at bedside. md (aware). resident (night float) called. rn (protonix) given. team (ortho) aware.', 'DOCTOR', 'PATIENT');
    clean('pt (quovela) ambulated. cm (to follow). RN (NIGHT) AWARE. transport (floor) at 1400.', 'DOCTOR', 'PATIENT');
  });
  it('leaves a specialty and a body\'s letters in capitals among lower-case words in the bracket alone', () => {
    notBy('Discharged by: the resident (hospitalist) on call.', 'person.service-bracket');
    notBy('Kind regards,\nthe physiotherapist (APA) and nurse (QNMU) here', 'person.service-bracket');
  });
});

describe('rule person.census-entry', () => {
  it('finds "Surname, Given" opening a sign-out item before the age and sex, in any case', () => {
    finds('Bed 4 - Udrellan, Idonya, 93F w/ CHF.', 'PATIENT:Udrellan, Idonya', 'person.census-entry');
    finds('BED 7 - PEMBRELOW, OAKLINOR, 71M W/ PNA', 'PATIENT:PEMBRELOW, OAKLINOR', 'person.census-entry');
  });
  it('leaves lab lists and words inside a sentence alone', () => {
    clean('Labs: Na, K, 4.1 normal. Hct, Plt, 35 stable.', 'PATIENT', 'DOCTOR');
    notBy('pt seen with Udrellan, Idonya, 93F at bedside', 'person.census-entry');
  });
});
