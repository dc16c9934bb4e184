// The folder scan's vscode-free half: progress and ETA text, files.exclude, the summary, grouping.
import assert from 'node:assert/strict';
import type { FileFindings } from '../../../../src/batch/findings';
import { isAutoDocument, shouldAutoRun } from '../../../../src/editor/folder-scan/trigger.pure';
import { callsFor, etaFromBudget, excludeGlobs, formatEta, groupByFileThenType, progressMessage, summaryMessage } from '../../../../src/editor/folder-scan/folder-scan.pure';

const finding = (type: string, line: number) => ({ type, line, column: 1, endLine: line, endColumn: 5, offset: 0, length: 4, score: 0.9, hash: 'h' });

describe('folder scan (pure)', () => {
  it('progress reads "120 of 1,000 files", with an ETA for a remote service', () => {
    assert.equal(progressMessage(120, 1000), '120 of 1,000 files');
    assert.equal(progressMessage(0, 1), '0 of 1 file');
    assert.equal(progressMessage(10, 100, etaFromBudget(90, 10)), '10 of 100 files · about 9 min left');
    assert.equal(formatEta(12_300), 'about 13 s left');
    assert.equal(formatEta(3 * 3600_000), 'about 3 h left');
  });

  it('counts calls from file sizes (10,000 characters a call) and time from the POST budget', () => {
    assert.deepEqual([callsFor(0), callsFor(10_000), callsFor(10_001), callsFor(95_000)], [1, 1, 2, 10]);
    assert.equal(etaFromBudget(30, 10), 180_000);
  });

  it('turns files.exclude into folder and file globs, leaving out false and conditional entries', () => {
    assert.deepEqual(excludeGlobs({ '**/.git': true, '**/tmp/': true, '**/*.js': { when: '$(basename).ts' }, '**/keep': false }), ['**/.git', '**/.git/**', '**/tmp', '**/tmp/**']);
    assert.deepEqual(excludeGlobs(undefined), []);
  });

  it('summarises files, PHI, types and skips', () => {
    const s = { filesScanned: 1000, filesWithPhi: 3, findings: 7, byType: { PATIENT: 5, DATE: 2 }, skipped: 2, skippedByReason: { binary: 2 }, ioErrors: 0, chars: 10 };
    assert.equal(summaryMessage(s, 'Local engine'), 'Scanned 1,000 files (Local engine): 3 with PHI, 7 items (PATIENT 5, DATE 2); 2 skipped.');
    assert.equal(summaryMessage({ ...s, filesWithPhi: 0, findings: 0, byType: {}, skipped: 0 }, 'x'), 'Scanned 1,000 files (x): no PHI found.');
    assert.equal(summaryMessage({ ...s, reviewCandidates: 4 }, 'x'), 'Scanned 1,000 files (x): 3 with PHI, 7 items (PATIENT 5, DATE 2); 4 to review (Review PHI view); 2 skipped.');
  });

  it('groups by file (scan order, files with findings only), then type (most frequent first)', () => {
    const files: FileFindings[] = [
      { file: 'b.txt', chars: 1, findings: [finding('DATE', 1), finding('PATIENT', 2), finding('PATIENT', 3)] },
      { file: 'a.txt', chars: 1, findings: [] },
      { file: 'c.txt', chars: 1, findings: [finding('PHONE', 1)] },
    ];
    const groups = groupByFileThenType(files);
    assert.deepEqual(groups.map((g) => [g.file, g.count, g.types.map((t) => `${t.type}:${t.findings.length}`)]), [['b.txt', 3, ['PATIENT:2', 'DATE:1']], ['c.txt', 1, ['PHONE:1']]]);
  });
});

describe('PHI trigger modes (pure)', () => {
  const local = { kind: 'local' } as const;
  const remote = { kind: 'remote', host: 'inference.example.org' } as const;

  it('manual never runs; onSave runs on save; onType runs as you type on the local engine', () => {
    for (const event of ['save', 'type'] as const) assert.equal(shouldAutoRun({ trigger: 'manual', event, target: local, consentedHosts: [] }), false);
    assert.equal(shouldAutoRun({ trigger: 'onSave', event: 'save', target: local, consentedHosts: [] }), true);
    assert.equal(shouldAutoRun({ trigger: 'onSave', event: 'type', target: local, consentedHosts: [] }), false);
    assert.equal(shouldAutoRun({ trigger: 'onType', event: 'type', target: local, consentedHosts: [] }), true);
  });

  it('a remote service: never as you type, on save only for a host already consented to', () => {
    assert.equal(shouldAutoRun({ trigger: 'onType', event: 'type', target: remote, consentedHosts: [remote.host] }), false);
    assert.equal(shouldAutoRun({ trigger: 'onSave', event: 'save', target: remote, consentedHosts: [] }), false);
    assert.equal(shouldAutoRun({ trigger: 'onSave', event: 'save', target: remote, consentedHosts: ['other.org'] }), false);
    assert.equal(shouldAutoRun({ trigger: 'onSave', event: 'save', target: remote, consentedHosts: [remote.host] }), true);
  });

  it('looks only at text-like files on disk and plain-text or Markdown untitled documents', () => {
    const include = ['**/*.{txt,md}'];
    assert.equal(isAutoDocument('file', 'notes/a.TXT', 'plaintext', include), true);
    assert.equal(isAutoDocument('file', 'src/a.ts', 'typescript', include), false);
    assert.equal(isAutoDocument('untitled', 'Untitled-1', 'markdown', include), true);
    assert.equal(isAutoDocument('git', 'notes/a.txt', 'plaintext', include), false);
  });
});
