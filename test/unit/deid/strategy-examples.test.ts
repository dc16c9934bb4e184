// Worked examples of each strategy (the README's strategies table is taken from these).
import assert from 'node:assert/strict';
import { DeidRun, applyStrategies, readDate, shiftDates, type PhiSpan, type StrategyName } from '../../../src/deid/strategies';

const KEY = new Uint8Array(32).fill(7);
const newRun = (seed = 'examples'): DeidRun =>
  new DeidRun({ seed, dateShift: { minDays: -365, maxDays: -30 }, mask: { character: '*', fixedLength: 0 }, hashKey: KEY });

const NOTE = 'Seen by Dr. Alan Reyes on 03/14/2021. Patient Harriet Vole (MRN 044-19-7731), 92 years old. Vole said H. Vole fell on March 2, 2021; call 617-555-0142.';
function spansOf(text: string, marks: readonly [string, string][]): PhiSpan[] {
  let from = 0;
  return marks.map(([value, type]) => {
    const start = text.indexOf(value, from);
    assert.ok(start >= 0, value);
    from = start + value.length;
    return { start, end: start + value.length, type };
  });
}
const MARKS: [string, string][] = [
  ['Alan Reyes', 'DOCTOR'], ['03/14/2021', 'DATE'], ['Harriet Vole', 'PATIENT'], ['044-19-7731', 'MEDICALRECORD'],
  ['92', 'AGE'], ['Vole', 'PATIENT'], ['H. Vole', 'PATIENT'], ['March 2, 2021', 'DATE'], ['617-555-0142', 'PHONE'],
];
const redact = (strategy: StrategyName, run = newRun()): string =>
  applyStrategies(NOTE, spansOf(NOTE, MARKS), { strategy, byType: {} }, run).text;

describe('deid strategies: examples', () => {
  it('label writes the spec form [TYPE]', () => {
    assert.equal(redact('label'), 'Seen by Dr. [DOCTOR] on [DATE]. Patient [PATIENT] (MRN [MEDICALRECORD]), [AGE] years old. [PATIENT] said [PATIENT] fell on [DATE]; call [PHONE].');
  });

  it('pseudonym numbers people per type and links parts of a name to the whole', () => {
    const out = redact('pseudonym');
    assert.equal(out, 'Seen by Dr. [DOCTOR 1] on [DATE 1]. Patient [PATIENT 1] (MRN [MEDICALRECORD 1]), [AGE 1] years old. [PATIENT 1] said [PATIENT 1] fell on [DATE 2]; call [PHONE 1].');
  });

  it('surrogate keeps the shape, links name parts, shifts dates and caps ages', () => {
    const run = newRun();
    const out = redact('surrogate', run);
    const m = /^Seen by Dr\. (\w+) (\w+) on (\d\d\/\d\d\/\d{4})\. Patient (\w+) (\w+) \(MRN (\d{3}-\d\d-\d{4})\), 90\+ years old\. (\w+) said ([A-Z])\. (\w+) fell on ([A-Z][a-z]+ \d{1,2}, \d{4}); call (\d{3}-\d{3}-\d{4})\.$/.exec(out);
    assert.ok(m, out);
    const [, , docLast, date1, , last, mrn, vole1, , vole2, date2, phone] = m;
    assert.notEqual(docLast, 'Reyes');
    assert.notEqual(last, 'Vole');
    assert.equal(vole1, last);
    assert.equal(vole2, last);
    assert.notEqual(mrn, '044-19-7731');
    assert.notEqual(phone, '617-555-0142');
    assert.equal(readDate(date2!)! - readDate(date1!)!, readDate('March 2, 2021')! - readDate('03/14/2021')!);
    assert.equal(readDate(date1!)! - readDate('03/14/2021')!, run.dateOffsetDays);
  });

  it('dateShift shifts dates only and labels other types', () => {
    const out = redact('dateShift');
    assert.match(out, /^Seen by Dr\. \[DOCTOR\] on \d\d\/\d\d\/\d{4}\. .*90\+ years old.* fell on [A-Z][a-z]+ \d{1,2}, \d{4}; call \[PHONE\]\.$/);
  });

  it('mask keeps the length (and spaces) or writes a fixed mask', () => {
    assert.match(redact('mask'), /^Seen by Dr\. \*{4} \*{5} on \*{10}\. Patient \*{7} \*{4} \(MRN \*{11}\)/);
    const fixed = new DeidRun({ seed: 's', dateShift: { minDays: -5, maxDays: -1 }, mask: { character: '#', fixedLength: 4 } });
    assert.match(redact('mask', fixed), /^Seen by Dr\. #### on ####\./);
  });

  it('hash gives the same tag to the same value across runs with the same key, whatever the case', () => {
    const a = redact('hash');
    const b = applyStrategies('HARRIET  VOLE', [{ start: 0, end: 13, type: 'PATIENT' }], { strategy: 'hash', byType: {} }, newRun('other')).text;
    const tag = /Patient (\[PATIENT [0-9a-f]{10}\])/.exec(a)?.[1];
    assert.equal(b, tag);
    const noKey = new DeidRun({ seed: 's', dateShift: { minDays: -5, maxDays: -1 }, mask: { character: '*', fixedLength: 0 } });
    assert.equal(noKey.replace('hash', 'PATIENT', 'x'), '[PATIENT]');
  });

  it('per-type overrides pick the strategy by phi_type', () => {
    const out = applyStrategies(NOTE, spansOf(NOTE, MARKS), { strategy: 'label', byType: { PATIENT: 'pseudonym', DATE: 'dateShift' } }, newRun()).text;
    assert.match(out, /^Seen by Dr\. \[DOCTOR\] on \d\d\/\d\d\/\d{4}\. Patient \[PATIENT 1\] \(MRN \[MEDICALRECORD\]\), \[AGE\]/);
  });

  it('shiftDates keeps each written form', () => {
    const cases: [string, RegExp][] = [
      ['2021-03-14', /^\d{4}-\d\d-\d\d$/], ['3/4/21', /^\d{1,2}\/\d{1,2}\/\d\d$/], ['14.03.2021', /^\d\d\.\d\d\.\d{4}$/],
      ['Mar 4, 2021', /^[A-Z][a-z]{2} \d{1,2}, \d{4}$/], ['4th of MARCH 2021', /^\d{1,2}(st|nd|rd|th) of [A-Z]+ \d{4}$/],
      ['March 2021', /^[A-Z][a-z]+ \d{4}$/], ['3/4', /^\d{1,2}\/\d{1,2}$/], ['january 5', /^[a-z]+ \d{1,2}$/],
    ];
    for (const [text, form] of cases) assert.match(shiftDates(text, -45) ?? '', form, text);
    assert.equal(shiftDates('2021-03-14', -14), '2021-02-28');
    assert.equal(shiftDates('12/31/1999', 1), '01/01/2000');
    assert.equal(shiftDates('on the 1st', 3), undefined);
  });
});

describe('deid strategies: dates shifted per patient', () => {
  const note = (name: string, d1: string, d2: string): { text: string; spans: PhiSpan[] } => {
    const text = `Patient ${name} admitted ${d1}, discharged ${d2}. ${name.split(' ')[1]} is stable.`;
    return { text, spans: spansOf(text, [[name, 'PATIENT'], [d1, 'DATE'], [d2, 'DATE'], [name.split(' ')[1]!, 'PATIENT']]) };
  };

  it('each patient gets one offset across notes; intervals hold within a patient', () => {
    const run = new DeidRun({ seed: 'per-patient', dateShift: { minDays: -1000, maxDays: 1000 }, mask: { character: '*', fixedLength: 0 } });
    const choice = { strategy: 'dateShift' as const, byType: {} };
    const shiftOf = (n: { text: string; spans: PhiSpan[] }, d: string): number => {
      const out = applyStrategies(n.text, n.spans, choice, run, { datesPerPatient: true }).text;
      const shifted = /admitted (\S+),/.exec(out)![1]!;
      return readDate(shifted)! - readDate(d)!;
    };
    const a1 = note('Harriet Vole', '03/14/2021', '03/20/2021');
    const a2 = note('Harriet Vole', '07/01/2021', '07/09/2021');
    const b1 = note('Oscar Pell', '03/14/2021', '03/20/2021');
    const offA = shiftOf(a1, '03/14/2021');
    assert.equal(shiftOf(a2, '07/01/2021'), offA, 'the same patient, the same offset in another note');
    const offB = shiftOf(b1, '03/14/2021');
    assert.notEqual(offB, offA, 'another patient, another offset (for this seed)');
    assert.equal(offA, run.dateOffsetFor(run.patientKey('Vole')), 'a part of the name finds the same patient');
    const out = applyStrategies(a1.text, a1.spans, choice, run, { datesPerPatient: true }).text;
    const [d1, d2] = [...out.matchAll(/\d\d\/\d\d\/\d{4}/g)].map((m) => readDate(m[0])!);
    assert.equal(d2! - d1!, 6);
  });
});
