// P5 (structure): throughput of the local engine's concept matcher on one core, over our sample notes
// repeated to ~10 MB and fed in 10,000-character chunks as the service receives them, with the extended
// lexicon (dist/lexicon.json) when it has been built. Goal: >= 2 MB/s. Also reports the lexicon's load time
// (it happens on the embedded service's first request) and embeddings throughput. Reports; never asserts.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { createLocalEngine } from '../src/service/engine/index';

const TARGET_CHARS = 10_000_000;
const CHUNK = 10_000;
const GOAL_MB_S = 2;

function projectRoot(): string {
  let dir = __dirname;
  while (!existsSync(join(dir, 'package.json')) && dirname(dir) !== dir) dir = dirname(dir);
  return dir;
}

/** Deterministic clinical prose for when samples/ is empty. */
function generatedNotes(): string[] {
  const problems = ['hypertension', 'type 2 diabetes mellitus', 'CHF', 'COPD', 'atrial fibrillation', 'CKD stage 3', 'GERD', 'hypothyroidism'];
  const symptoms = ['chest pain', 'shortness of breath', 'productive cough', 'fever and chills', 'nausea and vomiting', 'dizziness', 'fatigue'];
  const drugs = ['metformin 500 mg BID', 'lisinopril 10 mg daily', 'atorvastatin 40 mg', 'apixaban 5 mg BID', 'furosemide 40 mg', 'albuterol PRN'];
  const notes: string[] = [];
  for (let i = 0; i < 24; i++) {
    const p = (k: number): string => problems[(i + k) % problems.length]!;
    notes.push(
      [
        `PROGRESS NOTE ${i + 1}`,
        `HPI: ${60 + (i % 30)}-year-old with ${p(0)}, ${p(1)} and ${p(2)} who reports ${symptoms[i % symptoms.length]!} for three days.`,
        `Denies ${symptoms[(i + 3) % symptoms.length]!}. PMH also notable for ${p(3)}. Family history of breast cancer and MI.`,
        `Exam: lungs with scattered wheezing, no edema. ECG: sinus rhythm. Chest X-ray without pneumonia.`,
        `Plan: continue ${drugs[i % drugs.length]!} and ${drugs[(i + 2) % drugs.length]!}; CBC and urinalysis; follow-up in 2 weeks.`,
      ].join('\n'),
    );
  }
  return notes;
}

function sampleNotes(): { texts: string[]; source: string } {
  const dir = join(projectRoot(), 'samples');
  const files = existsSync(dir) ? readdirSync(dir).filter((f) => /\.(?:txt|md)$/.test(f) && f !== 'README.md').sort() : [];
  const texts = files.map((f) => readFileSync(join(dir, f), 'utf8')).filter((t) => t.trim().length > 0);
  if (texts.length > 0) return { texts, source: `${texts.length} sample notes from samples/` };
  return { texts: generatedNotes(), source: 'generated notes (samples/ is empty)' };
}

function chunksOf(texts: readonly string[]): { chunks: string[]; megabytes: number } {
  const parts: string[] = [];
  let length = 0;
  for (let i = 0; length < TARGET_CHARS; i++) {
    const t = texts[i % texts.length]!;
    parts.push(t, '\n\n');
    length += t.length + 2;
  }
  const corpus = parts.join('');
  const chunks: string[] = [];
  for (let i = 0; i < corpus.length; i += CHUNK) chunks.push(corpus.slice(i, i + CHUNK));
  return { chunks, megabytes: Buffer.byteLength(corpus, 'utf8') / 1e6 };
}

/** CPU seconds of this single-threaded process: the one-core figure, less disturbed by a busy machine. */
function cpuSecondsOf(run: () => void): { cpu: number; wall: number } {
  const cpu0 = process.cpuUsage();
  const t0 = process.hrtime.bigint();
  run();
  const wall = Number(process.hrtime.bigint() - t0) / 1e9;
  const cpu = process.cpuUsage(cpu0);
  return { cpu: (cpu.user + cpu.system) / 1e6, wall };
}

function main(): void {
  const engine = createLocalEngine();
  const load = cpuSecondsOf(() => void engine.lexiconInfo);
  const info = engine.lexiconInfo;
  const { texts, source } = sampleNotes();
  const { chunks, megabytes } = chunksOf(texts);

  for (const c of chunks.slice(0, 50)) engine.findConcepts(c);
  let concepts = 0;
  const structure = cpuSecondsOf(() => {
    for (const c of chunks) concepts += engine.findConcepts(c).length;
  });
  const rate = megabytes / structure.cpu;

  const sample = chunks.slice(0, Math.min(chunks.length, 200));
  const sampleMegabytes = sample.reduce((s, c) => s + Buffer.byteLength(c, 'utf8'), 0) / 1e6;
  const embeddings = cpuSecondsOf(() => {
    for (const c of sample) engine.embed(c);
  });

  const lexicon = `${info.source} lexicon, ${info.concepts} concepts${info.reason ? ` (${info.reason})` : ''}`;
  console.log(`P5 structure: ${megabytes.toFixed(1)} MB (${source}) in ${chunks.length} chunks of ${CHUNK} chars; ${lexicon}`);
  console.log(`  lexicon load (first request): ${(load.wall * 1000).toFixed(0)} ms wall, ${(load.cpu * 1000).toFixed(0)} ms CPU`);
  console.log(
    `  wall ${structure.wall.toFixed(2)} s (${(megabytes / structure.wall).toFixed(2)} MB/s); CPU ${structure.cpu.toFixed(2)} s (${rate.toFixed(2)} MB/s on one core); ${concepts} concepts`,
  );
  console.log(`  goal >= ${GOAL_MB_S} MB/s (one core): ratio ${(rate / GOAL_MB_S).toFixed(2)}x (${rate >= GOAL_MB_S ? 'met' : 'NOT met'})`);
  console.log(`  embeddings (matcher + 3-5-grams): ${(sampleMegabytes / embeddings.cpu).toFixed(2)} MB/s on one core over ${sample.length} chunks`);
}

main();
