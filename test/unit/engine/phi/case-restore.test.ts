// The restored-case reading (src/engine/phi/core/case-restore.ts): on a line written all in lower case or all in
// capitals, a word no list holds is written in Title case and the rules named in the registry's RESTORED_CASE
// read that copy too. Invented examples over the note rules' small dictionary (rules/note-dicts.ts).
import { strict as assert } from 'node:assert';
import { holdsRestoredWord, restoreCase } from '../../../../src/engine/phi/core/case-restore';
import { lexiconWords, WordClasses, wordTokens } from '../../../../src/engine/phi/core/tokens';
import { PHI_REGISTRY } from '../../../../src/engine/phi/core/registry';
import { readNote } from '../../../../src/engine/phi/core/pipeline';
import { createPhiIdentifier } from '../../../../src/engine/phi/index';
import { NOTE_DICTS } from './rules/note-dicts';
import { ruleChecks } from './rules/rule-checks';

const words = new WordClasses(NOTE_DICTS, lexiconWords());
const shoutingOf = (text: string): readonly number[] => readNote(text, words).shouting;
/** The restored copy of the whole note: the pieces in their places, blanks elsewhere. */
const restore = (text: string): string | undefined => {
  const r = restoreCase(text, wordTokens(text), words, shoutingOf(text));
  if (r === undefined) return undefined;
  let copy = text.replace(/[^\n]/g, ' ');
  for (const p of r.pieces) copy = copy.slice(0, p.start) + p.text + copy.slice(p.start + p.text.length);
  return copy;
};
const { finds, clean } = ruleChecks(createPhiIdentifier(NOTE_DICTS));
const PEOPLE_AND_PLACES = ['PATIENT', 'DOCTOR', 'HOSPITAL', 'LOCATION-OTHER', 'CITY', 'ORGANIZATION'];

describe('PHI engine: the restored-case reading of caseless lines', () => {
  it('writes a word no list holds in Title case on a lower-case line, and nothing else', () => {
    assert.equal(restore('social: son zevrin called from the unit, updated.'), 'social: son Zevrin called from the unit, updated.');
    assert.equal(restore('plan: wife quillon will visit tomorrow.\n'), 'plan: wife Quillon will visit tomorrow.\n');
  });
  it('lower-cases a shouting line around the words it restores', () => {
    assert.equal(restore('SOCIAL: SON ZEVRIN CALLED FROM THE UNIT TODAY.'), 'social: son Zevrin called from the unit today.');
  });
  it('keeps every offset, and blanks the lines it restores nothing on', () => {
    const text = 'NEPHEW VARDEK VISITED TODAY AND WAS UPDATED.\nson zevrin called again, plan unchanged.\nMixed Line with Zevrin.\nplan unchanged for today.';
    const restored = restore(text);
    assert.ok(restored !== undefined);
    assert.equal(restored.length, text.length);
    const lines = restored.split('\n');
    assert.deepEqual(lines.slice(0, 2), ['nephew Vardek visited today and was updated.', 'son Zevrin called again, plan unchanged.']);
    assert.match(lines[2]!, /^ +$/);
    assert.match(lines[3]!, /^ +$/);
  });
  it('leaves lines that carry case, short lines and lines with nothing to restore alone', () => {
    assert.equal(restore('Son Zevrin called from the unit, updated.'), undefined);
    assert.equal(restore('son zevrin ok'), undefined);
    assert.equal(restore('wife called from the unit, updated today.'), undefined);
  });
  it('restores a known name that is no English word, and the word that opens a place\'s name before it', () => {
    assert.equal(restore('social: lives in wexley with her daughter.'), 'social: lives in Wexley with her daughter.');
    assert.equal(restore('pt transferred from st zorvan\'s this morning.'), 'pt transferred from St Zorvan\'s this morning.');
    assert.equal(restore('FAMILY ARRIVED FROM PORT QUELLAN LAST NIGHT.'), 'family arrived from Port Quellan last night.');
  });
  it('leaves known names that are English words, and "st." ending a sentence, alone (hard negatives)', () => {
    assert.equal(restore('plan: son will rook the harrow tomorrow.'), undefined);
    assert.equal(restore('hr 110s, st. zorvan improving, plan unchanged.'), 'hr 110s, st. Zorvan improving, plan unchanged.');
  });
  it('leaves clinical derivations a list may miss in lower case (hard negatives)', () => {
    assert.equal(restore('pt has pancreatitis and hypokalemia, labs drawn today.'), undefined);
    assert.equal(restore('pt on heparin, subtherapeutic ptt today, plan to check.'), undefined);
  });
  it('leaves drug names by their naming stems, and lines with a word that opens or ends in a capital, alone', () => {
    assert.equal(restore('started on zorbatolol and quinapril, then rivaxaban today.'), undefined);
    assert.equal(restore('son zevrin called about the egFR and plan today.'), undefined);
  });
  it('marks a piece where a restored word has a number after it', () => {
    const text = 'pt is on quellmar 6 since yesterday, stable.\nplan unchanged for today.\nson zevrin called again, plan unchanged.';
    const r = restoreCase(text, wordTokens(text), words, []);
    assert.deepEqual(r?.pieces.map((p) => [p.start, p.numberAfter]), [[0, true], [71, false]]);
  });
  it('says whether a span holds a restored word', () => {
    const r = restoreCase('son zevrin and wife quillon called today.', wordTokens('son zevrin and wife quillon called today.'), words, []);
    assert.ok(r !== undefined);
    assert.deepEqual(r.restored, [4, 10, 20, 27]);
    assert.ok(holdsRestoredWord(r.restored, 4, 10));
    assert.ok(holdsRestoredWord(r.restored, 0, 5));
    assert.ok(holdsRestoredWord(r.restored, 26, 30));
    assert.ok(!holdsRestoredWord(r.restored, 0, 4));
    assert.ok(!holdsRestoredWord(r.restored, 10, 20));
    assert.ok(!holdsRestoredWord(r.restored, 27, 41));
  });
  it('is read by the registry\'s named rules only', () => {
    const reading = PHI_REGISTRY.flatMap((f) => f.restoredCase?.rules ?? []);
    assert.deepEqual([...reading].sort(), [
      'facility.building-on', 'facility.cued', 'name.cued', 'person.arrival-opening', 'person.relative', 'place.cue-town', 'place.facility-word',
      'place.repeat', 'place.titled', 'place.transfer',
    ]);
    for (const f of PHI_REGISTRY) for (const r of f.restoredCase?.rules ?? []) assert.ok(f.rules.includes(r), `${r} is not a rule of ${f.id}`);
  });
});

describe('rules that read the restored-case copy, in lower case and capitals', () => {
  it('place.transfer: a place no list holds after a move', () => {
    finds('wants to go to brusquay and wait for the heart.', 'HOSPITAL:brusquay', 'place.transfer');
    finds('WANTS TO GO TO BRUSQUAY AND WAIT FOR THE HEART THERE.', 'HOSPITAL:BRUSQUAY', 'place.transfer');
  });
  it('place.titled: a place of two words no list holds after a place cue', () => {
    finds('a friend who had a heart transplant at varnel kesby came today.', 'LOCATION-OTHER:varnel kesby', 'place.titled');
  });
  it('facility.building-on: a building and floor', () => {
    finds('PT WAS FOUND IN CHB ON VELLORAND 4 WITH HR IN THE 40S.', 'HOSPITAL:VELLORAND 4', 'facility.building-on');
  });
  it('person.arrival-opening: the patient named opening the story', () => {
    finds('npn 11p-7a: kavo drelt arrived in micu at 11pm from the ed.', 'PATIENT:kavo drelt', 'person.arrival-opening');
  });
  it('name.cued: a name no list holds after "signed by"', () => {
    finds('consent signed by quarnel at the bedside.', 'DOCTOR:quarnel', 'name.cued');
    finds('CONSENT SIGNED BY QUARNEL PRIOR TO THE PROCEDURE.', 'DOCTOR:QUARNEL', 'name.cued');
  });
  it('place.facility-word: a name no list holds before a facility word', () => {
    finds('pt is a resident of quellby rehab, returns there on discharge.', 'HOSPITAL:quellby rehab', 'place.facility-word');
    finds('PT IS A RESIDENT OF QUELLBY REHAB, RETURNS THERE ON DISCHARGE.', 'HOSPITAL:QUELLBY REHAB', 'place.facility-word');
  });
  it('facility.cued: a saint\'s hospital after a transfer', () => {
    finds('pt transferred from st zorvan\'s for cath this am.', 'HOSPITAL:st zorvan\'s', 'facility.cued');
    finds('WISHES TO RETURN TO ST ZORVAN\'S AFTER WEANING.', 'HOSPITAL:ST ZORVAN\'S', 'facility.cued');
  });
  it('place.cue-town: a known surname as a town after "lives in"', () => {
    finds('social: pt lives in wexley with his wife.', 'CITY:wexley', 'place.cue-town');
  });
  it('place.repeat: a restored place found again', () => {
    finds('pt transferred from quellby rehab today.\nold records from quellby requested.', 'HOSPITAL:quellby', 'place.repeat');
  });
  it('hard negatives: sinus tachycardia, shorthand and English words before facility words and after "lives in"', () => {
    clean('hr 120s st. abgs improving, plan to wean.', 'HOSPITAL', 'LOCATION-OTHER', 'CITY', 'ORGANIZATION');
    clean('social: pt lives in house with wife, family aware.', ...PEOPLE_AND_PLACES);
    clean('plan: transfer to rehab in am, family aware.', ...PEOPLE_AND_PLACES);
    clean('ST 110S, NO ECTOPY. TRANSFERRED TO THE FLOOR IN AM.', ...PEOPLE_AND_PLACES);
  });
  it('leaves a word before a role or a service word alone, and a find the note\'s own reading made to its rule', () => {
    clean('SEEN BY QUELLANS FELLOW. SEEN BY GYN.', 'DOCTOR', 'PATIENT');
    finds('seen by zorbekan today.', 'DOCTOR:zorbekan', 'person.contact');
  });
  it('hard negatives: everyday words, shorthand and short words after the same cues', () => {
    clean('social: son called twice for updates, no changes.', ...PEOPLE_AND_PLACES);
    clean('wants to go to bathroom and back to bed with assist.', ...PEOPLE_AND_PLACES);
    clean('SOCIAL: SON AND WIFE CALLED TWICE FOR UPDATES TODAY.', ...PEOPLE_AND_PLACES);
    clean('son pta in to visit, wife updated.', ...PEOPLE_AND_PLACES);
    clean('placement confirmed by cxray this morning, ok to use.', ...PEOPLE_AND_PLACES);
    clean('PT WAS SEEN BY PHYSIOTHERAPY AND SPEECH THIS MORNING.', ...PEOPLE_AND_PLACES);
    clean('pt with frequent episodes of bigemeny on the monitor today.', ...PEOPLE_AND_PLACES);
  });
});
