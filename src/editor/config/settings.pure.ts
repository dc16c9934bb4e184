// The one typed source of truth for settings: keys, zod schemas and defaults. package.json's
// contributes.configuration must declare exactly these keys with these defaults (checked by a test).
// Reading goes through config.ts, which validates with these schemas.
import { z } from 'zod';
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
  minimumScore: z.number().min(0).max(1).default(0),
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
  'phi.allowList': z.array(z.string()).default([]),
  'phi.denyList': z.array(z.string()).default([]),
  'phi.hiddenTypes': z.array(z.string().trim().toUpperCase()).default([]),
  'phi.minimumScoreByType': z.record(z.string().trim().toUpperCase(), z.number().min(0).max(1)).default({}),
  'privacy.maskPhiText': z.boolean().default(false),
} as const;

export type SettingKey = keyof typeof SETTINGS;
export type Settings = { readonly [K in SettingKey]: z.output<(typeof SETTINGS)[K]> };
