// The Problems panel text of a PHI finding: the matched text, type, category and score. It is the user's
// own document on the user's own screen, so the text is shown by default (a list of "PATIENT, PATIENT,
// DATE" says nothing); textInference.privacy.maskPhiText leaves it out, e.g. while sharing the screen.
// This message is also the editor's one PHI hover card (the hover provider adds no second card).
import type { PhiItem } from '../../api/results';
import { oneLine } from '../findings-view/findings-tree.pure';
import { percent } from '../results/score.pure';
import type { Settings } from '../config/settings.pure';

export const DIAGNOSTIC_SOURCE = 'Text Inference';

export function phiDiagnosticMessage(item: Pick<PhiItem, 'type' | 'score' | 'text'> & { readonly category?: string | undefined }, masked = false): string {
  // A category that only repeats the type ("DATE (DATE)") is noise in a panel that also shows the type as
  // the diagnostic's code, so it is named only when it adds something.
  const category = item.category && item.category !== item.type ? ` (${item.category})` : '';
  const text = masked ? '' : ` “${oneLine(item.text, 80)}”`;
  return `PHI${text}: ${item.type}${category}, score ${percent(item.score)}`;
}

export type SeverityName = Exclude<Settings['diagnostics.severity'], 'off'>;

/** The configured severity, or undefined when diagnostics are off. */
export function severityName(setting: Settings['diagnostics.severity']): SeverityName | undefined {
  return setting === 'off' ? undefined : setting;
}
