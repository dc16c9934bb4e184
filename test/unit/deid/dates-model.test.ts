// The one date model (src/deid/dates): a table of written forms, each read and written back after a shift.
// The property: for any two dates of a note in any forms, the interval in days is the same after the
// shift, no date is left unchanged, yearless dates move by the same offset, and each keeps its form.
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { findDates } from '../../../src/deid/dates/forms';
import { readDate, shiftDates, yearOf } from '../../../src/deid/dates/shift';
import { applyStrategies, DeidRun, type PhiSpan } from '../../../src/deid/strategies';
import { movesEveryDate } from '../../../src/deid/strategies/run';

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const DAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const p2 = (n: number): string => String(n).padStart(2, '0');
const yy = (y: number): string => p2(y % 100);
const ord = (d: number): string => `${d}${d % 10 === 1 && d !== 11 ? 'st' : d % 10 === 2 && d !== 12 ? 'nd' : d % 10 === 3 && d !== 13 ? 'rd' : 'th'}`;
const mon = (m: number): string => (MONTHS[m - 1] as string).slice(0, 3);

type Writer = (y: number, m: number, d: number, wd: number) => string;
/** name, writer, and whether the form carries its year. */
export const FORMATS: readonly (readonly [string, Writer, boolean])[] = [
  ['MM/DD/YYYY', (y, m, d) => `${p2(m)}/${p2(d)}/${y}`, true],
  ['M/D/YYYY', (y, m, d) => `${m}/${d}/${y}`, true],
  ['MM-DD-YYYY', (y, m, d) => `${p2(m)}-${p2(d)}-${y}`, true],
  ['MM.DD.YYYY', (y, m, d) => `${p2(m)}.${p2(d)}.${y}`, true],
  ['MM/DD/YY', (y, m, d) => `${p2(m)}/${p2(d)}/${yy(y)}`, true],
  ['M-D-YY', (y, m, d) => `${m}-${d}-${yy(y)}`, true],
  ['YYYY-MM-DD', (y, m, d) => `${y}-${p2(m)}-${p2(d)}`, true],
  ['YYYY/M/D', (y, m, d) => `${y}/${m}/${d}`, true],
  ['DD-Mon-YYYY', (y, m, d) => `${p2(d)}-${mon(m)}-${y}`, true],
  ['DD-Mon-YY', (y, m, d) => `${p2(d)}-${mon(m)}-${yy(y)}`, true],
  ['DD-MON-YYYY', (y, m, d) => `${p2(d)}-${mon(m).toUpperCase()}-${y}`, true],
  ['DD/Mon/YYYY', (y, m, d) => `${p2(d)}/${mon(m)}/${y}`, true],
  ['D Month YYYY', (y, m, d) => `${d} ${MONTHS[m - 1]} ${y}`, true],
  ['Dth of Month, YYYY', (y, m, d) => `${ord(d)} of ${MONTHS[m - 1]}, ${y}`, true],
  ['Month D, YYYY', (y, m, d) => `${MONTHS[m - 1]} ${d}, ${y}`, true],
  ['Mon. D, YYYY', (y, m, d) => `${mon(m)}. ${d}, ${y}`, true],
  ['month d yyyy', (y, m, d) => `${(MONTHS[m - 1] as string).toLowerCase()} ${d} ${y}`, true],
  ['MONTH Dth, YYYY', (y, m, d) => `${(MONTHS[m - 1] as string).toUpperCase()} ${ord(d).toUpperCase()}, ${y}`, true],
  ['Mon-DD-YYYY', (y, m, d) => `${mon(m)}-${p2(d)}-${y}`, true],
  ['YYYY-Mon-DD', (y, m, d) => `${y}-${mon(m)}-${p2(d)}`, true],
  ['Weekday, Month D, YYYY', (y, m, d, wd) => `${DAYS[wd]}, ${MONTHS[m - 1]} ${d}, ${y}`, true],
  ['Wkd DD Mon YYYY', (y, m, d, wd) => `${(DAYS[wd] as string).slice(0, 3)} ${p2(d)} ${mon(m)} ${y}`, true],
  ['Month D (yearless)', (_y, m, d) => `${MONTHS[m - 1]} ${d}`, false],
  ['D Mon (yearless)', (_y, m, d) => `${d} ${mon(m)}`, false],
  ['M/D (yearless)', (_y, m, d) => `${m}/${d}`, false],
  ['Dth of Month (yearless)', (_y, m, d) => `${ord(d)} of ${MONTHS[m - 1]}`, false],
];

const DAY_MS = 86_400_000;
const civil = (days: number): [number, number, number, number] => {
  const d = new Date(days * DAY_MS);
  return [d.getUTCFullYear(), d.getUTCMonth() + 1, d.getUTCDate(), d.getUTCDay()];
};
// 1952-2046: two-digit years then read back under the documented pivot (50) after any shift of a year.
const day = fc.integer({ min: Date.UTC(1952, 0, 1) / DAY_MS, max: Date.UTC(2046, 11, 31) / DAY_MS });
const seed = fc.string({ minLength: 1, maxLength: 8 });
const format = fc.constantFrom(...FORMATS);

function spansOf(text: string, values: readonly string[]): PhiSpan[] {
  let from = 0;
  return values.map((v) => {
    const start = text.indexOf(v, from);
    from = start + v.length;
    return { start, end: start + v.length, type: 'DATE' };
  });
}

describe('deid dates: the one date model', () => {
  it('reads every form of the table as one date', () => {
    for (const [name, write] of FORMATS) {
      const text = write(2025, 1, 14, 2);
      const found = findDates(text);
      assert.equal(found.length, 1, `${name}: ${text}`);
      assert.equal(found[0]!.end - found[0]!.start, text.length, `${name}: ${text}`);
    }
  });

  it('property: intervals hold, nothing is left unchanged, yearless dates move by the same offset, forms are kept', () => {
    fc.assert(
      fc.property(day, fc.array(fc.tuple(fc.integer({ min: -200, max: 200 }), format), { minLength: 1, maxLength: 4 }), fc.constantFrom<'dateShift' | 'surrogate'>('dateShift', 'surrogate'), seed, fc.integer({ min: -400, max: 400 }), (anchor, others, strategy, sd, lo) => {
        fc.pre(movesEveryDate(lo));
        // The first date carries the note's year; the others are within 200 days of it (yearless ones in its year).
        const [ay] = civil(anchor);
        const dates = [anchor, ...others.map(([delta]) => anchor + delta)];
        const forms = [FORMATS[0]!, ...others.map(([, f]) => f)];
        const usable = dates.map((d, i) => forms[i]![2] || civil(d)[0] === ay);
        const written = dates.map((d, i) => {
          const [y, m, dd, wd] = civil(d);
          return usable[i] ? forms[i]![1](y, m, dd, wd) : FORMATS[0]![1](y, m, dd, wd);
        });
        const text = `Seen ${written.join('; then ')}.`;
        const run = new DeidRun({ seed: sd, dateShift: { minDays: lo, maxDays: lo }, mask: { character: '*', fixedLength: 0 } });
        const out = applyStrategies(text, spansOf(text, written), { strategy, byType: {} }, run).replacements.map((r) => r.replacement);
        const shiftedYear = yearOf(out[0]!)!;
        for (let i = 0; i < dates.length; i++) {
          const original = written[i]!;
          const shifted = out[i]!;
          assert.notEqual(shifted, original, 'a date left unchanged');
          // Its form: the same shape once digits and month names are abstracted.
          const shape = (s: string): string => s.replace(/\d+(st|nd|rd|th)?/gi, '9').replace(/[A-Za-z]{3,}/g, 'W');
          if (!/^(Sun|Mon|Tue|Wed|Thu|Fri|Sat)/.test(original)) assert.equal(shape(shifted), shape(original), `${original} -> ${shifted}`);
          const isYearless = usable[i] && !forms[i]![2];
          if (isYearless) {
            // The same offset: month and day of (date + offset).
            const [, m, d] = civil(dates[i]! + lo);
            const back = readDate(shifted, 2000)!;
            const [, bm, bd] = civil(back);
            assert.deepEqual([bm, bd], [m, d], `${original} -> ${shifted}`);
          } else {
            assert.equal(readDate(shifted)! - readDate(original)!, lo, `${original} -> ${shifted}`);
            assert.equal(readDate(shifted)! - readDate(out[0]!)!, dates[i]! - anchor);
          }
        }
        assert.ok(shiftedYear > 0);
        assert.equal(run.unreadDateCount, 0);
      }),
      { numRuns: 400 },
    );
  });

  it('recomputes a weekday from the shifted date, and drops one it cannot know', () => {
    assert.equal(shiftDates('Monday, January 13, 2025', -1), 'Sunday, January 12, 2025');
    assert.equal(shiftDates('Tue 14 Jan', -1), '13 Jan');
    assert.equal(shiftDates('Tue 14 Jan', -1, { year: 2025 }), 'Mon 13 Jan');
  });

  it('writes a two-digit year with four digits when two would read back in another century', () => {
    assert.equal(shiftDates('1/14/50', -30), '12/15/1949');
    assert.equal(shiftDates('1/14/51', -30), '12/15/50');
    assert.equal(shiftDates('14-Jan-25', -30), '15-Dec-24');
  });

  it('moves a month with its year, a month alone and a year alone, never leaving one unchanged', () => {
    for (const days of [-1, 1, -15, 14, -40, 300]) {
      for (const text of ['01/2025', 'Jan 2025', "Jan '25", '2025-01', 'January', '2019']) assert.notEqual(shiftDates(text, days), text, `${text} by ${days}`);
    }
    assert.equal(shiftDates('01/2025', -40), '12/2024');
    assert.equal(shiftDates('March 2019', -10), 'February 2019');
  });

  it('never draws an offset of a whole number of years, which would leave "March 3" in place', () => {
    for (const days of [365, -365, 366, -730, 731, 1461, 0]) assert.equal(movesEveryDate(days), false, String(days));
    for (const days of [-30, -364.0 + 1, 400, -200]) assert.equal(movesEveryDate(days), true, String(days));
    assert.throws(() => new DeidRun({ seed: 's', dateShift: { minDays: 365, maxDays: 365 }, mask: { character: '*', fixedLength: 0 } }), /whole number of years/);
    for (let i = 0; i < 200; i++) {
      const run = new DeidRun({ seed: `y${i}`, dateShift: { minDays: -370, maxDays: -360 }, mask: { character: '*', fixedLength: 0 } });
      assert.notEqual(shiftDates('March 3', run.dateOffsetDays), 'March 3');
    }
  });

  it('refuses a span with digits it cannot place: the run writes [DATE] and counts it', () => {
    for (const text of ['13/45/2020', 'the 14th', 'Feb 30, 2020', '2020-13-01 and 4']) assert.equal(shiftDates(text, -3), undefined, text);
    const run = new DeidRun({ seed: 'x', dateShift: { minDays: -9, maxDays: -9 }, mask: { character: '*', fixedLength: 0 } });
    const text = 'on 13/45/2020 and 01/12/2025';
    const out = applyStrategies(text, [{ start: 3, end: 13, type: 'DATE' }, { start: 18, end: 28, type: 'DATE' }], { strategy: 'dateShift', byType: {} }, run);
    assert.equal(out.text, 'on [DATE] and 01/03/2025');
    assert.equal(run.unreadDateCount, 1);
  });

  it('the issue\'s examples: whole dates move and intervals hold', () => {
    const text = 'Admitted 01/12/2025. Seen 14-Jan-2025.';
    const out = shiftDates(text, -30)!;
    assert.equal(out, 'Admitted 12/13/2024. Seen 15-Dec-2024.');
    assert.equal(shiftDates('Seen Jan-14-2025, 14/Jan/2025', -30), 'Seen Dec-15-2024, 15/Dec/2024');
  });
});
