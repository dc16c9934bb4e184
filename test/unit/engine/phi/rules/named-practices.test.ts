// Per-rule tests of facility.named-practice (src/engine/phi/rules/named-practices.ts, run in the note-places family):
// a practice named by its place and what it does, where letters, cc lists and referral forms name one. Invented
// examples over a hand-made dictionary of English words, so that any other word is one no list knows.
import { createPhiIdentifier } from '../../../../../src/engine/phi/index';
import { englishOnly, ruleChecks } from './rule-checks';

const identify = createPhiIdentifier(
  englishOnly(
    ('the and to with at in of for by on is was had seen referred follow up weeks general plastic paediatric interventional ' +
      'day same cardiology surgery team consult re wound please copy letter patient review history valley pioneer outpatient ' +
      'neurology rheumatology endocrinology rooms specialists orthopaedic pediatric plan reason knee dept adult ward psh').split(' '),
  ),
);
const { finds, notBy } = ruleChecks(identify);

describe('rule facility.named-practice', () => {
  it('finds a practice named by its place and its kind after a name and its comma, or a copy label', () => {
    finds('Referred by Dr Aled Carnow, Penrithen Surgery. CT: mass.', 'HOSPITAL:Penrithen Surgery', 'facility.named-practice');
    finds('cc: Northmoor Gastroenterology', 'HOSPITAL:Northmoor Gastroenterology', 'facility.named-practice');
    finds('Follow up: Dr Roe, Quenbury Cardiology Associates, in 2 weeks.', 'HOSPITAL:Quenbury Cardiology Associates', 'facility.named-practice');
    finds('cc: Ann Roe, MD; Northmoor Gastroenterology', 'HOSPITAL:Northmoor Gastroenterology', 'facility.named-practice');
    finds('GP: DR K ROE, PARKWYNE SURGERY, TOLVANE', 'HOSPITAL:PARKWYNE SURGERY', 'facility.named-practice');
  });
  it('finds a practice opening a letterhead or a form field\'s line, closed by a group word, a legal form or a dash', () => {
    finds('Kellaby Neurology Rooms, Kellaby ACT\n\nDear Sam,', 'HOSPITAL:Kellaby Neurology Rooms', 'facility.named-practice');
    finds('Pioneer Valley Rheumatology, P.C.  |  Tamsworth\n', 'HOSPITAL:Pioneer Valley Rheumatology', 'facility.named-practice');
    finds('To: Bracken Cove Orthopaedic Specialists - Dr X Roe\n', 'HOSPITAL:Bracken Cove Orthopaedic Specialists', 'facility.named-practice');
    finds('Follow-up: Quarrow Endocrinology - Tallis in 2 weeks', 'HOSPITAL:Quarrow Endocrinology', 'facility.named-practice');
  });
  it('leaves a department, a specialty alone, English place words without a group word and a surgical history alone', () => {
    notBy('Follow-up: General Cardiology in 2 weeks\nPlan: Outpatient Rheumatology\nDept: Adult Neurology, Ward 4\n', 'facility.named-practice');
    notBy('Referred to: Pediatric Orthopaedic Specialists\nReason: Orthopaedic review of knee.\n', 'facility.named-practice');
    notBy('Clinic: Pioneer Valley Rheumatology\nPSH: Nissen Surgery, 2015\nTarvisham Surgery, 2019\n', 'facility.named-practice');
  });
  it('leaves departments, a titled surname, a lower-case kind, and a name with no cue before it alone', () => {
    notBy('Referred to General Surgery and Paediatric Cardiology, seen by Interventional Radiology.', 'facility.named-practice');
    notBy('Consult: Dr Quenbury Surgery team re wound.', 'facility.named-practice');
    notBy('History of Tarvisham surgery in 2019.', 'facility.named-practice');
    notBy('PLAN: NORTHMOOR GASTROENTEROLOGY. S/P TARVISHAM SURGERY, ROE, GENERAL SURGERY.', 'facility.named-practice');
    notBy('Patient had Tarvisham Surgery in 2019.', 'facility.named-practice');
    notBy('Referred to Tarvisham Surgery. Please follow up with Quenbury Cardiology.', 'facility.named-practice');
    notBy('Booked with Dr Roe, Bariatric Surgery, Robotic Surgery and Colorectal Surgery.', 'facility.named-practice');
    notBy('History: appendectomy, Tarvisham Surgery, hernia repair.', 'facility.named-practice');
    notBy('Referred to Quenbury Surgery, Tarvisham Surgery.', 'facility.named-practice');
  });
});
