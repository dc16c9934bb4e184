// Checks that the handler maps cover the command table exactly: every id one handler, no strays.
import { COMMANDS, type CommandKey } from './command-ids';

export type Handler = (...args: unknown[]) => unknown;
export type HandlerMap = Partial<Record<CommandKey, Handler>>;

export class CommandTableError extends Error {
  override readonly name = 'CommandTableError';
}

export function completeTable(...maps: readonly HandlerMap[]): Record<CommandKey, Handler> {
  const keys = Object.keys(COMMANDS) as CommandKey[];
  const table: Partial<Record<CommandKey, Handler>> = {};
  const problems: string[] = [];
  for (const map of maps) {
    for (const [key, handler] of Object.entries(map) as [string, Handler | undefined][]) {
      if (!handler) continue;
      if (!keys.includes(key as CommandKey)) problems.push(`${key} is not in the command table`);
      else if (table[key as CommandKey]) problems.push(`${COMMANDS[key as CommandKey]} has more than one handler`);
      else table[key as CommandKey] = handler;
    }
  }
  for (const key of keys) if (!table[key]) problems.push(`${COMMANDS[key]} has no handler`);
  if (problems.length > 0) throw new CommandTableError(`Command table mismatch: ${problems.join('; ')}`);
  return table as Record<CommandKey, Handler>;
}
