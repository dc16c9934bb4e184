// The eponyms and services that mainstream reports, letters and discharge summaries write where a name could stand
// (vocab/name-guards.ts: "kerley" among EPONYMS, "protocol" among EPONYM_FOLLOWERS, "life" among the services after
// "seen by"), and the people of the same names, who a title, a cue or a full name still find. Invented examples, none
// from any evaluation set.
import { identifyPhi } from '../../../../../src/engine/phi/index';
import { ruleChecks } from './rule-checks';

const { finds, clean } = ruleChecks(identifyPhi);

describe('clinical eponyms and services written as names', () => {
  it('leaves septal lines, an exercise protocol and a paediatric service alone', () => {
    clean('impression: interstitial edema with kerley b lines and small effusions.', 'PATIENT', 'DOCTOR');
    clean('Exercise tolerance test on the Bruce protocol: 7 minutes, stopped for fatigue.', 'PATIENT', 'DOCTOR');
    clean('Seen by Child Life for procedural support before the cannula.', 'PATIENT', 'DOCTOR');
  });
  it('still finds people of those names after a title, a cue or with a surname', () => {
    finds('discussed with dr kerley at 0300.', 'DOCTOR:kerley', 'person.title');
    finds('Seen by Bruce Whitlam today.', 'DOCTOR:Bruce Whitlam', 'name.cued');
  });
});
