// The clinical guard's place-named terms (src/engine/phi/core/clinical-guard.ts, namesAnEponym): a place that names a
// virus, an encephalitis or a decision rule, anatomy named "<part> of <eponym>", and the "Brief Hospital Course"
// heading are no place, whichever place rule read them; the same places where a note names them as places still are.
// (A name rule may still read the first word as a person's, "Ross" of "Ross River virus": the people rules' own guard.)
// Invented examples, none from any evaluation set, over the built dictionaries (skipped when they are not built).
import { strict as assert } from 'node:assert';
import { join } from 'node:path';
import { createPhiIdentifier, defaultPhiDictionariesPath, loadPhiDictionaries } from '../../../../src/engine/phi/index';

const path = defaultPhiDictionariesPath(join(__dirname, '..', '..', '..', '..', 'src', 'engine'));
const identify = path !== undefined ? createPhiIdentifier(loadPhiDictionaries(path)) : undefined;
const PLACES = new Set(['CITY', 'STATE', 'COUNTRY', 'LOCATION-OTHER', 'HOSPITAL']);
const places = (text: string): string[] =>
  (identify?.(text) ?? []).filter((f) => PLACES.has(f.type)).map((f) => `${f.type}:${text.slice(f.start, f.end)}`);

describe('PHI engine: places and people that name a clinical term', function () {
  before(function () {
    if (!identify) this.skip();
  });
  it('drops a place before a virus, an encephalitis or a decision rule', () => {
    assert.deepEqual(places('In keeping with Ross River virus infection; Murray Valley encephalitis less likely.'), []);
    assert.deepEqual(places('Likely West Nile virus.'), []);
    assert.deepEqual(places('Ottawa ankle rules negative; Canadian C-spine rule applied.'), []);
    assert.deepEqual(places('Exposure history raises Rocky Mountain spotted fever.'), []);
    // A virus "like" the one named for the place (hardneg22), in capitals too.
    assert.deepEqual(places('NORWALK-LIKE VIRUS ON THE WARD, CONTACT PRECAUTIONS.'), []);
  });
  it('drops an eponym after an anatomical part and "of", and the hospital-course heading', () => {
    assert.deepEqual(places('Trace free fluid in the pouch of Douglas. Aneurysm at the circle of Willis.'), []);
    assert.deepEqual(places('Brief Hospital Course: admitted with sepsis, treated with antibiotics.'), []);
  });
  it('keeps the same places where they are places', () => {
    assert.ok(places('Transferred from Quarrow General Hospital, Ottawa.').includes('CITY:Ottawa'));
    assert.ok(places('Admitted to Mercy Hospital on 3/4.').includes('HOSPITAL:Mercy Hospital'));
    assert.ok(places('He lives in Toowoomba QLD with his wife.').includes('CITY:Toowoomba'));
    assert.ok(places('MOVED TO NORWALK LAST YEAR, LIKES IT THERE.').includes('CITY:NORWALK'));
  });
});
