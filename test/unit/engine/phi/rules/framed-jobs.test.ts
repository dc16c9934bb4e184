// Per-rule tests of profession.framed-job (src/engine/phi/rules/framed-jobs.ts): a job no list holds, with the shape of a
// person's work noun, between a verb of being and its article (or an age and sex) and an employer closed by a firm's
// word; and the agent nouns in that frame that are no job (a habit, a state, a relative, a clinician). Invented
// examples, none from any evaluation set. A small hand-made dictionary stands in for the built file.
import { createPhiIdentifier } from '../../../../../src/engine/phi/index';
import { englishOnly, ruleChecks } from './rule-checks';

const DICTS = englishOnly([
  'pt', 'is', 'a', 'an', 'was', 'at', 'for', 'with', 'retired', 'former', 'she', 'he', 'social', 'lives', 'alone', 'son', 'called',
  'mine', 'mining', 'packing', 'co', 'casino', 'drilling', 'timber', 'freight', 'seafoods', 'poultry', 'paper', 'grain', 'power',
  'heavy', 'smoker', 'member', 'customer', 'transfer', 'daughter', 'surgeon', 'yo', 'm', 'f', 'the', 'and', 'works', 'nights',
]);
const { finds, notBy } = ruleChecks(createPhiIdentifier(DICTS));

describe('rule profession.framed-job', () => {
  it('finds a job of a work noun\'s shape between "is a" or an age and sex and its employer', () => {
    finds('SOCIAL: PT IS A TUBER GRADER AT QUELLANT FLATS PACKING CO. SON CALLED.', 'PROFESSION:TUBER GRADER', 'profession.framed-job');
    finds('She is a roulette dealer at Brannoch Sands Casino.', 'PROFESSION:roulette dealer', 'profession.framed-job');
    finds('Pt is a retired seam bolter for Velmont Ridge Mining, lives alone.', 'PROFESSION:seam bolter', 'profession.framed-job');
    finds('Social: 47 yo limbsman with Ostrava Timber. Lives alone.', 'PROFESSION:limbsman', 'profession.framed-job');
  });
  it('leaves a habit, a state, a relative or a clinician in that frame alone', () => {
    notBy('He is a heavy smoker at Quellant Flats Packing Co.', 'profession.framed-job');
    notBy('She is a member at Brannoch Sands Casino. He is a customer at Ostrava Timber.', 'profession.framed-job');
    notBy('Pt is a transfer from Velmont Ridge Mining. She is a daughter at Quellant Poultry.', 'profession.framed-job');
    notBy('He was a surgeon at Ostrava Timber.', 'profession.framed-job');
    notBy('He is a cyclist with Dundee Wheelers. She was a prisoner at Camp Velmont.', 'profession.framed-job');
  });
});
