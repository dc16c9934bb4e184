// Per-rule tests of the staff-cues family (src/engine/phi/rules/staff-cues.ts) and of the record-labels
// rule (src/engine/phi/rules/record-labels.ts): hand-written positives (type, text and rule id) and the hard
// negatives each must leave alone. Invented examples, none from any evaluation set.
import { createPhiIdentifier, type PhiDictionaries } from '../../../../../src/engine/phi/index';
import { ruleChecks } from './rule-checks';

const DICTS: PhiDictionaries = {
  names: new Set(['ann', 'boyd', 'oakes', 'kay', 'lund', 'okonjo', 'karin', 'will', 'hope']),
  given: new Set(['ann', 'kay', 'karin', 'will', 'hope']),
  english: new Set(['assisted', 'with', 'the', 'bath', 'met', 'family', 'to', 'eval', 'in', 'counted', 'sponges', 'aware', 'of', 'labs', 'will', 'hope', 'right', 'left', 'and', 'monitor']),
  cities: new Set(),
  states: new Map(),
  countries: new Set(),
  source: 'file',
};
const identify = createPhiIdentifier(DICTS);
const { finds, clean, spans, notBy } = ruleChecks(identify);

describe('rule person.credential-verb', () => {
  it('types staff with a credential and a verb after it as DOCTOR', () => {
    finds('Ann Boyd, CNA assisted with the bath.', 'DOCTOR:Ann Boyd', 'person.credential-verb');
    finds('Kay Lund, CST counted sponges.', 'DOCTOR:Kay Lund', 'person.credential-verb');
  });
  it('leaves a place before a state code and word-like given names alone', () => {
    clean('Seen in Fall River, MA 02720.', 'DOCTOR');
    clean('Will Right, PT assisted.', 'DOCTOR');
  });
});

describe('rule person.role-period', () => {
  it('finds a full name after a role and its period', () => {
    finds('SW. Tamsika Oakes met with family.', 'DOCTOR:Tamsika Oakes', 'person.role-period');
    finds('SW. Karin Lund met with family.', 'DOCTOR:Karin Lund', 'person.role-period');
  });
  it('leaves a role before common words alone', () => {
    notBy('PT. Will Eval in AM.', 'person.role-period');
  });
});

describe('rule person.role-bracket', () => {
  it('finds a name in brackets after a role', () => {
    finds('PT (Kasienka) to eval in AM.', 'DOCTOR:Kasienka', 'person.role-bracket');
  });
  it('finds a name in brackets after a British or Irish registrar, SHO, physio or consultant', () => {
    finds('Handed over to night reg (Femitola) at 2100.', 'DOCTOR:Femitola', 'person.role-bracket');
    finds('Seen by physio (Bronaghe) on the ward.', 'DOCTOR:Bronaghe', 'person.role-bracket');
    finds('Discussed with the Registrar (Qadrivel) today.', 'DOCTOR:Qadrivel', 'person.role-bracket');
  });
  it('leaves a registrar or physio before a bracketed English word or side alone', () => {
    clean('Physio (Right) and reg (Left) side.', 'DOCTOR');
    clean('Consultant (Monitor) and surgeon (Left).', 'DOCTOR');
  });
  it('leaves bracketed sides and English words alone', () => {
    clean('PT (Right) knee pain.', 'DOCTOR');
    clean('OT (Monitor) in AM.', 'DOCTOR');
  });
});

describe('facility.suffix leaves a ward sentence in capitals alone', () => {
  it('does not take "R. OKONJO AWARE OF LABS" for an organisation', () => {
    clean('R. OKONJO AWARE OF LABS', 'ORGANIZATION');
    clean('MONITOR LABS CLOSELY', 'ORGANIZATION');
    if (!spans('Sent to Summit Ridge Labs.').includes('ORGANIZATION:Summit Ridge Labs')) throw new Error('a named lab is still found');
  });
});

describe('rule identifier.labelled', () => {
  it('finds record and health-plan numbers after a form label', () => {
    finds('Folder no. KB-20417 attached', 'MEDICALRECORD:KB-20417', 'identifier.labelled');
    finds('OP No. 2024/55120', 'MEDICALRECORD:2024/55120', 'identifier.labelled');
    finds('PhilHealth No. 12-345678901-2', 'HEALTHPLAN:12-345678901-2', 'identifier.labelled');
    finds('NHI: QRS1234 DOB 1/2/1950', 'MEDICALRECORD:QRS1234', 'identifier.labelled');
  });
  it('leaves short numbers and house numbers alone', () => {
    clean('File no. 12 is missing.', 'MEDICALRECORD');
    clean('Address: No. 48, Temple Row', 'MEDICALRECORD');
  });
});

describe('rule person.role-bracket: a team or the physician on call naming its member in brackets', () => {
  it('finds "MICU team (Zorbekan) aware" and "MD (ZORBEKAN) notified"', () => {
    finds('MICU team (Zorbekan) aware of bp.', 'DOCTOR:Zorbekan', 'person.role-bracket');
    finds('BP 80/40, MD (ZORBEKAN) NOTIFIED.', 'DOCTOR:ZORBEKAN', 'person.role-bracket');
  });
  it('leaves a unit or a clinical word in brackets alone', () => {
    clean('MD (ICU) notified. TEAM (CCU) AWARE.', 'DOCTOR', 'PATIENT');
  });
});
