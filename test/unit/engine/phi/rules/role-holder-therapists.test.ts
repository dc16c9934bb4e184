// Per-rule tests of person.role-holder's therapists (src/engine/phi/rules/role-holders.ts, fix17d): a physical or speech
// therapist named after "PT", "physio", "speech" or "SLP" and before what a therapist does (a visit to come, "to do" a
// study, a walk done, a placement advised), each name word a given name or no English word; and "pt" where it is the
// patient, and English words in the name's place. Invented examples, none from any
// evaluation set; the built dictionaries weigh the name words.
import { join } from 'node:path';
import { createPhiIdentifier, defaultPhiDictionariesPath, loadPhiDictionaries } from '../../../../../src/engine/phi/index';
import { ruleChecks, type RuleChecks } from './rule-checks';

const path = defaultPhiDictionariesPath(join(__dirname, '..', '..', '..', '..', '..', 'src', 'engine'));
const checks: RuleChecks | undefined = path !== undefined ? ruleChecks(createPhiIdentifier(loadPhiDictionaries(path))) : undefined;

describe('rule person.role-holder (fix17d therapists)', () => {
  before(function () {
    if (checks === undefined) this.skip();
  });
  it('finds a therapist before a visit to come, a walk done or a placement advised, in each letter case', () => {
    checks!.finds('ORTHO AWARE. PT VASKELAINEN TO EVAL IN AM.', 'DOCTOR:VASKELAINEN', 'person.role-holder');
    checks!.finds('Mobility: PT Quorianne ambulated him 40 ft w/ RW.', 'DOCTOR:Quorianne', 'person.role-holder');
    checks!.finds('pod 2. pt vaskelainen rec irf, cm aware.', 'DOCTOR:vaskelainen', 'person.role-holder');
    checks!.finds('failed swallow screen - speech quorianne to do fees.', 'DOCTOR:quorianne', 'person.role-holder');
    checks!.finds('NPO. SLP VASKELAINEN TO DO MBS IN AM.', 'DOCTOR:VASKELAINEN', 'person.role-holder');
  });
  it('leaves the patient\'s own acts after "pt" alone', () => {
    checks!.notBy('pt refused to do PT today. pt able to ambulate.', 'person.role-holder');
    checks!.notBy('pt still to see ortho. pt ambulated 20 ft x2.', 'person.role-holder');
    checks!.notBy('PT to eval. pt rec 2u prbc overnight. speech clear to do.', 'person.role-holder');
  });
});
