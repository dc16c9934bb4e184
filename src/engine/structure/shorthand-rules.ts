// Context rules for clinical text, applied around the dictionary matches:
// - short forms that are also words or name several things ("cad", "sob", "cp", "mi", "asa") are concepts
//   only in a clinical context: after a clinical cue ("hx", "c/o", "denies", "+"), as an item of a list of
//   clinical concepts ("PMH: htn, dm2, cad"), or, for a drug, before a dose ("asa 81");
// - "admitted to" in the sense of "confessed" ("admitted to dietary indiscretion", "admits to drinking") is
//   not a hospital admission;
// - "ST depression", "PR depression" on an ECG are no depressive disorder; "Ann Arbor, MI 48104" is no
//   myocardial infarction.
import type { ConceptMatch } from '../types';
import { BUILTIN_LEXICON } from './lexicon';

const AMBIGUOUS: Readonly<Record<string, { readonly cui: string; readonly drug?: boolean }>> = {
  cad: { cui: 'C0010054' },
  sob: { cui: 'C0013404' },
  cp: { cui: 'C0008031' },
  CP: { cui: 'C0008031' },
  mi: { cui: 'C0027051' },
  asa: { cui: 'C0004057', drug: true },
};
const AMBIGUOUS_WORD = /(?<![\p{L}\p{N}])(cad|sob|cp|CP|mi|asa)(?![\p{L}\p{N}])/gu;
const CLINICAL_TYPES = new Set(['Medical Conditions', 'Signs & Symptoms', 'Medications']);
/** Words after which a short form is clinical: history, complaints, negation, lists of problems. */
const CUE_BEFORE = /(?:^|[^\p{L}\p{N}])(?:hx|h\/o|pmh|pmhx|c\/o|s\/p|r\/o|w\/|no|denies|denied|with|of|for|on|\+|known|prior|recent|h\/x|dx|ddx)[\s:,(]*$/iu;
const DOSE_AFTER = /^\s*\d+(?:\.\d+)?\s*(?:mg\b)?/i;
const NEAR = 12;
const LIST_GAP = /^[ \t]*[,;/+&][ \t]*(?:(?:and|or)[ \t]+)?$|^[ \t]+(?:and|or)[ \t]+$/;

const CONCEPTS = new Map(BUILTIN_LEXICON.map((c) => [c.cui, c]));

/** A list item next to another clinical concept: only list punctuation or "and"/"or" between them. */
function clinicalNeighbour(text: string, matches: readonly ConceptMatch[], start: number, end: number): boolean {
  return matches.some((m) => {
    if (!CLINICAL_TYPES.has(m.type)) return false;
    if (m.end <= start && start - m.end <= NEAR) return LIST_GAP.test(text.slice(m.end, start));
    if (m.start >= end && m.start - end <= NEAR) return LIST_GAP.test(text.slice(end, m.start));
    return false;
  });
}

function shorthandMatches(text: string, matches: readonly ConceptMatch[]): ConceptMatch[] {
  const out: ConceptMatch[] = [];
  for (const found of text.matchAll(AMBIGUOUS_WORD)) {
    const word = found[1]!;
    const entry = AMBIGUOUS[word];
    const concept = entry ? CONCEPTS.get(entry.cui) : undefined;
    if (!entry || !concept) continue;
    const start = found.index;
    const end = start + word.length;
    if (matches.some((m) => m.start < end && start < m.end)) continue;
    const cued = CUE_BEFORE.test(text.slice(Math.max(0, start - 12), start));
    const dosed = entry.drug === true && DOSE_AFTER.test(text.slice(end, end + 12));
    if (!cued && !dosed && !clinicalNeighbour(text, [...matches, ...out], start, end)) continue;
    out.push({ start, end, cui: concept.cui, name: concept.name, type: concept.type, scoreId: 0.75, scoreType: 0.9, ontologies: concept.ontologies });
  }
  return out;
}

const ADMISSION_CUI = 'C0184666';
/** "admitted to drinking", "admitted to dietary indiscretion", "admits to missing doses". */
const CONFESSION_AFTER = /^\s+to\s+(?:(?:\w+ing)\b|(?:some|occasional|heavy|daily|recent|prior|his|her|not|dietary|alcohol|drug|drugs|cocaine|heroin|marijuana|cannabis|opioid|opiate|methamphetamine|ivdu|etoh|noncompliance|non-compliance|nonadherence|non-adherence|medication|suicidal|self-harm)\b)/i;

const DEPRESSION_CUI = 'C0011570';
const ECG_SEGMENT_BEFORE = /\b(?:ST|PR|ST[- ]segment|PR[- ]segment|segment|reciprocal)[ \t-]*$/;
/** "depression in leads V4-V6", "depressions in I and aVL": the ECG's leads after it. */
const ECG_LEADS_AFTER = /^s?[ \t]+(?:in|of)[ \t]+(?:the[ \t]+)?(?:leads?\b|V[1-6]\b|aV[LRF]\b|I{1,3}\b|(?:inferior|lateral|anterior|septal|precordial|limb)[ \t]+leads?\b|(?:ST|PR)[ \t-]+segments?\b)/;

/** "Ann Arbor, MI 48104": a state abbreviation before a ZIP code. */
const STATE_BEFORE_ZIP = /^[ \t]+\d{5}(?:-\d{4})?\b/;

function misread(text: string, m: ConceptMatch): boolean {
  if (m.end - m.start === 2 && /^[A-Z]{2}$/.test(text.slice(m.start, m.end)) && /,[ \t]*$/.test(text.slice(Math.max(0, m.start - 3), m.start))) {
    if (STATE_BEFORE_ZIP.test(text.slice(m.end, m.end + 12))) return true;
  }
  if (m.cui === ADMISSION_CUI) return /^admi/i.test(text.slice(m.start, m.end)) && CONFESSION_AFTER.test(text.slice(m.end, m.end + 40));
  if (m.cui === DEPRESSION_CUI) return ECG_SEGMENT_BEFORE.test(text.slice(Math.max(0, m.start - 14), m.start)) || ECG_LEADS_AFTER.test(text.slice(m.end, m.end + 40));
  return false;
}

const PHENYLEPHRINE_CUI = 'C0031469';
/** "neo" (phenylephrine on the ward) is a word part elsewhere ("neo-adjuvant", "neo ICU"): only at an infusion. */
const NEO = /(?<![\p{L}\p{N}-])neo(?![\p{L}\p{N}-])/giu;
const NEO_DOSE_AFTER = /^[ \t]*(?:gtt|drip|infusion|at[ \t]+\d|@[ \t]*\d|\d|(?:re)?started|restarted|weaned|off\b|titrated|increased|decreased)/i;
const NEO_CUE_BEFORE = /(?:^|[^\p{L}])(?:on|started|restarted|wean(?:ed|ing)?|titrat(?:ed|ing)|off|requiring|req|needs?|needing|back on)[ \t]+$/iu;

function neoMatches(text: string, matches: readonly ConceptMatch[]): ConceptMatch[] {
  const concept = CONCEPTS.get(PHENYLEPHRINE_CUI);
  if (!concept) return [];
  const out: ConceptMatch[] = [];
  for (const found of text.matchAll(NEO)) {
    const start = found.index;
    const end = start + 3;
    if (matches.some((m) => m.start < end && start < m.end)) continue;
    if (!NEO_DOSE_AFTER.test(text.slice(end, end + 16)) && !NEO_CUE_BEFORE.test(text.slice(Math.max(0, start - 14), start))) continue;
    out.push({ start, end, cui: concept.cui, name: concept.name, type: concept.type, scoreId: 0.75, scoreType: 0.9, ontologies: concept.ontologies });
  }
  return out;
}

export function applyShorthandRules(text: string, matches: ConceptMatch[]): ConceptMatch[] {
  const filtered = matches.filter((m) => !misread(text, m));
  const neo = /\bneo\b/i.test(text) ? neoMatches(text, filtered) : [];
  const kept = neo.length === 0 ? filtered : [...filtered, ...neo].sort((a, b) => a.start - b.start || a.end - b.end);
  if (!/\b(?:cad|sob|cp|mi|asa)\b/i.test(text)) return kept;
  const extra = shorthandMatches(text, kept);
  return extra.length === 0 ? kept : [...kept, ...extra].sort((a, b) => a.start - b.start || a.end - b.end);
}
