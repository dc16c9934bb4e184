// Per-rule tests of person.name-ward-credential (src/engine/phi/rules/ward-credential-names.ts): a name no English list
// holds right before a ward role's letters, with a cue before it or what the colleague does after, in any letter case,
// and the ward words in that slot that name no one. Invented examples, none from any evaluation set. A small hand-made
// dictionary stands in for the built file.
import { createPhiIdentifier } from '../../../../../src/engine/phi/index';
import { handMade, ruleChecks } from './rule-checks';

const DICTS = handMade({
  names: ['quarnby', 'velasquith'],
  given: ['ottilie'],
  english: [
    'cpt', 'done', 'by', 'lungs', 'clear', 'consult', 'placed', 'aware', 'eval', 'ambulated', 'feet', 'with', 'the', 'seen', 'wife',
    'family', 'bedside', 'pt', 'ot', 'rt', 'sw', 'to', 'see', 'today', 'and', 'walker', 'plan',
  ],
});
const { finds, notBy } = ruleChecks(createPhiIdentifier(DICTS));

describe('rule person.name-ward-credential', () => {
  it('finds a name before a ward role with a cue before it or what the colleague does after it', () => {
    finds('resp: cpt done by quarnby rt. lungs clear.', 'DOCTOR:quarnby', 'person.name-ward-credential');
    finds('sw consult placed, velasquith sw aware.', 'DOCTOR:velasquith', 'person.name-ward-credential');
    finds('PT/OT: ZELBRANNICK PT EVAL - AMBULATED 60 FEET.', 'DOCTOR:ZELBRANNICK', 'person.name-ward-credential');
  });
  it('leaves ward words, English words and a name with no cue or act beside it alone', () => {
    notBy('seen by the pt. wife pt aware. family sw aware. by bedside rt.', 'person.name-ward-credential');
    notBy('plan: quarnby rt today and walker.', 'person.name-ward-credential');
    notBy('seen by qzv pt today.', 'person.name-ward-credential');
  });
});
