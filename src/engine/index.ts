// The local engine: PHI detectors, dictionary concept recognition and lexical embeddings, all offline and
// deterministic. The lexicon is loaded lazily, on the first request that needs it.
import { embedText } from './embeddings';
import { identifyPhi } from './phi';
import { createConceptRecognizer, type ConceptRecognizer } from './structure';
import { defaultLexiconPath } from './structure/lexicon-path';
import type { ConceptMatch, Engine } from './types';

export interface LocalEngineOptions {
  /**
   * The extended lexicon: undefined → dist/lexicon.json next to the running bundle when present, else the
   * built-in list alone; null → the built-in list alone; a path → that file (built-in only, with a reason in
   * lexiconInfo, when it is missing or invalid).
   */
  readonly lexiconPath?: string | null;
}

export function createLocalEngine(options: LocalEngineOptions = {}): Engine {
  let recognizer: ConceptRecognizer | undefined;
  const recognize = (): ConceptRecognizer => {
    if (recognizer === undefined) {
      const path = options.lexiconPath === null ? undefined : (options.lexiconPath ?? defaultLexiconPath(__dirname));
      recognizer = createConceptRecognizer(path);
    }
    return recognizer;
  };
  const findConcepts = (text: string): ConceptMatch[] => recognize().matcher.find(text);
  return {
    identifyPhi,
    findConcepts,
    embed: (text) => embedText(text, findConcepts(text).map((m) => m.cui)),
    get lexiconInfo() {
      return recognize().info;
    },
  };
}
