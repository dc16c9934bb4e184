// Entry of dist/cli.js (`text-inference`, `npx text-inference --help`): the same batch core as the
// extension, without VS Code. Parses the command line, runs one command, exits with its code. Ctrl+C
// cancels cleanly (temporary files removed, no partial output); a second Ctrl+C stops at once.
import { join } from 'node:path';
import { CommanderError } from 'commander';
import { embedCommand } from './commands/embed';
import { conceptsCommand, type ConceptsOptions } from './commands/concepts';
import { redactCommand, type RedactOptions } from './commands/redact';
import { scanCommand, type ScanOptions } from './commands/scan';
import type { Context, GlobalOptions } from './context';
import { EXIT, errorLine, exitCodeOf, type ExitCode } from './errors';
import { buildProgram } from './program';
import { cancelledLine, watchSignals } from './signals';
import { escapeControl } from '../batch/safe-text';
import { DEFAULT_EXCLUDE, DEFAULT_INCLUDE } from '../batch/walk';

declare const TEXT_INFERENCE_VERSION: string | undefined;

function version(): string {
  if (typeof TEXT_INFERENCE_VERSION === 'string') return TEXT_INFERENCE_VERSION;
  // The file-by-file test build (out/src/cli) has no define: read the package's own manifest.
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  return (require(join(__dirname, '..', '..', '..', 'package.json')) as { version: string }).version;
}

export async function main(argv: readonly string[]): Promise<ExitCode> {
  const signals = watchSignals((line) => process.stderr.write(line));
  const debug = argv.includes('--debug');
  let code: ExitCode = EXIT.ok;
  const context = (global: GlobalOptions): Context => ({
    env: process.env,
    cwd: process.cwd(),
    signal: signals.signal,
    version: version(),
    global,
    note: (line) => {
      if (!global.quiet) process.stderr.write(`${escapeControl(line)}\n`);
    },
  });
  const walkDefaults = { include: DEFAULT_INCLUDE, exclude: DEFAULT_EXCLUDE };
  const program = buildProgram(
    version(),
    {
      scan: (paths, options, global) => scanCommand(paths, options as unknown as ScanOptions, context(global), walkDefaults),
      redact: (paths, options, global) => redactCommand(paths, options as unknown as RedactOptions, context(global), walkDefaults),
      concepts: (paths, options, global) => conceptsCommand(paths, options as unknown as ConceptsOptions, context(global), walkDefaults),
      embed: (file, options, global) => embedCommand(file, options, context(global)),
    },
    (c) => (code = c),
  );
  try {
    await program.parseAsync([...argv], { from: 'user' });
    if (signals.received) process.stderr.write(cancelledLine(signals.received));
    return signals.received ? signals.exitCode : code;
  } catch (e) {
    if (e instanceof CommanderError) {
      // Help and version end with 0; a bad flag or value (already printed in one line) with 2.
      return e.exitCode === 0 ? EXIT.ok : EXIT.usage;
    }
    if (signals.received) {
      process.stderr.write(cancelledLine(signals.received));
      return signals.exitCode;
    }
    process.stderr.write(`text-inference: ${escapeControl(errorLine(e))}\n`);
    if (debug && e instanceof Error && e.stack) process.stderr.write(`${e.stack}\n`);
    return exitCodeOf(e);
  } finally {
    signals.dispose();
  }
}

if (require.main === module) {
  // A closed stdout (`| head`) is not an error worth a trace.
  process.stdout.on('error', (e: NodeJS.ErrnoException) => {
    if (e.code === 'EPIPE') process.exit(EXIT.ok);
  });
  void main(process.argv.slice(2)).then((code) => {
    process.exitCode = code;
    // Output is flushed by a natural exit; a handle something left open must not keep the shell waiting.
    setTimeout(() => process.exit(code), 3000).unref();
  });
}
