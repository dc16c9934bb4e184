// Getting at the extension under test and the editor state the tests drive.
import assert from 'node:assert/strict';
import * as vscode from 'vscode';
import type { ExtensionApi, TestingApi } from '../../../src/editor/testing';
import type { Finding } from '../../../src/editor/results/types';
import { ScriptedPrompts } from './scripted-prompts';

export const EXTENSION_ID = 'clinical-text-tools.text-inference';

export async function testingApi(): Promise<TestingApi> {
  const extension = vscode.extensions.getExtension<ExtensionApi>(EXTENSION_ID);
  assert.ok(extension, `${EXTENSION_ID} is not installed`);
  const api = await extension.activate();
  assert.ok(api.testing, 'the testing hook is only returned in ExtensionMode.Test');
  return api.testing;
}

/** Installs fresh scripted prompts for one test; restore with `api.usePrompts(undefined)`. */
export async function scripted(): Promise<{ api: TestingApi; prompts: ScriptedPrompts }> {
  const api = await testingApi();
  const prompts = new ScriptedPrompts();
  api.usePrompts(prompts);
  return { api, prompts };
}

export async function openEditor(content: string, language = 'plaintext'): Promise<vscode.TextEditor> {
  const document = await vscode.workspace.openTextDocument({ content, language });
  return vscode.window.showTextDocument(document);
}

export function selectAll(editor: vscode.TextEditor, ...texts: string[]): void {
  const text = editor.document.getText();
  editor.selections = texts.map((t) => {
    const at = text.indexOf(t);
    assert.ok(at >= 0, `fixture text not found: ${t}`);
    return new vscode.Selection(editor.document.positionAt(at), editor.document.positionAt(at + t.length));
  });
}

/** Closes every editor without save prompts (test documents are untitled and dirty). */
export async function closeAllEditors(): Promise<void> {
  for (let i = 0; i < 20 && vscode.window.visibleTextEditors.length > 0; i++) {
    await vscode.commands.executeCommand('workbench.action.revertAndCloseActiveEditor');
  }
  await vscode.commands.executeCommand('workbench.action.closeAllEditors');
}

/** The text a finding claims to cover, for checking against the document at its range. */
export function claimedText(finding: Finding): string {
  return finding.slot === 'concepts' ? finding.concept.text : finding.item.text;
}

/** Every stored finding covers exactly the text it claims. */
export function assertFindingsMatchText(document: vscode.TextDocument, findings: readonly Finding[]): void {
  const text = document.getText();
  for (const f of findings) assert.equal(text.slice(f.start, f.end), claimedText(f), `finding at ${f.start}-${f.end}`);
}

/** Polls a condition (no timing is asserted: the deadline only stops a hung test). */
export async function until(condition: () => boolean | Promise<boolean>, what: string, deadlineMs = 20_000): Promise<void> {
  const end = Date.now() + deadlineMs;
  while (!(await condition())) {
    if (Date.now() > end) assert.fail(`gave up waiting for: ${what}`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

export async function setGlobal(key: string, value: unknown): Promise<void> {
  await vscode.workspace.getConfiguration('textInference').update(key, value, vscode.ConfigurationTarget.Global);
}
