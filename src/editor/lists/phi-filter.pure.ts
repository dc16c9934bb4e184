// Applies the allow and deny lists and the per-type settings to identify-phi findings before they are
// stored: allowed values and hidden types are dropped (and counted for the summary), values below their
// type's minimum score too, and denied terms in the analysed text are always added with their type.
import { CATEGORY_OF_TYPE } from '../../deid/phi-types';
import type { PhiLists } from '../../deid/lists';
import type { NewPhi } from '../results/types';

export interface TypeControl {
  /** Types neither shown nor redacted. */
  readonly hidden: ReadonlySet<string>;
  /** A minimum score per type: items below it are neither shown nor redacted. */
  readonly minimumScore: Readonly<Record<string, number>>;
}

export interface FilterOutcome {
  readonly findings: NewPhi[];
  readonly hiddenByList: number;
  readonly hiddenByType: number;
  readonly denied: number;
}

export interface AnalysedText {
  readonly start: number;
  readonly text: string;
}

export function filterPhi(findings: readonly NewPhi[], analysed: readonly AnalysedText[], lists: PhiLists, control: TypeControl): FilterOutcome {
  let hiddenByList = 0;
  let hiddenByType = 0;
  const kept: NewPhi[] = [];
  for (const f of findings) {
    const type = f.item.type;
    if (lists.allows(f.item.text, type)) hiddenByList++;
    else if (control.hidden.has(type) || f.item.score < (control.minimumScore[type] ?? 0)) hiddenByType++;
    else kept.push(f);
  }
  let denied = 0;
  for (const part of analysed) {
    for (const d of lists.denied(part.text)) {
      const start = part.start + d.start;
      const end = part.start + d.end;
      const same = kept.findIndex((f) => f.start === start && f.end === end);
      const text = part.text.slice(d.start, d.end);
      const category = (CATEGORY_OF_TYPE as Record<string, string | undefined>)[d.type];
      const item = { start, end, text, type: d.type, ...(category ? { category } : {}), score: 1 };
      // A denied value is reported with the list's type, whether or not the service found it.
      if (same >= 0) kept[same] = { start, end, item };
      else kept.push({ start, end, item });
      denied++;
    }
  }
  kept.sort((a, b) => a.start - b.start || a.end - b.end);
  return { findings: kept, hiddenByList, hiddenByType, denied };
}

/** The summary's note on what the lists and type settings changed (counts only). */
export function filterNote(outcome: Pick<FilterOutcome, 'hiddenByList' | 'hiddenByType' | 'denied'>): string {
  const parts: string[] = [];
  if (outcome.hiddenByList > 0) parts.push(`${outcome.hiddenByList} hidden by the allow list`);
  if (outcome.hiddenByType > 0) parts.push(`${outcome.hiddenByType} hidden by the PHI type settings`);
  if (outcome.denied > 0) parts.push(`${outcome.denied} from the deny list`);
  return parts.length > 0 ? ` (${parts.join('; ')})` : '';
}
