// Which service a `textInference.serviceUrl` value means. Pure (no VS Code) so it is unit-tested on Node.
// Plain http is refused for anything but loopback: text sent in the clear to another host could be read
// on the way, and it may contain PHI.
import { isLoopbackHost } from '../../api/url';

export type ServiceTarget =
  | { readonly kind: 'local'; readonly label: 'Local engine' }
  | { readonly kind: 'remote'; readonly label: string; readonly host: string; readonly baseUrl: string };

export const LOCAL_ENGINE_LABEL = 'Local engine';

/** A setting value that names no usable service; the message says how to fix it (no text, no secrets). */
export class ServiceUrlError extends Error {
  override readonly name = 'ServiceUrlError';
}

export function parseServiceUrl(value: string): ServiceTarget {
  const trimmed = value.trim();
  if (trimmed === '') return { kind: 'local', label: LOCAL_ENGINE_LABEL };
  let url: URL;
  try {
    url = new URL(trimmed);
  } catch {
    throw new ServiceUrlError('textInference.serviceUrl is not a valid URL. Use https://host[/prefix], or leave it empty for the local engine.');
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new ServiceUrlError(`textInference.serviceUrl must start with https:// (got ${url.protocol}//).`);
  }
  if (url.protocol === 'http:' && !isLoopbackHost(url.hostname)) {
    throw new ServiceUrlError(
      `textInference.serviceUrl uses http:// for ${url.hostname}; plain http is only allowed for this machine (127.0.0.1, localhost, [::1]). Use https://.`,
    );
  }
  if (url.username !== '' || url.password !== '') {
    throw new ServiceUrlError('textInference.serviceUrl must not contain a user name or password; use Set API Credentials instead.');
  }
  if (url.search !== '' || url.hash !== '') {
    throw new ServiceUrlError('textInference.serviceUrl must not contain a query or fragment.');
  }
  return { kind: 'remote', label: url.host, host: url.host, baseUrl: url.href };
}

/** For an input box's validateInput: undefined when acceptable, else the reason. */
export function validateServiceUrl(value: string): string | undefined {
  if (value.trim() === '') return 'Enter the service URL, for example https://inference.example.org';
  try {
    parseServiceUrl(value);
    return undefined;
  } catch (e) {
    return e instanceof ServiceUrlError ? e.message : 'Not a valid URL';
  }
}
