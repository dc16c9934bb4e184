// Per-rule tests of person.given-initial-credential (fix12f, rules/given-initial-credential.ts): a staff member named
// by given name, the surname's initial and a credential, in any letter case; and the same shape after words that are
// no one's name. Invented examples, none from any evaluation set.
import { createPhiIdentifier } from '../../../../../src/engine/phi/index';
import { handMade, ruleChecks } from './rule-checks';

// A hand-made dictionary: the given names and the words of the examples, so that "Zorbekah" is a word no list holds.
const DICTS = handMade({
  names: ['rosalind', 'will', 'grace'],
  given: ['rosalind', 'will', 'grace'],
  english: ['will', 'level', 'group', 'bed', 'stage', 'plan', 'from', 'sent', 'refill', 'reply', 'nurse', 'line', 'hi', 'please', 'keep', 'him', 'home',
    'reviewed', 'with', 'to', 'call', 'back', 'pending', 'later', 'aware', 'see', 'gave', 'it', 'grace'],
});
const { finds, notBy } = ruleChecks(createPhiIdentifier(DICTS));

describe('rule person.given-initial-credential', () => {
  it('finds a given name, an initial and a credential in a portal header or a reply, in any case', () => {
    finds('From: Rosalind P., CMA   Sent 3/2/2026 9:14 AM\nRefill sent.', 'DOCTOR:Rosalind P.', 'person.given-initial-credential');
    finds('reply from nurse line (rosalind p., rn) 3/2: hi, please keep him home.', 'DOCTOR:rosalind p.', 'person.given-initial-credential');
    finds('D/C PLAN REVIEWED WITH DTR.\nROSALIND P. RN CM X4-1100', 'DOCTOR:ROSALIND P.', 'person.given-initial-credential');
  });
  it('finds a Title-case word no list holds before the initial', () => {
    finds('From: Zorbekah Q., MA  Sent 1/5/2026', 'DOCTOR:Zorbekah Q.', 'person.given-initial-credential');
  });
  it('leaves words before an initial and a credential that are no name', () => {
    notBy('Hep B. RN aware. STAGE C. NP to see. PLAN B. PA to call. VIT K. RN gave it.', 'person.given-initial-credential');
    notBy('will b. rn later; LEVEL A. RN; GROUP B. RN; bed d. rn; zorbekah q. rn', 'person.given-initial-credential');
    notBy('Rosalind P. to call back; Rosalind P., RNA pending', 'person.given-initial-credential');
  });
});
