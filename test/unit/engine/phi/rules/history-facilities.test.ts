// Per-rule tests of facility.history-place (src/engine/phi/rules/history-facilities.ts): the programmes an intake's
// prior treatment field lists and the hospitals of a booking history's earlier births, by their short names, with
// kinds of care, drugs, meetings and births at home as hard negatives. Invented examples, none from any evaluation set,
// over the built dictionaries (skipped when they are not built).
import { strict as assert } from 'node:assert';
import { builtChecks } from './rule-checks';

const checks = builtChecks();
const byRule = (text: string): string[] => checks?.byRule(text, 'facility.history-place') ?? [];

describe('rule facility.history-place', function () {
  before(function () {
    if (!checks) this.skip();
  });
  it('reads the programmes of a prior treatment field, each item opening with its name', () => {
    assert.deepEqual(byRule('Prior tx: QUARLA in Brandon (2023, AMA), 28-day at Tessmont. Uses daily.\n'), ['HOSPITAL:QUARLA', 'HOSPITAL:Tessmont']);
    assert.deepEqual(byRule('Prior treatment: Penwick Recovery Elmdale (2020, completed); detox at Harrowgate 2022.\n'), ['HOSPITAL:Penwick Recovery', 'HOSPITAL:Harrowgate']);
  });
  it('reads the hospital of an earlier birth after its mode and year', () => {
    assert.deepEqual(byRule('Previous: 2018 SVD at Tessmont; 2021 ventouse at Quarlby Vale.\n'), ['HOSPITAL:Tessmont', 'HOSPITAL:Quarlby Vale']);
    assert.deepEqual(byRule('OB hx: SVD 2020 7lb2oz at Penwick in Elmdale, no PPH.\n'), ['HOSPITAL:Penwick']);
  });
  it('leaves kinds of care, drugs, meetings, births at home and later sentences alone', () => {
    const negatives = [
      'Prior tx: none. Lives with Mother.\n', 'Prior tx: AA meetings, Suboxone via PCP, outpatient counseling 2022.\n',
      'G2P1, SVD at home 2020; SVD at 39 wks.\n', 'Prior tx: Methadone 2019; IOP 2021.\n', 'SVD at Term, no complications.\n',
      'Treatment: Tessmont 2021\n', 'Prior tx: detox x3, jail detox 2020.\n',
    ];
    for (const text of negatives) assert.deepEqual(byRule(text), [], text);
  });
});
