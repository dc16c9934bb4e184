// Review PHI: walking the queue of the active document (next/previous reveal each candidate), and the
// three decisions: PHI (becomes a finding of the chosen type; remembered for this document or on a deny
// list), Not PHI (remembered for this document, or on the user's or the workspace's allow list), Skip.
// Every decision goes to the session's review log (no text). Also the requireReview gate of Redact.
import * as vscode from 'vscode';
import { z } from 'zod';
import { CATEGORY_OF_TYPE } from '../../deid/phi-types';
import type { Config } from '../config/config';
import type { ListSources } from '../lists/list-sources';
import type { Log } from '../log';
import type { Prompts } from '../prompts';
import type { ResultsStoreApi } from '../results/types';
import { SELECTED_ARG } from './context-keys.pure';
import type { FolderReview } from './folder-review';
import type { ReviewDecider } from './review-decisions';
import type { ReviewLog, Remembered } from './review-log';
import { at, decide, moveTo, openCount, step, type ReviewCandidate, type ReviewDecision } from './review-queue.pure';
import type { ReviewStore } from './review-store';
import type { ReviewPresentation } from './review-view';

const SelectedSchema = z.object({ selected: z.literal(SELECTED_ARG.selected) }).strict();
const TargetSchema = z.object({ uri: z.string().min(1), id: z.number().int() });
/** A tree node of the review view, when an inline action passes it. */
const NodeSchema = z.object({ kind: z.literal('candidate'), uri: z.custom<vscode.Uri>((u) => u instanceof vscode.Uri), candidate: z.object({ id: z.number().int() }) });

export interface ReviewDeps {
  readonly reviews: ReviewStore;
  readonly presentation: ReviewPresentation;
  readonly store: ResultsStoreApi;
  readonly lists: ListSources;
  readonly config: Config;
  readonly prompts: Prompts;
  readonly log: Log;
  /** Find PHI on the whole document (the queue's source). */
  readonly findPhi: (document: vscode.TextDocument) => Promise<boolean>;
  /** The shared decision steps (type, where, keeping it). */
  readonly decider: ReviewDecider;
  /** Decisions on the folder scan's candidates (view items of its section). */
  readonly folder: FolderReview;
  /** The session's review log (editor and folder scan decisions alike). */
  readonly reviewLog: ReviewLog;
}

export class ReviewController {
  constructor(private readonly deps: ReviewDeps) {}

  get log(): ReviewLog {
    return this.deps.reviewLog;
  }

  /** Review PHI: analyse the active document if it has no queue yet, then go to the first open candidate. */
  async start(): Promise<boolean> {
    const editor = vscode.window.activeTextEditor;
    if (!editor) {
      void this.deps.prompts.notify('info', 'Text Inference: open a document to review its PHI.');
      return false;
    }
    let queue = this.deps.reviews.get(editor.document.uri);
    if (!queue || queue.version !== editor.document.version) {
      if (!(await this.deps.findPhi(editor.document))) return false;
      queue = this.deps.reviews.get(editor.document.uri);
    }
    // Show the view without waiting for it to draw (a long queue takes the tree a while), keeping the
    // keyboard in the text: the review keys work there.
    if (!this.deps.presentation.view.visible) {
      void Promise.resolve(vscode.commands.executeCommand('textInference.review.focus')).then(() => vscode.window.showTextDocument(editor.document, { viewColumn: editor.viewColumn, preserveFocus: false }));
    }
    if (!queue || openCount(queue) === 0) {
      this.deps.presentation.render();
      void this.deps.prompts.notify('info', queue && queue.candidates.length > 0 ? 'Text Inference: every review candidate of this document is decided.' : 'Text Inference: nothing to review in this document: the engine was sure of everything it found.');
      return true;
    }
    return this.move(1);
  }

  /** Next (1) or previous (-1) open candidate of the active document, revealed in the text. */
  move(direction: 1 | -1): Promise<boolean> {
    const editor = vscode.window.activeTextEditor;
    const queue = editor ? this.deps.reviews.get(editor.document.uri) : undefined;
    if (!editor || !queue || queue.version !== editor.document.version) {
      this.deps.prompts.status('$(eye) Nothing to review here: run Review PHI first.');
      return Promise.resolve(false);
    }
    const index = step(queue, direction) ?? step(queue, direction, true);
    if (index === undefined) return Promise.resolve(false);
    const from = queue.candidates[queue.cursor]?.id;
    this.deps.reviews.update(editor.document.uri, (q) => moveTo(q, index));
    return Promise.resolve(this.reveal(editor, queue.candidates[index]!, from));
  }

  /** A decision key in the Review PHI view (SELECTED_ARG) means the row selected there. */
  private fromView(arg: unknown): unknown {
    return SelectedSchema.safeParse(arg).success ? this.deps.presentation.view.selection[0] : arg;
  }

  /** The candidate a view item, a link or the editor's cursor points at. */
  private target(arg: unknown): { editor: vscode.TextEditor; index: number } | undefined {
    const node = NodeSchema.safeParse(arg);
    const link = TargetSchema.safeParse(arg);
    const uri = node.success ? node.data.uri.toString() : link.success ? link.data.uri : undefined;
    const id = node.success ? node.data.candidate.id : link.success ? link.data.id : undefined;
    const editor = uri ? vscode.window.visibleTextEditors.find((e) => e.document.uri.toString() === uri) : vscode.window.activeTextEditor;
    if (!editor) return undefined;
    const queue = this.deps.reviews.get(editor.document.uri);
    if (!queue || queue.version !== editor.document.version) return undefined;
    const index = id !== undefined ? queue.candidates.findIndex((c) => c.id === id) : at(queue, editor.document.offsetAt(editor.selection.active));
    return index === undefined || index < 0 ? undefined : { editor, index };
  }

  /** Reveal a candidate from the view (opens its document when needed). */
  async revealFromView(arg: unknown): Promise<boolean> {
    const link = TargetSchema.safeParse(arg);
    if (!link.success) return false;
    const document = await vscode.workspace.openTextDocument(vscode.Uri.parse(link.data.uri));
    const editor = await vscode.window.showTextDocument(document, { preserveFocus: false });
    const queue = this.deps.reviews.get(document.uri);
    const index = queue?.candidates.findIndex((c) => c.id === link.data.id) ?? -1;
    if (!queue || index < 0) return false;
    const from = queue.candidates[queue.cursor]?.id;
    this.deps.reviews.update(document.uri, (q) => moveTo(q, index));
    return this.reveal(editor, queue.candidates[index]!, from);
  }

  private reveal(editor: vscode.TextEditor, c: ReviewCandidate, from?: number): boolean {
    const range = new vscode.Range(editor.document.positionAt(c.start), editor.document.positionAt(c.end));
    editor.selection = new vscode.Selection(range.start, range.start);
    editor.revealRange(range, vscode.TextEditorRevealType.InCenterIfOutsideViewport);
    this.deps.presentation.revealedIn(editor.document.uri);
    this.deps.presentation.renderCandidates(editor.document.uri, from === undefined || from === c.id ? [c.id] : [from, c.id], c);
    const queue = this.deps.reviews.get(editor.document.uri);
    this.deps.prompts.status(`$(eye) ${c.type}? — PHI: Alt+P · Not PHI: Alt+N · Skip: Alt+S · ${openCount(queue)} to review`);
    return true;
  }

  async markPhi(given?: unknown): Promise<boolean> {
    const arg = this.fromView(given);
    if (this.deps.folder.accepts(arg)) return this.deps.folder.decide(arg, 'phi');
    const t = this.target(arg);
    if (!t) return this.notCurrent();
    const c = this.candidate(t);
    const asked = await this.deps.decider.askPhi(t.editor.document.uri, c.text, c.type);
    if (!asked) return false;
    // The document may have changed while the reviewer chose: the candidate as it is now.
    const now = this.candidate(this.target({ uri: t.editor.document.uri.toString(), id: c.id }) ?? t);
    const results = this.deps.store.get(t.editor.document.uri);
    if (results && results.version === t.editor.document.version && results.coverage.phi !== 'none') {
      const category = (CATEGORY_OF_TYPE as Record<string, string | undefined>)[asked.type];
      const added = { start: now.start, end: now.end, item: { start: now.start, end: now.end, text: now.text, type: asked.type, ...(category ? { category } : {}), score: 1 } };
      const kept = results.phi.map((f) => ({ start: f.start, end: f.end, item: f.item }));
      this.deps.store.setPhi(t.editor.document, results.version, [...kept, added], results.coverage.phi);
    }
    await this.deps.decider.keepPhi(t.editor.document.uri, now.text, asked.type, asked.where);
    return this.decided(t, 'phi', asked.where, asked.type);
  }

  async markNotPhi(given?: unknown): Promise<boolean> {
    const arg = this.fromView(given);
    if (this.deps.folder.accepts(arg)) return this.deps.folder.decide(arg, 'not-phi');
    const t = this.target(arg);
    if (!t) return this.notCurrent();
    const c = this.candidate(t);
    const where = await this.deps.decider.askNotPhi(t.editor.document.uri);
    if (!where) return false;
    await this.deps.decider.keepNotPhi(t.editor.document.uri, c.text, where);
    return this.decided(t, 'not-phi', where);
  }

  async skip(given?: unknown): Promise<boolean> {
    const arg = this.fromView(given);
    if (this.deps.folder.accepts(arg)) return this.deps.folder.decide(arg, 'skip');
    const t = this.target(arg);
    if (!t) return this.notCurrent();
    return this.decided(t, 'skip', undefined);
  }

  /** Export Review Log: the session's decisions as JSON Lines, to a file the user chooses. */
  async exportLog(): Promise<boolean> {
    if (this.log.size === 0) {
      void this.deps.prompts.notify('info', 'Text Inference: no review decisions yet in this session.');
      return false;
    }
    const folder = vscode.workspace.workspaceFolders?.[0]?.uri;
    const target = await this.deps.prompts.saveDialog({
      title: 'Export Review Log (no PHI text: offsets, types, rules, decisions and keyed hashes)',
      filters: { 'JSON Lines': ['jsonl'] },
      ...(folder ? { defaultUri: vscode.Uri.joinPath(folder, 'review-log.jsonl') } : {}),
    });
    if (!target) return false;
    await vscode.workspace.fs.writeFile(target, new TextEncoder().encode(this.log.text()));
    this.deps.log.info('review log exported', { decisions: this.log.size });
    void this.deps.prompts.notify('info', `Text Inference: ${this.log.size} review decision${this.log.size === 1 ? '' : 's'} exported.`);
    return true;
  }

  /**
   * The requireReview gate of Redact: true when redaction may go on. With textInference.redaction.requireReview
   * on, a document with open candidates is refused, saying how many.
   */
  async mayRedact(document: vscode.TextDocument): Promise<boolean> {
    if (!this.deps.config.get('redaction.requireReview')) return true;
    const open = this.deps.reviews.open(document.uri);
    if (open === 0) return true;
    const review = 'Review PHI';
    const choice = await this.deps.prompts.notify(
      'warning',
      `Text Inference: ${open} review candidate${open === 1 ? ' is' : 's are'} not reviewed yet, so nothing was redacted (textInference.redaction.requireReview).`,
      review,
    );
    if (choice === review) void this.start();
    return false;
  }

  /** True when a reviewer marked something of this document PHI (kept in its findings, not the engine's). */
  hasPhiDecisions(document: vscode.TextDocument): boolean {
    return this.deps.reviews.hasPhi(document.uri);
  }

  private candidate(t: { editor: vscode.TextEditor; index: number }): ReviewCandidate {
    return this.deps.reviews.get(t.editor.document.uri)!.candidates[t.index]!;
  }

  private async decided(t: { editor: vscode.TextEditor; index: number }, decision: ReviewDecision, where: Remembered | undefined, chosenType?: string): Promise<boolean> {
    const c = this.candidate(t);
    this.log.record(t.editor.document, c, decision, where, chosenType);
    this.deps.reviews.update(t.editor.document.uri, (q) => decide(q, t.index, decision));
    this.deps.presentation.renderCandidates(t.editor.document.uri, [c.id]);
    const queue = this.deps.reviews.get(t.editor.document.uri);
    if (openCount(queue) > 0) return this.move(1);
    this.deps.prompts.status('$(check) Review done: every candidate of this document is decided.');
    return true;
  }

  private notCurrent(): false {
    void this.deps.prompts.notify('info', 'Text Inference: no review candidate here. Run Review PHI, then use Next Candidate.');
    return false;
  }
}
