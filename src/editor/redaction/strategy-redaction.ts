// Redaction with the configured strategies, on the client, over identify-phi results from any service:
// plans the replacements for a document's items with its run, and asks through the preview before a
// multi-item edit. The Redactor and the Redact PHI command call it; it never edits by itself.
import type * as vscode from 'vscode';
import { selectPhi, verdict, type SelectionSettings } from '../../deid/selection';
import { spliceText } from '../../deid/splice';
import type { RedactionTarget } from './code-actions-plan.pure';
import { planReplacements, type PhiSpan, type Replacement } from '../../deid/strategies';
import type { Config } from '../config/config';
import type { Log } from '../log';
import type { RedactionPreview } from './preview';
import type { RedactionRuns } from './redaction-runs';
import { previewMessage, strategyChoice, usesServiceLabels, type StrategyMode } from './strategy-settings.pure';

export class StrategyRedaction {
  constructor(
    private readonly config: Config,
    readonly runs: RedactionRuns,
    private readonly preview: RedactionPreview,
    private readonly log: Log,
    private readonly selection?: () => Promise<SelectionSettings>,
  ) {}

  /**
   * The one selection over items about to be redacted: for the whole document (deny-listed terms anywhere
   * in it added), or for some items (allow list, hidden types and per-type scores only).
   */
  async select<T extends RedactionTarget>(document: vscode.TextDocument, items: readonly T[], whole: boolean): Promise<RedactionTarget[]> {
    if (!this.selection) return [...items];
    const settings = await this.selection();
    const selectable = items.map((i) => ({ ...i, score: i.score ?? 1 }));
    if (!whole) return selectable.filter((i) => verdict(i, settings) === 'kept');
    return selectPhi(document.getText(), selectable, settings).items.map(({ start, end, text, type, score }) => ({ start, end, text, type, score }));
  }

  /** The settings of the one selection (Redact PHI applies them to the redact-phi model's items). */
  async selectionSettings(): Promise<SelectionSettings> {
    return this.selection ? this.selection() : {};
  }

  /** True when Redact PHI should keep the redact-phi model's own [TYPE] output. */
  usesServiceLabels(): boolean {
    return usesServiceLabels(this.config.settings);
  }

  /** Sorted, disjoint replacements for the items (overlaps merged), with the configured strategies or as labels. */
  async plan(document: vscode.TextDocument, items: readonly PhiSpan[], mode: StrategyMode): Promise<Replacement[]> {
    const choice = strategyChoice(this.config.settings, mode);
    const run = await this.runs.runFor(document.uri, choice);
    const datesPerPatient = this.config.get('redaction.dateShift.per') === 'patient';
    const replacements = planReplacements(document.getText(), items, choice, run, { datesPerPatient });
    this.log.info('planned redaction', { items: replacements.length, strategy: { id: choice.strategy }, overrides: Object.keys(choice.byType).length });
    return replacements;
  }

  /** Shows the preview (unless turned off) and resolves true when the edit may go ahead. */
  async confirm(document: vscode.TextDocument, replacements: readonly Replacement[]): Promise<boolean> {
    if (!this.config.get('redaction.preview')) return true;
    return this.preview.confirm(document, applyTo(document.getText(), replacements), previewMessage(replacements));
  }

  /** The preview of an edit already computed (the redact-phi model's output), typed by the items it replaced. */
  async confirmText(document: vscode.TextDocument, redacted: string, types: readonly string[]): Promise<boolean> {
    if (!this.config.get('redaction.preview')) return true;
    return this.preview.confirm(document, redacted, previewMessage(types.map((type) => ({ type, strategy: 'label' }))));
  }
}

/** The text with sorted, disjoint replacements applied (the one splice of src/deid). */
export const applyTo = spliceText;
