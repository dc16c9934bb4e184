// The model runs in flight, each with the AbortController its requests listen to: the status bar counts
// them and "Cancel running requests" aborts them.
import * as vscode from 'vscode';

export class Activity implements vscode.Disposable {
  private readonly running = new Set<AbortController>();
  private readonly emitter = new vscode.EventEmitter<number>();
  readonly onDidChange = this.emitter.event;

  get count(): number {
    return this.running.size;
  }

  /** Tracks the controller until the returned disposable is disposed. */
  begin(controller: AbortController): vscode.Disposable {
    this.running.add(controller);
    this.emitter.fire(this.running.size);
    return new vscode.Disposable(() => {
      if (this.running.delete(controller)) this.emitter.fire(this.running.size);
    });
  }

  cancelAll(): number {
    const controllers = [...this.running];
    for (const controller of controllers) controller.abort();
    return controllers.length;
  }

  dispose(): void {
    this.cancelAll();
    this.emitter.dispose();
  }
}
