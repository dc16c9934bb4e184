// Entry of an engine worker thread (bundled as dist/engine-worker.js; out/src/engine/pool/worker.js in the
// test build). It builds its engine on the first task (the lexicon loads lazily) and answers one task at a
// time: the pool never sends a second before the first is answered.
import { parentPort, workerData, type MessagePort } from 'node:worker_threads';
import { createLocalEngine } from '../index';
import { runEngineTask } from '../tasks';
import type { Engine } from '../types';
import type { WorkerReply, WorkerRequest, WorkerSetup } from './protocol';

function serve(port: MessagePort, setup: WorkerSetup): void {
  let engine: Engine | undefined;
  port.on('message', (request: WorkerRequest) => {
    let reply: WorkerReply;
    try {
      engine ??= createLocalEngine(setup.lexiconPath === undefined ? {} : { lexiconPath: setup.lexiconPath });
      reply = { id: request.id, ok: true, output: runEngineTask(engine, request.task) };
    } catch (e) {
      // The engine's own errors carry offsets and lengths only; pass name and message, not the stack.
      const error = e instanceof Error ? { name: e.name, message: e.message } : { name: 'Error', message: String(e) };
      reply = { id: request.id, ok: false, error };
    }
    port.postMessage(reply);
  });
}

if (parentPort === null) throw new Error('The engine worker must run in a worker thread (see src/engine/pool/pool.ts).');
serve(parentPort, (workerData ?? {}) as WorkerSetup);
