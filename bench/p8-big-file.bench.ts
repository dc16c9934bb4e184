// P8, one big file (issue 19): `text-inference scan BIG --max-size 200MB -f jsonl -o OUT` on a generated
// note file (our samples repeated; TI_BENCH_BIG_MB megabytes, default 20; the issue's figure is 100).
// Reports (never asserts), from one run: throughput, goal >= 2 MB/s, and the CLI process's peak RSS
// (read from /proc while it runs, Linux only; worker threads included), goal <= 1 GB at 100 MB.
import { spawn } from 'node:child_process';
import { closeSync, existsSync, mkdtempSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { sampleCorpus } from './corpus';

const ROOT = join(__dirname, '..', '..');
const CLI = join(ROOT, 'dist', 'cli.js');
const RATE_GOAL = 2;
const RSS_GOAL = 1024 ** 3;

function rssOf(pid: number): number {
  try {
    const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) * 1024 : 0;
  } catch {
    return 0;
  }
}

async function main(): Promise<void> {
  const megabytes = Number(process.env.TI_BENCH_BIG_MB ?? 20);
  const dir = mkdtempSync(join(tmpdir(), 'ti-big-'));
  try {
    const file = join(dir, 'big.txt');
    const block = sampleCorpus(1_000_000).chunks.join('');
    const fd = openSync(file, 'w');
    let written = 0;
    while (written < megabytes * 1e6) written += writeSync(fd, block);
    closeSync(fd);
    const t0 = performance.now();
    const child = spawn(process.execPath, [CLI, 'scan', file, '--max-size', '2GB', '-f', 'jsonl', '-o', join(dir, 'out.jsonl'), '-q'], { stdio: 'inherit' });
    let peak = 0;
    const timer = setInterval(() => (peak = Math.max(peak, rssOf(child.pid ?? 0))), 100);
    const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
    clearInterval(timer);
    const seconds = (performance.now() - t0) / 1000;
    const rate = written / 1e6 / seconds;
    console.log(`Scan of one ${(written / 1e6).toFixed(1)} MB file (exit ${code}): ${seconds.toFixed(1)} s, ${rate.toFixed(2)} MB/s — goal >= ${RATE_GOAL} MB/s: ${rate >= RATE_GOAL ? 'MET' : 'NOT MET'}`);
    const rssKnown = existsSync('/proc/self/status');
    console.log(`  peak RSS ${rssKnown ? `${(peak / 1e6).toFixed(0)} MB` : 'unknown (no /proc)'} — goal <= 1 GB: ${rssKnown ? (peak <= RSS_GOAL ? 'MET' : 'NOT MET') : 'n/a'}`);
    console.log(`  load average ${loadavg()[0]!.toFixed(1)} on ${availableParallelism()} cores`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

void main();
