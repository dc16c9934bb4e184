// The HTTP client (with undici) and the local engine are built into their own files, dist/client.js and
// dist/local.js, and required on first use: activation never parses them, and dist/extension.js stays
// small. A missing or damaged file becomes an error that says what to do.
export function requireExport<T>(
  modulePath: string,
  name: string,
  errors: { readonly unloadable: () => Error; readonly damaged: () => Error },
): T {
  let loaded: unknown;
  try {
    // A computed path, so the bundler leaves it alone.
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    loaded = require(modulePath);
  } catch (e) {
    const error = errors.unloadable();
    error.cause = e;
    throw error;
  }
  const value = typeof loaded === 'object' && loaded !== null ? (loaded as Record<string, unknown>)[name] : undefined;
  if (typeof value !== 'function') throw errors.damaged();
  return value as T;
}
