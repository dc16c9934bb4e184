// Where the reference service runs the engine: on the same pool of worker threads as the local client
// (src/engine/pool via src/local), so analysing a 10,000-character text never blocks the service's event
// loop (a GET, a POST, a 429 of another key are answered while a worker computes). A test that injects
// its own Engine object gets it run in this thread instead (an object with methods cannot cross to a worker).
import type { EngineOutput, EngineTask } from '../engine/tasks';
import { runEngineTask } from '../engine/tasks';
import type { Engine } from '../engine/types';
import { createEnginePool, defaultPoolSize } from '../local';

export interface LexiconInfo {
  readonly source: 'builtin' | 'extended';
  readonly concepts: number;
}

export interface EngineRunner {
  run(task: EngineTask): Promise<EngineOutput>;
  lexicon(): Promise<LexiconInfo>;
  close(): Promise<void>;
}

export function inThreadRunner(engine: Engine): EngineRunner {
  return {
    run: (task) => Promise.resolve().then(() => runEngineTask(engine, task)),
    lexicon: () => Promise.resolve({ source: engine.lexiconInfo.source, concepts: engine.lexiconInfo.concepts }),
    close: () => Promise.resolve(),
  };
}

export function poolRunner(size: number = defaultPoolSize()): EngineRunner {
  const pool = createEnginePool({ size });
  return {
    run: async (engineTask) => (await pool.run({ engineTask })) as EngineOutput,
    lexicon: async () => (await pool.run({ lexicon: true })) as LexiconInfo,
    close: () => pool.close(),
  };
}
