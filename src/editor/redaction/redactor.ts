// Redaction in place from identify-phi results: one WorkspaceEdit (one undo step) replacing each PHI range
// with its bracketed label. Results must match the document's current version and every range must still
// hold the analysed text; otherwise nothing changes and the user is told why. With no PHI results for the
// document it runs Find PHI first.
import * as vscode from 'vscode';
import { z } from 'zod';
import { planRedaction, withinRanges, type RedactionTarget } from './code-actions-plan.pure';
import type { Log } from '../log';
import type { RedactionUndo } from './redaction-undo';
import type { StrategyRedaction } from './strategy-redaction';
import type { StrategyMode } from './strategy-settings.pure';
import type { Span } from '../results/track-edits.pure';
import type { DocumentResults, PhiFinding, ResultsStoreApi } from '../results/types';

const uriArg = z.string().min(1);
const offset = z.number().int().nonnegative();
// strategy: 'configured' (the quick fix for the configured strategy) or 'label' ([TYPE], the default).
// start/end: the item's span when the action was made. A run that finds the same again numbers its findings
// anew; the quick fix made a moment before then still finds its item by span (the text check of
// planRedaction still refuses a span that no longer holds the analysed text).
export const RedactItemArgsSchema = z.object({ uri: uriArg, id: z.number().int(), strategy: z.enum(['configured', 'label']).optional(), start: offset.optional(), end: offset.optional() });
export const RedactRangesArgsSchema = z.object({
  uri: uriArg,
  version: z.number().int(),
  ranges: z.array(z.object({ start: offset, end: offset })).min(1),
});
export const RedactDocumentArgsSchema = z.object({ uri: uriArg });
export type RedactRangesArgs = z.infer<typeof RedactRangesArgsSchema>;

const STALE = vscode.l10n.t('Text Inference: the document changed since PHI was found, so nothing was redacted. Run Find PHI again.');

export class Redactor {
  constructor(
    private readonly store: ResultsStoreApi,
    private readonly log: Log,
    private readonly findPhi: (document: vscode.TextDocument) => Promise<boolean>,
    private readonly strategies?: StrategyRedaction,
    private readonly undo?: RedactionUndo,
  ) {}

  /** Before an edit made elsewhere (Redact PHI): an Undo of it brings the highlights back. */
  rememberForUndo(document: vscode.TextDocument): void {
    this.undo?.remember(document);
  }

  /** One item, from a hover link or a quick fix. Never analyses: the item must be current. */
  async redactItem(args: unknown): Promise<boolean> {
    const parsed = RedactItemArgsSchema.safeParse(args);
    if (!parsed.success) return this.badArgs('redactItem');
    const document = openDocument(parsed.data.uri);
    const results = document && this.current(document);
    const { id, start, end } = parsed.data;
    const item = results?.phi.find((f) => f.id === id) ?? (start !== undefined && end !== undefined ? results?.phi.find((f) => f.start === start && f.end === end) : undefined);
    if (!document || !results || !item) {
      void vscode.window.showWarningMessage(STALE);
      return false;
    }
    return this.apply(document, results.version, [targetOf(item)], 'item', parsed.data.strategy ?? 'label');
  }

  /** The PHI intersecting the given ranges (a quick fix) or the active editor's selections (palette). */
  async redactAllInSelection(args?: unknown): Promise<boolean> {
    let target: { document: vscode.TextDocument; version: number; ranges: Span[] } | undefined;
    // From the palette there are no arguments; from an editor menu, the document's Uri.
    if (args === undefined || args instanceof vscode.Uri) {
      const editor = vscode.window.activeTextEditor;
      if (!editor) return this.noEditor();
      const d = editor.document;
      target = { document: d, version: d.version, ranges: editor.selections.map((s) => ({ start: d.offsetAt(s.start), end: d.offsetAt(s.end) })) };
    } else {
      const parsed = RedactRangesArgsSchema.safeParse(args);
      if (!parsed.success) return this.badArgs('redactAllInSelection');
      const document = openDocument(parsed.data.uri);
      if (!document) return this.notOpen();
      target = { document, version: parsed.data.version, ranges: parsed.data.ranges };
    }
    if (target.document.version !== target.version) {
      void vscode.window.showWarningMessage(STALE);
      return false;
    }
    const ranges = target.ranges;
    return this.redactFound(target.document, (phi) => withinRanges(phi, ranges), 'selection');
  }

  async redactAllInDocument(args?: unknown): Promise<boolean> {
    let document: vscode.TextDocument | undefined;
    if (args === undefined) {
      document = vscode.window.activeTextEditor?.document;
      if (!document) return this.noEditor();
    } else if (args instanceof vscode.Uri) {
      document = openDocument(args.toString());
      if (!document) return this.notOpen();
    } else {
      const parsed = RedactDocumentArgsSchema.safeParse(args);
      if (!parsed.success) return this.badArgs('redactAllInDocument');
      document = openDocument(parsed.data.uri);
      if (!document) return this.notOpen();
    }
    return this.redactFound(document, (phi) => [...phi], 'document');
  }

  /** Results whose offsets are valid for the document as it is now, when a PHI run covered at least `needed`. */
  private current(document: vscode.TextDocument, needed: 'selection' | 'document' = 'selection'): DocumentResults | undefined {
    const results = this.store.get(document.uri);
    if (!results || results.version !== document.version) return undefined;
    const coverage = results.coverage.phi;
    return coverage === 'document' || (coverage === 'selection' && needed === 'selection') ? results : undefined;
  }

  private async redactFound(document: vscode.TextDocument, pick: (phi: readonly PhiFinding[]) => PhiFinding[], scope: 'selection' | 'document'): Promise<boolean> {
    // Only whole-document results prove the absence of PHI elsewhere; a selection run is re-analysed.
    let results = this.current(document, 'document');
    if (!results) {
      const versionBefore = document.version;
      if (!(await this.findPhi(document))) return false;
      results = this.current(document, 'document');
      if (!results || document.version !== versionBefore) {
        void vscode.window.showWarningMessage(STALE);
        return false;
      }
    }
    // Privacy first: minimumScore hides low-confidence items from view, but "redact all" still removes them.
    // The one selection again, as settings are now (lists, hidden types, per-type scores may have changed).
    const picked = pick(results.phi).map(targetOf);
    const items = this.strategies ? await this.strategies.select(document, picked, scope === 'document') : picked;
    return this.apply(document, results.version, items, scope);
  }

  private async apply(document: vscode.TextDocument, version: number, items: readonly RedactionTarget[], scope: 'item' | 'selection' | 'document', mode: StrategyMode = 'configured'): Promise<boolean> {
    if (document.version !== version) {
      void vscode.window.showWarningMessage(STALE);
      return false;
    }
    const textAt = (start: number, end: number): string => document.getText(new vscode.Range(document.positionAt(start), document.positionAt(end)));
    const plan = planRedaction(items, textAt);
    if (plan.kind === 'nothing') {
      void vscode.window.showInformationMessage(vscode.l10n.t('Text Inference: no PHI found in the {0}.', scope === 'selection' ? 'selection' : 'document'));
      return false;
    }
    if (plan.kind === 'stale') {
      this.log.warn('redaction refused: ranges no longer hold the analysed text', { mismatched: plan.mismatched });
      void vscode.window.showWarningMessage(STALE);
      return false;
    }
    let replacements: readonly { start: number; end: number; label: string }[] = plan.replacements;
    if (this.strategies) {
      const planned = await this.strategies.plan(document, items, mode);
      // The preview is for many items at once; one item's quick fix or hover link applies directly.
      if (scope !== 'item' && !(await this.strategies.confirm(document, planned))) {
        this.log.info('redaction cancelled at the preview', { items: planned.length });
        return false;
      }
      if (document.version !== version) {
        void vscode.window.showWarningMessage(STALE);
        return false;
      }
      replacements = planned.map((r) => ({ start: r.start, end: r.end, label: r.replacement }));
    }
    const edit = new vscode.WorkspaceEdit();
    for (const r of replacements) {
      edit.replace(document.uri, new vscode.Range(document.positionAt(r.start), document.positionAt(r.end)), r.label);
    }
    this.undo?.remember(document);
    // applyEdit carries the document version it was computed for and fails if an edit slipped in between.
    const applied = await vscode.workspace.applyEdit(edit);
    if (!applied) {
      void vscode.window.showWarningMessage(vscode.l10n.t('Text Inference: the document changed while redacting, so nothing was redacted. Try again.'));
      return false;
    }
    this.log.info('redacted PHI in place', { items: replacements.length });
    const count = replacements.length;
    vscode.window.setStatusBarMessage(`$(check) ${count === 1 ? vscode.l10n.t('Redacted 1 PHI item') : vscode.l10n.t('Redacted {0} PHI items', count)}`, 3000);
    return true;
  }

  private badArgs(command: string): false {
    this.log.warn('redaction command called with invalid arguments', { command: { id: command } });
    void vscode.window.showErrorMessage(vscode.l10n.t('Text Inference: that redaction link is not valid any more. Run Find PHI again.'));
    return false;
  }

  private noEditor(): false {
    void vscode.window.showInformationMessage(vscode.l10n.t('Text Inference: open a text document to redact PHI in it.'));
    return false;
  }

  private notOpen(): false {
    void vscode.window.showWarningMessage(vscode.l10n.t('Text Inference: that document is no longer open, so nothing was redacted.'));
    return false;
  }
}

function targetOf(f: PhiFinding): RedactionTarget {
  return { start: f.start, end: f.end, text: f.item.text, type: f.item.type, score: f.item.score };
}

function openDocument(uri: string): vscode.TextDocument | undefined {
  return vscode.workspace.textDocuments.find((d) => d.uri.toString() === uri && !d.isClosed);
}
