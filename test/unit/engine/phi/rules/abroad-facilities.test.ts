// Per-rule tests of facility.day-hospital and facility.kind-initials (src/engine/phi/rules/abroad-facilities.ts, run in
// the note-places family): day hospitals by their town, and a town with the initials of its kind of facility. Invented
// examples over a hand-made dictionary of English words, so that any other word is one no list knows.
import { createPhiIdentifier } from '../../../../../src/engine/phi/index';
import { englishOnly, ruleChecks } from './rule-checks';

const identify = createPhiIdentifier(
  englishOnly(
    ('the and to with at in of for by on is was he she attends attended day hospital centre center twice weekly monday ' +
      'elderly psychiatric medical care then seen referred from back follow up cardiology clinic level grade mg').split(' '),
  ),
);
const { finds, notBy } = ruleChecks(identify);

describe('rule facility.day-hospital', () => {
  it('finds a day hospital or day centre named by its town', () => {
    finds('He attends Quarnley Day Hospital twice weekly.', 'HOSPITAL:Quarnley Day Hospital', 'facility.day-hospital');
    finds('She was seen at Tolvane Day Centre on Monday.', 'HOSPITAL:Tolvane Day Centre', 'facility.day-hospital');
    finds('TRANSFERRED FROM QUARNLEY DAY HOSPITAL.', 'HOSPITAL:QUARNLEY DAY HOSPITAL', 'facility.day-hospital');
  });
  it('leaves a generic day hospital, a weekday and a lower-case "day" alone', () => {
    notBy('He attends the Elderly Day Hospital and the Psychiatric Day Centre.', 'facility.day-hospital');
    notBy('Seen Monday. Day Hospital twice weekly. Quarnley day hospital.', 'facility.day-hospital');
    notBy('SEEN AT THE ELDERLY DAY HOSPITAL. BACK TO DAY HOSPITAL MONDAY.', 'facility.day-hospital');
  });
});

describe('rule facility.level-tier', () => {
  it('finds a town and the tier of its hospital', () => {
    finds('Referred from Quarnley Level 4 with fever.', 'HOSPITAL:Quarnley Level 4', 'facility.level-tier');
  });
  it('leaves English words, a lower-case level, a decimal and a tier with no town alone', () => {
    notBy('Seen at Level 4. Grade Level 3. Quarnley level 4. Quarnley Level 4.5 mg. Care Level 2.', 'facility.level-tier');
  });
});

describe('rule facility.kind-initials', () => {
  it('finds a town and the initials of its kind of facility, after it or (a health centre) before it', () => {
    finds('Referred from Quarnley DGH on Monday.', 'HOSPITAL:Quarnley DGH', 'facility.kind-initials');
    finds('Then seen at Tolvane CBOC for follow up.', 'HOSPITAL:Tolvane CBOC', 'facility.kind-initials');
    finds('Referred from PHC Ambavaram with fever.', 'HOSPITAL:PHC Ambavaram', 'facility.kind-initials');
  });
  it('leaves the initials alone, after a clinical or English word, and in lower case', () => {
    notBy('Seen at the CHC. Referred to Cardiology CBOC. Follow up at PHC level.', 'facility.kind-initials');
    notBy('seen at quarnley dgh. Quarnley Dgh.', 'facility.kind-initials');
  });
  it('finds a veterans\' or a rural health service by its initials, in capitals too (fix15b)', () => {
    finds('Then seen at Tolvane VAMC for follow up.', 'HOSPITAL:Tolvane VAMC', 'facility.kind-initials');
    finds('QUARNLEY VAMC - INTAKE', 'HOSPITAL:QUARNLEY VAMC', 'facility.kind-initials');
    finds('Referred from Tolvane MPHS with fever.', 'HOSPITAL:Tolvane MPHS', 'facility.kind-initials');
    finds('Follow up at Quarnley ACCHS on Monday.', 'HOSPITAL:Quarnley ACCHS', 'facility.kind-initials');
  });
  it('leaves the service initials after English or clinical words in capitals alone', () => {
    notBy('SEEN AT THE VAMC. FOLLOW UP CARDIOLOGY VAMC. Seen at the MPHS.', 'facility.kind-initials');
  });
});
