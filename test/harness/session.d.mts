// Types of session.mjs for the TypeScript e2e lib (test/e2e/lib), which imports it at run time.
import type { Browser, BrowserContext, Page } from 'playwright-core';

export declare const REPO_ROOT: string;

export interface OpenWorkbenchOptions {
  /** Defaults to the repository root. */
  extensionPath?: string;
  /** Folder copied to a temp dir and opened; defaults to samples/. */
  samples?: string;
  /** Extra environment for code-server and so for the extension host. */
  env?: Record<string, string>;
  /** Extra User/settings.json entries. */
  settings?: Record<string, unknown>;
  viewport?: { width?: number; height?: number };
  logFile?: string;
}

export interface OpenedWorkbench {
  page: Page;
  context: BrowserContext;
  browser: Browser;
  port: number;
  /** Absolute path of the temp copy of the samples opened as the workspace folder. */
  workspaceFolder: string;
  stop(): Promise<void>;
}

export declare function openWorkbench(options?: OpenWorkbenchOptions): Promise<OpenedWorkbench>;
