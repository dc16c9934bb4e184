import assert from 'node:assert/strict';
import { statusText, statusTooltip } from '../../../../src/editor/status-bar/status-text.pure';

describe('status-text: the status bar item is named and explained', () => {
  it('names the service, with the runs in progress and paused', () => {
    assert.equal(statusText({ kind: 'local', label: 'Local engine', running: 0, paused: 0 }), '$(shield) Text Inference: local engine');
    assert.equal(statusText({ kind: 'remote', label: '127.0.0.1:8761', running: 1, paused: 0 }), '$(sync~spin) Text Inference: remote 127.0.0.1:8761 · 1 running');
    assert.equal(statusText({ kind: 'remote', label: 'h', running: 0, paused: 2 }), '$(watch) Text Inference: remote h · 2 paused');
    assert.equal(statusText({ kind: 'invalid', label: 'x', running: 0, paused: 0 }), '$(warning) Text Inference: invalid service URL');
  });

  it('the tooltip says what the number is, the lexicon and the budget', () => {
    const local = statusTooltip({ kind: 'local', label: 'Local engine', running: 1, paused: 0, lexicon: 'full lexicon, 12,345 concepts' });
    assert.ok(local.includes('1 run in progress (the number after the name).'));
    assert.ok(local.includes('Lexicon: full lexicon, 12,345 concepts.'));
    assert.ok(local.some((l) => /no rate limits/.test(l)));
    assert.ok(statusTooltip({ kind: 'local', label: '', running: 0, paused: 0 }).includes('Lexicon: loaded when the local engine starts (on the first run).'));
    const remote = statusTooltip({
      kind: 'remote',
      label: 'inference.example.org',
      running: 0,
      paused: 1,
      budget: { posts: { remaining: 7, limit: 10 }, gets: { remaining: 290, limit: 300 }, windowMs: 60_000 },
    });
    assert.ok(remote.includes('Request budget left this minute: 7 of 10 submissions, 290 of 300 result checks.'));
    assert.ok(remote.some((l) => /Keep Waiting/.test(l)));
    assert.ok(!remote.some((l) => /Lexicon/.test(l)));
  });
});
