// The one log of the extension, over a LogOutputChannel. Callers pass a message and structured fields;
// document text, PHI and secrets must never be passed above trace level. Fields are restricted to
// numbers, booleans and short identifiers so that text cannot leak through them by accident.
import * as vscode from 'vscode';

export type LogField = number | boolean | undefined | { readonly id: string };

function render(message: string, fields: Readonly<Record<string, LogField>> | undefined): string {
  if (!fields) return message;
  const parts = Object.entries(fields)
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => `${k}=${typeof v === 'object' ? v.id : String(v)}`);
  return parts.length === 0 ? message : `${message} (${parts.join(', ')})`;
}

export class Log implements vscode.Disposable {
  private readonly channel: vscode.LogOutputChannel;

  constructor(name = 'Text Inference') {
    this.channel = vscode.window.createOutputChannel(name, { log: true });
  }

  /** Trace is the only level that may carry free text, for local debugging; it is off by default. */
  trace(message: string): void {
    this.channel.trace(message);
  }

  debug(message: string, fields?: Readonly<Record<string, LogField>>): void {
    this.channel.debug(render(message, fields));
  }

  info(message: string, fields?: Readonly<Record<string, LogField>>): void {
    this.channel.info(render(message, fields));
  }

  warn(message: string, fields?: Readonly<Record<string, LogField>>): void {
    this.channel.warn(render(message, fields));
  }

  /** Logs the error's class and message (our typed errors never carry submitted text) and its stack at debug. */
  error(message: string, error?: unknown): void {
    if (error instanceof Error) {
      this.channel.error(`${message}: ${error.name}: ${error.message}`);
      if (error.stack) this.channel.debug(error.stack);
    } else {
      this.channel.error(message);
    }
  }

  show(): void {
    this.channel.show(true);
  }

  dispose(): void {
    this.channel.dispose();
  }
}
