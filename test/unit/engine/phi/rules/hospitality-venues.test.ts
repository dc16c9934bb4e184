// Per-rule tests of org.hospitality-venue (src/engine/phi/rules/hospitality-venues.ts): a restaurant, pub or inn a
// social history names after a work, ownership or stay cue, and the venues with no name, in small letters or with no
// cue that take the same words. Invented examples, none from any evaluation set, over the built dictionaries (skipped
// when they are not built).
import { strict as assert } from 'node:assert';
import { builtChecks } from './rule-checks';

const checks = builtChecks();
const byRule = (text: string): string[] => checks?.byRule(text, 'org.hospitality-venue') ?? [];

describe('rule org.hospitality-venue', function () {
  before(function () {
    if (!checks) this.skip();
  });
  it('reads a venue after a work or ownership cue, in capitals and in Title case', () => {
    assert.deepEqual(byRule('- PT WORKS AS A LINE COOK AT THE QUARROVEL GRILLE IN TOWN\n'), ['ORGANIZATION:THE QUARROVEL GRILLE']);
    assert.deepEqual(byRule('Social: owns the Tarnovi Bistro downtown.\n'), ['ORGANIZATION:the Tarnovi Bistro']);
    assert.deepEqual(byRule('Occupation: bartender, The Copper Kettle Tap\n'), ['ORGANIZATION:The Copper Kettle Tap']);
  });
  it('reads an inn where a relative stays', () => {
    assert.deepEqual(byRule('WIFE AT BEDSIDE, STAYING AT QUARROVEL INN TONIGHT.\n'), ['ORGANIZATION:QUARROVEL INN']);
  });
  it('leaves venues with no name, small letters, English capitals and no cue alone', () => {
    const negatives = [
      'staying at the inn nearby\n', 'works at a grill downtown\n', 'cook at the quarrovel grille\n',
      'ATE AT THE HOSPITAL CAFE\n', 'FAMILY STAYING AT THE MOTOR INN\n', 'The Quarrovel Grille is busy\n',
      'at Tylenol Cafe\n', 'LIVES AT THE OLD INN\n',
    ];
    for (const text of negatives) assert.deepEqual(byRule(text), [], text);
  });
});
