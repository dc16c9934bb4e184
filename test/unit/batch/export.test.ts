// Exporters: JSON, JSON Lines, CSV, text and SARIF 2.1.0, the last validated against the official
// SARIF 2.1.0 schema (as shipped by @microsoft/jest-sarif) with ajv. No export holds PHI text unless
// asked to.
import assert from 'node:assert/strict';
import Ajv from 'ajv-draft-04';
import addFormats from 'ajv-formats';
import { createWriter, EXPORT_FORMATS, type ExportFormat } from '../../../src/batch/export';
import { csvCell } from '../../../src/batch/export/csv';
import { textHasher, toFindings } from '../../../src/batch/findings';
import type { ScanEvent } from '../../../src/batch/scan';
import { SummaryBuilder } from '../../../src/batch/summary';
import { findItems } from './fixtures';

// The official schema's language-code pattern is not valid as a Unicode regular expression, hence
// unicodeRegExp: false below.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const SARIF_SCHEMA = require('@microsoft/jest-sarif/lib/schemas/sarif-2.1.0-rtm.5.json') as Record<string, unknown>;

const hash = textHasher({ key: Buffer.from('test'), source: 'environment' });
const NOTE = 'Seen John Smith on 01/02/2020.\nCall 555-123-4567.';
const OTHER = 'Jane Doe, "quoted", =cmd';

function events(includeText: boolean): ScanEvent[] {
  const file = (name: string, text: string): ScanEvent => ({
    kind: 'file',
    entry: { kind: 'file', path: `/x/${name}`, display: name, size: text.length },
    result: { file: name, chars: text.length, findings: toFindings(text, findItems(text), hash, includeText) },
  });
  return [
    file('notes/a b.txt', NOTE),
    { kind: 'skip', skip: { kind: 'skip', path: '/x/img.bin', display: 'img.bin', reason: 'binary' } },
    file('=evil.txt', OTHER),
    file('empty.txt', 'nothing'),
  ];
}

function render(format: ExportFormat, includeText = false): string {
  const writer = createWriter(format, { tool: { name: 'text-inference', version: '0.1.0' }, engine: 'local engine', hashKey: 'per-run', includesText: includeText, createdAt: '2026-01-01T00:00:00.000Z' });
  const summary = new SummaryBuilder();
  let out = writer.begin();
  for (const e of events(includeText)) {
    summary.add(e);
    out += writer.event(e);
  }
  return out + writer.end(summary.build());
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type SarifLog = { runs: any[] };

const PHI = ['John Smith', '01/02/2020', '555-123-4567', 'Jane Doe'];

describe('batch exports', () => {
  for (const format of EXPORT_FORMATS) {
    it(`${format}: holds no PHI text by default, and holds it when asked`, () => {
      const plain = render(format);
      for (const value of PHI) assert.ok(!plain.includes(value), `${format} leaks ${value}`);
      const full = render(format, true);
      for (const value of PHI) assert.ok(full.includes(value), `${format} with text lacks ${value}`);
    });
  }

  it('json: one document with every file (scanned or skipped) and the summary', () => {
    const doc = JSON.parse(render('json')) as { format: string; version: number; files: { file: string; status: string; findings: object[] }[]; summary: { byType: object } };
    assert.equal(doc.format, 'text-inference-findings');
    assert.equal(doc.version, 1);
    assert.deepEqual(doc.files.map((f) => `${f.file}:${f.status}`), ['notes/a b.txt:scanned', 'img.bin:skipped', '=evil.txt:scanned', 'empty.txt:scanned']);
    assert.deepEqual(Object.keys(doc.files[0]!.findings[0]!).sort(), ['category', 'column', 'endColumn', 'endLine', 'hash', 'length', 'line', 'offset', 'score', 'type']);
    assert.deepEqual(doc.summary.byType, { PATIENT: 2, DATE: 1, PHONE: 1 });
  });

  it('jsonl: a header, one record per finding and skip, a summary, each a JSON line', () => {
    const records = render('jsonl').trimEnd().split('\n').map((l) => JSON.parse(l) as { record: string });
    assert.deepEqual(records.map((r) => r.record), ['header', 'finding', 'finding', 'finding', 'skip', 'finding', 'summary']);
  });

  it('csv: RFC 4180 quoting and no formula in a cell', () => {
    const lines = render('csv', true).split('\r\n');
    assert.equal(lines[0], 'file,line,column,end_line,end_column,offset,length,type,category,score,hash,text');
    assert.match(lines[1]!, /^notes\/a b\.txt,1,6,1,16,5,10,PATIENT,PERSON,0\.9,[0-9a-f]{16},John Smith$/);
    assert.ok(lines.some((l) => l.startsWith("'=evil.txt,")));
    assert.equal(csvCell('say "hi", ok'), '"say ""hi"", ok"');
    assert.equal(csvCell('+1'), "'+1");
    assert.equal(csvCell('-'), "'-");
  });

  it('text: file:line:column lines and a summary', () => {
    const text = render('text');
    assert.match(text, /^notes\/a b\.txt:1:6 {2}PATIENT {2}0\.90 {2}#[0-9a-f]{16}$/m);
    assert.match(text, /3 files scanned, 2 with PHI, 4 items, 1 skipped/);
  });

  it('sarif: valid against the official SARIF 2.1.0 schema, with and without text', () => {
    const ajv = new Ajv({ allErrors: true, strict: false, unicodeRegExp: false });
    addFormats(ajv);
    const validate = ajv.compile(SARIF_SCHEMA);
    for (const includeText of [false, true]) {
      const log = JSON.parse(render('sarif', includeText)) as SarifLog;
      const ok = validate(log);
      assert.ok(ok, JSON.stringify(validate.errors?.slice(0, 5), null, 2));
      const run = log.runs[0];
      assert.equal(run.results.length, 4);
      assert.equal(run.results[0].ruleId, 'PATIENT');
      assert.equal(run.tool.driver.rules[run.results[0].ruleIndex].id, 'PATIENT');
      assert.equal(run.results[0].locations[0].physicalLocation.artifactLocation.uri, 'notes/a%20b.txt');
      assert.deepEqual(run.results[0].locations[0].physicalLocation.region.startLine, 1);
      assert.equal(run.invocations[0].toolExecutionNotifications[0].properties.reason, 'binary');
    }
  });

  it('sarif: an empty scan is still a valid log', () => {
    const writer = createWriter('sarif', { tool: { name: 'text-inference', version: '0.1.0' }, engine: 'local engine', hashKey: 'per-run', includesText: false, createdAt: '' });
    const log = JSON.parse(writer.begin() + writer.end(new SummaryBuilder().build())) as SarifLog;
    const ajv = new Ajv({ strict: false, unicodeRegExp: false });
    addFormats(ajv);
    assert.ok(ajv.validate(SARIF_SCHEMA, log), JSON.stringify(ajv.errors));
    assert.deepEqual(log.runs[0].results, []);
  });
});

describe('batch exports with --explain: the evidence of each finding', () => {
  const text = 'Seen by Dr. Quill today.\nMRN 4455123.';
  const items = [
    { start: 12, end: 17, text: 'Quill', type: 'DOCTOR', category: 'PERSON', score: 0.95, rule: 'person.title', evidence: { basis: 'cue', cue: { kind: 'title', word: 'Dr.', where: 'before' }, words: [[]], dictionaries: 'loaded' } },
    { start: 29, end: 36, text: '4455123', type: 'MEDICALRECORD', category: 'IDENTIFIER', score: 0.9, rule: 'identifier.cued', evidence: { basis: 'cue', cue: null, dictionaries: 'loaded' } },
  ] as const;
  const explained = (format: ExportFormat, explain: boolean): string => {
    const writer = createWriter(format, { tool: { name: 'text-inference', version: '0.1.0' }, engine: 'local engine', hashKey: 'per-run', includesText: false, explains: explain, createdAt: '2026-01-01T00:00:00.000Z' });
    const event: ScanEvent = { kind: 'file', entry: { kind: 'file', path: '/x/n.txt', display: 'n.txt', size: text.length }, result: { file: 'n.txt', chars: text.length, findings: toFindings(text, items, hash, false, explain) } };
    const summary = new SummaryBuilder();
    summary.add(event);
    return writer.begin() + writer.event(event) + writer.end(summary.build());
  };
  for (const format of EXPORT_FORMATS) {
    it(`${format}: says the cue (or none) and the word lists with --explain, nothing without, and no PHI text`, () => {
      const out = explained(format, true);
      assert.match(out, /title before: Dr\.|"cue":\{"kind":"title","word":"Dr\.","where":"before"\}/, out);
      assert.match(out, /cue: none|,none,|"cue":null/, out);
      if (format !== 'sarif') assert.match(out, /unknown word|"words":\[\[\]\]/, out);
      assert.ok(!out.includes('Quill') && !out.includes('4455123'), out);
      assert.doesNotMatch(explained(format, false), /Dr\.|"evidence"|unknown word/);
    });
  }
  it('sarif: the run with evidence still validates against the SARIF 2.1.0 schema', () => {
    const ajv = new Ajv({ allErrors: true, strict: false, unicodeRegExp: false });
    addFormats(ajv);
    const validate = ajv.compile(SARIF_SCHEMA);
    assert.ok(validate(JSON.parse(explained('sarif', true))), JSON.stringify(validate.errors?.slice(0, 5), null, 2));
  });
  it('csv: the cue and dictionary columns follow rule and explanation', () => {
    const [head, first, second] = explained('csv', true).split('\r\n');
    assert.match(head!, /,rule,explanation,cue,dictionary$/);
    assert.match(first!, /,person\.title,a name after a title,title before: Dr\.,unknown word$/);
    assert.match(second!, /,identifier\.cued,.*,none,not looked up$/);
  });
});
