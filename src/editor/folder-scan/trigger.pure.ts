// When Find PHI runs by itself (textInference.phi.trigger): never by default (manual); on save; or as
// you type (debounced), the last only on the local engine. A remote service is called automatically only
// when the user chose a trigger and already consented to that host (remembered consent): an automatic
// run never asks, and never sends text anywhere the user has not agreed to.
import { globMatcher } from '../../batch/globs';

export const TRIGGERS = ['manual', 'onSave', 'onType'] as const;
export type Trigger = (typeof TRIGGERS)[number];

export const TYPE_DEBOUNCE_MS = 800;

export type AutoTarget = { readonly kind: 'local' } | { readonly kind: 'remote'; readonly host: string };

export interface AutoRunContext {
  readonly trigger: Trigger;
  readonly event: 'save' | 'type';
  readonly target: AutoTarget;
  /** Hosts the user consented to and asked to be remembered (empty under askEveryTime). */
  readonly consentedHosts: readonly string[];
}

export function shouldAutoRun({ trigger, event, target, consentedHosts }: AutoRunContext): boolean {
  if (trigger === 'manual') return false;
  if (event === 'type' && trigger !== 'onType') return false;
  // onType includes save: a save after typing is covered by the typing run.
  if (event === 'save' && trigger === 'onType' && target.kind === 'local') return false;
  if (target.kind === 'local') return true;
  // Remote: on save only (never per keystroke), and only to a host already consented to.
  return event === 'save' && consentedHosts.includes(target.host);
}

/** Documents an automatic run looks at: text-like files (the scan's include globs), on disk or untitled. */
export function isAutoDocument(scheme: string, relativePath: string, languageId: string, include: readonly string[]): boolean {
  if (scheme !== 'file' && scheme !== 'untitled') return false;
  if (scheme === 'untitled') return languageId === 'plaintext' || languageId === 'markdown';
  return include.length > 0 && globMatcher(include, false)(relativePath);
}
