// Against a standalone reference service started here (real HTTP, fault injection): credentials in
// secret storage, consent per host, 401 -> credentials prompt -> retry, a stale redaction blocked,
// cancellation that stops requests, Keep Waiting, Retry after server errors, and the http:// rule.
import assert from 'node:assert/strict';
import * as vscode from 'vscode';
import { splitText } from '../../src/api/chunking';
import { MAX_TEXT_CHARS } from '../../src/api/wire';
import type { TestingApi } from '../../src/editor/testing';
import type { RunningService } from '../../src/service/options';
import { assertFindingsMatchText, closeAllEditors, openEditor, scripted, selectAll, setGlobal, until } from './support/extension';
import { longNote, NOTE } from './support/notes';
import { postsSince, startReferenceService, useLocalEngine, useService } from './support/reference-service';
import type { ScriptedPrompts } from './support/scripted-prompts';

describe('commands against a remote reference service', function () {
  this.timeout(90_000);
  let api: TestingApi;
  let prompts: ScriptedPrompts;
  let service: RunningService;

  async function withService(options: Parameters<typeof startReferenceService>[0] = {}): Promise<void> {
    service = await startReferenceService(options);
    await useService(api, prompts, service);
  }

  beforeEach(async () => {
    ({ api, prompts } = await scripted());
  });
  afterEach(async () => {
    api.usePrompts(undefined);
    await closeAllEditors();
    await useLocalEngine(api);
    await setGlobal('consent.mode', undefined);
    await setGlobal('polling.firstWaitMs', undefined);
    await setGlobal('polling.maxAttempts', undefined);
    await vscode.commands.executeCommand('textInference.clearCredentials');
    await service?.close().catch(() => undefined);
  });

  it('Set API Credentials asks for both (secret masked, kept open, empty rejected) and they are used; Clear removes them', async () => {
    await withService();
    const [idBox, secretBox] = prompts.inputs;
    assert.ok(idBox && secretBox);
    assert.equal(idBox.options.ignoreFocusOut, true);
    assert.equal(secretBox.options.password, true);
    assert.equal(secretBox.options.ignoreFocusOut, true);
    assert.ok(idBox.emptyRejected && secretBox.emptyRejected, 'empty values are rejected');
    assert.equal(await api.hasCredentials(), true);

    const editor = await openEditor(NOTE);
    assert.equal(await vscode.commands.executeCommand('textInference.findPhi'), true);
    assert.ok(service.requests().some((r) => r.method === 'POST' && r.apiId === service.keys.apiId && r.status === 201));
    assertFindingsMatchText(editor.document, api.results(editor.document.uri)?.phi ?? []);

    await vscode.commands.executeCommand('textInference.clearCredentials');
    assert.equal(await api.hasCredentials(), false);
    const before = service.requests().length;
    assert.equal(await vscode.commands.executeCommand('textInference.findPhi'), false);
    assert.ok(prompts.shown.some((s) => s.severity === 'error' && /no API credentials are set/.test(s.message) && s.actions.includes('Set Credentials')));
    assert.equal(postsSince(service, before), 0, 'nothing is sent without credentials');
  });

  it('consent refused: nothing is sent; accepted: sent, and remembered for the host', async () => {
    await withService();
    const editor = await openEditor(NOTE);
    prompts.onConfirm = () => undefined;
    assert.equal(await vscode.commands.executeCommand('textInference.findPhi'), false);
    assert.deepEqual(prompts.confirms(), [`Send text to ${new URL(service.url).host}? It may contain PHI.`]);
    assert.equal(postsSince(service), 0, 'refused: no request');
    assert.ok(prompts.messages('info').some((m) => m.includes('nothing was sent')));

    prompts.onConfirm = () => 'Send';
    assert.equal(await vscode.commands.executeCommand('textInference.findPhi'), true);
    assert.ok(postsSince(service) > 0);
    assert.equal(prompts.confirms().length, 2);
    await vscode.commands.executeCommand('textInference.findConcepts');
    assert.equal(prompts.confirms().length, 2, 'remembered per host: not asked again');
    assertFindingsMatchText(editor.document, api.results(editor.document.uri)?.concepts ?? []);
  });

  it('re-running unchanged text spends no request; Clear Results forgets the cached results', async () => {
    await withService();
    prompts.onConfirm = () => 'Send';
    await openEditor(NOTE);
    assert.equal(await vscode.commands.executeCommand('textInference.findPhi'), true);
    const afterFirst = postsSince(service);
    assert.ok(afterFirst > 0);
    assert.equal(await vscode.commands.executeCommand('textInference.findPhi'), true);
    assert.equal(postsSince(service), afterFirst, 'the unchanged text is answered from the in-memory cache');
    await vscode.commands.executeCommand('textInference.clearResults');
    assert.equal(await vscode.commands.executeCommand('textInference.findPhi'), true);
    assert.ok(postsSince(service) > afterFirst, 'after Clear Results the service is asked again');
  });

  it('consent mode askEveryTime asks before every run', async () => {
    await withService();
    await setGlobal('consent.mode', 'askEveryTime');
    await until(() => api.settings()['consent.mode'] === 'askEveryTime', 'consent mode to apply');
    await openEditor(NOTE);
    await vscode.commands.executeCommand('textInference.findPhi');
    await vscode.commands.executeCommand('textInference.findPhi');
    assert.equal(prompts.confirms().length, 2);
  });

  it('a rejected key (401/403) leads to the credentials prompt, and Retry then succeeds', async () => {
    await withService();
    const good = service.keys;
    const editor = await openEditor(NOTE);
    prompts.inputAnswers = [good.apiId, 'wrong-secret'];
    await vscode.commands.executeCommand('textInference.setCredentials');
    await until(() => api.hasCredentials(), 'wrong credentials stored');

    prompts.onNotify = (severity, message, actions) => {
      if (actions.includes('Update Credentials')) {
        prompts.inputAnswers = [good.apiId, good.apiSecret];
        return 'Update Credentials';
      }
      if (actions.includes('Retry') && message === 'API credentials saved.') return 'Retry';
      return undefined;
    };
    await vscode.commands.executeCommand('textInference.findPhi');
    assert.ok(prompts.shown.some((s) => s.severity === 'error' && /rejected the API credentials/.test(s.message)));
    assert.ok(service.requests().some((r) => r.status === 401 || r.status === 403), 'the service rejected the key');
    assert.ok((api.results(editor.document.uri)?.phi.length ?? 0) > 0, 'the retried run stored its results');
    assert.ok(service.requests().some((r) => r.method === 'POST' && r.status === 201));
    // Update Credentials offered the key id already stored; the secret box stays empty.
    const update = prompts.inputs.filter((i) => /\(1\/2\)/.test(i.options.title ?? '')).at(-1);
    assert.equal(update?.options.value, good.apiId);
    assert.equal(prompts.inputs.filter((i) => /\(2\/2\)/.test(i.options.title ?? '')).at(-1)?.options.value, undefined);
  });

  it('an edit while a slow redaction is pending blocks it and says so', async () => {
    await withService({ processing: { 'redact-phi': 1500 } });
    const editor = await openEditor(NOTE);
    const running = vscode.commands.executeCommand<boolean>('textInference.redactPhi');
    await until(() => postsSince(service, 0, 'redact-phi') > 0, 'the redaction request to be sent');
    await editor.edit((b) => b.insert(new vscode.Position(0, 0), 'Edited meanwhile.\n'));
    assert.equal(await running, false);
    assert.equal(editor.document.getText(), `Edited meanwhile.\n${NOTE}`, 'nothing replaced');
    assert.ok(prompts.messages('warning').some((m) => /document changed while the service was redacting/.test(m)));
  });

  it('results computed during an edit are moved through it', async () => {
    await withService({ processing: { 'identify-phi': 1200 } });
    const editor = await openEditor(NOTE);
    const running = vscode.commands.executeCommand<boolean>('textInference.findPhi');
    await until(() => postsSince(service, 0, 'identify-phi') > 0, 'the request to be sent');
    await editor.edit((b) => b.insert(new vscode.Position(0, 0), 'Inserted line.\n'));
    assert.equal(await running, true);
    const phi = api.results(editor.document.uri)?.phi ?? [];
    assert.ok(phi.length > 5);
    assertFindingsMatchText(editor.document, phi);
  });

  it('Cancel running requests stops the run: no request after the cancel, no error shown', async () => {
    await withService({ processing: 2000 });
    const note = longNote(30_000);
    await openEditor(note);
    const running = vscode.commands.executeCommand<boolean>('textInference.findPhi');
    // Every part's POST must have landed before the cancel: once the first is acknowledged the others go
    // at once, and one still in flight when the count is taken would arrive after it. The first poll
    // comes a second later, so the count is stable until then.
    const parts = splitText(note, MAX_TEXT_CHARS).length;
    await until(() => postsSince(service) === parts && api.runsInFlight() === 1, `all ${parts} parts submitted`);
    prompts.pickAnswers = ['Cancel running requests'];
    await vscode.commands.executeCommand('textInference.showActions');
    const countAtCancel = service.requests().length;
    assert.equal(await running, false);
    assert.equal(api.runsInFlight(), 0);
    // Long enough for a poll or a next chunk to have gone out had the run continued.
    await new Promise((r) => setTimeout(r, 2500));
    assert.equal(service.requests().length, countAtCancel, 'no request after the cancel');
    assert.deepEqual(prompts.messages('error'), [], 'a cancel is silent');
  });

  it('Keep Waiting resumes polling a slow result and stores it', async () => {
    await withService({ processing: { 'identify-phi': 2500 } });
    await setGlobal('polling.firstWaitMs', 50);
    await setGlobal('polling.maxAttempts', 1);
    await until(() => api.settings()['polling.maxAttempts'] === 1, 'polling settings to apply');
    const editor = await openEditor(NOTE);
    prompts.onNotify = (_s, _m, actions) => (actions.includes('Keep Waiting') ? 'Keep Waiting' : undefined);
    assert.equal(await vscode.commands.executeCommand('textInference.findPhi'), true);
    const asked = prompts.shown.find((s) => /has not finished after \d+ s\. Keep waiting for the result\?/.test(s.message));
    assert.ok(asked, prompts.messages().join(' | '));
    assert.deepEqual(asked.actions, ['Keep Waiting', 'Stop'], 'Keep waiting and Stop in one place');
    assert.equal(postsSince(service, 0, 'identify-phi'), 1, 'kept polling the same request');
    assertFindingsMatchText(editor.document, api.results(editor.document.uri)?.phi ?? []);
  });

  it('Stop ends a run that outlived the schedule, silently and without storing anything', async () => {
    await withService({ processing: { 'identify-phi': 60_000 } });
    await setGlobal('polling.firstWaitMs', 50);
    await setGlobal('polling.maxAttempts', 1);
    await until(() => api.settings()['polling.maxAttempts'] === 1, 'polling settings to apply');
    const editor = await openEditor(NOTE);
    prompts.onNotify = (_s, _m, actions) => (actions.includes('Stop') ? 'Stop' : undefined);
    assert.equal(await vscode.commands.executeCommand('textInference.findPhi'), false);
    assert.equal(api.results(editor.document.uri)?.phi.length ?? 0, 0);
    assert.deepEqual(prompts.messages('error'), []);
    assert.deepEqual(api.pendingWaits(), []);
  });

  it('closing the question parks the run (status bar says so); Keep waiting from Show Actions finishes it later', async () => {
    await withService({ processing: { 'identify-phi': 2500 } });
    await setGlobal('polling.firstWaitMs', 50);
    await setGlobal('polling.maxAttempts', 1);
    await until(() => api.settings()['polling.maxAttempts'] === 1, 'polling settings to apply');
    const editor = await openEditor(NOTE);
    let asked = false;
    prompts.onNotify = (_s, _m, actions) => {
      if (actions.includes('Keep Waiting')) asked = true;
      return undefined; // the user closes the notification without an answer
    };
    const running = vscode.commands.executeCommand<boolean>('textInference.findPhi');
    await until(() => asked && api.pendingWaits().some((w) => w.parked), 'the run to be parked');
    assert.equal(api.runsInFlight(), 0, 'a parked run is not in flight');
    assert.match(api.statusBar().text, /· 1 paused$/);
    assert.ok(prompts.statuses.some((m) => /Find PHI is paused; Keep Waiting is in Show Actions until \d\d:\d\d/.test(m)), prompts.statuses.join(' | '));
    // Resume from Show Actions; a resume before the job is done parks it again (the question is closed
    // again), so resume until it comes back.
    let finished: boolean | undefined;
    void running.then((r) => (finished = r));
    await until(async () => {
      if (finished !== undefined) return true;
      if (api.pendingWaits().some((w) => w.parked)) {
        prompts.pickAnswers = ['Keep waiting: Find PHI'];
        await vscode.commands.executeCommand('textInference.showActions');
      }
      return false;
    }, 'the resumed run to finish');
    assert.equal(finished, true);
    assert.equal(postsSince(service, 0, 'identify-phi'), 1, 'resumed the same request');
    assertFindingsMatchText(editor.document, api.results(editor.document.uri)?.phi ?? []);
    assert.deepEqual(api.pendingWaits(), []);
  });

  it('the status bar names the remote service and says what its numbers are', async () => {
    await withService();
    const host = new URL(service.url).host;
    assert.equal(api.statusBar().text, `$(cloud) Text Inference: remote ${host}`);
    await openEditor(NOTE);
    assert.equal(await vscode.commands.executeCommand('textInference.findPhi'), true);
    const { tooltip } = api.statusBar();
    assert.match(tooltip, new RegExp(`remote service at ${host.replace(/\./g, '\\.')}`));
    assert.match(tooltip, /Request budget left this minute: \d+ of 10 submissions, \d+ of 300 result checks\./);
    assert.match(tooltip, /No run in progress\./);
  });

  it('server errors offer Retry and Open Log; Retry runs again', async () => {
    await withService({ faults: [{ method: 'POST', kind: '500' }] });
    const editor = await openEditor(NOTE);
    prompts.onNotify = (severity, _m, actions) => {
      if (severity !== 'error' || !actions.includes('Retry')) return undefined;
      service.setFaults([]);
      return 'Retry';
    };
    await vscode.commands.executeCommand('textInference.findConcepts');
    const error = prompts.shown.find((s) => s.severity === 'error');
    assert.ok(error);
    assert.deepEqual(error.actions, ['Retry', 'Open Log']);
    assert.ok(!error.message.includes('Maria'), 'no text in the message');
    assert.ok((api.results(editor.document.uri)?.concepts.length ?? 0) > 0, 'the retry stored results');
  });

  it('a service that keeps rate limiting ends in a warning with Retry and Open Log', async () => {
    await withService({ faults: [{ method: 'POST', kind: '429', retryAfterSeconds: 1 }] });
    await openEditor(NOTE);
    assert.equal(await vscode.commands.executeCommand('textInference.findPhi'), false);
    const warning = prompts.shown.find((s) => s.severity === 'warning' && /rate limiting/.test(s.message));
    assert.ok(warning, prompts.messages().join(' | '));
    assert.deepEqual(warning.actions, ['Retry', 'Open Log']);
    assert.ok(service.requests().filter((r) => r.status === 429).length >= 2, 'the client retried before giving up');
  });

  it('an unreachable service ends in an error with Retry and Open Log', async () => {
    await withService();
    await service.close();
    await openEditor(NOTE);
    assert.equal(await vscode.commands.executeCommand('textInference.findPhi'), false);
    const error = prompts.shown.find((s) => s.severity === 'error');
    assert.ok(error, prompts.messages().join(' | '));
    assert.deepEqual(error.actions, ['Retry', 'Open Log']);
  });

  it('multi-cursor sends each selection as its own request', async () => {
    await withService();
    const editor = await openEditor(NOTE);
    selectAll(editor, 'Patient: Maria Gonzalez', 'Phone: (555) 201-4433', 'chest pain');
    await vscode.commands.executeCommand('textInference.findPhi');
    assert.equal(postsSince(service, 0, 'identify-phi'), 3);
    assertFindingsMatchText(editor.document, api.results(editor.document.uri)?.phi ?? []);
  });

  it('plain http to a non-loopback host is refused with a pointer to the setting', async () => {
    await setGlobal('serviceUrl', 'http://inference.example.org');
    await until(() => api.settings().serviceUrl === 'http://inference.example.org', 'the setting to apply');
    await openEditor(NOTE);
    assert.equal(await vscode.commands.executeCommand('textInference.findPhi'), false);
    const error = prompts.shown.find((s) => s.severity === 'error');
    assert.ok(error && /textInference\.serviceUrl/.test(error.message) && error.actions.includes('Open Settings'));
  });

  it('Select Service writes the URL to user settings (validated) and back to the local engine', async () => {
    service = await startReferenceService();
    prompts.pickAnswers = ['Remote service'];
    prompts.inputAnswers = [service.url];
    await vscode.commands.executeCommand('textInference.selectService');
    const inspected = vscode.workspace.getConfiguration('textInference').inspect('serviceUrl');
    assert.equal(inspected?.globalValue, service.url);
    assert.equal(prompts.inputs[0]?.emptyRejected, true);
    const said = await prompts.inputs[0]?.options.validateInput?.('http://example.org');
    assert.ok(typeof said === 'string' && /only allowed for this machine/.test(said), 'plain http elsewhere is rejected in the box');
    prompts.pickAnswers = ['Local engine'];
    await vscode.commands.executeCommand('textInference.selectService');
    await until(() => api.serviceLabel() === 'Local engine', 'back to the local engine');
  });
});
