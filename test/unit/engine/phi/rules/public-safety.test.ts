// Per-rule tests of org.public-safety (src/engine/phi/rules/public-safety.ts): a town's or a county's police, fire,
// rescue or jail by its short kind in the slot a service takes, and the same initials as dialysis, disease or walking.
// Invented examples, none from any evaluation set, over the built dictionaries (skipped when they are not built).
import { strict as assert } from 'node:assert';
import { builtChecks } from './rule-checks';

const checks = builtChecks();
const byRule = (text: string): string[] => checks?.byRule(text, 'org.public-safety') ?? [];

describe('rule org.public-safety', function () {
  before(function () {
    if (!checks) this.skip();
  });
  it('reads a town service by its short kind after an arrival cue or before a unit', () => {
    assert.deepEqual(byRule('BIB Quarrow Flats PD on a hold.\n'), ['ORGANIZATION:Quarrow Flats PD']);
    assert.deepEqual(byRule('brought in by Tarnovi FD Medic 4 after a fall.\n'), ['ORGANIZATION:Tarnovi FD']);
    assert.deepEqual(byRule('PT IS FIREFIGHTER W/ PELLMORE CREEK FD. WANTS TO RETURN.\n'), ['ORGANIZATION:PELLMORE CREEK FD']);
    assert.deepEqual(byRule('Assisted by Brannock VFD rope team.\n'), ['ORGANIZATION:Brannock VFD']);
    assert.deepEqual(byRule('Responding: Quarrowville VFC; deputy on scene.\n'), ['ORGANIZATION:Quarrowville VFC']);
    assert.deepEqual(byRule('TX FROM X VIA PELLMORE VALLEY AMB. STABLE.\n'), ['ORGANIZATION:PELLMORE VALLEY AMB']);
    assert.deepEqual(byRule('BROUGHT IN BY TARNOVI-WEST FIRE ENGINE 7 LAST PM.\n'), ['ORGANIZATION:TARNOVI-WEST FIRE']);
  });
  it('reads a county service by "co" in any letter case', () => {
    assert.deepEqual(byRule('came from home via marsh co ems.\n'), ['ORGANIZATION:marsh co ems']);
    assert.deepEqual(byRule('son currently at tarnovi co jail.\n'), ['ORGANIZATION:tarnovi co jail']);
    assert.deepEqual(byRule('Dispatched by Pellmore Co 911 at 1402.\n'), ['ORGANIZATION:Pellmore Co 911']);
    assert.deepEqual(byRule('bib lark co sheriff for eval.\n'), ['ORGANIZATION:lark co sheriff']);
    // The county's first word held inside its second ("vel" in "velmora"): the span starts at the first word itself.
    assert.deepEqual(byRule('son held at quarrow vel velmora co jail.\n'), ['ORGANIZATION:vel velmora co jail']);
  });
  it('leaves the same initials as dialysis, disease, walking or a field alone', () => {
    const negatives = [
      'ESRD on home PD since May.\n', 'transitioned from HD to PD.\n', 'PT AMB TO BR W/ WALKER.\n', 'Stage IV PD on imaging.\n',
      'Tenckhoff PD catheter placed.\n', 'HX OF ESRD ON PD.\n', 'via Gait AMB today\n', 'PD: 5/10 pain.\n', 'co-sleeping with infant.\n',
      'HOUSE FIRE LAST WEEK.\n', 'Pt with VFD on exam.\n', 'pt co cp and sob.\n', 'continue PD exchanges per renal.\n',
    ];
    for (const text of negatives) assert.deepEqual(byRule(text), [], text);
  });
});
