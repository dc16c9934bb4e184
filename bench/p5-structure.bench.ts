// P5 (structure): throughput of the local engine's concept matcher on one core, over our sample notes
// repeated to ~10 MB and fed in 10,000-character chunks as the service receives them, with the extended
// lexicon (the committed generated lexicon, copied next to the engine). Goal: >= 5 MB/s (issue 11); with the
// assertion of every concept computed as every front door does (src/nlp via completeStructure): >= 10 MB/s
// (issue 20). Also reports the lexicon's load time (it happens on the embedded service's first request) and
// embeddings throughput. Reports; never asserts.
import { withAssertions } from '../src/api/concept-context';
import type { Concept } from '../src/api/results';
import { createLocalEngine } from '../src/engine/index';
import { CHUNK_CHARS, measure, sampleCorpus } from './corpus';

const GOAL_MB_S = 5;
const GOAL_WITH_ASSERTION_MB_S = 10;

function main(): void {
  const engine = createLocalEngine();
  const load = measure(() => void engine.lexiconInfo);
  const info = engine.lexiconInfo;
  const { chunks, megabytes, source } = sampleCorpus();

  for (const c of chunks.slice(0, 50)) engine.findConcepts(c);
  let concepts = 0;
  const structure = measure(() => {
    for (const c of chunks) concepts += engine.findConcepts(c).length;
  });
  const rate = megabytes / structure.cpu;

  // The same chunks with assertion, as the client's last step computes it over each text.
  let asserted = 0;
  const withAssertion = measure(() => {
    for (const c of chunks) {
      const concepts: Concept[] = engine.findConcepts(c).map((m) => ({ ...m, text: c.slice(m.start, m.end), conceptId: `UMLS:${m.cui}`, cui: m.cui }));
      asserted += withAssertions(c, concepts).filter((x) => x.assertion?.status !== 'present').length;
    }
  });
  const assertionRate = megabytes / withAssertion.cpu;

  const sample = chunks.slice(0, Math.min(chunks.length, 200));
  const sampleMegabytes = sample.reduce((s, c) => s + Buffer.byteLength(c, 'utf8'), 0) / 1e6;
  const embeddings = measure(() => {
    for (const c of sample) engine.embed(c);
  });

  const lexicon = `${info.source} lexicon, ${info.concepts} concepts${info.reason ? ` (${info.reason})` : ''}`;
  console.log(`P5 structure: ${megabytes.toFixed(1)} MB (${source}) in ${chunks.length} chunks of ${CHUNK_CHARS} chars; ${lexicon}`);
  console.log(`  lexicon load (first request): ${(load.wall * 1000).toFixed(0)} ms wall, ${(load.cpu * 1000).toFixed(0)} ms CPU`);
  console.log(
    `  wall ${structure.wall.toFixed(2)} s (${(megabytes / structure.wall).toFixed(2)} MB/s); CPU ${structure.cpu.toFixed(2)} s (${rate.toFixed(2)} MB/s on one core); ${concepts} concepts`,
  );
  console.log(`  goal >= ${GOAL_MB_S} MB/s (one core): ratio ${(rate / GOAL_MB_S).toFixed(2)}x (${rate >= GOAL_MB_S ? 'met' : 'NOT met'})`);
  console.log(
    `  with assertion: CPU ${withAssertion.cpu.toFixed(2)} s (${assertionRate.toFixed(2)} MB/s on one core); ${asserted} concepts not present (negated, possible, historical, family)`,
  );
  console.log(`  goal with assertion >= ${GOAL_WITH_ASSERTION_MB_S} MB/s (one core): ratio ${(assertionRate / GOAL_WITH_ASSERTION_MB_S).toFixed(2)}x (${assertionRate >= GOAL_WITH_ASSERTION_MB_S ? 'met' : 'NOT met'})`);
  console.log(`  embeddings (matcher + 3-5-grams): ${(sampleMegabytes / embeddings.cpu).toFixed(2)} MB/s on one core over ${sample.length} chunks`);
}

main();
