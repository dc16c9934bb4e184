import * as assert from 'node:assert/strict';
import { COMMANDS } from '../../../../src/editor/commands/command-ids';
import {
  TRUSTED_HOVER_COMMANDS,
  commandLink,
  conceptMarkdown,
  escapeMarkdown,
  hoverMarkdown,
  medGenUrl,
  phiMarkdown,
} from '../../../../src/editor/hovers/hover-markdown.pure';
import { concept, conceptFinding, phi, phiFinding } from '../presentation-fixtures';

/** The arguments of every command link in the markdown, decoded. */
function commandArgs(markdown: string, command: string): unknown[] {
  const re = new RegExp(`command:${command.replace('.', '\\.')}\\?([^)\\s"]+)`, 'g');
  return [...markdown.matchAll(re)].map((m) => JSON.parse(decodeURIComponent(m[1] ?? '')) as unknown);
}

describe('hover-markdown', () => {
  it('escapes markdown, HTML and theme-icon syntax, and folds line breaks', () => {
    assert.equal(escapeMarkdown('a*b_[c](d) <img> $(zap) |x|\n#'), 'a\\*b\\_\\[c\\]\\(d\\) \\<img\\> \\$\\(zap\\) \\|x\\| \\#');
  });

  it('shows a concept’s name, type, UMLS id linked to MedGen, both scores and a copy link', () => {
    const md = conceptMarkdown(concept(), 'structure');
    assert.match(md, /\*\*Diabetes Mellitus\*\* · Medical Conditions/);
    assert.ok(md.includes(`[UMLS:C0011849](${medGenUrl('C0011849')} `));
    assert.equal(medGenUrl('C0011849'), 'https://www.ncbi.nlm.nih.gov/medgen/?term=C0011849');
    assert.match(md, /Identification 97% · Type 91%/);
    assert.deepEqual(commandArgs(md, COMMANDS.copyToClipboard), [['UMLS:C0011849']]);
    assert.doesNotMatch(md, /\| Ontology/);
  });

  it('tabulates ontology codes in the key order ICD10, SNOMEDCT_US, CPT, HCPCS, each with a copy link', () => {
    const md = conceptMarkdown(
      concept({
        ontologies: {
          CPT: [{ code: '82947', name: 'Glucose; quantitative', aui: 'A1' }],
          ICD10: [{ code: 'E11.9', name: 'Type 2 | diabetes', aui: 'A2' }],
          SNOMEDCT_US: [{ code: '44054006' }],
        },
      }),
      'structure-ontologies',
    );
    const rows = md.split('\n').filter((l) => /^\| (ICD10|SNOMEDCT_US|CPT|HCPCS) /.test(l));
    assert.deepEqual(rows.map((r) => r.split(' | ')[0]), ['| ICD10', '| SNOMEDCT_US', '| CPT']);
    assert.ok(rows[0]?.includes('Type 2 \\| diabetes'), 'a pipe in a name does not break the table');
    assert.ok(rows[1]?.includes('| — | — |'), 'missing name and aui show a dash');
    assert.deepEqual(commandArgs(md, COMMANDS.copyToClipboard).slice(1), [['E11.9'], ['44054006'], ['82947']]);
  });

  it('says when an ontologies run gave no codes, and shows a non-UMLS id unlinked', () => {
    const md = conceptMarkdown(concept({ conceptId: 'X:1', cui: undefined }), 'structure-ontologies');
    assert.match(md, /No ontology codes/);
    assert.doesNotMatch(md, /medgen/);
    assert.match(md, /X:1/);
  });

  it('never lets a crafted name inject a link or a command', () => {
    const md = conceptMarkdown(concept({ name: '[click](command:workbench.action.terminal.new)', type: '<script>' }), 'structure');
    assert.doesNotMatch(md, /\]\(command:workbench/);
    assert.doesNotMatch(md, /<script>/);
  });

  it('shows a PHI item’s type, category or a dash, score and a Redact link with its uri and id', () => {
    const md = phiMarkdown(phi(), { uri: 'file:///n.txt', id: 7 });
    assert.match(md, /\*\*PHI: PATIENT\*\*/);
    assert.match(md, /Category PERSON · Score 97%/);
    assert.deepEqual(commandArgs(md, COMMANDS.redactItem), [[{ uri: 'file:///n.txt', id: 7 }]]);
    assert.deepEqual(commandArgs(md, COMMANDS.addToAllowList), [[{ uri: 'file:///n.txt', id: 7 }]]);
    assert.doesNotMatch(md, /John|Smith/, 'the PHI text itself is not repeated');
    assert.match(phiMarkdown(phi({ category: undefined }), { uri: 'u', id: 1 }), /Category — ·/);
  });

  it('says which local-engine rule found a PHI item, in words, and says nothing when no rule came (a remote service)', () => {
    const md = phiMarkdown(phi({ rule: 'person.credential' }), { uri: 'u', id: 1 });
    assert.match(md, /Found by: a name before a credential/);
    assert.match(phiMarkdown(phi({ rule: 'person.credential' }), { uri: 'u', id: 1 }, true), /Found by: a name before a credential/);
    assert.doesNotMatch(phiMarkdown(phi(), { uri: 'u', id: 1 }), /Found by/);
    // An id this build does not know is shown as it is, escaped.
    assert.match(phiMarkdown(phi({ rule: 'future_rule*' }), { uri: 'u', id: 1 }), /Found by: future\\_rule\\\*/);
  });

  it('offers "Why?" for an item with evidence, and shows its cue and word lists once asked', () => {
    const evidence = { basis: 'cue', cue: { kind: 'title', word: 'Dr.', where: 'before' }, words: [['given-name'], []], dictionaries: 'loaded' } as const;
    const item = phi({ rule: 'person.title', evidence });
    const asked = phiMarkdown(item, { uri: 'u', id: 3 });
    assert.match(asked, /Found by: a name after a title_ · \[Why\?\]/);
    assert.deepEqual(commandArgs(asked, COMMANDS.explainPhiItem), [[{ uri: 'u', id: 3 }]]);
    assert.doesNotMatch(asked, /Cue:/);
    const shown = phiMarkdown(item, { uri: 'u', id: 3 }, false, true);
    assert.match(shown, /Cue: title before · \*\*Dr\\\.\*\*/);
    assert.match(shown, /Words: given name; unknown word/);
    assert.doesNotMatch(shown, /Why\?/);
    assert.match(phiMarkdown(phi({ rule: 'person.title', evidence: { ...evidence, cue: null } }), { uri: 'u', id: 3 }, true, true), /Cue: _none found beside it_/);
    // No evidence (a rule but an older engine), no link; the hover asks per item.
    assert.doesNotMatch(phiMarkdown(phi({ rule: 'person.title' }), { uri: 'u', id: 3 }), /Why/);
    const both = hoverMarkdown([phiFinding({ rule: 'person.title', evidence }, { id: 1 }), phiFinding({ rule: 'person.title', evidence }, { id: 2, start: 40, end: 45 })], 'u', false, (id) => id === 2);
    assert.equal((both.match(/Cue:/g) ?? []).length, 1);
    assert.ok(TRUSTED_HOVER_COMMANDS.includes(COMMANDS.explainPhiItem));
  });

  it('puts overlapping findings in one hover, PHI first, separated by rules', () => {
    const md = hoverMarkdown([conceptFinding({}, { id: 1 }), phiFinding({}, { id: 2 })], 'untitled:Untitled-1');
    const cards = md.split('\n\n---\n\n');
    assert.equal(cards.length, 2);
    assert.match(cards[0] ?? '', /PHI: PATIENT/);
    assert.match(cards[1] ?? '', /Diabetes Mellitus/);
  });

  it('trusts only our own copy, redact, allow-list and explain commands, and encodes link arguments', () => {
    assert.deepEqual([...TRUSTED_HOVER_COMMANDS].sort(), [COMMANDS.copyToClipboard, COMMANDS.redactItem, COMMANDS.addToAllowList, COMMANDS.explainPhiItem].sort());
    assert.equal(commandLink('x.y', ["a b)(!'*"]), 'command:x.y?%5B%22a%20b%29%28%21%27%2A%22%5D');
  });
});
