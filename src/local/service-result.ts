// The reference service's result for one job, built where the engine runs: the engine's output, its
// offsets checked, written as the model's wire result and validated against the shared schema. A pool
// worker does all of it (the service's event loop only wraps and sends it: a 10,000-character text's
// analysis, wire building and schema check took it up to hundreds of ms); a test's in-thread engine
// does the same here.
import type { z } from 'zod';
import { RESULT_SCHEMA, type ModelName } from '../api/wire';
import { runEngineTask, type EngineOutput } from '../engine/tasks';
import type { Engine } from '../engine/types';
import { OPERATION_OF_MODEL, wireResult, type WireStyle } from './wire-results';

export interface ServiceResultTask {
  readonly serviceResult: { readonly model: ModelName; readonly text: string; readonly style: WireStyle };
}

export class ContractViolation extends Error {
  override readonly name = 'ContractViolation';
  constructor(what: string, issues: string) {
    super(`The service built a ${what} that breaks the wire contract: ${issues}`);
  }
}

export function validated<T>(schema: z.ZodType, value: T, what: string): T {
  const parsed = schema.safeParse(value);
  // Issue paths and codes only: the values could be text.
  if (!parsed.success) throw new ContractViolation(what, parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.code}`).join('; '));
  return value;
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

/** The result part of a completed GET, in the documented (bare) shape of its model, validated. */
export function serviceResult(engine: Engine, { serviceResult: { model, text, style } }: ServiceResultTask): Record<string, unknown> {
  const output = runEngineTask(engine, { op: OPERATION_OF_MODEL[model], text });
  checkOffsets(output, text.length);
  return validated(RESULT_SCHEMA[model], wireResult(model, text, output, style) as Record<string, unknown>, `${model} result`);
}
