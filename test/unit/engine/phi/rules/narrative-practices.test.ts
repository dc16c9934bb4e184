// Per-rule tests of facility.narrative-practice (src/engine/phi/rules/narrative-practices.ts, run in the note-places
// family): a specialist practice named in running narrative after a word of being seen, followed or sent there.
// Invented examples over a hand-made dictionary of English words, so that any other word is one no list knows.
import { createPhiIdentifier } from '../../../../../src/engine/phi/index';
import { englishOnly, ruleChecks } from './rule-checks';

const identify = createPhiIdentifier(
  englishOnly(
    ('the and to with at in of for by on is was had seen referred follow up weeks general pediatric interventional ' +
      'he she his her pt outpt cardiologist cardiology urology oncology heart associates fellow team consult discussed ' +
      'followed sees ridge labs drawn gets today spoke recs per plan aware vascular surgery renal history smith').split(' '),
  ),
);
const { finds, notBy } = ruleChecks(identify);

describe('rule facility.narrative-practice', () => {
  it('finds a specialist practice after a word of being seen, followed or sent', () => {
    finds('He is followed by Quenbury Urology and gets his labs drawn today.', 'HOSPITAL:Quenbury Urology', 'facility.narrative-practice');
    finds('Outpt cardiologist is with Tolvane Ridge Cardiology.', 'HOSPITAL:Tolvane Ridge Cardiology', 'facility.narrative-practice');
    finds('PREVIOUSLY FOLLOWED BY TARVISHAM HEART ASSOCIATES. NO CHANGES.', 'HOSPITAL:TARVISHAM HEART ASSOCIATES', 'facility.narrative-practice');
    finds('She sees Penrithen Oncology Associates every 3 weeks.', 'HOSPITAL:Penrithen Oncology Associates', 'facility.narrative-practice');
  });
  it('leaves departments, titled surnames, roles of this hospital, English names and organs without a group word alone', () => {
    notBy('Discussed with Cardiology; seen by Interventional Cardiology and Pediatric Urology.', 'facility.narrative-practice');
    notBy('Per Dr Quenbury Cardiology recs, plan aware.', 'facility.narrative-practice');
    notBy('Discussed with Quenbury Cardiology fellow and team.', 'facility.narrative-practice');
    notBy('Spoke with Smith Urology today.', 'facility.narrative-practice');
    notBy('Followed by Tarvisham Heart. Referred to Vascular Surgery.', 'facility.narrative-practice');
    notBy('History of Quenbury Urology consult.', 'facility.narrative-practice');
    notBy('he is followed by quenbury urology', 'facility.narrative-practice');
  });
});
