// The pool's per-task deadline seen from a folder scan: a text the engine cannot finish in time is one
// skip (reason engine-timeout), its worker is replaced, and the rest of the scan goes on.
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { textHasher } from '../../../src/batch/findings';
import { scanEntries, type ScanEvent } from '../../../src/batch/scan';
import { walkFiles, type WalkEntry } from '../../../src/batch/walk';
import { EnginePool } from '../../../src/engine/pool/pool';
import type { LocalTask } from '../../../src/local/chunk-task';
import { createLocalClient } from '../../../src/local/local-client';
import { tempTree } from './fixtures';

describe('batch scan: the engine deadline', function () {
  // Two deadlines of 2 s: well above a replacement worker's start on a loaded machine, which the deadline
  // of its first task includes (with 300 ms, a slow start could fail the file that answers at once).
  this.timeout(60_000);

  it('a file whose analysis outlives the deadline is skipped as engine-timeout; the scan finishes', async () => {
    const t = tempTree({ 'a.txt': 'hang', 'b.txt': '  \n', 'c.txt': 'hang' });
    const pool = new EnginePool<LocalTask, unknown>({ workerPath: join(__dirname, '..', 'engine', 'pool', 'fixture-worker.js'), size: 1, taskTimeoutMs: 2000 });
    const client = createLocalClient({ engine: pool });
    try {
      const entries: WalkEntry[] = [];
      for await (const e of walkFiles(['.'], { include: ['**/*.txt'], exclude: [], gitignore: false, maxBytes: 1 << 20, base: t.root })) entries.push(e);
      const options = { concurrency: 2, maxBytes: 1 << 20, filter: { minScore: 0 }, hash: textHasher({ key: Buffer.from('k'), source: 'environment' as const }), includeText: false };
      const events: ScanEvent[] = [];
      for await (const e of scanEntries(entries, client, options)) events.push(e);
      assert.deepEqual(events.map((e) => (e.kind === 'file' ? `${e.result.file}:scanned` : `${e.skip.display}:${e.skip.reason}`)), ['a.txt:engine-timeout', 'b.txt:scanned', 'c.txt:engine-timeout']);
      assert.equal(pool.stats.timedOut, 2);
    } finally {
      await client.dispose();
      await pool.close();
      t.cleanup();
    }
  });
});
