// What every command gets: the environment, the working folder, the cancel signal (Ctrl+C), stderr and
// the global options.
export interface GlobalOptions {
  readonly service?: string;
  readonly sendTo: readonly string[];
  readonly debug: boolean;
  readonly quiet: boolean;
  readonly progress: boolean;
}

export interface Context {
  readonly env: NodeJS.ProcessEnv;
  readonly cwd: string;
  readonly signal: AbortSignal;
  readonly version: string;
  readonly global: GlobalOptions;
  /** One line to stderr (a warning or a skip); suppressed by --quiet. */
  readonly note: (line: string) => void;
}
