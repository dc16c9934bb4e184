// The faults that change a well-formed body after it passed validation: what a drifting or differently
// built remote service would send.
import type { ModelName } from '../api/wire';
import type { FaultKind } from './options';

type Body = Record<string, unknown>;

function isObject(value: unknown): value is Body {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Where the result fields sit: under inference_result (envelope) or at the top (bare). */
function resultPart(body: Body): Body | undefined {
  if (isObject(body.inference_result)) return body.inference_result;
  if ('annotations' in body || 'embeddings' in body || 'spans' in body) return body;
  return undefined;
}

const LIST_FIELD: Record<ModelName, string> = {
  structure: 'spans',
  'structure-ontologies': 'spans',
  'identify-phi': 'annotations',
  'redact-phi': 'annotations',
  embeddings: 'embeddings',
};

export type BodyPhase = 'acknowledgement' | 'pending' | 'completed';

/** Drops a required field: the result's list, or the request_id of an acknowledgement. */
function dropRequired(model: ModelName, phase: BodyPhase, body: Body): Body {
  const copy = structuredClone(body);
  const result = resultPart(copy);
  if (phase === 'completed' && result !== undefined) delete result[LIST_FIELD[model]];
  else if (phase === 'acknowledgement') delete copy.request_id;
  else delete copy.inference_status;
  return copy;
}

/** Unknown fields at every level a client walks: top, result, each item, labels, spans, ontologies. */
function addExtra(body: Body): Body {
  const copy = structuredClone(body);
  let n = 0;
  const visit = (value: unknown): void => {
    if (Array.isArray(value)) {
      for (const item of value) visit(item);
      return;
    }
    if (!isObject(value)) return;
    const keys = Object.keys(value);
    for (const key of keys) visit(value[key]);
    value[`x_unknown_${n++}`] = { added: 'by drift-extra', nested: [1, 'two', null] };
    if (keys.includes('CPT') || keys.includes('ICD10') || keys.includes('SNOMEDCT_US')) value.MSH = [{ code: 'D000000', name: 'unsupported ontology' }];
  };
  visit(copy);
  copy.api_version = '2.9.9-drift';
  return copy;
}

/** Maps UTF-16 offsets of `text` to code-point offsets, as a service counting Python str indices would. */
function codePointMapper(text: string): (offset: number) => number {
  const map = new Uint32Array(text.length + 1);
  let cp = 0;
  for (let i = 0; i < text.length; i++) {
    map[i] = cp;
    const unit = text.charCodeAt(i);
    const isHighSurrogate = unit >= 0xd800 && unit <= 0xdbff;
    const next = text.charCodeAt(i + 1);
    if (isHighSurrogate && next >= 0xdc00 && next <= 0xdfff) {
      map[i + 1] = cp + 1; // the middle of a pair: the code point after it
      i++;
    }
    cp++;
  }
  map[text.length] = cp;
  return (offset) => map[Math.max(0, Math.min(text.length, offset))] ?? cp;
}

function toCodePoints(body: Body): Body {
  const copy = structuredClone(body);
  const result = resultPart(copy);
  if (result === undefined) return copy;
  if (Array.isArray(result.spans) && typeof result.text === 'string') {
    const at = codePointMapper(result.text);
    for (const s of result.spans as Body[]) {
      s.pos_start = at(s.pos_start as number);
      s.pos_end = at(s.pos_end as number);
    }
  }
  const annotated = typeof result.output_text === 'string' ? result.output_text : result.input_text;
  if (Array.isArray(result.annotations) && typeof annotated === 'string') {
    const at = codePointMapper(annotated);
    for (const a of result.annotations as Body[]) {
      const span = a.span as Body;
      span.start = at(span.start as number);
      span.end = at(span.end as number);
    }
  }
  return copy;
}

/**
 * What a remote normalising text on its way through does to a redaction: CRLF becomes LF and trailing
 * whitespace goes, the annotations following the text they index (so only a client that checks the
 * answer against its input can tell).
 */
function lossyOutput(body: Body): Body {
  const copy = structuredClone(body);
  const result = resultPart(copy);
  if (result === undefined || typeof result.output_text !== 'string') return copy;
  const before = result.output_text;
  const shift = (offset: number): number => offset - (before.slice(0, offset).match(/\r\n/g)?.length ?? 0);
  const after = before.replace(/\r\n/g, '\n').trimEnd();
  result.output_text = after;
  if (Array.isArray(result.annotations)) {
    for (const a of result.annotations as Body[]) {
      const span = a.span as Body;
      span.start = Math.min(after.length, shift(span.start as number));
      span.end = Math.min(after.length, shift(span.end as number));
    }
  }
  return copy;
}

/** The body as sent under a body-changing fault (unchanged for faults that do not change bodies). */
export function transformBody(kind: FaultKind | undefined, model: ModelName, phase: BodyPhase, body: Body): Body {
  switch (kind) {
    case 'drift-missing':
      return dropRequired(model, phase, body);
    case 'drift-extra':
      return addExtra(body);
    case 'code-point-offsets':
      return toCodePoints(body);
    case 'lossy-output':
      return lossyOutput(body);
    default:
      return body;
  }
}

/** A body cut short in the middle of a string: what a proxy truncating a response produces. */
export function malformedJson(body: Body): string {
  const json = JSON.stringify(body);
  return `${json.slice(0, Math.max(1, Math.floor(json.length / 2)))}\u0000<!-- truncated`;
}
