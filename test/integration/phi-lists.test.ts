// Allow and deny lists and per-type control through the extension: user settings, the workspace's
// shared .textinference files (trusted here; see untrusted-workspace.test.ts), the hover's "Not PHI"
// action, malformed lines in Problems, and Choose PHI Types.
import assert from 'node:assert/strict';
import * as vscode from 'vscode';
import type { TestingApi } from '../../src/editor/testing';
import { closeAllEditors, openEditor, scripted, setGlobal, until } from './support/extension';
import { NOTE } from './support/notes';
import { useLocalEngine } from './support/reference-service';
import type { ScriptedPrompts } from './support/scripted-prompts';

function folder(): vscode.Uri {
  const f = vscode.workspace.workspaceFolders?.[0];
  assert.ok(f, 'the integration run opens a workspace folder');
  return f.uri;
}
const listUri = (name: string): vscode.Uri => vscode.Uri.joinPath(folder(), '.textinference', name);

async function writeList(name: string, text: string): Promise<void> {
  await vscode.workspace.fs.writeFile(listUri(name), new TextEncoder().encode(text));
}

describe('PHI allow and deny lists, per-type control', function () {
  this.timeout(60_000);
  let api: TestingApi;
  let prompts: ScriptedPrompts;

  beforeEach(async () => {
    ({ api, prompts } = await scripted());
    await useLocalEngine(api);
  });
  afterEach(async () => {
    for (const key of ['phi.allowList', 'phi.denyList', 'phi.hiddenTypes', 'phi.minimumScoreByType']) await setGlobal(key, undefined);
    await vscode.workspace.fs.delete(vscode.Uri.joinPath(folder(), '.textinference'), { recursive: true }).then(undefined, () => undefined);
    await api.reloadLists();
    api.usePrompts(undefined);
    await closeAllEditors();
  });

  const phiTexts = (editor: vscode.TextEditor): string[] => (api.results(editor.document.uri)?.phi ?? []).map((f) => f.item.text);

  it('user lists: allowed values are hidden (and counted), denied terms are reported with their type', async () => {
    await setGlobal('phi.allowList', ['Alan Whitfield']);
    await setGlobal('phi.denyList', ['HOSPITAL: cardiology', '/Troponin/i']);
    await api.reloadLists();
    const editor = await openEditor(NOTE);
    assert.equal(await vscode.commands.executeCommand('textInference.findPhi'), true);
    assert.ok(!phiTexts(editor).includes('Alan Whitfield'));
    assert.ok(phiTexts(editor).includes('Maria Gonzalez'), 'other PHI is still found');
    const denied = api.results(editor.document.uri)?.phi.filter((f) => f.item.text === 'cardiology' || f.item.text === 'Troponin') ?? [];
    assert.deepEqual(denied.map((f) => f.item.type).sort(), ['HOSPITAL', 'ORGANIZATION']);
    assert.ok(prompts.statuses.some((m) => /1 hidden by the allow list; 2 from the deny list/.test(m)), prompts.statuses.join(' | '));
  });

  it('workspace files apply in a trusted workspace; a malformed line is skipped and shown in Problems with its line', async () => {
    await writeList('allow.txt', '# not PHI here\nMaria Gonzalez\n/[broken/\n');
    await writeList('deny.txt', 'Echocardiogram\n');
    await api.reloadLists();
    const editor = await openEditor(NOTE);
    assert.equal(await vscode.commands.executeCommand('textInference.findPhi'), true);
    assert.ok(!phiTexts(editor).includes('Maria Gonzalez'));
    assert.ok(phiTexts(editor).includes('Echocardiogram'));
    await until(() => vscode.languages.getDiagnostics(listUri('allow.txt')).length === 1, 'the malformed line in Problems');
    const [problem] = vscode.languages.getDiagnostics(listUri('allow.txt'));
    assert.equal(problem?.range.start.line, 2, 'line 3 of the file');
    assert.match(problem?.message ?? '', /invalid regular expression/);
    assert.equal(api.listsIgnoredNote(), undefined, 'a trusted workspace shows no "ignored" note');
  });

  /** Find PHI on the note, then the "Not PHI" link of the hover over a value: the item and the link's arguments. */
  async function notPhiLink(value: string): Promise<{ editor: vscode.TextEditor; id: number; args: unknown[] }> {
    const editor = await openEditor(NOTE);
    assert.equal(await vscode.commands.executeCommand('textInference.findPhi'), true);
    const item = api.results(editor.document.uri)?.phi.find((f) => f.item.text === value);
    assert.ok(item);
    const hovers = await vscode.commands.executeCommand<vscode.Hover[]>('vscode.executeHoverProvider', editor.document.uri, editor.document.positionAt(item.start + 1));
    const markdown = hovers.flatMap((h) => h.contents).map((c) => (typeof c === 'string' ? c : c.value)).join('\n');
    const link = /\[\$\(pass\) Not PHI: add to the allow list\]\(command:textInference\.addToAllowList\?([^ )]+)/.exec(markdown);
    assert.ok(link, 'the hover offers "Not PHI"');
    return { editor, id: item.id, args: JSON.parse(decodeURIComponent(link[1]!)) as unknown[] };
  }

  it('"Not PHI" from the hover adds the value to the chosen allow list and hides it at once', async () => {
    const { editor, args } = await notPhiLink('Alan Whitfield');
    prompts.pickAnswers = ['Workspace allow list'];
    assert.equal(await vscode.commands.executeCommand('textInference.addToAllowList', ...args), true);
    assert.ok(!phiTexts(editor).includes('Alan Whitfield'), 'hidden at once');
    const file = new TextDecoder().decode(await vscode.workspace.fs.readFile(listUri('allow.txt')));
    assert.match(file, /^Alan Whitfield$/m);
    assert.ok(prompts.picks.at(-1)?.some((l) => l.includes('My allow list')), 'the user list is offered too');
  });

  it('"Not PHI" from a hover made before the results were renumbered still finds its item', async () => {
    const { editor, id, args } = await notPhiLink('Alan Whitfield');
    // A list edit re-analyses open documents in the background: the same findings come back under new ids.
    assert.equal(await vscode.commands.executeCommand('textInference.findPhi'), true);
    assert.ok(!api.results(editor.document.uri)?.phi.some((f) => f.id === id), 'the run renumbered the findings');
    prompts.pickAnswers = ['My allow list'];
    assert.equal(await vscode.commands.executeCommand('textInference.addToAllowList', ...args), true);
    assert.ok(!phiTexts(editor).includes('Alan Whitfield'), 'hidden at once');
  });

  it('Choose PHI Types hides unticked types from the results and from later runs', async () => {
    const editor = await openEditor(NOTE);
    assert.equal(await vscode.commands.executeCommand('textInference.findPhi'), true);
    const types = new Set(api.results(editor.document.uri)?.phi.map((f) => f.item.type));
    assert.ok(types.has('PHONE') && types.has('PATIENT'));
    prompts.pickManyAnswers = [[...types].filter((t) => t !== 'PHONE')];
    assert.equal(await vscode.commands.executeCommand('textInference.choosePhiTypes'), true);
    await until(() => api.settings()['phi.hiddenTypes'].includes('PHONE'), 'the setting to be written');
    assert.ok(!(api.results(editor.document.uri)?.phi ?? []).some((f) => f.item.type === 'PHONE'));
    assert.equal(await vscode.commands.executeCommand('textInference.findPhi'), true);
    assert.ok(!(api.results(editor.document.uri)?.phi ?? []).some((f) => f.item.type === 'PHONE'), 'a new run hides it too');
    assert.ok(prompts.statuses.some((m) => /hidden by the PHI type settings/.test(m)));
  });
});
