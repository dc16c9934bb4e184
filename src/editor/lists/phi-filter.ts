// The runner's hook for identify-phi results: the current lists and per-type settings, applied before
// the findings are stored (so every feature, from highlights to redaction, sees the same set).
import type * as vscode from 'vscode';
import type { Config } from '../config/config';
import type { NewPhi } from '../results/types';
import type { ListSources } from './list-sources';
import { filterPhi, type AnalysedText, type FilterOutcome } from './phi-filter.pure';

/** The document the findings are for, and the version their offsets are valid at. */
export interface FilterContext {
  readonly document: vscode.TextDocument;
  readonly version: number;
}

export type PhiFilter = (findings: readonly NewPhi[], analysed: readonly AnalysedText[], context?: FilterContext) => Promise<FilterOutcome>;

export function phiFilter(sources: ListSources, config: Config): PhiFilter {
  return async (findings, analysed) => {
    const lists = await sources.current();
    const control = { hidden: new Set(config.get('phi.hiddenTypes')), minimumScore: config.get('phi.minimumScoreByType') };
    return filterPhi(findings, analysed, lists, control);
  };
}
