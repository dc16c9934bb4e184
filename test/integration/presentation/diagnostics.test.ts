import * as assert from 'node:assert/strict';
import * as vscode from 'vscode';
import { Config } from '../../../src/editor/config/config';
import { DiagnosticsController } from '../../../src/editor/diagnostics/diagnostics';
import { ResultsStore } from '../../../src/editor/results/store';
import { closeAll, notePhi, openNote, until, withSetting } from './helpers';

describe('presentation: PHI in the Problems panel', () => {
  let store: ResultsStore;
  let config: Config;
  let diagnostics: DiagnosticsController;

  beforeEach(() => {
    store = new ResultsStore();
    config = new Config();
    diagnostics = new DiagnosticsController(store, config);
  });
  afterEach(async () => {
    diagnostics.dispose();
    config.dispose();
    store.dispose();
    await closeAll();
  });

  const ours = (uri: vscode.Uri): vscode.Diagnostic[] => vscode.languages.getDiagnostics(uri).filter((d) => d.source === 'Text Inference');

  it('publishes one Information diagnostic per PHI item, coded by phi_type, with its text; masked on request', async () => {
    const { document } = await openNote();
    store.setPhi(document, document.version, notePhi(document));
    const list = await until(() => ours(document.uri).length === 6 && ours(document.uri), 'six diagnostics');
    const patient = list.find((d) => d.code === 'PATIENT');
    assert.equal(patient?.message, 'PHI “John Smith”: PATIENT (PERSON), score 97%');
    assert.equal(patient?.severity, vscode.DiagnosticSeverity.Information);
    assert.equal(document.getText(patient?.range), 'John Smith');
    assert.equal(list.find((d) => d.code === 'HOSPITAL')?.message, 'PHI “Mercy General Hospital”: HOSPITAL, score 60%');
    // A category equal to the type is not repeated ("PHI: DATE (DATE)" said DATE three times with the code).
    assert.equal(list.find((d) => d.code === 'DATE')?.message, 'PHI “03/14/2024”: DATE, score 99%');
    await withSetting('privacy.maskPhiText', true, async () => {
      await until(() => ours(document.uri).find((d) => d.code === 'PATIENT')?.message === 'PHI: PATIENT (PERSON), score 97%', 'masked messages');
      for (const d of ours(document.uri)) assert.doesNotMatch(d.message, /John|Smith|4417823|Mercy|Alice|Wong|Springfield|03\/14/);
    });
  });

  it('follows edits, and removes everything when the results are cleared', async () => {
    const editor = await openNote();
    const document = editor.document;
    store.setPhi(document, document.version, notePhi(document));
    const at = document.getText().indexOf('Smith');
    await editor.edit((b) => b.insert(document.positionAt(at), 'J. '));
    assert.deepEqual(diagnostics.published(document.uri).map((d) => d.code), ['MEDICALRECORD', 'DATE', 'HOSPITAL', 'DOCTOR', 'CITY']);
    assert.equal(document.getText(diagnostics.published(document.uri)[0]?.range), '4417823');
    store.clear(document.uri);
    assert.equal(diagnostics.published(document.uri).length, 0);
  });

  it('uses the configured severity, or none when off, and honours minimumScore', async () => {
    const { document } = await openNote();
    store.setPhi(document, document.version, notePhi(document));
    await withSetting('diagnostics.severity', 'error', async () => {
      await until(() => diagnostics.published(document.uri)[0]?.severity === vscode.DiagnosticSeverity.Error, 'errors');
    });
    await withSetting('diagnostics.severity', 'off', async () => {
      await until(() => diagnostics.published(document.uri).length === 0, 'no diagnostics');
    });
    await withSetting('minimumScore', 0.9, async () => {
      const list = await until(() => diagnostics.published(document.uri).length === 4 && diagnostics.published(document.uri), 'four above 0.9');
      assert.deepEqual(list.map((d) => d.code), ['PATIENT', 'MEDICALRECORD', 'DATE', 'DOCTOR']);
    });
  });
});
