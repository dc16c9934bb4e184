#!/usr/bin/env node
// `npm run bench`: runs every out/bench/*.bench.js (sorted) in its own `node` process, streaming its
// output under a header. Benchmarks report figures and goals; they do not assert, so this exits non-zero
// only when a benchmark crashed (non-zero exit or a signal).
import { spawn } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const OUT = join(ROOT, 'out', 'bench');

function run(file) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--enable-source-maps', file], { cwd: ROOT, stdio: 'inherit' });
    child.on('error', (err) => resolve({ code: 1, signal: null, error: err.message }));
    child.on('close', (code, signal) => resolve({ code, signal }));
  });
}

async function main() {
  const files = existsSync(OUT) ? readdirSync(OUT).filter((f) => f.endsWith('.bench.js')).sort() : [];
  if (files.length === 0) {
    console.log(`no benchmarks in ${OUT} (build first: node esbuild.mjs --production --tests)`);
    return 0;
  }
  const crashed = [];
  for (const file of files) {
    console.log(`\n=== ${file.replace(/\.bench\.js$/, '')} ${'='.repeat(Math.max(3, 60 - file.length))}`);
    const started = Date.now();
    const { code, signal, error } = await run(join(OUT, file));
    const took = ((Date.now() - started) / 1000).toFixed(1);
    if (code !== 0) {
      crashed.push(file);
      console.log(`--- ${file} CRASHED (${error ?? (signal ? `signal ${signal}` : `exit ${code}`)}) after ${took} s`);
    } else {
      console.log(`--- ${file} done in ${took} s`);
    }
  }
  console.log(`\nbench: ${files.length - crashed.length} ran, ${crashed.length} crashed${crashed.length ? `: ${crashed.join(', ')}` : ''}`);
  return crashed.length > 0 ? 1 : 0;
}

process.exit(await main());
