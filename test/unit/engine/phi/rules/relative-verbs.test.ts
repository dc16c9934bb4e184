// Per-rule tests of person.relative's fix16d readings (src/engine/phi/rules/note-people.ts, note-people-context.ts): a
// relative named by kin word whose name no list knows, before what they do in a social line (works, speaks, drives,
// lives, also), and a relation in law written with blanks; and the same words with no name in the slot. Invented
// examples, none from any evaluation set; the built dictionaries weigh the name words.
import { join } from 'node:path';
import { createPhiIdentifier, defaultPhiDictionariesPath, loadPhiDictionaries } from '../../../../../src/engine/phi/index';
import { ruleChecks, type RuleChecks } from './rule-checks';

const path = defaultPhiDictionariesPath(join(__dirname, '..', '..', '..', '..', '..', 'src', 'engine'));
const checks: RuleChecks | undefined = path !== undefined ? ruleChecks(createPhiIdentifier(loadPhiDictionaries(path))) : undefined;

describe('rule person.relative (fix16d verbs and relations in law)', () => {
  before(function () {
    if (checks === undefined) this.skip();
  });
  it('finds a relative before what they do in a social line', () => {
    checks!.finds('social: wife quorla works as a school cook, at bs until 2100.', 'PATIENT:quorla', 'person.relative');
    checks!.finds('social: son drusko drives for a freight co, can visit sat.', 'PATIENT:drusko', 'person.relative');
  });
  it('finds a relative after a relation in law written with blanks', () => {
    checks!.finds('HCP CALLED @ 2200. DAUGHTER IN LAW QUORLA ALSO ON SPEAKER.', 'PATIENT:QUORLA', 'person.relative');
  });
  it('leaves the relation with no name, and "in law" that is no relation, alone', () => {
    checks!.notBy('social: wife works nights, son also called.', 'person.relative');
    checks!.notBy('lives in law office housing', 'person.relative');
  });
});

describe('rules person.relative and name.cued: step-relations as kin words (fix19a)', () => {
  before(function () {
    if (checks === undefined) this.skip();
  });
  it('finds the name after a step-relation, in each letter case', () => {
    // In Title case the capitalised family reads the name first (name.cued), as after every relative.
    checks!.finds('Brought in by stepfather Dorran Kilbey and mother.', 'PATIENT:Dorran Kilbey', 'name.cued');
    checks!.finds('SOCIAL: STEPMOM ROSALIND AT BEDSIDE OVERNIGHT.', 'PATIENT:ROSALIND', 'person.relative');
    checks!.finds('social: stepbrother quennel called x2.', 'PATIENT:quennel', 'person.relative');
  });
  it('leaves a step-relation with no name after it alone', () => {
    checks!.clean('stepfather at bedside. STEPMOM AWARE OF PLAN. stepdad called, updated.', 'PATIENT', 'DOCTOR');
  });
});
