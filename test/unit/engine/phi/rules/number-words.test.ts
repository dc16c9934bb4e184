// Per-rule tests of identifier.number-word (src/engine/phi/rules/number-words.ts): a code after any noun and its number
// word, and the numbers of phones, rooms, counts and dates that are no identifier. Invented examples, none from any
// evaluation set.
import { identifyPhi } from '../../../../../src/engine/phi/index';
import { ruleChecks } from './rule-checks';

const { finds, notBy } = ruleChecks(identifyPhi);

describe('rule identifier.number-word', () => {
  it('finds a code with a letter prefix, in groups or of six digits after a noun and its number word', () => {
    finds('Scheme: Karoo Health, membership no. KHS 20418837, dependant 01.', 'IDNUM:KHS 20418837', 'identifier.number-word');
    finds('Army, 1970-1972. Service no. US 51 228 904. Discharged.', 'IDNUM:US 51 228 904', 'identifier.number-word');
    finds('FOLDER NO: QTW 771 204\nADDRESS: farm road', 'IDNUM:QTW 771 204', 'identifier.number-word');
    finds('Admitted to the hospice (hospice no. KP-55102) today.', 'IDNUM:KP-55102', 'identifier.number-word');
    finds('Valuables sent to security, envelope # T-30917.', 'IDNUM:T-30917', 'identifier.number-word');
    finds('Tissue slide number 4471902 sent away.', 'IDNUM:4471902', 'identifier.number-word');
  });
  it('leaves phones, rooms, beds, counts, short numbers and dates alone', () => {
    notBy('Tel no. 0131 496 0000. Mobile number 07700 900123.', 'identifier.number-word');
    notBy('Room no. 1204, bed # 2231. Step no. 4 of 5.', 'identifier.number-word');
    notBy('No. of episodes 12345. Store #0417. Site no. 1147.', 'identifier.number-word');
    notBy('Admission no. 12/03/2026. Visit number 2026-11-30.', 'identifier.number-word');
    notBy('NURSING NOTE 0700-1900: PT STABLE. Progress Note AB 1234.', 'identifier.number-word');
    notBy('A. Roe RRT #4-5120. Helpline number 617 555 0142.', 'identifier.number-word');
    notBy('PA catheter placed with opening # PA 70/38 PWP 40. Visit no. 12 03 2026.', 'identifier.number-word');
  });
});

describe('rule identifier.number-word: codes with letters inside or after the digits (fix23c)', () => {
  it('finds a code of letters, slashes or hyphened parts after any label and its number word', () => {
    finds('Docket No. 2026-CV-08-1147 in the county court', 'IDNUM:2026-CV-08-1147', 'identifier.number-word');
    finds('Bursary no. 5530718Q on the form', 'IDNUM:5530718Q', 'identifier.number-word');
    finds('LICENSING BOARD NR. KT/44109/22 ISSUED', 'IDNUM:KT/44109/22', 'identifier.number-word');
    finds('Ethics committee # HREC-2025-00417 approved', 'IDNUM:HREC-2025-00417', 'identifier.number-word');
    finds('scheme enrollee number: RX/BN/0093318/04', 'HEALTHPLAN:RX/BN/0093318/04', 'identifier.number-word');
  });
  it('leaves digits alone, short codes, units, phones, dates, and labels of things that are no one\'s', () => {
    notBy('Chart review no. 4471 of 2026; bed no. 2B-114; trial arm no. 3A-09.', 'identifier.number-word');
    notBy('Gave no 10000units of heparin; no 12500mg dose; seen in Room no. 44B-1120A.', 'identifier.number-word');
    notBy('Page no. 14-22-3; table no. C-44120; Version no. 2024/11/03 of the leaflet.', 'identifier.number-word');
    notBy('she said no 2 times; cell no. 617-555-0142; visit no: 12/04/2026.', 'identifier.number-word');
    notBy('BP no. 128/74; blood unit # W0412-26-118833-E hung; output # 12500cc.', 'identifier.number-word');
  });
});
