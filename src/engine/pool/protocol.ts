// The messages between the pool (calling thread) and a worker. Plain data only: they cross a thread
// boundary by structured clone. An error carries its name and message, never the analysed text.

export interface WorkerRequest<T> {
  readonly id: number;
  readonly task: T;
}

export type WorkerReply<O> =
  /** `ms`: how long the worker spent on the task (the engine's compute, measured in the worker). */
  | { readonly id: number; readonly ok: true; readonly output: O; readonly ms: number }
  | { readonly id: number; readonly ok: false; readonly error: { readonly name: string; readonly message: string } };
