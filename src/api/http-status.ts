// HTTP status → typed error, with a one-line message a user can act on. The service's own message is
// quoted for invalid requests, shortened to one line and with any copy of the submitted text removed.
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
  let message = found.replace(/\s+/g, ' ').trim();
  const secret = sensitive?.trim();
  if (secret !== undefined && secret.length >= 3 && message.includes(secret)) message = message.split(secret).join('[text]');
  if (secret !== undefined && secret.length >= 3 && message.length > 24 && secret.includes(message)) return undefined;
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
  const quoted = said === undefined ? '' : ` The service said: ${said}`;
  if (status === 401 || status === 403) {
    const why = status === 401 ? 'missing or not accepted' : 'rejected';
    return new CredentialsError(
      `The service answered ${status} for ${subject(ctx)}: the API key (x-api-id / x-api-secret) is ${why}. Check or regenerate the key pair.`,
      'rejected',
      details,
    );
  }
  if (status === 404) {
    const what = ctx.requestId === undefined ? `the ${ctx.model ?? 'models'} endpoint` : `request ${ctx.requestId} of ${ctx.model ?? 'the service'} (unknown or expired)`;
    return new NotFoundError(`The service does not know ${what} (HTTP 404). Check the service URL.${quoted}`, details);
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
