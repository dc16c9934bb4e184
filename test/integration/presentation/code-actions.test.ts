import * as assert from 'node:assert/strict';
import * as vscode from 'vscode';
import { RedactionCodeActions, REDACT_ALL_KIND, SOURCE_REDACT_KIND } from '../../../src/editor/redaction/code-actions';
import { Redactor } from '../../../src/editor/redaction/redactor';
import { Config } from '../../../src/editor/config/config';
import { DiagnosticsController } from '../../../src/editor/diagnostics/diagnostics';
import { Log } from '../../../src/editor/log';
import { ResultsStore } from '../../../src/editor/results/store';
import { NOTE, closeAll, newPhi, notePhi, openNote, until, withSetting } from './helpers';

describe('presentation: redaction code actions', () => {
  let store: ResultsStore;
  let config: Config;
  let log: Log;
  let diagnostics: DiagnosticsController;
  let provider: RedactionCodeActions;
  let redactor: Redactor;
  let analyses: number;

  beforeEach(() => {
    store = new ResultsStore();
    config = new Config();
    log = new Log('Text Inference (presentation tests)');
    diagnostics = new DiagnosticsController(store, config);
    provider = new RedactionCodeActions(store, config);
    analyses = 0;
    // These instances are not wired to the extension's pipeline; the analyse-first path is covered
    // through the real extension in extension.test.ts. Here an analysis must never be needed.
    redactor = new Redactor(store, log, () => {
      analyses++;
      return Promise.resolve(false);
    });
  });
  afterEach(async () => {
    provider.dispose();
    diagnostics.dispose();
    log.dispose();
    config.dispose();
    store.dispose();
    await closeAll();
  });

  /** Our actions at a range (other providers' actions, if any, are ignored). */
  async function actionsAt(document: vscode.TextDocument, range: vscode.Range, kind?: vscode.CodeActionKind): Promise<vscode.CodeAction[]> {
    const all = await vscode.commands.executeCommand<vscode.CodeAction[]>('vscode.executeCodeActionProvider', document.uri, range, kind?.value);
    return all.filter((a) => a.command?.command.startsWith('textInference.redact'));
  }

  /** Runs an action's command on our own redactor (the registered command belongs to the extension's instance). */
  function run(action: vscode.CodeAction | undefined): Promise<boolean> {
    assert.ok(action?.command, 'an action with a command');
    const [args] = action.command.arguments ?? [];
    switch (action.command.command) {
      case 'textInference.redactItem':
        return redactor.redactItem(args);
      case 'textInference.redactAllInSelection':
        return redactor.redactAllInSelection(args);
      case 'textInference.redactAllInDocument':
        return redactor.redactAllInDocument(args);
      default:
        throw new Error(`unexpected command ${action.command.command}`);
    }
  }

  function rangeOf(document: vscode.TextDocument, text: string): vscode.Range {
    const start = document.getText().indexOf(text);
    return new vscode.Range(document.positionAt(start), document.positionAt(start + text.length));
  }

  it('declares its kinds statically', () => {
    assert.deepEqual(RedactionCodeActions.providedCodeActionKinds.map((k) => k.value), ['quickfix', 'quickfix.textInference.redactAll', 'source.textInference.redactAllPhi']);
  });

  it('offers a preferred quick fix naming its target on a PHI item, attached to its diagnostic', async () => {
    const { document } = await openNote();
    store.setPhi(document, document.version, notePhi(document));
    const diagnostic = await until(() => vscode.languages.getDiagnostics(document.uri).find((d) => d.code === 'PATIENT'), 'the diagnostic');
    const range = rangeOf(document, 'John Smith');
    const direct = provider.provideCodeActions(document, range, { diagnostics: [diagnostic], only: undefined, triggerKind: vscode.CodeActionTriggerKind.Invoke });
    assert.equal(direct[0]?.diagnostics?.[0], diagnostic, 'the quick fix resolves its diagnostic');
    // Through the editor (vscode.executeCodeActionProvider does not return an action's diagnostics).
    const actions = await actionsAt(document, range);
    const fix = actions.find((a) => a.title === "Redact 'John Smith' as [PATIENT]");
    assert.equal(fix?.kind?.value, 'quickfix');
    assert.equal(fix?.isPreferred, true);
    assert.deepEqual(actions.map((a) => a.title), ["Redact 'John Smith' as [PATIENT]", 'Redact all PHI in selection', 'Redact all PHI in document']);
    assert.deepEqual(await actionsAt(document, rangeOf(document, 'History')), [], 'nothing where there is no PHI');
  });

  it('on a selection of several items: "Redact all N items in selection" on top, then each item by its text', async () => {
    const { document } = await openNote();
    store.setPhi(document, document.version, notePhi(document));
    const firstLine = document.lineAt(0).range;
    const diagnostics = await until(() => {
      const list = vscode.languages.getDiagnostics(document.uri).filter((d) => firstLine.contains(d.range));
      return list.length === 4 && list;
    }, 'the first line’s diagnostics');
    const direct = provider.provideCodeActions(document, firstLine, { diagnostics, only: undefined, triggerKind: vscode.CodeActionTriggerKind.Invoke });
    assert.equal(direct[0]?.title, 'Redact all 4 items in selection');
    assert.equal(direct[0]?.isPreferred, true);
    assert.equal(direct[0]?.diagnostics?.length, 4, 'attached to every item’s diagnostic, so the editor lists it first');
    const titles = (await actionsAt(document, firstLine)).map((a) => a.title);
    assert.equal(titles[0], 'Redact all 4 items in selection');
    assert.deepEqual(titles.slice(1).sort(), [
      "Redact '03/14/2024' as [DATE]",
      "Redact '4417823' as [MEDICALRECORD]",
      "Redact 'John Smith' as [PATIENT]",
      "Redact 'Mercy General Hospital' as [HOSPITAL]",
      'Redact all PHI in document',
    ]);
    await withSetting('privacy.maskPhiText', true, async () => {
      await until(() => config.get('privacy.maskPhiText'), 'the setting to reach the config');
      const masked = provider.provideCodeActions(document, firstLine, { diagnostics, only: undefined, triggerKind: vscode.CodeActionTriggerKind.Invoke });
      assert.ok(masked.some((a) => a.title === 'Redact PATIENT on line 1 as [PATIENT]'));
      assert.ok(!masked.some((a) => a.title.includes('John')));
    });
  });

  it('redacts one item in one undo step, and undo restores the text exactly', async () => {
    const { document } = await openNote();
    store.setPhi(document, document.version, notePhi(document));
    const [fix] = await actionsAt(document, rangeOf(document, '03/14/2024'), vscode.CodeActionKind.QuickFix);
    assert.equal(await run(fix), true);
    assert.equal(document.getText(), NOTE.replace('03/14/2024', '[DATE]'));
    assert.equal(store.get(document.uri)?.phi.some((f) => f.item.type === 'DATE'), false, 'the redacted item is gone from the results');
    await vscode.commands.executeCommand('undo');
    assert.equal(document.getText(), NOTE);
  });

  it('redacts all PHI in the document in one undo step', async () => {
    const editor = await openNote();
    const document = editor.document;
    store.setPhi(document, document.version, notePhi(document));
    const all = (await actionsAt(document, rangeOf(document, 'Springfield'))).find((a) => a.title === 'Redact all PHI in document');
    assert.equal(all?.kind?.value, REDACT_ALL_KIND.value);
    assert.equal(await run(all), true);
    assert.equal(
      document.getText(),
      ['Patient [PATIENT] (MRN [MEDICALRECORD]) was seen on [DATE] at [HOSPITAL].', 'History of type 2 diabetes mellitus; takes metformin 500 mg twice daily.', 'Follow up with Dr. [DOCTOR] in [CITY].'].join('\n'),
    );
    await vscode.commands.executeCommand('undo');
    assert.equal(document.getText(), NOTE);
    assert.equal(analyses, 0);
  });

  it('redacts only the PHI in the selection (an item partly selected is redacted whole)', async () => {
    const editor = await openNote();
    const document = editor.document;
    store.setPhi(document, document.version, notePhi(document));
    const text = document.getText();
    const selection = new vscode.Range(document.positionAt(text.indexOf('Smith')), document.positionAt(text.indexOf('seen')));
    const action = (await actionsAt(document, selection, REDACT_ALL_KIND)).find((a) => a.title === 'Redact all 2 items in selection');
    assert.equal(await run(action), true);
    assert.equal(document.getText().split('\n')[0], 'Patient [PATIENT] (MRN [MEDICALRECORD]) was seen on 03/14/2024 at Mercy General Hospital.');
  });

  it('re-analyses the whole document when the PHI results cover only selections', async () => {
    const { document } = await openNote();
    // A Find PHI run on a selection found only the patient name; PHI elsewhere was never looked for.
    store.setPhi(document, document.version, [newPhi(document, 'John Smith', 'PATIENT', 'PERSON')], 'selection');
    assert.equal(await redactor.redactAllInDocument({ uri: document.uri.toString() }), false, 'this redactor cannot analyse');
    assert.equal(analyses, 1, 'selection-only results are not trusted for the whole document');
    assert.equal(document.getText(), NOTE, 'nothing changed');
    // The same results are fine for one item's quick fix.
    const [fix] = await actionsAt(document, rangeOf(document, 'John Smith'), vscode.CodeActionKind.QuickFix);
    assert.equal(await run(fix), true);
    assert.equal(document.getText(), NOTE.replace('John Smith', '[PATIENT]'));
  });

  it('redacts every PHI item found, also those hidden below the minimum score', async () => {
    await vscode.workspace.getConfiguration('textInference').update('minimumScore', 0.7, vscode.ConfigurationTarget.Global);
    try {
      const { document } = await openNote();
      store.setPhi(document, document.version, notePhi(document));
      assert.equal(await redactor.redactAllInDocument({ uri: document.uri.toString() }), true);
      assert.ok(document.getText().includes('at [HOSPITAL].'), 'the 0.6-score hospital is redacted too');
    } finally {
      await vscode.workspace.getConfiguration('textInference').update('minimumScore', undefined, vscode.ConfigurationTarget.Global);
    }
  });

  it('offers a source action for the whole document only when source actions are asked for', async () => {
    const { document } = await openNote();
    const range = rangeOf(document, 'History');
    const context = (only?: vscode.CodeActionKind): vscode.CodeActionContext => ({ diagnostics: [], only, triggerKind: vscode.CodeActionTriggerKind.Invoke });
    const source = provider.provideCodeActions(document, range, context(vscode.CodeActionKind.Source));
    assert.deepEqual(source.map((a) => [a.title, a.kind?.value, a.command?.command]), [['Redact all PHI in document', SOURCE_REDACT_KIND.value, 'textInference.redactAllInDocument']]);
    assert.deepEqual(provider.provideCodeActions(document, range, context()), []);
    // Through the editor's code action machinery too (the extension's own provider may add its copy).
    const viaEditor = await actionsAt(document, range, vscode.CodeActionKind.Source);
    assert.ok(viaEditor.length >= 1 && viaEditor.every((a) => a.kind?.value === SOURCE_REDACT_KIND.value));
  });

  it('never applies stale offsets: a range that no longer holds the analysed text aborts everything', async () => {
    const { document } = await openNote();
    const wrong = { ...newPhi(document, 'John Smith', 'PATIENT', 'PERSON'), item: { ...newPhi(document, 'John Smith', 'PATIENT', 'PERSON').item, text: 'Jane Smith' } };
    store.setPhi(document, document.version, [newPhi(document, '4417823', 'MEDICALRECORD', 'IDENTIFIER'), wrong]);
    assert.equal(await redactor.redactAllInDocument({ uri: document.uri.toString() }), false);
    assert.equal(document.getText(), NOTE);
  });

  it('never applies a selection computed for an older version', async () => {
    const editor = await openNote();
    const document = editor.document;
    store.setPhi(document, document.version, notePhi(document));
    const action = (await actionsAt(document, rangeOf(document, 'John Smith'))).find((a) => a.title === 'Redact all PHI in selection');
    await editor.edit((b) => b.insert(new vscode.Position(2, 0), ' '));
    const before = document.getText();
    assert.equal(await run(action), false);
    assert.equal(document.getText(), before);
  });

  it('a quick fix made before a run that finds the same again still redacts its item', async () => {
    const editor = await openNote();
    const document = editor.document;
    store.setPhi(document, document.version, notePhi(document));
    const fix = (await actionsAt(document, rangeOf(document, 'Alice Wong'), vscode.CodeActionKind.QuickFix)).find((a) => a.title.startsWith("Redact 'Alice Wong'"));
    // The same findings again, numbered anew (a second Find PHI, an automatic run).
    store.setPhi(document, document.version, notePhi(document));
    assert.equal(await run(fix), true);
    assert.ok(!document.getText().includes('Alice Wong'), document.getText());
  });

  it('refuses a redact link whose item is gone', async () => {
    const editor = await openNote();
    const document = editor.document;
    store.setPhi(document, document.version, notePhi(document));
    const [fix] = await actionsAt(document, rangeOf(document, 'Alice Wong'), vscode.CodeActionKind.QuickFix);
    const at = document.getText().indexOf('Wong');
    await editor.edit((b) => b.insert(document.positionAt(at), 'Y'));
    const before = document.getText();
    assert.equal(await run(fix), false);
    assert.equal(document.getText(), before);
    assert.equal(await redactor.redactItem({ nonsense: true }), false);
  });
});
