// Scripted answers for the extension's Prompts (installed through its test-mode hook): records every
// message, question and input box, and answers from handlers a test sets. Input boxes run the
// extension's own validateInput, so a test sees what a user would be told.
import type * as vscode from 'vscode';
import type { Prompts, Severity } from '../../../src/editor/prompts';

export interface Shown {
  readonly kind: 'notify' | 'confirm';
  readonly severity: Severity;
  readonly message: string;
  readonly actions: readonly string[];
}

export interface AskedInput {
  readonly options: vscode.InputBoxOptions;
  readonly answer: string | undefined;
  /** What validateInput said about the empty string and about the answer. */
  readonly emptyRejected: boolean;
}

type Answer = string | undefined;

export class ScriptedPrompts implements Prompts {
  readonly shown: Shown[] = [];
  readonly inputs: AskedInput[] = [];
  readonly picks: string[][] = [];
  /** Status bar notes, in order. */
  readonly statuses: string[] = [];
  /** Answers input boxes in order. */
  inputAnswers: Answer[] = [];
  /** By default the scripted user applies a redaction preview and dismisses everything else. */
  onNotify: (severity: Severity, message: string, actions: readonly string[]) => Answer | Promise<Answer> = (_s, _m, actions) =>
    actions.includes('Apply Redaction') ? 'Apply Redaction' : undefined;
  onConfirm: (message: string) => Answer = () => 'Send';
  /** Chooses a quick pick item by a label substring. */
  pickAnswers: string[] = [];

  async inputBox(options: vscode.InputBoxOptions): Promise<string | undefined> {
    const answer = this.inputAnswers.shift();
    const emptyRejected = options.validateInput ? Boolean(await options.validateInput('')) : false;
    if (answer !== undefined && options.validateInput) {
      const problem = await options.validateInput(answer);
      if (problem) throw new Error(`scripted answer rejected by validateInput: ${typeof problem === 'string' ? problem : problem.message}`);
    }
    this.inputs.push({ options, answer, emptyRejected });
    return answer;
  }

  /** The title of each quick pick, in order (as the user reads it above the items). */
  readonly pickTitles: string[] = [];

  quickPick<T extends vscode.QuickPickItem>(items: readonly T[], options?: vscode.QuickPickOptions): Promise<T | undefined> {
    this.picks.push(items.map((i) => i.label));
    this.pickTitles.push(options?.title ?? '');
    const wanted = this.pickAnswers.shift();
    return Promise.resolve(wanted === undefined ? undefined : items.find((i) => i.label.includes(wanted)));
  }

  /** Answers save dialogs in order. */
  saveAnswers: (vscode.Uri | undefined)[] = [];

  /** The options of each save dialog, in order. */
  readonly saveOptions: vscode.SaveDialogOptions[] = [];

  saveDialog(options?: vscode.SaveDialogOptions): Promise<vscode.Uri | undefined> {
    if (options) this.saveOptions.push(options);
    return Promise.resolve(this.saveAnswers.shift());
  }

  /** Answers multi-select picks with the labels to select (undefined: dismissed). */
  pickManyAnswers: (string[] | undefined)[] = [];

  pickMany<T extends vscode.QuickPickItem>(items: readonly T[]): Promise<readonly T[] | undefined> {
    this.picks.push(items.map((i) => i.label));
    const wanted = this.pickManyAnswers.shift();
    return Promise.resolve(wanted === undefined ? undefined : items.filter((i) => wanted.includes(i.label)));
  }

  async notify(severity: Severity, message: string, ...actions: string[]): Promise<string | undefined> {
    this.shown.push({ kind: 'notify', severity, message, actions });
    return this.onNotify(severity, message, actions);
  }

  async confirm(message: string, _detail: string, ...actions: string[]): Promise<string | undefined> {
    this.shown.push({ kind: 'confirm', severity: 'warning', message, actions });
    return Promise.resolve(this.onConfirm(message));
  }

  status(message: string): void {
    this.statuses.push(message);
  }

  messages(severity?: Severity): string[] {
    return this.shown.filter((s) => s.kind === 'notify' && (!severity || s.severity === severity)).map((s) => s.message);
  }

  confirms(): string[] {
    return this.shown.filter((s) => s.kind === 'confirm').map((s) => s.message);
  }
}
