// A lease whose client hands on only what the one selection keeps (src/batch/selecting-analyser.ts): the
// folder commands see the lists, hidden types and per-type scores as the editor does.
import type { TextInferenceClient } from '../../api/types';
import { selectingAnalyser } from '../../batch/selecting-analyser';
import type { SelectionSettings } from '../../deid/selection';
import type { BatchLease } from './folder-scan';

export function selectingLease(lease: BatchLease, settings: SelectionSettings): BatchLease {
  const analyser = selectingAnalyser(lease.client, settings);
  const identifyPhi: TextInferenceClient['identifyPhi'] = (text, options) => analyser.identifyPhi(text, options);
  const client = new Proxy(lease.client, {
    get(target, property) {
      if (property === 'identifyPhi') return identifyPhi;
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
  return { target: lease.target, client, release: () => lease.release() };
}
