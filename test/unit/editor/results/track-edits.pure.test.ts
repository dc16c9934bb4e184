import * as assert from 'node:assert/strict';
import fc from 'fast-check';
import { EditLog, moveSpans, touches, type Span, type TextChange } from '../../../../src/editor/results/track-edits.pure';

interface Tagged extends Span {
  readonly id: number;
  readonly text: string;
}

const relocate = (s: Tagged, start: number, end: number): Tagged => ({ ...s, start, end });

function span(text: string, id: number, start: number, end: number): Tagged {
  return { id, start, end, text: text.slice(start, end) };
}

function apply(text: string, change: TextChange, inserted: string): string {
  return text.slice(0, change.rangeOffset) + inserted + text.slice(change.rangeOffset + change.rangeLength);
}

const change = (rangeOffset: number, rangeLength: number, textLength: number): TextChange => ({ rangeOffset, rangeLength, textLength });

describe('track-edits: moveSpans', () => {
  const text = 'Seen by Dr Smith on 2024-01-02 in Boston.';
  const smith = span(text, 1, 11, 16);
  const date = span(text, 2, 20, 30);
  const boston = span(text, 3, 34, 40);

  it('shifts spans after an edit wholly before them, by the net length change', () => {
    const { kept, dropped } = moveSpans([date, boston], [change(0, 4, 9)], relocate); // "Seen" -> "Evaluated"
    assert.equal(dropped, 0);
    assert.deepEqual(kept.map((s) => [s.start, s.end]), [[25, 35], [39, 45]]);
  });

  it('leaves spans before the edit untouched (same objects)', () => {
    const { kept } = moveSpans([smith], [change(40, 1, 0)], relocate);
    assert.equal(kept[0], smith);
  });

  it('drops a span an edit overlaps, and one an edit merely touches at either end', () => {
    assert.equal(moveSpans([smith], [change(13, 2, 2)], relocate).kept.length, 0, 'inside');
    assert.equal(moveSpans([smith], [change(16, 0, 1)], relocate).kept.length, 0, 'typing right after');
    assert.equal(moveSpans([smith], [change(11, 0, 1)], relocate).kept.length, 0, 'typing right before');
    assert.equal(moveSpans([smith], [change(10, 1, 0)], relocate).kept.length, 0, 'deleting the character before');
    assert.equal(moveSpans([smith], [change(0, 41, 0)], relocate).kept.length, 0, 'deleting everything');
  });

  it('keeps a span when the edit is one character away on either side', () => {
    assert.deepEqual(moveSpans([smith], [change(9, 1, 3)], relocate).kept.map((s) => [s.start, s.end]), [[13, 18]]);
    assert.deepEqual(moveSpans([smith], [change(17, 1, 3)], relocate).kept.map((s) => [s.start, s.end]), [[11, 16]]);
  });

  it('applies the changes of one event in order, each in the text left by the ones before', () => {
    // A multi-cursor insert of "X" before "Seen" and before "in", as the extension host reports it:
    // descending, so each change's offsets hold both before and after the other is applied.
    const changes = [change(31, 0, 1), change(0, 0, 1)];
    let edited = text;
    for (const c of changes) edited = apply(edited, c, 'X');
    const { kept } = moveSpans([smith, date, boston], changes, relocate);
    assert.deepEqual(kept.map((s) => edited.slice(s.start, s.end)), ['Smith', '2024-01-02', 'Boston']);
    assert.deepEqual(kept.map((s) => s.start), [12, 21, 36]);
    // The same edits given ascending, each in the coordinates left by the previous one.
    const ascending = [change(0, 0, 1), change(32, 0, 1)];
    assert.deepEqual(moveSpans([smith, date, boston], ascending, relocate).kept.map((s) => s.start), [12, 21, 36]);
  });

  it('counts the dropped spans across the changes', () => {
    const { kept, dropped } = moveSpans([smith, date, boston], [change(12, 1, 0), change(33, 3, 0)], relocate);
    assert.equal(dropped, 2);
    assert.deepEqual(kept.map((s) => s.id), [2]);
  });

  it('touches() uses closed intervals', () => {
    assert.equal(touches({ start: 5, end: 8 }, change(8, 0, 1)), true);
    assert.equal(touches({ start: 5, end: 8 }, change(9, 0, 1)), false);
    assert.equal(touches({ start: 5, end: 8 }, change(3, 2, 0)), true);
    assert.equal(touches({ start: 5, end: 8 }, change(3, 1, 0)), false);
  });
});

/**
 * An independent model of the rule: the document as cells that remember their original offset, and the
 * gaps between cells flagged when an edit happened there. A span survives exactly when its cells are still
 * there, adjacent and in order, and none of its gaps (including the two at its ends) was edited.
 */
class CellModel {
  cells: number[];
  dirty: boolean[];

  constructor(length: number) {
    this.cells = Array.from({ length }, (_, i) => i);
    this.dirty = new Array<boolean>(length + 1).fill(false);
  }

  edit(c: TextChange): void {
    this.cells.splice(c.rangeOffset, c.rangeLength, ...new Array<number>(c.textLength).fill(-1));
    this.dirty.splice(c.rangeOffset, c.rangeLength + 1, ...new Array<boolean>(c.textLength + 1).fill(true));
  }

  survivor(s: Span): Span | undefined {
    const p = this.cells.indexOf(s.start);
    if (p < 0) return undefined;
    for (let i = 0; i < s.end - s.start; i++) if (this.cells[p + i] !== s.start + i) return undefined;
    for (let g = p; g <= p + (s.end - s.start); g++) if (this.dirty[g]) return undefined;
    return { start: p, end: p + (s.end - s.start) };
  }
}

const documentArb = fc.string({ unit: fc.constantFrom('a', 'b', ' ', '\n', 'é', '𝄞'), minLength: 1, maxLength: 120 });

/** Edits as fractions, turned into offsets valid for the text they apply to. */
const editsArb = fc.array(
  fc.record({ at: fc.double({ min: 0, max: 1, noNaN: true }), len: fc.nat({ max: 6 }), insert: fc.string({ unit: fc.constantFrom('x', 'y', ' '), maxLength: 5 }) }),
  { maxLength: 12 },
);

const spansArb = (length: number): fc.Arbitrary<[number, number][]> =>
  fc.array(fc.tuple(fc.nat({ max: length - 1 }), fc.integer({ min: 1, max: 10 })), { maxLength: 20 }).map((list) =>
    list.map(([s, l]): [number, number] => [s, Math.min(length, s + l)]),
  );

describe('track-edits: properties', () => {
  it('after random edits, every surviving span holds its original text, and survival follows the rule exactly', () => {
    fc.assert(
      fc.property(
        documentArb.chain((text) => fc.tuple(fc.constant(text), spansArb(text.length), editsArb)),
        ([text, ranges, edits]) => {
          const spans = ranges.map(([s, e], id) => span(text, id, s, e)).sort((a, b) => a.start - b.start);
          const model = new CellModel(text.length);
          let edited = text;
          const changes: TextChange[] = [];
          for (const e of edits) {
            const rangeOffset = Math.floor(e.at * edited.length);
            const c = change(rangeOffset, Math.min(e.len, edited.length - rangeOffset), e.insert.length);
            edited = apply(edited, c, e.insert);
            model.edit(c);
            changes.push(c);
          }
          const { kept, dropped } = moveSpans(spans, changes, relocate);
          assert.equal(kept.length + dropped, spans.length);
          for (const s of kept) assert.equal(edited.slice(s.start, s.end), s.text);
          const expected = spans.map((s) => ({ id: s.id, at: model.survivor(s) })).filter((x) => x.at);
          assert.deepEqual(kept.map((s) => ({ id: s.id, at: { start: s.start, end: s.end } })), expected);
        },
      ),
      { numRuns: 500 },
    );
  });

  it('moving through all edits at once equals moving event by event', () => {
    fc.assert(
      fc.property(
        documentArb.chain((text) => fc.tuple(fc.constant(text), spansArb(text.length), editsArb)),
        ([text, ranges, edits]) => {
          const spans = ranges.map(([s, e], id) => span(text, id, s, e)).sort((a, b) => a.start - b.start);
          let length = text.length;
          const changes = edits.map((e) => {
            const rangeOffset = Math.floor(e.at * length);
            const c = change(rangeOffset, Math.min(e.len, length - rangeOffset), e.insert.length);
            length += c.textLength - c.rangeLength;
            return c;
          });
          let stepwise: Tagged[] = spans;
          for (const c of changes) stepwise = moveSpans(stepwise, [c], relocate).kept;
          assert.deepEqual(moveSpans(spans, changes, relocate).kept, stepwise);
        },
      ),
    );
  });
});

describe('track-edits: EditLog', () => {
  it('connects an older version to the current one through the recorded changes, in order', () => {
    const log = new EditLog();
    log.record(1, 2, [change(0, 0, 1)]);
    log.record(2, 3, [change(5, 1, 0), change(1, 0, 2)]);
    log.record(3, 4, [change(9, 0, 1)]);
    assert.deepEqual(log.changesBetween(2, 4), [change(5, 1, 0), change(1, 0, 2), change(9, 0, 1)]);
    assert.deepEqual(log.changesBetween(4, 4), []);
    assert.deepEqual(log.changesBetween(1, 2), [change(0, 0, 1)]);
  });

  it('follows versions that skip numbers, as long as each entry starts where the last ended', () => {
    const log = new EditLog();
    log.record(3, 5, [change(0, 0, 1)]);
    log.record(5, 6, [change(1, 0, 1)]);
    assert.deepEqual(log.changesBetween(3, 6), [change(0, 0, 1), change(1, 0, 1)]);
    assert.equal(log.changesBetween(4, 6), undefined);
  });

  it('cannot account for versions older than its capacity, unknown ones, or ones from the future', () => {
    const log = new EditLog(3);
    for (let v = 1; v <= 5; v++) log.record(v, v + 1, [change(0, 0, 1)]);
    assert.equal(log.changesBetween(1, 6), undefined);
    assert.equal(log.changesBetween(2, 6), undefined);
    assert.equal(log.changesBetween(3, 6)?.length, 3);
    assert.equal(log.changesBetween(7, 6), undefined);
    assert.equal(log.changesBetween(3, 9), undefined);
  });
});
