import assert from 'node:assert/strict';
import { restoresInput } from '../../../../src/editor/redaction/verify-redaction.pure';

/** The output and placeholder spans of replacing each [start, end) of `input` by `[TYPE]`. */
function redact(input: string, ranges: readonly [number, number, string][]): { output: string; spans: { start: number; end: number }[] } {
  let output = '';
  let at = 0;
  const spans = [];
  for (const [start, end, type] of ranges) {
    output += input.slice(at, start);
    const label = `[${type}]`;
    spans.push({ start: output.length, end: output.length + label.length });
    output += label;
    at = end;
  }
  return { output: output + input.slice(at), spans };
}

describe('editor/redaction/verify-redaction (issue 9 §3)', () => {
  const input = 'Patient: John Smith\r\nMRN: 4417823\r\nSeen by Dr. Wong on 03/14/2024.\r\n';
  const at = (s: string): [number, number] => [input.indexOf(s), input.indexOf(s) + s.length];
  const honest = redact(input, [[...at('John Smith'), 'PATIENT'], [...at('4417823'), 'MEDICALRECORD'], [...at('Wong'), 'DOCTOR'], [...at('03/14/2024'), 'DATE']]);

  it('accepts an answer that only replaced the annotated spans', () => {
    assert.equal(restoresInput(input, honest.output, honest.spans), true);
    assert.equal(restoresInput(input, input, []), true, 'no PHI, nothing changed');
    const whole = redact('John Smith', [[0, 10, 'PATIENT']]);
    assert.equal(restoresInput('John Smith', whole.output, whole.spans), true, 'a placeholder at both ends');
  });

  it('refuses line endings converted, text trimmed or truncated, and text changed outside the spans', () => {
    const unix = input.replace(/\r\n/g, '\n');
    const atUnix = (t: string): [number, number] => [unix.indexOf(t), unix.indexOf(t) + t.length];
    const lf = redact(unix, [[...atUnix('John Smith'), 'PATIENT'], [...atUnix('4417823'), 'MEDICALRECORD'], [...atUnix('Wong'), 'DOCTOR'], [...atUnix('03/14/2024'), 'DATE']]);
    assert.equal(restoresInput(input, lf.output, lf.spans), false, 'CRLF converted to LF');
    assert.equal(restoresInput(input, honest.output.trimEnd(), honest.spans), false, 'trailing line break trimmed');
    assert.equal(restoresInput(input, honest.output.slice(0, 46), honest.spans.filter((s) => s.end <= 46)), false, 'truncated');
    assert.equal(restoresInput(input, honest.output.replace('Seen by', 'Seen with'), honest.spans), false, 'a word changed');
  });

  it('refuses an answer cut short right after a placeholder: it cannot stand for the whole lost tail', () => {
    const long = `${input}${'Plan: continue metformin; follow up in two weeks. '.repeat(10)}`;
    const cut = honest.output.slice(0, honest.spans[1]!.end);
    assert.equal(restoresInput(long, cut, honest.spans.slice(0, 2)), false);
    const name = redact(long, [[...at('John Smith'), 'PATIENT']]);
    assert.equal(restoresInput(long, name.output, name.spans), true, 'a placeholder of ordinary length still verifies');
  });

  it('refuses a placeholder that stands for nothing, spans out of order, overlapping or outside the text', () => {
    assert.equal(restoresInput('ab', 'a[X]b', [{ start: 1, end: 4 }]), false, 'an insertion is not a redaction');
    assert.equal(restoresInput(input, honest.output, [{ start: 5, end: 3 }]), false);
    assert.equal(restoresInput(input, honest.output, [honest.spans[0]!, { start: honest.spans[0]!.start + 1, end: honest.spans[0]!.end + 1 }]), false);
    assert.equal(restoresInput(input, honest.output, [{ start: 0, end: honest.output.length + 1 }]), false);
  });

  it('an unannotated placeholder is literal text, which the input does not hold', () => {
    assert.equal(restoresInput(input, honest.output, honest.spans.slice(1)), false);
  });
});
