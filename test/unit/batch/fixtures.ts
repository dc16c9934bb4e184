// Test helpers for the batch core: temporary folders and a small analyser whose findings are known
// (the engine's own accuracy is tested elsewhere; here only what the batch code does with findings).
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import type { PhiItem, PhiResult } from '../../../src/api/results';
import type { PhiAnalyser } from '../../../src/batch/scan';

export function tempTree(files: Readonly<Record<string, string | Uint8Array>>): { root: string; cleanup(): void } {
  const root = mkdtempSync(join(tmpdir(), 'ti-batch-'));
  for (const [rel, content] of Object.entries(files)) {
    const path = join(root, rel);
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, content);
  }
  return { root, cleanup: () => rmSync(root, { recursive: true, force: true }) };
}

const PATTERNS: readonly [RegExp, string, string][] = [
  [/\b(?:John|Jane) [A-Z][a-z]+\b/g, 'PATIENT', 'PERSON'],
  [/\b\d{2}\/\d{2}\/\d{4}\b/g, 'DATE', 'DATE'],
  [/\b\d{3}-\d{3}-\d{4}\b/g, 'PHONE', 'CONTACT'],
];

export function findItems(text: string): PhiItem[] {
  const items: PhiItem[] = [];
  for (const [re, type, category] of PATTERNS) {
    for (const m of text.matchAll(re)) items.push({ start: m.index, end: m.index + m[0].length, text: m[0], type, category, score: type === 'DATE' ? 0.6 : 0.9 });
  }
  return items.sort((a, b) => a.start - b.start);
}

/** Finds names, dates and phone numbers by pattern; counts calls and the most in flight at once. */
export function patternAnalyser(delayMs = 0): PhiAnalyser & { calls: number; maxInFlight: number } {
  let inFlight = 0;
  const analyser = {
    calls: 0,
    maxInFlight: 0,
    async identifyPhi(text: string, options?: { signal?: AbortSignal }): Promise<PhiResult> {
      analyser.calls++;
      inFlight++;
      analyser.maxInFlight = Math.max(analyser.maxInFlight, inFlight);
      try {
        if (delayMs > 0) await new Promise((r) => setTimeout(r, delayMs));
        options?.signal?.throwIfAborted();
        return { model: 'identify-phi', items: findItems(text), chunks: 1, warnings: { droppedSpans: 0, codePointOffsets: false } };
      } finally {
        inFlight--;
      }
    },
  };
  return analyser;
}
