// Review PHI, composed: the queues, their presentation, the controller of the commands, and the filter
// that sends identify-phi results below textInference.minimumScore to the queue.
import * as vscode from 'vscode';
import type { Config } from '../config/config';
import type { PhiFilter } from '../lists/phi-filter';
import type { ListSources } from '../lists/list-sources';
import type { Log } from '../log';
import type { Prompts } from '../prompts';
import type { ResultsStoreApi } from '../results/types';
import { FolderReview } from './folder-review';
import { ReviewController } from './review-controller';
import { ReviewDecider } from './review-decisions';
import { ReviewLog } from './review-log';
import { reviewingFilter } from './review-filter';
import type { ReviewContextKey } from './context-keys.pure';
import { ReviewStore } from './review-store';
import { ReviewPresentation, type FolderCandidates, type Highlights, type ReviewNode, type ReviewRow } from './review-view';

export interface ReviewParts {
  readonly controller: ReviewController;
  readonly reviews: ReviewStore;
  readonly filter: (inner: PhiFilter) => PhiFilter;
  readonly disposable: vscode.Disposable;
  /** Lists the last folder scan's candidates in the view's "Folder scan" section. */
  readonly showFolderScan: (folder: FolderCandidates) => vscode.Disposable;
  /** Candidate outlines hide and show with the highlights (Toggle Decorations). */
  readonly followHighlights: (highlights: Highlights) => vscode.Disposable;
  /** The view's rows (for tests). */
  readonly rows: () => ReviewRow[];
  /** The "N to review" status bar item's text while shown (for tests). */
  readonly statusText: () => string | undefined;
  /** Selects a row of the view and focuses it (for tests). */
  readonly selectRow: (node: unknown) => Promise<void>;
  /** The review context keys as last set (for tests). */
  readonly contextKeys: () => Readonly<Partial<Record<ReviewContextKey, boolean>>>;
}

export function createReview(deps: {
  readonly store: ResultsStoreApi;
  readonly lists: ListSources;
  readonly config: Config;
  readonly prompts: Prompts;
  readonly log: Log;
  readonly findPhi: (document: vscode.TextDocument) => Promise<boolean>;
}): ReviewParts {
  const reviews = new ReviewStore();
  const presentation = new ReviewPresentation(reviews, deps.config);
  const decider = new ReviewDecider({ ...deps, reviews });
  const reviewLog = new ReviewLog();
  const folder = new FolderReview({ section: presentation.folderSection, decider, reviewLog, prompts: deps.prompts, render: () => presentation.render(), select: (node) => (presentation.view.visible ? presentation.select(node) : Promise.resolve()) });
  const controller = new ReviewController({ ...deps, reviews, presentation, decider, folder, reviewLog });
  return {
    controller,
    reviews,
    filter: (inner) => reviewingFilter(inner, deps.config, reviews),
    disposable: vscode.Disposable.from(presentation, reviews),
    showFolderScan: (folder) => presentation.showFolderScan(folder),
    followHighlights: (highlights) => presentation.followHighlights(highlights),
    rows: () => presentation.treeRows(),
    contextKeys: () => presentation.contextKeys(),
    statusText: () => presentation.statusShown,
    selectRow: (node) => presentation.select(node as ReviewNode),
  };
}
