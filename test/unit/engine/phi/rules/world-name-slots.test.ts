// Per-rule tests of person.world-name-slot (src/engine/phi/rules/world-name-slots.ts): names as documents of other
// countries write them (capitals, lower case, particles, surname first) after a field only a person fills, a staff
// nurse's "SN" or an honorific of another country, with eponyms, scores, English words and bare roles after the same
// cues as hard negatives. Invented examples, none from any evaluation set.
import { createPhiIdentifier, defaultPhiDictionariesPath, loadPhiDictionaries } from '../../../../../src/engine/phi/index';
import { strict as assert } from 'node:assert';
import { join } from 'node:path';

const path = defaultPhiDictionariesPath(join(__dirname, '..', '..', '..', '..', '..', 'src', 'engine'));
const identify = path !== undefined ? createPhiIdentifier(loadPhiDictionaries(path)) : undefined;
const byRule = (text: string): string[] =>
  (identify?.(text) ?? []).filter((f) => f.rule === 'person.world-name-slot').map((f) => `${f.type}:${text.slice(f.start, f.end)}`);
const names = (text: string): string[] =>
  (identify?.(text) ?? []).filter((f) => f.type === 'PATIENT' || f.type === 'DOCTOR').map((f) => text.slice(f.start, f.end));

describe('rule person.world-name-slot', function () {
  before(function () {
    if (!identify) this.skip();
  });
  it('finds a name that fills a field only a person fills, in capitals and in lower case', () => {
    assert.deepEqual(byRule('NOK: DAUGHTER TAN SOO YEON\nALLERGIES: NIL'), ['PATIENT:TAN SOO YEON']);
    assert.deepEqual(byRule('interpreter: losana vakacegu (fijian)\nplan: echo'), ['PATIENT:losana vakacegu']);
    assert.deepEqual(byRule('BED 12: HOANG, MAI LAN. 77F POST HIP ORIF.'), ['PATIENT:HOANG, MAI LAN']);
  });
  it('reads particles and slash connectors inside the name', () => {
    assert.deepEqual(byRule('WITNESS: AZMAN BIN TAJUDIN\n'), ['PATIENT:AZMAN BIN TAJUDIN']);
    assert.deepEqual(byRule('HANDED OVER TO SN KOGILAVANI A/P SELVARAJOO AT 0700.'), ['DOCTOR:KOGILAVANI A/P SELVARAJOO']);
  });
  it('finds a name after an honorific of another country', () => {
    assert.deepEqual(byRule('Consent explained; alhaji tijjani dankwambo translated.'), ['PATIENT:tijjani dankwambo']);
    assert.deepEqual(byRule('VISITED BY TAN SRI KHOO TENG WAH.\n'), ['PATIENT:KHOO TENG WAH']);
  });
  it('ends a Title-case name at the sentence words after it (inst46)', () => {
    assert.deepEqual(byRule('Herr Quastberg arbeitet als Lagerist bei Quandtmeyer Logistik GmbH.'), ['PATIENT:Quastberg']);
  });
  it('leaves English words, clinical words, roles and eponyms after the same cues alone', () => {
    for (const text of [
      'Chief complaint: chest pain. Elder abuse screen negative. Pastor visited today.',
      'CHIEF COMPLAINT: SOB. NOK: WIFE AT BEDSIDE. INTERPRETER: NOT REQUIRED.',
      'nok: aware. witness: staff nurse. interpreter: declined, speaks english well.',
      'BED 4: GLASGOW COMA SCALE 14, FOLEY IN SITU. BED 5: BELL PALSY REVIEW.',
      'Accompanied by: the Registrar. Witness: Consultant on call.',
      'Informant: patient and wife. Attendant: none.',
      'SN ON DUTY AWARE. Mallampati II.',
    ]) assert.deepEqual(byRule(text), [], text);
    assert.deepEqual(names('CHIEF COMPLAINT: SOB. NOK: WIFE AT BEDSIDE.'), []);
  });
});
