// Per-rule tests of the labelled numbers widened in the eleventh round (fixB): the provinces' own health-card labels and
// Australia's DVA card (identifier.registration, rules/registration-numbers.ts), a bare HRN (identifier.labelled), a
// UHID with its site's letters (identifier.international), a long or shortly labelled accession number
// (identifier.accession), and the street rule that no longer runs over a blank line. Invented examples, none from any
// evaluation set.
import { identifyPhi } from '../../../../../src/engine/phi/index';
import { ruleChecks } from './rule-checks';

const { finds, clean, notBy } = ruleChecks(identifyPhi);

describe('rule identifier.registration (provincial health cards and the DVA card)', () => {
  it('finds a health card after the provinces\' own labels, in capitals or in small letters', () => {
    finds('Patient: Ab Cd   AHCIP: 40718-2265\nDate: 2026-01-04', 'HEALTHPLAN:40718-2265', 'identifier.registration');
    finds('pt: roe, jan     hsn 604 118 273   seen 0300', 'HEALTHPLAN:604 118 273', 'identifier.registration');
    finds('PHIN: 312 774 905   Ward 3', 'HEALTHPLAN:312 774 905', 'identifier.registration');
    finds('MCP No. 118 204 337 912 on file', 'HEALTHPLAN:118 204 337 912', 'identifier.registration');
  });
  it('takes Ontario\'s version code after a blank in capitals, never a lower-case word', () => {
    finds('pt: roe, jan     hcn: 5512 908 334 KT\ntriage 0200', 'HEALTHPLAN:5512 908 334 KT', 'identifier.registration');
    finds('hcn 5512 908 334 to follow', 'HEALTHPLAN:5512 908 334', 'identifier.registration');
  });
  it('finds the file number on a DVA Gold or White Card', () => {
    finds('Re: Mr Ab Cd, DVA Gold Card QX318840\n', 'HEALTHPLAN:QX318840', 'identifier.registration');
    finds('DVA No. VSM20417 (White Card)', 'HEALTHPLAN:VSM20417', 'identifier.registration');
  });
  it('leaves the same letters in clinical prose alone', () => {
    clean('mcp joint swelling x3, hsn ed triage, phin pending', 'HEALTHPLAN');
    clean('MCP 2 and 3 synovitis; DVA to be contacted about the claim.', 'HEALTHPLAN');
    clean('HSN: see card', 'HEALTHPLAN');
  });
});

describe('rule identifier.labelled (a bare HRN)', () => {
  it('finds a hospital record number after HRN and a column gap', () => {
    finds('RE: Ab Cd    DOB 04/05/1961    HRN 0338172\n', 'MEDICALRECORD:0338172', 'identifier.labelled');
  });
  it('leaves HRN with a short number or a word alone', () => {
    clean('HRN 42 pending', 'MEDICALRECORD');
    clean('HRN to follow', 'MEDICALRECORD');
  });
});

describe('rule identifier.international (a UHID with its site\'s letters)', () => {
  it('finds the UHID whole, letters, full stop and digits', () => {
    finds('UHID: KLM.0022718440        IP No: 7', 'MEDICALRECORD:KLM.0022718440', 'identifier.international');
  });
  it('leaves a full stop that ends the sentence out', () => {
    finds('UHID 44718823. Admitted', 'MEDICALRECORD:44718823', 'identifier.international');
  });
});

describe('rule identifier.accession (long numbers and the short label)', () => {
  it('finds a long radiology accession and one after ACC: or Acc #', () => {
    finds('ACCESSION: MRX2503140221     MRN: 8', 'MEDICALRECORD:MRX2503140221', 'identifier.accession');
    finds('PATIENT: ROE, AB     ACC: MR25-0041187\n', 'MEDICALRECORD:MR25-0041187', 'identifier.accession');
    finds('Acc: MR25-0041187 read by', 'MEDICALRECORD:MR25-0041187', 'identifier.accession');
  });
  it('leaves a lower-case glucose and the college alone', () => {
    clean('acc: 145 at 0600, acc 212 at 1100', 'MEDICALRECORD');
    clean('per ACC/AHA 2023 class I; ACC: 112', 'MEDICALRECORD');
  });
});

describe('rule identifier.registration (a province\'s code and its plan\'s label, fix19d)', () => {
  it('finds the health number after a province\'s code and "Health", "Health Care" or "Reg", and after "HN:"', () => {
    finds('Pt: Roe, Ab   NB Health #: 0017 442 918   Chart: X-1', 'HEALTHPLAN:0017 442 918', 'identifier.registration');
    finds('Patient: Ab Cd   YT Health Care # 204 771 386', 'HEALTHPLAN:204 771 386', 'identifier.registration');
    finds('SK Reg 771204   MRN 0044', 'HEALTHPLAN:771204', 'identifier.registration');
    finds('Patient: Cd, Ab   HN: 6643 208 117 LM', 'HEALTHPLAN:6643 208 117 LM', 'identifier.registration');
  });
  it('leaves the code and the word in prose, a short number and "HN" without its colon alone', () => {
    clean('Moved to NS Health region in 2019; ON Health advice followed.', 'HEALTHPLAN');
    clean('NB Reg 44 beds; HN 2 of 3 nodes; on health card 12.', 'HEALTHPLAN');
  });
  it('leaves the province\'s plan before its number sign alone as a place (fix19d)', () => {
    clean('Pt: Roe, Ab   NB Health #: 0017 442 918', 'HOSPITAL', 'ORGANIZATION');
    clean('Patient: Ab Cd   YT Health Care # 204 771 386', 'HOSPITAL', 'ORGANIZATION');
  });
});

describe('rule street.suffix (never over a blank line)', () => {
  it('leaves a number before a blank line and a greeting to Dr alone', () => {
    notBy('NHS No: 401 227 9034\n\nDear Dr Roe', 'street.suffix');
  });
  it('still finds a street on one line', () => {
    finds('lives at 14 Ashgrove Drive with her son', 'STREET:14 Ashgrove Drive', 'street.suffix');
  });
});
