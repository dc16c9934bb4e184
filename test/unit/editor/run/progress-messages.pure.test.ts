import assert from 'node:assert/strict';
import type { Progress } from '../../../../src/api/types';
import { ProgressTracker, duration, secondsLeft } from '../../../../src/editor/run/progress-messages.pure';

const one = { index: 0, count: 1 };

function chunkEvent(kind: 'submitting' | 'chunk-done', chunk: number, chunks = 5): Progress {
  return { kind, model: 'identify-phi', chunk, chunks };
}

describe('progress-messages: one monotonic progress line', () => {
  it('names the model alone for a single text in one part', () => {
    const t = ProgressTracker.forModel('structure', 0);
    t.event({ kind: 'submitting', model: 'structure', chunk: 1, chunks: 1 }, one, 0);
    assert.equal(t.message(0), 'Finding concepts');
  });

  it('counts parts done from the start and never goes back, whatever order they come back in', () => {
    const t = ProgressTracker.forModel('identify-phi', 0);
    const seen: string[] = [];
    for (const c of [1, 2, 3, 4, 5]) {
      t.event(chunkEvent('submitting', c), one, 0);
      seen.push(t.message(0));
    }
    for (const c of [5, 1, 3, 2, 4]) {
      t.event(chunkEvent('chunk-done', c), one, 0);
      seen.push(t.message(0));
    }
    assert.equal(seen[0], 'Finding PHI — 0 of 5 parts done');
    assert.equal(seen.at(-1), 'Finding PHI — 5 of 5 parts done');
    const counts = seen.map((m) => Number(/(\d) of 5 parts done/.exec(m)?.[1]));
    assert.ok(counts.every((n, i) => n >= (counts[i - 1] ?? 0)), counts.join(','));
  });

  it('keeps a rate-limit wait on the line, counted down, when a part comes back meanwhile', () => {
    const t = ProgressTracker.forModel('identify-phi', 0);
    for (const c of [1, 2, 3, 4, 5]) t.event(chunkEvent('submitting', c), one, 0);
    t.event({ kind: 'rate-limited', model: 'identify-phi', reason: 'budget', retryInMs: 40_000 }, one, 0);
    for (const c of [1, 2, 3]) t.event(chunkEvent('chunk-done', c), one, 10_000);
    assert.equal(t.message(16_000), 'Finding PHI — 3 of 5 parts done · waiting 24 s for the service’s rate limit');
    assert.equal(t.ticking(16_000), true);
    assert.equal(t.message(40_000), 'Finding PHI — 3 of 5 parts done');
    assert.equal(t.ticking(40_000), false);
  });

  it('a 429 and an unavailable service are counted down too; a later wait replaces an earlier one', () => {
    const t = ProgressTracker.forModel('embeddings', 0);
    t.event({ kind: 'retrying', model: 'embeddings', status: 503, retryInMs: 2000 }, one, 0);
    assert.equal(t.message(0), 'Computing embedding — service unavailable (status 503), retrying in 2 s');
    t.event({ kind: 'rate-limited', model: 'embeddings', reason: '429', retryInMs: 24_000 }, one, 500);
    assert.equal(t.message(1000), 'Computing embedding — waiting 24 s for the service’s rate limit');
  });

  it('a request still processing shows the time so far and when the next check goes out', () => {
    const t = ProgressTracker.forModel('structure-ontologies', 0);
    t.event({ kind: 'submitting', model: 'structure-ontologies', chunk: 1, chunks: 1 }, one, 0);
    t.event({ kind: 'waiting', model: 'structure-ontologies', chunk: 1, chunks: 1, requestId: 'r', attempt: 1 }, one, 1000);
    assert.equal(t.message(1000), 'Finding concepts with ontology codes');
    t.event({ kind: 'next-check', model: 'structure-ontologies', chunk: 1, chunks: 1, requestId: 'r', inMs: 64_000 }, one, 63_000);
    assert.equal(t.message(79_000), 'Finding concepts with ontology codes — still processing, 1 min 19 s so far, next check in 48 s');
    t.event({ kind: 'waiting', model: 'structure-ontologies', chunk: 1, chunks: 1, requestId: 'r', attempt: 7 }, one, 127_000);
    assert.equal(t.message(127_500), 'Finding concepts with ontology codes — still processing, 2 min 07 s so far, checking now');
    t.event({ kind: 'chunk-done', model: 'structure-ontologies', chunk: 1, chunks: 1 }, one, 128_000);
    assert.equal(t.message(128_000), 'Finding concepts with ontology codes');
  });

  it('names the selection of a multi-cursor run', () => {
    const t = ProgressTracker.forModel('redact-phi', 0);
    t.event({ kind: 'chunk-done', model: 'redact-phi', chunk: 2, chunks: 3 }, { index: 1, count: 4 }, 0);
    assert.equal(t.message(0), 'Redacting PHI — selection 2 of 4 · 1 of 3 parts done');
  });

  it('formats durations and seconds left', () => {
    assert.equal(duration(45_900), '45 s');
    assert.equal(duration(245_000), '4 min 05 s');
    assert.equal(secondsLeft(-5), 0);
    assert.equal(secondsLeft(23_100), 24);
  });
});
