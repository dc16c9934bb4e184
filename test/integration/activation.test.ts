// P4: activation time in the real extension host. What the extension costs to activate is loading
// dist/extension.js (evaluating its modules) plus activate() itself; the extension reports the latter,
// and this test times the former by evaluating the same bundle again in this host (its modules have no
// side effects; `vscode` resolves to the same extension API). Timing `extension.activate()` from outside
// also includes VS Code's own work (storage, secrets, IPC to the workbench), reported separately when
// this file runs first. Figures go to $TI_TEST_RESULTS/p4-activation.json, which
// bench/p4-bundle.bench.ts prints against the 50 ms goal; nothing is asserted on time here.
import assert from 'node:assert/strict';
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import * as vscode from 'vscode';
import type { ExtensionApi } from '../../src/editor/testing';
import { EXTENSION_ID } from './support/extension';

interface Load {
  readonly wallMs: number;
  /** CPU time of this process during the load: less inflated than wall time when the machine is busy. */
  readonly cpuMs: number;
}

function timeFreshLoad(bundle: string): Load {
  const resolved = require.resolve(bundle);
  const cached = require.cache[resolved];
  delete require.cache[resolved];
  const cpu = process.cpuUsage();
  const began = performance.now();
  try {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    require(resolved);
    const wallMs = performance.now() - began;
    const used = process.cpuUsage(cpu);
    return { wallMs, cpuMs: (used.user + used.system) / 1000 };
  } finally {
    if (cached) require.cache[resolved] = cached;
  }
}

const round = (ms: number): number => Number(ms.toFixed(2));

describe('activation (P4 figure)', () => {
  it('activates without starting the engine, and records how long it took', async () => {
    const extension = vscode.extensions.getExtension<ExtensionApi>(EXTENSION_ID);
    assert.ok(extension);
    const wasActive = extension.isActive;
    const began = performance.now();
    const api = await extension.activate();
    const outsideMs = performance.now() - began;
    assert.ok(api.testing);
    // This file runs first: no command has run yet, and activating alone must not start the engine.
    assert.equal(api.testing.localEngineStarted(), false, 'activation must not start the local engine');

    // Best of several loads: the machines are shared, and the scheduler's noise only ever adds time.
    const loads = Array.from({ length: 9 }, () => timeFreshLoad(join(extension.extensionPath, 'dist', 'extension.js')));
    const walls = loads.map((l) => l.wallMs);
    const sorted = [...walls].sort((a, b) => a - b);
    const codeLoadMs = sorted[0] ?? Number.NaN;
    const codeLoadCpuMs = Math.min(...loads.map((l) => l.cpuMs));
    const figures = {
      activationMs: round(codeLoadMs + api.testing.activateMs),
      codeLoadMs: round(codeLoadMs),
      codeLoadCpuMs: round(codeLoadCpuMs),
      codeLoadMedianMs: round(sorted[Math.floor(sorted.length / 2)] ?? Number.NaN),
      codeLoadRunsMs: walls.map(round),
      loadAverage1m: round(loadavg()[0] ?? Number.NaN),
      cpus: cpus().length,
      activateCallMs: round(api.testing.activateMs),
      vscodeActivateCallMs: wasActive ? null : round(outsideMs),
      bundleBytes: (await vscode.workspace.fs.stat(vscode.Uri.joinPath(extension.extensionUri, 'dist', 'extension.js'))).size,
      measuredAt: new Date().toISOString(),
    };
    const dir = process.env['TI_TEST_RESULTS'];
    if (dir) {
      mkdirSync(dir, { recursive: true });
      writeFileSync(join(dir, 'p4-activation.json'), `${JSON.stringify(figures, null, 2)}\n`);
    }
    assert.ok(Number.isFinite(figures.activationMs) && figures.activationMs > 0);
  });
});
