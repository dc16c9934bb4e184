import type { CommandDeps } from './deps';

export function showLog(deps: CommandDeps): void {
  deps.log.show();
}
