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
  it('reads a venue after a job and "at the" in small letters or capitals, English words too (fix19b)', () => {
    assert.deepEqual(byRule('cook at the quarrovel grille\n'), ['ORGANIZATION:the quarrovel grille']);
    assert.deepEqual(byRule('pt works as a waitress at the blue heron diner in town.\n'), ['ORGANIZATION:the blue heron diner']);
    assert.deepEqual(byRule('SON IS A BARTENDER AT THE LANTERN TAVERN ON MAIN ST\n'), ['ORGANIZATION:THE LANTERN TAVERN']);
    assert.deepEqual(byRule('lost her job at the copper kettle cafe last month\n'), ['ORGANIZATION:the copper kettle cafe']);
  });
  it('leaves venues with no name, small letters, English capitals and no cue alone', () => {
    const negatives = [
      'staying at the inn nearby\n', 'works at a grill downtown\n', 'ate lunch at the quarrovel grille\n',
      'works as a cook at the local diner\n', 'WORKS AS A CLERK AT THE MOTOR INN\n', 'nurse at the hospital cafe\n',
      'cashier at the diner\n', 'bartender at a blue heron tavern\n',
      'ATE AT THE HOSPITAL CAFE\n', 'FAMILY STAYING AT THE MOTOR INN\n', 'The Quarrovel Grille is busy\n',
      'at Tylenol Cafe\n', 'LIVES AT THE OLD INN\n',
    ];
    for (const text of negatives) assert.deepEqual(byRule(text), [], text);
  });
});
