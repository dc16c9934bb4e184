// Per-rule tests of facility.named-floor and facility.unit-floor (src/engine/phi/rules/unit-floors.ts): a building and
// its floor after a move's cue in any letter case or before a unit's kind, and a step-down, telemetry or ICU unit named
// by its floor and wing, with doses, settings, counts, times, dates, levels and bare floors as hard negatives.
// Invented examples, none from any evaluation set, over the built dictionaries (skipped when they are not built).
import { strict as assert } from 'node:assert';
import { builtChecks } from './rule-checks';

const checks = builtChecks();
const named = (text: string): string[] => checks?.byRule(text, 'facility.named-floor') ?? [];
const unit = (text: string): string[] => checks?.byRule(text, 'facility.unit-floor') ?? [];

describe('rules facility.named-floor and facility.unit-floor', function () {
  before(function () {
    if (!checks) this.skip();
  });
  it('reads a building and its floor after a call-out, a move or "vs", in each letter case', () => {
    assert.deepEqual(named('Dispo: if stable overnight, call out to Quenby 7.'), ['HOSPITAL:Quenby 7']);
    assert.deepEqual(named('plan: ? transfer to ostrova 5 tomorrow.'), ['HOSPITAL:ostrova 5']);
    assert.deepEqual(named('plan: c/o to tavistrom 9 when off drips.'), ['HOSPITAL:tavistrom 9']);
    assert.deepEqual(named('PLAN: XFER TO DELAMORE 11 IN AM.'), ['HOSPITAL:DELAMORE 11']);
    assert.deepEqual(named('Dispo: acute rehab vs Pellingham 12 after extubation.'), ['HOSPITAL:Pellingham 12']);
  });
  it('reads a header\'s colon after the cue, a building\'s kind word and capitals before a unit\'s kind (fix19b)', () => {
    assert.deepEqual(named('Transfer to: Quenby 7 (Medicine)\n'), ['HOSPITAL:Quenby 7']);
    assert.deepEqual(named('PLAN: TRANSFER TO OSTROVA TOWER 5 IN AM.'), ['HOSPITAL:OSTROVA TOWER 5']);
    assert.deepEqual(named('plan: call out to tavistrom pavilion 3 today.'), ['HOSPITAL:tavistrom pavilion 3']);
    assert.deepEqual(named('PLAN: TRANSFER TO BRACKLEY 8 STEPDOWN IF STABLE.'), ['HOSPITAL:BRACKLEY 8']);
  });
  it('leaves a header\'s place, a unit\'s service and a tower with no name alone (fix19b)', () => {
    const negatives = [
      'Transfer to: Home 2 days. Transfer to: Floor 4. TRANSFER TO MEDICINE 7 STEPDOWN. transfer to tower 5.',
      'TRANSFER TO: ROOM 12. moved to the tower 4 west. TRANSFER TO SURGERY 6 STEPDOWN.',
    ];
    for (const text of negatives) assert.deepEqual(named(text), [], text);
  });
  it('reads an English-word building after a move\'s cue, closing its clause or before a time, and before a unit\'s kind after a preposition (fix21a)', () => {
    assert.deepEqual(named('plan: call out to larch 6 if stable.'), ['HOSPITAL:larch 6']);
    assert.deepEqual(named('PLAN: TXF TO CEDAR 4 IN AM.'), ['HOSPITAL:CEDAR 4']);
    assert.deepEqual(named('dispo: to aspen 5 stepdown in am.'), ['HOSPITAL:aspen 5']);
    assert.deepEqual(named('pt on maple 6 stepdown since admission.'), ['HOSPITAL:maple 6']);
  });
  it('leaves a state, a setting, a verb, a count and a dose after a move alone (fix21a)', () => {
    const negatives = [
      'transfer to chair 2 assist. sent to triage 2. back to sleep 1. back to baseline 2L. back to work 3 days. needs 2 stepdown beds.',
      'rehab vs larch 6. transfer to hospice 2. moved to phase 2. back to normal 4. to give 2 stepdown. returned to bed 2 today.',
      'PLAN: BACK TO SLEEP 2. SENT TO TRIAGE 4. TXF TO CHAIR 2 THIS AM. go to the 4 stepdown.',
    ];
    for (const text of negatives) assert.deepEqual(named(text), [], text);
  });
  it('reads a building and its floor before a unit\'s kind, with no cue', () => {
    assert.deepEqual(named('Case Management Note - Brackley 8 stepdown\n80F CHF'), ['HOSPITAL:Brackley 8']);
    assert.deepEqual(named('likely home vs Ostrander 6 step-down'), ['HOSPITAL:Ostrander 6']);
  });
  it('reads a step-down, telemetry or ICU unit by its floor and wing', () => {
    assert.deepEqual(unit('PLAN: ? TRANSFER TO SURG STEPDOWN 6 WEST SAT.'), ['HOSPITAL:SURG STEPDOWN 6 WEST']);
    assert.deepEqual(unit('plan: c/o to tele 5 when stable.'), ['HOSPITAL:tele 5']);
    assert.deepEqual(unit('Plan: to Cardiac Stepdown 3C once wires out.'), ['HOSPITAL:Cardiac Stepdown 3C']);
    assert.deepEqual(unit('Transferred to SICU 5 East at 0200.'), ['HOSPITAL:SICU 5 East']);
    assert.deepEqual(unit('PLAN: TX TO 9 SOUTH TELE AM. Then G4 NEURO STEPDOWN.'), ['HOSPITAL:9 SOUTH TELE', 'HOSPITAL:G4 NEURO STEPDOWN']);
  });
  it('leaves doses, settings, counts, times, dates, levels and bare floors alone', () => {
    const negatives = [
      'on levo 5 now, weaning. back to simv 5 overnight. transfer to room 4. transfer to pod 3.',
      'moved to Medicine 7 step-down. 8 tele beds open. 2 stepdown beds.',
      'CCU 11 PM - 7 AM. ICU day 3. MICU 2/3. tele 8 hours. stepdown 2 days. MICU 4 nights.',
      'sent to 6 north. returned to 5 West. Ward 7. transfer to March 4. back to Level 2.',
    ];
    for (const text of negatives) assert.deepEqual([...named(text), ...unit(text)], [], text);
  });
  it('reads a building and its floor in brackets after a unit\'s kind or an ICU\'s initials (fix17b)', () => {
    assert.deepEqual(named('CARDIAC STEP-DOWN (QUENBY 4) ADMISSION NOTE - NIGHTS\n'), ['HOSPITAL:QUENBY 4']);
    assert.deepEqual(named('POD 1. Up from SICU (Ostrova 6) at 1400.'), ['HOSPITAL:Ostrova 6']);
    assert.deepEqual(named('Rehab Unit (Tavistrom 3) Progress Note'), ['HOSPITAL:Tavistrom 3']);
  });
  it('leaves a scale, a grade, a room or a day in brackets after a diagnosis or a unit alone', () => {
    const negatives = [
      'COPD (GOLD 3). ulcer (Wagner 2). NSTEMI (TIMI 4). skin check (Braden 12). UC (Mayo 2).',
      'ICU (Bed 4). step-down (Room 12). unit (was 12). floor (day 3). MICU (Pod 2). tele (stage 2).',
    ];
    for (const text of negatives) assert.deepEqual([...named(text), ...unit(text)], [], text);
  });
  it('reads a note heading that opens with its unit, a building and its floor, before the note\'s kind or the room (fix20a)', () => {
    assert.deepEqual(named('Quenby 7 Ortho RN Note 7a-7p\nS/O: 84 yo F'), ['HOSPITAL:Quenby 7']);
    assert.deepEqual(named('tavistrom 6 medicine progress note hd#4\ns: slept well'), ['HOSPITAL:tavistrom 6']);
    assert.deepEqual(named('gen med progress note - ostrova 5 rm 512 - hd#4'), ['HOSPITAL:ostrova 5']);
  });
  it('leaves a heading that opens with a count, a level or an English word alone (fix20a)', () => {
    const negatives = ['Visit 2 Progress Note\n', 'Stage 4 nursing note\nWeek 2 RN note\nRoom 4 rn note\n', 'Bed 12 progress note\n', 'MICU 7 Nursing Note\n', 'Sleep 6 hours, note to follow\n'];
    for (const text of negatives) assert.deepEqual(named(text), [], text);
  });
});
