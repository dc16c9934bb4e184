// The local engine: PHI detectors, dictionary concept recognition and lexical embeddings, all offline and
// deterministic. The lexicon is loaded lazily, on the first request that needs it.
import { embedText } from './embeddings';
import { createPhiExplainer, createPhiIdentifier, defaultPhiDictionariesPath, loadPhiDictionaries, type PhiDictionaries } from './phi';
import type { PhiEvidence } from '../deid/phi-evidence';
import { createConceptRecognizer, type ConceptRecognizer } from './structure';
import { findWithDocumentAbbreviations } from './structure/document-abbreviations';
import { addBareEponyms } from './structure/eponym-echo';
import { findWithMentionRules } from './structure/mention-rules';
import { applyShorthandRules } from './structure/shorthand-rules';
import { defaultLexiconPath } from './structure/lexicon-path';
import type { ConceptMatch, Engine, EnginePhiFinding } from './types';

export interface LocalEngineOptions {
  /**
   * The extended lexicon: undefined → dist/lexicon.json next to the running bundle when present, else the
   * built-in list alone; null → the built-in list alone; a path → that file (built-in only, with a reason in
   * lexiconInfo, when it is missing or invalid).
   */
  readonly lexiconPath?: string | null;
  /**
   * The PHI dictionaries: undefined -> phi-dictionaries.json of this package (beside the bundle or in its
   * dist/) when present, else rules and built-in gazetteers alone; null -> those alone; a path -> that file.
   */
  readonly phiDictionariesPath?: string | null;
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
  // Loaded on the first identify-phi request, not at start-up: the dictionaries take ~70 ms of CPU and ~15 MB.
  let dicts: PhiDictionaries | undefined;
  const phiDictionaries = (): PhiDictionaries => {
    const path = options.phiDictionariesPath === null ? undefined : (options.phiDictionariesPath ?? defaultPhiDictionariesPath(__dirname));
    return (dicts ??= loadPhiDictionaries(path));
  };
  let phi: ((text: string) => EnginePhiFinding[]) | undefined;
  // Review candidates come too (scores below 0.5): a client shows them as review material, never as PHI.
  const identifyPhi = (text: string): EnginePhiFinding[] => (phi ??= createPhiIdentifier(phiDictionaries(), { review: true }))(text);
  // The evidence reader shares the dictionaries; it is built on the first explain, not with identify-phi.
  let explain: ReturnType<typeof createPhiExplainer> | undefined;
  const explainPhi = (text: string, findings: readonly EnginePhiFinding[]): PhiEvidence[] => {
    explain ??= createPhiExplainer(phiDictionaries());
    return findings.map((f) => explain!(text, f));
  };
  // Abbreviations the text defines apply within the call ("DM" defined as myotonic dystrophy is not diabetes).
  // Modifiers, coordination, name patterns and shorthand context are applied to the text as the
  // abbreviations rewrite it.
  const find = (text: string): ConceptMatch[] => applyShorthandRules(text, findWithMentionRules((t) => recognize().matcher.find(t), text));
  // A disease named in full ("Lesch-Nyhan syndrome") is then named bare ("a Lesch-Nyhan patient").
  const findConcepts = (text: string): ConceptMatch[] => addBareEponyms(text, findWithDocumentAbbreviations(find, text));
  return {
    identifyPhi,
    explainPhi,
    findConcepts,
    embed: (text) => embedText(text, findConcepts(text).map((m) => m.cui)),
    get lexiconInfo() {
      return recognize().info;
    },
  };
}
