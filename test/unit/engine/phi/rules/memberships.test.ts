// Per-rule tests of the memberships family (src/engine/phi/rules/memberships.ts): a club, congregation, union or
// school after words of belonging, in the three letter cases. Invented examples, none from any evaluation set. A
// small hand-made dictionary stands in for the built file.
import { createPhiIdentifier } from '../../../../../src/engine/phi/index';
import { englishOnly, ruleChecks } from './rule-checks';

const DICTS = englishOnly([
  'he', 'is', 'a', 'member', 'of', 'the', 'electrical', 'trades', 'union', 'plays', 'sunday', 'league', 'for', 'rovers', 'coaches',
  'with', 'chairman', 'attends', 'younger', 'brother', 'school', 'worships', 'at', 'christ', 'apostolic', 'church', 'day', 'program',
  'care', 'team', 'high', 'catholic', 'goes', 'to', 'fun', 'dialysis', 'grade', 'played', 'attended', 'clinic', 'cardiac', 'rehab',
  'staff', 'parishioner', 'of', 'and', 'club', 'senior', 'citizens', 'teachers', 'she', 'her', 'under-12s',
]);
const identify = createPhiIdentifier(DICTS);
const { finds, notBy } = ruleChecks(identify);

describe('rule org.membership', () => {
  it('finds the body after words of belonging, in any letter case', () => {
    finds('He is a member of the electrical trades union.', 'ORGANIZATION:electrical trades union', 'org.membership');
    finds('Plays Sunday league for Quarndon Rovers.', 'ORGANIZATION:Quarndon Rovers', 'org.membership');
    finds('He coaches the under-12s with Kilmoyle GAA.', 'ORGANIZATION:Kilmoyle GAA', 'org.membership');
    finds('Mr Voss is chairman of Dunreagh GAA.', 'ORGANIZATION:Dunreagh GAA', 'org.membership');
    finds('Her son attends Te Kura o Wairangi.', 'ORGANIZATION:Te Kura o Wairangi', 'org.membership');
    // org.kind-noun's cued schools (fix22a) read a school after "attends" first; the same span and type.
    finds('younger brother attends west callowby school.', 'ORGANIZATION:west callowby school', 'org.kind-noun');
    finds('worships at christ apostolic church, ikorodu.', 'ORGANIZATION:christ apostolic church', 'org.membership');
  });
  it('leaves services, generic bodies, surnames and pastimes alone', () => {
    notBy('attends Day Program. attends Church. member of the care team. attends high school.', 'org.membership');
    notBy('goes to catholic church. plays for fun. member of Staff.', 'org.membership');
    notBy('Attends Dialysis Tues/Thurs/Sat. attends AA. attends Grade 3.', 'org.membership');
    notBy('Attended Smith clinic. attends cardiac rehab. member of the senior citizens club.', 'org.membership');
    notBy('member of the teachers union.', 'org.membership');
  });
});
