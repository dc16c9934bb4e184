// The layer boundaries of eslint.config.mjs, proved: for each layer, imports it must refuse are reported
// by the rule ESLint resolves for a file in that layer, and the imports it lives on are not. Fails early,
// on Node, when a boundary is loosened or a pattern stops matching (e.g. a folder imported by its index).
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { ESLint, Linter } from 'eslint';
import tseslint from 'typescript-eslint';

const ROOT = join(__dirname, '..', '..', '..', '..');

interface Case {
  readonly file: string;
  readonly refused: readonly string[];
  readonly allowed: readonly string[];
}

const CASES: readonly Case[] = [
  {
    file: 'src/api/x.ts',
    refused: ['vscode', '../engine', '../engine/tasks', '../local/local-client', '../service/main', '../editor/log', '../cli/main', '../batch/scan'],
    allowed: ['./wire', '../deid/phi-types', 'zod', 'undici', 'node:events'],
  },
  {
    file: 'src/engine/phi/x.ts',
    refused: ['vscode', 'undici', 'node:http', 'https', '../../api/wire', '../../local', '../../service/jobs', '../../editor/log', '../../cli/main', '../../batch/walk'],
    allowed: ['./scan', '../types', '../../deid/phi-types', '../../nlp/sentences', 'node:fs', 'node:worker_threads'],
  },
  {
    file: 'src/local/x.ts',
    refused: ['vscode', 'undici', 'node:http', '../service/results', '../editor/log', '../cli/main', '../batch/read'],
    allowed: ['../api/models', '../engine/pool/pool', '../deid/placeholder', '../nlp/sentences', './wire-results'],
  },
  {
    file: 'src/deid/x.ts',
    refused: ['vscode', '../api/wire', '../engine/types', '../local', '../service/main', '../editor/log', '../cli/main', '../batch/redactor'],
    allowed: ['./phi-types'],
  },
  {
    file: 'src/nlp/x.ts',
    refused: ['vscode', '../api/wire', '../engine/types', '../deid/phi-types', '../editor/log', '../batch'],
    allowed: ['./sentences'],
  },
  {
    file: 'src/service/x.ts',
    refused: ['vscode', '../editor/log', '../cli/main', '../batch/scan'],
    allowed: ['./cli', '../engine', '../api/wire', '../local/wire-results', 'node:http'],
  },
  {
    file: 'src/batch/x.ts',
    refused: ['vscode', '../engine/pool/pool', '../local', '../service/main', '../editor/log', '../cli/main'],
    allowed: ['./walk', '../api/results', '../deid/phi-types', 'picomatch', 'node:fs/promises'],
  },
  {
    file: 'src/cli/x.ts',
    refused: ['vscode', '../editor/log', '../editor/commands/command-ids'],
    allowed: ['../local', '../api/types', '../service/main', '../batch/scan'],
  },
  {
    file: 'src/editor/hovers/x.pure.ts',
    refused: ['vscode'],
    allowed: ['../../api/results', './hover-markdown.pure'],
  },
];

describe('lint: layer boundaries', function () {
  this.timeout(60_000);
  const eslint = new ESLint({ cwd: ROOT });
  const linter = new Linter({ configType: 'flat' });

  for (const c of CASES) {
    it(`${c.file}: refuses ${c.refused.length} imports, allows ${c.allowed.length}`, async () => {
      // The rule exactly as the project's config resolves it for this file (the file need not exist).
      const config = (await eslint.calculateConfigForFile(join(ROOT, c.file))) as { rules?: Record<string, Linter.RuleEntry> };
      const rule = config.rules?.['no-restricted-imports'];
      assert.ok(rule, `no import boundary applies to ${c.file}`);
      const lint = (specifier: string): number =>
        linter.verify(
          `import type { X } from '${specifier}';\nexport type Y = X;\n`,
          [{ files: ['**/*.ts'], languageOptions: { parser: tseslint.parser }, rules: { 'no-restricted-imports': rule } }],
          join(ROOT, c.file),
        ).length;
      for (const s of c.refused) assert.equal(lint(s), 1, `${c.file} must not import ${s}`);
      for (const s of c.allowed) assert.equal(lint(s), 0, `${c.file} may import ${s}`);
    });
  }
});
