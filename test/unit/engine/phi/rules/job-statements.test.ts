// Per-rule tests of the jobs stated without "works as" (src/engine/phi/rules/job-statements.ts): a bare item of a
// social-history list, and a job before "by trade". Invented examples.
import { identifyPhi } from '../../../../../src/engine/phi/index';
import { ruleChecks } from './rule-checks';

const { finds, clean } = ruleChecks(identifyPhi);

describe('rule profession.social-list', () => {
  it('finds a job that is a whole item of a Social or SH line, in any letter case', () => {
    finds('Social: married, 3 kids, plasterer, no EtOH.', 'PROFESSION:plasterer', 'profession.social-list');
    finds('SOCIAL: DIVORCED, 1 SON, ELECTRICIAN, DENIES DRUGS.', 'PROFESSION:ELECTRICIAN', 'profession.social-list');
    finds('sh: night-shift parcel picker at a depot in Oxley, lives with partner.', 'PROFESSION:parcel picker', 'profession.social-list');
    finds('Social hx: widowed; tram conductress; lives alone.', 'PROFESSION:tram conductress', 'profession.social-list');
  });
  it('leaves people, habits, services the patient gets and the note\'s own staff in the list alone', () => {
    clean('Social: lives with wife, son at bedside, nurse aware.', 'PROFESSION');
    clean('Social: lives alone, home health aide 3x/wk, social worker following.', 'PROFESSION');
    clean('SH: ex-smoker, keen gardener, RN updated family.', 'PROFESSION');
    clean('Social: retired, no etoh, full code.', 'PROFESSION');
  });
  it('reads no list outside a social-history field', () => {
    clean('Plan: electrician, nurse to follow up.', 'PROFESSION');
  });
});

describe('rule profession.by-trade', () => {
  it('finds the job named before "by trade" or "by profession"', () => {
    finds('Joiner by trade for 40 years, now retired.', 'PROFESSION:Joiner', 'profession.by-trade');
    finds('HER SON IS A PLUMBER BY PROFESSION.', 'PROFESSION:PLUMBER', 'profession.by-trade');
    finds('He is a marine engineer by training and a sheet metal worker by trade.', 'PROFESSION:metal worker', 'profession.by-trade');
  });
  it('leaves "by trade" after a word that is no job alone', () => {
    clean('Goods imported by trade agreement; injured by trade tools at home.', 'PROFESSION');
    clean('He is a smoker by habit and a Catholic by profession of faith.', 'PROFESSION');
  });
});

describe('rule profession.history-subject', () => {
  it('finds the job that a history opens on, before a presenting verb', () => {
    finds('HPI: Tuk-tuk driver brought in after a collision with a bus.', 'PROFESSION:Tuk-tuk driver', 'profession.history-subject');
    finds('CC: 52M roofer presents with a fall from a ladder.', 'PROFESSION:roofer', 'profession.history-subject');
    finds('hx: fishmonger, on leave since the burn to his hand.', 'PROFESSION:fishmonger', 'profession.history-subject');
    finds('38F cosmetologist presents with hand dermatitis.', 'PROFESSION:cosmetologist', 'profession.history-subject');
    finds('CC: 72F part-time headteacher referred with memory loss.', 'PROFESSION:headteacher', 'profession.history-subject');
  });
  it('leaves a staff role, a person and a job with no presenting verb after it alone', () => {
    clean('HPI: Nurse called re: fever; Paramedic brought in pt on a board.', 'PROFESSION');
    clean('HPI: Patient presents with chest pain. CC: electrician.', 'PROFESSION');
    clean('62M nurse aware, presents to desk; 40F aide brought in supplies.', 'PROFESSION');
  });
  it('finds the job as an item after the age and sex, ending at a comma or at its employer', () => {
    finds('hpi: 33m, offshore driller w/ tarrow drilling, on nights.', 'PROFESSION:offshore driller', 'profession.history-subject');
    finds('HPI: 57 F, school librarian, 3 days of cough.', 'PROFESSION:school librarian', 'profession.history-subject');
    finds('HPI: 61M, a cross-country trucker for Amblewick Haulage, noted', 'PROFESSION:cross-country trucker', 'profession.history-subject');
    finds('44F orchardist, 2 days of fever', 'PROFESSION:orchardist', 'profession.history-subject');
  });
  it('leaves a road role, a habit, a staff role and a non-job item after the age and sex alone', () => {
    clean('HPI: 45M, restrained driver, MVC at 40 mph. 22F rider with helmet.', 'PROFESSION');
    clean('30M, smoker, with cough. 70F nurse at bedside. 8M, fever for 2 days.', 'PROFESSION');
    clean('Walked 40 m with frame, tolerated well.', 'PROFESSION');
  });
});

describe('rule profession.kin-bracket', () => {
  it("finds a relative's job in brackets after them", () => {
    finds('Lives with wife Orla (dental nurse) and two children.', 'PROFESSION:dental nurse', 'profession.kin-bracket');
    finds('SON (A PLUMBER) AT BEDSIDE.', 'PROFESSION:PLUMBER', 'profession.kin-bracket');
    finds('Daughter (croupier at the casino) visits daily.', 'PROFESSION:croupier', 'profession.kin-bracket');
  });
  it('finds the job when where the relative is follows after a comma (fixF)', () => {
    finds('Attender: son Kiran (civil engineer, Nagpur), phone given.', 'PROFESSION:civil engineer', 'profession.kin-bracket');
    finds("informed brother Elroy (a ship's engineer, away at sea) by phone", "PROFESSION:ship's engineer", 'profession.kin-bracket');
  });
  it('leaves a name, a place or news after a comma in brackets alone (fixF)', () => {
    clean('Son (Kiran, Nagpur) and daughter (aware, will call) informed.', 'PROFESSION');
  });
  it('leaves a name, a contact number and a care service in brackets alone', () => {
    clean('Wife (Orla) at bedside; son (mobile 0412 555 019) aware.', 'PROFESSION');
    clean('Mother (home health aide visits) lives downstairs.', 'PROFESSION');
  });
});

describe('rule profession.kin-field', () => {
  it("finds a relative's job that is the whole value of their field", () => {
    finds('Family: Father: bricklayer. Mother: alive, 80.', 'PROFESSION:bricklayer', 'profession.kin-field');
    finds('MOTHER: DRESSMAKER; FATHER: DECEASED.', 'PROFESSION:DRESSMAKER', 'profession.kin-field');
  });
  it('leaves a name, a state of mind, an illness and a service in the field alone', () => {
    clean('Wife: aware of plan. Son: Teodor. Father: MI at 60.', 'PROFESSION');
    clean('Mother: home health aide daily.', 'PROFESSION');
  });
});

describe('rule profession.for-years', () => {
  it('finds a job told with its length at the start of an item', () => {
    finds('Married. Glazier x 30 yrs, now retired.', 'PROFESSION:Glazier', 'profession.for-years');
    finds('lives alone; ex-army; forklift operator for 12 years.', 'PROFESSION:forklift operator', 'profession.for-years');
  });
  it('leaves a drug, a habit, the staff and a stay for years alone', () => {
    clean('Lasix for 3 years. Smoker x 20 yrs. Nurse x 2 days. In the home for 5 years.', 'PROFESSION');
  });
});

describe('rule profession.kin-plural', () => {
  it("finds relatives' jobs in the plural", () => {
    finds('Both parents are farmers; his brothers were fishermen.', 'PROFESSION:farmers', 'profession.kin-plural');
    finds('Both parents are farmers; his brothers were fishermen.', 'PROFESSION:fishermen', 'profession.kin-plural');
    finds('DAUGHTERS ARE BOTH SECRETARIES.', 'PROFESSION:SECRETARIES', 'profession.kin-plural');
  });
  it('leaves what relatives feel or where they are alone, and nurses who are at the bedside', () => {
    clean('Parents are aware of plan; children are here with her.', 'PROFESSION');
    clean('Sons are nurses here tonight.', 'PROFESSION');
  });
});

describe('rule profession.history-subject, a home town or where the job is done (fix15d)', () => {
  it('finds the job item after the age and sex before "out of" or a compass point and "of", or after the home town', () => {
    finds('HPI: 51M crab fisherman out of Portmarrow, crushed hand.', 'PROFESSION:crab fisherman', 'profession.history-subject');
    finds('66 m, cattle rancher sw of Tarrowby, kicked by a cow.', 'PROFESSION:cattle rancher', 'profession.history-subject');
    finds('49 m from harrowgate, sawmill labourer, fell from a stack.', 'PROFESSION:sawmill labourer', 'profession.history-subject');
  });
  it('leaves a road role, a body part and no job after the home town alone', () => {
    clean('45M from home, restrained driver, MVC. 62 F from care home, left hand, lac.', 'PROFESSION');
    clean('45 M, out of work. 44M fell out of bed. 30F, smoker out of cigarettes.', 'PROFESSION');
  });
});
