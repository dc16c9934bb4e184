// Per-rule tests of person.named-team (src/engine/phi/rules/named-teams.ts): a consultant named by the team or firm
// that bears their name, with services, colours, places, acronyms and English words before "team" as hard
// negatives. Invented examples, none from any evaluation set.
import { createPhiIdentifier, defaultPhiDictionariesPath, loadPhiDictionaries } from '../../../../../src/engine/phi/index';
import { strict as assert } from 'node:assert';
import { join } from 'node:path';

const path = defaultPhiDictionariesPath(join(__dirname, '..', '..', '..', '..', '..', 'src', 'engine'));
const identify = path !== undefined ? createPhiIdentifier(loadPhiDictionaries(path)) : undefined;
const byRule = (text: string): string[] =>
  (identify?.(text) ?? []).filter((f) => f.rule === 'person.named-team').map((f) => `${f.type}:${text.slice(f.start, f.end)}`);

describe('rule person.named-team', function () {
  before(function () {
    if (!identify) this.skip();
  });
  it('finds the consultant a team or firm is named after, in all three letter cases', () => {
    assert.deepEqual(byRule('She was seen by the Thorvaldsen team last week.'), ['DOCTOR:Thorvaldsen']);
    assert.deepEqual(byRule('discussed with the walsh team on the ward.'), ['DOCTOR:walsh']);
    assert.deepEqual(byRule('SEEN BY THE ADEKUNLE TEAM. UNDER THE OKAFOR-BELLO FIRM.'), ['DOCTOR:ADEKUNLE', 'DOCTOR:OKAFOR-BELLO']);
  });
  it('leaves services, colours, places, acronyms and English words before the team word alone', () => {
    assert.deepEqual(byRule('Seen by the surgical team, the Gold team, the acute pain team, the ortho team and the Glasgow team.'), []);
    assert.deepEqual(byRule('the picc team, the vasc team, the rapid response team, the stroke team, the home team, the MDT team.'), []);
    assert.deepEqual(byRule('THE CARDIOLOGY TEAM, THE RENAL TEAM, THE ICU TEAM, THE PALLIATIVE TEAM, THE NIGHT TEAM, THE DAY TEAM.'), []);
    assert.deepEqual(byRule('the hospice team, the transplant team, the TAVI team, the ECMO team, the IV team, a firm handshake.'), []);
  });
});
