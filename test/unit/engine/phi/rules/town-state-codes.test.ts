// Per-rule tests of place.town-state-code (src/engine/phi/rules/town-state-codes.ts): a US state's code in capitals
// right after a gazetteer town in a ward note's sentence or a letterhead, and the conjunctions, shorthand, credentials
// and homes that share its letters. Invented examples, none from any evaluation set. A small hand-made dictionary
// stands in for the built file.
import { createPhiIdentifier } from '../../../../../src/engine/phi/index';
import { handMade, ruleChecks } from './rule-checks';

const DICTS = handMade({
  english: [
    'transferred', 'from', 'regional', 'with', 'exac', 'lives', 'alone', 'in', 'apt', 'retired', 'son', 'drove', 'wife',
    'and', 'to', 'or', 'after', 'plan', 'seen', 'by', 'today', 'open', 'mri', 'pt', 'rehab', 'normal', 'appearance',
    'manor', 'oak', 'home', 'neuro', 'ok', 'mother', 'willing', 'sister', 'visits', 'on', 'weekends', 'her', 'for', 'is', 'daughter', 'lives', 'post', 'apex', 'inf', 'stable', 'htn', 'she', 'was', 'out', 'of', 'af', 'overnight',
  ],
  names: ['ann', 'salem', 'warren', 'jordan'],
  cities: ['quarrington', 'pell junction', 'ostrava falls', 'salem', 'lowell', 'warren', 'normal', 'manor', 'tamsworth', 'post', 'apex'],
});
const identify = createPhiIdentifier(DICTS);
const { finds, notBy } = ruleChecks(identify);

describe('rule place.town-state-code', () => {
  it('reads a state code after a gazetteer town in a ward note, with or without the comma', () => {
    finds('transferred from Quarrington Regional in Quarrington IN with COPD exac', 'STATE:IN', 'place.town-state-code');
    finds('transferred from Quarrington Regional in Quarrington IN with COPD exac', 'CITY:Quarrington', 'place.town-state-code');
    finds('lives alone in apt in Tamsworth NH, retired', 'STATE:NH', 'place.town-state-code');
    finds('Mother lives in Ostrava Falls, OR, willing to help', 'STATE:OR', 'place.town-state-code');
    finds('DAUGHTER LIVES IN LOWELL MA.\nNEURO: OK', 'STATE:MA', 'place.town-state-code');
  });
  it('reads a letterhead\'s town and code, the town past the words of the facility', () => {
    finds('OSTRAVA OPEN MRI - PELL JUNCTION CO\nPT: X', 'CITY:PELL JUNCTION', 'place.town-state-code');
    finds('OSTRAVA OPEN MRI - PELL JUNCTION CO\nPT: X', 'STATE:CO', 'place.town-state-code');
  });
  it('leaves a conjunction or a preposition in capitals alone', () => {
    notBy('PLAN TO LOWELL OR QUARRINGTON AFTER REHAB', 'place.town-state-code');
    notBy('SEEN IN LOWELL IN MAY FOR REHAB', 'place.town-state-code');
    notBy('Neuro: Normal IN appearance', 'place.town-state-code');
    notBy('S/P INF/POST MI. APEX AK. HTN.', 'place.town-state-code');
    notBy('SHE WAS QUARRINGTON ND OUT OF AF OVERNIGHT', 'place.town-state-code');
    notBy('stable post MI, Apex AK', 'place.town-state-code');
  });
  it('leaves a credential after a known name, a nursing home and a word code before a name alone', () => {
    notBy('seen by Ann Salem MD today', 'place.town-state-code');
    // A small town's name that is also a signature's surname, after initials (fix13d: towns of 5,000 in more countries).
    notBy('aware pt staying overnight.\nE.K. Quarrington MD', 'place.town-state-code');
    notBy('plan reviewed with J Tamsworth PA', 'place.town-state-code');
    // A title a few words before the town: a surname's last word that a gazetteer holds as a town.
    notBy('Physician: Dr. Ann Van Quarrington, MD, FACP', 'place.town-state-code');
    notBy('seen by Jordan Warren PA today', 'place.town-state-code');
    notBy('transferred from Oak Manor NH in Lowell', 'place.town-state-code');
    notBy('her sister visits from Lowell OR Tamsworth on weekends', 'place.town-state-code');
  });
});
