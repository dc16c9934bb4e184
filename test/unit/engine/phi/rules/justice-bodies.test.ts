// Per-rule tests of org.justice-body (src/engine/phi/rules/justice-bodies.ts): courts, prisons, probation offices and
// public defenders by their place and kind, and the courts with no place, the residences and streets called courts, a
// state's own corrections department and the sentences about prison that take the same words. Invented examples, none
// from any evaluation set, over the built dictionaries (skipped when they are not built).
import { strict as assert } from 'node:assert';
import { builtChecks } from './rule-checks';

const checks = builtChecks();
const byRule = (text: string): string[] => checks?.byRule(text, 'org.justice-body') ?? [];

describe('rule org.justice-body', function () {
  before(function () {
    if (!checks) this.skip();
  });
  it('reads a court by its place and its kind, after a referral cue too', () => {
    assert.deepEqual(byRule('Referred by: Quarnby County Drug Treatment Court; PO Ames (cell 555-0100).\n'), ['ORGANIZATION:Quarnby County Drug Treatment Court']);
    assert.deepEqual(byRule('Referral source: Dellwyn County Recovery Court, Judge Marsh.\n'), ['ORGANIZATION:Dellwyn County Recovery Court']);
    assert.deepEqual(byRule('sentenced at tarrowby sheriff court in may.\n'), ['ORGANIZATION:tarrowby sheriff court']);
    assert.deepEqual(byRule('mandated by quarnby co drug court.\n'), ['ORGANIZATION:quarnby co drug court']);
  });
  it('keeps a referral cue from reading the court as a clinician', () => {
    const people = checks?.people('Referred by: Quarnby Wellness Court, PO Ames.\n') ?? [];
    assert.ok(!people.some((p) => p.includes('Quarnby')), JSON.stringify(people));
  });
  it('reads prisons, probation offices and defenders', () => {
    assert.deepEqual(byRule('son is a guard at vermont state prison, visits sundays.\n'), ['ORGANIZATION:vermont state prison']);
    assert.deepEqual(byRule('QUARNBY VALLEY REGIONAL PRISON - HEALTH CENTRE\n'), ['ORGANIZATION:QUARNBY VALLEY REGIONAL PRISON']);
    assert.deepEqual(byRule('wife works nights at elm hollow correctional facility.\n'), ['ORGANIZATION:elm hollow correctional facility']);
    assert.deepEqual(byRule('Supervised by Dellwyn County Adult Probation since May.\n'), ['ORGANIZATION:Dellwyn County Adult Probation']);
    assert.deepEqual(byRule('Attorney J. Ames, Ninth Circuit PD Office, asked for records.\n'), ['ORGANIZATION:Ninth Circuit PD Office']);
    assert.deepEqual(byRule('Solicitor: Legal Aid NSW Dubbo.\n'), ['ORGANIZATION:Legal Aid NSW']);
  });
  it('leaves a court with no place, a residence or street, and prison as a time served alone', () => {
    const negatives = [
      'Attends Drug Court weekly.\n', 'Court date 12/4.\n', 'Lives at 4 Linden Court.\n', 'the family court judge ordered it.\n',
      'DID 5 YRS STATE PRISON.\n', 'on probation until May.\n', 'Adult Probation aware.\n', 'Drug court team notified.\n',
      'released from prison in 2019.\n', 'home pd office visit tomorrow.\n', 'Legal Aid will call.\n', 'tennis court injury.\n',
      'The Department of Corrections sent records.\n', 'SEEN BY PUBLIC DEFENDER.\n', 'Parole Office called.\n',
      'OREGON DEPARTMENT OF CORRECTIONS - CHRONIC CARE NOTE\n',
      // a security level before a prison's own kind, a stop word in capitals after "Legal Aid" (rev16a)
      'transferred to Medium Security Correctional Facility.\n', 'REFERRED TO LEGAL AID FOR HOUSING.\n',
    ];
    for (const text of negatives) assert.deepEqual(byRule(text), [], text);
  });
});
