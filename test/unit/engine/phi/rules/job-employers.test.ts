// Per-rule tests of the job-employers family (src/engine/phi/rules/job-employers.ts): a job the lists know that
// opens its clause, and the employer named after it. Invented examples, none from any evaluation set. A small
// hand-made dictionary stands in for the built file.
import { createPhiIdentifier } from '../../../../../src/engine/phi/index';
import { englishOnly, ruleChecks } from './rule-checks';

const DICTS = englishOnly([
  'teacher', 'at', 'with', 'for', 'presents', 'fever', 'social', 'history', 'year', 'old', 'software', 'engineer', 'earlier', 'market',
  'trader', 'state', 'apprentice', 'electrician', 'electrical', 'nurse', 'bedside', 'worker', 'caregiver', 'her', 'mother', 'driver',
  'fault', 'restrained', 'plan', 'home', 'cashier', 'lives', 'wife', 'case', 'manager', 'the', 'family', 'keen', 'runner', 'club',
  'lineman', 'onset', 'elementary', 'school', 'primary', 'and', 'is', 'a', 'was', 'seen', 'by', 'pain', 'hospital', 'night',
  'seatbelt', 'on', 'alone', 'so', 'need', 'note', 'local', 'type', 'diabetes', 'his', 'saw', 'yesterday', 'she', 'he', 'has', 'morning', 'stiffness',
]);
const identify = createPhiIdentifier(DICTS);
const { finds, notBy } = ruleChecks(identify);

describe('rule profession.before-employer', () => {
  it('finds a known job that opens its clause before its employer', () => {
    finds('HPI: Teacher at Ombassa Primary School presents with fever.', 'PROFESSION:Teacher', 'profession.before-employer');
    finds('Social history: 48 year old software engineer at Quintarra; earlier', 'PROFESSION:software engineer', 'profession.before-employer');
    finds('HPI: 52 YO M LINEMAN WITH VELMORA ELECTRIC CO-OP, ONSET AT WORK', 'PROFESSION:LINEMAN', 'profession.before-employer');
    finds('worker: tobin marsh, apprentice electrician with brellick electrical pty ltd', 'PROFESSION:apprentice electrician', 'profession.before-employer');
  });
  it('leaves staff, favours, common nouns and a job inside its clause alone', () => {
    notBy('Nurse at bedside. Social worker at Quimby Hospital. Case manager with the family.', 'profession.before-employer');
    notBy('caregiver for her mother. driver at fault, restrained. Plan: teacher at home.', 'profession.before-employer');
    notBy('keen runner with Ostrava Club', 'profession.before-employer');
  });
});

describe('rule org.after-job', () => {
  it('finds the employer after a job that opens its clause, in any letter case', () => {
    finds('HPI: Teacher at Ombassa Primary School presents with fever.', 'ORGANIZATION:Ombassa Primary School', 'org.after-job');
    finds('state. trader at ketubo market. plan', 'ORGANIZATION:ketubo market', 'org.after-job');
    finds('Social: cashier at Dravmart, lives with wife.', 'ORGANIZATION:Dravmart', 'org.after-job');
  });
  it('leaves a common noun after the job alone', () => {
    notBy('Social: teacher at night school. driver at fault.', 'org.after-job');
  });
});

describe('rule org.after-job (fixF: an article after a verb of being, and w/)', () => {
  it('finds the employer after a job told with its article or clipped "w/"', () => {
    finds('Social: she works as a lineman for dunmoray power and lives alone.', 'ORGANIZATION:dunmoray power', 'org.after-job');
    finds('letter: he is a bus driver with treverrow dunmallow and has morning stiffness.', 'ORGANIZATION:treverrow dunmallow', 'org.after-job');
    finds('hey doc im a truck driver for ollanby haulage so i need a note', 'ORGANIZATION:ollanby haulage', 'org.after-job');
    finds('hpi: 41m, underground miner w/ brackwater deep contracting, sob x2d', 'ORGANIZATION:brackwater deep contracting', 'org.after-job');
    finds('hpi: 41m, underground miner w/ brackwater deep contracting, sob x2d', 'PROFESSION:underground miner', 'profession.history-subject');
  });
  it('leaves a job after a bare article, and what follows w/ in a clinical clause, alone', () => {
    notBy('Saw a nurse at Quimby Hospital yesterday. She is a teacher at the local school.', 'org.after-job');
    notBy('She is a teacher with Type 2 diabetes. He is a driver with his wife. pt is a nurse w/ pt family.', 'org.after-job');
    notBy('nurse w/ pt at bedside. driver w/ seatbelt on.', 'org.after-job');
  });
});
