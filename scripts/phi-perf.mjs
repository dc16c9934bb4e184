// Tools for speeding up identify-phi without changing what it finds (docs/engine.md, "Throughput").
//
//   node scripts/phi-perf.mjs dump FILE [--ref REF]   findings of the engine (this tree, or git REF) as JSON lines
//   node scripts/phi-perf.mjs check FILE              this tree's findings against a dump: byte-identical or not
//   node scripts/phi-perf.mjs ab [--base REF] [--rounds N] [--profile]
//                                                     CPU time of git REF (default HEAD) and this tree in one
//                                                     process, taking turns over the P5 chunks; prints the ratio
//   node scripts/phi-perf.mjs families [--rounds N]   wall time of each rule family over the P5 chunks
//
// The engine is bundled as it ships (esbuild, minified), once from this tree and once from `git archive REF`.
// The dictionaries are those of a build (`node esbuild.mjs`: dist/phi-dictionaries.json). The dump covers
// samples/, test/data/, the deid development notes, the Presidio and ASQ sets (read only to compare findings; no
// text is ever printed), upper- and lower-cased copies of each, and the P5 chunks, each with dictionaries on
// (review candidates off and on) and with the built-in lists alone (review off and on). A machine shared with others moves absolute
// times by tens of percent; the ratio of two builds taking turns moves by about 4%.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as esbuild from 'esbuild';

const ROOT = join(import.meta.dirname, '..');
const require = createRequire(import.meta.url);
const CHUNK_CHARS = 10_000;
const EVAL_DIR = join(ROOT, '..', 'shared', 'data', 'eval');
const DEID_DEV = join(EVAL_DIR, 'physionet-deid-dev.jsonl');

/** Bundles src/engine/phi of `srcRoot` into a temporary file and loads it. */
async function loadEngine(srcRoot, label, readable = false, entry = join(srcRoot, 'src', 'engine', 'phi', 'index.ts')) {
  const dir = mkdtempSync(join(tmpdir(), `phi-perf-${label}-`));
  const outfile = join(dir, 'phi.js');
  await esbuild.build({
    entryPoints: [entry],
    bundle: true,
    platform: 'node',
    format: 'cjs',
    target: 'node20',
    // As esbuild.mjs builds it: `\p{…}` literals stay literals.
    supported: { 'regexp-unicode-property-escapes': true },
    // Readable names for a profile; otherwise minified, as the engine ships.
    minify: !readable,
    minifySyntax: true,
    minifyWhitespace: true,
    logLevel: 'silent',
    outfile,
  });
  return require(outfile);
}

/** The tree of git `ref` (its src/ only) in a temporary folder. */
function checkout(ref) {
  const dir = mkdtempSync(join(tmpdir(), 'phi-perf-ref-'));
  const tar = execFileSync('git', ['archive', ref, 'src'], { cwd: ROOT, maxBuffer: 1 << 30 });
  execFileSync('tar', ['-x', '-C', dir], { input: tar });
  return dir;
}

function dictionariesPath() {
  const path = join(ROOT, 'dist', 'phi-dictionaries.json');
  if (!existsSync(path)) throw new Error('dist/phi-dictionaries.json missing: run `node esbuild.mjs` first');
  return path;
}

/** The P5 input: the sample notes repeated to 10 MB, in 10,000-character chunks (bench/corpus.ts). */
function benchChunks() {
  const dir = join(ROOT, 'samples');
  const files = readdirSync(dir).filter((f) => /\.(?:txt|md)$/.test(f) && !/^readme\.md$/i.test(f)).sort();
  const texts = files.map((f) => readFileSync(join(dir, f), 'utf8')).filter((t) => t.trim().length > 0);
  const parts = [];
  for (let i = 0, length = 0; length < 10_000_000; i++) {
    const t = texts[i % texts.length];
    parts.push(t, '\n\n');
    length += t.length + 2;
  }
  const corpus = parts.join('');
  const chunks = [];
  for (let i = 0; i < corpus.length; i += CHUNK_CHARS) chunks.push(corpus.slice(i, i + CHUNK_CHARS));
  return chunks;
}

/** Every text the dump covers, named by set and index (never by its content). */
function dumpTexts() {
  const texts = [];
  const add = (set, name, text) => texts.push({ set, name, text });
  const samples = join(ROOT, 'samples');
  for (const f of readdirSync(samples).sort()) add('samples', f, readFileSync(join(samples, f), 'utf8'));
  const data = join(ROOT, 'test', 'data');
  for (const f of readdirSync(data).sort()) {
    if (!f.endsWith('.json')) continue;
    const notes = JSON.parse(readFileSync(join(data, f), 'utf8')).notes ?? [];
    notes.forEach((n, i) => add(f, String(n.id ?? i), n.text));
  }
  const review = join(data, 'phi-review-notes');
  for (const f of readdirSync(review).sort()) add('phi-review-notes', f, readFileSync(join(review, f), 'utf8'));
  for (const f of readdirSync(data).sort()) if (f.endsWith('.tsv')) add('tsv', f, readFileSync(join(data, f), 'utf8'));
  if (existsSync(DEID_DEV)) {
    readFileSync(DEID_DEV, 'utf8').split('\n').filter((l) => l.trim()).forEach((l, i) => add('deid-dev', String(i), JSON.parse(l).text));
  } else console.warn(`not found (skipped): ${DEID_DEV}`);
  // The other evaluation sets: Presidio's synthetic notes and the ASQ queries (one a line).
  const presidio = join(EVAL_DIR, 'presidio-synth-v2.json');
  if (existsSync(presidio)) JSON.parse(readFileSync(presidio, 'utf8')).forEach((d, i) => add('presidio', String(i), d.full_text));
  else console.warn(`not found (skipped): ${presidio}`);
  const asq = join(EVAL_DIR, 'asq-phi-queries.txt');
  if (existsSync(asq)) readFileSync(asq, 'utf8').split('\n').filter((l) => l.trim()).forEach((l, i) => add('asq', String(i), l));
  else console.warn(`not found (skipped): ${asq}`);
  const cased = texts.flatMap((t) => [
    { ...t, variant: 'as-is' },
    { ...t, variant: 'upper', text: t.text.toUpperCase() },
    { ...t, variant: 'lower', text: t.text.toLowerCase() },
  ]);
  const seen = new Set();
  benchChunks().forEach((c, i) => {
    if (seen.has(c)) return;
    seen.add(c);
    cased.push({ set: 'p5-chunks', name: String(i), variant: 'as-is', text: c });
  });
  return cased;
}

function configs(engine) {
  const dicts = engine.loadPhiDictionaries(dictionariesPath());
  if (dicts.source !== 'file') throw new Error(`dictionaries not loaded: ${dicts.reason}`);
  const none = engine.noDictionaries('dump');
  return [
    { config: 'dicts', identify: engine.createPhiIdentifier(dicts) },
    { config: 'dicts+review', identify: engine.createPhiIdentifier(dicts, { review: true }) },
    { config: 'builtin', identify: engine.createPhiIdentifier(none) },
    { config: 'builtin+review', identify: engine.createPhiIdentifier(none, { review: true }) },
  ];
}

function dumpLines(engine) {
  const lines = [];
  const texts = dumpTexts();
  for (const { config, identify } of configs(engine)) {
    for (const t of texts) lines.push(JSON.stringify({ config, set: t.set, name: t.name, variant: t.variant, findings: identify(t.text) }));
  }
  return lines;
}

async function dump(file, ref) {
  const src = ref ? checkout(ref) : ROOT;
  const lines = dumpLines(await loadEngine(src, ref ? 'ref' : 'tree'));
  if (ref) rmSync(src, { recursive: true, force: true });
  writeFileSync(file, `${lines.join('\n')}\n`);
  console.log(`${lines.length} texts x configs, sha256 ${createHash('sha256').update(readFileSync(file)).digest('hex').slice(0, 16)} -> ${file}`);
}

async function check(file) {
  const before = readFileSync(file, 'utf8').split('\n').filter((l) => l);
  const after = dumpLines(await loadEngine(ROOT, 'tree'));
  let differ = 0;
  for (let i = 0; i < Math.max(before.length, after.length); i++) {
    if (before[i] === after[i]) continue;
    // Where, never what: the set, the note's index and the config.
    if (differ < 20) {
      const b = before[i] ? JSON.parse(before[i]) : {};
      const a = after[i] ? JSON.parse(after[i]) : {};
      const key = (f) => `${f.start}-${f.end} ${f.type} ${f.rule} ${f.score}`;
      const bk = new Set((b.findings ?? []).map(key));
      const ak = new Set((a.findings ?? []).map(key));
      console.log(`${a.config ?? b.config} ${a.set ?? b.set}#${a.name ?? b.name} (${a.variant ?? b.variant}): lost [${[...bk].filter((k) => !ak.has(k)).join('; ')}] new [${[...ak].filter((k) => !bk.has(k)).join('; ')}]`);
    }
    differ++;
  }
  console.log(differ === 0 ? `identical: ${after.length} lines` : `${differ} of ${after.length} lines differ`);
  process.exitCode = differ === 0 ? 0 : 1;
}

async function ab(baseRef, rounds, profile) {
  const baseSrc = checkout(baseRef);
  const builds = [
    { label: baseRef, engine: await loadEngine(baseSrc, 'base') },
    { label: 'tree', engine: await loadEngine(ROOT, 'tree', profile) },
  ];
  rmSync(baseSrc, { recursive: true, force: true });
  const chunks = benchChunks();
  for (const b of builds) {
    b.identify = b.engine.createPhiIdentifier(b.engine.loadPhiDictionaries(dictionariesPath()));
    for (const c of chunks.slice(0, 50)) b.identify(c);
    b.cpu = 0;
  }
  if (profile) {
    // Only this tree, for node --cpu-prof.
    for (let r = 0; r < rounds; r++) for (const c of chunks) builds[1].identify(c);
    return;
  }
  // Blocks of 50 chunks, each block run by both builds, the order swapped every block.
  const BLOCK = 50;
  for (let r = 0; r < rounds; r++) {
    for (let i = 0, k = 0; i < chunks.length; i += BLOCK, k++) {
      const block = chunks.slice(i, i + BLOCK);
      const order = (k + r) % 2 === 0 ? builds : [builds[1], builds[0]];
      for (const b of order) {
        const t0 = process.cpuUsage();
        for (const c of block) b.identify(c);
        const t = process.cpuUsage(t0);
        b.cpu += (t.user + t.system) / 1e6;
      }
    }
  }
  const mb = Buffer.byteLength(chunks.join(''), 'utf8') / 1e6;
  for (const b of builds) console.log(`${b.label.padEnd(12)} ${(b.cpu / rounds).toFixed(2)} s CPU per pass, ${((mb * rounds) / b.cpu).toFixed(2)} MB/s`);
  console.log(`ratio (${baseRef} time / tree time): ${(builds[0].cpu / builds[1].cpu).toFixed(3)}`);
}

/** CPU time of each rule family of the registry (and of reading the note) over the P5 chunks, this tree. */
async function families(rounds) {
  const dir = mkdtempSync(join(tmpdir(), 'phi-perf-families-'));
  const entry = join(dir, 'entry.ts');
  const core = join(ROOT, 'src', 'engine', 'phi', 'core');
  writeFileSync(entry, [
    `export { PHI_REGISTRY } from ${JSON.stringify(join(core, 'registry'))};`,
    `export { withoutShouting } from ${JSON.stringify(join(core, 'pipeline'))};`,
    `export { wordTokens, WordClasses, lexiconWords } from ${JSON.stringify(join(core, 'tokens'))};`,
    `export { loadPhiDictionaries } from ${JSON.stringify(join(core, 'dictionaries'))};`,
    `export { GateWords } from ${JSON.stringify(join(core, 'word-gate'))};`,
    `export { cueBits } from ${JSON.stringify(join(core, 'token-cues'))};`,
  ].join('\n'));
  const e = await loadEngine(ROOT, 'families', false, entry);
  const words = new e.WordClasses(e.loadPhiDictionaries(dictionariesPath()), e.lexiconWords());
  const chunks = benchChunks();
  const times = new Map();
  // Of the chunks of one pass, how many each family pushed a candidate on (its yield on P5).
  const yielded = new Map();
  const time = (name, run) => {
    const t0 = process.hrtime.bigint();
    const r = run();
    times.set(name, (times.get(name) ?? 0) + Number(process.hrtime.bigint() - t0) / 1e9);
    return r;
  };
  for (let r = 0; r < rounds; r++) {
    for (const text of chunks) {
      // What core/pipeline.ts (readNote) reads once a note, each part timed.
      const tokens = time('(tokens)', () => e.wordTokens(text));
      const input = {
        text, calmed: time('(calmed)', () => e.withoutShouting(text)), tokens, words,
        gateWords: time('(gate words)', () => new e.GateWords(text)), cues: time('(cue bits)', () => e.cueBits(tokens)),
      };
      const out = [];
      for (const f of e.PHI_REGISTRY) {
        const before = out.length;
        time(f.id, () => f.detect(input, out));
        if (r === 0) yielded.set(f.id, (yielded.get(f.id) ?? 0) + (out.length > before ? 1 : 0));
      }
    }
  }
  const total = [...times.values()].reduce((a, b) => a + b, 0);
  let none = 0;
  for (const [name, t] of [...times].sort((a, b) => b[1] - a[1])) {
    const y = yielded.get(name);
    if (y === 0) none += t;
    console.log(`${(t / rounds).toFixed(3).padStart(7)} s ${((100 * t) / total).toFixed(1).padStart(5)}%  ${name}${y === undefined ? '' : ` (candidates on ${y} of ${chunks.length} chunks)`}`);
  }
  console.log(`families with no candidate on any chunk: ${((100 * none) / total).toFixed(1)}% of the time`);
  rmSync(dir, { recursive: true, force: true });
}

const [cmd, ...args] = process.argv.slice(2);
const opt = (name, fallback) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : fallback;
};
if (cmd === 'dump' && args[0]) await dump(args[0], opt('--ref'));
else if (cmd === 'check' && args[0]) await check(args[0]);
else if (cmd === 'families') await families(Number(opt('--rounds', '1')));
else if (cmd === 'ab') await ab(opt('--base', 'HEAD'), Number(opt('--rounds', '2')), args.includes('--profile'));
else {
  console.error('usage: node scripts/phi-perf.mjs dump FILE [--ref REF] | check FILE | ab [--base REF] [--rounds N] [--profile] | families [--rounds N]');
  process.exitCode = 2;
}
