// The mocha runner loaded by VS Code inside the extension host (extensionTestsPath). It runs every compiled
// out/test/integration/**/*.test.js and rejects when a test fails, which makes the harness exit non-zero.
//
// Output: in the extension host `console.log = ...` is a no-op setter, so the spec reporter's lines are
// copied through Mocha.reporters.Base.consoleLog. Each line goes to process.stdout (desktop VS Code shows
// it) and, when TI_MOCHA_OUTPUT names a file, is appended there: the code-server harness tails that file,
// which is exact and does not depend on how the workbench forwards console output.
import { appendFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { format } from 'node:util';
import Mocha from 'mocha';

function findTestFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.test.js'))
    .map((f) => join(dir, f))
    .sort();
}

function makeWriter(): (line: string) => void {
  const file = process.env['TI_MOCHA_OUTPUT'];
  return (line: string) => {
    process.stdout.write(`${line}\n`);
    if (file) appendFileSync(file, `${line}\n`);
  };
}

export function run(): Promise<void> {
  // Stack traces of failing tests then point into test/**/*.ts, not the transpiled out/ files.
  process.setSourceMapsEnabled(true);
  const write = makeWriter();
  Mocha.reporters.Base.consoleLog = (...args: unknown[]) => write(format(...args));

  const grep = process.env['TI_TEST_GREP'];
  const mocha = new Mocha({ ui: 'bdd', reporter: 'spec', color: false, timeout: 30_000, ...(grep ? { grep } : {}) });
  const files = findTestFiles(__dirname);
  if (files.length === 0) return Promise.reject(new Error(`no *.test.js files under ${__dirname}`));
  for (const file of files) mocha.addFile(file);

  return new Promise<void>((resolve, reject) => {
    try {
      const runner = mocha.run((failures) => {
        const passed = runner.stats?.passes ?? 0;
        write(`integration: ${passed} passed, ${failures} failed`);
        if (failures > 0) reject(new Error(`${failures} integration test(s) failed`));
        else resolve();
      });
    } catch (err) {
      // A test file that throws while loading lands here: report it as a failure, not a hang.
      write(`integration: failed to load tests: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}`);
      write('integration: 0 passed, 1 failed');
      reject(err instanceof Error ? err : new Error(String(err)));
    }
  });
}
