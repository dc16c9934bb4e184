// Entry of dist/service.js: the in-process API (start) for the extension and the tests, and the CLI
// when run directly (`node dist/service.js --port 8750`).
import { runCli } from './cli';

export { start } from './start';
export type { Dialect, FaultKind, FaultRule, LoggedRequest, ProcessingTime, RateLimitConfig, RunningService, ServiceOptions } from './options';

if (require.main === module) {
  runCli(process.argv.slice(2)).catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  });
}
