// Completes a merged structure result with what only the whole document shows, for results of ANY service
// (the local engine or a remote one; the v2 wire contract carries neither):
// - abbreviations the document defines ("myotonic dystrophy (DM)"), across chunk boundaries: every occurrence
//   of the short form takes the concept of its long form, and a concept the service gave an occurrence under
//   another reading is replaced; when the long form is no concept, that other reading is dropped;
// - the assertion of every concept (negated, possible, historical, family or present, with its cue).
import { findAbbreviationDefinitions, resolveShortForms, type AbbreviationDefinition } from '../nlp/abbreviations';
import { assertSpans } from '../nlp/assertion';
import type { Concept, StructureResult } from './results';

type Identity = Pick<Concept, 'conceptId' | 'cui' | 'name' | 'type' | 'scoreId' | 'scoreType' | 'ontologies'>;

function identityOf(c: Concept): Identity {
  return {
    conceptId: c.conceptId,
    cui: c.cui,
    name: c.name,
    type: c.type,
    scoreId: c.scoreId,
    scoreType: c.scoreType,
    ...(c.ontologies === undefined ? {} : { ontologies: c.ontologies }),
  };
}

/** The long form's concept: exactly over it; null when a concept spans the definition ("X (SF) disease"). */
function ownerOf(d: AbbreviationDefinition, concepts: readonly Concept[]): Concept | null | undefined {
  const exact = concepts.find((c) => c.start === d.long.start && c.end === d.long.end);
  if (exact) return exact;
  return concepts.some((c) => c.start <= d.long.start && c.end >= d.parenthesis.end) ? null : undefined;
}

export function completeAbbreviations(text: string, concepts: readonly Concept[]): Concept[] {
  const definitions = text.includes('(') ? findAbbreviationDefinitions(text) : [];
  if (definitions.length === 0) return [...concepts];
  const owners = new Map(definitions.map((d) => [d, ownerOf(d, concepts)]));
  let out = [...concepts];
  for (const { span, definition } of resolveShortForms(text, definitions)) {
    const owner = owners.get(definition);
    // A concept spans the definition ("von Hippel-Lindau (VHL) disease"): the service's readings stand.
    if (owner === null) continue;
    if (definition.long.start <= span.start && span.end <= definition.long.end) continue;
    const at = out.findIndex((c) => c.start === span.start && c.end === span.end);
    const overlapping = out.some((c) => c.start < span.end && span.start < c.end);
    if (owner === undefined) {
      if (at >= 0) out = out.filter((_, i) => i !== at);
      continue;
    }
    const completed: Concept = { ...identityOf(owner), start: span.start, end: span.end, text: span.text };
    if (at >= 0) out[at] = completed;
    else if (!overlapping) out.push(completed);
  }
  return out.sort((a, b) => a.start - b.start || a.end - b.end);
}

export function withAssertions(text: string, concepts: readonly Concept[]): Concept[] {
  const assertions = assertSpans(text, concepts);
  return concepts.map((c, i) => ({ ...c, assertion: assertions[i]! }));
}

/** The client's last step for structure results over the caller's whole text. */
export function completeStructure(text: string, result: StructureResult): StructureResult {
  return { ...result, concepts: withAssertions(text, completeAbbreviations(text, result.concepts)) };
}
