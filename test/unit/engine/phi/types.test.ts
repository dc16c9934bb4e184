// Every phi_type of the spec (and EMAIL) is detected in a realistic clinical sentence, with the exact span.
import { strict as assert } from 'node:assert';
import { PHI_TYPES } from '../../../../src/api/wire';
import { identifyPhi } from '../../../../src/engine/phi/index';
import { found } from './helpers';
import { PHI_RULES } from '../../../../src/deid/phi-rules';

const CASES: readonly [string, string, string][] = [
  ['AGE', 'Mrs. Alvarez is a 94-year-old woman admitted with a hip fracture.', '94'],
  ['AGE', 'HPI: 101 yo F with dementia, admitted from home.', '101'],
  ['BIOID', 'Fingerprint ID: FP-99812733 was verified at registration.', 'FP-99812733'],
  ['CITY', 'She lives in Chicago with her daughter.', 'Chicago'],
  ['COUNTRY', 'Returned from Brazil two weeks ago with fever.', 'Brazil'],
  ['DATE', 'Admitted on 03/14/2024 for chest pain.', '03/14/2024'],
  ['DEVICE', 'Pacemaker serial number: PM4471-22B checked in clinic.', 'PM4471-22B'],
  ['DOCTOR', 'Seen in consultation by Dr. Priya Raman today.', 'Priya Raman'],
  ['EMAIL', 'Results were e-mailed to j.carter77@example.org as requested.', 'j.carter77@example.org'],
  ['FAX', 'Please send records to fax (617) 555-0199.', '(617) 555-0199'],
  ['HEALTHPLAN', 'Insurance member ID: BCX884120 on file.', 'BCX884120'],
  ['HOSPITAL', 'Transferred from Riverside General Hospital overnight.', 'Riverside General Hospital'],
  ['IDNUM', 'SSN 123-45-6789 verified with the patient.', '123-45-6789'],
  ['LOCATION-OTHER', 'He was found unresponsive at Logan Airport by EMS.', 'Logan Airport'],
  ['MEDICALRECORD', 'MRN: 00448812, admitted to 5 West.', '00448812'],
  ['ORGANIZATION', 'She is employed by Acme Logistics Inc. as a dispatcher.', 'Acme Logistics Inc.'],
  ['PATIENT', 'Mr. Daniel Okafor presented with dyspnea.', 'Daniel Okafor'],
  ['PHONE', 'Daughter can be reached at 617-555-0142.', '617-555-0142'],
  ['PROFESSION', 'Social history: works as a welder at the shipyard.', 'welder'],
  ['STATE', 'Moved here from Ohio last year.', 'Ohio'],
  ['STREET', 'Lives at 42 Elm Street, Apt 3 with his wife.', '42 Elm Street, Apt 3'],
  ['URL', 'Education material: https://patient.example.org/asthma-plan.', 'https://patient.example.org/asthma-plan'],
  ['USERNAME', 'Portal username: jcarter77 was reset.', 'jcarter77'],
  ['ZIP', 'Address: 10 Main St, Springfield, IL 62704.', '62704'],
];

describe('identifyPhi: one realistic sentence per type', () => {
  for (const [type, text, expected] of CASES) {
    it(`finds ${type} in "${text}"`, () => {
      assert.deepEqual(found(text, type), [expected]);
    });
  }

  it('covers every phi_type of the vocabulary, EMAIL included', () => {
    const covered = new Set(CASES.map(([t]) => t));
    assert.deepEqual(PHI_TYPES.filter((t) => !covered.has(t)), []);
  });

  it('returns non-overlapping findings in document order with scores in (0, 1]', () => {
    const text = CASES.map(([, t]) => t).join(' ');
    const findings = identifyPhi(text);
    assert.ok(findings.length >= CASES.length);
    for (let i = 0; i < findings.length; i++) {
      const f = findings[i]!;
      assert.ok(f.score > 0 && f.score <= 1, `score ${f.score}`);
      assert.ok(f.start < f.end);
      if (i > 0) assert.ok(findings[i - 1]!.end <= f.start, 'overlap or out of order');
    }
  });

  it('every finding names the known rule that produced it (provenance)', () => {
    const text = CASES.map(([, t]) => t).join('\n');
    const rules = new Set<string>();
    for (const f of identifyPhi(text)) {
      assert.ok(Object.hasOwn(PHI_RULES, f.rule), `unknown rule ${f.rule}`);
      rules.add(f.rule);
    }
    // Many rules took part, not one catch-all id.
    assert.ok(rules.size >= 10, [...rules].join(' '));
    assert.match(identifyPhi('Seen by Dr. Priya Raman today.')[0]?.rule ?? '', /^(?:person\.title|name\.cued)$/);
    assert.equal(identifyPhi('Daughter can be reached at 617-555-0142.')[0]?.rule, 'contact.phone');
  });

  it('returns nothing for empty text', () => {
    assert.deepEqual(identifyPhi(''), []);
  });
});
