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
  'seatbelt', 'on', 'alone', 'so', 'need', 'note', 'delivery', 'airport', 'ground', 'services', 'works', 'security', 'officer', 'welder', 'fault', 'baker', 'florist', 'mill', 'bookkeeper', 'needed', 'expected', 'days', 'nights', 'patch', 'inhaler', 'son', 'lives', 'visits', 'called', 'junior', 'occupation', 'back', 'injury', 'lifting', 'work', 'local', 'type', 'diabetes', 'his', 'saw', 'yesterday', 'she', 'he', 'has', 'morning', 'stiffness',
  'handler', 'baggage', 'due', 'fly', 'roof', 'bolter', 'faller', 'struck', 'limb', 'drives', 'long', 'haul', 'truck', 'freight', 'prairie',
  'protective', 'adult', 'team', 'patient', 'management', 'forest', 'iron', 'mine', 'referred', 'gets', 'meals', 'from', 'help', 'paid',
  'medical', 'group', 'went', 'shopping', 'fell', 'while', 'walking', 'dog', 'company', 'in', 'of', 'with', 'plow', 'crew',
  'operator', 'coal', 'former', 'administrator', 'farm', 'cider', 'estate', 'tea', 'assistant', 'hollow', 'creek', 'fly-in', 'fly-out',
  'next', 'swing', 'retired', 'general', 'practice', 'ward', 'clinic', 'unknown', 'job', 'sales', 'cardiac', 'unit',
  // A work history's later steps (fix14c).
  'laborer', 'until', 'it', 'closed', 'then', 'pipe', 'since', 'maintenance', 'fitter', 'boilermaker', 'before', 'that', 'helper',
  'pharmacist', 'review', 'desk', 'told', 'physio', 'gait', 'reviewed', 'where', 'fifo', 'roster',
  // Jobs of three words and employers named by their industry (fix15a).
  'fish', 'plant', 'river', 'seafoods', 'poultry', 'test', 'drydock', 'timber', 'bus', 'station', 'county', 'icu', 'school',
  // Employers named by a primary industry (fix16a).
  'shipping', 'clerk', 'great', 'northern', 'paper', 'hall', 'smoky', 'hill', 'grain', 'power', 'attorney', 'copper', 'valley', 'lights',
  // A school's grade before a teacher (fix18b).
  'grade', 'middle', 'reads', 'level', 'aunt', 'math', 'english', 'pt', 'an', 'public',
  // A firm's "trade & trade" form named by English words (fix22a).
  'light', 'tool', 'die', 'sand', 'gravel', 'granite', 'stone', 'brook', 'machinist', 'roofer', 'working', 'breakfast', 'lunch', 'cook', 'day', 'flown',
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

describe('rule profession.before-employer (fix18b: a school grade before the job)', () => {
  it('reads a school grade as a word of the job, and the job opening its clause there', () => {
    finds('pt is a 2nd grade teacher at quellmont elementary school.', 'PROFESSION:2nd grade teacher', 'profession.before-employer');
    finds('Aunt Vessa (5th grade teacher at Orrin Creek Elementary) called.', 'PROFESSION:5th grade teacher', 'profession.before-employer');
    finds('Pt is a 6th grade English teacher at Tarnby Middle School.', 'PROFESSION:6th grade English teacher', 'profession.before-employer');
    finds('She is a grade 4 teacher at Quarrow Public School.', 'PROFESSION:grade 4 teacher', 'profession.before-employer');
  });
  it('leaves a grade that is no job\'s, and a grade before a clause word, alone', () => {
    notBy('Pt in 4th grade at Orrin Creek Elementary. reads at a 3rd grade level at home.', 'profession.before-employer');
    notBy('son is in 2nd grade and teacher at Orrin Creek Elementary called.', 'profession.before-employer');
    notBy('Pt is an english teacher at home.', 'profession.before-employer');
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

describe('rule org.after-job (fix12c: a job with no article after "as" or after the patient)', () => {
  it('finds the employer after "works nights as" a job, and after "pt" and a job', () => {
    finds('dtr is hcp, works nights as security officer at brennach logistics.', 'ORGANIZATION:brennach logistics', 'org.after-job');
    // "Services" after two naming words is facility.suffix's, which runs first (fix20a).
    finds('Pt works as delivery driver for Quillan Ground Services at the airport.', 'ORGANIZATION:Quillan Ground Services', 'facility.suffix');
    // "Fabricators" is one more industry's head now, facility.suffix's, which runs first (fix21a); a trade no head list holds stays this rule's.
    finds('Pt welder at Dunmoray Fabricators, wife at bedside.', 'ORGANIZATION:Dunmoray Fabricators', 'facility.suffix');
    finds('Pt welder at Dunmoray Ironworks, wife at bedside.', 'ORGANIZATION:Dunmoray Ironworks', 'org.after-job');
  });
  it('leaves a common noun after such a job, and the note\'s own staff, alone', () => {
    notBy('works nights as cashier at home. pt driver at fault. as teacher with the family.', 'org.after-job');
    notBy('pt nurse at bedside. works as nurse with the family.', 'org.after-job');
  });
});

describe('rule profession.cued (fix12c: a time of work between "works" and "as")', () => {
  it('finds the job after "works nights as", "works PT as", "works part-time as"', () => {
    finds('Lives alone, works PT as bookkeeper at the mill.', 'PROFESSION:bookkeeper', 'profession.cued');
    finds('son works nights as a baker.', 'PROFESSION:baker', 'profession.cued');
    finds('She works part-time as a florist.', 'PROFESSION:florist', 'profession.cued');
  });
  it('leaves how a treatment works alone', () => {
    notBy('inhaler works nights as needed; patch works days as expected', 'profession.cued');
  });
});

describe('rule org.after-job (fix12c: a job, a comma and its employer as one item)', () => {
  it('finds the employer closing the item when its last word is a business noun or a firm\'s form', () => {
    finds('HX: BACK INJURY LIFTING AT WORK (WELDER, TARNOCK FABRICATION).', 'ORGANIZATION:TARNOCK FABRICATION', 'org.after-job');
    finds('Occupation: Junior Engineer, Vrellan Vidyut Nigam.', 'ORGANIZATION:Vrellan Vidyut Nigam', 'org.after-job');
  });
  it('leaves a town, a clinician and a clause after the comma alone', () => {
    notBy('son (software engineer, Quillan) visits. Nurse, Dunmoray Services, called.', 'org.after-job');
    notBy('Occupation: welder, works for the family. teacher, lives alone.', 'org.after-job');
  });
});

describe('rule org.after-job (fix12g: a job no list holds, in a frame that says it is work)', () => {
  it('finds the employer closed by a firm\'s word after work, a roster, a verb of being or an age and sex', () => {
    // "Services" after two naming words is facility.suffix's, which runs first (fix20a).
    finds('Pt works as baggage handler for Tavrin Ground Services at airport.', 'ORGANIZATION:Tavrin Ground Services', 'facility.suffix');
    finds('Social: FIFO with Quellar Iron Services, due to fly Monday.', 'ORGANIZATION:Quellar Iron Services', 'facility.suffix');
    finds('PT IS A ROOF BOLTER AT BRANVOLD MINE.', 'ORGANIZATION:BRANVOLD MINE', 'org.after-job');
    finds('HPI: 36M faller with Ostrel Forest Management, struck by a limb.', 'ORGANIZATION:Ostrel Forest Management', 'org.after-job');
    finds('pt drives long haul truck for prairie quenby freight.', 'ORGANIZATION:prairie quenby freight', 'org.after-job');
  });
  it('leaves public and care services, a clinic\'s group and words with no frame of work alone', () => {
    notBy('Patient works with Adult Protective Services. Referred to Social Services. Gets meals from Home Care Services.', 'org.after-job');
    notBy('Fell while walking the dog with Brenton Medical Group. Went shopping at Quarry Freight.', 'org.after-job');
    notBy('Works with the team. She drives for help.', 'org.after-job');
    notBy('She is a 46-year-old welder with HLA-B27 positive spondyloarthritis.', 'org.after-job');
  });
});

describe('rule org.after-job (fix13c: an occupation field holding the job, a comma and the employer)', () => {
  it('finds the employer that closes the field, in Title case or capitals, with no firm\'s word', () => {
    finds('Occupation: dragline operator, Quarrow Creek Coal - fly-in fly-out, next swing Monday.', 'ORGANIZATION:Quarrow Creek Coal', 'org.after-job');
    finds('Occupation: farm administrator, Tellaby Hollow Cider\nHistory: pain', 'ORGANIZATION:Tellaby Hollow Cider', 'org.after-job');
    finds('Occupation (former): Assistant Manager, Brellan Tea Estate\n', 'ORGANIZATION:Brellan Tea Estate', 'org.after-job');
    finds('JOB: SALES MANAGER, QUINTARA HOLLOW CIDER\n', 'ORGANIZATION:QUINTARA HOLLOW CIDER', 'org.after-job');
  });
  it('leaves a one-word place, a clause, a clinic and a field with no label alone', () => {
    notBy('Occupation: teacher, Quillan\nOccupation: welder, works nights.\n', 'org.after-job');
    notBy('Occupation: nurse, Cardiac Unit\nsales manager, Tellaby Hollow Cider\n', 'org.after-job');
  });
});

describe('rule org.after-job and profession.before-employer: a work history\'s later steps (fix14c)', () => {
  it('finds a job after "then", "before that a" or a fly-in roster, and its employer', () => {
    finds('Work: laborer at the mill until it closed; then pipe welder for Quarrendon Gas Services; since 2020', 'PROFESSION:pipe welder', 'profession.before-employer');
    // "Services" after two naming words is facility.suffix's, which runs first (fix20a).
    finds('Work: laborer at the mill until it closed; then pipe welder for Quarrendon Gas Services; since 2020', 'ORGANIZATION:Quarrendon Gas Services', 'facility.suffix');
    finds('FIFO maintenance fitter for Yarrabee Minerals (2014-21); since then boilermaker at Tullock Central Mill, where', 'PROFESSION:maintenance fitter', 'profession.before-employer');
    finds('FIFO maintenance fitter for Yarrabee Minerals (2014-21); since then boilermaker at Tullock Central Mill, where', 'ORGANIZATION:Tullock Central Mill', 'org.after-job');
    finds('Welder at Orrin Drilling; before that a pipe fitter at Vandermeer Fabrication.', 'PROFESSION:pipe fitter', 'profession.before-employer');
  });
  it('leaves the note\'s own staff after "then" alone', () => {
    notBy('She was seen, then nurse at bedside. Pain reviewed, then pharmacist for review. Then a nurse at the desk.', 'org.after-job');
    notBy('before that a nurse at the desk told her; then physio for gait', 'profession.before-employer');
  });
});

describe('rule org.after-job: jobs of three words and employers named by their industry (fix15a)', () => {
  it('finds the employer after a three-word job that opens its clause, closed by an industry\'s word', () => {
    finds('48 m from town, fish plant worker at quarrow river seafoods. bib', 'ORGANIZATION:quarrow river seafoods', 'org.after-job');
    finds('48 m from town, fish plant worker at quarrow river seafoods. bib', 'PROFESSION:fish plant worker', 'profession.before-employer');
    finds('Occupation: software test engineer, Tarnovi Infotech.\n', 'ORGANIZATION:Tarnovi Infotech', 'org.after-job');
    finds('Retired pipe welder, Brannock Bay Drydock.\n', 'ORGANIZATION:Brannock Bay Drydock', 'org.after-job');
  });
  it('leaves a three-word job after a stop word, and a common noun after the job, alone', () => {
    notBy('saw the bus driver at the station. pt was icu nurse at mercy. wife, school bus driver for the county.', 'org.after-job');
    notBy('he said the fish plant worker at the river was ill', 'org.after-job');
  });
});

describe('rule org.after-job: employers named by a primary industry (fix16a)', () => {
  it('finds an employer of English words closed by its industry, in capitals or lower case', () => {
    finds('PT RETIRED SHIPPING CLERK AT GREAT NORTHERN PAPER, LIVES ALONE.', 'ORGANIZATION:GREAT NORTHERN PAPER', 'org.after-job');
    finds('pt drives truck for smoky hill grain. son visits.', 'ORGANIZATION:smoky hill grain', 'org.after-job');
    finds('works as a lineman for valley power. wife at bedside.', 'ORGANIZATION:valley power', 'org.after-job');
    finds('60 m, retired welder at copper valley ore.', 'ORGANIZATION:copper valley ore', 'org.after-job');
  });
  it('leaves an industry word with no name, or after the note\'s own staff, alone', () => {
    notBy('wife is a nurse with power of attorney. clerk at great northern hall.', 'org.after-job');
    notBy('retired clerk for the power company. driver with grain.', 'org.after-job');
  });
});

describe('rule org.after-job: a firm named by its "trade & trade" form (fix22a)', () => {
  it('finds a name closed by two words joined by "&" after a job, in capitals or small letters', () => {
    finds('RETIRED LINEMAN FOR GRANITE VALLEY POWER & LIGHT. WIFE AT BEDSIDE.', 'ORGANIZATION:GRANITE VALLEY POWER & LIGHT', 'org.after-job');
    finds('pt is a machinist at stone brook tool & die, lives with wife.', 'ORGANIZATION:stone brook tool & die', 'org.after-job');
    finds('fell off roof while working (roofer for granite hill sand & gravel), flown in.', 'ORGANIZATION:granite hill sand & gravel', 'org.after-job');
  });
  it('leaves a pair with no name word before it, a pair inside the name and a stop word around the "&" alone', () => {
    notBy('retired cook at breakfast & lunch. lineman for power & light.', 'org.after-job');
    notBy('retired teacher at day & night school. pt is a nurse at home & the hospice.', 'org.after-job');
  });
});
