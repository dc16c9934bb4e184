// Per-rule tests of person.name-pair (src/engine/phi/rules/name-pairs.ts): two people named together after a cue of
// visiting or talking, before "are his HCPs" or before their relation in brackets, in every letter case; kin, staff,
// services, drugs and plain words in the same slots. Invented examples, none from any evaluation set. A small
// hand-made dictionary stands in for the built file.
import { strict as assert } from 'node:assert';
import { createPhiIdentifier } from '../../../../../src/engine/phi/index';
import { handMade, ruleChecks } from './rule-checks';

const DICTS = handMade({
  names: ['rose'],
  given: ['rose'],
  english: [
    'visited', 'by', 'and', 'today', 'are', 'his', 'her', 'appointed', 'spoke', 'with', 're', 'plan', 'goals', 'updated', 'at',
    'bedside', 'phone', 'call', 'from', 'church', 'members', 'neighbors', 'rose', 'both', 'the', 'team', 'several',
  ],
});
const identify = createPhiIdentifier(DICTS);
const { notBy } = ruleChecks(identify);

/**
 * The names found in the text, when this rule found one of them at least (the other rules may find the name the
 * cue is next to, and the resolver keeps theirs).
 */
const byPairs = (text: string): string[] => {
  const found = identify(text).filter((f) => f.type === 'PATIENT' || f.type === 'DOCTOR');
  return found.some((f) => f.rule === 'person.name-pair') ? found.map((f) => text.slice(f.start, f.end)) : [];
};

describe('rule person.name-pair', () => {
  it('finds both visitors after "visited by", in each letter case', () => {
    assert.deepEqual(byPairs('visited by quillon and tessaly marrick today.'), ['quillon', 'tessaly marrick']);
    assert.deepEqual(byPairs('VISITED BY QUILLON AND ROSE TODAY.'), ['QUILLON', 'ROSE']);
  });
  it('finds a pair before "are his HCPs" and before their relation in brackets, leaving "both" and "re" out', () => {
    assert.deepEqual(byPairs('Both Varrow and Pellin are his appointed HCPs.'), ['Varrow', 'Pellin']);
    assert.deepEqual(byPairs('phone call from ondrie and wessaly (daughters), updated.'), ['ondrie', 'wessaly']);
    assert.deepEqual(byPairs('spoke with ondrie and wessaly re: plan.'), ['ondrie', 'wessaly']);
  });
  it('leaves kin, staff, services, drugs and plain words alone', () => {
    notBy('visited by wife and son today. VISITED BY CHAPLAIN AND SW. visited by several church members and neighbors.', 'person.name-pair');
    notBy('spoke with renal and pharmacy re: plan. updated plan and goals. spoke with pharmacy re: vancomycin and zosyn.', 'person.name-pair');
    notBy('updated md and rn. spoke with dr and np.', 'person.name-pair');
  });
  it('wants capitals in mixed-case text', () => {
    notBy('Pt was visited by the team and quillon today.', 'person.name-pair');
    notBy('Visited by quillon and Tessaly today.', 'person.name-pair');
  });
});
