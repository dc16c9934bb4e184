import assert from 'node:assert/strict';
import { progressMessage, secondsLeft, waitOf } from '../../../../src/editor/run/progress-messages.pure';

describe('progress-messages', () => {
  it('names the model and the chunk (chunks are 1-based)', () => {
    assert.equal(progressMessage({ kind: 'submitting', model: 'identify-phi', chunk: 3, chunks: 12 }), 'Finding PHI — chunk 3 of 12');
    assert.equal(progressMessage({ kind: 'waiting', model: 'structure', chunk: 1, chunks: 1, requestId: 'r', attempt: 2 }), 'Finding concepts');
  });

  it('adds the selection for multi-cursor runs', () => {
    assert.equal(
      progressMessage({ kind: 'chunk-done', model: 'identify-phi', chunk: 2, chunks: 3 }, { index: 1, count: 4 }),
      'Finding PHI — selection 2 of 4, chunk 2 of 3',
    );
    assert.equal(progressMessage({ kind: 'submitting', model: 'redact-phi', chunk: 1, chunks: 1 }, { index: 0, count: 1 }), 'Redacting PHI');
  });

  it('counts finished chunks once one is back (chunks come back in any order)', () => {
    assert.equal(progressMessage({ kind: 'chunk-done', model: 'identify-phi', chunk: 7, chunks: 12 }, undefined, undefined, 3), 'Finding PHI — 3 of 12 chunks done');
    assert.equal(progressMessage({ kind: 'waiting', model: 'identify-phi', chunk: 2, chunks: 12, requestId: 'r', attempt: 1 }, { index: 0, count: 2 }, undefined, 1), 'Finding PHI — selection 1 of 2, 1 of 12 chunks done');
    assert.equal(progressMessage({ kind: 'chunk-done', model: 'identify-phi', chunk: 1, chunks: 1 }, undefined, undefined, 1), 'Finding PHI');
  });

  it('counts down a rate-limit wait in whole seconds', () => {
    const event = { kind: 'rate-limited', model: 'identify-phi', reason: '429', retryInMs: 24_000 } as const;
    assert.equal(progressMessage(event), 'Rate limited — retrying in 24 s');
    assert.equal(progressMessage(event, undefined, 23_100), 'Rate limited — retrying in 24 s');
    assert.equal(progressMessage(event, undefined, 22_900), 'Rate limited — retrying in 23 s');
    assert.equal(progressMessage({ ...event, reason: 'budget', retryInMs: 5000 }), 'Waiting for the request budget — sending in 5 s');
    assert.equal(waitOf(event), 24_000);
    assert.equal(waitOf({ kind: 'submitting', model: 'identify-phi', chunk: 1, chunks: 1 }), undefined);
  });

  it('says when the service is being retried', () => {
    assert.equal(progressMessage({ kind: 'retrying', model: 'embeddings', status: 503, retryInMs: 2000 }), 'Service unavailable (status 503) — retrying in 2 s');
    assert.equal(progressMessage({ kind: 'retrying', model: 'embeddings', retryInMs: 500 }), 'Service unavailable (no answer) — retrying in 1 s');
    assert.equal(secondsLeft(-5), 0);
  });
});
