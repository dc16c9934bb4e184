// Per-rule tests of profession.particulars-item (src/engine/phi/rules/job-items.ts): a job as a bare item after a
// titled name or in the bracket after "at work", and profession.cued's age item with "a" before the job (pool49).
// Invented examples, none from any evaluation set; the clinician's roles and the items that are no job are the hard
// negatives.
import { identifyPhi } from '../../../../../src/engine/phi/index';
import { ruleChecks } from './rule-checks';

const { finds, clean, notBy } = ruleChecks(identifyPhi);

describe('rule profession.particulars-item', () => {
  it('finds the job after a titled name and its comma, in any letter case', () => {
    finds('mother: priyanka roe, 27 yrs, w/o mr. ashish roe, software engineer, quellsoft', 'PROFESSION:software engineer', 'profession.particulars-item');
    finds('NOK: Mrs Ada Quell, plumber, lives nearby.', 'PROFESSION:plumber', 'profession.particulars-item');
    finds('W/O SHRI RAMESH QUELL, ELECTRICIAN, KODUVALLI.', 'PROFESSION:ELECTRICIAN', 'profession.particulars-item');
  });
  it('finds the job that opens the bracket after "at work"', () => {
    finds('laceration R hand from an angle grinder at work (boilermaker, Quarry Steel Fabrications).', 'PROFESSION:boilermaker', 'profession.particulars-item');
    finds('crush injury at work (forklift driver at a depot)', 'PROFESSION:forklift driver', 'profession.particulars-item');
  });
  it("leaves a clinician's role, a staff role, a state and a cause after a name or \"at work\" alone", () => {
    clean('Mr Roe, physiotherapist, reviewed her. Ms Quell, staff nurse, gave meds. Mr Jones, social worker, called.', 'PROFESSION');
    clean('Mrs Ode, stable, eating well. Mr Roe, 3 days post op, mobile. Mr Quell, dermatologist, agreed.', 'PROFESSION');
    clean('fell at work (ladder, 2 m). injured at work (lifting, no trauma).', 'PROFESSION');
  });
  it('leaves a name and a role closing their line alone: an address or signature block', () => {
    clean('17/02/2026\n\nms aoife quell, solicitor\nquell & daly solicitors\n', 'PROFESSION');
    clean('Yours sincerely,\nMr Tom Quell, accountant\n', 'PROFESSION');
  });
});

describe('rule profession.particulars-item, a letter\'s subject line', () => {
  it('finds the job closing a Re: line after a titled name', () => {
    finds('Dear Dr Ode\nRe: Mr Tam Quell, plater\nI saw him today.', 'PROFESSION:plater', 'profession.particulars-item');
    finds('Dear Dr Ode\r\nRe: Mr Tam Quell, plater\r\nI saw him today.', 'PROFESSION:plater', 'profession.particulars-item');
  });
  it('leaves a Re: line closed by no job, or a clinician, alone', () => {
    clean('Re: Mr Tam Quell, 61\nRe: Mrs Ada Roe, urgent\nRe: Ms Ode, physiotherapist\n', 'PROFESSION');
  });
});

describe('rule profession.kin-name-item', () => {
  it('finds the known job as the item after a relative\'s name and comma, in lower or Title case', () => {
    finds('Attendant: son Ravi Quell Roe, teacher, mobile 98765 43210.', 'PROFESSION:teacher', 'profession.kin-name-item');
    finds('Father: Anil Quell, Junior Engineer, Roe Alloys Pvt Ltd', 'PROFESSION:Junior Engineer', 'profession.kin-name-item');
    finds('WIFE: MEERA QUELL, TAILOR, VILLAGE ROE.', 'PROFESSION:TAILOR', 'profession.kin-name-item');
  });
  it('leaves a relative\'s name followed by a town, a state, a clinician or a sentence alone', () => {
    notBy('son Ravi Quell, Pune, mobile 98765 43210.', 'profession.kin-name-item');
    notBy('wife Ada, stable, visiting daily. Daughter Ode Roe, nurse, at bedside.', 'profession.kin-name-item');
    notBy('son and daughter, farmers, visited.', 'profession.kin-name-item');
    notBy('Mother: Ada Quell, physiotherapist, Roe Hospital', 'profession.kin-name-item');
  });
});

describe('rule profession.cued, the age item with an article', () => {
  it('finds the job after a name and an age with "a" before it', () => {
    finds('Miss Roe, 29, a hairdresser, attended with her partner.', 'PROFESSION:hairdresser', 'profession.cued');
  });
  it('leaves an age item with "a" before a word that is no job alone', () => {
    clean('Miss Roe, 29, a smoker, attended. Mr Quell, 61, a widower, lives alone.', 'PROFESSION');
  });
});
