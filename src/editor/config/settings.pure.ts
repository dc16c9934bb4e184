// The one typed source of truth for settings: keys, zod schemas and defaults. package.json's
// contributes.configuration must declare exactly these keys, with these defaults, bounds, enums and scopes
// (checked on Node by test/unit/manifest.test.ts).
// Reading goes through config.ts, which validates with these schemas.
import { z } from 'zod';
import { DEFAULT_INCLUDE } from '../../batch/defaults';
import { TRIGGERS } from '../folder-scan/trigger.pure';
import { STRATEGIES } from '../../deid/strategies';

export const SECTION = 'textInference';

export const SETTINGS = {
  serviceUrl: z.string().trim().default(''),
  'polling.firstWaitMs': z.number().int().min(50).max(60_000).default(1000),
  'polling.maxAttempts': z.number().int().min(1).max(20).default(8),
  'rateLimits.postsPerMinute': z.number().int().min(1).max(10_000).default(10),
  'rateLimits.getsPerMinute': z.number().int().min(1).max(100_000).default(300),
  'diagnostics.severity': z.enum(['error', 'warning', 'information', 'hint', 'off']).default('information'),
  'decorations.enabled': z.boolean().default(true),
  'consent.mode': z.enum(['rememberPerHost', 'askEveryTime']).default('rememberPerHost'),
  minimumScore: z.number().min(0).max(1).default(0.5),
  'concepts.hideNegated': z.boolean().default(false),
  'concepts.showContext': z.boolean().default(false),
  'redaction.strategy': z.enum(STRATEGIES).default('label'),
  'redaction.strategyByType': z.record(z.string().trim().toUpperCase(), z.enum(STRATEGIES)).default({}),
  'redaction.consistency': z.enum(['document', 'session']).default('document'),
  'redaction.dateShift.minDays': z.number().int().min(-36_500).max(36_500).default(-365),
  'redaction.dateShift.maxDays': z.number().int().min(-36_500).max(36_500).default(-30),
  'redaction.dateShift.per': z.enum(['run', 'patient']).default('run'),
  'redaction.mask.character': z.string().length(1).default('*'),
  'redaction.mask.fixedLength': z.number().int().min(0).max(64).default(0),
  'redaction.preview': z.boolean().default(true),
  'redaction.requireReview': z.boolean().default(false),
  'phi.allowList': z.array(z.string()).default([]),
  'phi.denyList': z.array(z.string()).default([]),
  'phi.hiddenTypes': z.array(z.string().trim().toUpperCase()).default([]),
  'phi.minimumScoreByType': z.record(z.string().trim().toUpperCase(), z.number().min(0).max(1)).default({}),
  'privacy.maskPhiText': z.boolean().default(false),
  'phi.trigger': z.enum(TRIGGERS).default('manual'),
  'scan.include': z.array(z.string()).default([...DEFAULT_INCLUDE]),
  'scan.exclude': z.array(z.string()).default([]),
  'scan.useGitignore': z.boolean().default(true),
  'scan.maxFileSizeMB': z.number().min(0.1).max(100).default(5),
} as const;

export type SettingKey = keyof typeof SETTINGS;
export type Settings = { readonly [K in SettingKey]: z.output<(typeof SETTINGS)[K]> };

/** VS Code's setting scopes, as package.json names them. */
export type SettingScope = 'application' | 'machine' | 'machine-overridable' | 'window' | 'resource' | 'language-overridable';

/**
 * Where each setting may be set. Application settings cannot come from a workspace: a workspace must not
 * redirect text to another host, raise the request budget, skip consent, hide PHI findings (severity off,
 * decorations off, a high minimum score) or unmask PHI text on a shared screen. `application`, not
 * `machine`: both keep a workspace out, but the Settings editor hides machine settings from the User tab
 * of remote and code-server windows ("No Settings Found"), where only a Remote tab would show them.
 */
export const SETTING_SCOPES = {
  serviceUrl: 'application',
  'polling.firstWaitMs': 'window',
  'polling.maxAttempts': 'window',
  'rateLimits.postsPerMinute': 'application',
  'rateLimits.getsPerMinute': 'application',
  'diagnostics.severity': 'application',
  'decorations.enabled': 'application',
  'consent.mode': 'application',
  minimumScore: 'application',
  'concepts.hideNegated': 'resource',
  'concepts.showContext': 'resource',
  'redaction.strategy': 'resource',
  'redaction.strategyByType': 'resource',
  'redaction.consistency': 'resource',
  'redaction.dateShift.minDays': 'resource',
  'redaction.dateShift.maxDays': 'resource',
  'redaction.dateShift.per': 'resource',
  'redaction.mask.character': 'resource',
  'redaction.mask.fixedLength': 'resource',
  'redaction.preview': 'resource',
  // A workspace may ask for review before redaction (stricter), never skip it for a user who set it.
  'redaction.requireReview': 'resource',
  'phi.allowList': 'application',
  'phi.denyList': 'application',
  'phi.hiddenTypes': 'application',
  'phi.minimumScoreByType': 'application',
  'privacy.maskPhiText': 'application',
  // A workspace must not make text go out automatically; the scan's file choice may be per folder.
  'phi.trigger': 'application',
  'scan.include': 'resource',
  'scan.exclude': 'resource',
  'scan.useGitignore': 'resource',
  'scan.maxFileSizeMB': 'resource',
} as const satisfies Record<SettingKey, SettingScope>;
