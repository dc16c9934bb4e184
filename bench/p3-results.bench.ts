// P3: the results model and decoration range computation on plain Node. Reports (never asserts):
//  - placing 5,000 findings on a 1 MB document: sort + place in the model, group by decoration style,
//    offset -> line/character for both ends (goal 50 ms);
//  - tracking one edit through those 5,000 findings (goal 1 ms);
//  - a hover lookup among them (goal 0.1 ms).
import { performance } from 'node:perf_hooks';
import { groupByStyle } from '../src/editor/decorations/decoration-styles.pure';
import { LineIndex } from './line-index';
import { SpanIndex } from '../src/editor/results/span-index.pure';
import { moveSpans, type TextChange } from '../src/editor/results/track-edits.pure';
import type { Finding } from '../src/editor/results/types';
import { PHI_TYPES, CATEGORY_OF_TYPE } from '../src/api/wire';

const SPANS = 5_000;
const DOCUMENT_BYTES = 1_000_000;
const CONCEPT_TYPES = ['Medical Conditions', 'Signs & Symptoms', 'Medications', 'Procedures', 'Anatomy', 'Species & Viruses', 'Context', 'Devices'];

/** A deterministic pseudo-random sequence, so every run measures the same work. */
function random(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

function makeDocument(): string {
  const words = ['patient', 'presents', 'with', 'chest', 'pain', 'and', 'shortness', 'of', 'breath', 'denies', 'fever', 'metformin'];
  const next = random(1);
  const lines: string[] = [];
  let size = 0;
  while (size < DOCUMENT_BYTES) {
    const line = Array.from({ length: 6 + Math.floor(next() * 10) }, () => words[Math.floor(next() * words.length)]).join(' ');
    lines.push(line);
    size += line.length + 1;
  }
  return lines.join('\n');
}

function makeFindings(length: number): Finding[] {
  const next = random(2);
  const out: Finding[] = [];
  for (let id = 1; id <= SPANS; id++) {
    const start = Math.floor(next() * (length - 20));
    const end = start + 3 + Math.floor(next() * 15);
    if (id % 3 === 0) {
      const type = PHI_TYPES[id % PHI_TYPES.length] ?? 'PATIENT';
      out.push({ slot: 'phi', id, start, end, item: { start, end, text: '', type, category: (CATEGORY_OF_TYPE as Record<string, string>)[type], score: next() } });
    } else {
      const concept = { start, end, text: '', conceptId: 'UMLS:C0000001', cui: 'C0000001', name: 'n', type: CONCEPT_TYPES[id % CONCEPT_TYPES.length] ?? 'Context', scoreId: next(), scoreType: next() };
      out.push({ slot: 'concepts', id, start, end, model: 'structure', concept });
    }
  }
  return out;
}

/** Median of `runs` timings of `work`, after `warmup` untimed runs. */
function median(runs: number, work: () => void, warmup = 5): number {
  for (let i = 0; i < warmup; i++) work();
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t = performance.now();
    work();
    times.push(performance.now() - t);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)] ?? NaN;
}

function report(name: string, ms: number, goalMs: number): void {
  const ratio = ms / goalMs;
  console.log(`P3 ${name}: ${ms.toFixed(4)} ms (goal ≤ ${goalMs} ms, ratio ${ratio.toFixed(3)}${ratio <= 1 ? ', met' : ', NOT met'})`);
}

const relocate = <T extends Finding>(f: T, start: number, end: number): T => ({ ...f, start, end });

function main(): void {
  const text = makeDocument();
  const findings = makeFindings(text.length);
  let sink = 0;

  const apply = median(21, () => {
    const sorted = [...findings].sort((a, b) => a.start - b.start || a.end - b.end);
    const placed = moveSpans(sorted, [], relocate).kept;
    const lines = new LineIndex(text);
    for (const group of groupByStyle(placed, 0.1).values()) {
      for (const f of group) sink += lines.positionAt(f.start).line + lines.positionAt(f.end).character;
    }
  });
  report(`apply ${SPANS} spans to a ${(text.length / 1e6).toFixed(2)} MB document (place, group, line index, ranges)`, apply, 50);

  const lines = new LineIndex(text);
  const rangesOnly = median(21, () => {
    for (const f of findings) sink += lines.positionAt(f.start).line + lines.positionAt(f.end).character;
  });
  console.log(`P3   of which offset -> position for ${SPANS * 2} offsets with a built line index: ${rangesOnly.toFixed(4)} ms`);

  const sorted = [...findings].sort((a, b) => a.start - b.start);
  const next = random(3);
  const edits: TextChange[] = Array.from({ length: 200 }, () => ({ rangeOffset: Math.floor(next() * text.length), rangeLength: 0, textLength: 1 }));
  let e = 0;
  const perEdit = median(200, () => {
    const change = edits[e++ % edits.length];
    if (change) sink += moveSpans(sorted, [change], relocate).kept.length;
  });
  report(`track one keystroke through ${SPANS} spans`, perEdit, 1);

  const buildIndex = median(21, () => {
    sink += new SpanIndex(sorted).size;
  });
  const index = new SpanIndex(sorted);
  const offsets = Array.from({ length: 10_000 }, () => Math.floor(next() * text.length));
  const LOOKUPS = offsets.length;
  const batch = median(21, () => {
    for (const o of offsets) sink += index.at(o).length;
  });
  report(`hover lookup among ${SPANS} spans (mean of ${LOOKUPS} lookups)`, batch / LOOKUPS, 0.1);
  console.log(`P3   of which building the hover index after a change (once, on the first hover): ${buildIndex.toFixed(4)} ms`);
  if (sink === -1) console.log('unreachable');
}

main();
