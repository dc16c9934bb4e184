// The extension's exports in the extension host test run only (ExtensionMode.Test): scripted answers
// for input boxes, quick picks, notifications and modals (which cannot be answered from the extension
// host), and read access to state the tests check. Never returned in normal use.
import type { ReviewQueue } from './review/review-queue.pure';
import type { ReviewStore } from './review/review-store';
import type { ReviewRow } from './review/review-view';
import type { ReviewContextKey } from './review/context-keys.pure';
import type * as vscode from 'vscode';
import type { Activity } from './run/activity';
import type { PendingWaits } from './run/pending-waits';
import type { StatusBar } from './status-bar/status-bar';
import type { Config } from './config/config';
import type { CredentialStore } from './connection/credentials';
import type { EmbeddingDocuments } from './embeddings/embedding-document';
import type { Prompts, SwitchablePrompts } from './prompts';
import type { DocumentResults, ResultsStoreApi } from './results/types';
import type { ConsentGate } from './connection/consent';
import type { ServiceConnection } from './connection/connection';
import type { LocalEngine } from './connection/local-engine';
import type { Settings } from './config/settings.pure';
import type { RedactionPreview } from './redaction/preview';
import type { RedactionRuns } from './redaction/redaction-runs';
import type { ScopedEntry } from './redaction/strategy-settings.pure';
import type { ListSources } from './lists/list-sources';
import type { TreeRow } from './folder-scan/scan-view';

export interface TestingApi {
  /** Scripted prompts, or undefined to restore the real window. */
  usePrompts(prompts: Prompts | undefined): void;
  results(uri: vscode.Uri): DocumentResults | undefined;
  /** The settings as the config module read them (validated, defaults for invalid values). */
  settings(): Settings;
  lastEmbedding(): readonly number[] | undefined;
  hasCredentials(): Promise<boolean>;
  forgetConsent(): Promise<void>;
  serviceLabel(): string;
  localEngineStarted(): boolean;
  /** Engine worker threads started so far (0 before the first offline run): where the engine ran. */
  localEngineWorkersStarted(): number;
  runsInFlight(): number;
  /** The in-memory redaction mapping, and how many previews hold redacted text right now. */
  redactionMapping(): readonly ScopedEntry[];
  previewsOpen(): number;
  /** Reloads the allow/deny lists; the status bar's note when workspace lists are ignored (untrusted). */
  reloadLists(): Promise<void>;
  listsIgnoredNote(): string | undefined;
  /** Runs waiting for a Keep Waiting / Stop answer (asked, or parked). */
  pendingWaits(): readonly { action: string; parked: boolean }[];
  /** The status bar item's text and tooltip. */
  statusBar(): { text: string; tooltip: string };
  /** The review queue of a document (candidates below textInference.minimumScore, with decisions). */
  reviewQueue(uri: vscode.Uri): ReviewQueue | undefined;
  /** The Folder Scan view's rows (PHI scan, then the Concepts section), as its data provider gives them. */
  folderScanTree(): readonly TreeRow[];
  /** The Review PHI view's rows (documents, then the Folder scan section), with their nodes for actions. */
  reviewTree(): readonly ReviewRow[];
  /** The review context keys as the extension last set them (textInference.reviewing, .reviewCandidate). */
  reviewContext(): Readonly<Partial<Record<ReviewContextKey, boolean>>>;
  /** Selects a Review PHI view row (a ReviewRow's node) and focuses the view, as a click does. */
  selectReviewRow(node: unknown): Promise<void>;
  /** The Review PHI status bar item ("$(eye) 3 to review") while it is shown. */
  reviewStatus(): string | undefined;
  /** Milliseconds spent in activate() itself. */
  readonly activateMs: number;
}

export interface ExtensionApi {
  readonly testing?: TestingApi;
}

export interface TestedParts {
  readonly prompts: SwitchablePrompts;
  readonly store: ResultsStoreApi;
  readonly config: Config;
  readonly embeddings: EmbeddingDocuments;
  readonly credentials: CredentialStore;
  readonly consent: ConsentGate;
  readonly connection: ServiceConnection;
  readonly engine: LocalEngine;
  readonly activity: Activity;
  readonly runs: RedactionRuns;
  readonly preview: RedactionPreview;
  readonly lists: ListSources;
  readonly waits: PendingWaits;
  readonly statusBar: StatusBar;
  readonly reviews: ReviewStore;
  readonly folderScanTree: () => readonly TreeRow[];
  readonly reviewTree: () => readonly ReviewRow[];
  readonly reviewContext: () => Readonly<Partial<Record<ReviewContextKey, boolean>>>;
  readonly selectReviewRow: (node: unknown) => Promise<void>;
  readonly reviewStatus: () => string | undefined;
}

export function createTestingApi(parts: TestedParts, activateMs: number): TestingApi {
  const { prompts, store, config, embeddings, credentials, consent, connection, engine, activity, runs, preview, lists, waits, statusBar } = parts;
  return {
    usePrompts: (p) => prompts.use(p),
    reviewQueue: (uri) => parts.reviews.get(uri),
    results: (uri) => store.get(uri),
    settings: () => config.settings,
    lastEmbedding: () => embeddings.lastVector,
    hasCredentials: async () => (await credentials.get()) !== undefined,
    forgetConsent: () => consent.forgetAll(),
    serviceLabel: () => connection.label,
    localEngineStarted: () => engine.started,
    localEngineWorkersStarted: () => engine.stats?.started ?? 0,
    runsInFlight: () => activity.count,
    redactionMapping: () => runs.entries(),
    previewsOpen: () => preview.open,
    reloadLists: () => lists.reload(),
    listsIgnoredNote: () => lists.ignoredNote,
    pendingWaits: () => waits.list().map((w) => ({ action: w.action, parked: w.parked })),
    statusBar: () => statusBar.shown,
    folderScanTree: () => parts.folderScanTree(),
    reviewTree: () => parts.reviewTree(),
    reviewContext: () => parts.reviewContext(),
    selectReviewRow: (node) => parts.selectReviewRow(node),
    reviewStatus: () => parts.reviewStatus(),
    activateMs,
  };
}
