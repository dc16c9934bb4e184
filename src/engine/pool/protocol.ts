// The messages between the pool (calling thread) and an engine worker. Plain data only: they cross a
// thread boundary by structured clone. An error carries its name and message, never the analysed text.
import type { EngineOutput, EngineTask } from '../tasks';

export interface WorkerRequest {
  readonly id: number;
  readonly task: EngineTask;
}

export type WorkerReply =
  | { readonly id: number; readonly ok: true; readonly output: EngineOutput }
  | { readonly id: number; readonly ok: false; readonly error: { readonly name: string; readonly message: string } };

/** Passed as workerData: what a worker needs to build its engine. */
export interface WorkerSetup {
  /** As LocalEngineOptions.lexiconPath: undefined finds dist/lexicon.json, null uses the built-in list. */
  readonly lexiconPath?: string | null;
}
