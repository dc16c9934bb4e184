// The scan pipeline: walk order kept, bounded concurrency, filters, line/column, hashes, cancellation.
import assert from 'node:assert/strict';
import { hashKeyFrom, lineStarts, positionAt, textHasher } from '../../../src/batch/findings';
import { mapInOrder } from '../../../src/batch/ordered';
import { scanEntries, type ScanEvent } from '../../../src/batch/scan';
import { SummaryBuilder, summaryLines } from '../../../src/batch/summary';
import { DEFAULT_EXCLUDE, DEFAULT_INCLUDE, walkFiles, type WalkEntry } from '../../../src/batch/walk';
import { patternAnalyser, tempTree } from './fixtures';

async function entriesOf(root: string): Promise<WalkEntry[]> {
  const out: WalkEntry[] = [];
  for await (const e of walkFiles(['.'], { include: DEFAULT_INCLUDE, exclude: DEFAULT_EXCLUDE, gitignore: true, maxBytes: 1 << 20, base: root })) out.push(e);
  return out;
}

const options = { concurrency: 3, maxBytes: 1 << 20, filter: { minScore: 0 }, hash: textHasher({ key: Buffer.from('k'), source: 'environment' }), includeText: false };

describe('batch scan', () => {
  it('maps offsets to 1-based lines and UTF-16 columns across \\n, \\r\\n and \\r', () => {
    const starts = lineStarts('ab\ncd\r\nef\rg');
    assert.deepEqual(starts, [0, 3, 7, 10]);
    assert.deepEqual(positionAt(starts, 0), { line: 1, column: 1 });
    assert.deepEqual(positionAt(starts, 4), { line: 2, column: 2 });
    assert.deepEqual(positionAt(starts, 10), { line: 4, column: 1 });
  });

  it('keys the hash: same text same hash under one key, different under another; never the text', () => {
    const a = textHasher({ key: Buffer.from('one'), source: 'environment' });
    const b = textHasher({ key: Buffer.from('two'), source: 'environment' });
    assert.equal(a('John Smith'), a('John Smith'));
    assert.notEqual(a('John Smith'), b('John Smith'));
    assert.match(a('John Smith'), /^[0-9a-f]{16}$/);
    assert.equal(hashKeyFrom({ TEXT_INFERENCE_HASH_KEY: 'k' }).source, 'environment');
    assert.equal(hashKeyFrom({}).source, 'per-run');
  });

  it('yields every file in walk order with findings, skips with reasons, blank files without a call', async () => {
    const t = tempTree({
      'a.txt': 'Seen John Smith.\r\nCall 555-123-4567 on 01/02/2020.',
      'b.txt': '   \n',
      'c.txt': Uint8Array.from([0x41, 0x00]),
      'd.txt': 'Nothing to see.',
    });
    try {
      const analyser = patternAnalyser(5);
      const events: ScanEvent[] = [];
      for await (const e of scanEntries(await entriesOf(t.root), analyser, options)) events.push(e);
      assert.deepEqual(events.map((e) => (e.kind === 'file' ? `${e.result.file}:${e.result.findings.length}` : `${e.skip.display}:${e.skip.reason}`)), ['a.txt:3', 'b.txt:0', 'c.txt:binary', 'd.txt:0']);
      assert.equal(analyser.calls, 2, 'the blank file is not sent');
      const a = events[0]!.kind === 'file' ? events[0]!.result.findings : [];
      assert.deepEqual(a.map((f) => [f.type, f.line, f.column, f.length]), [['PATIENT', 1, 6, 10], ['PHONE', 2, 6, 12], ['DATE', 2, 22, 10]]);
      assert.ok(a.every((f) => f.text === undefined), 'no text unless asked');
      const summary = new SummaryBuilder();
      events.forEach((e) => summary.add(e));
      const s = summary.build();
      assert.deepEqual([s.filesScanned, s.filesWithPhi, s.findings, s.skipped, s.ioErrors], [3, 1, 3, 1, 0]);
      assert.match(summaryLines(s).join('\n'), /3 files scanned, 1 with PHI, 3 items, 1 skipped/);
    } finally {
      t.cleanup();
    }
  });

  it('applies the minimum score and the type filter, and keeps the text only when asked', async () => {
    const t = tempTree({ 'a.txt': 'John Smith on 01/02/2020, 555-123-4567' });
    try {
      const events: ScanEvent[] = [];
      const filtered = { ...options, filter: { minScore: 0.7, types: new Set(['PATIENT', 'DATE']) }, includeText: true };
      for await (const e of scanEntries(await entriesOf(t.root), patternAnalyser(), filtered)) events.push(e);
      const findings = events[0]!.kind === 'file' ? events[0]!.result.findings : [];
      assert.deepEqual(findings.map((f) => [f.type, f.text]), [['PATIENT', 'John Smith']]);
    } finally {
      t.cleanup();
    }
  });

  it('keeps at most `concurrency` files in flight whatever the number of files', async () => {
    const files: Record<string, string> = {};
    for (let i = 0; i < 40; i++) files[`n${String(i).padStart(2, '0')}.txt`] = `Note ${i} for John Doe.`;
    const t = tempTree(files);
    try {
      const analyser = patternAnalyser(2);
      let n = 0;
      for await (const e of scanEntries(await entriesOf(t.root), analyser, options)) {
        assert.equal(e.kind === 'file' && e.result.file, `n${String(n).padStart(2, '0')}.txt`);
        n++;
      }
      assert.equal(n, 40);
      assert.ok(analyser.maxInFlight <= 3 && analyser.maxInFlight >= 2, `in flight ${analyser.maxInFlight}`);
    } finally {
      t.cleanup();
    }
  });

  it('mapInOrder: a failure aborts the work in flight and is rethrown; a cancel stops it', async () => {
    const aborted: number[] = [];
    const work = (i: number, signal: AbortSignal): Promise<number> =>
      new Promise((resolve, reject) => {
        if (i === 1) return reject(new Error('boom'));
        const timer = setTimeout(() => resolve(i), 50);
        signal.addEventListener('abort', () => {
          clearTimeout(timer);
          aborted.push(i);
          reject(new Error('aborted'));
        });
      });
    await assert.rejects(async () => {
      for await (const _ of mapInOrder([0, 1, 2, 3], work, 3)) void _;
    }, /boom/);
    assert.ok(aborted.includes(2));
    const controller = new AbortController();
    const got: number[] = [];
    await assert.rejects(async () => {
      for await (const v of mapInOrder([0, 2, 3, 4, 5], work, 2, controller.signal)) {
        got.push(v);
        controller.abort(new Error('cancelled'));
      }
    }, /aborted|cancelled/);
    assert.deepEqual(got, [0]);
  });
});
