import assert from 'node:assert/strict';
import type { z } from 'zod';
import { SETTINGS, type Settings, type SettingKey } from '../../../../src/editor/config/settings.pure';
import {
  configuredTitle, countsByType, mappingCsv, previewMessage, strategyChoice, usesServiceLabels,
} from '../../../../src/editor/redaction/strategy-settings.pure';

function settings(overrides: Partial<Record<SettingKey, unknown>> = {}): Settings {
  const entries = (Object.keys(SETTINGS) as SettingKey[]).map((k) => [k, (SETTINGS[k] as z.ZodType).parse(overrides[k])]);
  return Object.fromEntries(entries) as Settings;
}

describe('redaction strategy settings (pure)', () => {
  it('label everywhere keeps the service output; any other strategy or override does not', () => {
    assert.equal(usesServiceLabels(settings()), true);
    assert.equal(usesServiceLabels(settings({ 'redaction.strategyByType': { DATE: 'label' } })), true);
    assert.equal(usesServiceLabels(settings({ 'redaction.strategyByType': { date: 'dateShift' } })), false);
    assert.equal(usesServiceLabels(settings({ 'redaction.strategy': 'mask' })), false);
  });

  it('per-type keys are read in upper case; "label" mode ignores the configuration', () => {
    const s = settings({ 'redaction.strategy': 'surrogate', 'redaction.strategyByType': { patient: 'pseudonym' } });
    assert.deepEqual(strategyChoice(s), { strategy: 'surrogate', byType: { PATIENT: 'pseudonym' } });
    assert.deepEqual(strategyChoice(s, 'label'), { strategy: 'label', byType: {} });
  });

  it('the configured quick fix is named for the strategy, and absent for the plain label', () => {
    const choice = { strategy: 'label' as const, byType: { PATIENT: 'pseudonym' as const, DATE: 'surrogate' as const, PHONE: 'dateShift' as const } };
    assert.equal(configuredTitle(choice, 'PATIENT'), 'Redact as a numbered pseudonym [PATIENT n]');
    assert.equal(configuredTitle(choice, 'DATE'), 'Replace with a shifted date');
    assert.equal(configuredTitle(choice, 'PHONE'), 'Redact as [PHONE]');
    assert.equal(configuredTitle(choice, 'CITY'), undefined);
  });

  it('counts by type, most frequent first, with no document text', () => {
    assert.equal(countsByType(['DATE', 'PATIENT', 'PATIENT', 'ZIP', 'DATE', 'PATIENT']), '3 PATIENT, 2 DATE, 1 ZIP');
    assert.equal(previewMessage([{ type: 'PATIENT', strategy: 'pseudonym' }]), 'Redact 1 PHI item (1 PATIENT) with numbered pseudonym [TYPE n]? The diff shows the change; nothing is saved.');
  });

  it('the mapping CSV quotes commas, quotes and line breaks, and defuses spreadsheet formulas', () => {
    const csv = mappingCsv([
      { scope: 'notes/a.txt', type: 'PATIENT', strategy: 'pseudonym', original: 'Smith, John', replacement: '[PATIENT 1]' },
      { scope: '', type: 'IDNUM', strategy: 'surrogate', original: '=HYPERLINK("x")', replacement: 'say "hi"\nthere' },
    ]);
    assert.equal(csv, [
      'scope,type,strategy,original,replacement',
      'notes/a.txt,PATIENT,pseudonym,"Smith, John",[PATIENT 1]',
      ',IDNUM,surrogate,"\'=HYPERLINK(""x"")","say ""hi""\nthere"',
      '',
    ].join('\r\n'));
  });
});
