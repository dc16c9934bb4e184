// Builds the extension, the local engine (client + worker), the standalone reference service and (with --tests) the test/bench tree.
// Shape follows the official esbuild sample: one context per output, --watch and --production flags.
import * as esbuild from 'esbuild';
import { copyFileSync, existsSync, mkdirSync, readdirSync, rmSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { readFileSync } from 'node:fs';

const production = process.argv.includes('--production');
const watch = process.argv.includes('--watch');
const tests = process.argv.includes('--tests');

/** Reports build results in the format of VS Code's esbuild problem matcher. */
const problemMatcherPlugin = {
  name: 'esbuild-problem-matcher',
  setup(build) {
    build.onStart(() => {
      if (watch) console.log('[watch] build started');
    });
    build.onEnd((result) => {
      for (const { text, location } of result.errors) {
        console.error(`✘ [ERROR] ${text}`);
        if (location) console.error(`    ${location.file}:${location.line}:${location.column}:`);
      }
      if (watch) console.log('[watch] build finished');
    });
  },
};

/**
 * zod re-exports every locale (`z.locales`); nothing here uses them (messages come from the built-in
 * English one), and they are a quarter of the bundle.
 */
const dropZodLocalesPlugin = {
  name: 'drop-zod-locales',
  setup(build) {
    build.onResolve({ filter: /\/locales\/index\.js$/ }, (args) =>
      /[\\/]node_modules[\\/]zod[\\/]/.test(args.importer) ? { path: 'zod-locales', namespace: 'empty-module' } : undefined,
    );
    build.onLoad({ filter: /.*/, namespace: 'empty-module' }, () => ({ contents: 'export {};', loader: 'js' }));
  },
};

const shared = {
  bundle: true,
  format: 'cjs',
  platform: 'node',
  target: 'node20',
  // Node has read `\p{…}` in regular expressions since version 10, but esbuild's table for Node lacks it and
  // rewrites every such literal as `new RegExp(source, flags)`: built again at each call where it stands in a
  // function (about 100 ns a time, many times a token in the PHI rules; docs/engine.md, "Throughput").
  supported: { 'regexp-unicode-property-escapes': true },
  minify: production,
  sourcemap: !production,
  sourcesContent: false,
  logLevel: 'silent',
  plugins: [problemMatcherPlugin, dropZodLocalesPlugin],
};

/** Benchmarks of the engine called in-process (no worker pool, no service). */
function inProcessBench(file) {
  return /[\\/]p(?:5-phi|5-structure|6-redaction-strategies|9-phi-adversarial|11-concepts-scaling)\.bench\.ts$/.test(file);
}

function listTs(dir) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true })
    .map((f) => join(dir, String(f)))
    .filter((f) => f.endsWith('.ts') && !f.endsWith('.d.ts') && statSync(f).isFile());
}

const configs = [
  // The extension: everything but `vscode`; the client and the local engine are loaded lazily (below).
  { ...shared, entryPoints: ['src/extension.ts'], outfile: 'dist/extension.js', external: ['vscode'] },
  // The service client with its HTTP stack (undici), loaded by the extension on its first run.
  { ...shared, entryPoints: ['src/api/client.ts'], outfile: 'dist/client.js' },
  // The local engine behind the client interface (pool + LocalClient), loaded on the first offline run.
  { ...shared, entryPoints: ['src/local/index.ts'], outfile: 'dist/local.js' },
  // One engine worker thread; the pool starts it by path, so it is a file of its own.
  { ...shared, entryPoints: ['src/local/worker.ts'], outfile: 'dist/engine-worker.js' },
  // The command line (`text-inference`, package.json bin); the engine and client load from their own files.
  {
    ...shared,
    entryPoints: ['src/cli/main.ts'],
    outfile: 'dist/cli.js',
    banner: { js: '#!/usr/bin/env node' },
    define: { TEXT_INFERENCE_VERSION: JSON.stringify(JSON.parse(readFileSync('package.json', 'utf8')).version) },
  },
  // The reference service: in-process library (start) and CLI (`node dist/service.js`).
  { ...shared, entryPoints: ['src/service/main.ts'], outfile: 'dist/service.js' },
];

if (tests) {
  // Tests, benchmarks and scripts are transpiled file by file so mocha can load them individually
  // and so integration tests can `require('vscode')` inside the extension host.
  configs.push({
    ...shared,
    bundle: false,
    minify: false,
    sourcemap: true,
    entryPoints: [...listTs('src'), ...listTs('test'), ...listTs('bench').filter((f) => !inProcessBench(f)), ...listTs('scripts')],
    outdir: 'out',
    outbase: '.',
  });
  // The benchmarks that time the engine in-process measure it as it ships: bundled, so a call across modules
  // costs what it costs in dist/ (file-by-file CommonJS turns every imported constant into a property
  // getter, ~9% of P5). Benchmarks that start the worker pool stay transpiled: the pool finds its worker
  // file next to its own module.
  configs.push({
    ...shared,
    sourcemap: true,
    entryPoints: listTs('bench').filter(inProcessBench),
    outdir: 'out/bench',
    external: ['vscode'],
  });
}

/**
 * The committed generated lexicon (regenerated by scripts/build-lexicon.mjs) goes next to each module that
 * loads it: the engine reads lexicon.json from its own folder only (dist/ for the bundles, out/src/engine/ for
 * the transpiled tree), never from a parent folder.
 */
function copyLexicon() {
  const source = 'src/engine/structure/data/lexicon.generated.json';
  const targets = ['dist/lexicon.json', ...(tests ? ['out/src/engine/lexicon.json'] : [])];
  for (const target of targets) {
    mkdirSync(join(target, '..'), { recursive: true });
    copyFileSync(source, target);
  }
}

/**
 * The PHI dictionaries are compiled from devDependencies into dist/ (the engine works without them) and,
 * for a test build, copied next to the transpiled engine, which reads them from its own folder only.
 */
async function buildPhiDictionaries() {
  const script = './scripts/build-phi-dictionaries.mjs';
  if (!existsSync(script)) return;
  const { buildPhiDictionaries: build } = await import(script);
  const built = await build({ quiet: true });
  if (tests && built && existsSync(built)) {
    mkdirSync('out/src/engine', { recursive: true });
    copyFileSync(built, 'out/src/engine/phi-dictionaries.json');
  }
}

/** The surrogate name and place pools, compiled like the PHI dictionaries (scripts/build-surrogate-pools.mjs). */
async function buildSurrogatePools() {
  const script = './scripts/build-surrogate-pools.mjs';
  if (!existsSync(script)) return;
  const { buildSurrogatePools: build } = await import(script);
  const built = await build({ quiet: true });
  if (tests && built && existsSync(built)) {
    mkdirSync('out/src/deid/strategies', { recursive: true });
    copyFileSync(built, 'out/src/deid/strategies/surrogate-pools.json');
  }
}

async function main() {
  // Only a test build owns out/: clearing it drops files of deleted tests that mocha would still load.
  if (tests && !watch) rmSync('out', { recursive: true, force: true });
  copyLexicon();
  await buildPhiDictionaries();
  await buildSurrogatePools();
  const contexts = await Promise.all(configs.map((c) => esbuild.context(c)));
  if (watch) {
    await Promise.all(contexts.map((c) => c.watch()));
    return;
  }
  let failed = false;
  for (const ctx of contexts) {
    try {
      await ctx.rebuild();
    } catch {
      failed = true;
    }
    await ctx.dispose();
  }
  if (failed) process.exit(1);
  if (!process.env.CI_QUIET) console.log(`built ${configs.map((c) => c.outfile ?? relative('.', c.outdir)).join(', ')}`);
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
