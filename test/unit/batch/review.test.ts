// Review on the command line's side: the review log's format (no text, checked on read), scan --review's
// marks in every export format, and redaction that leaves candidates unless a review log says PHI.
import { strict as assert } from 'node:assert';
import type { PhiItem } from '../../../src/api/results';
import { csvWriter } from '../../../src/batch/export/csv';
import { jsonlWriter } from '../../../src/batch/export/json';
import { sarifWriter } from '../../../src/batch/export/sarif';
import { textWriter } from '../../../src/batch/export/text';
import { keepItem, textHasher, toFindings } from '../../../src/batch/findings';
import { reviewedItems } from '../../../src/batch/review-analyser';
import type { ScanEvent } from '../../../src/batch/scan';
import { SummaryBuilder } from '../../../src/batch/summary';
import { parseReviewLog, phiDecisionsFor, reviewLogHeader, reviewLogLine, ReviewLogError } from '../../../src/deid/review-log';

const text = 'Son dervla called; Dr. Quennell aware.';
const hash = textHasher({ key: new TextEncoder().encode('test key'), source: 'environment' });
const at = (word: string, type: string, score: number, rule?: string): PhiItem => ({ start: text.indexOf(word), end: text.indexOf(word) + word.length, text: word, type, score, ...(rule ? { rule } : {}) });
const items = [at('dervla', 'PATIENT', 0.4, 'review.name-after-cue'), at('Quennell', 'DOCTOR', 0.9, 'person.title')];

describe('review on the command line', () => {
  it('scan keeps candidates only with --review, marks them and counts them apart', () => {
    assert.deepEqual(items.filter((i) => keepItem(i, { minScore: 0.5 })).map((i) => i.text), ['Quennell']);
    const kept = items.filter((i) => keepItem(i, { minScore: 0.5, review: true }));
    const findings = toFindings(text, kept, hash, false, false, 0.5);
    assert.deepEqual(findings.map((f) => [f.review, f.rule]), [[true, 'review.name-after-cue'], [undefined, undefined]]);
    const event: ScanEvent = { kind: 'file', entry: { kind: 'file', path: '/x/a.txt', display: 'a.txt', size: text.length } as never, result: { file: 'a.txt', chars: text.length, findings } };
    const summary = new SummaryBuilder();
    summary.add(event);
    const s = summary.build();
    assert.equal(s.findings, 1);
    assert.equal(s.reviewCandidates, 1);
    const meta = { tool: { name: 't', version: '1' }, engine: 'local engine', hashKey: 'environment' as const, includesText: false, review: true, createdAt: '2026-01-01T00:00:00Z' };
    const jsonl = jsonlWriter(meta).event(event).trim().split('\n').map((l) => JSON.parse(l) as Record<string, unknown>);
    assert.deepEqual(jsonl.map((r) => r['review']), [true, undefined]);
    const sarif = JSON.parse(`[${sarifWriter(meta).event(event)}]`) as { level: string; properties: Record<string, unknown> }[];
    assert.deepEqual(sarif.map((r) => r.level), ['note', 'error']);
    assert.equal(sarif[0]!.properties['review'], true);
    const csv = csvWriter(meta);
    assert.match(csv.begin(), /,review,rule\r\n$/);
    assert.match(csv.event(event), /,true,review\.name-after-cue\r\n/);
    assert.match(textWriter(meta).event(event), /PATIENT {2}0\.40 {2}#[0-9a-f]{16} {2}review review\.name-after-cue/);
    // Never the text.
    for (const out of [JSON.stringify(jsonl), JSON.stringify(sarif), csv.event(event)]) assert.ok(!out.includes('dervla'));
  });

  it('the review log round-trips, holds no text, and names a bad line by number', () => {
    const entry = { record: 'decision' as const, file: 'a.txt', start: items[0]!.start, end: items[0]!.end, type: 'PATIENT', chosenType: 'PATIENT', rule: 'review.name-after-cue', score: 0.4, decision: 'phi' as const, time: '2026-01-01T00:00:00Z', hash: hash('dervla') };
    const log = `${reviewLogHeader('environment', '2026-01-01T00:00:00Z')}\n${reviewLogLine(entry)}\n`;
    assert.ok(!log.includes('dervla'));
    assert.deepEqual(parseReviewLog(log), [entry]);
    assert.throws(() => parseReviewLog(`${reviewLogHeader('environment', 'x')}\n{"record":"decision"}\n`), (e: unknown) => e instanceof ReviewLogError && /line 2/.test(e.message));
    assert.throws(() => parseReviewLog(''), ReviewLogError);
    assert.throws(() => parseReviewLog('{"record":"finding"}'), /line 1/);
  });

  it('redaction leaves candidates, and applies a "phi" decision only where the keyed hash still matches', () => {
    assert.deepEqual(reviewedItems(text, items, 0.5).items.map((i) => i.text), ['Quennell']);
    const decision = { record: 'decision' as const, start: items[0]!.start, end: items[0]!.end, type: 'PATIENT', decision: 'phi' as const, time: 't', hash: hash('dervla') };
    const applied = reviewedItems(text, items, 0.5, { entries: [decision], hash });
    assert.deepEqual(applied.items.map((i) => [i.text, i.type, i.score]), [['dervla', 'PATIENT', 1], ['Quennell', 'DOCTOR', 0.9]]);
    // The same offsets in a changed text: not applied, counted as mismatched.
    const changed = text.replace('dervla', 'marcus');
    assert.deepEqual(reviewedItems(changed, items, 0.5, { entries: [decision], hash }).items.map((i) => i.text), ['Quennell']);
    assert.equal(phiDecisionsFor(changed, [decision], hash).mismatched, 1);
    // A later "not-phi" for the same span wins.
    const undo = { ...decision, decision: 'not-phi' as const };
    assert.deepEqual(phiDecisionsFor(text, [decision, undo], hash).phi, []);
  });
});
