// The command line and the team's lists: .textinference/allow.txt and deny.txt at an input's root (and the
// enclosing repository's) apply to scan and redact, --no-lists ignores them, hidden types and per-type
// scores are the same selection, an unknown type prefix is a warning with its line number, and the
// .textinference/ folder is never scanned, exported or copied.
import assert from 'node:assert/strict';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { tempTree } from '../batch/fixtures';
import { runCli } from './run-cli';

const NOTE = 'Patient John Smith was seen at ward seven on 03/04/2021 per line protocol.\nSeen by Dr. Alice Brown.\n';

describe('CLI: team lists, hidden types and per-type scores', function () {
  this.timeout(180_000);
  let tree: ReturnType<typeof tempTree>;
  before(() => {
    tree = tempTree({
      'repo/notes/a.txt': NOTE,
      'repo/notes/.textinference/deny.txt': '# team deny list\nLOCATION-OTHER: ward seven\nHOSPTIAL: Harbor Clinic\n',
      'repo/.textinference/allow.txt': 'line\n',
    });
    mkdirSync(join(tree.root, 'repo', '.git'));
  });
  after(() => tree.cleanup());

  it('redact -: the deny list at the input root redacts the hospital; --no-lists does not; a typo is a warning with its line', async () => {
    const r = await runCli(['redact', '-'], { cwd: join(tree.root, 'repo', 'notes'), input: NOTE });
    assert.equal(r.code, 0, r.stderr);
    assert.match(r.stdout, /seen at \[LOCATION-OTHER\] on \[DATE\]/);
    assert.match(r.stderr, /^warning: \.textinference\/deny\.txt:3: unknown PHI type "HOSPTIAL"/m);
    const off = await runCli(['redact', '-', '--no-lists'], { cwd: join(tree.root, 'repo', 'notes'), input: NOTE });
    assert.equal(off.code, 0, off.stderr);
    assert.match(off.stdout, /ward seven/);
    assert.doesNotMatch(off.stderr, /warning/);
  });

  it('redact into a copy: lists of the input and the repository apply, and .textinference/ is neither read as a note nor copied', async () => {
    const r = await runCli(['redact', 'repo/notes', '--out', 'copy'], { cwd: tree.root });
    assert.equal(r.code, 0, r.stderr);
    const copy = readFileSync(join(tree.root, 'copy', 'a.txt'), 'utf8');
    assert.match(copy, /\[LOCATION-OTHER\]/);
    assert.match(copy, /per line protocol/, 'the allow list at the repository root kept "line"');
    assert.ok(!existsSync(join(tree.root, 'copy', '.textinference')), 'the lists folder is not copied');
    const manifest = JSON.parse(readFileSync(join(tree.root, 'copy', 'text-inference-manifest.json'), 'utf8')) as { files: { input: string }[] };
    assert.deepEqual(manifest.files.map((f) => f.input), ['a.txt']);
  });

  it('scan: the lists and --hide-types / --type-min-score select as redact does; the lists folder is not scanned', async () => {
    const r = await runCli(['scan', 'repo/notes', '-f', 'jsonl', '--include-text'], { cwd: tree.root });
    assert.equal(r.code, 0, r.stderr);
    const findings = r.stdout.trim().split('\n').map((l) => JSON.parse(l) as { record: string; file?: string; type?: string; text?: string }).filter((x) => x.record === 'finding');
    assert.ok(findings.some((f) => f.type === 'LOCATION-OTHER' && f.text === 'ward seven'));
    assert.ok(findings.every((f) => f.file === 'repo/notes/a.txt'), 'nothing from .textinference/');
    assert.ok(findings.some((f) => f.type === 'DOCTOR'));
    const hidden = await runCli(['scan', 'repo/notes', '-f', 'jsonl', '--hide-types', 'DOCTOR'], { cwd: tree.root });
    assert.ok(!hidden.stdout.includes('"DOCTOR"'), hidden.stdout);
    const scored = await runCli(['scan', 'repo/notes', '-f', 'jsonl', '--type-min-score', 'DOCTOR=1'], { cwd: tree.root });
    assert.ok(!scored.stdout.includes('"DOCTOR"'), scored.stdout);
    const redacted = await runCli(['redact', '-', '--hide-types', 'DOCTOR', '--no-lists'], { cwd: tree.root, input: NOTE });
    assert.match(redacted.stdout, /Dr\. Alice Brown/);
    const bad = await runCli(['scan', 'repo/notes', '--type-min-score', 'DOCTOR=2'], { cwd: tree.root });
    assert.equal(bad.code, 2);
  });
});
