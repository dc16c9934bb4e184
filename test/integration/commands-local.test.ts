// Every model command against the local engine (the default; its worker threads, no HTTP): on a document, on a selection,
// on several selections (multi-cursor); results stored at the right document offsets; Redact PHI in one
// undo step; embeddings as a JSON document; a 30,000-character note chunked and placed correctly.
import assert from 'node:assert/strict';
import * as vscode from 'vscode';
import type { TestingApi } from '../../src/editor/testing';
import { assertFindingsMatchText, closeAllEditors, openEditor, scripted, selectAll } from './support/extension';
import { longNote, NOTE } from './support/notes';
import { useLocalEngine } from './support/reference-service';
import type { ScriptedPrompts } from './support/scripted-prompts';

describe('commands on the local engine', function () {
  this.timeout(60_000);
  let api: TestingApi;
  let prompts: ScriptedPrompts;

  beforeEach(async () => {
    ({ api, prompts } = await scripted());
    await useLocalEngine(api);
  });
  afterEach(async () => {
    api.usePrompts(undefined);
    await closeAllEditors();
  });

  it('Find Concepts on the whole document stores concepts whose ranges hold their text', async () => {
    const editor = await openEditor(NOTE);
    assert.equal(await vscode.commands.executeCommand('textInference.findConcepts'), true);
    const results = api.results(editor.document.uri);
    assert.ok(results && results.concepts.length >= 10, 'concepts stored');
    assertFindingsMatchText(editor.document, results.concepts);
    assert.ok(results.concepts.every((c) => c.model === 'structure'));
    assert.ok(results.concepts.some((c) => c.concept.text === 'lisinopril'), 'the last line of the note was analysed');
    assert.ok(prompts.statuses.some((m) => new RegExp(`^\\$\\(check\\) Found ${results.concepts.length} concepts`).test(m)), prompts.statuses.join(' | '));
    assert.deepEqual(prompts.messages('info'), [], 'a routine summary is no toast');
    assert.deepEqual(prompts.confirms(), [], 'the local engine never asks for consent');
    const status = api.statusBar();
    assert.equal(status.text, '$(shield) Text Inference: local engine');
    assert.match(status.tooltip, /Lexicon: (built-in|full) lexicon, [\d,]+ concepts/);
    assert.match(status.tooltip, /No run in progress/);
    assert.ok(api.localEngineWorkersStarted() >= 1, 'the engine ran on a worker thread, not the extension host');
  });

  it('Find Concepts on a selection analyses only the selection and maps offsets back', async () => {
    const editor = await openEditor(NOTE, 'markdown');
    selectAll(editor, 'presented with chest pain and shortness of breath');
    await vscode.commands.executeCommand('textInference.findConcepts');
    const results = api.results(editor.document.uri);
    assert.ok(results);
    assert.deepEqual(results.concepts.map((c) => c.concept.text).sort(), ['chest pain', 'shortness of breath']);
    assertFindingsMatchText(editor.document, results.concepts);
  });

  it('Find Concepts with Ontology Codes stores structure-ontologies results with codes', async () => {
    const editor = await openEditor(NOTE);
    await vscode.commands.executeCommand('textInference.findConceptsWithOntologies');
    const results = api.results(editor.document.uri);
    assert.ok(results && results.concepts.length > 0);
    assert.ok(results.concepts.every((c) => c.model === 'structure-ontologies'));
    assert.ok(results.concepts.some((c) => Object.keys(c.concept.ontologies ?? {}).length > 0), 'some concept carries ontology codes');
    assertFindingsMatchText(editor.document, results.concepts);
  });

  it('Find PHI on the document; the summary counts items and types but shows no PHI', async () => {
    const editor = await openEditor(NOTE);
    assert.equal(await vscode.commands.executeCommand('textInference.findPhi'), true);
    const results = api.results(editor.document.uri);
    assert.ok(results && results.phi.length >= 8);
    assertFindingsMatchText(editor.document, results.phi);
    const types = new Set(results.phi.map((p) => p.item.type));
    assert.ok(types.has('PATIENT') && types.has('PHONE'));
    const summary = prompts.statuses.find((m) => m.includes('Found'));
    assert.equal(summary, `$(check) Found ${results.phi.length} PHI items (${types.size} types).`);
    for (const p of results.phi) assert.ok(!summary.includes(p.item.text));
  });

  it('Find PHI with several selections sends each separately and places each result', async () => {
    const editor = await openEditor(NOTE);
    selectAll(editor, 'Phone: (555) 201-4433', 'Patient: Maria Gonzalez');
    await vscode.commands.executeCommand('textInference.findPhi');
    const results = api.results(editor.document.uri);
    assert.ok(results);
    assert.deepEqual(results.phi.map((p) => `${p.item.type}:${p.item.text}`).sort(), ['PATIENT:Maria Gonzalez', 'PHONE:(555) 201-4433']);
    assertFindingsMatchText(editor.document, results.phi);
  });

  it('a new run of a model replaces its earlier results; Clear Results empties them', async () => {
    const editor = await openEditor(NOTE);
    await vscode.commands.executeCommand('textInference.findPhi');
    selectAll(editor, 'Patient: Maria Gonzalez');
    await vscode.commands.executeCommand('textInference.findPhi');
    assert.deepEqual(api.results(editor.document.uri)?.phi.map((p) => p.item.text), ['Maria Gonzalez']);
    await vscode.commands.executeCommand('textInference.clearResults');
    const after = api.results(editor.document.uri);
    assert.equal((after?.phi.length ?? 0) + (after?.concepts.length ?? 0), 0);
  });

  it('Redact PHI replaces the PHI in place, and one undo restores the note', async () => {
    const editor = await openEditor(NOTE);
    assert.equal(await vscode.commands.executeCommand('textInference.redactPhi'), true);
    const redacted = editor.document.getText();
    assert.ok(redacted.includes('Patient: [PATIENT]'), 'patient name redacted');
    assert.ok(redacted.includes('Phone: [PHONE]'));
    assert.ok(!redacted.includes('Maria Gonzalez') && !redacted.includes('201-4433'));
    assert.ok(redacted.includes('type 2 diabetes mellitus'), 'health information stays');
    assert.ok(prompts.statuses.some((m) => /^\$\(check\) Redacted \d+ PHI items/.test(m)));
    await vscode.commands.executeCommand('undo');
    assert.equal(editor.document.getText(), NOTE);
  });

  it('Redact PHI on several selections replaces each and leaves the rest, in one undo step', async () => {
    const editor = await openEditor(NOTE);
    selectAll(editor, 'Patient: Maria Gonzalez', 'Attending: Dr. Alan Whitfield');
    await vscode.commands.executeCommand('textInference.redactPhi');
    const text = editor.document.getText();
    assert.ok(text.includes('Patient: [PATIENT]') && text.includes('Attending: Dr. [DOCTOR]'));
    assert.ok(text.includes('MRN: 00482913'), 'text outside the selections is untouched');
    await vscode.commands.executeCommand('undo');
    assert.equal(editor.document.getText(), NOTE);
  });

  it('Get Embedding opens a JSON document with 1024 numbers; Copy Embedding Vector copies it', async () => {
    const editor = await openEditor(NOTE);
    selectAll(editor, 'chest pain and shortness of breath');
    assert.equal(await vscode.commands.executeCommand('textInference.getEmbedding'), true);
    const shown = vscode.window.activeTextEditor?.document;
    // A read-only virtual document: never dirty, so closing it never asks to save.
    assert.ok(shown && shown.uri.scheme === 'text-inference-embedding' && shown.languageId === 'json', shown?.uri.toString());
    assert.equal(shown.isDirty, false);
    const body = JSON.parse(shown.getText()) as { model: string; inputLength: number; dimensions: number; embedding: number[] };
    assert.equal(body.model, 'embeddings');
    assert.equal(body.inputLength, 'chest pain and shortness of breath'.length);
    assert.equal(body.dimensions, 1024);
    assert.equal(body.embedding.length, 1024);
    assert.deepEqual(api.lastEmbedding(), body.embedding);
    await vscode.env.clipboard.writeText('');
    await vscode.commands.executeCommand('textInference.copyEmbedding');
    assert.deepEqual(JSON.parse(await vscode.env.clipboard.readText()), body.embedding);
  });

  it('Get Embedding over 10,000 characters offers one vector per part (with ranges) or their mean, labelled as such', async () => {
    const note = longNote(12_000);
    // A URI no earlier test used: VS Code restores the editor state (a selection) kept for a reused
    // untitled URI, sometimes after the test has set its own, and a short selection would be embedded.
    const uri = vscode.Uri.parse(`untitled:long-note-${Date.now()}.txt`);
    const editor = await vscode.window.showTextDocument(await vscode.workspace.openTextDocument(uri));
    await editor.edit((b) => b.insert(new vscode.Position(0, 0), note));
    editor.selection = new vscode.Selection(0, 0, 0, 0);
    assert.equal(vscode.window.activeTextEditor?.document, editor.document, 'the long note is the active editor');
    // With the document's URI, as the editor's context menu passes it.
    prompts.pickAnswers = ['One vector per part'];
    assert.equal(await vscode.commands.executeCommand('textInference.getEmbedding', editor.document.uri), true);
    assert.deepEqual(prompts.picks.at(-1), ['$(list-ordered) One vector per part', '$(symbol-operator) Mean of the part vectors']);
    const perPart = JSON.parse(vscode.window.activeTextEditor?.document.getText() ?? '') as {
      kind: string;
      inputLength: number;
      parts: { start: number; end: number; embedding: number[] }[];
    };
    assert.match(perPart.kind, /one vector per part/);
    assert.ok(perPart.parts.length >= 2);
    assert.equal(perPart.parts[0]?.start, 0);
    assert.equal(perPart.parts.at(-1)?.end, note.length, 'the parts cover the note');
    assert.ok(perPart.parts.every((p) => p.embedding.length === 1024));

    await vscode.window.showTextDocument(editor.document);
    prompts.pickAnswers = ['Mean of the part vectors'];
    assert.equal(await vscode.commands.executeCommand('textInference.getEmbedding', editor.document.uri), true);
    const mean = JSON.parse(vscode.window.activeTextEditor?.document.getText() ?? '') as { kind: string; parts: unknown[]; embedding: number[] };
    assert.match(mean.kind, /^mean of \d+ part vectors/);
    assert.match(mean.kind, /not an embedding of the whole text/);
    assert.equal(mean.embedding.length, 1024);
    assert.equal(mean.parts.length, perPart.parts.length);

    await vscode.window.showTextDocument(editor.document);
    prompts.pickAnswers = [];
    assert.equal(await vscode.commands.executeCommand('textInference.getEmbedding', editor.document.uri), false, 'dismissing the choice sends nothing');
  });

  it('an empty (whitespace) selection sends nothing and says so', async () => {
    const editor = await openEditor('   \n\n  ');
    editor.selection = new vscode.Selection(0, 0, 1, 0);
    // With the document's URI, as the context menu passes it: the run must not pick up another editor that
    // a previous test's document left active for a moment.
    assert.equal(await vscode.commands.executeCommand('textInference.findPhi', editor.document.uri), false);
    assert.ok(prompts.messages('info').includes('Nothing to send: the selection is empty.'));
  });

  it('a 30,000-character note is chunked and every result lands at its offsets', async () => {
    const note = longNote(30_000);
    assert.ok(note.length >= 30_000);
    const editor = await openEditor(note);
    await vscode.commands.executeCommand('textInference.findPhi');
    await vscode.commands.executeCommand('textInference.findConcepts');
    const results = api.results(editor.document.uri);
    assert.ok(results);
    assertFindingsMatchText(editor.document, results.phi);
    assertFindingsMatchText(editor.document, results.concepts);
    // Beyond the first two 10,000-character chunks too.
    assert.ok(results.phi.some((p) => p.start > 20_000) && results.concepts.some((c) => c.start > 20_000));
    const visits = note.split('Visit ').length - 1;
    assert.equal(results.phi.filter((p) => p.item.type === 'PHONE').length, visits, 'one phone per visit, none lost at chunk edges');
  });
});
