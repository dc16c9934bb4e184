// Hover card markdown, built without VS Code so it is tested on plain Node. Everything that came from the
// service (names, types, codes) is escaped; document text is never rendered. Links are either https
// look-ups or our own commands, which the MarkdownString trusts by id (TRUSTED_HOVER_COMMANDS).
import { ONTOLOGY_KEYS } from '../../api/wire';
import { CUE_KINDS, describeDictionary, type PhiEvidence } from '../../deid/phi-evidence';
import { describePhiRule } from '../../deid/phi-rules';
import { placeholder } from '../../deid/placeholder';
import type { AssertionStatus, Concept, OntologyCode, PhiItem } from '../../api/results';
import { COMMANDS } from '../commands/command-ids';
import { assertionLabel } from '../results/concept-view.pure';
import { percent } from '../results/score.pure';
import type { Finding } from '../results/types';

const ASSERTION_ICON: Readonly<Record<AssertionStatus, string>> = {
  present: 'pass',
  negated: 'circle-slash',
  possible: 'question',
  historical: 'history',
  family: 'organization',
};

export const TRUSTED_HOVER_COMMANDS: readonly string[] = [COMMANDS.copyToClipboard, COMMANDS.redactItem, COMMANDS.addToAllowList, COMMANDS.explainPhiItem];

/** Arguments of the Redact link and of the redactItem command (validated there). */
export interface RedactItemArgs {
  readonly uri: string;
  readonly id: number;
  /** The item's span when the link was made: found again by it after a run re-numbers the same findings. */
  readonly start?: number;
  readonly end?: number;
}

/** Escapes markdown syntax, theme-icon syntax and HTML, and folds line breaks, so text renders literally. */
export function escapeMarkdown(text: string): string {
  return text.replace(/\s+/g, ' ').replace(/[\\`*_{}[\]()<>#+\-.!|~$&"']/g, (c) => `\\${c}`);
}

/** Also encodes the characters encodeURIComponent leaves alone that would end a markdown link target. */
export function commandLink(command: string, args: readonly unknown[]): string {
  const encoded = encodeURIComponent(JSON.stringify(args)).replace(/[()'!*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `command:${command}?${encoded}`;
}

export function medGenUrl(cui: string): string {
  return `https://www.ncbi.nlm.nih.gov/medgen/?term=${encodeURIComponent(cui)}`;
}

function copyLink(value: string, what: string): string {
  return `[$(copy)](${commandLink(COMMANDS.copyToClipboard, [value])} "Copy ${escapeTitle(what)}")`;
}

function escapeTitle(text: string): string {
  return text.replace(/["\\]/g, '').replace(/\s+/g, ' ');
}

/** The optional columns some code has a value for: a column of nothing but dashes is noise in a small card. */
interface OntologyColumns {
  readonly name: boolean;
  readonly aui: boolean;
}

function ontologyTable(concept: Concept): string[] {
  const entries = ONTOLOGY_KEYS.flatMap((key) => (concept.ontologies?.[key] ?? []).map((entry) => [key, entry] as const));
  if (entries.length === 0) return [];
  const columns: OntologyColumns = { name: entries.some(([, e]) => !!e.name), aui: entries.some(([, e]) => !!e.aui) };
  const heads = ['Ontology', 'Code', ...(columns.name ? ['Name'] : []), ...(columns.aui ? ['AUI'] : [])];
  return [
    `| ${heads.join(' | ')} | |`,
    `|${heads.map(() => ':--|').join('')}:-:|`,
    ...entries.map(([key, entry]) => ontologyRow(key, entry, columns)),
  ];
}

function ontologyRow(key: string, entry: OntologyCode, columns: OntologyColumns): string {
  const cell = (v: string | undefined): string => (v ? escapeMarkdown(v) : '—');
  const cells = [key, cell(entry.code), ...(columns.name ? [cell(entry.name)] : []), ...(columns.aui ? [cell(entry.aui)] : [])];
  return `| ${cells.join(' | ')} | ${copyLink(entry.code, `${key} code`)} |`;
}

export function conceptMarkdown(concept: Concept, model: 'structure' | 'structure-ontologies'): string {
  const id = concept.cui
    ? `[UMLS:${escapeMarkdown(concept.cui)}](${medGenUrl(concept.cui)} "Look up ${concept.cui} in NCBI MedGen")`
    : escapeMarkdown(concept.conceptId);
  const assertion = assertionLabel(concept.assertion);
  const lines = [
    `$(symbol-class) **${escapeMarkdown(concept.name)}** · ${escapeMarkdown(concept.type)}`,
    '',
    // What the text says about the finding comes first: a negated concept is not a finding of the patient.
    ...(assertion ? [`$(${ASSERTION_ICON[concept.assertion!.status]}) ${escapeMarkdown(assertion)}`, ''] : []),
    `${id} ${copyLink(concept.conceptId, 'concept id')}`,
    '',
    `Identification ${percent(concept.scoreId)} · Type ${percent(concept.scoreType)}`,
  ];
  const table = ontologyTable(concept);
  if (table.length > 0) {
    lines.push('', ...table);
  } else if (model === 'structure-ontologies') {
    lines.push('', '_No ontology codes for this concept._');
  }
  return lines.join('\n');
}

/** The evidence section of a PHI card: the cue word beside the span (or none) and the lists that know its words. */
function evidenceLines(evidence: PhiEvidence): string[] {
  const cue = evidence.cue === null ? '$(circle-slash) Cue: _none found beside it_' : `$(symbol-key) Cue: ${escapeMarkdown(CUE_KINDS[evidence.cue.kind])} ${evidence.cue.where} · **${escapeMarkdown(evidence.cue.word)}**`;
  const words = evidence.words === undefined ? [] : [`$(book) Words: ${escapeMarkdown(describeDictionary(evidence))}`];
  return [cue, '', ...words, ...(words.length > 0 ? [''] : [])];
}

/**
 * Which rule found the item, in words, and its evidence on demand: a "Why?" link until `explained`, then
 * the cue and the word lists. A remote service names no rule, and then nothing is said.
 */
function foundByLines(item: PhiItem, args: RedactItemArgs, explained: boolean): string[] {
  if (item.rule === undefined) return [];
  const foundBy = `$(info) _Found by: ${escapeMarkdown(describePhiRule(item.rule))}_`;
  if (item.evidence === undefined) return [foundBy, ''];
  if (explained) return [foundBy, '', ...evidenceLines(item.evidence)];
  const why = `[Why?](${commandLink(COMMANDS.explainPhiItem, [args])} "Show the cue and the word lists behind this finding")`;
  return [`${foundBy} · ${why}`, ''];
}

/**
 * The PHI card. `actionsOnly`: the Problems entry's hover already shows the text, type, category and
 * score right above, so only the actions are added (one card, nothing said twice). `explained`: the user
 * asked "Why?" for this item, so its evidence is shown.
 */
export function phiMarkdown(item: PhiItem, args: RedactItemArgs, actionsOnly = false, explained = false): string {
  const label = placeholder(item.type);
  const redact = `[$(edit) Redact as ${escapeMarkdown(label)}](${commandLink(COMMANDS.redactItem, [args])} "Replace this item with ${escapeTitle(label)}")`;
  const allow = `[$(pass) Not PHI: add to the allow list](${commandLink(COMMANDS.addToAllowList, [args])} "Stop reporting this value (your allow list or the workspace's)")`;
  const foundBy = foundByLines(item, args, explained);
  if (actionsOnly) return [...foundBy, `${redact} · ${allow}`].join('\n');
  return [`$(shield) **PHI: ${escapeMarkdown(item.type)}**`, '', `Category ${item.category ? escapeMarkdown(item.category) : '—'} · Score ${percent(item.score)}`, '', ...foundBy, redact, '', allow].join('\n');
}

/**
 * One card for every finding under the cursor (overlapping items share one hover), PHI first; `explained`
 * says which PHI items' evidence the user asked to see.
 */
export function hoverMarkdown(findings: readonly Finding[], uri: string, phiActionsOnly = false, explained: (id: number) => boolean = () => false): string {
  const ordered = [...findings].sort((a, b) => (a.slot === b.slot ? a.start - b.start : a.slot === 'phi' ? -1 : 1));
  return ordered
    .map((f) => (f.slot === 'phi' ? phiMarkdown(f.item, { uri, id: f.id, start: f.start, end: f.end }, phiActionsOnly, explained(f.id)) : conceptMarkdown(f.concept, f.model)))
    .join('\n\n---\n\n');
}
