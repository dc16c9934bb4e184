// The public surface of the client layer, for the editor (and a future CLI): one import path.
export { createClient, SPEC_RATE_LIMITS } from './client';
export { SPEC_POLLING } from './polling';
export * from './errors';
export type * from './results';
export type * from './types';
