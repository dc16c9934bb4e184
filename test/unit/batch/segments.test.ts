// Big files read and analysed segment by segment (src/batch/segments.ts): the same findings, at the same
// lines, columns and offsets, as a scan of the whole text; long lines cut safely; the same skips; and a
// file's export written a slice of findings at a time.
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { createWriter, EXPORT_FORMATS } from '../../../src/batch/export';
import { eventPieces } from '../../../src/batch/export/pieces';
import { textHasher, toFindings } from '../../../src/batch/findings';
import { scanFile } from '../../../src/batch/scan';
import { readTextSegments, type SegmentEvent } from '../../../src/batch/segments';
import { findItems, patternAnalyser, tempTree } from './fixtures';

const hash = textHasher({ key: Buffer.from('k'), source: 'environment' });
const options = { concurrency: 1, maxBytes: 1 << 24, filter: { minScore: 0 }, hash, includeText: true, segmentBytes: 64 };

async function all(path: string, segmentBytes: number, maxBytes = 1 << 24): Promise<SegmentEvent[]> {
  const out: SegmentEvent[] = [];
  for await (const e of readTextSegments(path, maxBytes, segmentBytes)) out.push(e);
  return out;
}

describe('batch segments', () => {
  const lines = [
    'Seen John Smith on 01/02/2020.\r\n',
    'Call 555-123-4567 — ok ✓.\n',
    `${'x'.repeat(150)} Jane Doe 03/04/2021 ${'é'.repeat(40)}😀😀 Jane Roe\r`,
    '\n',
    'Last line, no break: John Brown',
  ];
  const text = `\uFEFF${lines.join('').repeat(7)}`;

  it('segments end at line breaks (or safely inside a long line) and add up to the text', async () => {
    const t = tempTree({ 'a.txt': text });
    try {
      const events = await all(join(t.root, 'a.txt'), 64);
      assert.ok(events.length > 5);
      const segments = events.map((e) => (e.kind === 'segment' ? e : assert.fail(e.reason)));
      assert.equal(segments.map((s) => s.text).join(''), text.slice(1), 'the byte-order mark dropped, nothing else');
      for (const s of segments.slice(0, -1)) {
        const last = s.text.charCodeAt(s.text.length - 1);
        assert.ok(!(last >= 0xd800 && last <= 0xdbff) && last !== 13, 'no surrogate pair or \\r\\n split');
      }
    } finally {
      t.cleanup();
    }
  });

  it('a segmented scan finds what a whole-text scan finds, at the same lines, columns and offsets', async () => {
    const t = tempTree({ 'a.txt': text });
    try {
      const entry = { kind: 'file' as const, path: join(t.root, 'a.txt'), display: 'a.txt', size: Buffer.byteLength(text) };
      const analyser = patternAnalyser();
      const event = await scanFile(entry, analyser, options, new AbortController().signal);
      assert.equal(event.kind, 'file');
      const whole = toFindings(text.slice(1), findItems(text.slice(1)), hash, true);
      assert.ok(analyser.calls > 5, 'it was analysed in several parts');
      assert.deepEqual(event.kind === 'file' ? event.result.findings : [], whole);
      assert.equal(event.kind === 'file' ? event.result.chars : 0, text.length - 1);
    } finally {
      t.cleanup();
    }
  });

  it('a segmented review scan marks what scores below the minimum as review candidates, as a whole-text scan does', async () => {
    const t = tempTree({ 'a.txt': text });
    try {
      const entry = { kind: 'file' as const, path: join(t.root, 'a.txt'), display: 'a.txt', size: Buffer.byteLength(text) };
      const review = { ...options, filter: { minScore: 0.7, review: true } };
      const event = await scanFile(entry, patternAnalyser(), review, new AbortController().signal);
      const whole = toFindings(text.slice(1), findItems(text.slice(1)), hash, true, false, 0.7);
      assert.ok(whole.some((f) => f.review === true), 'the fixture has items below 0.7');
      assert.deepEqual(event.kind === 'file' ? event.result.findings : [], whole);
    } finally {
      t.cleanup();
    }
  });

  it('the same skips as a whole read: over the limit, binary, UTF-16, invalid UTF-8 part way (with its offset)', async () => {
    const bad = Buffer.concat([Buffer.from('a\n'.repeat(100)), Buffer.from([0xc3, 0x28]), Buffer.from('b\n'.repeat(100))]);
    const t = tempTree({ 'big.txt': 'x'.repeat(300), 'bin.txt': Buffer.from([0x41, 0, 0x42]), 'u16.txt': Buffer.from([0xff, 0xfe, 0x41, 0]), 'bad.txt': bad });
    try {
      assert.deepEqual(await all(join(t.root, 'big.txt'), 64, 200), [{ kind: 'skip', reason: 'too-large', detail: '300 B > 200 B' }]);
      assert.deepEqual((await all(join(t.root, 'bin.txt'), 64)).at(-1), { kind: 'skip', reason: 'binary' });
      assert.deepEqual((await all(join(t.root, 'u16.txt'), 64)).at(-1), { kind: 'skip', reason: 'utf16' });
      assert.deepEqual((await all(join(t.root, 'bad.txt'), 64)).at(-1), { kind: 'skip', reason: 'invalid-utf8', detail: 'first bad byte at offset 200' });
      const entry = { kind: 'file' as const, path: join(t.root, 'bad.txt'), display: 'bad.txt', size: bad.length };
      const event = await scanFile(entry, patternAnalyser(), options, new AbortController().signal);
      assert.equal(event.kind === 'skip' ? event.skip.reason : 'scanned', 'invalid-utf8');
    } finally {
      t.cleanup();
    }
  });
});

describe('batch export pieces', () => {
  it('a file written a slice of findings at a time is byte for byte the file written at once, in every format', () => {
    const body = 'Seen John Smith on 01/02/2020, call 555-123-4567.\n'.repeat(7);
    const findings = toFindings(body, findItems(body), hash, true);
    const entry = { kind: 'file' as const, path: '/x/a.txt', display: 'a.txt', size: body.length };
    const event = { kind: 'file' as const, entry, result: { file: 'a.txt', chars: body.length, findings } };
    const meta = { tool: { name: 't', version: '1' }, engine: 'e', hashKey: 'environment' as const, includesText: true, createdAt: 'now' };
    for (const format of EXPORT_FORMATS) {
      const once = createWriter(format, meta);
      const sliced = createWriter(format, meta);
      const a = once.begin() + once.event(event) + once.event(event);
      const b = sliced.begin() + [...eventPieces(sliced, format, event, 4), ...eventPieces(sliced, format, event, 5)].join('');
      assert.equal(b, a, format);
      assert.ok([...eventPieces(createWriter(format, meta), format, event, 4)].length > 2, `${format} came in pieces`);
    }
  });
});
