import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';

/**
 * One layer's import boundary: files matching `files` may import neither the packages named in `packages`
 * nor, by a relative path, any of our top-level folders (src/<folder>) named in `folders`.
 */
function layer(files, packages, folders, message) {
  const patterns = [{ group: packages, message }];
  if (folders.length > 0) patterns.push({ regex: `^(?:\\.\\./)+(?:${folders.join('|')})(?:/|$)`, message });
  return [{ files: [files], rules: { 'no-restricted-imports': ['error', { patterns }] } }];
}

const HTTP = ['undici', 'node:http', 'node:https', 'http', 'https'];

export default tseslint.config(
  { ignores: ['dist/**', 'out/**', 'node_modules/**', '.vscode-test/**', 'bench/results/**'] },
  js.configs.recommended,
  {
    files: ['**/*.ts'],
    extends: [...tseslint.configs.recommendedTypeChecked],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': 'off',
    },
  },
  // Layer boundaries (see README, Development): each layer may import only what sits below it. The
  // matrix is proved by test/unit/lint/layers.test.ts, which lints forbidden and allowed imports per layer.
  ...layer('src/api/**/*.ts', ['vscode'], ['engine', 'local', 'service', 'editor', 'cli', 'batch'],
    'src/api is the wire contract and client: no VS Code, engine, local engine, service, batch, editor or CLI.'),
  ...layer('src/engine/**/*.ts', ['vscode', ...HTTP], ['api', 'local', 'service', 'editor', 'cli', 'batch'],
    'src/engine is a library: no VS Code, no HTTP, no client, no batch; only its own folder, src/deid and src/nlp.'),
  ...layer('src/local/**/*.ts', ['vscode', ...HTTP], ['service', 'editor', 'cli', 'batch'],
    'src/local puts the engine (pool) behind the client interface: api, engine, deid and nlp only; no VS Code, HTTP, service, batch, editor or CLI.'),
  ...layer('src/deid/**/*.ts', ['vscode'], ['api', 'engine', 'local', 'service', 'editor', 'cli', 'batch'],
    'src/deid is pure masking and replacement shared by engine and editor.'),
  ...layer('src/nlp/**/*.ts', ['vscode'], ['api', 'engine', 'local', 'service', 'editor', 'cli', 'deid', 'batch'],
    'src/nlp holds pure clinical-text algorithms (sentences, abbreviations, assertion) shared by engine and client.'),
  ...layer('src/service/**/*.ts', ['vscode'], ['editor', 'cli', 'batch'],
    'src/service is the HTTP reference service: no VS Code, editor, CLI or batch core.'),
  ...layer('src/batch/**/*.ts', ['vscode'], ['editor', 'cli', 'engine', 'service', 'local'],
    'src/batch is the vscode-free batch core (scan, export, redaction into a copy) shared by the CLI and the editor: no VS Code, editor, CLI, engine or service.'),
  ...layer('src/cli/**/*.ts', ['vscode'], ['editor'], 'src/cli runs outside VS Code: no vscode, no editor.'),
  ...layer('src/editor/**/*.pure.ts', ['vscode'], [], 'A *.pure.ts file is the vscode-free half of a feature, unit-tested on Node.'),
  {
    files: ['**/*.mjs', '**/*.js'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    files: ['test/**/*.ts'],
    rules: {
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
);
