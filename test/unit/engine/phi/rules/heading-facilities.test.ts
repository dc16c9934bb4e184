// Per-rule tests of facility.heading-line (src/engine/phi/rules/heading-facilities.ts): a hospital whose name opens a
// note's first line, in lower case or capitals, before a department, a dash or the line's end, with headings of
// generic or clinical words and later lines as hard negatives, and a practice's or a service's letterhead closed by
// a legal form, a dash, "of" and its town or an address line. Invented examples, none from any evaluation set, over
// the built dictionaries (skipped when they are not built).
import { strict as assert } from 'node:assert';
import { builtChecks } from './rule-checks';

const checks = builtChecks();
const byRule = (text: string): string[] => checks?.byRule(text, 'facility.heading-line') ?? [];

describe('rule facility.heading-line', function () {
  before(function () {
    if (!checks) this.skip();
  });
  it('reads a lower-case hospital heading an ED note', () => {
    assert.deepEqual(byRule('quillon valley hospital ed - brandon mb\npt: ab cd\n'), ['HOSPITAL:quillon valley hospital']);
    assert.deepEqual(byRule('tarrow creek health centre - emergency\npt: ab\n'), ['HOSPITAL:tarrow creek health centre']);
    assert.deepEqual(byRule('health sciences centre emerg - corner brook nl\n'), ['HOSPITAL:health sciences centre']);
  });
  it('reads a capitals heading with a department or a town after the facility word', () => {
    assert.deepEqual(byRule('PELLOW RIDGE MEDICAL CENTER RADIOLOGY\nPatient: X\n'), ['HOSPITAL:PELLOW RIDGE MEDICAL CENTER']);
    // A capitals line with a Title-case town is no shouting line (core/shouting.ts, struct19): read in place, the practice
    // or hospital is facility.suffix's; in capitals throughout the line is calmed and this rule reads it.
    assert.deepEqual(byRule('MARROWAY HOSPITAL EMERGENCY - TALLWOOD, BC\n'), ['HOSPITAL:MARROWAY HOSPITAL']);
    assert.deepEqual(checks!.byRule('MARROWAY HOSPITAL EMERGENCY - Tallwood, BC\n', 'facility.suffix'), ['HOSPITAL:MARROWAY HOSPITAL']);
    assert.deepEqual(byRule('\n  KESTLE BAY HEALTH CENTRE TALLWOOD - GIM CONSULTATION\n'), ['HOSPITAL:KESTLE BAY HEALTH CENTRE']);
  });
  it('leaves generic and clinical headings, and later lines, alone', () => {
    const negatives = [
      'general hospital ed - note\n', 'HOSPITAL COURSE\n', 'Discharge from hospital - summary\n', 'Brief Hospital Course:\n',
      'ICU Nursing Progress Note\n', 'Community Hospital Discharge\n', 'Note\nquillon valley hospital ed - brandon\n',
    ];
    for (const text of negatives) assert.deepEqual(byRule(text), [], text);
  });
  it('reads a practice\'s letterhead closed by a legal form, a dash, "of" and its town, or an address line', () => {
    assert.deepEqual(byRule('Tarrow Kidney & Hypertension, PLLC\n14 Mill Rd, Brandon\n'), ['HOSPITAL:Tarrow Kidney & Hypertension']);
    assert.deepEqual(byRule('Pellow Lung & Sleep, P.C.\nDear Dr X\n'), ['HOSPITAL:Pellow Lung & Sleep']);
    // A capitals line with a Title-case town is no shouting line (core/shouting.ts, struct19): read in place, the practice
    // or hospital is facility.suffix's; in capitals throughout the line is calmed and this rule reads it.
    assert.deepEqual(checks!.byRule('MARROWAY RADIOLOGY ASSOCIATES - Tallwood, ID\nEXAM: CT\n', 'facility.suffix'), ['ORGANIZATION:MARROWAY RADIOLOGY ASSOCIATES']);
    assert.deepEqual(byRule('KESTLE PLAINS HEALTH — DISCHARGE SUMMARY\n'), ['HOSPITAL:KESTLE PLAINS HEALTH']);
    assert.deepEqual(byRule('QUILLON IMAGING OF TALLWOOD\nCT HEAD\n'), ['HOSPITAL:QUILLON IMAGING OF TALLWOOD']);
    assert.deepEqual(byRule('Ardle & Penmore Surgery\nArdle, Lowshire LE1 2AB\n'), ['HOSPITAL:Ardle & Penmore Surgery']);
  });
  it('leaves headings of a department, a specialty or a kind of care, and a kind with no address after it, alone', () => {
    const negatives = [
      'Department of Cardiology\nMarroway Hospital\n', 'Colorectal Surgery\nDr X, Consultant\n', 'Community Health Services - referral\n',
      'Occupational Health Services - Return to Work\n', 'Mental Health Services\n12 Main St\n', 'General Surgery, PLLC\n',
      'Tarrow Creek Urology\nEXAM: CT\n', 'TARROW PARAMEDIC SERVICES - CALL REPORT\n', 'tarrow creek urology - note\n', 'Note\nMarroway Radiology Associates - Tallwood\n',
    ];
    for (const text of negatives) assert.deepEqual(byRule(text), [], text);
  });
  it('reads a letterhead with its town, street or phone on the same line, or a phone or suite on the next (fix15b)', () => {
    assert.deepEqual(byRule('TARROW CREEK RHEUMATOLOGY  Brandon, WV  F 304-555-0100\n'), ['HOSPITAL:TARROW CREEK RHEUMATOLOGY']);
    // A capitals line with a Title-case town is no shouting line (core/shouting.ts, struct19): read in place, the practice
    // or hospital is facility.suffix's; in capitals throughout the line is calmed and this rule reads it.
    assert.deepEqual(checks!.byRule('PELLOW RHEUMATOLOGY ASSOCIATES, Brandon, TX\n', 'facility.suffix'), ['ORGANIZATION:PELLOW RHEUMATOLOGY ASSOCIATES']);
    assert.deepEqual(byRule('MARROWAY ARTHRITIS CENTER | 101 Elm Ave | Brandon, NJ\n'), ['HOSPITAL:MARROWAY ARTHRITIS CENTER']);
    assert.deepEqual(byRule('Kestle Valley Endocrine\nSuite 4, 12 Elm Dr, Brandon\n'), ['HOSPITAL:Kestle Valley Endocrine']);
    assert.deepEqual(byRule('Tarrow Lung Center\nPh 555-0100  Fax 555-0101\n'), ['HOSPITAL:Tarrow Lung Center']);
    assert.deepEqual(byRule('QUILLWORK OCCUPATIONAL MEDICINE - INJURY VISIT\n'), ['HOSPITAL:QUILLWORK OCCUPATIONAL MEDICINE']);
  });
  it('leaves a department, a specialty or a kind of care before a town, a street or a phone alone', () => {
    const negatives = [
      'Cardiology Associates, Brandon, MA\n', 'Sports Medicine Clinic  Denver, CO\n', 'Memory Clinic\n12 High Street\n',
      'Family Medicine, Boston, MA 02115\n', 'INTERNAL MEDICINE - CONSULT NOTE\n', 'Pain Clinic | 14 Elm St\n',
      'Occupational Medicine\nPh 555-0100\n',
    ];
    for (const text of negatives) assert.deepEqual(byRule(text), [], text);
  });
  it('reads a dialysis unit, a recovery centre, a care home, a genetics service or a chain heading its form (fix16b)', () => {
    assert.deepEqual(byRule('Tarrow Flats Dialysis - Brandon\nMonthly note\n'), ['HOSPITAL:Tarrow Flats Dialysis']);
    assert.deepEqual(byRule('Quillon Bend Dialysis (a facility of Marroway Renal)\n12 Elm St\n'), ['HOSPITAL:Quillon Bend Dialysis']);
    assert.deepEqual(byRule('Kestle Springs Dialysis, Brandon NV   TRANSPLANT REFERRAL\n'), ['HOSPITAL:Kestle Springs Dialysis']);
    assert.deepEqual(byRule('BRIARLOW RECOVERY - Withdrawal Management Intake\n'), ['HOSPITAL:BRIARLOW RECOVERY']);
    assert.deepEqual(byRule('ASHCOMBE HOLLOW HEALTH & REHABILITATION - TRANSFER FORM\n'), ['HOSPITAL:ASHCOMBE HOLLOW HEALTH & REHABILITATION']);
    assert.deepEqual(byRule('Pellow Cancer Genetics - Counseling Note\n'), ['HOSPITAL:Pellow Cancer Genetics']);
    assert.deepEqual(byRule('Marroway Cancer Centers - Tumor Board\n'), ['HOSPITAL:Marroway Cancer Centers']);
    assert.deepEqual(byRule('Coral Pines Gastroenterology, Suite 4, 12 Elm Avenue, Brandon QLD\n'), ['HOSPITAL:Coral Pines Gastroenterology']);
  });
  it('leaves a kind of dialysis, recovery, rehab or genetics care heading its note alone', () => {
    const negatives = [
      'Home Dialysis - Training Note\n', 'Peritoneal Dialysis (a review)\n', 'Cardiac Rehabilitation - Phase II\n',
      'Inpatient Rehab - Progress Note\n', 'Clinical Genetics - Consultation\n', 'Stroke Recovery - Day 4\n',
      'Kidney Transplant Centers - list\n', 'Pain Management, Suite 4, 12 Elm St\n', 'Dialysis - Monthly Note\n',
    ];
    for (const text of negatives) assert.deepEqual(byRule(text), [], text);
  });
  it('reads a hearing, infusion, wound-care or diagnostic service\'s letterhead, a tagline or "at" its hospital after it (fix17b)', () => {
    assert.deepEqual(byRule('Tarrow Ridge Hearing & Balance\n12 Elm Road, Brandon, CO 80000\n'), ['HOSPITAL:Tarrow Ridge Hearing & Balance']);
    assert.deepEqual(byRule('Pellow Mesa Rheumatology & Infusion\n90 Quill Dr, Suite 3, Brandon\n'), ['HOSPITAL:Pellow Mesa Rheumatology & Infusion']);
    assert.deepEqual(byRule('MARROWAY FLATS SLEEP DIAGNOSTICS\nAccredited sleep testing facility\n4410 Kestle Parkway, Brandon\n'), ['HOSPITAL:MARROWAY FLATS SLEEP DIAGNOSTICS']);
    assert.deepEqual(byRule('QUILLON BAY WOUND CARE & HYPERBARIC MEDICINE\nat Tarrow Valley Medical Center · 12 Elm Dr\n'), ['HOSPITAL:QUILLON BAY WOUND CARE & HYPERBARIC MEDICINE']);
    assert.deepEqual(byRule('Kestle Point Sound Wound Care & Hyperbaric Medicine\n41 Heron Road, Brandon\n'), ['HOSPITAL:Kestle Point Sound Wound Care & Hyperbaric Medicine']);
    assert.deepEqual(byRule('ARDLE CREEK RHEUMATOLOGY, INC.\n12 Elm St, Brandon\n'), ['HOSPITAL:ARDLE CREEK RHEUMATOLOGY']);
  });
  it('leaves a kind of hearing, infusion, wound or diagnostic care heading its report alone, and a tagline with no street after it', () => {
    const negatives = [
      'Hearing & Balance\n12 Elm Road\n', 'Outpatient Infusion\n12 Elm Road\n', 'Sleep Diagnostics\nAccredited facility\n12 Elm Rd\n',
      'Wound Care & Hyperbaric Medicine\nat Tarrow Valley Medical Center\n', 'Tarrow Ridge Hearing & Balance\nAudiology report\nPatient: X\n',
      'Tarrow Ridge Sleep Diagnostics\nPolysomnography report\n12/04/2025\n', 'Audiology, INC.\n',
    ];
    for (const text of negatives) assert.deepEqual(byRule(text), [], text);
  });
});
