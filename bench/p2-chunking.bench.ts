// P2: a 25-chunk text (about 250,000 characters split at 10,000) through identify-phi at 10 POST per
// window. The client may send 10 chunks at once, the next 10 one window later and the last 5 two
// windows later, so no client can finish before two full windows plus the processing time: that is the
// bound. We report wall time over the bound (goal <= 1.05), 429 answers (goal none) and whether every
// merged span's offsets select exactly its text. Measured after one unmeasured warm-up pass; the median of
// three runs is the figure. The reference service runs in-process with its rate
// window scaled so a minute becomes a second (windowMs 1000 on service and client). A bench reports; it
// does not assert.
import { splitText } from '../src/api/chunking';
import { createClient } from '../src/api/client';
import { MAX_TEXT_CHARS } from '../src/api/wire';
import { start } from '../src/service/main';

const WINDOW_MS = 1000;
const LIMITS = { postsPerWindow: 10, getsPerWindow: 300, windowMs: WINDOW_MS };
const PROCESSING_MS = 300;
const CHUNKS = 25;
const RUNS = 3;
const GOAL = 1.05;

/** Deterministic synthetic notes: prose with PHI, CRLF line ends and a few astral characters. */
function sentence(i: number): string {
  const names = ['John Carter', 'Maria Lopez', 'Wei Chen', 'Aisha Bello', 'Robert Miller'];
  const doctors = ['Emily Stone', 'Rajesh Patel', 'Laura Kim'];
  const day = (i % 28) + 1;
  const forms = [
    `Patient ${names[i % names.length]} was seen on 03/${day}/2024 by Dr. ${doctors[i % doctors.length]}. `,
    `She reports chest pain and shortness of breath 😀 and takes metformin 500 mg twice daily. `,
    `MRN ${4_400_000 + i}; call 617-555-${String(1000 + (i % 9000)).padStart(4, '0')} with questions.\r\n`,
    `Assessment: type 2 diabetes mellitus, hypertension, hyperlipidemia 🩺. Plan: follow up in 2 weeks. `,
  ];
  return forms[i % forms.length] ?? '';
}

/** The shortest text of our sentences that splits into exactly `n` chunks. */
function textOfChunks(n: number): string {
  const parts: string[] = [];
  let length = 0;
  while (length < (n - 1) * MAX_TEXT_CHARS) {
    const s = sentence(parts.length);
    parts.push(s);
    length += s.length;
  }
  let text = parts.join('');
  while (splitText(text, MAX_TEXT_CHARS).length < n) text += sentence(parts.push('') - 1);
  return text;
}

function median(xs: readonly number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)] ?? NaN;
}

interface Run {
  readonly wall: number;
  readonly ratio: number;
  readonly lastPostAt: number;
  readonly chunks: number;
  readonly items: number;
  readonly exact: boolean;
  readonly tooMany: number;
  readonly maxPosts: number;
}

async function once(text: string): Promise<Run> {
  const service = await start({ limits: LIMITS, processing: { 'identify-phi': PROCESSING_MS } });
  const client = createClient({ baseUrl: service.url, credentials: () => service.keys, rateLimits: LIMITS, cache: false });
  try {
    const epoch0 = Date.now();
    const t0 = performance.now();
    const result = await client.identifyPhi(text);
    const wall = performance.now() - t0;
    const posts = service.requests().filter((r) => r.method === 'POST');
    const bound = 2 * WINDOW_MS + PROCESSING_MS;
    const exact = result.items.every((i) => text.slice(i.start, i.end) === i.text) && result.warnings.droppedSpans === 0;
    return {
      wall,
      ratio: wall / bound,
      lastPostAt: (posts.at(-1)?.time ?? epoch0) - epoch0,
      chunks: result.chunks,
      items: result.items.length,
      exact,
      tooMany: service.requests().filter((r) => r.status === 429).length,
      maxPosts: service.maxInWindow('POST', WINDOW_MS),
    };
  } finally {
    await client.dispose();
    await service.close();
  }
}

/**
 * One unmeasured pass without rate limits, so the measured runs see a warm process (JIT of the engine,
 * the HTTP parser), as a long-running editor session does.
 */
async function warmUp(text: string): Promise<void> {
  const service = await start({});
  const client = createClient({
    baseUrl: service.url,
    credentials: () => service.keys,
    rateLimits: { postsPerWindow: 1000, getsPerWindow: 1000, windowMs: WINDOW_MS },
    cache: false,
  });
  try {
    await client.identifyPhi(text);
  } finally {
    await client.dispose();
    await service.close();
  }
}

async function main(): Promise<void> {
  const text = textOfChunks(CHUNKS);
  const bound = 2 * WINDOW_MS + PROCESSING_MS;
  console.log(
    `P2 long text: ${text.length} chars in ${splitText(text, MAX_TEXT_CHARS).length} chunks, identify-phi processing ${PROCESSING_MS} ms, ` +
      `${LIMITS.postsPerWindow} POST per ${WINDOW_MS} ms window (1 min -> 1 s); bound = 2 windows + processing = ${bound} ms`,
  );
  await warmUp(text);
  const runs = [];
  for (let i = 0; i < RUNS; i++) {
    const r = await once(text);
    runs.push(r);
    console.log(
      `  run ${i + 1}: wall ${r.wall.toFixed(0)} ms, ratio ${r.ratio.toFixed(3)}, ${r.chunks} chunks, ${r.items} PHI items, ` +
        `offsets ${r.exact ? 'exact' : 'NOT exact'}, 429: ${r.tooMany}, max POST per window ${r.maxPosts}; ` +
        `last POST arrived at ${r.lastPostAt} ms (2 windows = ${2 * WINDOW_MS}), its result ${(r.wall - r.lastPostAt).toFixed(0)} ms later (processing ${PROCESSING_MS} + service compute + polling)`,
    );
  }
  const ratio = median(runs.map((r) => r.ratio));
  const clean = runs.every((r) => r.tooMany === 0 && r.exact);
  console.log(`  median wall/bound ${ratio.toFixed(3)}; goal <= ${GOAL}, no 429, offsets exact: ${ratio <= GOAL && clean ? 'met' : 'NOT met'}`);
}

main().catch((e: unknown) => {
  console.error('P2 failed to run:', e instanceof Error ? e.message : e);
});
