// Output plumbing for harness runs: the workbench's own log (noise, kept in a file) and a tail of the
// file the mocha runner writes inside the extension host (signal, streamed line by line as it grows).
import { closeSync, createWriteStream, existsSync, openSync, readSync, statSync } from 'node:fs';

/** Keeps every codeAutomationLog(type, args) call in a file; remembers recent errors for a failure report. */
export function createAutomationLog(path) {
  const stream = createWriteStream(path, { flags: 'w' });
  const errors = [];
  return {
    path,
    write(type, args) {
      const text = (Array.isArray(args) ? args : [args]).map(render).join(' ');
      stream.write(`[${type}] ${text}\n`);
      if (type === 'error' || /\berror\b/i.test(text)) {
        errors.push(text.slice(0, 600));
        if (errors.length > 50) errors.shift();
      }
    },
    lastErrors: (n) => errors.slice(-n),
    close: () => stream.end(),
  };
}

function render(value) {
  if (typeof value === 'string') return value;
  try {
    return JSON.stringify(value);
  } catch {
    return String(value);
  }
}

/** Polls a growing file and calls onLine for each complete line (the file may not exist yet). */
export function tailLines(path, onLine, intervalMs = 100) {
  let offset = 0;
  let partial = '';
  let seen = false;
  const buf = Buffer.alloc(64 * 1024);
  const poll = () => {
    if (!existsSync(path) || statSync(path).size <= offset) return;
    const fd = openSync(path, 'r');
    try {
      let n;
      while ((n = readSync(fd, buf, 0, buf.length, offset)) > 0) {
        offset += n;
        partial += buf.toString('utf8', 0, n);
      }
    } finally {
      closeSync(fd);
    }
    const lines = partial.split('\n');
    partial = lines.pop() ?? '';
    for (const line of lines) {
      seen = true;
      onLine(line);
    }
  };
  const timer = setInterval(poll, intervalMs);
  return {
    sawAny: () => seen,
    flush: async () => {
      poll();
      if (partial) {
        onLine(partial);
        partial = '';
      }
    },
    stop: () => clearInterval(timer),
  };
}
