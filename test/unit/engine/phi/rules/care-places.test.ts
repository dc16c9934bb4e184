// Per-rule tests of place.care-at (src/engine/phi/rules/care-places.ts, run in the note-places family): where care
// happened, named after the care and "at". Invented examples over a small hand-made dictionary (note-dicts.ts).
import { createPhiIdentifier } from '../../../../../src/engine/phi/index';
import { NOTE_DICTS } from './note-dicts';
import { ruleChecks } from './rule-checks';

const identify = createPhiIdentifier(NOTE_DICTS);
const { finds, notBy } = ruleChecks(identify);

describe('rule place.care-at', () => {
  it('finds a place written as a name after care and "at", or after a titled clinician and "at"', () => {
    finds('Pt had cath at Quellby which showed 3VD.', 'HOSPITAL:Quellby', 'place.care-at');
    finds('S/P CABG AT NORTHWICK IN MARCH.', 'HOSPITAL:NORTHWICK', 'place.care-at');
    finds('Follows with Dr. Roe at Tarnley for CHF.', 'HOSPITAL:Tarnley', 'place.care-at');
  });
  it('leaves times, positions, generic places, initials and lower-case words after care and "at" alone', () => {
    notBy('Cath at 1400. Echo at bedside. Stent at LAD. Dialysis at home. Appt at OSH.', 'place.care-at');
    notBy('cath at quellby showed 3VD. Pt was at Quellby for two weeks.', 'place.care-at');
    notBy('Surgery at Noon per Dr. Roe at Bedside.', 'place.care-at');
  });
});

describe('rule place.named-service', () => {
  it('finds a service named by a word no list knows before its consult, scale or protocol, with its initial', () => {
    finds('Blood sugars 200s. P: V Quellby consult for sliding scale.', 'HOSPITAL:V Quellby', 'place.named-service');
    finds('cont insulin drip following Quellby scale, asked team to clarify.', 'HOSPITAL:Quellby', 'place.named-service');
  });
  it('leaves services, drugs and lower-case words before a consult, scale or protocol alone', () => {
    notBy('Renal consult called. Heparin protocol. Derm consulted. Pain scale 4/10.', 'place.named-service');
    notBy('quellby consult pending. GYN consult in am. Dr. Roe consult.', 'place.named-service');
  });
});

describe('rule facility.care-stay', () => {
  it('finds the place after "at" when the care it gave follows "for"', () => {
    finds('Pt was at Lakemoor for rehab after the fall.', 'HOSPITAL:Lakemoor', 'facility.care-stay');
    finds('spent 2 wks at Quenby Park for wound care.', 'HOSPITAL:Quenby Park', 'facility.care-stay');
    finds('pt was at quenby for her rehab.', 'HOSPITAL:quenby', 'facility.care-stay');
    finds('PT WAS AT TARVISHAM FOR DIALYSIS.', 'HOSPITAL:TARVISHAM', 'facility.care-stay');
  });
  it('leaves home, states and times after "at", English words in lower case or capitals, and no care after "for" alone', () => {
    notBy('Pt at home for rehab. Pt at Rest for therapy. Seen at Baseline for eval.', 'facility.care-stay');
    notBy('pt was at valley for rehab. PT WAS AT VALLEY RIDGE FOR REHAB.', 'facility.care-stay');
    notBy('Pt was at Quenby for a week. Pt at Quenby for dinner.', 'facility.care-stay');
  });
});
