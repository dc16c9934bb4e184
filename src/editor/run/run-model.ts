// The one pipeline every model command goes through: read the texts and the document version, get a
// client for the chosen service, ask consent for a remote host, send each text with progress and
// cancellation, then hand the results back mapped to document offsets. Failures are reported here.
import type * as vscode from 'vscode';
import { CancelledError, type StillProcessingError } from '../../api/errors';
import type { CallOptions, TextInferenceClient } from '../../api/types';
import type { ModelName } from '../../api/wire';
import type { Activity } from './activity';
import type { Config } from '../config/config';
import type { ErrorNotifier } from './error-notifications';
import { isInferenceErrorOf } from './inference-errors.pure';
import type { Log } from '../log';
import { withModelProgress } from './progress';
import type { Prompts } from '../prompts';
import type { NewConcept, NewPhi, ResultsStoreApi, SetOutcome } from '../results/types';
import type { ConsentGate } from '../connection/consent';
import type { ServiceConnection } from '../connection/connection';
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

  /** Resolves undefined when nothing came back: refused consent, cancelled, or failed (already reported). */
  async run<R>(request: RunRequest<R>): Promise<RunOutcome<R> | undefined> {
    const { connection, consent, activity, errors, log } = this.deps;
    const version = request.document.version;
    const action = actionOf(request.model);
    try {
      const targets = targetsOf(request.document, request.selections);
      return await withModelProgress(activity, request.model, async (scope) => {
        const lease = await connection.acquire();
        try {
          if (!(await consent.allows(lease.target))) {
            void this.deps.prompts.notify('info', `${action}: nothing was sent to ${lease.target.label}.`);
            return undefined;
          }
          log.info(`${action} started`, { texts: targets.parts.length, chars: targets.parts.reduce((n, p) => n + p.text.length, 0) });
          const parts: { target: TextTarget; result: R }[] = [];
          for (const [index, target] of targets.parts.entries()) {
            const options = scope.callOptions({ index, count: targets.parts.length });
            const result = await this.patiently(() => request.call(lease.client, target.text, options), action, lease.target.label, scope.signal);
            parts.push({ target, result });
          }
          log.info(`${action} finished`, { texts: parts.length });
          return { version, service: lease.target, parts };
        } finally {
          lease.release();
        }
      });
    } catch (error) {
      await errors.report(error, { action, scope: scopeOf(request.selections), service: connection.label, retry: () => request.retry() });
      return undefined;
    }
  }

  /** A request that outlives the polling schedule: offer to keep polling the same request ids. */
  private async patiently<R>(call: () => Promise<R>, action: string, service: string, signal: AbortSignal): Promise<R> {
    let pending: StillProcessingError<R>;
    try {
      return await call();
    } catch (e) {
      if (!isInferenceErrorOf(e, 'still-processing')) throw e;
      pending = e as StillProcessingError<R>;
    }
    for (;;) {
      if (!(await this.deps.errors.keepWaiting(action, service))) throw new CancelledError('Stopped waiting for the result.');
      try {
        return await pending.keepWaiting({ signal });
      } catch (e) {
        if (!isInferenceErrorOf(e, 'still-processing')) throw e;
        pending = e as StillProcessingError<R>;
      }
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
      call: (client, text, options) => client.identifyPhi(text, options),
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
    const filtered = this.deps.phiFilter ? await this.deps.phiFilter(found, outcome.parts.map(({ target }) => ({ start: target.start, text: target.text }))) : undefined;
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
      void this.deps.prompts.notify('warning', `${action}: the document changed too much while waiting; nothing was stored. Run it again.`);
      return false;
    }
    const dropped = outcome.droppedByEdits > 0 ? ` — ${outcome.droppedByEdits} dropped because the text changed meanwhile` : '';
    void this.deps.prompts.notify('info', `${summary}${dropped}.`);
    this.deps.log.info(`${action}: results stored`, { stored: outcome.stored, droppedByEdits: outcome.droppedByEdits });
    return this.deps.store.get(document.uri)?.version === document.version;
  }

  private noteDropped(droppedSpans: number): void {
    if (droppedSpans > 0) this.deps.log.warn('Spans the client could not place were dropped', { droppedSpans });
  }
}
