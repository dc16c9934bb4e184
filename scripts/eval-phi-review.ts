// The review queue's figures (issue 21): for the tuning part and the lockbox of the PhysioNet deid development
// half, and for our own fictitious notes (test/data/phi-review-notes and phi-own-notes.json), recall of what is shown (score >=
// minimumScore), recall of what is shown plus the review candidates below it, candidates per note, and the
// precision of what is shown. Scored as ../shared/tools/phi-dev-score.mjs scores it: span overlap, bare years
// not counted, 9,000-character pieces. Counts and rates only; `--review-examples N` prints misses and
// candidates of the TUNING part and of our own notes only (the lockbox is scored, never read).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { EnginePhiFinding } from '../src/engine/types';

export interface ReviewGold {
  readonly start: number;
  readonly end: number;
  readonly type: string;
}
export interface ReviewNote {
  readonly text: string;
  readonly phi: readonly ReviewGold[];
}

interface Figures {
  notes: number;
  gold: number;
  shown: number;
  withCandidates: number;
  predicted: number;
  correct: number;
  candidates: number;
}

const CHUNK = 9000;
const overlaps = (a: { start: number; end: number }, b: { start: number; end: number }): boolean => a.start < b.end && b.start < a.end;

function findAll(identify: (text: string) => EnginePhiFinding[], text: string): EnginePhiFinding[] {
  const found: EnginePhiFinding[] = [];
  for (let off = 0; off < text.length; off += CHUNK) {
    for (const f of identify(text.slice(off, off + CHUNK))) found.push({ ...f, start: f.start + off, end: f.end + off });
  }
  return found;
}

export function reviewFigures(notes: readonly ReviewNote[], preds: readonly EnginePhiFinding[][], minimumScore: number): Figures {
  const q: Figures = { notes: notes.length, gold: 0, shown: 0, withCandidates: 0, predicted: 0, correct: 0, candidates: 0 };
  notes.forEach((n, i) => {
    const all = preds[i]!;
    const shown = all.filter((f) => f.score >= minimumScore);
    q.candidates += all.length - shown.length;
    for (const g of n.phi) {
      if (g.type === 'DateYear') continue;
      q.gold++;
      if (shown.some((f) => overlaps(f, g))) q.shown++;
      if (all.some((f) => overlaps(f, g))) q.withCandidates++;
    }
    for (const f of shown) {
      q.predicted++;
      if (n.phi.some((g) => overlaps(f, g))) q.correct++;
    }
  });
  return q;
}

const f3 = (x: number): string => (Number.isFinite(x) ? x.toFixed(3) : '  -  ');

function row(name: string, q: Figures): string {
  return `  ${name.padEnd(34)} ${String(q.notes).padStart(5)} ${String(q.gold).padStart(6)} | ${f3(q.shown / q.gold)}   ${f3(q.withCandidates / q.gold)}   ${(q.candidates / Math.max(1, q.notes)).toFixed(2).padStart(6)} | ${f3(q.correct / q.predicted)}`;
}

/** Our own notes: `{{TYPE:value}}` marks PHI in plain text; the markup is removed and the spans kept. */
export function parseMarkedNote(marked: string): ReviewNote {
  const phi: ReviewGold[] = [];
  let text = '';
  let last = 0;
  for (const m of marked.matchAll(/\{\{([A-Za-z-]+):([^}]*)\}\}/g)) {
    text += marked.slice(last, m.index);
    phi.push({ start: text.length, end: text.length + m[2]!.length, type: m[1]! });
    text += m[2]!;
    last = m.index + m[0].length;
  }
  return { text: text + marked.slice(last), phi };
}

/** Our notes in other styles (test/data/phi-own-notes.json): each listed value found after the previous one. */
export function readStyleNotes(file: string): ReviewNote[] {
  const notes = (JSON.parse(readFileSync(file, 'utf8')) as { notes: { text: string; phi: [string, string][] }[] }).notes;
  return notes.map((n) => {
    let from = 0;
    const phi = n.phi.map(([type, value]) => {
      const start = n.text.indexOf(value, from);
      if (start < 0) throw new Error(`phi-own-notes: a listed value is not in its note (after offset ${from})`);
      from = start + value.length;
      return { start, end: from, type };
    });
    return { text: n.text, phi };
  });
}

export function readOwnNotes(dir: string): ReviewNote[] {
  return readdirSync(dir)
    .filter((f) => f.endsWith('.txt'))
    .sort()
    .map((f) => parseMarkedNote(readFileSync(join(dir, f), 'utf8')));
}

function examplesOf(label: string, notes: readonly ReviewNote[], preds: readonly EnginePhiFinding[][], minimumScore: number, n: number): void {
  let misses = 0;
  let cands = 0;
  notes.forEach((note, i) => {
    const all = preds[i]!;
    for (const g of note.phi) {
      if (g.type === 'DateYear' || misses >= n || all.some((f) => overlaps(f, g))) continue;
      misses++;
      console.log(`  ${label} miss ${g.type}: "${note.text.slice(g.start, g.end)}"  in: ${note.text.slice(Math.max(0, g.start - 60), g.end + 40).replace(/\s+/g, ' ')}`);
    }
  });
  notes.forEach((note, i) => {
    for (const f of preds[i]!) {
      if (f.score >= minimumScore || cands >= n) continue;
      cands++;
      const hit = note.phi.some((g) => overlaps(f, g)) ? 'PHI ' : 'not ';
      console.log(`  ${label} candidate ${hit}${f.type} ${f.rule}: "${note.text.slice(f.start, f.end)}"  in: ${note.text.slice(Math.max(0, f.start - 50), f.end + 30).replace(/\s+/g, ' ')}`);
    }
  });
}

/** Prints the review table; `examples` > 0 adds misses and candidates of the tuning part and our own notes. */
export function evalReview(dataDir: string, ownDir: string, identify: (text: string) => EnginePhiFinding[], minimumScore: number, examples: number): void {
  console.log(`== Review queue (shown = score >= ${minimumScore}; candidates = the engine's findings below it)`);
  console.log('  text                               notes    PHI | shown R  +cand R  cand/note | shown P');
  let deid: (ReviewNote & { patient: number })[] = [];
  try {
    deid = readFileSync(join(dataDir, 'physionet-deid-dev.jsonl'), 'utf8').split('\n').filter(Boolean).map((l) => JSON.parse(l) as ReviewNote & { patient: number });
  } catch {
    console.log('  PhysioNet deid development half: not found in ../shared/data/eval; skipped');
  }
  const tuning = deid.filter((n) => n.patient % 4 === 1);
  const lockbox = deid.filter((n) => n.patient % 4 === 3);
  const tuningPreds = tuning.map((n) => findAll(identify, n.text));
  if (deid.length > 0) {
    console.log(row('deid tuning part (id mod 4 = 1)', reviewFigures(tuning, tuningPreds, minimumScore)));
    // The lockbox is only scored: its notes and errors are never printed.
    console.log(row('deid LOCKBOX (id mod 4 = 3)', reviewFigures(lockbox, lockbox.map((n) => findAll(identify, n.text)), minimumScore)));
  }
  const own = readOwnNotes(ownDir);
  const ownPreds = own.map((n) => findAll(identify, n.text));
  console.log(row('own review notes (fictitious)', reviewFigures(own, ownPreds, minimumScore)));
  const styles = readStyleNotes(join(ownDir, '..', 'phi-own-notes.json'));
  const stylePreds = styles.map((n) => findAll(identify, n.text));
  console.log(row('own notes in other styles', reviewFigures(styles, stylePreds, minimumScore)));
  console.log('');
  if (examples > 0) {
    examplesOf('tuning', tuning, tuningPreds, minimumScore, examples);
    examplesOf('own', own, ownPreds, minimumScore, examples);
    examplesOf('styles', styles, stylePreds, minimumScore, examples);
  }
}
