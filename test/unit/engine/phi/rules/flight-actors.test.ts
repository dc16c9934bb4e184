// Per-rule tests of org.flight-actor (src/engine/phi/rules/flight-actors.ts): an air ambulance named as the actor of a
// flight, after a verb only aircraft do or after the transfer's "from ... via", and the ways of flying, the people, the
// tools and the kinds of air that take the same slot. Invented examples, none from any evaluation set, over the built
// dictionaries (skipped when they are not built).
import { strict as assert } from 'node:assert';
import { builtChecks } from './rule-checks';

const checks = builtChecks();
const byRule = (text: string): string[] => checks?.byRule(text, 'org.flight-actor') ?? [];

describe('rule org.flight-actor', function () {
  before(function () {
    if (!checks) this.skip();
  });
  it('reads the service after a verb of flight and "by", in any letter case', () => {
    assert.deepEqual(byRule('intubated at osh, flown by quarry ridge air. abg on arrival ok.\n'), ['ORGANIZATION:quarry ridge air']);
    assert.deepEqual(byRule('pinned 1 hr, flown from scene by Tallis LifeLine. Injuries: femur fx.\n'), ['ORGANIZATION:Tallis LifeLine']);
    assert.deepEqual(byRule('intubated at osh, flown here by pale creek air care.\n'), ['ORGANIZATION:pale creek air care']);
    assert.deepEqual(byRule('FLOWN 11/5 FROM A SMALL HOSPITAL IN TOWN BY QUORRA SKYWING AFTER TNK.\n'), ['ORGANIZATION:QUORRA SKYWING']);
    // A service closed by a transport kind after "by" is org.public-body's transport reading now, which reads it first (fix23a).
    assert.deepEqual(checks?.byRule('rollover on the highway, flown by Delta Plains AirMed. Injuries: liver lac.\n', 'org.public-body') ?? [], ['ORGANIZATION:Delta Plains AirMed']);
    assert.deepEqual(byRule('Retrieved by Tarrak Aeromedical with orthopnoea.\n'), ['ORGANIZATION:Tarrak Aeromedical']);
    assert.deepEqual(byRule('Flown in by the Tarrow Skylink on day 2.\n'), ['ORGANIZATION:Tarrow Skylink']);
  });
  it('reads "via" a service closed by its kind after the transfer\'s "from"', () => {
    assert.deepEqual(byRule('adm 11/14 from a small hospital in town via dry wash air w/ septic shock.\n'), ['ORGANIZATION:dry wash air']);
    assert.deepEqual(byRule('Transferred from the outside ED via Quorra Air Care overnight.\n'), ['ORGANIZATION:Quorra Air Care']);
  });
  it('leaves the ways of flying, people, tools and kinds of air alone', () => {
    for (const text of [
      'Flown by helicopter from the scene.\n',
      'flown by fixed wing to the tertiary centre.\n',
      'Patient was flown by air ambulance to us.\n',
      'FLOWN BY HELICOPTER FROM SCENE.\n',
      'flown by family to visit daughter.\n',
      'She flew by herself to see her son.\n',
      'Flown by coast guard helicopter from the island.\n',
      'on 2L NC, transferred from floor via room air overnight.\n',
      'weaned from high flow via nasal cannula air entrainment.\n',
      'transferred from outside hospital via medical air transport.\n',
      'came from home via private car.\n',
      'Clot retrieved by stent retriever, TICI 3.\n',
      'stone fragments retrieved by basket.\n',
      'foreign body retrieved by bronchoscopy.\n',
    ]) assert.deepEqual(byRule(text), [], text);
  });
  it('leaves a clinician after "by" to the people rules', () => {
    assert.deepEqual(byRule('Stone retrieved by Dr Harlow in IR.\n'), []);
    assert.deepEqual(byRule('Flown in by Dr. Allen and team.\n'), []);
  });
});
