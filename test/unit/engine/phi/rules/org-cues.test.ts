// Per-rule tests of the org-cues family (src/engine/phi/rules/org-cues.ts): each rule with hand-written
// positives (type, text and rule id) and the hard negatives it must leave alone. Invented examples, none
// from any evaluation set. A small hand-made dictionary stands in for the built file.
import { createPhiIdentifier } from '../../../../../src/engine/phi/index';
import { englishOnly, ruleChecks } from './rule-checks';

const DICTS = englishOnly([
  'home', 'the', 'and', 'with', 'family', 'stressful', 'started', 'new', 'job', 'at', 'works', 'for', 'as', 'a', 'lead', 'let',
  'go', 'from', 'last', 'fall', 'teacher', 'member', 'patient', 'attends', 'daycare', 'days', 'week', 'local', 'pharmacy',
  'construction', 'site', 'night', 'nights', 'himself', 'years', 'same', 'company', 'tiny', 'sprouts', 'wife', 'is', 'cashier',
  'on', 'weekends', 'son', 'apprentice', 'she', 'school', 'he', 'market', 'husband', 'mechanic', 'motors', 'heart', 'cook', 'offshore',
  'weeks', 'time', 'two', 'welder',
]);
const identify = createPhiIdentifier(DICTS);
const { finds, clean, notBy } = ruleChecks(identify);

describe('rule org.employer-cue', () => {
  it('finds an employer after a work cue, capitalised or in lower case', () => {
    finds('Works for Quillane Outfitters as a lead.', 'ORGANIZATION:Quillane Outfitters', 'org.employer-cue');
    // A firm's head in any case after a naming word is org.kind-noun's, which runs first (fix20a).
    finds('started new job at morrow logistics, stressful', 'ORGANIZATION:morrow logistics', 'org.kind-noun');
    finds('started new job at morrow brellick, stressful', 'ORGANIZATION:morrow brellick', 'org.employer-cue');
    finds('let go from brackett & vole last fall', 'ORGANIZATION:brackett & vole', 'org.employer-cue');
    finds('Was 12 years at Tannerby Mills before that.', 'ORGANIZATION:Tannerby Mills', 'org.employer-cue');
    finds('Works offshore for Pellham Drilling, two weeks on.', 'ORGANIZATION:Pellham Drilling', 'org.employer-cue');
    finds('he works at kestrel fabricators as a welder', 'ORGANIZATION:kestrel fabricators', 'org.employer-cue');
  });
  it('leaves settings, people and English words alone', () => {
    clean('works from home three days a week', 'ORGANIZATION');
    clean('works offshore for weeks at a time', 'ORGANIZATION');
    clean('works for himself in construction', 'ORGANIZATION');
    clean('works nights at the same company', 'ORGANIZATION');
    notBy('Con\'t to work with Helga on the plan.', 'org.employer-cue');
  });
});

describe('rule org.after-occupation', () => {
  it('finds the employer after an occupation', () => {
    finds('Married to Lise, a teacher at Brindle Montessori.', 'ORGANIZATION:Brindle Montessori', 'org.after-occupation');
  });
  it('leaves relations that are not jobs alone', () => {
    clean('She is a patient at Brindle Clinic.', 'ORGANIZATION');
    clean('He is a member of the choir.', 'ORGANIZATION');
  });
});

describe('rule org.before-kind', () => {
  it('finds a named daycare before its kind', () => {
    finds('Attends Tiny Sprouts daycare 3 days a week.', 'ORGANIZATION:Tiny Sprouts', 'org.before-kind');
  });
  it('leaves generic kinds alone', () => {
    clean('Attends the local daycare.', 'ORGANIZATION');
    clean('Pick up at Local Pharmacy later.', 'ORGANIZATION');
  });
  it('takes no cue or function word opening the run for a name (hardneg22)', () => {
    clean('Per pharmacy, hold the next dose.', 'ORGANIZATION');
    clean('Via Pharmacy the refill is ready.', 'ORGANIZATION');
    finds('Per son, she attends Tiny Sprouts daycare 3 days a week.', 'ORGANIZATION:Tiny Sprouts', 'org.before-kind');
  });
});

describe('rule org.employer-cue: the verb of a driving or teaching job, and a name that ends its sentence', () => {
  it("finds the employer after 'drives for' and 'teaches at', up to the full stop that ends the sentence", () => {
    finds('Husband drives for Marrowind out of the port.', 'ORGANIZATION:Marrowind', 'org.employer-cue');
    finds('Her mother teaches at Quillfield part time.', 'ORGANIZATION:Quillfield', 'org.employer-cue');
    finds('Son is a lorry driver with Tessock Quarrow. Mr Ardle is well.', 'ORGANIZATION:Tessock Quarrow', 'org.after-occupation');
    // A name closed by any organisation's head noun is facility.suffix's, which runs first (fix20a).
    finds('Son is a lorry driver with Tessock Creamery. Mr Ardle is well.', 'ORGANIZATION:Tessock Creamery', 'facility.suffix');
  });
  it('leaves a drive to treatment, a lesson at home and a name after the sentence alone', () => {
    clean('He drives for dialysis three times a week.', 'ORGANIZATION');
    clean('She was taught at home by her mother.', 'ORGANIZATION');
    notBy('Son is a lorry driver with Tessock Creamery. Mr Ardle is well.', 'org.employer-cue');
  });
});

describe('rule org.after-occupation: in lower case, and after a learner or a helper', () => {
  it('finds a lower-case employer no English list knows, or one ending in a business noun, and an apprentice\'s employer', () => {
    finds('wife, a cashier at pellow market on weekends', 'ORGANIZATION:pellow market', 'org.after-occupation');
    finds('son is an apprentice with Tarrisford Joinery.', 'ORGANIZATION:Tarrisford Joinery', 'org.after-occupation');
    finds('husband, a mechanic at dorrow motors', 'ORGANIZATION:dorrow motors', 'org.after-occupation');
  });
  it('leaves lower-case common nouns after a job, and a patient or a member somewhere, alone', () => {
    notBy('she is a cashier at night and a teacher at school', 'org.after-occupation');
    notBy('he is a patient at pellow', 'org.after-occupation');
    notBy('he is a mechanic at heart and a cook at weekends', 'org.after-occupation');
  });
});
