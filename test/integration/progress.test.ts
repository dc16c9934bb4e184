// The progress notification's messages on a real chunked run against the reference service. Chunks go out
// in parallel and come back in any order, so once one is back the message counts finished chunks: it must
// never fall back to one chunk's number, and it ends at "N of N parts done".
import assert from 'node:assert/strict';
import type * as vscode from 'vscode';
import { createClient } from '../../src/api/client';
import { ProgressReporter } from '../../src/editor/run/progress';
import { ProgressTracker } from '../../src/editor/run/progress-messages.pure';
import type { RunningService } from '../../src/service/options';
import { longNote } from './support/notes';
import { startReferenceService } from './support/reference-service';

describe('progress messages of a chunked run', () => {
  let service: RunningService;

  before(async () => {
    // Varied processing times, so chunks finish in an order of their own.
    service = await startReferenceService({ processing: { minMs: 10, maxMs: 150 } });
  });
  after(async () => {
    await service.close();
  });

  it('counts finished parts from the start, only upwards, ending at N of N', async () => {
    const client = createClient({
      baseUrl: service.url,
      credentials: () => service.keys,
      polling: { firstWaitMs: 25, maxAttempts: 12, adaptive: true },
      cache: false,
    });
    const messages: string[] = [];
    const sink: vscode.Progress<{ message?: string }> = { report: ({ message }) => void (message !== undefined && messages.push(message)) };
    const reporter = new ProgressReporter(sink, ProgressTracker.forModel('identify-phi', Date.now()));
    try {
      await client.identifyPhi(longNote(30_000), { onProgress: (event) => reporter.event(event, { index: 0, count: 1 }) });
    } finally {
      reporter.dispose();
      await client.dispose();
    }
    const chunks = Number(/of (\d+) parts done/.exec(messages[0] ?? '')?.[1]);
    assert.ok(chunks >= 3, `a 30,000-character note goes in several parts: ${messages[0]}`);
    assert.equal(messages[0], `Finding PHI — 0 of ${chunks} parts done`, 'counted from the start');
    const counts = messages.map((m) => Number(/— (\d+) of \d+ parts done/.exec(m)?.[1]));
    assert.ok(counts.every((n, i) => n >= (counts[i - 1] ?? 0)), `the count only goes up: ${counts.join(', ')}`);
    assert.deepEqual(messages.filter((m) => /chunk \d/.test(m)), [], 'no single part number');
    assert.equal(messages.at(-1), `Finding PHI — ${chunks} of ${chunks} parts done`);
  });
});
