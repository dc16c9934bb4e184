// One status bar item, named ("Text Inference: local engine" / "Text Inference: remote host:port"), with
// the runs in progress and paused; its tooltip explains them (status-text.pure.ts). Clicking it opens
// Show Actions.
import * as vscode from 'vscode';
import type { BudgetSnapshot } from '../../api/types';
import { COMMANDS } from '../commands/command-ids';
import type { Activity } from '../run/activity';
import { statusText, statusTooltip } from './status-text.pure';

export interface ServiceLabelSource {
  /** "Local engine", the remote host, or a short note that the setting is invalid. */
  readonly label: string;
  readonly isLocal: boolean;
  /** False when the service URL setting is unusable. */
  readonly isValid: boolean;
  readonly onDidChange: vscode.Event<void>;
  /** The client's budgets, once a client exists (remote only). */
  budget(): BudgetSnapshot | undefined;
  /** The local engine's lexicon once loaded ("full lexicon, 6,861 concepts"). */
  readonly lexicon?: string | undefined;
}

export interface PausedRuns {
  readonly parkedCount: number;
  readonly onDidChange: vscode.Event<void>;
}

export class StatusBar implements vscode.Disposable {
  private readonly item = vscode.window.createStatusBarItem('textInference.status', vscode.StatusBarAlignment.Right, 100);
  private readonly subscriptions: vscode.Disposable[];

  constructor(
    private readonly service: ServiceLabelSource,
    private readonly activity: Activity,
    private readonly paused: PausedRuns,
  ) {
    this.item.name = 'Text Inference';
    this.item.command = COMMANDS.showActions;
    const render = (): void => this.render();
    this.subscriptions = [service.onDidChange(render), activity.onDidChange(render), paused.onDidChange(render)];
    this.render();
    this.item.show();
  }

  /** The item's text and tooltip (for tests). */
  get shown(): { text: string; tooltip: string } {
    const tooltip = this.item.tooltip;
    return { text: this.item.text, tooltip: typeof tooltip === 'string' ? tooltip : (tooltip?.value ?? '') };
  }

  private render(): void {
    const { service } = this;
    const kind = !service.isValid ? 'invalid' : service.isLocal ? 'local' : 'remote';
    const budget = kind === 'remote' ? service.budget() : undefined;
    const lexicon = kind === 'local' ? service.lexicon : undefined;
    const facts = {
      kind,
      label: service.label,
      running: this.activity.count,
      paused: this.paused.parkedCount,
      ...(budget ? { budget } : {}),
      ...(lexicon ? { lexicon } : {}),
    } as const;
    this.item.text = statusText(facts);
    this.item.tooltip = statusTooltip(facts).join('\n');
    this.item.accessibilityInformation = { label: statusText(facts).replace(/^\$\([^)]*\) /, ''), role: 'button' };
  }

  dispose(): void {
    for (const s of this.subscriptions) s.dispose();
    this.item.dispose();
  }
}
