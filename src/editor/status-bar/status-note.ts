// A short-lived status bar message that the next one replaces (rather than stacking), removed on dispose.
import * as vscode from 'vscode';

export class StatusNote implements vscode.Disposable {
  private current: vscode.Disposable | undefined;

  show(text: string, ms: number): void {
    this.current?.dispose();
    this.current = vscode.window.setStatusBarMessage(text, ms);
  }

  dispose(): void {
    this.current?.dispose();
    this.current = undefined;
  }
}
