// Per-rule tests of facility.royal-patron (src/engine/phi/rules/royal-patrons.ts): a hospital named for a royal patron
// after a place cue, without its facility word. Invented examples over a hand-made dictionary: these English words,
// a few given names, and no surname, so "Adeyemo" is a word no list knows.
import type { PhiDictionaries } from '../../../../../src/engine/phi/index';
import { createPhiIdentifier } from '../../../../../src/engine/phi/index';
import { ruleChecks } from './rule-checks';

const DICTS: PhiDictionaries = {
  names: new Set(['alexandra', 'elizabeth', 'charles', 'james']),
  given: new Set(['alexandra', 'elizabeth', 'charles', 'james']),
  english: new Set('to from at via the if not improving returned on monday seen spoke son met with version transferred for his daughter'.split(' ')),
  cities: new Set(),
  states: new Map(),
  countries: new Set(),
  source: 'file',
};
const { finds, notBy } = ruleChecks(createPhiIdentifier(DICTS));

describe('rule facility.royal-patron', () => {
  it('finds a hospital named for a royal patron after a place cue', () => {
    finds('If not improving, transferred to Princess Alexandra via retrieval.', 'HOSPITAL:Princess Alexandra', 'facility.royal-patron');
    finds('Returned from the Queen Elizabeth on Monday.', 'HOSPITAL:Queen Elizabeth', 'facility.royal-patron');
    finds('Seen at Prince Charles ED.', 'HOSPITAL:Prince Charles', 'facility.royal-patron');
  });
  it('leaves a person whose given name is a title, a surname after the title and a third name alone', () => {
    notBy('Spoke to Prince Adeyemo (son). Met with Queen Elizabeth Adeyemo. The King James version.', 'facility.royal-patron');
    notBy('Visited by Princess Alexandra, his daughter, at Prince Adeyemo.', 'facility.royal-patron');
  });
});
