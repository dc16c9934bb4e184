// The bodies of each model's answers, in the configured dialect, each checked against the shared wire
// schemas before it is sent: drift in our own service fails loudly here instead of in a client.
import type { z } from 'zod';
import type { ModelName } from '../api/wire';
import { AcknowledgementSchema, EnvelopeSchema, ModelsResponseSchema, MODEL_NAMES, RESULT_SCHEMA, STATUS_COMPLETED, STATUS_SUBMITTED } from '../api/wire';
import type { EngineOutput } from '../engine/tasks';
import type { EngineRunner } from './engine-runner';
import { OPERATION_OF_MODEL, wireResult } from '../local/wire-results';
import type { Job } from './jobs';
import type { Dialect } from './options';

export class ContractViolation extends Error {
  constructor(what: string, issues: string) {
    super(`The service built a ${what} that breaks the wire contract: ${issues}`);
  }
}

function validated<T>(schema: z.ZodType, value: T, what: string): T {
  const parsed = schema.safeParse(value);
  // Issue paths and codes only: the values could be text.
  if (!parsed.success) throw new ContractViolation(what, parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.code}`).join('; '));
  return value;
}

/** Runs the engine for this job once (off this thread); later and concurrent GETs reuse the output. */
function outputOf(job: Job, engine: EngineRunner): Promise<EngineOutput> {
  if (job.output === undefined) {
    const running = engine.run({ op: OPERATION_OF_MODEL[job.model], text: job.text });
    job.output = running;
    // A failed run is forgotten, so a later GET tries again rather than replaying the failure forever.
    running.catch(() => {
      if (job.output === running) job.output = undefined;
    });
  }
  return job.output as Promise<EngineOutput>;
}

/** What the schemas cannot say: every offset pair lies within its text, start before end. */
function checkOffsets(output: EngineOutput, textLength: number): void {
  const pairs =
    output.kind === 'concepts' ? output.concepts : output.kind === 'phi' ? output.findings : output.kind === 'redacted' ? output.items : [];
  const length = output.kind === 'redacted' ? output.outputText.length : textLength;
  for (const { start, end } of pairs) {
    if (!(Number.isInteger(start) && Number.isInteger(end) && start >= 0 && start <= end && end <= length)) {
      throw new ContractViolation('result', `offsets ${start}-${end} outside a text of length ${length}`);
    }
  }
}

/** The result part of a completed GET, in the documented (bare) shape of its model. */
async function resultOf(job: Job, engine: EngineRunner, dialect: Dialect): Promise<Record<string, unknown>> {
  const output = await outputOf(job, engine);
  checkOffsets(output, job.text.length);
  return wireResult(job.model, job.text, output, dialect);
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
  const result = validated(RESULT_SCHEMA[job.model], await resultOf(job, engine, dialect), `${job.model} result`);
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
