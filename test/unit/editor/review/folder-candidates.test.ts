// The Review PHI view's Folder scan section without vscode: a file's scan result split into findings and
// candidates, and each candidate's row (line, type, rule in words; text only when kept and not masked).
import assert from 'node:assert/strict';
import type { Finding } from '../../../../src/batch/findings';
import { REVIEW_RULES_TEXT } from '../../../../src/deid/review-rules';
import { candidateFiles, candidateRow, folderCount, splitCandidates } from '../../../../src/editor/review/folder-candidates.pure';

const finding = (type: string, line: number, extra: Partial<Finding> = {}): Finding => ({ type, line, column: 4, endLine: line, endColumn: 12, offset: 10, length: 8, score: 0.9, hash: 'h', ...extra });

describe('folder scan review candidates', () => {
  it('splits a file into findings and candidates, keeping the file and its size on both', () => {
    const phi = finding('PATIENT', 1);
    const doubt = finding('LOCATION', 2, { score: 0.3, review: true, rule: 'review.place-position' });
    const { findings, candidates } = splitCandidates({ file: 'a/b.txt', chars: 99, findings: [phi, doubt] });
    assert.deepEqual(findings, { file: 'a/b.txt', chars: 99, findings: [phi] });
    assert.deepEqual(candidates, { file: 'a/b.txt', chars: 99, findings: [doubt] });
  });

  it('a candidate row says its line, type and rule in words; the text only when kept and unmasked', () => {
    const c = finding('LOCATION', 7, { score: 0.35, review: true, rule: 'review.place-position', text: 'Tullymore' });
    const shown = candidateRow(c, false);
    assert.equal(shown.label, '“Tullymore”');
    assert.equal(shown.description, `LOCATION? · line 7 · ${REVIEW_RULES_TEXT['review.place-position']}`);
    assert.match(shown.tooltip, /score 0\.35/);
    const masked = candidateRow(c, true);
    assert.equal(masked.label, 'LOCATION? · line 7');
    assert.equal(masked.description, REVIEW_RULES_TEXT['review.place-position']);
    for (const part of [masked.label, masked.description, masked.tooltip]) assert.ok(!part.includes('Tullymore'), part);
    const noText = candidateRow({ ...c, text: undefined }, false);
    assert.equal(noText.label, 'LOCATION? · line 7');
  });

  it('a candidate from a service without rule ids, or an unknown rule, still reads', () => {
    assert.equal(candidateRow(finding('NAME', 1, { review: true }), true).description, 'proposed by the service');
    assert.equal(candidateRow(finding('NAME', 1, { review: true, rule: 'review.new-rule' }), true).description, 'review.new-rule');
  });

  it('lists only files with candidates, with their count', () => {
    const files = candidateFiles([
      { file: 'x.txt', chars: 1, findings: [] },
      { file: 'y.txt', chars: 1, findings: [finding('NAME', 1, { review: true })] },
      { file: 'z.txt', chars: 1, findings: [finding('NAME', 1, { review: true }), finding('DATE', 2, { review: true })] },
    ]);
    assert.deepEqual(files.map((f) => [f.file, f.count]), [['y.txt', '1 candidate'], ['z.txt', '2 candidates']]);
  });

  it('counts a file or section: its candidates before any decision, then what is left to review of them', () => {
    assert.equal(folderCount(1, 1), '1 candidate');
    assert.equal(folderCount(3, 3), '3 candidates');
    assert.equal(folderCount(3, 2), '2 to review of 3');
    assert.equal(folderCount(3, 0), '0 to review of 3');
  });
});
