// The clinical word list's British and Commonwealth spellings of services and specialties (vocab/clinical-words.ts,
// fix15d): a signature's specialty in brackets, a service's name before "Service" and a cc line's service are no one's
// name, while the clinician before them still is. Invented examples, none from any evaluation set.
import { strict as assert } from 'node:assert';
import { identifyPhi } from '../../../../../src/engine/phi/index';
import { ruleChecks } from './rule-checks';

const { spans } = ruleChecks(identifyPhi);

describe('British spellings of specialties are no names', () => {
  it('leaves a specialty in a signature\'s bracket and a service\'s name alone, and keeps the clinician', () => {
    const sig = spans('Dr. Quenby Talvorish, MD (Paed)');
    assert.ok(sig.includes('DOCTOR:Quenby Talvorish'), sig.join(' | '));
    assert.ok(!sig.some((s) => s.endsWith(':Paed')), sig.join(' | '));
    const service = spans('Riverbend Hospital - Paediatric Diabetes Service\n\nTo: the Principal');
    assert.ok(!service.some((s) => /^(?:PATIENT|DOCTOR):.*Paediatric/.test(s)), service.join(' | '));
    const ortho = spans('Plan: Haematology (Paeds) aware.');
    assert.ok(!ortho.some((s) => /^(?:PATIENT|DOCTOR):/.test(s)), ortho.join(' | '));
  });
});
