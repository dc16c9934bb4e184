// P1: polling overhead (time to result minus processing time) of the client's adaptive schedule against
// the spec's fixed schedule (first wait 1 s, doubling), for processing times 0.2, 0.5, 1.1, 2.5 and 5 s,
// at real time scale. The reference service runs in-process with its rate window scaled so a minute
// becomes a second (windowMs 1000 on service and client: 10 POST / 300 GET per second); each schedule
// uses its own key pair, so their budgets do not interact. Each processing time is one model of the
// service. Calls for one model run one after another (the adaptive schedule learns from the previous
// ones); the five models run side by side. Goal: median overhead <= 15% of processing time, GETs within
// budget, no 429. A bench reports; it does not assert.
import { createClient } from '../src/api/client';
import type { TextInferenceClient } from '../src/api/types';
import type { ModelName } from '../src/api/wire';
import { start } from '../src/service/main';
import type { RunningService } from '../src/service/options';

const WINDOW_MS = 1000;
const LIMITS = { postsPerWindow: 10, getsPerWindow: 300, windowMs: WINDOW_MS };
const PROCESSING: readonly (readonly [ModelName, number])[] = [
  ['structure', 200],
  ['structure-ontologies', 500],
  ['identify-phi', 1100],
  ['redact-phi', 2500],
  ['embeddings', 5000],
];
const ADAPTIVE_RUNS = 9;
const FIXED_RUNS = 3;
const GOAL = 0.15;

const TEXT = 'Patient John Smith was seen on 03/14/2024 by Dr. Alice Brown for type 2 diabetes.';

function median(xs: readonly number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 === 1 ? (s[mid] ?? NaN) : ((s[mid - 1] ?? NaN) + (s[mid] ?? NaN)) / 2;
}

function call(client: TextInferenceClient, model: ModelName, text: string): Promise<unknown> {
  switch (model) {
    case 'structure':
      return client.structure(text);
    case 'structure-ontologies':
      return client.structureOntologies(text);
    case 'identify-phi':
      return client.identifyPhi(text);
    case 'redact-phi':
      return client.redactPhi(text);
    case 'embeddings':
      return client.embeddings(text);
  }
}

/** Overheads in ms of `runs` sequential calls of one model. */
async function measure(client: TextInferenceClient, model: ModelName, processingMs: number, runs: number, tag: string): Promise<number[]> {
  const overheads: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    await call(client, model, `${TEXT} [${tag} ${i}]`);
    overheads.push(performance.now() - t0 - processingMs);
  }
  return overheads;
}

function gets(service: RunningService, apiId: string, model: ModelName): number {
  return service.requests().filter((r) => r.apiId === apiId && r.method === 'GET' && r.model === model).length;
}

async function main(): Promise<void> {
  const service = await start({ limits: LIMITS, processing: Object.fromEntries(PROCESSING) });
  const oursKeys = service.keys;
  const specKeys = service.addKey();
  const common = { baseUrl: service.url, rateLimits: LIMITS, cache: false as const };
  const ours = createClient({ ...common, credentials: () => oursKeys, polling: { adaptive: true } });
  const spec = createClient({ ...common, credentials: () => specKeys, polling: { adaptive: false } });
  try {
    const t0 = performance.now();
    const rows = await Promise.all(
      PROCESSING.map(async ([model, ms]) => {
        const [a, f] = await Promise.all([measure(ours, model, ms, ADAPTIVE_RUNS, 'a'), measure(spec, model, ms, FIXED_RUNS, 'f')]);
        return { model, ms, ours: median(a), spec: median(f), oursGets: gets(service, oursKeys.apiId, model) / ADAPTIVE_RUNS, specGets: gets(service, specKeys.apiId, model) / FIXED_RUNS };
      }),
    );
    const seconds = (performance.now() - t0) / 1000;
    const log = service.requests();
    const tooMany = log.filter((r) => r.status === 429).length;
    console.log(`P1 polling overhead (time to result minus processing), real time scale, window ${WINDOW_MS} ms (1 min -> 1 s), ${seconds.toFixed(0)} s`);
    console.log(`  runs per processing time: adaptive ${ADAPTIVE_RUNS} (sequential, learning), spec schedule ${FIXED_RUNS}`);
    console.log('  processing | ours median overhead | spec median overhead | spec/ours | GETs per call ours / spec');
    let met = 0;
    for (const r of rows) {
      const pct = r.ours / r.ms;
      if (pct <= GOAL) met++;
      console.log(
        `  ${(r.ms / 1000).toFixed(1).padStart(8)} s | ${r.ours.toFixed(0).padStart(6)} ms (${(pct * 100).toFixed(1).padStart(5)}%) | ` +
          `${r.spec.toFixed(0).padStart(6)} ms (${((r.spec / r.ms) * 100).toFixed(0).padStart(4)}%) | ${(r.spec / Math.max(1, r.ours)).toFixed(1).padStart(8)}x | ` +
          `${r.oursGets.toFixed(1)} / ${r.specGets.toFixed(1)}`,
      );
    }
    const maxGets = service.maxInWindow('GET', WINDOW_MS);
    const maxPosts = service.maxInWindow('POST', WINDOW_MS);
    console.log(`  max per window (any key): GET ${maxGets} / ${LIMITS.getsPerWindow}, POST ${maxPosts} / ${LIMITS.postsPerWindow}; 429 answers: ${tooMany}`);
    console.log(
      `  goal: median overhead <= ${GOAL * 100}% of processing at every processing time, GETs within budget, no 429: ` +
        `${met}/${rows.length} met, budget ${maxGets <= LIMITS.getsPerWindow && maxPosts <= LIMITS.postsPerWindow ? 'kept' : 'EXCEEDED'}, 429 ${tooMany === 0 ? 'none' : tooMany}`,
    );
  } finally {
    await Promise.all([ours.dispose(), spec.dispose()]);
    await service.close();
  }
}

main().catch((e: unknown) => {
  console.error('P1 failed to run:', e instanceof Error ? e.message : e);
});
