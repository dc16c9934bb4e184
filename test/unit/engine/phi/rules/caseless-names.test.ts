// Per-rule tests of person.caseless-known-name (src/engine/phi/rules/caseless-names.ts), promoted from the review
// queue: in a note written wholly in lower case, a word of six letters or more that the name lists hold and no
// English or clinical list does. Invented examples over the note rules' small dictionary (note-dicts.ts), with a
// few brand-like names added to it, and an invented lower-case shift note around them.
import { createPhiIdentifier, type PhiDictionaries } from '../../../../../src/engine/phi/index';
import { writtenInLowerCase } from '../../../../../src/engine/phi/rules/caseless-names';
import { strict as assert } from 'node:assert';
import { NOTE_DICTS } from './note-dicts';
import { ruleChecks } from './rule-checks';

const DICTS: PhiDictionaries = {
  ...NOTE_DICTS,
  names: new Set([...NOTE_DICTS.names, 'quillane', 'allegra', 'destin', 'ada', 'corvino']),
  english: new Set([...NOTE_DICTS.english, 'resting', 'continue', 'boys', 'drove', 'over', 'diet', 'tolerating', 'lotion', 'applied', 'gave', 'sandwich']),
};
const identify = createPhiIdentifier(DICTS);
const { finds, clean } = ruleChecks(identify);
const byThisRule = (text: string): string[] => identify(text).filter((f) => f.rule === 'person.caseless-known-name').map((f) => text.slice(f.start, f.end));
/** A lower-case shift note of words the dictionary knows, long enough to count as written in lower case. */
const SHIFT = 'pt resting overnight, pain stable, family meeting held today, plan to continue meds, will call back tomorrow. '.repeat(3);

describe('rule person.caseless-known-name', () => {
  it('tells a note written in lower case from one with capitals', () => {
    assert.ok(writtenInLowerCase(SHIFT));
    assert.ok(!writtenInLowerCase(`Pt Resting. ${SHIFT.slice(0, 120)} MICU Team Aware.`));
    assert.ok(!writtenInLowerCase('pt resting'));
  });
  it('finds a long name-list word in a lower-case note', () => {
    finds(`${SHIFT}wife drove over with the quillane boys.`, 'PATIENT:quillane', 'person.caseless-known-name');
    finds(`${SHIFT}the corvino boys drove over today.`, 'PATIENT:corvino', 'person.caseless-known-name');
  });
  it('leaves short name-list words, brands before a route or a form word, and notes with capitals alone', () => {
    clean(`${SHIFT}tolerating ada diet.`, 'PATIENT', 'CITY');
    clean(`${SHIFT}gave allegra po, destin lotion applied.`, 'PATIENT', 'CITY');
    assert.deepEqual(byThisRule(`${SHIFT}gave allegra po, destin lotion applied.`), []);
    assert.deepEqual(byThisRule(`MICU Nursing Note. Pt Resting Overnight. Wife Drove Over With The Boys. Plan Per MICU Team. ${SHIFT}the quillane boys.`), []);
  });
});
