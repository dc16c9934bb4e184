// A pool worker (on the same serveTasks as the real one) that misbehaves on request, to test the pool's
// handling of crashes, hangs and errors with real threads: "exit" ends the thread, "throw" raises an
// uncaught error, "hang" never answers (busy loop), "fail" answers an error, "wait:N" answers after N ms,
// anything else answers at once. Each answer is the thread's id, so tests can see replacements.
import { threadId } from 'node:worker_threads';
import { serveTasks } from '../../../../src/engine/pool/serve';

/** A bare text, or a LocalClient chunk task (the LocalClient's tests run on this worker too). */
export type FixtureTask = { readonly text: string } | { readonly chunk: { readonly text: string } };

serveTasks<FixtureTask, number>(() => (given) => {
  const task = { text: 'chunk' in given ? given.chunk.text : given.text };
  if (task.text === 'exit') process.exit(3);
  if (task.text === 'throw') {
    // Uncaught, outside the handler: the worker dies of it.
    setImmediate(() => {
      throw new TypeError('fixture failure');
    });
    return new Promise<number>(() => undefined);
  }
  if (task.text === 'hang') for (;;);
  if (task.text === 'fail') throw new RangeError('finding [4, 2) is out of range');
  const wait = /^wait:(\d+)$/.exec(task.text);
  if (wait) return new Promise<number>((resolve) => setTimeout(() => resolve(threadId), Number(wait[1])));
  return threadId;
});
