// The editor's settings of the one selection (src/deid/selection.ts): the lists as loaded (user settings and,
// in a trusted workspace, each folder's .textinference/ files), hidden types and per-type minimum scores.
// Find PHI, the quick fixes, Redact all, Redact PHI and the folder commands all ask here.
import type { SelectionSettings } from '../../deid/selection';
import type { Config } from '../config/config';
import type { ListSources } from './list-sources';

export function editorSelection(lists: ListSources, config: Config): () => Promise<SelectionSettings> {
  return async () => ({
    lists: await lists.current(),
    hidden: new Set(config.get('phi.hiddenTypes')),
    minimumScoreByType: config.get('phi.minimumScoreByType'),
  });
}
