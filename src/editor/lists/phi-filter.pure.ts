// Applies the allow and deny lists and the per-type settings to identify-phi findings before they are
// stored: allowed values and hidden types are dropped (and counted for the summary), values below their
// type's minimum score too, and denied terms in the analysed text are always added with their type.
import { selectPhi, verdict } from '../../deid/selection';
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

/** The one selection of src/deid, applied to each analysed part of the document. */
export function filterPhi(findings: readonly NewPhi[], analysed: readonly AnalysedText[], lists: PhiLists, control: TypeControl): FilterOutcome {
  let hiddenByList = 0;
  let hiddenByType = 0;
  let denied = 0;
  const kept: NewPhi[] = [];
  const settings = { lists, hidden: control.hidden, minimumScoreByType: control.minimumScore };
  const used = new Set<NewPhi>();
  for (const part of analysed) {
    const end = part.start + part.text.length;
    const inside = findings.filter((f) => f.start >= part.start && f.end <= end);
    for (const f of inside) used.add(f);
    const local = inside.map((f) => ({ ...f.item, start: f.start - part.start, end: f.end - part.start, text: part.text.slice(f.start - part.start, f.end - part.start) }));
    const selection = selectPhi(part.text, local, settings);
    hiddenByList += selection.hiddenByList;
    hiddenByType += selection.hiddenByType;
    denied += selection.denied;
    for (const item of selection.items) {
      const start = part.start + item.start;
      const stop = part.start + item.end;
      kept.push({ start, end: stop, item: { ...item, start, end: stop, type: item.type, score: item.score } });
    }
  }
  // Findings outside every analysed part (none are expected) go through the same allow and type rules.
  for (const f of findings) {
    if (used.has(f)) continue;
    const v = verdict(f.item, settings);
    if (v === 'list') hiddenByList++;
    else if (v === 'type') hiddenByType++;
    else kept.push(f);
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
