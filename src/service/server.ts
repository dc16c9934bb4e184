// The HTTP server of one running service: dispatch, the auth → limits → faults pipeline of the model
// endpoints, the request log, and a guard so that no request can take the server down.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createServer, STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import { errors } from './errors';
import { sendError, sendJson } from './http-io';
import { handleCreate, handleFetch } from './model-handlers';
import { modelsBody } from './results';
import type { Route } from './router';
import { resolveRoute } from './router';
import type { RequestFacts, ServiceState } from './state';
import { sleep } from './state';

function pathnameOf(rawUrl: string | undefined): string {
  const raw = rawUrl ?? '/';
  const end = raw.search(/[?#]/);
  return end === -1 ? raw : raw.slice(0, end);
}

async function handleModelRoute(
  state: ServiceState,
  req: IncomingMessage,
  res: ServerResponse,
  route: Extract<Route, { kind: 'create' | 'fetch' }>,
  facts: RequestFacts,
): Promise<void> {
  const auth = state.keys.check(req.headers);
  facts.apiId = auth.apiId;
  if (!auth.ok) {
    sendError(res, auth.error);
    return;
  }
  const method = route.kind === 'create' ? 'POST' : 'GET';
  const admission = state.windows?.admit(auth.apiId, method, Date.now());
  if (admission !== undefined && !admission.ok && state.windows !== undefined) {
    sendError(res, errors.rateLimited(admission.limit, state.windows.windowMs, method, admission.retryAfterSeconds));
    return;
  }
  const { latencyMs, fault } = state.faults.decide(method, route.model);
  await sleep(state, latencyMs);
  switch (fault?.kind) {
    case 'reset':
      req.socket.destroy();
      return;
    case '429':
    case '500':
    case '502':
    case '503':
      sendError(res, errors.injected(Number(fault.kind), fault.retryAfterSeconds));
      return;
    default:
      break;
  }
  if (route.kind === 'create') await handleCreate(state, req, res, route.model, auth.apiId, fault);
  else await handleFetch(state, res, route.model, route.requestId, auth.apiId, fault);
}

async function dispatch(state: ServiceState, req: IncomingMessage, res: ServerResponse, facts: RequestFacts): Promise<void> {
  const method = req.method ?? 'GET';
  const pathname = pathnameOf(req.url);
  const route = resolveRoute(method, pathname);
  switch (route.kind) {
    case 'models':
      sendJson(res, 200, modelsBody());
      return;
    case 'create':
    case 'fetch':
      facts.model = route.model;
      await handleModelRoute(state, req, res, route, facts);
      return;
    case 'method-not-allowed':
      facts.model = route.model;
      sendError(res, errors.methodNotAllowed(method, route.allow));
      return;
    case 'wrong-path':
      sendError(res, errors.wrongPath(route.expectedPath));
      return;
    case 'not-found':
      sendError(res, errors.notFound(pathname));
      return;
  }
}

/** Answers a request the HTTP parser rejected with a JSON body, when the socket still allows it. */
function answerClientError(error: Error & { code?: string }, socket: Socket): void {
  if (!socket.writable || error.code === 'ECONNRESET') {
    socket.destroy();
    return;
  }
  const status = error.code === 'HPE_HEADER_OVERFLOW' ? 431 : error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : 400;
  const body = JSON.stringify(
    status === 408
      ? { error: 'request_timeout', message: 'The request was not received in full in time; send the whole body at once.' }
      : { error: 'bad_request', message: `The request could not be parsed as HTTP (${STATUS_CODES[status] ?? 'bad request'}).` },
  );
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? ''}\r\ncontent-type: application/json; charset=utf-8\r\n` +
      `content-length: ${Buffer.byteLength(body)}\r\nconnection: close\r\n\r\n${body}`,
  );
}

/**
 * `requestTimeoutMs` bounds the time to receive a whole request: a client trickling a partial body cannot
 * hold a socket and a buffer for Node's default 300 s. The check runs often enough to honour short limits.
 */
export function createHttpServer(state: ServiceState, requestTimeoutMs: number) {
  const timeouts = {
    requestTimeout: requestTimeoutMs,
    headersTimeout: requestTimeoutMs,
    connectionsCheckingInterval: Math.max(50, Math.min(1000, Math.floor(requestTimeoutMs / 4))),
  };
  const server = createServer(timeouts, (req, res) => {
    const time = Date.now();
    const facts: RequestFacts = { model: undefined, apiId: undefined };
    const path = pathnameOf(req.url);
    res.once('close', () => {
      // 0: the connection ended without an answer (a reset fault, or the client went away).
      const status = res.headersSent ? res.statusCode : 0;
      state.log.add({ time, method: req.method ?? '', path, model: facts.model, apiId: facts.apiId, status });
    });
    req.on('error', () => undefined);
    dispatch(state, req, res, facts).catch(() => {
      if (!res.headersSent && !res.destroyed) sendError(res, errors.internal());
      else res.destroy();
    });
  });
  server.on('clientError', answerClientError);
  return server;
}
