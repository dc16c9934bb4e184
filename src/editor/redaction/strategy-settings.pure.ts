// From settings to the deid strategies, and the texts the redaction preview and mapping export show.
// Counts and type names only in messages: never any document text.
import type { MappingEntry, MaskOptions, Replacement, StrategyChoice, StrategyName } from '../../deid/strategies';
import { strategyFor, STRATEGY_TITLES } from '../../deid/strategies';
import type { Settings } from '../config/settings.pure';
import { placeholder } from '../../deid/placeholder';

export type StrategyMode = 'configured' | 'label';

export function strategyChoice(settings: Settings, mode: StrategyMode = 'configured'): StrategyChoice {
  if (mode === 'label') return { strategy: 'label', byType: {} };
  return { strategy: settings['redaction.strategy'], byType: settings['redaction.strategyByType'] };
}

/** True when every type is redacted as [TYPE]: Redact PHI then keeps the redact-phi model's own output. */
export function usesServiceLabels(settings: Settings): boolean {
  const choice = strategyChoice(settings);
  return choice.strategy === 'label' && Object.values(choice.byType).every((s) => s === 'label');
}

export function usesHash(choice: StrategyChoice): boolean {
  return choice.strategy === 'hash' || Object.values(choice.byType).includes('hash');
}

export function maskOptions(settings: Settings): MaskOptions {
  return { character: settings['redaction.mask.character'], fixedLength: settings['redaction.mask.fixedLength'] };
}

export function dateShiftRange(settings: Settings): { minDays: number; maxDays: number } {
  return { minDays: settings['redaction.dateShift.minDays'], maxDays: settings['redaction.dateShift.maxDays'] };
}

/** The quick fix's title for the configured strategy of a type ("Replace with a realistic surrogate"). */
export function strategyActionTitle(strategy: StrategyName, type: string): string {
  switch (strategy) {
    case 'label':
      return `Redact as ${placeholder(type)}`;
    case 'pseudonym':
      return `Redact as a numbered pseudonym [${type} n]`;
    case 'surrogate':
      return type.toUpperCase() === 'DATE' ? 'Replace with a shifted date' : 'Replace with a realistic surrogate';
    case 'dateShift':
      return type.toUpperCase() === 'DATE' ? 'Replace with a shifted date' : `Redact as ${placeholder(type)}`;
    case 'mask':
      return 'Mask';
    case 'hash':
      return `Redact as a keyed hash [${type} …]`;
  }
}

export function configuredTitle(choice: StrategyChoice, type: string): string | undefined {
  const strategy = strategyFor(choice, type);
  return strategy === 'label' ? undefined : strategyActionTitle(strategy, type);
}

/** "5 PATIENT, 3 DATE, 1 PHONE": most frequent first, then by name. */
export function countsByType(types: readonly string[]): string {
  const counts = new Map<string, number>();
  for (const t of types) counts.set(t, (counts.get(t) ?? 0) + 1);
  return [...counts.entries()]
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .map(([t, n]) => `${n} ${t}`)
    .join(', ');
}

export function previewMessage(replacements: readonly Pick<Replacement, 'type' | 'strategy'>[]): string {
  const n = replacements.length;
  const strategies = [...new Set(replacements.map((r) => STRATEGY_TITLES[r.strategy]))].join(', ');
  return `Redact ${n} PHI item${n === 1 ? '' : 's'} (${countsByType(replacements.map((r) => r.type))})${strategies ? ` with ${strategies}` : ''}? The diff shows the change; nothing is saved.`;
}

const CSV_RISKY = /^[=+\-@\t\r]/;

function csvCell(value: string): string {
  // A leading = + - @ would run as a formula in a spreadsheet: quoted with a leading apostrophe.
  const safe = CSV_RISKY.test(value) ? `'${value}` : value;
  return /[",\n\r]/.test(safe) || safe !== value ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export interface ScopedEntry extends MappingEntry {
  /** The document's name for per-document runs; empty for a session run. */
  readonly scope: string;
}

export function mappingCsv(entries: readonly ScopedEntry[]): string {
  const rows = [['scope', 'type', 'strategy', 'original', 'replacement'], ...entries.map((e) => [e.scope, e.type, e.strategy, e.original, e.replacement])];
  return rows.map((r) => r.map(csvCell).join(',')).join('\r\n') + '\r\n';
}
