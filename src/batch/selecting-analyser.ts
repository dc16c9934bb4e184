// A PhiAnalyser that hands on only what the one selection (src/deid/selection.ts) keeps: every batch path
// (folder scan, Export Findings, Redact Folder into a Copy, the command line) wraps its client in it, so
// lists, hidden types and per-type scores apply the same way as in the editor.
import type { PhiResult } from '../api/results';
import { selectPhi, type SelectionSettings } from '../deid/selection';
import type { PhiAnalyser } from './scan';

export interface SelectionCounts {
  hiddenByList: number;
  hiddenByType: number;
  denied: number;
  widenedDates: number;
}

export function selectingAnalyser(analyser: PhiAnalyser, settings: SelectionSettings, counts?: SelectionCounts): PhiAnalyser {
  return {
    async identifyPhi(text, options) {
      const result: PhiResult = await analyser.identifyPhi(text, options);
      const selection = selectPhi(text, result.items, settings);
      if (counts) {
        counts.hiddenByList += selection.hiddenByList;
        counts.hiddenByType += selection.hiddenByType;
        counts.denied += selection.denied;
        counts.widenedDates += selection.widenedDates;
      }
      return { ...result, items: selection.items };
    },
  };
}
