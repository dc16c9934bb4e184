// Maps a method and path to what the service does, including the spec's "common client mistakes"
// (underscore model names, a missing or other version segment), which get a 404 naming the right path.
import type { ModelName } from '../api/wire';
import { MODEL_NAMES } from '../api/wire';

export type Route =
  | { readonly kind: 'models' }
  | { readonly kind: 'create'; readonly model: ModelName }
  | { readonly kind: 'fetch'; readonly model: ModelName; readonly requestId: string }
  | { readonly kind: 'method-not-allowed'; readonly allow: string; readonly model: ModelName | undefined }
  | { readonly kind: 'wrong-path'; readonly expectedPath: string }
  | { readonly kind: 'not-found' };

function asModel(segment: string | undefined): ModelName | undefined {
  return (MODEL_NAMES as readonly string[]).includes(segment ?? '') ? (segment as ModelName) : undefined;
}

function decodeSegment(segment: string): string | undefined {
  try {
    return decodeURIComponent(segment);
  } catch {
    return undefined;
  }
}

/** The right path for a near miss (`/v2/identify_phi`, `/identify-phi/<id>`, `/v1/models`), if any. */
function correctedPath(segments: readonly string[]): string | undefined {
  const rest = /^v\d+$/i.test(segments[0] ?? '') ? segments.slice(1) : segments;
  if (rest.length < 1 || rest.length > 2) return undefined;
  const name = (rest[0] ?? '').toLowerCase().replace(/_/g, '-');
  if (name === 'models' && rest.length === 1) return '/v2/models';
  if (asModel(name) === undefined) return undefined;
  return rest.length === 2 ? `/v2/${name}/${rest[1] ?? ''}` : `/v2/${name}`;
}

export function resolveRoute(method: string, pathname: string): Route {
  const trimmed = pathname.length > 1 && pathname.endsWith('/') ? pathname.slice(0, -1) : pathname;
  const segments = trimmed.split('/').slice(1);
  if (segments[0] === 'v2') {
    if (segments.length === 2 && segments[1] === 'models') {
      return method === 'GET' ? { kind: 'models' } : { kind: 'method-not-allowed', allow: 'GET', model: undefined };
    }
    const model = asModel(segments[1]);
    if (model !== undefined && segments.length === 2) {
      return method === 'POST' ? { kind: 'create', model } : { kind: 'method-not-allowed', allow: 'POST', model };
    }
    const requestId = segments.length === 3 && segments[2] !== '' ? decodeSegment(segments[2] ?? '') : undefined;
    if (model !== undefined && requestId !== undefined) {
      return method === 'GET' ? { kind: 'fetch', model, requestId } : { kind: 'method-not-allowed', allow: 'GET', model };
    }
  }
  const expectedPath = correctedPath(segments);
  return expectedPath === undefined || expectedPath === trimmed ? { kind: 'not-found' } : { kind: 'wrong-path', expectedPath };
}
