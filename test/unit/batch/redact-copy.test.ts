// Batch redaction into a copy: same relative paths, originals untouched, one run across all files (in
// walk order, so numbering is the same every time), atomic writes, a manifest without PHI, refusals.
import assert from 'node:assert/strict';
import { readFileSync, readdirSync, statSync, writeFileSync, mkdirSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import type { PhiItem } from '../../../src/api/results';
import { MANIFEST_NAME, OutputFolderError, redactIntoCopy, type Redactor } from '../../../src/batch/redact-copy';
import { DEFAULT_EXCLUDE, DEFAULT_INCLUDE } from '../../../src/batch/walk';
import { findItems, patternAnalyser, tempTree } from './fixtures';

/** Numbers each distinct value per type in the order met: [PATIENT 1], [PATIENT 2], ... */
function numberingRedactor(): Redactor {
  const seen = new Map<string, number>();
  const counts = new Map<string, number>();
  return {
    strategy: { strategy: 'pseudonym', byType: {} },
    redact(text: string, items: readonly PhiItem[]) {
      let out = '';
      let at = 0;
      for (const item of items) {
        const key = `${item.type}\u0000${item.text}`;
        if (!seen.has(key)) {
          counts.set(item.type, (counts.get(item.type) ?? 0) + 1);
          seen.set(key, counts.get(item.type)!);
        }
        out += `${text.slice(at, item.start)}[${item.type} ${seen.get(key)}]`;
        at = item.end;
      }
      return { text: out + text.slice(at), replaced: items };
    },
  };
}

const walk = (base: string): Parameters<typeof redactIntoCopy>[2]['walk'] => ({ include: DEFAULT_INCLUDE, exclude: DEFAULT_EXCLUDE, gitignore: true, maxBytes: 1 << 20, base });
const options = (base: string, outDir: string, extra: Partial<Parameters<typeof redactIntoCopy>[2]> = {}): Parameters<typeof redactIntoCopy>[2] => ({
  inputs: ['in'], outDir, walk: walk(base), concurrency: 3, engine: 'test engine', tool: { name: 'text-inference', version: '0.0.0' }, ...extra,
});

const FILES = {
  'in/a.txt': 'John Smith called 555-123-4567.\r\nJane Doe too.',
  'in/sub/b.txt': '\uFEFFJane Doe met John Smith on 01/02/2020.',
  'in/c.md': 'Nothing here.',
  'in/d.txt': Uint8Array.from([0x41, 0x00]),
};

describe('batch redaction into a copy', () => {
  it('writes redacted copies at the same paths, consistent across files, originals untouched, and a manifest without PHI', async () => {
    const t = tempTree(FILES);
    try {
      const before = statSync(join(t.root, 'in/a.txt')).mtimeMs;
      const summary = await redactIntoCopy(patternAnalyser(3), numberingRedactor(), options(t.root, join(t.root, 'out')));
      assert.deepEqual([summary.files, summary.filesWithPhi, summary.replaced, summary.skipped, summary.complete], [3, 2, 6, 1, true]);
      assert.equal(readFileSync(join(t.root, 'out/a.txt'), 'utf8'), '[PATIENT 1] called [PHONE 1].\r\n[PATIENT 2] too.');
      assert.equal(readFileSync(join(t.root, 'out/sub/b.txt'), 'utf8'), '\uFEFF[PATIENT 2] met [PATIENT 1] on [DATE 1].');
      assert.equal(readFileSync(join(t.root, 'out/c.md'), 'utf8'), 'Nothing here.');
      assert.ok(!existsSync(join(t.root, 'out/d.txt')), 'a skipped file is not copied');
      assert.equal(readFileSync(join(t.root, 'in/a.txt'), 'utf8'), FILES['in/a.txt']);
      assert.equal(statSync(join(t.root, 'in/a.txt')).mtimeMs, before);
      const manifestText = readFileSync(join(t.root, 'out', MANIFEST_NAME), 'utf8');
      for (const phi of ['John', 'Smith', 'Jane', '555-123', '01/02/2020']) assert.ok(!manifestText.includes(phi), phi);
      const manifest = JSON.parse(manifestText) as { engine: string; strategy: { strategy: string }; complete: boolean; files: { input: string; counts: Record<string, number> }[]; skipped: { input: string; reason: string }[] };
      assert.equal(manifest.engine, 'test engine');
      assert.equal(manifest.strategy.strategy, 'pseudonym');
      assert.deepEqual(manifest.files.map((f) => [f.input, f.counts]), [['a.txt', { PATIENT: 2, PHONE: 1 }], ['c.md', {}], ['sub/b.txt', { PATIENT: 2, DATE: 1 }]]);
      assert.deepEqual(manifest.skipped, [{ input: 'd.txt', reason: 'binary' }]);
      assert.ok(!readdirSync(join(t.root, 'out'), { recursive: true }).some((f) => String(f).endsWith('.tmp')));
    } finally {
      t.cleanup();
    }
  });

  it('numbers the same way on every run, whatever the order analyses finish in', async () => {
    const t = tempTree(FILES);
    try {
      await redactIntoCopy(patternAnalyser(0), numberingRedactor(), options(t.root, join(t.root, 'one')));
      await redactIntoCopy(patternAnalyser(7), numberingRedactor(), options(t.root, join(t.root, 'two'), { concurrency: 1 }));
      for (const f of ['a.txt', 'sub/b.txt']) assert.equal(readFileSync(join(t.root, 'one', f), 'utf8'), readFileSync(join(t.root, 'two', f), 'utf8'));
    } finally {
      t.cleanup();
    }
  });

  it('refuses an output inside the input, a non-empty output (unless forced), a missing parent, a file as output', async () => {
    const t = tempTree(FILES);
    try {
      const analyser = patternAnalyser();
      await assert.rejects(redactIntoCopy(analyser, numberingRedactor(), options(t.root, join(t.root, 'in', 'copy'))), (e: Error) => e instanceof OutputFolderError && /inside the input/.test(e.message));
      mkdirSync(join(t.root, 'full'));
      writeFileSync(join(t.root, 'full', 'x'), 'x');
      await assert.rejects(redactIntoCopy(analyser, numberingRedactor(), options(t.root, join(t.root, 'full'))), /not empty/);
      const forced = await redactIntoCopy(analyser, numberingRedactor(), options(t.root, join(t.root, 'full'), { force: true }));
      assert.equal(forced.files, 3);
      await assert.rejects(redactIntoCopy(analyser, numberingRedactor(), options(t.root, join(t.root, 'no', 'out'))), /does not exist/);
      await assert.rejects(redactIntoCopy(analyser, numberingRedactor(), options(t.root, join(t.root, 'in', 'a.txt'))), OutputFolderError);
      assert.equal(analyser.calls, 3, 'nothing analysed before the output was accepted');
    } finally {
      t.cleanup();
    }
  });

  it('a cancel leaves no half-written or temporary file, and an incomplete manifest', async () => {
    const files: Record<string, string> = {};
    for (let i = 0; i < 30; i++) files[`in/n${String(i).padStart(2, '0')}.txt`] = `Note for John Smith ${i}.`;
    const t = tempTree(files);
    try {
      const controller = new AbortController();
      let written = 0;
      const run = redactIntoCopy(patternAnalyser(5), numberingRedactor(), options(t.root, join(t.root, 'out'), {
        signal: controller.signal,
        onFile: () => {
          if (++written === 5) controller.abort(new Error('cancelled'));
        },
      }));
      await assert.rejects(run, /cancelled|aborted/);
      const out = readdirSync(join(t.root, 'out'), { recursive: true }).map(String);
      assert.ok(!out.some((f) => f.endsWith('.tmp')), out.join(', '));
      for (const f of out.filter((x) => x.endsWith('.txt'))) assert.match(readFileSync(join(t.root, 'out', f), 'utf8'), /^Note for \[PATIENT 1\] \d+\.$/);
      assert.ok(out.length < 31);
      const manifest = JSON.parse(readFileSync(join(t.root, 'out', MANIFEST_NAME), 'utf8')) as { complete: boolean; files: unknown[] };
      assert.equal(manifest.complete, false);
      assert.equal(manifest.files.length, out.filter((x) => x.endsWith('.txt')).length);
    } finally {
      t.cleanup();
    }
  });
});

describe('batch redaction into a copy: a big file', function () {
  this.timeout(60_000);

  it('a file over two segments is redacted segment by segment: the same copy and numbering as a whole-file redaction', async () => {
    const note = 'Seen John Smith on 01/02/2020.\r\nCall 555-123-4567, Jane Doe and Jane Roe.\n';
    const body = `\uFEFF${note.repeat(Math.ceil((2.5 * 1024 * 1024) / note.length))}`;
    const t = tempTree({ 'in/big.txt': body, 'in/small.txt': 'Jane Roe and John Smith.\n' });
    try {
      const analyser = patternAnalyser();
      const summary = await redactIntoCopy(analyser, numberingRedactor(), options(t.root, join(t.root, 'out'), { walk: { ...walk(t.root), maxBytes: 1 << 23 } }));
      assert.equal(summary.complete, true);
      assert.equal(summary.files, 2);
      assert.ok(analyser.calls >= 3, `the big file was analysed in segments (${analyser.calls} calls)`);
      const expected = numberingRedactor();
      const whole = expected.redact(body.slice(1), findItems(body.slice(1))).text;
      assert.equal(readFileSync(join(t.root, 'out', 'big.txt'), 'utf8'), `\uFEFF${whole}`);
      assert.equal(readFileSync(join(t.root, 'out', 'small.txt'), 'utf8'), '[PATIENT 3] and [PATIENT 1].\n', 'numbering continues across the big file');
      assert.deepEqual(readdirSync(join(t.root, 'out')).sort(), ['big.txt', 'small.txt', MANIFEST_NAME]);
    } finally {
      t.cleanup();
    }
  });
});
