// The client (with its HTTP stack, undici) is built into its own file, dist/client.js, and loaded on
// the first run: activation never parses it and dist/extension.js stays small.
import { z } from 'zod';
import type { createClient } from '../../api/client';

export type CreateClient = typeof createClient;

const ClientModuleSchema = z.object({
  createClient: z.custom<CreateClient>((v) => typeof v === 'function', 'createClient() is missing'),
});

export class ClientModuleError extends Error {
  override readonly name = 'ClientModuleError';
}

export function loadClientModule(modulePath: string): CreateClient {
  let loaded: unknown;
  try {
    // A computed path, so the bundler leaves it alone.
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    loaded = require(modulePath);
  } catch (e) {
    throw new ClientModuleError('The service client could not be loaded; reinstalling the extension may help.', { cause: e });
  }
  const parsed = ClientModuleSchema.safeParse(loaded);
  if (!parsed.success) throw new ClientModuleError('The service client is damaged (no createClient); reinstall the extension.');
  return parsed.data.createClient;
}
