// P11: `concepts` over a folder (issue 20). Reports (never asserts), from one run: concept extraction with
// assertion over 1,000 generated notes (10 MB) through the batch pipeline (src/batch/concepts-scan.ts) on the
// local engine's pool, 2 workers against 1 in the same run: goal >= 1.6x the throughput of one worker.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { conceptEntries } from '../src/batch/concepts-scan';
import { walkFiles, type WalkEntry } from '../src/batch/walk';
import { createEnginePool } from '../src/local/index';
import { createLocalClient } from '../src/local/local-client';
import { sampleCorpus } from './corpus';

const ROOT = join(__dirname, '..', '..');
const WORKER = join(ROOT, 'dist', 'engine-worker.js');
const SCALING_GOAL = 1.6;

function writeNotes(count: number, chars: number): { dir: string; bytes: number } {
  const dir = mkdtempSync(join(tmpdir(), 'ti-bench-concepts-'));
  const text = sampleCorpus(count * chars + chars).chunks.join('');
  let bytes = 0;
  for (let i = 0; i < count; i++) {
    const note = text.slice(i * chars, (i + 1) * chars);
    bytes += Buffer.byteLength(note);
    writeFileSync(join(dir, `note-${String(i).padStart(4, '0')}.txt`), note);
  }
  return { dir, bytes };
}

async function main(): Promise<void> {
  const { dir, bytes } = writeNotes(1000, 10_000);
  try {
    const entries: WalkEntry[] = [];
    for await (const e of walkFiles(['.'], { include: ['**/*.txt'], exclude: [], gitignore: false, maxBytes: 1 << 24, base: dir })) entries.push(e);
    const seconds: number[] = [];
    for (const workers of [1, 2]) {
      const pool = createEnginePool({ workerPath: WORKER, size: workers });
      const client = createLocalClient({ engine: pool });
      await Promise.all(Array.from({ length: workers }, () => client.structure('Denies chest pain. History of MI.')));
      const t0 = performance.now();
      let concepts = 0;
      let notPresent = 0;
      for await (const e of conceptEntries(entries, client, { concurrency: workers * 2, maxBytes: 1 << 24, ontologies: false, minScore: 0 })) {
        if (e.kind !== 'file') continue;
        concepts += e.result.concepts.length;
        notPresent += e.result.concepts.filter((c) => c.assertion.status !== 'present').length;
      }
      const s = (performance.now() - t0) / 1000;
      seconds.push(s);
      await client.dispose();
      await pool.close();
      console.log(`  ${workers} worker${workers === 1 ? ' ' : 's'}: ${s.toFixed(1)} s, ${(bytes / 1e6 / s).toFixed(2)} MB/s, ${concepts} concepts (${notPresent} negated, possible, historical or family)`);
    }
    const ratio = seconds[0]! / seconds[1]!;
    console.log(`concepts over ${entries.length} notes (${(bytes / 1e6).toFixed(1)} MB): 2 workers ${ratio.toFixed(2)}x the throughput of 1 — goal >= ${SCALING_GOAL}x: ${ratio >= SCALING_GOAL ? 'MET' : 'NOT MET'}`);
    console.log(`  load average ${loadavg()[0]!.toFixed(1)} on ${availableParallelism()} cores (a loaded machine cannot show the scaling)`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

void main().then(
  () => process.exit(0),
  (e: unknown) => {
    console.error(e);
    process.exit(1);
  },
);
