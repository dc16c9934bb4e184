import * as assert from 'node:assert/strict';
import * as vscode from 'vscode';
import { Config } from '../../../src/editor/config/config';
import { HoverController, copyToClipboard } from '../../../src/editor/hovers/hovers';
import { ResultsStore } from '../../../src/editor/results/store';
import { closeAll, newConcept, newPhi, notePhi, openNote, until, withSetting } from './helpers';

function hoverText(hovers: vscode.Hover[]): string {
  return hovers
    .flatMap((h) => h.contents)
    .map((c) => (typeof c === 'string' ? c : c.value))
    .join('\n');
}

describe('presentation: hovers through executeHoverProvider', () => {
  let store: ResultsStore;
  let config: Config;
  let hovers: HoverController;

  // The PHI card stands in for the Problems entry's hover, so these tests turn the Problems entries off.
  beforeEach(async () => {
    await vscode.workspace.getConfiguration('textInference').update('diagnostics.severity', 'off', vscode.ConfigurationTarget.Global);
    store = new ResultsStore();
    config = new Config();
    hovers = new HoverController(store, config);
  });
  afterEach(async () => {
    await vscode.workspace.getConfiguration('textInference').update('diagnostics.severity', undefined, vscode.ConfigurationTarget.Global);
    hovers.dispose();
    config.dispose();
    store.dispose();
    await closeAll();
  });

  async function hoverAt(document: vscode.TextDocument, text: string, inside = 1): Promise<string> {
    const position = document.positionAt(document.getText().indexOf(text) + inside);
    return hoverText(await vscode.commands.executeCommand<vscode.Hover[]>('vscode.executeHoverProvider', document.uri, position));
  }

  it('shows a concept card with MedGen link, scores and ontology codes with copy links', async () => {
    const { document } = await openNote();
    store.setConcepts(document, document.version, [
      newConcept(document, 'type 2 diabetes mellitus', { ontologies: { ICD10: [{ code: 'E11.9', name: 'Type 2 diabetes mellitus without complications', aui: 'A1234567' }] } }, 'structure-ontologies'),
    ]);
    const md = await hoverAt(document, 'diabetes');
    assert.match(md, /\*\*Diabetes Mellitus, Non\\-Insulin\\-Dependent\*\* · Medical Conditions/);
    assert.ok(md.includes('(https://www.ncbi.nlm.nih.gov/medgen/?term=C0011860'), md);
    assert.match(md, /Identification 93% · Type 88%/);
    assert.match(md, /\| ICD10 \| E11\\\.9 \| Type 2 diabetes mellitus without complications \| A1234567 \| \[\$\(copy\)\]\(command:textInference\.copyToClipboard\?/);
  });

  it('leaves out the Name and AUI columns when no code has one', async () => {
    const { document } = await openNote();
    store.setConcepts(document, document.version, [
      newConcept(document, 'type 2 diabetes mellitus', { ontologies: { ICD10: [{ code: 'E11.9' }], SNOMEDCT_US: [{ code: '44054006' }] } }, 'structure-ontologies'),
    ]);
    const md = await hoverAt(document, 'diabetes');
    assert.match(md, /^\| Ontology \| Code \| \|$/m);
    assert.match(md, /^\| SNOMEDCT_US \| 44054006 \| \[\$\(copy\)\]/m);
    assert.doesNotMatch(md, /AUI|\| — \|/, 'no column of nothing but dashes');
  });

  it('shows a PHI card with type, category, score and a Redact link; a dash when no category', async () => {
    const { document } = await openNote();
    store.setPhi(document, document.version, notePhi(document));
    const md = await hoverAt(document, 'John');
    assert.match(md, /PHI: PATIENT/);
    assert.match(md, /Category PERSON · Score 97%/);
    const patient = store.get(document.uri)?.phi.find((f) => f.item.type === 'PATIENT');
    // The span rides along, so that a run renumbering the same findings does not make the link stale.
    const args = encodeURIComponent(JSON.stringify([{ uri: document.uri.toString(), id: patient?.id, start: patient?.start, end: patient?.end }]));
    assert.ok(md.includes(`(command:textInference.redactItem?${args} `), md);
    assert.doesNotMatch(md, /John|Smith/);
    assert.match(await hoverAt(document, 'Mercy'), /Category — · Score 60%/);
  });

  it('"Why?" shows the evidence of a PHI finding on demand: the hover opens again over it with the cue and word lists', async () => {
    const editor = await openNote();
    const { document } = editor;
    const doctor = newPhi(document, 'Alice Wong', 'DOCTOR', 'PERSON');
    const evidence = { basis: 'cue', cue: { kind: 'title', word: 'Dr.', where: 'before' }, words: [['given-name'], []], dictionaries: 'loaded' } as const;
    store.setPhi(document, document.version, [{ ...doctor, item: { ...doctor.item, rule: 'person.title', evidence } }]);
    const before = await hoverAt(document, 'Alice');
    assert.match(before, /Found by: a name after a title_ · \[Why\?\]\(command:textInference\.explainPhiItem\?/);
    assert.doesNotMatch(before, /Cue:/);
    const id = store.get(document.uri)?.phi[0]?.id;
    assert.equal(await hovers.explainItem({ uri: document.uri.toString(), id }), true);
    // The cursor was put on the item, where the hover opens.
    const cursor = document.offsetAt(editor.selection.active);
    assert.ok(cursor >= doctor.start && cursor < doctor.end, `cursor at ${cursor}`);
    const after = await hoverAt(document, 'Alice');
    assert.match(after, /Cue: title before · \*\*Dr\\\.\*\*/);
    assert.match(after, /Words: given name; unknown word/);
    assert.doesNotMatch(after, /Alice|Wong/);
    // Stale or malformed arguments do nothing.
    assert.equal(await hovers.explainItem({ uri: document.uri.toString(), id: 999 }), false);
    assert.equal(await hovers.explainItem('nonsense'), false);
  });

  it('puts overlapping items in one hover, and nothing where there is no finding', async () => {
    const { document } = await openNote();
    store.setPhi(document, document.version, [newPhi(document, 'Mercy General Hospital', 'HOSPITAL', 'INSTITUTION')]);
    store.setConcepts(document, document.version, [newConcept(document, 'Hospital', { name: 'Hospitals', type: 'Procedures' })]);
    const position = document.positionAt(document.getText().indexOf('Hospital.') + 2);
    const result = await vscode.commands.executeCommand<vscode.Hover[]>('vscode.executeHoverProvider', document.uri, position);
    const ours = result.filter((h) => hoverText([h]).includes('PHI: HOSPITAL'));
    assert.equal(ours.length, 1);
    assert.match(hoverText(ours), /PHI: HOSPITAL[\s\S]*---[\s\S]*\*\*Hospitals\*\* · Procedures/);
    assert.equal(await hoverAt(document, 'History'), '');
  });

  it('with PHI in the Problems panel adds only the PHI actions (the entry above says the rest); concepts show in full', async () => {
    const { document } = await openNote();
    store.setPhi(document, document.version, notePhi(document));
    store.setConcepts(document, document.version, [newConcept(document, 'Hospital', { name: 'Hospitals', type: 'Procedures' })]);
    await withSetting('diagnostics.severity', 'information', async () => {
      await until(() => config.get('diagnostics.severity') === 'information', 'the setting to reach the config');
      const john = await hoverAt(document, 'John');
      assert.match(john, /Redact as \\\[PATIENT\\\]/);
      assert.match(john, /Not PHI: add to the allow list/);
      assert.doesNotMatch(john, /\*\*PHI: PATIENT\*\*|Category|Score/);
      const both = await hoverAt(document, 'Hospital.', 2);
      assert.doesNotMatch(both, /\*\*PHI: HOSPITAL\*\*/);
      assert.match(both, /\*\*Hospitals\*\* · Procedures/);
    });
  });

  it('hides findings below the minimum score', async () => {
    const { document } = await openNote();
    store.setPhi(document, document.version, notePhi(document));
    await withSetting('minimumScore', 0.7, async () => {
      await until(() => config.get('minimumScore') === 0.7, 'the setting to reach the config');
      assert.equal(await hoverAt(document, 'Mercy'), '');
      assert.match(await hoverAt(document, 'Springfield'), /PHI: CITY/);
    });
  });

  it('copy links put the value on the clipboard', async () => {
    assert.equal(await copyToClipboard('E11.9'), true);
    assert.equal(await vscode.env.clipboard.readText(), 'E11.9');
    assert.equal(await copyToClipboard({ not: 'text' }), false);
  });
});
