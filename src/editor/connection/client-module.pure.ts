// Loads createClient from dist/client.js on the first run (see bundle.pure.ts).
import type { createClient } from '../../api/client';
import { requireExport } from './bundle.pure';

export type CreateClient = typeof createClient;

export class ClientModuleError extends Error {
  override readonly name = 'ClientModuleError';
}

export function loadClientModule(modulePath: string): CreateClient {
  return requireExport<CreateClient>(modulePath, 'createClient', {
    unloadable: () => new ClientModuleError('The service client could not be loaded; reinstalling the extension may help.'),
    damaged: () => new ClientModuleError('The service client is damaged (no createClient); reinstall the extension.'),
  });
}
