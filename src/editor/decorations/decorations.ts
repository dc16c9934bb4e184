// Paints findings in visible editors: one decoration type per style (decoration-styles.pure.ts), coloured by
// contributed theme colours, recreated on theme change, set for every type on each pass (an empty array
// clears), at most one pass per editor per THROTTLE_MS while typing.
import * as vscode from 'vscode';
import type { Config } from '../config/config';
import { FILTER_SETTINGS, findingFilter } from '../results/concept-view.pure';
import {
  ASSERTION_OVERLAYS,
  STYLE_KEYS,
  backgroundColorId,
  borderColorId,
  groupByAssertion,
  groupByStyle,
  overlayColorId,
  type AssertionOverlay,
  type StyleKey,
} from './decoration-styles.pure';
import type { ResultsStoreApi } from '../results/types';

export const THROTTLE_MS = 150;
export const DECORATIONS_SHOWN_CONTEXT = 'textInference.decorationsShown';

export type AppliedCounts = Readonly<Record<StyleKey, number>>;

interface Pace {
  last: number;
  timer: NodeJS.Timeout | undefined;
}

function createType(key: StyleKey): vscode.TextEditorDecorationType {
  const rangeBehavior = vscode.DecorationRangeBehavior.ClosedClosed;
  const background = new vscode.ThemeColor(backgroundColorId(key));
  if (key.startsWith('concept.')) {
    return vscode.window.createTextEditorDecorationType({
      backgroundColor: background,
      borderRadius: '2px',
      overviewRulerColor: background,
      overviewRulerLane: vscode.OverviewRulerLane.Center,
      rangeBehavior,
    });
  }
  const border = new vscode.ThemeColor(borderColorId(key));
  return vscode.window.createTextEditorDecorationType({
    backgroundColor: background,
    border: '1px dashed',
    borderColor: border,
    borderRadius: '2px',
    overviewRulerColor: border,
    overviewRulerLane: vscode.OverviewRulerLane.Right,
    rangeBehavior,
  });
}

/** Drawn over the type's tint: negated concepts struck through and dimmed, family ones underlined and dimmed. */
function createOverlayType(overlay: AssertionOverlay): vscode.TextEditorDecorationType {
  const color = new vscode.ThemeColor(overlayColorId(overlay));
  return vscode.window.createTextEditorDecorationType(
    overlay === 'negated'
      ? { color, textDecoration: 'line-through', opacity: '0.75', rangeBehavior: vscode.DecorationRangeBehavior.ClosedClosed }
      : { color, textDecoration: 'underline dotted', fontStyle: 'italic', rangeBehavior: vscode.DecorationRangeBehavior.ClosedClosed },
  );
}

export class DecorationController implements vscode.Disposable {
  private types = new Map<StyleKey, vscode.TextEditorDecorationType>();
  private overlays = new Map<AssertionOverlay, vscode.TextEditorDecorationType>();
  private readonly overlaysApplied = new Map<vscode.TextEditor, Readonly<Record<AssertionOverlay, number>>>();
  private readonly pace = new Map<vscode.TextEditor, Pace>();
  private readonly applied = new Map<vscode.TextEditor, AppliedCounts>();
  private readonly subscriptions: vscode.Disposable[];
  /** The toggle's choice for this session; undefined follows `decorations.enabled`. */
  private toggled: boolean | undefined;
  private readonly shownChanged = new vscode.EventEmitter<boolean>();
  /** Fires with `shown` when Toggle Decorations or `decorations.enabled` hides or shows the highlights. */
  readonly onDidChangeShown = this.shownChanged.event;

  constructor(
    private readonly store: ResultsStoreApi,
    private readonly config: Config,
  ) {
    this.createTypes();
    this.subscriptions = [
      store.onDidChange((uri) => this.scheduleFor(uri)),
      vscode.window.onDidChangeVisibleTextEditors((editors) => this.onVisibleEditors(editors)),
      vscode.window.onDidChangeActiveColorTheme(() => {
        this.disposeTypes();
        this.createTypes();
        this.applied.clear();
        this.renderAll();
      }),
      this.shownChanged,
      config.onDidChange((e) => {
        if (e.affects('decorations.enabled')) {
          this.toggled = undefined;
          this.shownChanged.fire(this.shown);
        }
        if (e.affects('decorations.enabled') || FILTER_SETTINGS.some((key) => e.affects(key))) this.renderAll();
      }),
    ];
    void this.publishShown();
    this.renderAll();
  }

  get shown(): boolean {
    return this.toggled ?? this.config.get('decorations.enabled');
  }

  /** Hides or shows decorations for this session; results are kept either way. */
  toggle(): boolean {
    this.toggled = !this.shown;
    this.shownChanged.fire(this.shown);
    void this.publishShown();
    this.renderAll();
    return this.shown;
  }

  /** Counts per style of the last pass on the editor (for tests and the log). */
  lastApplied(editor: vscode.TextEditor): AppliedCounts | undefined {
    return this.applied.get(editor);
  }

  /** Counts of negated and family concepts drawn on the editor by the last pass (for tests). */
  lastOverlays(editor: vscode.TextEditor): Readonly<Record<AssertionOverlay, number>> | undefined {
    return this.overlaysApplied.get(editor);
  }

  /** Runs every pending pass now. */
  flush(): void {
    for (const [editor, pace] of this.pace) {
      if (pace.timer === undefined) continue;
      clearTimeout(pace.timer);
      pace.timer = undefined;
      this.render(editor);
    }
  }

  dispose(): void {
    for (const s of this.subscriptions) s.dispose();
    for (const pace of this.pace.values()) clearTimeout(pace.timer);
    this.pace.clear();
    this.applied.clear();
    this.overlaysApplied.clear();
    this.disposeTypes();
  }

  private scheduleFor(uri: vscode.Uri): void {
    const key = uri.toString();
    for (const editor of vscode.window.visibleTextEditors) {
      if (editor.document.uri.toString() === key) this.schedule(editor);
    }
  }

  private schedule(editor: vscode.TextEditor): void {
    let pace = this.pace.get(editor);
    if (!pace) this.pace.set(editor, (pace = { last: -Infinity, timer: undefined }));
    if (pace.timer !== undefined) return;
    const wait = Math.max(0, pace.last + THROTTLE_MS - Date.now());
    const p = pace;
    p.timer = setTimeout(() => {
      p.timer = undefined;
      this.render(editor);
    }, wait);
  }

  private onVisibleEditors(editors: readonly vscode.TextEditor[]): void {
    const visible = new Set(editors);
    for (const [editor, pace] of this.pace) {
      if (visible.has(editor)) continue;
      clearTimeout(pace.timer);
      this.pace.delete(editor);
    }
    for (const editor of this.applied.keys()) if (!visible.has(editor)) this.applied.delete(editor);
    for (const editor of this.overlaysApplied.keys()) if (!visible.has(editor)) this.overlaysApplied.delete(editor);
    for (const editor of editors) if (!this.applied.has(editor)) this.schedule(editor);
  }

  private renderAll(): void {
    for (const editor of vscode.window.visibleTextEditors) this.render(editor);
  }

  private render(editor: vscode.TextEditor): void {
    const pace = this.pace.get(editor);
    if (pace) pace.last = Date.now();
    const document = editor.document;
    const results = this.store.get(document.uri);
    const current = this.shown && results !== undefined && results.version === document.version;
    const filter = findingFilter(this.config.settings);
    const groups = groupByStyle(current ? [...results.concepts, ...results.phi] : [], filter);
    const counts = {} as Record<StyleKey, number>;
    for (const key of STYLE_KEYS) {
      const findings = groups.get(key) ?? [];
      const type = this.types.get(key);
      if (type) editor.setDecorations(type, findings.map((f) => new vscode.Range(document.positionAt(f.start), document.positionAt(f.end))));
      counts[key] = findings.length;
    }
    this.applied.set(editor, counts);
    const overlays = groupByAssertion(current ? results.concepts : [], filter);
    const overlayCounts = {} as Record<AssertionOverlay, number>;
    for (const overlay of ASSERTION_OVERLAYS) {
      const findings = overlays.get(overlay) ?? [];
      const type = this.overlays.get(overlay);
      if (type) editor.setDecorations(type, findings.map((f) => new vscode.Range(document.positionAt(f.start), document.positionAt(f.end))));
      overlayCounts[overlay] = findings.length;
    }
    this.overlaysApplied.set(editor, overlayCounts);
  }

  private createTypes(): void {
    this.types = new Map(STYLE_KEYS.map((key) => [key, createType(key)]));
    this.overlays = new Map(ASSERTION_OVERLAYS.map((overlay) => [overlay, createOverlayType(overlay)]));
  }

  private disposeTypes(): void {
    for (const type of [...this.types.values(), ...this.overlays.values()]) type.dispose();
    this.types.clear();
    this.overlays.clear();
  }

  private async publishShown(): Promise<void> {
    await vscode.commands.executeCommand('setContext', DECORATIONS_SHOWN_CONTEXT, this.shown);
  }
}
