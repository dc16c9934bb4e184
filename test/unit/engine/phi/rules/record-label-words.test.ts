// Per-rule tests of the record labels widened in the eleventh round (fixE): a unit number, an Indian "Regn. No.", a
// dictation's job number, a tribal census number, a lab number, Western Australia's UMRN, Northern Ireland's H&C
// number and a RAMQ card in a lower-case note (identifier.labelled, rules/record-labels.ts); and the same words in
// prose. Invented examples, none from any evaluation set.
import { identifyPhi } from '../../../../../src/engine/phi/index';
import { ruleChecks } from './rule-checks';

const { finds, clean } = ruleChecks(identifyPhi);

describe('rule identifier.labelled (unit, registration, job, census and lab numbers)', () => {
  it('finds a unit number and an Indian registration number in a header', () => {
    finds('Patient: Roe, Ann    Unit #: 6120459\nDate: 2026-03-02', 'MEDICALRECORD:6120459', 'identifier.labelled');
    finds('UNIT NO. 0047216   WARD 7', 'MEDICALRECORD:0047216', 'identifier.labelled');
    finds('Regn. No.: GMC/ORT/25/10442     Bed No.: 3', 'MEDICALRECORD:GMC/ORT/25/10442', 'identifier.labelled');
  });
  it('finds a job, census or lab number as an identifier', () => {
    finds('Dictated by A. Bee, NP    Job #: 3318820', 'IDNUM:3318820', 'identifier.labelled');
    finds('Tribal census #: K-20417', 'IDNUM:K-20417', 'identifier.labelled');
    finds('the biopsy (lab number QE25-B11032) showed a naevus', 'IDNUM:QE25-B11032', 'identifier.labelled');
  });
  it('leaves the words in prose and short values alone', () => {
    clean('Transferred to the unit. Unit # 4 bed 2. Insulin 10 units #2 given.', 'MEDICALRECORD', 'IDNUM');
    clean('Job: retired welder. Labs # 3 sent. Census 24 today.', 'MEDICALRECORD', 'IDNUM');
  });
});

describe('rule identifier.labelled (UMRN, H&C number, RAMQ in lower case)', () => {
  it('finds a UMRN after its colon and an H&C number with or without one', () => {
    finds('Patient: Ab CD     UMRN: B2209174     DOB: 01/02/1970', 'MEDICALRECORD:B2209174', 'identifier.labelled');
    finds('Re: Ab Cd, H&C No 412 330 7781\n', 'MEDICALRECORD:412 330 7781', 'identifier.labelled');
    finds('Patient: Ab Cd    H&C No: 4123307781    DOB: 1.2.1960', 'MEDICALRECORD:4123307781', 'identifier.labelled');
  });
  it('finds a RAMQ card after its label in small letters', () => {
    finds('pt: roe, ann  ramq ROEA 6203 1518\n', 'HEALTHPLAN:ROEA 6203 1518', 'identifier.labelled');
  });
  it('leaves H&C in prose and short numbers alone', () => {
    clean('H&C services involved; H&C no 12 on the list. umrn to follow.', 'MEDICALRECORD', 'IDNUM');
  });
});
