// Shared set-up for the presentation glue tests: documents opened in real editors, findings placed by
// searching the document's own text, settings changed and restored, and waiting on real events.
import * as vscode from 'vscode';
import type { Concept, PhiItem } from '../../../src/api/results';
import type { NewConcept, NewPhi, ResultsStoreApi } from '../../../src/editor/results/types';

export const NOTE = [
  'Patient John Smith (MRN 4417823) was seen on 03/14/2024 at Mercy General Hospital.',
  'History of type 2 diabetes mellitus; takes metformin 500 mg twice daily.',
  'Follow up with Dr. Alice Wong in Springfield.',
].join('\n');

export async function openNote(text = NOTE): Promise<vscode.TextEditor> {
  const document = await vscode.workspace.openTextDocument({ content: text, language: 'plaintext' });
  return vscode.window.showTextDocument(document, { preview: false });
}

export async function closeAll(): Promise<void> {
  for (let i = 0; i < 20 && vscode.window.visibleTextEditors.length > 0; i++) {
    await vscode.commands.executeCommand('workbench.action.revertAndCloseActiveEditor');
  }
}

function locate(document: vscode.TextDocument, text: string, occurrence = 0): { start: number; end: number } {
  const all = document.getText();
  let start = -1;
  for (let i = 0; i <= occurrence; i++) start = all.indexOf(text, start + 1);
  if (start < 0) throw new Error(`fixture text not in the document: ${text}`);
  return { start, end: start + text.length };
}

export function newPhi(document: vscode.TextDocument, text: string, type: string, category: string | undefined, score = 0.95, occurrence = 0): NewPhi {
  const { start, end } = locate(document, text, occurrence);
  const item: PhiItem = { start, end, text, type, ...(category ? { category } : {}), score };
  return { start, end, item };
}

export function newConcept(document: vscode.TextDocument, text: string, overrides: Partial<Concept> = {}, model: NewConcept['model'] = 'structure'): NewConcept {
  const { start, end } = locate(document, text);
  const concept: Concept = {
    start,
    end,
    text,
    conceptId: 'UMLS:C0011860',
    cui: 'C0011860',
    name: 'Diabetes Mellitus, Non-Insulin-Dependent',
    type: 'Medical Conditions',
    scoreId: 0.93,
    scoreType: 0.88,
    ...overrides,
  };
  return { start, end, model, concept };
}

/** The standard PHI of NOTE. */
export function notePhi(document: vscode.TextDocument): NewPhi[] {
  return [
    newPhi(document, 'John Smith', 'PATIENT', 'PERSON', 0.97),
    newPhi(document, '4417823', 'MEDICALRECORD', 'IDENTIFIER', 0.9),
    newPhi(document, '03/14/2024', 'DATE', 'DATE', 0.99),
    newPhi(document, 'Mercy General Hospital', 'HOSPITAL', undefined, 0.6),
    newPhi(document, 'Alice Wong', 'DOCTOR', 'PERSON', 0.95),
    newPhi(document, 'Springfield', 'CITY', 'LOCATION', 0.8),
  ];
}

/** Polls a condition on real state; gives up (a liveness bound, not a speed check) after ~20 s. */
export async function until<T>(probe: () => T | undefined | false, what: string): Promise<T> {
  for (let attempt = 0; attempt < 1000; attempt++) {
    const value = probe();
    if (value !== undefined && value !== false) return value;
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error(`never happened: ${what}`);
}

export function nextChange(store: ResultsStoreApi, uri: vscode.Uri): Promise<void> {
  return new Promise((resolve) => {
    const sub = store.onDidChange((changed) => {
      if (changed.toString() !== uri.toString()) return;
      sub.dispose();
      resolve();
    });
  });
}

type SettingValue = string | number | boolean | undefined;

/** Sets `textInference.<key>` globally for the duration of `body`, restoring it afterwards. */
export async function withSetting<T>(key: string, value: SettingValue, body: () => Promise<T>): Promise<T> {
  const configuration = vscode.workspace.getConfiguration('textInference');
  const before = configuration.inspect(key)?.globalValue as SettingValue;
  await configuration.update(key, value, vscode.ConfigurationTarget.Global);
  try {
    return await body();
  } finally {
    await vscode.workspace.getConfiguration('textInference').update(key, before, vscode.ConfigurationTarget.Global);
  }
}

export function textOf(document: vscode.TextDocument, span: { start: number; end: number }): string {
  return document.getText(new vscode.Range(document.positionAt(span.start), document.positionAt(span.end)));
}
