// Entry of an engine worker thread (bundled as dist/engine-worker.js; out/src/local/worker.js in the test
// build). It builds its engine on the first chunk to analyse (the lexicon loads lazily), and cuts long
// texts into chunks and finishes what reads the whole text (structure's abbreviations and assertions); it
// also says which lexicon it loaded.
import { createLocalEngine, type LocalEngineOptions } from '../engine';
import { serveTasks } from '../engine/pool/serve';
import { serviceResult } from './service-result';
import type { Engine } from '../engine/types';
import { analyseChunk, chunkEnds, finishChunks, type LocalTask } from './chunk-task';

/** The pool's `setup` for these workers. */
export interface WorkerSetup {
  /** As LocalEngineOptions.lexiconPath: undefined finds dist/lexicon.json, null uses the built-in list. */
  readonly lexiconPath?: string | null;
}

serveTasks<LocalTask, unknown>((data) => {
  const setup = (data ?? {}) as WorkerSetup;
  const options: LocalEngineOptions = setup.lexiconPath === undefined ? {} : { lexiconPath: setup.lexiconPath };
  let engine: Engine | undefined;
  const engineOf = (): Engine => (engine ??= createLocalEngine(options));
  return (task) => {
    if ('split' in task) return chunkEnds(task);
    if ('lexicon' in task) return { source: engineOf().lexiconInfo.source, concepts: engineOf().lexiconInfo.concepts };
    if ('finish' in task) return finishChunks(task);
    if ('serviceResult' in task) return serviceResult(engineOf(), task);
    return analyseChunk(engineOf(), task);
  };
});
