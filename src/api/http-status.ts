// HTTP status → typed error, with a one-line message a user can act on. The service's own message is
// quoted only when it shares no run of SHARED_RUN characters with the submitted text: a message quoting
// part of a clinical note ("Unexpected token near 'Jane Q. Public, MRN 44556677'") would otherwise reach
// the screen and the log on disk. A withheld message leaves the generic one, with the status code.
import {
  CredentialsError,
  InvalidRequestError,
  NotFoundError,
  ProtocolError,
  RateLimitedError,
  ServerError,
  type InferenceError,
} from './errors';
import type { HttpResponse } from './transport';
import type { ModelName } from './wire';

export interface StatusContext {
  readonly method: 'GET' | 'POST';
  readonly model?: ModelName;
  readonly requestId?: string;
  /** The submitted text: never allowed into a message. */
  readonly sensitive?: string;
}

const MAX_MESSAGE = 200;

/** Characters in a row a service message may share with the submitted text before it is withheld. */
export const SHARED_RUN = 12;

const oneLine = (s: string): string => s.replace(/\s+/g, ' ').trim();

/** Whether `message` and `text` share a run of SHARED_RUN characters (whitespace runs count as one space). */
export function quotesText(message: string, text: string): boolean {
  const m = oneLine(message);
  const t = oneLine(text);
  // A text shorter than the run is withheld when quoted whole (below 3 characters it is no evidence).
  const run = Math.min(SHARED_RUN, t.length);
  if (run < 3 || m.length < run) return false;
  const runs = new Set<string>();
  for (let i = 0; i + run <= t.length; i++) runs.add(t.slice(i, i + run));
  for (let i = 0; i + run <= m.length; i++) if (runs.has(m.slice(i, i + run))) return true;
  return false;
}

export function serviceMessage(body: string, sensitive?: string): string | undefined {
  let raw: unknown;
  try {
    raw = JSON.parse(body);
  } catch {
    return undefined;
  }
  if (typeof raw !== 'object' || raw === null) return undefined;
  const r = raw as Record<string, unknown>;
  const found = [r.message, r.error, r.detail].find((v): v is string => typeof v === 'string' && v.trim() !== '');
  if (found === undefined) return undefined;
  const message = oneLine(found);
  if (sensitive !== undefined && quotesText(message, sensitive)) return undefined;
  return message.length > MAX_MESSAGE ? `${message.slice(0, MAX_MESSAGE - 1)}…` : message;
}

/** retry-after in seconds (delta or HTTP date), or undefined when absent or unreadable. */
export function retryAfterSeconds(res: HttpResponse, nowEpochMs = Date.now()): number | undefined {
  const raw = res.headers['retry-after'];
  const value = Array.isArray(raw) ? raw[0] : raw;
  if (value === undefined || value.trim() === '') return undefined;
  if (/^\d+(\.\d+)?$/.test(value.trim())) return Number(value.trim());
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, (date - nowEpochMs) / 1000);
}

function subject(ctx: StatusContext): string {
  const what = ctx.model ?? 'the model list';
  return ctx.requestId === undefined ? what : `${what} (request ${ctx.requestId})`;
}

export function errorForStatus(res: HttpResponse, ctx: StatusContext): InferenceError {
  const { status } = res;
  const details = {
    status,
    ...(ctx.model === undefined ? {} : { model: ctx.model }),
    ...(ctx.requestId === undefined ? {} : { requestId: ctx.requestId }),
  };
  const said = serviceMessage(res.text, ctx.sensitive);
  const withheld = said === undefined && serviceMessage(res.text) !== undefined;
  const quoted = said !== undefined ? ` The service said: ${said}` : withheld ? ' (The service’s message was withheld: it quoted the submitted text.)' : '';
  if (status === 401 || status === 403) {
    const why = status === 401 ? 'missing or not accepted' : 'rejected';
    return new CredentialsError(
      `The service answered ${status} for ${subject(ctx)}: the API key (x-api-id / x-api-secret) is ${why}. Check or regenerate the key pair.`,
      'rejected',
      details,
    );
  }
  if (status === 404) {
    if (ctx.requestId !== undefined) {
      // The POST was accepted at this URL, so the URL is right: the result is gone (kept for a limited time).
      return new NotFoundError(
        `The result of ${ctx.model ?? 'the'} request ${ctx.requestId} has expired on the service (HTTP 404): it is kept only for a limited time. Run it again.`,
        'expired',
        details,
      );
    }
    return new NotFoundError(`The service does not know the ${ctx.model ?? 'models'} endpoint (HTTP 404). Check the service URL.${quoted}`, 'path', details);
  }
  if (status === 429) {
    const after = retryAfterSeconds(res);
    return new RateLimitedError(
      `The service is still rate limiting ${subject(ctx)} after retries (HTTP 429); try again in ${after === undefined ? 'a minute' : `${Math.ceil(after)} s`}.`,
      after,
      details,
    );
  }
  if (status >= 500) {
    return new ServerError(`The service failed on ${subject(ctx)} (HTTP ${status}) after retries; try again later.${quoted}`, details);
  }
  if (status >= 400) {
    const hint = status === 413 ? ' The text is too long for one call.' : '';
    return new InvalidRequestError(`The service rejected the ${ctx.method} for ${subject(ctx)} (HTTP ${status}).${hint}${quoted}`, said, details);
  }
  return new ProtocolError(`Unexpected HTTP ${status} from the service for ${subject(ctx)}.`, undefined, details);
}
