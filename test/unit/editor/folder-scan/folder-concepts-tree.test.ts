// The Folder Scan view's Concepts section without vscode: what is kept of a mention, grouping by file then
// concept with counts, and the rows' text with assertion and cue.
import assert from 'node:assert/strict';
import type { ConceptRow } from '../../../../src/batch/concept-rows';
import { ConceptSummaryBuilder } from '../../../../src/batch/concepts-scan';
import {
  assertionText,
  conceptCountRow,
  conceptsSummaryText,
  groupConceptsByFile,
  mentionRow,
  toMention,
  type ConceptMention,
} from '../../../../src/editor/folder-scan/folder-concepts-tree.pure';

function row(text: string, name: string, line: number, status: ConceptRow['assertion']['status'] = 'present', cue: string | null = null): ConceptRow {
  return {
    line,
    column: 3,
    endLine: line,
    endColumn: 3 + text.length,
    offset: 100 * line,
    length: text.length,
    text,
    conceptId: `UMLS:C${name.length}`,
    cui: `C${name.length}`,
    name,
    type: 'Drug',
    scoreId: 0.9,
    scoreType: 0.8,
    assertion: { status, cue },
    section: 'Medications',
    ontologies: { RXNORM: [{ code: '4603', name }] },
  };
}

const mention = (text: string, name: string, line: number, status?: ConceptRow['assertion']['status'], cue?: string | null): ConceptMention => toMention(row(text, name, line, status, cue));

describe('folder concepts tree (pure)', () => {
  it('keeps only position, concept and assertion of a mention: no section, scores, offsets or codes', () => {
    const m = toMention(row('Lasix', 'Furosemide', 4, 'negated', 'not on'));
    assert.deepEqual(m, { line: 4, column: 3, endLine: 4, endColumn: 8, text: 'Lasix', conceptId: 'UMLS:C10', name: 'Furosemide', type: 'Drug', status: 'negated', cue: 'not on' });
  });

  it('groups by file (files without concepts left out), then concept, most frequent first, mentions in line order', () => {
    const groups = groupConceptsByFile([
      { file: 'a.txt', mentions: [mention('Lasix', 'Furosemide', 9), mention('fever', 'Fever', 2, 'negated', 'No'), mention('furosemide', 'Furosemide', 3), mention('Lasix', 'Furosemide', 1)] },
      { file: 'empty.txt', mentions: [] },
      { file: 'sub/b.md', mentions: [mention('cough', 'Cough', 1), mention('asthma', 'Asthma', 5)] },
    ]);
    assert.deepEqual(
      groups.map((g) => [g.file, g.count, g.concepts.map((c) => [c.name, c.mentions.map((m) => m.line)])]),
      [
        ['a.txt', 4, [['Furosemide', [1, 3, 9]], ['Fever', [2]]]],
        ['sub/b.md', 2, [['Asthma', [5]], ['Cough', [1]]]],
      ],
    );
  });

  it('a concept row reads "Furosemide ×3" with how many are not present; once, its mention, assertion and line', () => {
    const [file] = groupConceptsByFile([{ file: 'a.txt', mentions: [mention('Lasix', 'Furosemide', 1), mention('Lasix', 'Furosemide', 4, 'historical', 'previously'), mention('Lasix', 'Furosemide', 7), mention('fever', 'Fever', 2, 'negated', 'No')] }]);
    const [furosemide, fever] = file!.concepts;
    assert.deepEqual({ ...conceptCountRow(furosemide!), tooltip: undefined }, { label: 'Furosemide', description: '×3 (1 not present)', tooltip: undefined });
    assert.equal(conceptCountRow(fever!).description, '“fever” · negated (cue “No”) · line 2');
    assert.match(String(conceptCountRow(fever!).tooltip), /Fever \(Drug, UMLS:C5\)/);
  });

  it('an occurrence row shows the mention, its assertion with the cue, line and column; present says nothing', () => {
    assert.deepEqual(mentionRow(mention('fever', 'Fever', 2, 'negated', 'No')), {
      label: '“fever”',
      description: 'negated (cue “No”) · line 2, column 3',
      tooltip: 'Fever (Drug, UMLS:C5): negated, cue “No”',
    });
    assert.equal(mentionRow(mention('cough', 'Cough', 6)).description, 'line 6, column 3');
    assert.equal(assertionText({ status: 'family', cue: 'Mother' }), 'family (cue “Mother”)');
    assert.equal(assertionText({ status: 'possible', cue: null }), 'possible');
    assert.equal(assertionText({ status: 'present', cue: null }), undefined);
  });

  it('the section summary counts files, concepts and those not present; marks a cancelled run', () => {
    const b = new ConceptSummaryBuilder();
    b.addText(100, [row('Lasix', 'Furosemide', 1), row('fever', 'Fever', 2, 'negated', 'No'), row('MI', 'Myocardial infarction', 3, 'historical', 'in 2019')]);
    b.addText(10, []);
    assert.equal(conceptsSummaryText(b.build(), true), '2 scanned, 1 with concepts, 3 concepts (1 historical, 1 negated)');
    assert.match(conceptsSummaryText(b.build(), false), /\(cancelled\)$/);
    assert.equal(conceptsSummaryText(undefined, false), 'Extracting…');
  });
});
