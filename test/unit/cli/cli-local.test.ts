// The command line on its default engine, the local one (worker threads; nothing leaves the machine):
// scan, redact into a copy and from stdin, concepts and embed, as a user would run them.
import assert from 'node:assert/strict';
import { readFileSync, symlinkSync } from 'node:fs';
import { join } from 'node:path';
import { tempTree } from '../batch/fixtures';
import { runCli } from './run-cli';

const NOTE_A = 'Patient John Smith was admitted on 03/04/2021 with chest pain.\nCall 555-123-4567.\n';
const NOTE_B = 'Follow-up: John Smith is doing well. Seen by Dr. Alice Brown on 04/05/2021.\n';

describe('CLI on the local engine', function () {
  this.timeout(120_000);
  let tree: ReturnType<typeof tempTree>;
  before(() => {
    tree = tempTree({ 'notes/a.txt': NOTE_A, 'notes/sub/b.md': NOTE_B, 'notes/clean.txt': 'Blood pressure stable.\n' });
  });
  after(() => tree.cleanup());

  it('scan: finds the patient in both notes, says it ran on the local engine; --fail-on-phi exits 1', async () => {
    const r = await runCli(['scan', 'notes', '--format', 'jsonl'], { cwd: tree.root });
    assert.equal(r.code, 0, r.stderr);
    const records = r.stdout.trim().split('\n').map((l) => JSON.parse(l) as { record: string; file?: string; type?: string; engine?: string; hash?: string });
    assert.equal(records[0]!.engine, 'local engine');
    const patients = records.filter((x) => x.record === 'finding' && x.type === 'PATIENT');
    assert.deepEqual([...new Set(patients.map((p) => p.file))].sort(), ['notes/a.txt', 'notes/sub/b.md']);
    assert.equal(new Set(patients.map((p) => p.hash)).size, 1, 'the same name has the same keyed hash in both files');
    assert.ok(!r.stdout.includes('John'));
    assert.match(r.stderr, /3 files scanned, 2 with PHI, \d+ items, 0 skipped \(local engine\)/);
    const gate = await runCli(['scan', '--fail-on-phi', '-q', 'notes'], { cwd: tree.root });
    assert.equal(gate.code, 1);
    assert.equal(gate.stderr, '');
    const clean = await runCli(['scan', '--fail-on-phi', 'notes/clean.txt'], { cwd: tree.root });
    assert.equal(clean.code, 0, clean.stderr);
  });

  it('scan --explain: every finding in every format names the rule that found it and why; without it, none does', async () => {
    for (const format of ['jsonl', 'json', 'csv', 'sarif', 'text'] as const) {
      const plain = await runCli(['scan', 'notes/sub/b.md', '--format', format], { cwd: tree.root });
      const explained = await runCli(['scan', 'notes/sub/b.md', '--format', format, '--explain'], { cwd: tree.root });
      assert.equal(explained.code, 0, explained.stderr);
      assert.doesNotMatch(plain.stdout, /person\.title|name\.cued|found by/i, format);
      // "Dr. Alice Brown": a title before a name, in words.
      assert.match(explained.stdout, /(?:person\.title|name\.cued)/, format);
      assert.match(explained.stdout, /a name after a (?:title|cue)/, format);
      assert.ok(!explained.stdout.includes('Alice'), `${format}: no PHI text without --include-text`);
      // The evidence: the title before the name, as written.
      assert.match(explained.stdout, /title before: Dr\.|"cue":\{"kind":"title","word":"Dr\.","where":"before"\}/, format);
      assert.doesNotMatch(plain.stdout, /title before|"evidence"/, format);
    }
    const r = await runCli(['scan', 'notes', '--format', 'jsonl', '--explain'], { cwd: tree.root });
    const findings = r.stdout.trim().split('\n').map((l) => JSON.parse(l) as { record: string; rule?: string; explanation?: string; evidence?: unknown }).filter((x) => x.record === 'finding');
    assert.ok(findings.length >= 4);
    for (const f of findings) assert.ok(f.rule !== undefined && f.explanation !== undefined && f.explanation !== f.rule && f.evidence !== undefined, JSON.stringify(f));
  });

  it('scan: a missing path or a link loop is one line each and exit 3; a binary file is a skip only', async () => {
    const t = tempTree({ 'ok.txt': 'Nothing.\n', 'bin.txt': Uint8Array.from([0, 1, 2]) });
    try {
      symlinkSync('loop', join(t.root, 'loop'));
      const r = await runCli(['scan', 'ok.txt', 'missing.txt', 'loop', '-f', 'json'], { cwd: t.root });
      assert.equal(r.code, 3, r.stderr);
      assert.match(r.stderr, /^missing\.txt: skipped \(no such file or folder\)$/m);
      assert.match(r.stderr, /^loop: skipped \(symbolic link loop\)$/m);
      assert.ok(!/\n\s+at /.test(r.stderr));
      const doc = JSON.parse(r.stdout) as { files: { file: string; status: string; reason?: string }[] };
      assert.deepEqual(doc.files.map((f) => `${f.file}:${f.reason ?? f.status}`), ['ok.txt:scanned', 'missing.txt:not-found', 'loop:symlink-loop']);
      const binary = await runCli(['scan', 'bin.txt', 'ok.txt'], { cwd: t.root });
      assert.equal(binary.code, 0, binary.stderr);
      assert.match(binary.stderr, /^bin\.txt: skipped \(binary file\)$/m);
    } finally {
      t.cleanup();
    }
  });

  it('redact - filters stdin to stdout: no PHI left, the rest of the text kept', async () => {
    const r = await runCli(['redact', '-'], { cwd: tree.root, input: NOTE_A });
    assert.equal(r.code, 0, r.stderr);
    assert.ok(!/John|Smith|555-123-4567|03\/04\/2021/.test(r.stdout), r.stdout);
    assert.match(r.stdout, /^Patient \[PATIENT\] was admitted on \[DATE\] with chest pain\.\nCall \[PHONE\]\.\n$/);
    assert.match(r.stderr, /items? replaced \(label, local engine\)/);
  });

  it('redact --out with pseudonyms: the same patient is the same pseudonym in every file; originals untouched', async () => {
    const r = await runCli(['redact', 'notes', '--out', 'copy', '--strategy', 'pseudonym'], { cwd: tree.root });
    assert.equal(r.code, 0, r.stderr);
    const a = readFileSync(join(tree.root, 'copy/a.txt'), 'utf8');
    const b = readFileSync(join(tree.root, 'copy/sub/b.md'), 'utf8');
    const name = /\[PATIENT \d+\]/.exec(a)?.[0];
    assert.ok(name, a);
    assert.ok(b.includes(name), `${name} in ${b}`);
    assert.equal(readFileSync(join(tree.root, 'notes/a.txt'), 'utf8'), NOTE_A);
    const manifest = JSON.parse(readFileSync(join(tree.root, 'copy/text-inference-manifest.json'), 'utf8')) as { engine: string; strategy: { strategy: string }; files: { input: string; counts: Record<string, number> }[] };
    assert.equal(manifest.engine, 'local engine');
    assert.equal(manifest.strategy.strategy, 'pseudonym');
    assert.ok((manifest.files.find((f) => f.input === 'a.txt')?.counts['PATIENT'] ?? 0) >= 1);
    const again = await runCli(['redact', 'notes', '--out', 'copy'], { cwd: tree.root });
    assert.equal(again.code, 2, 'a non-empty output folder is refused');
  });

  it('concepts --format json and embed: results of the local engine', async () => {
    const c = await runCli(['concepts', 'notes/a.txt', '--format', 'json'], { cwd: tree.root });
    assert.equal(c.code, 0, c.stderr);
    const concepts = JSON.parse(c.stdout) as { engine: string; files: { concepts: { text: string; line: number }[] }[] };
    assert.equal(concepts.engine, 'local engine');
    assert.ok(concepts.files[0]!.concepts.some((x) => x.text === 'chest pain' && x.line === 1), c.stdout);
    const e = await runCli(['embed', 'notes/a.txt'], { cwd: tree.root });
    assert.equal(e.code, 0, e.stderr);
    const embedding = JSON.parse(e.stdout) as { dimensions: number; vectors: { vector: number[] }[] };
    assert.ok(embedding.dimensions > 0 && embedding.vectors[0]!.vector.length === embedding.dimensions);
  });
});
