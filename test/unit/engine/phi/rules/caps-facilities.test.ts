// Per-rule tests of facility.caps-line (src/engine/phi/rules/caps-facilities.ts): a facility or payer named on a
// line written in capitals, a letterhead or a form's field, with headings, departments and generic facility words
// as hard negatives. Invented examples, none from any evaluation set.
import { createPhiIdentifier, defaultPhiDictionariesPath, loadPhiDictionaries } from '../../../../../src/engine/phi/index';
import { strict as assert } from 'node:assert';
import { join } from 'node:path';

const path = defaultPhiDictionariesPath(join(__dirname, '..', '..', '..', '..', '..', 'src', 'engine'));
const identify = path !== undefined ? createPhiIdentifier(loadPhiDictionaries(path)) : undefined;
const byRule = (text: string): string[] =>
  (identify?.(text) ?? []).filter((f) => f.rule === 'facility.caps-line').map((f) => `${f.type}:${text.slice(f.start, f.end)}`);

describe('rule facility.caps-line', function () {
  before(function () {
    if (!identify) this.skip();
  });
  it('finds a letterhead and a form field in capitals, closed by the facility or payer word', () => {
    assert.deepEqual(byRule('ED PHYSICIAN NOTE\nQUARROW BEND REGIONAL MEDICAL CENTER\nPT: J. DOE'), ['HOSPITAL:QUARROW BEND REGIONAL MEDICAL CENTER']);
    assert.deepEqual(byRule('TRANSFER\nINS: MEDICARE, SECONDARY OSTVALE PRAIRIE HEALTH PLAN.\n'), ['ORGANIZATION:OSTVALE PRAIRIE HEALTH PLAN']);
    // An honorific's hospital is facility.honorific-name's since fix15b, which reads it above the title rules' patient.
    const sri = 'SRI PELLAMUDI MULTISPECIALITY HOSPITAL, TOWN\nDISCHARGE CARD';
    assert.deepEqual((identify?.(sri) ?? []).filter((f) => f.type === 'HOSPITAL').map((f) => sri.slice(f.start, f.end)), ['SRI PELLAMUDI MULTISPECIALITY HOSPITAL']);
  });
  it('finds an imaging centre, a specialty group or a health system opening a letterhead line in capitals', () => {
    assert.deepEqual(byRule('LAKEVIEW DIAGNOSTIC IMAGING - TALLWOOD\nEXAM: CT HEAD'), ['HOSPITAL:LAKEVIEW DIAGNOSTIC IMAGING']);
    assert.deepEqual(byRule('HARLOW RIDGE UROLOGY ASSOCIATES, PLLC\n12 MAY'), ['HOSPITAL:HARLOW RIDGE UROLOGY ASSOCIATES']);
    assert.deepEqual(byRule('TO: BRACKEN COVE ORTHOPEDIC SPECIALISTS\nFROM: DR X'), ['HOSPITAL:BRACKEN COVE ORTHOPEDIC SPECIALISTS']);
    assert.deepEqual(byRule('VA QUARROW HEALTH CARE SYSTEM\nDISCHARGE SUMMARY'), ['HOSPITAL:QUARROW HEALTH CARE SYSTEM']);
  });
  it('leaves services, modalities and specialty groups named only by their service, or inside a sentence, alone', () => {
    assert.deepEqual(byRule('DIAGNOSTIC IMAGING\nCT IMAGING\nBREAST IMAGING\nINTERVENTIONAL RADIOLOGY ASSOCIATES\n'), []);
    assert.deepEqual(byRule('DEPARTMENT OF DIAGNOSTIC IMAGING\nMRI BRAIN - ADVANCED IMAGING\nSEEN BY CARDIOLOGY ASSOCIATES\n'), []);
    assert.deepEqual(byRule('REFERRED TO HARLOW RIDGE UROLOGY ASSOCIATES FOR CYSTO\nPER PAIN SPECIALISTS\n'), []);
  });
  it('leaves headings, departments, generic facility words and mixed-case lines alone', () => {
    assert.deepEqual(byRule("PT'S HOSPITAL COURSE WAS LONG\nTRANSFERRED FROM OUTSIDE HOSPITAL FOR CATH\nCALLED CARDIAC CLINIC, NOTIFIED."), []);
    assert.deepEqual(byRule('SEEN IN ANTICOAGULATION CLINIC ON 3/4\nMENTAL HEALTH CLINIC TO SEE\nWOUND CLINIC\nTHE HOSPITAL IS FULL.'), []);
    assert.deepEqual(byRule('Seen at Quarrow Bend Regional Medical Center today.'), []);
    assert.deepEqual(byRule('NEURO: A&O X3. PLEASANT & COOPERATIVE. APPROPRIATE. HEALTH PLAN.'), []);
  });
});
