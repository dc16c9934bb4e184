import * as assert from 'node:assert/strict';
import fc from 'fast-check';
import { planRedaction, redactAllInSelectionTitle, redactItemTitle, withinRanges, type RedactionTarget } from '../../../../src/editor/redaction/code-actions-plan.pure';

const note = 'Pt John Smith, MRN 123456, seen 2024-03-01.';
const at = (text: string, type: string): RedactionTarget => {
  const start = note.indexOf(text);
  return { start, end: start + text.length, text, type };
};
const textAt = (start: number, end: number): string => note.slice(start, end);

function applyPlan(text: string, replacements: readonly { start: number; end: number; label: string }[]): string {
  let out = text;
  for (const r of [...replacements].reverse()) out = out.slice(0, r.start) + r.label + out.slice(r.end);
  return out;
}

describe('code-actions-plan', () => {
  it('replaces each PHI range with its bracketed type, in document order', () => {
    const plan = planRedaction([at('2024-03-01', 'DATE'), at('John Smith', 'PATIENT'), at('123456', 'MEDICALRECORD')], textAt);
    assert.equal(plan.kind, 'ready');
    if (plan.kind !== 'ready') return;
    assert.deepEqual(plan.replacements.map((r) => r.label), ['[PATIENT]', '[MEDICALRECORD]', '[DATE]']);
    assert.equal(applyPlan(note, plan.replacements), 'Pt [PATIENT], MRN [MEDICALRECORD], seen [DATE].');
  });

  it('refuses the whole plan when any range no longer holds the analysed text', () => {
    const moved = { ...at('John Smith', 'PATIENT'), start: 4, end: 14 };
    const plan = planRedaction([at('2024-03-01', 'DATE'), moved], textAt);
    assert.deepEqual(plan, { kind: 'stale', mismatched: 1 });
  });

  it('says there is nothing to do for no targets', () => {
    assert.deepEqual(planRedaction([], textAt), { kind: 'nothing' });
  });

  it('merges overlapping items so no part of either survives and ranges never overlap', () => {
    const plan = planRedaction([at('John Smith', 'PATIENT'), at('Smith, MRN', 'DOCTOR'), at('John', 'PATIENT')], textAt);
    assert.equal(plan.kind, 'ready');
    if (plan.kind !== 'ready') return;
    assert.equal(applyPlan(note, plan.replacements), 'Pt [PATIENT] 123456, seen 2024-03-01.');
  });

  it('never leaves an overlapping plan, for random items', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.nat(note.length - 1), fc.integer({ min: 1, max: 8 }))), (list) => {
        const targets = list.map(([s, l]) => {
          const end = Math.min(note.length, s + l);
          return { start: s, end, text: note.slice(s, end), type: 'X' };
        });
        const plan = planRedaction(targets, textAt);
        if (plan.kind !== 'ready') return;
        for (let i = 1; i < plan.replacements.length; i++) assert.ok((plan.replacements[i]?.start ?? 0) >= (plan.replacements[i - 1]?.end ?? 0));
        for (const t of targets) assert.ok(plan.replacements.some((r) => r.start <= t.start && r.end >= t.end), 'each item covered');
      }),
    );
  });

  it('picks items intersecting a selection (partly inside counts) or touching a cursor', () => {
    const items = [at('John Smith', 'PATIENT'), at('123456', 'MEDICALRECORD'), at('2024-03-01', 'DATE')];
    assert.deepEqual(withinRanges(items, [{ start: 0, end: 6 }]).map((i) => i.type), ['PATIENT']);
    assert.deepEqual(withinRanges(items, [{ start: 12, end: 16 }]).map((i) => i.type), ['PATIENT']);
    assert.deepEqual(withinRanges(items, [{ start: 19, end: 19 }]).map((i) => i.type), ['MEDICALRECORD']);
    assert.deepEqual(withinRanges(items, [{ start: 0, end: 1 }, { start: 35, end: 36 }]).map((i) => i.type), ['DATE']);
  });

  it('quick fix titles name their target, shortened; masked, by type and line', () => {
    assert.equal(redactItemTitle({ text: 'Margaret A. Harlow', type: 'PATIENT' }, 7, false), "Redact 'Margaret A. Harlow' as [PATIENT]");
    assert.equal(redactItemTitle({ text: 'Margaret A. Harlow', type: 'PATIENT' }, 7, true), 'Redact PATIENT on line 7 as [PATIENT]');
    assert.equal(redactItemTitle({ text: `1800 Orchard\n${'x'.repeat(50)}`, type: 'STREET' }, 2, false).length, "Redact '' as [STREET]".length + 40);
    assert.equal(redactAllInSelectionTitle(3), 'Redact all 3 items in selection');
  });
});
