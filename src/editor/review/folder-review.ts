// Deciding a folder scan candidate in place (the Review PHI view's "Folder scan" section): the same steps as
// the editor's queue (the type and where to remember it, the lists or this file's memory, the review log),
// on the value read back from the file. A file that changed since the scan is refused, not guessed at.
import * as vscode from 'vscode';
import { z } from 'zod';
import { decodeText } from '../../batch/read';
import type { Prompts } from '../prompts';
import type { FolderSection, ScanCandidateNode } from './folder-section';
import type { ReviewDecider } from './review-decisions';
import type { Remembered, ReviewLog } from './review-log';
import type { ReviewDecision } from './review-queue.pure';

/** A "Folder scan" candidate row, as an inline action or a context-menu item passes it. */
const ScanNodeSchema = z.object({
  kind: z.literal('scanCandidate'),
  uri: z.custom<vscode.Uri>((u) => u instanceof vscode.Uri),
  chars: z.number().int().nonnegative(),
  finding: z.object({
    offset: z.number().int().nonnegative(),
    length: z.number().int().positive(),
    type: z.string(),
    score: z.number(),
    hash: z.string(),
    rule: z.string().optional(),
    text: z.string().optional(),
  }),
});
type ScanNode = z.infer<typeof ScanNodeSchema>;

export interface FolderReviewDeps {
  readonly section: FolderSection;
  readonly decider: ReviewDecider;
  readonly reviewLog: ReviewLog;
  readonly prompts: Prompts;
  /** Redraws the view at once (rows and counts). */
  readonly render: () => void;
  /** Selects a row of the view when it is visible (the decision keys then act on it). */
  readonly select: (node: ScanCandidateNode) => Promise<void>;
}

export class FolderReview {
  constructor(private readonly deps: FolderReviewDeps) {}

  /** True for a folder scan candidate row (the decision commands then come here). */
  accepts(arg: unknown): boolean {
    return ScanNodeSchema.safeParse(arg).success;
  }

  async decide(arg: unknown, decision: ReviewDecision): Promise<boolean> {
    const parsed = ScanNodeSchema.safeParse(arg);
    if (!parsed.success) return false;
    const node = parsed.data;
    const f = node.finding;
    const text = await this.valueOf(node);
    if (text === undefined) return false;
    let where: Remembered | undefined;
    let chosenType: string | undefined;
    if (decision === 'phi') {
      const asked = await this.deps.decider.askPhi(node.uri, text, f.type);
      if (!asked) return false;
      await this.deps.decider.keepPhi(node.uri, text, asked.type, asked.where);
      ({ where, type: chosenType } = asked);
    } else if (decision === 'not-phi') {
      where = await this.deps.decider.askNotPhi(node.uri);
      if (!where) return false;
      await this.deps.decider.keepNotPhi(node.uri, text, where);
    }
    this.deps.reviewLog.record({ uri: node.uri, isUntitled: false }, { start: f.offset, end: f.offset + f.length, type: f.type, score: f.score, text, ...(f.rule !== undefined ? { rule: f.rule } : {}) }, decision, where, chosenType);
    const { decisions } = this.deps.section;
    decisions.set(node.uri, f, decision);
    // A value put on a list is decided wherever this scan found it: the lists apply to every file. (The
    // scan's keyed hash says "same value" without the text.)
    if (where !== undefined && where !== 'document') {
      for (const other of this.deps.section.all()) if (other.finding.hash === f.hash && decisions.get(other.uri, other.finding) === undefined) decisions.set(other.uri, other.finding, decision);
    }
    this.deps.render();
    const rows = this.deps.section.files().flatMap((file) => file.candidates.map((finding): ScanCandidateNode => ({ kind: 'scanCandidate', uri: file.uri, chars: file.chars, finding })));
    const open = rows.filter((r) => decisions.get(r.uri, r.finding) === undefined);
    this.deps.prompts.status(open.length > 0 ? `$(eye) Folder scan: ${open.length} to review` : '$(check) Folder scan: every candidate is decided.');
    // As in the editor's queue, on to the next open candidate (after this one, wrapping around).
    const here = rows.findIndex((r) => r.uri.toString() === node.uri.toString() && r.finding.offset === f.offset && r.finding.length === f.length);
    const next = [...rows.slice(here + 1), ...rows.slice(0, Math.max(here, 0))].find((r) => decisions.get(r.uri, r.finding) === undefined);
    if (next) await this.deps.select(next).then(undefined, () => undefined);
    return true;
  }

  /** The candidate's value, read back from the file; undefined (and said) when the file changed since the scan. */
  private async valueOf(node: ScanNode): Promise<string | undefined> {
    const name = vscode.workspace.asRelativePath(node.uri, false);
    let bytes: Uint8Array;
    try {
      bytes = await vscode.workspace.fs.readFile(node.uri);
    } catch {
      void this.deps.prompts.notify('warning', `Text Inference: ${name} cannot be read any more, so its candidate was not decided. Scan the folder again.`);
      return undefined;
    }
    const read = decodeText(bytes);
    const f = node.finding;
    const value = read.kind === 'text' ? read.text.slice(f.offset, f.offset + f.length) : undefined;
    if (read.kind !== 'text' || read.text.length !== node.chars || value === undefined || value.length !== f.length || (f.text !== undefined && f.text !== value)) {
      void this.deps.prompts.notify('warning', `Text Inference: ${name} changed since the folder scan, so its candidate was not decided. Scan the folder again, or open the file and run Review PHI.`);
      return undefined;
    }
    return value;
  }
}
