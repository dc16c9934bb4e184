// `redact --jsonl -`: records in, records out, one line per line, in order; bad lines reported with their
// line number (exit 2 before writing one, or written unchanged with --keep-bad-lines); a patient field
// shifts that patient's dates by one offset; with a key, runs agree exactly.
import assert from 'node:assert/strict';
import { readDate } from '../../../src/deid/strategies';
import { runCli } from './run-cli';

const KEY = { TEXT_INFERENCE_HASH_KEY: 'a-test-key-of-enough-length-0123456789' };

const records = [
  { id: 'r1', text: 'Patient John Smith admitted 03/04/2021.', mrn: 'p1' },
  { id: 'r2', text: 'Nothing to see here.' },
  { id: 'r3', text: 'John Smith discharged 03/14/2021; call 555-123-4567.', mrn: 'p1' },
];
const input = (lines: readonly unknown[]): string => lines.map((l) => (typeof l === 'string' ? l : JSON.stringify(l))).join('\n') + '\n';

describe('CLI: redact --jsonl', function () {
  this.timeout(120_000);

  it('one record out per record in, in order, other fields untouched, only the text redacted', async () => {
    const r = await runCli(['redact', '--jsonl', '-', '--strategy', 'dateShift', '--patient-field', 'mrn', '--no-lists'], { input: input([records[0], '', records[1], records[2]]) });
    assert.equal(r.code, 0, r.stderr);
    const lines = r.stdout.split('\n');
    assert.equal(lines.length, 5, r.stdout);
    assert.equal(lines[1], '');
    const out = [lines[0], lines[2], lines[3]].map((l) => JSON.parse(l!) as { id: string; text: string; mrn?: string });
    assert.deepEqual(out.map((o) => o.id), ['r1', 'r2', 'r3']);
    assert.equal(out[0]!.mrn, 'p1');
    assert.equal(out[1]!.text, 'Nothing to see here.');
    const d1 = /\d\d\/\d\d\/\d{4}/.exec(out[0]!.text)![0];
    const d3 = /\d\d\/\d\d\/\d{4}/.exec(out[2]!.text)![0];
    assert.notEqual(d1, '03/04/2021');
    assert.equal(readDate(d3)! - readDate(d1)!, 10, 'one patient, one offset: the interval holds');
  });

  it('a malformed line: reported with its line number, exit 2, nothing from it or after it written', async () => {
    const r = await runCli(['redact', '--jsonl', '-', '--no-lists'], { input: input([records[1], '{"id": 2, "text": ', records[1]]) });
    assert.equal(r.code, 2);
    assert.match(r.stderr, /line 2: not valid JSON/);
    assert.equal(r.stdout.trim().split('\n').length, 1, r.stdout);
    const missing = await runCli(['redact', '--jsonl', '-', '--no-lists', '--text-field', 'body'], { input: input([{ id: 1, text: 'x' }]) });
    assert.equal(missing.code, 2);
    assert.match(missing.stderr, /line 1: no string field "body"/);
  });

  it('--keep-bad-lines writes a malformed line unchanged and goes on', async () => {
    const r = await runCli(['redact', '--jsonl', '-', '--no-lists', '--keep-bad-lines'], { input: input([records[0], 'not json', records[2]]) });
    assert.equal(r.code, 0, r.stderr);
    const lines = r.stdout.trim().split('\n');
    assert.equal(lines.length, 3);
    assert.equal(lines[1], 'not json');
    assert.match(r.stderr, /line 2: not valid JSON.*written unchanged/);
    assert.doesNotMatch(lines[2]!, /John|Smith/);
  });

  it('with a key, two runs give identical output for hash, surrogate and date shift; without one they differ', async () => {
    for (const strategy of ['hash', 'surrogate', 'dateShift']) {
      const a = await runCli(['redact', '--jsonl', '-', '--strategy', strategy, '--no-lists'], { input: input(records), env: KEY });
      const b = await runCli(['redact', '--jsonl', '-', '--strategy', strategy, '--no-lists'], { input: input(records), env: KEY });
      assert.equal(a.code, 0, a.stderr);
      assert.equal(a.stdout, b.stdout, strategy);
    }
    const c = await runCli(['redact', '--jsonl', '-', '--strategy', 'surrogate', '--no-lists'], { input: input(records) });
    const d = await runCli(['redact', '--jsonl', '-', '--strategy', 'surrogate', '--no-lists'], { input: input(records) });
    assert.notEqual(c.stdout, d.stdout);
  });

  it('--jsonl needs - ; --key-file must exist and hold at least 16 bytes', async () => {
    assert.equal((await runCli(['redact', '--jsonl', 'x.jsonl', '--out', 'o'])).code, 2);
    const r = await runCli(['redact', '--jsonl', '-', '--key-file', '/nonexistent/key'], { input: '' });
    assert.equal(r.code, 2);
    assert.match(r.stderr, /--key-file/);
  });
});
