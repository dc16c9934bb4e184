// Assertion scoring for `npm run eval:concepts`: our own test set (test/data/assertion-sentences.tsv, written
// by the project), each case a sentence, a concept in it and the expected assertion. Prints accuracy, per-class
// precision/recall/F1 and the confusion matrix, plus the cases it gets wrong.
import { existsSync, readFileSync } from 'node:fs';
import { ASSERTION_STATUSES, assertSpans, type AssertionStatus } from '../src/nlp/assertion';

export interface AssertionCase {
  readonly expected: AssertionStatus;
  readonly concept: string;
  readonly sentence: string;
  /** Written after the trigger terms and never tuned against (after a "# Added after" line). */
  readonly late: boolean;
}

export function parseAssertionCases(tsv: string): AssertionCase[] {
  const cases: AssertionCase[] = [];
  let late = false;
  for (const line of tsv.split('\n')) {
    if (line.startsWith('# Added after')) late = true;
    if (line.trim() === '' || line.startsWith('#')) continue;
    const [expected, concept, sentence] = line.split('\t');
    if (!ASSERTION_STATUSES.includes(expected as AssertionStatus) || !concept || !sentence || !sentence.toLowerCase().includes(concept.toLowerCase())) {
      throw new Error(`bad assertion case: ${line}`);
    }
    cases.push({ expected: expected as AssertionStatus, concept, sentence, late });
  }
  return cases;
}

export interface AssertionResult {
  readonly cases: number;
  readonly correct: number;
  /** confusion[expected][predicted] */
  readonly confusion: Record<AssertionStatus, Record<AssertionStatus, number>>;
  readonly errors: readonly string[];
}

export function scoreAssertions(cases: readonly AssertionCase[]): AssertionResult {
  const confusion = Object.fromEntries(ASSERTION_STATUSES.map((e) => [e, Object.fromEntries(ASSERTION_STATUSES.map((p) => [p, 0]))])) as AssertionResult['confusion'];
  let correct = 0;
  const errors: string[] = [];
  for (const c of cases) {
    const start = c.sentence.toLowerCase().indexOf(c.concept.toLowerCase());
    const [got] = assertSpans(c.sentence, [{ start, end: start + c.concept.length }]);
    const predicted = got?.status ?? 'present';
    confusion[c.expected][predicted]++;
    if (predicted === c.expected) correct++;
    else errors.push(`expected ${c.expected}, got ${predicted}${got?.cue ? ` (cue: ${got.cue})` : ''}: [${c.concept}] ${c.sentence}`);
  }
  return { cases: cases.length, correct, confusion, errors };
}

export function printAssertionReport(path: string, label = 'our test set'): void {
  if (!existsSync(path)) {
    console.log(`assertion test set not found at ${path}: skipped.`);
    return;
  }
  const cases = parseAssertionCases(readFileSync(path, 'utf8'));
  const result = scoreAssertions(cases);
  const late = scoreAssertions(cases.filter((c) => c.late));
  console.log(`Assertion (src/nlp/assertion.ts) on ${label}: ${result.cases} sentences, accuracy ${((result.correct / result.cases) * 100).toFixed(1)}%`);
  if (late.cases > 0) console.log(`  of which written after the triggers and never tuned against: ${late.correct}/${late.cases} (${((late.correct / late.cases) * 100).toFixed(1)}%)`);
  const w = 11;
  console.log(`${'expected \\ got'.padEnd(16)}${ASSERTION_STATUSES.map((s) => s.padStart(w)).join('')}   recall  precision  F1`);
  for (const e of ASSERTION_STATUSES) {
    const row = result.confusion[e];
    const total = ASSERTION_STATUSES.reduce((s, p) => s + row[p], 0);
    const predicted = ASSERTION_STATUSES.reduce((s, x) => s + result.confusion[x][e], 0);
    const r = total === 0 ? 0 : row[e] / total;
    const p = predicted === 0 ? 0 : row[e] / predicted;
    const f = r + p === 0 ? 0 : (2 * r * p) / (r + p);
    console.log(`${e.padEnd(16)}${ASSERTION_STATUSES.map((x) => String(row[x]).padStart(w)).join('')}   ${(r * 100).toFixed(1).padStart(5)}  ${(p * 100).toFixed(1).padStart(9)}  ${(f * 100).toFixed(1).padStart(5)}`);
  }
  if (result.errors.length > 0) {
    console.log('\nErrors:');
    for (const e of result.errors) console.log(`  ${e}`);
  }
}
