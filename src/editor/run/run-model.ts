// The one pipeline every model command goes through: read the texts and the document version, get a
// client for the chosen service, ask consent for a remote host, send each text with progress and
// cancellation, then hand the results back mapped to document offsets. Failures are reported here.
import * as vscode from 'vscode';
import { CancelledError, type StillProcessingError } from '../../api/errors';
import type { CallOptions, TextInferenceClient } from '../../api/types';
import type { ModelName } from '../../api/wire';
import type { Activity } from './activity';
import type { Config } from '../config/config';
import type { ErrorNotifier } from './error-notifications';
import { isInferenceErrorOf } from './inference-errors.pure';
import type { Log } from '../log';
import type { PendingWaits } from './pending-waits';
import { withModelProgress, type ProgressScope } from './progress';
import { ProgressTracker } from './progress-messages.pure';
import type { Prompts } from '../prompts';
import type { NewConcept, NewPhi, ResultsStoreApi, SetOutcome } from '../results/types';
import type { ConsentGate } from '../connection/consent';
import type { Lease, ServiceConnection } from '../connection/connection';
import type { ServiceTarget } from '../connection/service-url.pure';
import { actionOf, conceptSummary, phiSummary } from './summaries.pure';
import { scopeOf, targetsOf, type TextTarget } from './targets';
import type { PhiFilter } from '../lists/phi-filter';
import { filterNote } from '../lists/phi-filter.pure';

export interface RunnerDeps {
  readonly connection: ServiceConnection;
  readonly consent: ConsentGate;
  readonly activity: Activity;
  readonly store: ResultsStoreApi;
  readonly config: Config;
  readonly log: Log;
  readonly prompts: Prompts;
  readonly errors: ErrorNotifier;
  /** Allow/deny lists and per-type settings, applied to identify-phi findings before they are stored. */
  readonly phiFilter?: PhiFilter;
  readonly waits: PendingWaits;
}

function fileName(document: vscode.TextDocument): string {
  return document.uri.path.split('/').pop() || document.uri.toString();
}

export interface RunRequest<R> {
  readonly model: ModelName;
  readonly document: vscode.TextDocument;
  /** Empty, or only empty selections: the whole document. */
  readonly selections: readonly vscode.Selection[];
  call(client: TextInferenceClient, text: string, options: CallOptions): Promise<R>;
  /** Runs the whole command again (the Retry button). */
  retry(): Promise<unknown>;
}

export interface RunOutcome<R> {
  /** The document version the texts were read at. */
  readonly version: number;
  readonly service: ServiceTarget;
  readonly parts: readonly { readonly target: TextTarget; readonly result: R }[];
}

export class ModelRunner {
  constructor(private readonly deps: RunnerDeps) {}

  /**
   * Resolves undefined when nothing came back: refused consent, cancelled, stopped, or failed (already
   * reported). Each phase of the run has its own progress notification: the first sends the texts; when a
   * request outlives the polling schedule the notification closes, the user is asked once (PendingWaits),
   * and Keep Waiting opens a new one that resumes the same request ids, keeping the parts already back.
   */
  async run<R>(request: RunRequest<R>): Promise<RunOutcome<R> | undefined> {
    const { connection, consent, activity, errors, log, waits } = this.deps;
    const version = request.document.version;
    const action = actionOf(request.model);
    const startedAt = Date.now();
    const tracker = ProgressTracker.forModel(request.model, startedAt);
    let lease: Lease | undefined;
    try {
      const targets = targetsOf(request.document, request.selections);
      const parts: { target: TextTarget; result: R }[] = [];
      let pending: StillProcessingError<R> | undefined;
      // The client reports the events of a resumed request through the options of the first call, so
      // they go to whichever phase's notification is showing now.
      let report: ProgressScope['report'] | undefined;
      const optionsFor = (index: number, signal: AbortSignal): CallOptions => ({
        signal,
        onProgress: (event) => report?.(event, { index, count: targets.parts.length }),
      });
      for (;;) {
        const phase = await withModelProgress(activity, request.model, tracker, async (scope): Promise<'done' | 'refused' | 'pending'> => {
          report = scope.report;
          if (!lease) {
            lease = await connection.acquire();
            if (!(await consent.allows(lease.target))) return 'refused';
            log.info(`${action} started`, { texts: targets.parts.length, chars: targets.parts.reduce((n, p) => n + p.text.length, 0) });
          }
          const client = lease.client;
          try {
            if (pending) {
              const resumed = pending;
              pending = undefined;
              parts.push({ target: targets.parts[parts.length] as TextTarget, result: await resumed.keepWaiting({ signal: scope.signal }) });
            }
            for (let index = parts.length; index < targets.parts.length; index++) {
              const target = targets.parts[index] as TextTarget;
              parts.push({ target, result: await request.call(client, target.text, optionsFor(index, scope.signal)) });
            }
            return 'done';
          } catch (e) {
            if (!isInferenceErrorOf(e, 'still-processing')) throw e;
            pending = e as StillProcessingError<R>;
            log.info(`${action}: the polling schedule is spent`, { requests: pending.requestIds.length });
            return 'pending';
          } finally {
            report = undefined;
          }
        });
        if (phase === 'refused') {
          void this.deps.prompts.notify('info', vscode.l10n.t('{0}: nothing was sent to {1}.', action, lease?.target.label ?? connection.label));
          return undefined;
        }
        if (phase === 'done' && lease) {
          log.info(`${action} finished`, { texts: parts.length });
          return { version, service: lease.target, parts };
        }
        const decision = await waits.ask({ action, service: lease?.target.label ?? connection.label, document: fileName(request.document), startedAt });
        if (decision !== 'keep') throw new CancelledError(decision === 'stop' ? 'Stopped waiting for the result.' : 'Gave up waiting for the result.');
      }
    } catch (error) {
      await errors.report(error, { action, scope: scopeOf(request.selections), service: connection.label, retry: () => request.retry() });
      return undefined;
    } finally {
      lease?.release();
    }
  }

  /** Runs structure or structure-ontologies and stores the concepts; true when stored for the current version. */
  async findConcepts(document: vscode.TextDocument, selections: readonly vscode.Selection[], model: 'structure' | 'structure-ontologies'): Promise<boolean> {
    const outcome = await this.run({
      model,
      document,
      selections,
      call: (client, text, options) => (model === 'structure' ? client.structure(text, options) : client.structureOntologies(text, options)),
      retry: () => this.findConcepts(document, selections, model),
    });
    if (!outcome) return false;
    const findings: NewConcept[] = outcome.parts.flatMap(({ target, result }) => {
      this.noteDropped(result.warnings.droppedSpans);
      return result.concepts.map((c) => {
        const start = target.start + c.start;
        const end = target.start + c.end;
        return { start, end, model, concept: { ...c, start, end } };
      });
    });
    const min = this.deps.config.get('minimumScore');
    const below = findings.filter((f) => f.concept.scoreId < min).length;
    return this.stored(document, model, this.deps.store.setConcepts(document, outcome.version, findings, scopeOf(selections)), conceptSummary(findings.length, below));
  }

  /** Runs identify-phi and stores the items; true when stored for the current version. */
  async findPhi(document: vscode.TextDocument, selections: readonly vscode.Selection[]): Promise<boolean> {
    const outcome = await this.run({
      model: 'identify-phi',
      document,
      selections,
      // The local engine adds each item's evidence (cue word, word lists) for the hover's "Why?"; a service ignores it.
      call: (client, text, options) => client.identifyPhi(text, { ...options, explain: true }),
      retry: () => this.findPhi(document, selections),
    });
    if (!outcome) return false;
    const found: NewPhi[] = outcome.parts.flatMap(({ target, result }) => {
      this.noteDropped(result.warnings.droppedSpans);
      return result.items.map((item) => {
        const start = target.start + item.start;
        const end = target.start + item.end;
        return { start, end, item: { ...item, start, end } };
      });
    });
    const filtered = this.deps.phiFilter ? await this.deps.phiFilter(found, outcome.parts.map(({ target }) => ({ start: target.start, text: target.text })), { document, version: outcome.version }) : undefined;
    const findings = filtered?.findings ?? found;
    const min = this.deps.config.get('minimumScore');
    const below = findings.filter((f) => f.item.score < min).length;
    const summary = phiSummary(
      findings.map((f) => f.item.type),
      below,
    ) + (filtered ? filterNote(filtered) : '');
    return this.stored(document, 'identify-phi', this.deps.store.setPhi(document, outcome.version, findings, scopeOf(selections)), summary);
  }

  private stored(document: vscode.TextDocument, model: ModelName, outcome: SetOutcome | undefined, summary: string): boolean {
    const action = actionOf(model);
    if (document.isClosed) return false;
    if (!outcome) {
      void this.deps.prompts.notify('warning', vscode.l10n.t('{0}: the document changed too much while waiting; nothing was stored. Run it again.', action));
      return false;
    }
    const dropped = outcome.droppedByEdits > 0 ? ` — ${outcome.droppedByEdits} dropped because the text changed meanwhile` : '';
    // A routine summary goes to the status bar: a toast after every run piles up and needs dismissing.
    this.deps.prompts.status(`$(check) ${summary}${dropped}.`);
    this.deps.log.info(`${action}: results stored`, { stored: outcome.stored, droppedByEdits: outcome.droppedByEdits });
    return this.deps.store.get(document.uri)?.version === document.version;
  }

  private noteDropped(droppedSpans: number): void {
    if (droppedSpans > 0) this.deps.log.warn('Spans the client could not place were dropped', { droppedSpans });
  }
}
