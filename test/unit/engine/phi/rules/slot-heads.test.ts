// Per-rule tests of the slot-heads family (src/engine/phi/rules/slot-heads.ts): a job whose head names a thing too,
// read only after an age or a past with a work preposition, or as a relative's bracket. Invented examples, none from
// any evaluation set. A small hand-made dictionary stands in for the built file.
import { createPhiIdentifier } from '../../../../../src/engine/phi/index';
import { englishOnly, ruleChecks } from './rule-checks';

const DICTS = englishOnly([
  'a', 'an', 'the', 'at', 'for', 'with', 'in', 'and', 'is', 'was', 'year', 'old', 'yo', 'male', 'female', 'retired', 'former',
  'brick', 'works', 'tile', 'cutter', 'paint', 'mixer', 'maker', 'agent', 'dispenser', 'setter', 'sheet', 'metal', 'cabinet',
  'livestock', 'land', 'son', 'daughter', 'husband', 'wife', 'brother', 'used', 'as', 'bulking', 'decision', 'cookie', 'pill',
  'she', 'he', 'his', 'her', 'uses', 'home', 'key', 'cement', 'truck', 'contrast', 'given', 'was', 'on', 'no', 'nerve',
  'exposure', 'ward', 'fills', 'weekly', 'visits', 'her', 'mill', 'stone', 'quarry', 'local', 'firm', 'patient', 'lives', 'town', 'pharmacy', 'tool', 'die',
]);
const identify = createPhiIdentifier(DICTS);
const { finds, notBy } = ruleChecks(identify);

describe('rule profession.slot-head', () => {
  it('finds the job after an age or a past when a work preposition follows', () => {
    finds('A 51-year-old tile cutter at a local firm.', 'PROFESSION:tile cutter', 'profession.slot-head');
    finds('44 yo male paint mixer for a brick works.', 'PROFESSION:paint mixer', 'profession.slot-head');
    finds('Retired cabinet maker at the mill.', 'PROFESSION:cabinet maker', 'profession.slot-head');
    finds('Former land agent with a local firm.', 'PROFESSION:land agent', 'profession.slot-head');
    finds('He is a retired tool and die maker at a local firm.', 'PROFESSION:tool and die maker', 'profession.slot-head');
    finds('A 38-year-old pharmacy dispenser at a local firm.', 'PROFESSION:pharmacy dispenser', 'profession.slot-head');
  });
  it('finds the job after a work verb and "as a", before "from" an employer, and a trade\'s pair closing its clause (fix19b)', () => {
    finds('Retired as a pattern maker from the foundry in 2019.', 'PROFESSION:pattern maker', 'profession.slot-head');
    finds('pt a retired stone cutter from a quarry', 'PROFESSION:stone cutter', 'profession.slot-head');
    finds('Wife at bedside; retired tool and die maker, quiet.', 'PROFESSION:tool and die maker', 'profession.slot-head');
    finds('works as a glass cutter for a glazier.', 'PROFESSION:glass cutter', 'profession.slot-head');
  });
  it('leaves a single head with no employer, a thing after "as a" and a decision alone (fix19b)', () => {
    notBy('Retired cabinet maker; lives alone.', 'profession.slot-head');
    notBy('She acts as a decision maker from home.', 'profession.slot-head');
    notBy('used as a bulking agent from the mill.', 'profession.slot-head');
    notBy('former bread and butter maker.', 'profession.slot-head');
  });
  it('finds the job as the whole of a relative\'s bracket, a place after a comma allowed', () => {
    finds('Attender: husband Ravi Kumar (stone cutter), lives in town.', 'PROFESSION:stone cutter', 'profession.slot-head');
    finds('son dale (livestock agent, quarry) main contact.', 'PROFESSION:livestock agent', 'profession.slot-head');
  });
  it('leaves the head alone as a thing, a substance, a manner or a decision', () => {
    notBy('Used as a bulking agent in the mill.', 'profession.slot-head');
    notBy('She is the decision maker at home.', 'profession.slot-head');
    notBy('His pill dispenser at home is used.', 'profession.slot-head');
    notBy('A 60 yo with cement mixer truck exposure.', 'profession.slot-head');
    notBy('Contrast agent given; no nerve agent exposure.', 'profession.slot-head');
    notBy('Daughter (fills his weekly dispenser) visits; wife (and her mixer) at home.', 'profession.slot-head');
    notBy('Retired cookie cutter at home.', 'profession.slot-head');
    notBy('son (tile cutter is used at home)', 'profession.slot-head');
  });
});
