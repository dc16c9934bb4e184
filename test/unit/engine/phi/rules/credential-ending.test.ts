// Per-rule tests of person.credential-title's surnames that end like English words (src/engine/phi/rules/note-people.ts,
// seeds51): right after a credential ("np", "rn", "resident"), a word no list holds that the lists set aside only for
// its -al, -ous or -ive ending is the clinician's name, in any letter case; a one-letter slip of an English word, an
// English word and an inflected verb are not. Invented examples, none from any evaluation set. A small hand-made
// dictionary stands in for the built file.
import { createPhiIdentifier } from '../../../../../src/engine/phi/index';
import { handMade, ruleChecks } from './rule-checks';

const DICTS = handMade({
  english: [
    'per', 'diuresed', 'call', 'with', 'results', 'discussed', 'will', 'plan', 'protocol', 'followed', 'assessment', 'done', 'nasal',
    'swab', 'sent', 'notified', 'aware', 'bilateral', 'suctioning', 'reported', 'changes', 'at', 'bedside', 'today', 'pt', 'and',
  ],
});
const identify = createPhiIdentifier(DICTS);
const { finds, notBy } = ruleChecks(identify);

describe('rule person.credential-title: surnames with an English-like ending', () => {
  it('reads the word after a credential as the name, in lower case and in capitals', () => {
    finds('renal: lasix 20 iv x1 per np rozal, diuresed 800cc.', 'DOCTOR:rozal', 'person.credential-title');
    finds('CALL RN GAZESHOUS WITH RESULTS.', 'DOCTOR:GAZESHOUS', 'person.credential-title');
    finds('plan discussed with resident tremival today.', 'DOCTOR:tremival', 'person.credential-title');
    finds('Plan d/w NP Kelmarive at bedside.', 'DOCTOR:Kelmarive', 'person.credential-title');
  });

  it('leaves a one-letter slip of an English word, an English word and an inflected verb alone', () => {
    notBy('np protcol followed.', 'person.credential-title');
    notBy('rn assesment done.', 'person.credential-title');
    notBy('NP NASAL SWAB SENT.', 'person.credential-title');
    notBy('rn notified, md aware.', 'person.credential-title');
    notBy('np suctioning done. rn reported changes.', 'person.credential-title');
  });
});
