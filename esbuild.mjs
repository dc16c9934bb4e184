// Builds the extension, the standalone reference service and (with --tests) the test/bench tree.
// Shape follows the official esbuild sample: one context per output, --watch and --production flags.
import * as esbuild from 'esbuild';
import { existsSync, readdirSync, rmSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

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
  minify: production,
  sourcemap: !production,
  sourcesContent: false,
  logLevel: 'silent',
  plugins: [problemMatcherPlugin, dropZodLocalesPlugin],
};

function listTs(dir) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true })
    .map((f) => join(dir, String(f)))
    .filter((f) => f.endsWith('.ts') && !f.endsWith('.d.ts') && statSync(f).isFile());
}

const configs = [
  // The extension: everything but `vscode`; the reference service is loaded lazily from service.js.
  { ...shared, entryPoints: ['src/extension.ts'], outfile: 'dist/extension.js', external: ['vscode', './service.js'] },
  // The service client with its HTTP stack (undici), loaded by the extension on its first run.
  { ...shared, entryPoints: ['src/api/client.ts'], outfile: 'dist/client.js' },
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
    entryPoints: [...listTs('src'), ...listTs('test'), ...listTs('bench'), ...listTs('scripts')],
    outdir: 'out',
    outbase: '.',
  });
}

async function buildLexicon() {
  // The extended lexicon is derived from ../shared/data when it is present; the product works without it.
  const script = './scripts/build-lexicon.mjs';
  if (!existsSync(script)) return;
  const { buildLexicon: build } = await import(script);
  await build({ quiet: true });
}

async function main() {
  // Only a test build owns out/: clearing it drops files of deleted tests that mocha would still load.
  if (tests && !watch) rmSync('out', { recursive: true, force: true });
  await buildLexicon();
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
