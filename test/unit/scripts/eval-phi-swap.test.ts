// The surrogate generator behind the unseen-strings figure: what it writes must be text a note could hold, or the
// figure measures the generator's artefacts instead of the engine. Notes here are invented, not from the corpus.
import * as assert from 'node:assert/strict';
import { type DeidNote } from '../../../scripts/eval-phi-deid';
import { swapNotes } from '../../../scripts/eval-phi-swap';

function note(text: string, spans: readonly (readonly [string, string])[]): DeidNote {
  let from = 0;
  const phi = spans.map(([type, value]) => {
    const start = text.indexOf(value, from);
    assert.ok(start >= 0, `"${value}" is in the note`);
    from = start + value.length;
    return { start, end: from, type, text: value };
  });
  return { patient: 1, text, phi };
}

const never = (): boolean => false;

describe('eval-phi-swap surrogates', () => {
  it('gives the same notes for the same seed and moves the offsets with the surrogates', () => {
    const notes = [note('Seen by Dr Harlow on 7/22 at Mercy Hospital, daughter Ruth called.', [['HCPName', 'Harlow'], ['Date', '7/22'], ['Location', 'Mercy Hospital'], ['RelativeProxyName', 'Ruth']])];
    const a = swapNotes(notes, never, 7);
    assert.deepEqual(swapNotes(notes, never, 7), a);
    for (const g of a[0]!.phi) assert.equal(a[0]!.text.slice(g.start, g.end), g.text);
    assert.match(a[0]!.phi[2]!.text, / Hospital$/);
  });

  it('swaps a date span with a blank at its edge as the date it surrounds', () => {
    for (let seed = 1; seed <= 30; seed++) {
      const [swapped] = swapNotes([note('extubated 7/20 then to floor', [['Date', '7/20 ']])], never, seed);
      const date = /^(\d{1,2})\/(\d{2}) $/.exec(swapped!.phi[0]!.text);
      assert.ok(date && Number(date[1]) >= 1 && Number(date[1]) <= 12 && Number(date[2]) >= 1 && Number(date[2]) <= 31, `seed ${seed}: "${swapped!.phi[0]!.text}"`);
    }
  });

  it('gives an ordinal the suffix of its new day, in the case it was written', () => {
    const suffixOf = (day: number): string => (day >= 11 && day <= 13 ? 'th' : (['th', 'st', 'nd', 'rd'][day % 10] ?? 'th'));
    for (let seed = 1; seed <= 30; seed++) {
      const [swapped] = swapNotes([note('CABG on March 2nd, cath OCTOBER 5TH', [['Date', 'March 2nd'], ['Date', 'OCTOBER 5TH']])], never, seed);
      const [lower, upper] = swapped!.phi.map((g) => g.text);
      const l = /^[A-Z][a-z]+ (\d+)([a-z]{2})$/.exec(lower!);
      const u = /^[A-Z]+ (\d+)([A-Z]{2})$/.exec(upper!);
      assert.ok(l && u, `seed ${seed}: ${lower} / ${upper}`);
      assert.equal(l[2], suffixOf(Number(l[1])), `seed ${seed}: ${lower}`);
      assert.equal(u[2], suffixOf(Number(u[1])).toUpperCase(), `seed ${seed}: ${upper}`);
    }
  });
});
