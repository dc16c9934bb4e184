// Forget Redaction Mapping: drops every run (pseudonym numbers, surrogates, date offsets and the mapping);
// the next redaction starts afresh with new random seeds.
import type { CommandDeps } from './deps';

export function forgetRedactionMapping(deps: CommandDeps): number {
  const forgotten = deps.redaction.runs.size;
  deps.redaction.runs.forget();
  void deps.prompts.notify('info', `Text Inference: forgot the redaction mapping (${forgotten} entr${forgotten === 1 ? 'y' : 'ies'}). New redactions get new pseudonyms, surrogates and date offsets.`);
  return forgotten;
}
