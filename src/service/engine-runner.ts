// Where the reference service runs the engine: on the same pool of worker threads as the local client
// (src/engine/pool via src/local), which also builds and validates the wire result there
// (src/local/service-result.ts), so a job's analysis never blocks the service's event loop (a GET, a POST,
// a 429 of another key are answered while a worker computes). A test that injects its own Engine object
// gets it run in this thread instead (an object with methods cannot cross to a worker).
import type { ModelName } from '../api/wire';
import type { Engine } from '../engine/types';
import { createEnginePool, defaultPoolSize } from '../local';
import { serviceResult } from '../local/service-result';
import type { WireStyle } from '../local/wire-results';

export interface LexiconInfo {
  readonly source: 'builtin' | 'extended';
  readonly concepts: number;
}

export interface EngineRunner {
  /** The validated wire result of `model` for `text` (its bare shape; the envelope is the caller's). */
  result(model: ModelName, text: string, style: WireStyle): Promise<Record<string, unknown>>;
  lexicon(): Promise<LexiconInfo>;
  close(): Promise<void>;
}

export function inThreadRunner(engine: Engine): EngineRunner {
  return {
    result: (model, text, style) => Promise.resolve().then(() => serviceResult(engine, { serviceResult: { model, text, style } })),
    lexicon: () => Promise.resolve({ source: engine.lexiconInfo.source, concepts: engine.lexiconInfo.concepts }),
    close: () => Promise.resolve(),
  };
}

export function poolRunner(size: number = defaultPoolSize()): EngineRunner {
  const pool = createEnginePool({ size });
  return {
    result: async (model, text, style) => (await pool.run({ serviceResult: { model, text, style } })) as Record<string, unknown>,
    lexicon: async () => (await pool.run({ lexicon: true })) as LexiconInfo,
    close: () => pool.close(),
  };
}
