// facility.suffix widened (fix23a): an outpatient dialysis unit named by its place and its kind ("X Y Dialysis", "X Kidney
// Care", "X Renal Center": vocab/facility-suffixes.ts DIALYSIS_KINDS, rules/dialysis-units.ts), and the same words naming
// the treatment in a problem list, a plan or a heading, which stay alone. Invented examples.
import { identifyPhi } from '../../../../../src/engine/phi/index';
import { ruleChecks } from './rule-checks';

const { finds, clean } = ruleChecks(identifyPhi);

describe('rule facility.suffix: dialysis units by their place (fix23a)', () => {
  it('finds a dialysis unit named by its place before its kind', () => {
    finds('ESRD, HD TTS at Tessel Creek Dialysis since 2021.', 'ORGANIZATION:Tessel Creek Dialysis', 'facility.suffix');
    finds('Per her outpatient unit (Tessaway Harbor Kidney Care), dry weight is 64 kg.', 'ORGANIZATION:Tessaway Harbor Kidney Care', 'facility.suffix');
    finds('Called Quillan Ridge Renal Center, spoke w/ charge RN.', 'ORGANIZATION:Quillan Ridge Renal Center', 'facility.suffix');
    finds('He dialyses at Brennock Dialysis Unit on MWF.', 'ORGANIZATION:Brennock Dialysis Unit', 'facility.suffix');
  });
  it('leaves dialysis as a treatment, its modality and a clinical phrase before it alone', () => {
    for (const text of [
      'Indication: Acute Kidney Injury Requiring Dialysis\n',
      'Hyperkalemia Needing Emergent Dialysis\n',
      'Renal Failure On Peritoneal Dialysis\n',
      'Plan: Continue Dialysis per renal.\n',
      'Started Home Dialysis in 2019.\n',
      'Problem List: ESRD on Dialysis\n',
      'PT MISSED DIALYSIS YESTERDAY, RENAL AWARE.\n',
      'Seen by Chronic Kidney Care team today.\n',
    ]) clean(text, 'ORGANIZATION', 'HOSPITAL');
  });
});
