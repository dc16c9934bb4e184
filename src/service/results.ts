// The bodies of each model's answers, in the configured dialect, each checked against the shared wire
// schemas before it is sent: drift in our own service fails loudly here instead of in a client.
import type { ModelName } from '../api/wire';
import { AcknowledgementSchema, EnvelopeSchema, ModelsResponseSchema, MODEL_NAMES, STATUS_COMPLETED, STATUS_SUBMITTED } from '../api/wire';
import { validated } from '../local/service-result';
import type { EngineRunner } from './engine-runner';
import type { Job } from './jobs';
import type { Dialect } from './options';

/** Runs the engine for this job once (off this thread); later and concurrent GETs reuse the result. */
function resultOf(job: Job, engine: EngineRunner, dialect: Dialect): Promise<Record<string, unknown>> {
  if (job.output === undefined) {
    const running = engine.result(job.model, job.text, dialect);
    job.output = running;
    // A failed run is forgotten, so a later GET tries again rather than replaying the failure forever.
    running.catch(() => {
      if (job.output === running) job.output = undefined;
    });
  }
  return job.output as Promise<Record<string, unknown>>;
}

export function modelsBody(): Record<string, unknown> {
  return validated(ModelsResponseSchema, { models: [...MODEL_NAMES] }, 'models list');
}

export function acknowledgementBody(job: Job): Record<string, unknown> {
  const body = {
    request_id: job.id,
    ...(job.model === 'structure' || job.model === 'structure-ontologies' ? { text: job.text } : {}),
    model_type: job.model,
    inference_status: STATUS_SUBMITTED,
    message: `A new inference request was created for the model ${job.model}.`,
  };
  return validated(AcknowledgementSchema, body, 'acknowledgement');
}

export function pendingBody(job: Job): Record<string, unknown> {
  const body = {
    request_id: job.id,
    model_type: job.model,
    inference_status: STATUS_SUBMITTED,
    message: 'The inference request is still being processed; poll again later.',
  };
  return validated(EnvelopeSchema, body, 'pending envelope');
}

/** Structure models always answer in the envelope; the others bare unless the dialect asks for it. */
export async function completedBody(job: Job, engine: EngineRunner, dialect: Dialect): Promise<Record<string, unknown>> {
  // Validated against the model's schema where it was built (src/local/service-result.ts).
  const result = await resultOf(job, engine, dialect);
  if (!usesEnvelope(job.model, dialect)) return result;
  const body = {
    request_id: job.id,
    inference_result: result,
    model_type: job.model,
    inference_status: STATUS_COMPLETED,
    message: 'The results of the inference request are ready.',
  };
  return validated(EnvelopeSchema, body, 'result envelope');
}

export function usesEnvelope(model: ModelName, dialect: Dialect): boolean {
  return model === 'structure' || model === 'structure-ontologies' || dialect.envelope === true;
}
