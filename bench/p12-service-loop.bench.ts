// P12: the reference service's event loop while it analyses (issue 19 L7). Reports (never asserts), from
// one run: the longest event-loop stall (perf_hooks.monitorEventLoopDelay, max) while clients POST and
// GET 10,000-character texts for every model (the clients in a worker thread, so the loop measured is the
// service's alone), with the engine on the worker pool (the default) against
// the engine in the service's own thread (what the service did before), goal <= 20 ms for the pool.
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { Worker } from 'node:worker_threads';
import { createLocalEngine } from '../src/engine';
import { start } from '../src/service/main';
import type { ServiceOptions } from '../src/service/options';
import { sampleCorpus } from './corpus';

const GOAL_MS = 20;
const MODELS = ['identify-phi', 'structure', 'structure-ontologies', 'redact-phi', 'embeddings'] as const;
const FIELD: Readonly<Record<(typeof MODELS)[number], string>> = {
  'identify-phi': 'input_text',
  structure: 'text',
  'structure-ontologies': 'text',
  'redact-phi': 'input_text',
  embeddings: 'input_text',
};

/** The clients run in a worker thread, so this thread's event loop is the service's alone. */
const CLIENTS = `
const { parentPort, workerData } = require('node:worker_threads');
const { url, headers, jobs } = workerData;
(async () => {
  await Promise.all(jobs.map(async ({ model, field, text }) => {
    const ack = await (await fetch(url + '/v2/' + model, { method: 'POST', headers, body: JSON.stringify({ [field]: text }) })).json();
    for (;;) {
      const reply = await (await fetch(url + '/v2/' + model + '/' + ack.request_id, { headers })).json();
      if (reply.inference_status !== 'SUBMITTED') return;
      await new Promise((r) => setTimeout(r, 5));
    }
  }));
  parentPort.postMessage('done');
})();
`;

async function stallOf(label: string, options: ServiceOptions, texts: readonly string[]): Promise<number> {
  const service = await start(options);
  await service.lexicon();
  const headers = { 'x-api-id': service.keys.apiId, 'x-api-secret': service.keys.apiSecret, 'content-type': 'application/json' };
  const jobs = texts.map((text, i) => ({ model: MODELS[i % MODELS.length]!, field: FIELD[MODELS[i % MODELS.length]!], text }));
  const histogram = monitorEventLoopDelay({ resolution: 1 });
  histogram.enable();
  const t0 = performance.now();
  const clients = new Worker(CLIENTS, { eval: true, workerData: { url: service.url, headers, jobs } });
  await new Promise<void>((resolve, reject) => {
    clients.once('message', () => resolve());
    clients.once('error', reject);
  });
  histogram.disable();
  await clients.terminate();
  const maxMs = histogram.max / 1e6;
  console.log(`  ${label}: ${texts.length} texts in ${((performance.now() - t0) / 1000).toFixed(1)} s, longest event-loop stall ${maxMs.toFixed(1)} ms (p99 ${(histogram.percentile(99) / 1e6).toFixed(1)} ms)`);
  await service.close();
  return maxMs;
}

async function main(): Promise<void> {
  const texts = sampleCorpus(400_000).chunks.slice(0, 40);
  console.log(`P12 service event loop: ${texts.length} texts of up to 10,000 characters, all five models`);
  const inThread = await stallOf('engine in the service thread (before)', { engine: createLocalEngine() }, texts);
  const pooled = await stallOf('engine on the worker pool (now)   ', {}, texts);
  console.log(`  longest stall ${inThread.toFixed(1)} ms -> ${pooled.toFixed(1)} ms; goal <= ${GOAL_MS} ms: ${pooled <= GOAL_MS ? 'MET' : 'NOT MET'}`);
}

void main().then(() => process.exit(0));
