import * as assert from 'node:assert/strict';
import * as vscode from 'vscode';
import { ResultsStore } from '../../../src/editor/results/store';
import { NOTE, closeAll, newConcept, nextChange, notePhi, openNote, textOf, until } from './helpers';

describe('presentation: results store in the extension host', () => {
  let store: ResultsStore;

  beforeEach(() => {
    store = new ResultsStore();
  });
  afterEach(async () => {
    store.dispose();
    await closeAll();
  });

  it('stores findings for the current version and answers point queries with every overlapping item', async () => {
    const editor = await openNote();
    const document = editor.document;
    const changed = nextChange(store, document.uri);
    const outcome = store.setPhi(document, document.version, notePhi(document));
    await changed;
    assert.deepEqual(outcome, { stored: 6, droppedByEdits: 0 });
    store.setConcepts(document, document.version, [newConcept(document, 'type 2 diabetes mellitus'), newConcept(document, 'diabetes', { name: 'Diabetes' })]);
    const results = store.get(document.uri);
    assert.equal(results?.version, document.version);
    assert.deepEqual(results?.coverage, { concepts: 'document', phi: 'document' });
    const inside = document.getText().indexOf('diabetes') + 2;
    assert.deepEqual(store.at(document.uri, inside).map((f) => (f.slot === 'concepts' ? f.concept.name : f.item.type)).sort(), ['Diabetes', 'Diabetes Mellitus, Non-Insulin-Dependent']);
    assert.deepEqual(store.at(document.uri, document.getText().indexOf('John')).map((f) => f.slot), ['phi']);
  });

  it('moves findings through typing: shifts those after, drops the touched one, keeps those before', async () => {
    const editor = await openNote();
    const document = editor.document;
    store.setPhi(document, document.version, notePhi(document));
    const mrn = document.getText().indexOf('4417823');
    await editor.edit((b) => b.insert(document.positionAt(mrn + 3), '9')); // inside the MRN
    await editor.edit((b) => b.insert(document.positionAt(0), 'Adult ')); // before everything
    const results = store.get(document.uri);
    assert.equal(results?.version, document.version);
    assert.deepEqual(results?.phi.map((f) => f.item.type), ['PATIENT', 'DATE', 'HOSPITAL', 'DOCTOR', 'CITY']);
    for (const f of results?.phi ?? []) assert.equal(textOf(document, f), f.item.text);
  });

  it('applies the several changes of one multi-cursor edit correctly', async () => {
    const editor = await openNote();
    const document = editor.document;
    store.setPhi(document, document.version, notePhi(document));
    const text = document.getText();
    // One event with three changes: before "John", inside "Springfield", and at the start of line 2.
    await editor.edit((b) => {
      b.insert(document.positionAt(text.indexOf('Patient')), '* ');
      b.replace(new vscode.Range(document.positionAt(text.indexOf('Springfield')), document.positionAt(text.indexOf('Springfield') + 6)), 'Sprung');
      b.insert(new vscode.Position(1, 0), '>> ');
    });
    const results = store.get(document.uri);
    assert.deepEqual(results?.phi.map((f) => f.item.type), ['PATIENT', 'MEDICALRECORD', 'DATE', 'HOSPITAL', 'DOCTOR']);
    for (const f of results?.phi ?? []) assert.equal(textOf(document, f), f.item.text, f.item.type);
  });

  it('moves results that arrive late through the edits made since they were computed', async () => {
    const editor = await openNote();
    const document = editor.document;
    const computedAt = document.version;
    const late = notePhi(document); // offsets for the text as it was
    await editor.edit((b) => b.insert(new vscode.Position(0, 0), 'NOTE: '));
    const name = document.getText().indexOf('Alice');
    await editor.edit((b) => b.delete(new vscode.Range(document.positionAt(name), document.positionAt(name + 1))));
    const outcome = store.setPhi(document, computedAt, late);
    assert.deepEqual(outcome, { stored: 5, droppedByEdits: 1 });
    for (const f of store.get(document.uri)?.phi ?? []) assert.equal(textOf(document, f), f.item.text);
  });

  it('refuses results from a version it cannot account for, storing nothing', async () => {
    const editor = await openNote();
    const document = editor.document;
    assert.equal(store.setPhi(document, document.version + 5, notePhi(document)), undefined);
    assert.equal(store.setPhi(document, document.version - 1, notePhi(document)), undefined);
    assert.equal(store.get(document.uri), undefined);
  });

  it('replaces a slot on a new run and keeps the other slot', async () => {
    const editor = await openNote();
    const document = editor.document;
    store.setPhi(document, document.version, notePhi(document));
    store.setConcepts(document, document.version, [newConcept(document, 'metformin', { type: 'Medications' })]);
    store.setPhi(document, document.version, notePhi(document).slice(0, 2));
    const results = store.get(document.uri);
    assert.equal(results?.phi.length, 2);
    assert.equal(results?.concepts.length, 1);
    store.clear(document.uri);
    assert.equal(store.get(document.uri), undefined);
  });

  it('drops a document’s state when it closes', async () => {
    const editor = await openNote(NOTE + '\nclosing');
    const document = editor.document;
    store.setPhi(document, document.version, notePhi(document));
    await vscode.commands.executeCommand('workbench.action.revertAndCloseActiveEditor');
    await until(() => document.isClosed, 'the untitled document to close');
    assert.equal(store.get(document.uri), undefined);
  });
});
