// Joins the configured base URL with the spec's /v2/... paths, keeping any path prefix of the base
// (`https://host/prefix/` + `/v2/structure` → `https://host/prefix/v2/structure`).
import { modelPath, type ModelName } from './wire';

const IPV4_LOOPBACK = /^127(?:\.\d{1,3}){3}$/;

/** This machine: the one place plain http:// may go (the editor's service URL and the CLI's --service). */
export function isLoopbackHost(hostname: string): boolean {
  const host = hostname.toLowerCase();
  return host === 'localhost' || host === '[::1]' || host === '::1' || IPV4_LOOPBACK.test(host);
}

/** Validates and normalises a base URL: http(s) only, no query or fragment, no trailing slash. */
export function normaliseBaseUrl(baseUrl: string): string {
  let url: URL;
  try {
    url = new URL(baseUrl.trim());
  } catch {
    throw new TypeError(`The service URL "${baseUrl}" is not a valid URL; expected e.g. https://host or http://127.0.0.1:8750.`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new TypeError(`The service URL must start with http:// or https:// (got ${url.protocol}).`);
  }
  if (url.search !== '' || url.hash !== '') {
    throw new TypeError('The service URL must not carry a query or fragment.');
  }
  const path = url.pathname.replace(/\/+$/, '');
  return `${url.origin}${path}`;
}

/** `path` starts with a slash; the base is normalised (no trailing slash). */
export function joinUrl(baseUrl: string, path: string): string {
  const base = normaliseBaseUrl(baseUrl);
  return `${base}${path.startsWith('/') ? path : `/${path}`}`;
}

export function modelUrl(baseUrl: string, model: ModelName, requestId?: string): string {
  return joinUrl(baseUrl, modelPath(model, requestId));
}
