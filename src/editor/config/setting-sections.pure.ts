// The Settings editor's sections, in order, and the order of the settings inside each: package.json's
// contributes.configuration is an array of these (checked by test/unit/manifest.test.ts), so that related
// settings sit together under a title instead of one alphabetical list ("Polling" before "Redaction").
import type { SettingKey } from './settings.pure';

export interface SettingSection {
  /** The section's id in package.json (textInference.<id>), and the key of its localised title. */
  readonly id: string;
  readonly title: string;
  /** In the order the Settings editor shows them (each gets `order` = its index). */
  readonly keys: readonly SettingKey[];
}

export const SETTING_SECTIONS: readonly SettingSection[] = [
  { id: 'service', title: 'Service and credentials', keys: ['serviceUrl'] },
  { id: 'privacy', title: 'Privacy', keys: ['consent.mode', 'privacy.maskPhiText'] },
  {
    id: 'phi',
    title: 'PHI',
    keys: [
      'phi.trigger', 'minimumScore', 'phi.minimumScoreByType', 'phi.hiddenTypes', 'phi.allowList', 'phi.denyList',
      'diagnostics.severity', 'decorations.enabled',
    ],
  },
  {
    id: 'redaction',
    title: 'Redaction',
    keys: [
      'redaction.strategy', 'redaction.strategyByType', 'redaction.preview', 'redaction.consistency', 'redaction.dateShift.per',
      'redaction.dateShift.minDays', 'redaction.dateShift.maxDays', 'redaction.mask.character', 'redaction.mask.fixedLength',
      'redaction.requireReview',
    ],
  },
  { id: 'concepts', title: 'Concepts', keys: ['concepts.hideNegated', 'concepts.showContext'] },
  { id: 'scan', title: 'Folder scan', keys: ['scan.include', 'scan.exclude', 'scan.useGitignore', 'scan.maxFileSizeMB'] },
  {
    id: 'advanced',
    title: 'Advanced',
    keys: ['polling.firstWaitMs', 'polling.maxAttempts', 'rateLimits.postsPerMinute', 'rateLimits.getsPerMinute'],
  },
];
