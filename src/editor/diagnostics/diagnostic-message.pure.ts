// The Problems panel text of a PHI finding. It names the type, category and score and never the PHI text
// itself: the diagnostic's range already shows it, and messages get copied into bug reports and chats.
import type { PhiItem } from '../../api/results';
import { percent } from '../results/score.pure';
import type { Settings } from '../config/settings.pure';

export const DIAGNOSTIC_SOURCE = 'Text Inference';

export function phiDiagnosticMessage(item: Pick<PhiItem, 'type' | 'category' | 'score'>): string {
  // A category that only repeats the type ("DATE (DATE)") is noise in a panel that also shows the type as
  // the diagnostic's code, so it is named only when it adds something.
  const category = item.category && item.category !== item.type ? ` (${item.category})` : '';
  return `PHI: ${item.type}${category}, score ${percent(item.score)}`;
}

export type SeverityName = Exclude<Settings['diagnostics.severity'], 'off'>;

/** The configured severity, or undefined when diagnostics are off. */
export function severityName(setting: Settings['diagnostics.severity']): SeverityName | undefined {
  return setting === 'off' ? undefined : setting;
}
