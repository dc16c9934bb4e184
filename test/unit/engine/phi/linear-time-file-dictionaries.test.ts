// Rules that need the file dictionaries to find anything (a town, a name or an English word from them), held to the
// linear-time bound of linear-time.test.ts: with the built-in lists they would find nothing on the repeats and a
// quadratic read could hide. Each phrase is first asserted to be found by its rule. First filled with the fourteenth
// round's second wave (fix14e, fix14f).
import { strict as assert } from 'node:assert';
import { join } from 'node:path';
import { createPhiIdentifier, defaultPhiDictionariesPath, loadPhiDictionaries } from '../../../../src/engine/phi/index';
import { overBound } from './growth';

const PHRASES: readonly (readonly [string, string])[] = [
  ['Worked as a cook in Pellow Cove for 6 years. ', 'place.job-town'],
  ['Long-haul trucking out of Vennick 2001-2009, ', 'place.job-town'],
  ['flown from willow creek first nation nursing station ', 'place.first-nation'],
  ['PT FROM BIRCH OOKWE FIRST NATION BY AIR ', 'place.first-nation'],
  ['Kottavila, Ernakulam Dist., Kerala  Ph: 0484-200 1100\n', 'place.india-address'],
  ['Govt. of Odisha, Dept. of Health   Ph: 06700-200100\n', 'place.india-address'],
  ['- PT WORKS AS A LINE COOK AT THE QUARROVEL GRILLE IN TOWN\n', 'org.hospitality-venue'],
  ['Social: owns the Tarnovi Bistro downtown. ', 'org.hospitality-venue'],
  ['STAYING AT QUARROVEL INN TONIGHT. ', 'org.hospitality-venue'],
  ['pt works as a cook at the salt marsh diner, ', 'org.hospitality-venue'],
  ['dispo: quarrowby care ctr vs home, ', 'facility.care-home-short'],
  ['Admitted from Quarrowby AFH w/ fall. ', 'facility.care-home-short'],
  ['urgence — hôpital de quarrouville\n', 'facility.quebec-kind'],
];

describe('PHI engine: rules that read the file dictionaries stay linear', function () {
  this.timeout(600_000);
  const path = defaultPhiDictionariesPath(join(__dirname, '..', '..', '..', '..', 'src', 'engine'));

  it('each phrase repeated 16,000 times costs at most 12x the same repeated 2,000 times', function () {
    if (!path) this.skip();
    const identify = createPhiIdentifier(loadPhiDictionaries(path));
    const unread = PHRASES.filter(([p, rule]) => identify(p.repeat(3)).filter((f) => f.rule === rule).length < 3).map(([p]) => p);
    assert.deepEqual(unread, []);
    assert.deepEqual(overBound(identify, PHRASES.map(([p]) => ({ name: `"${p}" repeated`, small: p.repeat(2_000), large: p.repeat(16_000) }))), []);
  });
});
