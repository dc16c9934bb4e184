// Per-rule tests of facility.department-site (src/engine/phi/rules/department-sites.ts): a hospital's site named by
// its short name after a department or a team and a comma in a referral's "To:" field or a clinic letter's heading,
// and the streets, levels, people, towns and practices that take the same slot. Invented examples, none from any
// evaluation set, over the built dictionaries (skipped when they are not built).
import { strict as assert } from 'node:assert';
import { builtChecks } from './rule-checks';

const checks = builtChecks();
const byRule = (text: string): string[] => checks?.byRule(text, 'facility.department-site') ?? [];

describe('rule facility.department-site', function () {
  before(function () {
    if (!checks) this.skip();
  });
  it('reads a site after a department in a referral\'s To: field', () => {
    assert.deepEqual(byRule('URGENT SUSPECTED CANCER\nTo: Colorectal 2WW, Quarrowmere\nRe: Mrs X\n'), ['HOSPITAL:Quarrowmere']);
    assert.deepEqual(byRule('To: Urology team, Tarnhollow, Kestlebury        Date: 3/4/2026\n'), ['HOSPITAL:Tarnhollow']);
  });
  it('reads a site on a clinic letter\'s heading line, before its town', () => {
    assert.deepEqual(byRule('NHS Tayside\nRespiratory Medicine, Quarrowmere, Kestlebury\n'), ['HOSPITAL:Quarrowmere']);
    assert.deepEqual(byRule('Diabetes Centre, Tarnhollow, Kestlebury KB1 2AB\nTel: 01234\n'), ['HOSPITAL:Tarnhollow']);
  });
  it('leaves streets, levels, people, towns and named practices alone', () => {
    const negatives = [
      'Diabetes Centre, Quarrow Road\n', 'Respiratory Medicine, Level 4\n', 'To: Colorectal team, Dr Quarrow\n',
      'Respiratory Medicine, Inverness\n', 'Quarrowmere Surgery, Kestlebury\n', 'Hello Doctor, Tarnhollow\n',
      'Cardiology, Ward 7\n', 'seen in cardiology clinic, Tarnhollow said\n',
    ];
    for (const text of negatives) assert.deepEqual(byRule(text), [], text);
  });
  it('leaves English words that name no place or person after a department alone', () => {
    for (const text of ['Neurology, Thanks\n', 'Oncology, Regards\n', 'Pharmacy, Outstanding\n', 'Physiotherapy, Walking\n']) {
      assert.deepEqual(byRule(text), [], text);
    }
  });
});
