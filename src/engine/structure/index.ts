// The concept recogniser of the local engine: the built-in lexicon, extended from a lexicon file if any.
import { composeLexicon } from './compose-lexicon';
import { BUILTIN_LEXICON } from './lexicon';
import { loadLexiconFile } from './lexicon-file';
import { buildMatcher, type ConceptMatcher } from './matcher';

export interface LexiconInfo {
  readonly concepts: number;
  readonly source: 'builtin' | 'extended';
  /** Why the extended lexicon is not in use, when one was expected but could not be loaded. */
  readonly reason?: string;
}

export interface ConceptRecognizer {
  readonly matcher: ConceptMatcher;
  readonly info: LexiconInfo;
}

/** `path` undefined: built-in only, silently (nothing expected); otherwise that file, or built-in plus a reason. */
export function createConceptRecognizer(path: string | undefined): ConceptRecognizer {
  if (path === undefined) {
    const matcher = buildMatcher(composeLexicon(BUILTIN_LEXICON, []));
    return { matcher, info: { concepts: matcher.concepts, source: 'builtin' } };
  }
  const loaded = loadLexiconFile(path);
  if (!loaded.ok) {
    const matcher = buildMatcher(composeLexicon(BUILTIN_LEXICON, []));
    return { matcher, info: { concepts: matcher.concepts, source: 'builtin', reason: loaded.reason } };
  }
  const matcher = buildMatcher(composeLexicon(BUILTIN_LEXICON, loaded.concepts));
  return { matcher, info: { concepts: matcher.concepts, source: 'extended' } };
}
