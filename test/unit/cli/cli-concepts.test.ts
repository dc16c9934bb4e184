// `text-inference concepts` over files, folders, stdin and JSON Lines records, on the local engine: every
// concept carries its assertion and section; skips and exit codes are those of `scan`.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { tempTree } from '../batch/fixtures';
import { runCli } from './run-cli';

interface Row {
  record?: string;
  file?: string;
  text: string;
  cui: string | null;
  assertion: { status: string; cue: string | null };
  section: string | null;
  scoreId: number;
  scoreType: number;
  ontologies?: Record<string, { code: string }[]>;
}

const PROGRESS = 'SUBJECTIVE:\nNo fever overnight. Reports cough.\n\nFamily History:\nMother with breast cancer.\n';
const ICU = 'Resp: I/O net negative 5.2 L. Echo showed moderate mitral regurgitation.\nPMH: s/p CABG 2015.\n';

describe('CLI concepts', function () {
  this.timeout(120_000);
  let tree: ReturnType<typeof tempTree>;
  before(() => {
    tree = tempTree({ 'notes/progress.txt': PROGRESS, 'notes/icu/day1.md': ICU, 'notes/bin.txt': Uint8Array.from([0, 1, 2]), 'notes/skip.bin': 'fever\n' });
  });
  after(() => tree.cleanup());

  it('a folder as JSON Lines: every concept with assertion, cue and section; skips as records; the summary', async () => {
    const r = await runCli(['concepts', 'notes', '--format', 'jsonl'], { cwd: tree.root });
    assert.equal(r.code, 0, r.stderr);
    const records = r.stdout.trim().split('\n').map((l) => JSON.parse(l) as Row & { format?: string; concepts?: number; byStatus?: Record<string, number> });
    assert.equal(records[0]!.record, 'header');
    assert.equal(records[0]!.format, 'text-inference-concepts');
    const concepts = records.filter((x) => x.record === 'concept');
    const find = (text: string) => concepts.find((c) => c.text.toLowerCase() === text)!;
    assert.deepEqual(find('fever').assertion, { status: 'negated', cue: 'No' });
    assert.equal(find('fever').section, 'SUBJECTIVE');
    assert.equal(find('fever').cui, 'C0015967');
    assert.equal(find('cough').assertion.status, 'present');
    assert.equal(find('breast cancer').assertion.status, 'family');
    assert.equal(find('breast cancer').section, 'Family History');
    // A fluid balance is no negation, and the sentence ends after the unit.
    assert.equal(find('mitral regurgitation').assertion.status, 'present');
    assert.equal(find('mitral regurgitation').file, 'notes/icu/day1.md');
    assert.equal(find('cabg').assertion.status, 'historical');
    assert.ok(concepts.every((c) => c.scoreId > 0 && c.scoreType > 0));
    assert.ok(!concepts.some((c) => c.file === 'notes/skip.bin'), 'the default include globs leave out .bin');
    assert.ok(records.some((x) => x.record === 'skip' && x.file === 'notes/bin.txt'));
    const summary = records.at(-1)!;
    assert.equal(summary.record, 'summary');
    assert.equal(summary.concepts, concepts.length);
    assert.ok((summary.byStatus?.['negated'] ?? 0) >= 1);
  });

  it('CSV and text carry the assertion; --ontologies adds codes; -o writes a file', async () => {
    const csv = await runCli(['concepts', 'notes/progress.txt', '-f', 'csv', '--ontologies'], { cwd: tree.root });
    assert.equal(csv.code, 0, csv.stderr);
    const [head, ...rows] = csv.stdout.trim().split('\r\n');
    assert.ok(head!.includes('assertion,cue,section,codes'));
    assert.ok(rows.some((l) => l.includes(',fever,') && l.includes(',negated,No,SUBJECTIVE,')), csv.stdout);
    assert.ok(rows.some((l) => /ICD10CM:|SNOMEDCT_US:/.test(l)), 'codes with --ontologies');
    const text = await runCli(['concepts', 'notes/progress.txt'], { cwd: tree.root });
    assert.match(text.stdout, /notes\/progress\.txt:2:4 {2}negated \("No"\) {2}Signs & Symptoms {2}Fever/);
    const out = await runCli(['concepts', 'notes', '-f', 'json', '-o', 'concepts.json', '-q'], { cwd: tree.root });
    assert.equal(out.code, 0, out.stderr);
    assert.equal(out.stdout, '');
    const doc = JSON.parse(readFileSync(join(tree.root, 'concepts.json'), 'utf8')) as { files: { file: string; status: string; concepts?: Row[] }[]; summary: { skipped: number } };
    assert.ok(doc.files.some((f) => f.status === 'skipped' && f.file === 'notes/bin.txt'));
    assert.equal(doc.summary.skipped, 1);
  });

  it('stdin with -; a missing path is a skip and exit 3, as in scan', async () => {
    const r = await runCli(['concepts', '-', '-f', 'jsonl'], { cwd: tree.root, input: 'Return to the ED if fever develops.\n' });
    assert.equal(r.code, 0, r.stderr);
    const fever = r.stdout.trim().split('\n').map((l) => JSON.parse(l) as Row).find((x) => x.record === 'concept' && x.text === 'fever')!;
    assert.equal(fever.assertion.status, 'possible');
    assert.equal(fever.file, '-');
    const missing = await runCli(['concepts', 'notes', 'nope.txt'], { cwd: tree.root });
    assert.equal(missing.code, 3);
    assert.match(missing.stderr, /nope\.txt: skipped \(no such file or folder\)/);
    const mixed = await runCli(['concepts', '-', 'notes'], { cwd: tree.root });
    assert.equal(mixed.code, 2);
  });

  it('--jsonl: one record of concepts per record, in order; a bad line is an error record and exit 3', async () => {
    const input = ['{"id":"n1","text":"Denies chest pain."}', '', 'not json', '{"id":7,"text":"Sister with asthma."}', '{"text":"no id"}'].join('\n');
    const r = await runCli(['concepts', '--jsonl', '-'], { cwd: tree.root, input });
    assert.equal(r.code, 3);
    const out = r.stdout.trim().split('\n').map((l) => JSON.parse(l) as { id: string | number | null; concepts?: Row[]; error?: string; line?: number });
    assert.deepEqual(out.map((o) => o.id), ['n1', null, 7, null]);
    assert.equal(out[0]!.concepts!.find((c) => c.text === 'chest pain')!.assertion.status, 'negated');
    assert.equal(out[1]!.line, 3);
    assert.match(out[1]!.error!, /not JSON/);
    assert.equal(out[2]!.concepts!.find((c) => c.text === 'asthma')!.assertion.status, 'family');
    assert.match(out[3]!.error!, /no "id"/);
    const file = await runCli(['concepts', '--jsonl', 'records.jsonl'], { cwd: tree.root });
    assert.equal(file.code, 3, 'a missing records file fails');
  });
});
