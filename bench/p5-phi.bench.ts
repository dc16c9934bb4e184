// P5 (identify-phi): throughput of the local engine's PHI detectors on one core, over our sample notes
// repeated to ~10 MB and fed in 10,000-character chunks as the service receives them. Goal: >= 2 MB/s
// (Presidio's users report about 15 KB/s). A bench reports; it does not assert.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { identifyPhi } from '../src/service/engine/phi/index';

const TARGET_CHARS = 10_000_000;
const CHUNK = 10_000;
const GOAL_MB_S = 2;
const PRESIDIO_MB_S = 0.015;

function repoRoot(): string {
  let dir = __dirname;
  while (!existsSync(join(dir, 'package.json')) && dirname(dir) !== dir) dir = dirname(dir);
  return dir;
}

function sampleNotes(): { texts: string[]; source: string } {
  const dir = join(repoRoot(), 'samples');
  // README.md describes the samples; it is not a note.
  const files = existsSync(dir) ? readdirSync(dir).filter((f) => /\.(?:txt|md)$/.test(f) && !/^readme\.md$/i.test(f)).sort() : [];
  const texts = files.map((f) => readFileSync(join(dir, f), 'utf8')).filter((t) => t.trim().length > 0);
  if (texts.length > 0) return { texts, source: `${texts.length} sample notes from samples/` };
  return { texts: generatedNotes(), source: 'generated notes (samples/ is empty)' };
}

/** Deterministic synthetic notes with the usual mix of PHI and clinical prose, for when samples/ is empty. */
function generatedNotes(): string[] {
  const names = ['John Carter', 'Maria Lopez', 'Wei Chen', 'Aisha Bello', 'Robert Miller', 'Sarah Goldberg'];
  const doctors = ['Emily Stone', 'Rajesh Patel', 'Laura Kim', 'Michael Okafor'];
  const notes: string[] = [];
  for (let i = 0; i < 24; i++) {
    const p = names[i % names.length]!;
    const d = doctors[i % doctors.length]!;
    notes.push(
      [
        `DISCHARGE SUMMARY\nPatient: ${p}    MRN: ${4410230 + i * 17}    DOB: ${(i % 12) + 1}/${(i % 27) + 1}/19${50 + i}`,
        `Admission date: 0${(i % 9) + 1}/14/2024    Attending: Dr. ${d}`,
        `HPI: Mr. ${p.split(' ')[1]} is a ${i % 3 === 0 ? 92 : 64}-year-old man with Parkinson's disease, type 2 diabetes and`,
        'hypertension who presented with two days of fever, productive cough and dyspnea. BP 142/88, HR 104, T 38.6 C,',
        'SpO2 91% on room air. Chest X-ray showed a right lower lobe infiltrate. He was started on ceftriaxone 1 g IV daily',
        'and azithromycin 500 mg PO, then transitioned to amoxicillin-clavulanate 875 mg BID. A Foley catheter was placed',
        'on admission and removed on hospital day 2. Glasgow Coma Scale 15 throughout. Take 1/2 tab of metoprolol.',
        `Social history: retired teacher, lives with his wife at 1${i}4 Maple Avenue, Springfield, IL 6270${i % 10}.`,
        `Contact: (217) 555-01${10 + i}; email ${p.toLowerCase().replace(' ', '.')}@example.com. Insurance member ID: QX${88120 + i}.`,
        `Follow-up with his PCP at Riverside Medical Center on March ${(i % 28) + 1}, 2024. Labs: Na 138, K 4.1, Cr 1.2, HbA1c 7.8%.`,
        `Electronically signed by ${d}, MD on 03/${(i % 28) + 1}/2024 14:32`,
      ].join('\n'),
    );
  }
  return notes;
}

function main(): void {
  const { texts, source } = sampleNotes();
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
  const megabytes = Buffer.byteLength(corpus, 'utf8') / 1e6;

  // Warm up the regex engine and JIT on a slice before measuring.
  for (const c of chunks.slice(0, 50)) identifyPhi(c);

  let findings = 0;
  const cpu0 = process.cpuUsage();
  const t0 = process.hrtime.bigint();
  for (const c of chunks) findings += identifyPhi(c).length;
  const seconds = Number(process.hrtime.bigint() - t0) / 1e9;
  const cpu = process.cpuUsage(cpu0);
  // CPU time of this (single-threaded) process: the one-core figure, less disturbed by a busy machine.
  const cpuSeconds = (cpu.user + cpu.system) / 1e6;
  const rate = megabytes / cpuSeconds;

  console.log(`P5 identify-phi: ${megabytes.toFixed(1)} MB (${source}) in ${chunks.length} chunks of ${CHUNK} chars`);
  console.log(`  wall ${seconds.toFixed(2)} s (${(megabytes / seconds).toFixed(2)} MB/s); CPU ${cpuSeconds.toFixed(2)} s (${rate.toFixed(2)} MB/s on one core); ${findings} findings`);
  console.log(`  goal >= ${GOAL_MB_S} MB/s (one core): ratio ${(rate / GOAL_MB_S).toFixed(2)}x (${rate >= GOAL_MB_S ? 'met' : 'NOT met'})`);
  console.log(`  vs Presidio's reported ~15 KB/s: ${(rate / PRESIDIO_MB_S).toFixed(0)}x`);
}

main();
