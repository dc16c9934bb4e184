// Per-rule tests of the professions family (src/engine/phi/rules/profession.ts): an occupation after an
// explicit cue ("works as a", "occupation:", "retired"). Kept precise: no cue, no profession. Invented examples.
import { identifyPhi } from '../../../../../src/engine/phi/index';
import { ruleChecks } from './rule-checks';

const { finds, clean } = ruleChecks(identifyPhi);

describe('rule profession.cued', () => {
  it('finds an occupation after its cue', () => {
    finds('He works as a long-haul truck driver.', 'PROFESSION:long-haul truck driver', 'profession.cued');
    finds('Retired teacher, lives with wife.', 'PROFESSION:teacher', 'profession.cued');
  });
  it('leaves a lay office at a congregation alone, and still reads the job beside it (fix18d)', () => {
    clean('Pt is a deacon at Holy Rood parish and sings in the choir.', 'PROFESSION');
    clean('SPIRITUAL: WAS A DEACON AT HIS CHURCH FOR 30 YRS.', 'PROFESSION');
    finds('Retired welder, and a deacon at his church.', 'PROFESSION:welder', 'profession.cued');
    // A job cue of its own after the label is read once, by itself (fix18d).
    finds('Occupation: Works as a refrigeration technician in Leeds.', 'PROFESSION:refrigeration technician', 'profession.cued');
    clean('Occupation: Works at home, no outside job.', 'PROFESSION');
  });
  it('finds an occupation after "Occupation:" even when it is retired', () => {
    finds('Occupation: retired electrician.', 'PROFESSION:electrician', 'profession.cued');
  });
  it('leaves "retired in" and the staff of the note alone', () => {
    clean('Retired in 2010 after knee surgery.', 'PROFESSION');
    clean('Seen by the nurse practitioner; PT to evaluate.', 'PROFESSION');
  });
  it('finds an occupation after an age phrase and in apposition to a name, when the head noun is a job', () => {
    finds('Please review Mr Oduya, a 51 year old joiner who injured his wrist.', 'PROFESSION:joiner', 'profession.cued');
    finds('Asthma in a 45-year-old male firefighter after a smoke exposure.', 'PROFESSION:firefighter', 'profession.cued');
    finds('She is a 38-year-old retired seamstress with gout.', 'PROFESSION:seamstress', 'profession.cued');
    finds('Lives with her husband Teodor, a long-haul trucker, and two sons.', 'PROFESSION:long-haul trucker', 'profession.cued');
  });
  it('leaves an age phrase without a job and an apposition after a clause alone', () => {
    clean('A 51 year old man with chest pain; a 38 yo female in no distress.', 'PROFESSION');
    clean('Afebrile overnight, a driver of the decline being fluid overload.', 'PROFESSION');
    clean('Lives with her husband Teodor, a heavy smoker.', 'PROFESSION');
  });
  it('leaves "works as needed" and "as tolerated" alone', () => {
    clean('Inhaler works as needed; ambulates as tolerated.', 'PROFESSION');
  });
  it("knows trades from WordNet's list of occupations, not only ours", () => {
    finds('Client is a former steamfitter, retired from the refinery.', 'PROFESSION:steamfitter', 'profession.cued');
    finds('Found by her neighbour Ewart, a retired lobsterman.', 'PROFESSION:lobsterman', 'profession.cued');
    finds('He was a longshoreman for thirty years.', 'PROFESSION:longshoreman', 'profession.cued');
  });
  it('knows farm and station work and the clipped trade names of everyday speech', () => {
    finds('She works weekends as a greeter at the garden centre.', 'PROFESSION:greeter', 'profession.cued');
    finds('He is a retired viticulturist from the valley.', 'PROFESSION:viticulturist', 'profession.cued');
    finds('Works as a truckie on the interstate runs.', 'PROFESSION:truckie', 'profession.cued');
  });
  it('knows inshore fishing by its catch, oil-rig crew by their post and the keepers of a post office or harbour', () => {
    finds('He was a crabber out of the bay for 30 yrs.', 'PROFESSION:crabber', 'profession.cued');
    finds('Retired oysterer, lives with daughter.', 'PROFESSION:oysterer', 'profession.cued');
    finds('Works as a derrickhand on a land rig.', 'PROFESSION:derrickhand', 'profession.cued');
    finds('She was a postmistress in the village until 2011.', 'PROFESSION:postmistress', 'profession.cued');
  });
  it('leaves the boats a fisherman works on alone', () => {
    clean('Crew on a seiner, then a longliner; fell on the deck of the dragger.', 'PROFESSION');
  });
  it('leaves a recurrent faller and a tender abdomen alone', () => {
    clean('He is a recurrent faller; abdomen is tender at the RUQ.', 'PROFESSION');
  });
  it("leaves WordNet's job words whose everyday sense in a note is no job alone", () => {
    clean('She is a resident of the memory care unit and a known carrier of MRSA.', 'PROFESSION');
    clean('A 70 year old gentleman; he is an independent ambulator and a high faller.', 'PROFESSION');
    clean('Her son is a great supporter and an avid reader.', 'PROFESSION');
  });
  it("finds a writer's own job, a relative's after he's or she's, and the job after 'this N year old'", () => {
    finds("Hi Dr Amsel, I'm a flight attendant so I fly out Monday.", 'PROFESSION:flight attendant', 'profession.cued');
    finds('I am a school bus driver and need a work note.', 'PROFESSION:bus driver', 'profession.cued');
    finds("Her husband? He's a welder on the night shift.", 'PROFESSION:welder', 'profession.cued');
    finds('Thank you for seeing this 57 year old primary school teacher with hand pain.', 'PROFESSION:school teacher', 'profession.cued');
  });
  it("leaves a role in care, a patient's state and an age without a job alone", () => {
    clean("I'm a bit worried; she's a fall risk and I am a little dizzy.", 'PROFESSION');
    clean('Thank you for seeing this 57 year old woman; the 3 year old brother is well.', 'PROFESSION');
  });
  it('finds a job after "former", "previously a" and a short label', () => {
    finds('SOCIAL: married, two sons. Former Marine, quit smoking 2004.', 'PROFESSION:Marine', 'profession.cued');
    finds('Social: retired now, previously a machinist.', 'PROFESSION:machinist', 'profession.cued');
    finds('Employment: welder at a boat yard.', 'PROFESSION:welder', 'profession.cued');
    finds('Occ: electrician', 'PROFESSION:electrician', 'profession.cued');
  });
  it('leaves a former habit, a schedule after the label and an occasional finding alone', () => {
    clean('Former smoker, quit 2001; formerly a heavy drinker.', 'PROFESSION');
    clean('Employment: full time at the depot. Occ: PVCs on tele.', 'PROFESSION');
  });
});

describe('rule profession.cued: ages written y/o, clipped jobs, a second job and "later a"', () => {
  it('finds the job after "a 52 y/o", a retired tech, a second job after "and a", and a later job', () => {
    finds('Pt is a 52 y/o long-haul trucker, home on leave.', 'PROFESSION:long-haul trucker', 'profession.cued');
    finds('Her uncle is a retired HVAC tech.', 'PROFESSION:HVAC tech', 'profession.cued');
    finds('He is a school bus driver and a lay preacher on Sundays.', 'PROFESSION:lay preacher', 'profession.cued');
    finds('She was a bank teller, later a paralegal for a small firm.', 'PROFESSION:paralegal', 'profession.cued');
  });
  it('leaves a second noun that is no job, "later a" without a job and a y/o without a job alone', () => {
    clean('He is a welder and a keen walker.', 'PROFESSION:keen walker');
    clean('Pain improved, later a dull ache only.', 'PROFESSION');
    clean('Pt is a 70 y/o man with CHF.', 'PROFESSION');
    clean('She is a nurse and a mother of three.', 'PROFESSION:mother');
  });
});

describe('rule profession.cued: the job after an age between commas', () => {
  it('finds the job that is the whole item after "Name, 44," in an introduction', () => {
    finds('pt morwenna tisch, 44, fifo electrician, home tomorrow.', 'PROFESSION:fifo electrician', 'profession.cued');
    finds('Mr Albescu, 61, retired postman.', 'PROFESSION:postman', 'profession.cued');
  });
  it('leaves a lab row, a clause after the age and an item that ends in no job alone', () => {
    clean('lytes 138, 4.2, 101, 25, 14, 0.9.', 'PROFESSION');
    clean('HR 92, 88, nurse aware of rate.', 'PROFESSION');
    clean('Mrs Dyle, 70, widow.', 'PROFESSION');
  });
});

describe('rule profession.cued: a past job and a trade of one\'s own', () => {
  it('finds the job after "used to be a", "self-employed" and "ex-"', () => {
    finds('He used to be a bricklayer.', 'PROFESSION:bricklayer', 'profession.cued');
    finds('Self-employed electrician, lives with partner.', 'PROFESSION:electrician', 'profession.cued');
    finds('Social: ex-miner, two daughters.', 'PROFESSION:miner', 'profession.cued');
  });
  it('leaves a past habit or ability, a former spouse and a date after the cue alone', () => {
    clean('Ex-smoker; ex-wife lives nearby. Self-employed since 2010.', 'PROFESSION');
    clean('He used to be a heavy drinker and used to be able to walk a mile.', 'PROFESSION');
  });
});

describe('rule profession.cued: a promotion, a job told as "job was", a career told in order', () => {
  it('finds the job after "promoted to" and "job was", and the next job after "then a"', () => {
    finds('Promoted to shift supervisor last spring.', 'PROFESSION:shift supervisor', 'profession.cued');
    finds('PRIOR JOB WAS WELDER, NOW UNEMPLOYED.', 'PROFESSION:WELDER', 'profession.cued');
    finds('He was a welder for 6 years, then a harbour pilot until 2019.', 'PROFESSION:harbour pilot', 'profession.cued');
  });
  it('leaves a promotion to a ward, a job that went badly and the next event after "then a" alone', () => {
    clean('Promoted to the step-down unit overnight; her job was stressful.', 'PROFESSION');
    clean('Pt was a smoker for 20 years, then a fall at home.', 'PROFESSION');
  });
  it('leaves a pastime and a gene named like a job alone', () => {
    clean('He is an avid runner and a keen gardener.', 'PROFESSION');
    clean('Tumour is a driver mutation negative adenocarcinoma.', 'PROFESSION');
  });
});

describe('rule profession.cued: a relative in apposition, an abbreviated "retired", a work field', () => {
  it('finds the job in apposition to a kin word, after "Retd." and after a Work or Occupational history field', () => {
    finds('Lives with her husband, a retired stevedore, in a flat.', 'PROFESSION:stevedore', 'profession.cued');
    finds('Retd. headteacher, lives alone.', 'PROFESSION:headteacher', 'profession.cued');
    finds('Work: chauffeur for a car hire firm.', 'PROFESSION:chauffeur', 'profession.cued');
    finds('Occupational history: deckhand, then a trawler skipper.', 'PROFESSION:deckhand', 'profession.cued');
  });
  it('leaves a clause after a kin word, a work field with no job and a work note alone', () => {
    clean('Spoke with her husband, a bit anxious about discharge.', 'PROFESSION');
    clean('Work: off until review. Work note given.', 'PROFESSION');
  });
});

describe('rule profession.cued: trades named by a closed compound, and a Position or Designation field', () => {
  it('finds a -worker, -smith, -wright or -mason trade after its cue, and a job after Position: or Designation:', () => {
    finds('He is a retired autoworker.', 'PROFESSION:autoworker', 'profession.cued');
    finds('Her father was a silversmith.', 'PROFESSION:silversmith', 'profession.cued');
    finds('Designation: Senior Clerk, Taluk office.', 'PROFESSION:Senior Clerk', 'profession.cued');
  });
  it('leaves a coworker, a pacemaker and a body position alone', () => {
    clean('She is a coworker of his; he has a pacemaker. Position: supine, HOB 30.', 'PROFESSION');
  });
});

describe('rule profession.cued: trade and service jobs of one sense', () => {
  it('knows jobs neither list held, after their cue', () => {
    finds('Her son is an arborist; she was a florist for 30 years.', 'PROFESSION:arborist', 'profession.cued');
    finds('Works as a concreter on building sites.', 'PROFESSION:concreter', 'profession.cued');
  });
  it('leaves the words left out for their other sense alone', () => {
    clean('He is a dealer in antiques; she is an orderly person; he is a keen diver.', 'PROFESSION');
  });
});

describe('rule profession.cued: finishing and casting trades, a boat\'s master, a past occupation field (fix13c)', () => {
  it('finds a polisher, a moulder and a captain after their cue, and the job after "Occupation (former):"', () => {
    finds('Referred this retired spoon polisher with hand pain.', 'PROFESSION:spoon polisher', 'profession.cued');
    finds('Patient is a retired ferry captain.', 'PROFESSION:ferry captain', 'profession.cued');
    finds('Occupation (former): iron moulder (30 years)', 'PROFESSION:iron moulder', 'profession.cued');
    finds('Occupation (previous): mill hand', 'PROFESSION:mill hand', 'profession.cued');
  });
  it('leaves a team captain, a floor polisher as a thing and a bracket with no field alone', () => {
    clean('He is team captain of the rugby side. The captain said so.', 'PROFESSION');
    clean('Slipped on a wet floor by the polisher. Occupation (former) unknown.', 'PROFESSION');
  });
});

describe('rule profession.cued: a school grade before the job it qualifies (fix20b)', () => {
  it('finds the grade with the job after "retired", "is a" and an age, in each letter case', () => {
    finds('Pt is a 90 yo man, retired 5th grade teacher, admitted from home.', 'PROFESSION:5th grade teacher', 'profession.cued');
    finds('SOCIAL: WIFE IS A 2ND GRADE TEACHER AT A LOCAL SCHOOL.', 'PROFESSION:2ND GRADE TEACHER', 'profession.cued');
    finds('social: retired 1st grade aide, lives alone.', 'PROFESSION:1st grade aide', 'profession.cued');
    finds('Her sister is a sixth grade teacher in town.', 'PROFESSION:sixth grade teacher', 'profession.cued');
  });
  it('leaves a pupil\'s grade, a tumour\'s grade and a grade with no job after it alone', () => {
    clean('Son is in 3rd grade at the local school; daughter is a 7th grader.', 'PROFESSION');
    clean('Retired 2nd grade reflux noted on scope. He is a 4th grade student.', 'PROFESSION');
    clean('Tumor is a 3rd grade lesion; retired 4th grade level reader.', 'PROFESSION');
  });
});

describe('rule profession.cued: jobs named by a person\'s noun after their work, and jobs of four words (fix20b)', () => {
  it('finds a hand after its workplace, a lady after her work and a student of a profession', () => {
    finds('Social: he is a farm hand, lives alone.', 'PROFESSION:farm hand', 'profession.cued');
    finds('Occupation: deck hand', 'PROFESSION:deck hand', 'profession.cued');
    finds('She is a retired tea lady and still walks daily.', 'PROFESSION:tea lady', 'profession.cued');
    finds('social: pt is a junior medical student, lives in dorms.', 'PROFESSION:medical student', 'profession.cued');
  });
  it('finds the head of a job of four words after "is a"', () => {
    finds('SOCIAL: HE IS A LONG HAUL BUS DRIVER, WIFE AT BEDSIDE.', 'PROFESSION:BUS DRIVER', 'profession.cued');
  });
  it('leaves a side, a courtesy, a student of no profession and a hand or a lady alone', () => {
    clean('Pain in the left hand at rest; he is a right hand dominant man.', 'PROFESSION');
    clean('Thank you for seeing this lady. Daughter is a student at the college; son is a college student.', 'PROFESSION');
    clean('Retired lady, lives alone. Pt is a hand at cards.', 'PROFESSION');
  });
});

describe('rule profession.cued: musicians by their instrument or their part (fix21b)', () => {
  it('finds a musician after a job cue', () => {
    finds('Social: retired pianist, lives with his wife.', 'PROFESSION:pianist', 'profession.cued');
    finds('She works as a percussionist in an orchestra.', 'PROFESSION:percussionist', 'profession.cued');
  });
  it('leaves an instrument, a hobby and a surname alone', () => {
    clean('Plays the piano and the violin at home; drums on weekends.', 'PROFESSION');
    clean('Seen by Dr. Fiddler today.', 'PROFESSION');
  });
});

describe('rule profession.cued: how someone works is no job (hardneg23)', () => {
  it('leaves a schedule before the bare word worker alone', () => {
    clean('Former shift worker, now retired.', 'PROFESSION');
    clean('She is a night worker, sleeps days. He was a shift worker at the mill.', 'PROFESSION');
  });
  it('still finds a job with its schedule', () => {
    finds('Former night nurse, now retired.', 'PROFESSION:night nurse', 'profession.cued');
    finds('Works as a shift supervisor at the plant.', 'PROFESSION:shift supervisor', 'profession.cued');
  });
});

