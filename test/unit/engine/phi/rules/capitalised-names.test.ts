// Per-rule tests of the capitalised-names family (src/engine/phi/rules/names.ts, initial-names.ts): names
// after a title or role cue, before a credential, an initial and a surname after a hand-off word, a known given
// name and a surname, a name word and an initial, and a name found elsewhere in the note. Eponyms, signs,
// instruments and Title Case prose stay clean. Invented examples, none from any evaluation set.
import { identifyPhi } from '../../../../../src/engine/phi/index';
import { ruleChecks } from './rule-checks';

const { finds, clean } = ruleChecks(identifyPhi);

describe('rule name.cued', () => {
  it('finds a name after a title, a role phrase or "patient"', () => {
    finds('Seen by Dr. Okonkwo in clinic.', 'DOCTOR:Okonkwo', 'name.cued');
    finds('Discussed with Mrs. Pemberton at bedside.', 'PATIENT:Pemberton', 'name.cued');
    finds('Patient Margaret Ellison presented with CP.', 'PATIENT:Margaret Ellison', 'name.cued');
    finds('Attending: Lionel Fairbanks', 'DOCTOR:Lionel Fairbanks', 'name.cued');
    finds('Electronically signed by Corinne Vasquez', 'DOCTOR:Corinne Vasquez', 'name.cued');
  });
  it('ends the name at a comma when a practice follows, and leaves a hospital named for a person to the facility rules', () => {
    finds('PCP: Dr. Quenwick, Larkmoor Pediatrics in town.', 'DOCTOR:Quenwick', 'name.cued');
    finds('PCP: Dr. Quenwick, Larkmoor Pediatrics in town.', 'HOSPITAL:Larkmoor Pediatrics', 'facility.suffix');
    finds('Ordering: Dr. Pellmore, Ostvale Family Practice (fax to follow)', 'DOCTOR:Pellmore', 'name.cued');
    finds('then at Dr. Rosendo Quillby Memorial Hospital overnight', 'HOSPITAL:Dr. Rosendo Quillby Memorial Hospital', 'facility.suffix');
    clean('then at Dr. Rosendo Quillby Memorial Hospital overnight', 'DOCTOR');
  });
  it("ends a header field's name at a tab or a column gap, before the next label", () => {
    finds('NAME: Lionel Fairbanks\tAGE: 91', 'PATIENT:Lionel Fairbanks', 'name.cued');
    finds('Patient: Pemberton      Comments: none', 'PATIENT:Pemberton', 'name.cued');
    finds('Seen by Dr. Corinne  Vasquez today.', 'DOCTOR:Corinne  Vasquez', 'name.cued');
  });
  it('keeps a clinician whose own clinic or list follows the name', () => {
    finds('Follow up in Dr Quenwick Clinic tomorrow.', 'DOCTOR:Quenwick', 'name.cued');
    finds('Seen by Dr. Quenwick, Larkmoor Clinic Director.', 'DOCTOR:Quenwick', 'name.cued');
  });
  it('leaves roles without a name and an eponym after its device alone', () => {
    clean('Charge RN notified. Triage: stable. Attending aware.', 'DOCTOR', 'PATIENT');
    clean('Foley catheter placed; Homans sign negative.', 'DOCTOR', 'PATIENT');
  });
  it('leaves a service named by its organ or field after a role phrase alone, but keeps a titled name', () => {
    clean('Seen by Liver team, CT ordered. Seen by Cardiac Transplant surgeon today.', 'DOCTOR', 'PATIENT');
    finds("Seen by Dr. Okonkwo's team today.", 'DOCTOR:Okonkwo', 'name.cued');
  });
});

describe('rule name.credential', () => {
  it('finds a name before a credential', () => {
    finds('Note by Harriet Quayle, RN.', 'DOCTOR:Harriet Quayle', 'name.credential');
    finds('Plan reviewed with Tobias Wren, MD, FACP.', 'DOCTOR:Tobias Wren', 'name.credential');
    finds('Yours sincerely,\n\nOrlagh Feeney-Basto MCOptom\nOptometrist', 'DOCTOR:Orlagh Feeney-Basto', 'name.credential');
  });
  it('reads British and Commonwealth memberships as credentials, never as names', () => {
    clean('Dr K. Ansah MBChB MRCGP FRACGP', 'PATIENT');
  });
  it('leaves a credential without a name alone', () => {
    clean('Seen by RN. Discussed with MD, plan agreed.', 'DOCTOR', 'PATIENT');
  });
  it('leaves a city we know before its state code alone, in every family: "in Baltimore, MD"', () => {
    clean('Treated at Johns Hopkins Hospital in Baltimore, MD, on arrival.', 'DOCTOR', 'PATIENT');
  });
});

describe('rule name.initial-surname', () => {
  it('finds an initial and a surname after a hand-off word', () => {
    finds('typed by J. Whitaker', 'DOCTOR:J. Whitaker', 'name.initial-surname');
  });
  it('leaves species and list letters alone', () => {
    clean('UTI caused by E. Coli; hepatitis A and B. Denies.', 'DOCTOR', 'PATIENT');
    clean('A. Cardiac: RRR. B. Lungs: clear.', 'DOCTOR', 'PATIENT');
  });
});

describe('rule name.given', () => {
  it('finds a known given name and a surname, keeping the verb out', () => {
    finds('Peter Abernathy reports less SOB.', 'PATIENT:Peter Abernathy', 'name.given');
    finds('Margaret Ellison was seen.', 'PATIENT:Margaret Ellison', 'name.given');
  });
  it('leaves Title Case prose and given names used as words alone', () => {
    clean('The Patient Was Seen In Clinic Today.', 'DOCTOR', 'PATIENT');
    clean('Grace period for the refill. Will call back.', 'DOCTOR', 'PATIENT');
  });
  // A given name that is also a word, then a Title-case plan verb: taken for "Will Monitor" the person.
  it('leaves a Title-case plan opened by "Will" and a plan verb alone', () => {
    clean('Plan: Will Monitor Closely.', 'DOCTOR', 'PATIENT');
  });
});

describe('rule name.word-initial', () => {
  it('finds a name word and an initial after a contact verb', () => {
    finds('Spoke with Fenwick T. about meds.', 'PATIENT:Fenwick T.', 'name.word-initial');
  });
  it('leaves vitamin and hepatitis letters alone', () => {
    clean('Vitamin D. Hepatitis B. Lasix given.', 'DOCTOR', 'PATIENT');
  });
});

describe('rule name.repeat', () => {
  it('finds a surname found by a cue again elsewhere in the note', () => {
    finds('Margaret Ellison was seen. Later Ellison ambulated.', 'PATIENT:Ellison', 'name.repeat');
  });
  it('does not repeat an eponym found as a name', () => {
    clean('Parkinson\'s disease; Babinski sign absent; Nathanson retractor placed.', 'DOCTOR', 'PATIENT');
  });
});

describe('rule name.cued: a note\'s staff labels with their colon', () => {
  it('finds the name after "RN:", "Primary nurse:" and "Signed:"', () => {
    finds('Shift summary above.\nRN: Zorbekan', 'DOCTOR:Zorbekan', 'name.cued');
    finds('Primary nurse: Quella Zorbekan', 'DOCTOR:Quella Zorbekan', 'name.cued');
    finds('Signed: Zorbekan', 'DOCTOR:Zorbekan', 'name.cued');
  });
  it('leaves the labels without a colon, or before a clinical word, alone', () => {
    clean('RN AWARE. NURSE TO CHECK. Signed consent in chart.', 'DOCTOR', 'PATIENT');
    clean('rn: aware of plan', 'DOCTOR', 'PATIENT');
  });
});
