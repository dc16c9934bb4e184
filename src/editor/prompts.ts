// Every question and message the extension puts to the user goes through Prompts, so one object owns
// that surface. In the extension host test run (ExtensionMode.Test only) the integration tests swap in
// scripted answers through the testing hook, since VS Code's input boxes and modals cannot be answered
// from the extension host.
import * as vscode from 'vscode';

export type Severity = 'info' | 'warning' | 'error';

export interface Prompts {
  inputBox(options: vscode.InputBoxOptions): Thenable<string | undefined>;
  quickPick<T extends vscode.QuickPickItem>(items: readonly T[], options: vscode.QuickPickOptions): Thenable<T | undefined>;
  /** A multi-select quick pick (items with `picked` start selected); undefined when dismissed. */
  pickMany<T extends vscode.QuickPickItem>(items: readonly T[], options: vscode.QuickPickOptions): Thenable<readonly T[] | undefined>;
  /** A save dialog; undefined when dismissed. */
  saveDialog(options: vscode.SaveDialogOptions): Thenable<vscode.Uri | undefined>;
  /** A non-modal notification; resolves with the chosen action, if any. */
  notify(severity: Severity, message: string, ...actions: string[]): Thenable<string | undefined>;
  /** A modal warning with a Cancel button; resolves with the chosen action, undefined on Cancel. */
  confirm(message: string, detail: string, ...actions: string[]): Thenable<string | undefined>;
  /** A routine note in the status bar (replacing the previous one), gone after `ms`: nothing to dismiss. */
  status(message: string, ms?: number): void;
}

const STATUS_MS = 10_000;

export class WindowPrompts implements Prompts, vscode.Disposable {
  private note: vscode.Disposable | undefined;

  status(message: string, ms = STATUS_MS): void {
    this.note?.dispose();
    this.note = vscode.window.setStatusBarMessage(message, ms);
  }

  dispose(): void {
    this.note?.dispose();
  }

  inputBox(options: vscode.InputBoxOptions): Thenable<string | undefined> {
    return vscode.window.showInputBox(options);
  }

  quickPick<T extends vscode.QuickPickItem>(items: readonly T[], options: vscode.QuickPickOptions): Thenable<T | undefined> {
    return vscode.window.showQuickPick(items, options);
  }

  pickMany<T extends vscode.QuickPickItem>(items: readonly T[], options: vscode.QuickPickOptions): Thenable<readonly T[] | undefined> {
    return vscode.window.showQuickPick(items, { ...options, canPickMany: true });
  }

  saveDialog(options: vscode.SaveDialogOptions): Thenable<vscode.Uri | undefined> {
    return vscode.window.showSaveDialog(options);
  }

  notify(severity: Severity, message: string, ...actions: string[]): Thenable<string | undefined> {
    switch (severity) {
      case 'info':
        return vscode.window.showInformationMessage(message, ...actions);
      case 'warning':
        return vscode.window.showWarningMessage(message, ...actions);
      case 'error':
        return vscode.window.showErrorMessage(message, ...actions);
    }
  }

  async confirm(message: string, detail: string, ...actions: string[]): Promise<string | undefined> {
    const items: vscode.MessageItem[] = [...actions.map((title) => ({ title })), { title: vscode.l10n.t('Cancel'), isCloseAffordance: true }];
    const chosen = await vscode.window.showWarningMessage(message, { modal: true, detail }, ...items);
    return chosen === undefined || chosen.isCloseAffordance ? undefined : chosen.title;
  }
}

/** Delegates to the window, or to scripted answers while a test has installed them. */
export class SwitchablePrompts implements Prompts, vscode.Disposable {
  private override: Prompts | undefined;

  constructor(private readonly window: WindowPrompts = new WindowPrompts()) {}

  status(message: string, ms?: number): void {
    this.current.status(message, ms);
  }

  dispose(): void {
    this.window.dispose();
  }

  use(prompts: Prompts | undefined): void {
    this.override = prompts;
  }

  private get current(): Prompts {
    return this.override ?? this.window;
  }

  inputBox(options: vscode.InputBoxOptions): Thenable<string | undefined> {
    return this.current.inputBox(options);
  }

  quickPick<T extends vscode.QuickPickItem>(items: readonly T[], options: vscode.QuickPickOptions): Thenable<T | undefined> {
    return this.current.quickPick(items, options);
  }

  pickMany<T extends vscode.QuickPickItem>(items: readonly T[], options: vscode.QuickPickOptions): Thenable<readonly T[] | undefined> {
    return this.current.pickMany(items, options);
  }

  saveDialog(options: vscode.SaveDialogOptions): Thenable<vscode.Uri | undefined> {
    return this.current.saveDialog(options);
  }

  notify(severity: Severity, message: string, ...actions: string[]): Thenable<string | undefined> {
    return this.current.notify(severity, message, ...actions);
  }

  confirm(message: string, detail: string, ...actions: string[]): Thenable<string | undefined> {
    return this.current.confirm(message, detail, ...actions);
  }
}
