// Applies the abbreviations a text defines ("myotonic dystrophy (DM)") within one structure call: every
// occurrence of the short form is read as its long form, so it takes the long form's concept, and the
// lexicon's default reading ("DM" as diabetes) no longer applies in that text. Done by matching a shadow text
// in which each short form is replaced by its long form, mapping the matches back to the original offsets:
// "G6PD deficiency" then matches as "glucose-6-phosphate dehydrogenase deficiency". The parenthesised short
// form of a definition is blanked (same length), so "glucose-6-phosphate dehydrogenase (G6PD) deficiency"
// matches as one mention, and when the long form alone is a concept the short form in parentheses gets it.
import { findAbbreviationDefinitions, resolveShortForms, type AbbreviationDefinition } from '../../nlp/abbreviations';
import type { ConceptMatch } from '../types';

interface Segment {
  /** Offsets in the shadow text. */
  readonly shadowStart: number;
  readonly shadowEnd: number;
  /** Offsets in the original text. */
  readonly start: number;
  readonly end: number;
  /** A short form replaced by its long form (mapped as a whole), or original text (mapped one to one). */
  readonly replaced: boolean;
}

interface Shadow {
  readonly text: string;
  readonly segments: readonly Segment[];
}

function buildShadow(text: string, definitions: readonly AbbreviationDefinition[]): Shadow {
  const edits: { start: number; end: number; replacement: string; replaced: boolean }[] = [];
  const parentheses = definitions.filter((d) => d.short.start > d.parenthesis.start).map((d) => d.parenthesis);
  for (const p of parentheses) edits.push({ start: p.start, end: p.end, replacement: ' '.repeat(p.end - p.start), replaced: false });
  for (const { span, definition } of resolveShortForms(text, definitions)) {
    if (parentheses.some((p) => span.start >= p.start && span.end <= p.end)) continue;
    if (definition.long.start <= span.start && span.end <= definition.long.end) continue;
    edits.push({ start: span.start, end: span.end, replacement: definition.long.text, replaced: true });
  }
  edits.sort((a, b) => a.start - b.start);
  const segments: Segment[] = [];
  let out = '';
  let at = 0;
  const plain = (end: number) => {
    if (end <= at) return;
    segments.push({ shadowStart: out.length, shadowEnd: out.length + end - at, start: at, end, replaced: false });
    out += text.slice(at, end);
    at = end;
  };
  for (const e of edits) {
    if (e.start < at) continue;
    plain(e.start);
    segments.push({ shadowStart: out.length, shadowEnd: out.length + e.replacement.length, start: e.start, end: e.end, replaced: e.replaced });
    out += e.replacement;
    at = e.end;
  }
  plain(text.length);
  return { text: out, segments };
}

function segmentAt(segments: readonly Segment[], offset: number): Segment | undefined {
  let lo = 0;
  let hi = segments.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    const s = segments[mid]!;
    if (offset < s.shadowStart) hi = mid - 1;
    else if (offset >= s.shadowEnd) lo = mid + 1;
    else return s;
  }
  return undefined;
}

/** A shadow match back in the original text; undefined when it covers only part of a long form. */
function mapBack(shadow: Shadow, match: ConceptMatch): ConceptMatch | undefined {
  const first = segmentAt(shadow.segments, match.start);
  const last = segmentAt(shadow.segments, match.end - 1);
  if (!first || !last) return undefined;
  // "Wiskott-Aldrich syndrome protein (WASP)": a concept inside the long form but not its head is not WASP's.
  if (last.replaced && match.end !== last.shadowEnd) return undefined;
  // "deleted in colorectal cancer (DCC)": a concept that is only the long form's tail is not the short form's.
  if (first.replaced && match.start !== first.shadowStart) return undefined;
  const start = first.replaced ? first.start : first.start + (match.start - first.shadowStart);
  const end = last.replaced ? last.end : last.start + (match.end - last.shadowStart);
  return { ...match, start, end };
}

export function findWithDocumentAbbreviations(find: (text: string) => ConceptMatch[], text: string): ConceptMatch[] {
  const definitions = text.includes('(') ? findAbbreviationDefinitions(text) : [];
  if (definitions.length === 0) return find(text);
  const shadow = buildShadow(text, definitions);
  const matches: ConceptMatch[] = [];
  for (const m of find(shadow.text)) {
    const mapped = mapBack(shadow, m);
    if (mapped) matches.push(mapped);
  }
  // "adenomatous polyposis coli (APC)": the short form in parentheses takes the long form's concept.
  for (const d of definitions) {
    if (d.short.start < d.parenthesis.start) continue;
    const crossing = matches.some((m) => m.start < d.parenthesis.start && m.end > d.parenthesis.end);
    const owner = matches.find((m) => m.end === d.long.end && m.start === d.long.start);
    if (crossing || !owner) continue;
    matches.push({ ...owner, start: d.short.start, end: d.short.end });
  }
  addHeadedShortForms(text, definitions, matches);
  return withHeadNouns(text, definitions, matches).sort((a, b) => a.start - b.start || a.end - b.end);
}

const HEAD_AFTER = /^[ -](?:syndrome|disease|disorder)s?\b/i;

/** "Borjeson-Forssman-Lehmann syndrome (BFLS)" ... "BFLS syndrome": the head noun after a short form is its own. */
function withHeadNouns(text: string, definitions: readonly AbbreviationDefinition[], matches: readonly ConceptMatch[]): ConceptMatch[] {
  const shorts = new Set(definitions.map((d) => d.short.text));
  return matches.map((m) => {
    if (!shorts.has(text.slice(m.start, m.end))) return m;
    const head = HEAD_AFTER.exec(text.slice(m.end, m.end + 12));
    if (!head || matches.some((o) => o !== m && o.start < m.end + head[0].length && m.end < o.end)) return m;
    return { ...m, end: m.end + head[0].length };
  });
}

/**
 * "von Hippel-Lindau (VHL) disease": the definition's long form is only the name's front, and the concept
 * spans the parenthesis. Later a bare "VHL" names that disease, in "VHL gene" too: a gene named after a disease
 * carries its name, as "APC" does after "adenomatous polyposis coli (APC)" (the NCBI annotators mark these).
 * Not when the head is a deficiency: then the short form names the enzyme ("G6PD gene", "G6PD activity").
 */
function addHeadedShortForms(text: string, definitions: readonly AbbreviationDefinition[], matches: ConceptMatch[]): void {
  const headed = new Map<string, ConceptMatch>();
  for (const d of definitions) {
    if (d.short.start < d.parenthesis.start) continue;
    const crossing = matches.find((m) => m.start <= d.long.start && m.end > d.parenthesis.end);
    // "glucose-6-phosphate dehydrogenase (G6PD) deficiency": the short form names the enzyme, not the disease.
    if (!crossing || /deficien/i.test(text.slice(d.parenthesis.end, crossing.end))) continue;
    if (!headed.has(d.short.text)) headed.set(d.short.text, crossing);
  }
  if (headed.size === 0) return;
  const extra: ConceptMatch[] = [];
  for (const { span } of resolveShortForms(text, definitions)) {
    const owner = headed.get(span.text.endsWith('s') && !headed.has(span.text) ? span.text.slice(0, -1) : span.text);
    if (!owner) continue;
    if (matches.some((m) => m.start < span.end && span.start < m.end)) continue;
    extra.push({ ...owner, start: span.start, end: span.end });
  }
  matches.push(...extra);
}
