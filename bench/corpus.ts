// The P5 benchmarks' shared input and clock: our sample notes repeated to a target size and cut into
// service-sized chunks, and CPU time of this single-threaded process (the one-core figure, less disturbed
// by a busy machine than wall time).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

export const CHUNK_CHARS = 10_000;

function repoRoot(): string {
  let dir = __dirname;
  while (!existsSync(join(dir, 'package.json')) && dirname(dir) !== dir) dir = dirname(dir);
  return dir;
}

export interface Corpus {
  readonly chunks: readonly string[];
  readonly megabytes: number;
  readonly source: string;
}

/** The notes in samples/ (its README describes them and is not a note), repeated to `targetChars`. */
export function sampleCorpus(targetChars = 10_000_000): Corpus {
  const dir = join(repoRoot(), 'samples');
  const files = readdirSync(dir).filter((f) => /\.(?:txt|md)$/.test(f) && !/^readme\.md$/i.test(f)).sort();
  const texts = files.map((f) => readFileSync(join(dir, f), 'utf8')).filter((t) => t.trim().length > 0);
  if (texts.length === 0) throw new Error(`no sample notes in ${dir}`);
  const parts: string[] = [];
  for (let i = 0, length = 0; length < targetChars; i++) {
    const t = texts[i % texts.length]!;
    parts.push(t, '\n\n');
    length += t.length + 2;
  }
  const corpus = parts.join('');
  const chunks: string[] = [];
  for (let i = 0; i < corpus.length; i += CHUNK_CHARS) chunks.push(corpus.slice(i, i + CHUNK_CHARS));
  return { chunks, megabytes: Buffer.byteLength(corpus, 'utf8') / 1e6, source: `${texts.length} sample notes from samples/` };
}

export function measure(run: () => void): { cpu: number; wall: number } {
  const cpu0 = process.cpuUsage();
  const t0 = process.hrtime.bigint();
  run();
  const wall = Number(process.hrtime.bigint() - t0) / 1e9;
  const cpu = process.cpuUsage(cpu0);
  return { cpu: (cpu.user + cpu.system) / 1e6, wall };
}
