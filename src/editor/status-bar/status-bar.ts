// One status bar item: which service text goes to, how many runs are in flight, a spinner while busy.
// Clicking it opens Show Actions.
import * as vscode from 'vscode';
import { COMMANDS } from '../commands/command-ids';
import type { Activity } from '../run/activity';

export interface ServiceLabelSource {
  /** "Local engine", the remote host, or a short note that the setting is invalid. */
  readonly label: string;
  readonly isLocal: boolean;
  /** The local engine's lexicon once loaded ("full lexicon, 6,861 concepts"). */
  readonly lexicon?: string | undefined;
  readonly onDidChange: vscode.Event<void>;
}

export class StatusBar implements vscode.Disposable {
  private readonly item = vscode.window.createStatusBarItem('textInference.status', vscode.StatusBarAlignment.Right, 100);
  private readonly subscriptions: vscode.Disposable[];

  constructor(
    private readonly service: ServiceLabelSource,
    private readonly activity: Activity,
  ) {
    this.item.name = 'Text Inference';
    this.item.command = COMMANDS.showActions;
    this.subscriptions = [service.onDidChange(() => this.render()), activity.onDidChange(() => this.render())];
    this.render();
    this.item.show();
  }

  private render(): void {
    const busy = this.activity.count;
    const icon = busy > 0 ? '$(sync~spin)' : this.service.isLocal ? '$(shield)' : '$(cloud)';
    this.item.text = busy > 0 ? `${icon} ${this.service.label} · ${busy}` : `${icon} ${this.service.label}`;
    const where = this.service.isLocal ? 'the local engine (text stays on this machine)' : this.service.label;
    const inFlight = busy === 0 ? 'Idle' : `${busy} ${busy === 1 ? 'run' : 'runs'} in flight`;
    const lexicon = this.service.isLocal && this.service.lexicon ? `\nLocal engine: ${this.service.lexicon}.` : '';
    this.item.tooltip = `Text Inference — sends text to ${where}. ${inFlight}. Click for actions.${lexicon}`;
  }

  dispose(): void {
    for (const s of this.subscriptions) s.dispose();
    this.item.dispose();
  }
}
