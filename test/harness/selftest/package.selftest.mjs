// `npm run package` must keep producing a .vsix a user can install: under 5 MB (issue 8: the PHI
// dictionaries ship in it), holding the built extension and the pictures its README shows, and nothing of
// the sources, tests, source maps or sample notes. Packaging can break on its
// own (a README change once did), so it is checked on every `npm test`. It builds for production into
// dist/, which is why it runs last, after the suites that use the development build.
/* global describe, before, after, it -- mocha globals */
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const REPO = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
const VSCE = join(REPO, 'node_modules', '@vscode', 'vsce', 'vsce');
const MAX_BYTES = 5 * 1024 * 1024;

function run(args) {
  const result = spawnSync(process.execPath, args, { cwd: REPO, encoding: 'utf8', timeout: 180_000 });
  assert.equal(result.status, 0, `${args.join(' ')} failed:\n${result.stdout}\n${result.stderr}`);
  return result.stdout;
}

describe('harness self-check: the .vsix package', function () {
  this.timeout(240_000);
  let dir;
  let vsix;
  let files;

  before(() => {
    dir = mkdtempSync(join(tmpdir(), 'ti-package-'));
    vsix = join(dir, 'text-inference.vsix');
    // The same steps and flags as `npm run package`, into a temp file.
    run(['esbuild.mjs', '--production']);
    run([VSCE, 'package', '--no-dependencies', '--no-rewrite-relative-links', '--out', vsix]);
    files = run([VSCE, 'ls', '--no-dependencies']).split('\n').map((l) => l.trim()).filter(Boolean);
  });
  after(() => rmSync(dir, { recursive: true, force: true }));

  it('is under 5 MB', () => {
    assert.ok(statSync(vsix).size < MAX_BYTES, `${statSync(vsix).size} bytes`);
  });

  it('holds the built extension, its lazily loaded bundles, the manifest and the icon', () => {
    for (const f of ['dist/extension.js', 'dist/client.js', 'dist/local.js', 'dist/engine-worker.js', 'dist/service.js', 'package.json', 'media/icon.png', 'README.md', 'LICENSE']) {
      assert.ok(files.includes(f), `${f} missing from ${files.join(', ')}`);
    }
  });

  it('holds no sources, tests, source maps or sample notes', () => {
    const unwanted = files.filter((f) => /\.(?:ts|map)$/.test(f) || /^(?:src|test|out|samples|bench|scripts|docs|\.vscode-test)\//.test(f));
    assert.deepEqual(unwanted, []);
  });

  it("the README's pictures are in the package, so the extension's details page shows them", () => {
    const readme = readFileSync(join(REPO, 'README.md'), 'utf8');
    const images = [...readme.matchAll(/!\[[^\]]*\]\(([^)\s]+)/g)].map((m) => m[1]).filter((url) => !/^[a-z]+:/i.test(url));
    assert.ok(images.length > 0, 'the README shows the extension');
    assert.deepEqual(images.filter((image) => !files.includes(image.replace(/^\.\//, ''))), []);
  });
});
