// A worker that speaks the engine pool's protocol but misbehaves on request, to test the pool's handling
// of crashes, hangs and errors with real threads: "exit" ends the thread, "throw" raises an uncaught
// error, "hang" never answers (busy loop), "fail" answers an error, "wait:N" answers after N ms, anything
// else answers at once with no findings. Each answer names the thread, so tests can see replacements.
import { parentPort, threadId } from 'node:worker_threads';
import type { WorkerReply, WorkerRequest } from '../../../../src/engine/pool/protocol';

const port = parentPort;
if (port === null) throw new Error('fixture-worker must run in a worker thread');

port.on('message', ({ id, task }: WorkerRequest) => {
  const answer = (): void => {
    const reply: WorkerReply = { id, ok: true, output: { kind: 'embedding', vector: [threadId] } };
    port.postMessage(reply);
  };
  if (task.text === 'exit') process.exit(3);
  if (task.text === 'throw') throw new TypeError('fixture failure');
  if (task.text === 'hang') for (;;);
  if (task.text === 'fail') {
    const reply: WorkerReply = { id, ok: false, error: { name: 'RangeError', message: 'finding [4, 2) is out of range' } };
    port.postMessage(reply);
    return;
  }
  const wait = /^wait:(\d+)$/.exec(task.text);
  if (wait) setTimeout(answer, Number(wait[1]));
  else answer();
});
