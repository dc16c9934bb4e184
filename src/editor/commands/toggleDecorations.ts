import type { CommandDeps } from './deps';

const NOTE_MS = 5000;

/**
 * Toggle Decorations for this session. Hidden highlights look exactly like "nothing found", so a short
 * status bar note says which it is, without a notification to dismiss.
 */
export function toggleDecorations(deps: CommandDeps): boolean {
  const shown = deps.decorations.toggle();
  deps.log.info('decorations toggled', { shown });
  const note = shown ? 'Text Inference: highlights shown' : 'Text Inference: highlights hidden (Toggle Decorations shows them again)';
  deps.statusNote.show(`$(${shown ? 'eye' : 'eye-closed'}) ${note}`, NOTE_MS);
  return shown;
}
