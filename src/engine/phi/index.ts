// identify-phi for the local engine: every detector family proposes candidates, the resolver keeps the
// best non-overlapping ones. Offsets are UTF-16 code units into `text`, as JavaScript strings count them.
// Detectors scan linearly (cue-anchored regexes, Set lookups); see bench/p5-phi.bench.ts for throughput.
//
// Decisions (HIPAA Safe Harbor where it speaks): only ages over 89 are AGE; a bare year is not a DATE, but
// month + year and every fuller date are; medications, diagnoses, eponyms ("Parkinson's disease", "Foley
// catheter"), doses, vitals and lab values are never PHI. Names and places come from cues (titles,
// credentials, relatives, transfers, facility words) in any letter case, from our gazetteers, and, when
// dist/phi-dictionaries.json is present, from name, place and English dictionaries built from npm packages.
import type { EnginePhiFinding } from '../types';
import { noDictionaries, type PhiDictionaries } from './core/dictionaries';
import { PHI_REGISTRY, type FamilyInput } from './core/registry';
import { resolveOverlaps } from './core/resolve';
import { withReviewCandidates } from './review';
import type { Candidate } from './core/scan';
import { lexiconWords, wordTokens, WordClasses } from './core/tokens';
import { CLINICAL_WORDS } from './vocab/clinical-words';
import { EPONYMS } from './vocab/name-guards';

export { redactWithPlaceholders } from './core/redact';
export { createPhiExplainer } from './core/evidence';
export { defaultPhiDictionariesPath, loadPhiDictionaries, noDictionaries, type PhiDictionaries } from './core/dictionaries';

/**
 * The text with every mostly upper-case line lower-cased (same length, same offsets). In an ALL-CAPS note
 * a capital says nothing, and the capitalisation-based detectors would take "AM LABS" for a firm; the
 * case-insensitive note rules find names and places there instead.
 */
export function withoutShouting(text: string): string {
  let out: string[] | undefined;
  let lineStart = 0;
  const n = text.length;
  for (let i = 0; i <= n; i++) {
    const c = i < n ? text.charCodeAt(i) : 10;
    if (c !== 10) continue;
    let upper = 0;
    let lower = 0;
    for (let k = lineStart; k < i; k++) {
      const d = text.charCodeAt(k);
      if (d >= 65 && d <= 90) upper++;
      else if (d >= 97 && d <= 122) lower++;
    }
    // Long lines only: a short ALL-CAPS header ("NAME: ROE, JANE") keeps its capitals for the header rules.
    if (upper >= 24 && upper > 3 * lower) {
      out ??= [text.slice(0, lineStart)];
      out.push(text.slice(lineStart, i).replace(/[A-Z]+/g, (w) => w.toLowerCase()));
      if (i < n) out.push('\n');
    } else if (out) out.push(text.slice(lineStart, i < n ? i + 1 : i));
    lineStart = i + 1;
  }
  return out ? out.join('') : text;
}

const PERSON = new Set(['PATIENT', 'DOCTOR']);
const NAMED_PLACE = new Set(['PATIENT', 'DOCTOR', 'HOSPITAL', 'LOCATION-OTHER', 'ORGANIZATION', 'CITY']);

/**
 * A name or place candidate made only of clinical words ("Neuro", "TSICU", "BB") or of one letter is
 * dropped, whichever detector proposed it: the safety net of the clinical lists.
 */
function onlyClinicalWords(text: string, c: Candidate): boolean {
  // A title-anchored name ("Dr. Foley") stands even when the word is an eponym.
  if (!NAMED_PLACE.has(c.type) || c.score >= 0.93) return false;
  const words = text.slice(c.start, c.end).toLowerCase().split(/[^a-z']+/).filter((w) => w.length > 0);
  if (words.length === 0) return true;
  if (words.length === 1 && words[0]!.length === 1 && c.type !== 'PATIENT' && c.type !== 'DOCTOR') return true;
  return words.every((w) => CLINICAL_WORDS.has(w) || EPONYMS.has(w));
}

/**
 * Overlapping name candidates become one ("Michael" by a cue and "Michael Brennan" by the given-name list):
 * the union span, the best score and its type. Other types are left to the resolver.
 */
function mergePeople(candidates: Candidate[]): Candidate[] {
  const people = candidates.filter((c) => PERSON.has(c.type)).sort((a, b) => a.start - b.start || b.end - a.end);
  if (people.length < 2) return candidates;
  const merged: Candidate[] = [];
  for (const c of people) {
    const last = merged.at(-1);
    if (last && c.start < last.end) {
      last.end = Math.max(last.end, c.end);
      if (c.score > last.score) {
        last.score = c.score;
        last.type = c.type;
        last.rule = c.rule;
      }
    } else merged.push({ ...c });
  }
  return [...candidates.filter((c) => !PERSON.has(c.type)), ...merged];
}

/**
 * An identify-phi function over the given dictionaries (none: the built-in gazetteers and rules only). With
 * `review`, the review candidates (scores below 0.5, src/engine/phi/review) come with the findings.
 */
export function createPhiIdentifier(dicts: PhiDictionaries = noDictionaries('none given'), options: { readonly review?: boolean } = {}): (text: string) => EnginePhiFinding[] {
  const wc = new WordClasses(dicts, lexiconWords());
  return (text: string): EnginePhiFinding[] => {
    if (text.length === 0) return [];
    const candidates: Candidate[] = [];
    const input: FamilyInput = { text, calmed: withoutShouting(text), tokens: wordTokens(text), words: wc };
    for (const family of PHI_REGISTRY) family.detect(input, candidates);
    const findings = resolveOverlaps(mergePeople(candidates.filter((c) => !onlyClinicalWords(text, c))), text.length);
    return options.review ? withReviewCandidates(text, input.tokens, wc, findings) : findings;
  };
}

/** Non-overlapping PHI findings in document order, built-in rules and gazetteers only (no dictionaries). */
export const identifyPhi: (text: string) => EnginePhiFinding[] = createPhiIdentifier();
