// Which findings the editor shows, and how a concept's assertion reads, without VS Code. One rule for the
// decorations, hovers and findings view: the minimum score, negated concepts hidden when
// `concepts.hideNegated` is on, Context concepts ("Patient", "Discharged", section headings) hidden unless
// `concepts.showContext` is on.
import type { Assertion, AssertionStatus, Concept } from '../../api/results';
import { meetsMinimum } from './score.pure';
import type { Finding } from './types';

export interface FindingFilter {
  readonly minimumScore: number;
  readonly hideNegated: boolean;
  readonly showContext: boolean;
}

/** The settings the filter reads: a change to any of them redraws what shows findings. */
export const FILTER_SETTINGS = ['minimumScore', 'concepts.hideNegated', 'concepts.showContext'] as const;

export function findingFilter(settings: { readonly minimumScore: number; readonly 'concepts.hideNegated': boolean; readonly 'concepts.showContext': boolean }): FindingFilter {
  return { minimumScore: settings.minimumScore, hideNegated: settings['concepts.hideNegated'], showContext: settings['concepts.showContext'] };
}

/** A bare minimum score filters by score only (every concept type, negated ones too). */
export function filterOf(filter: FindingFilter | number): FindingFilter {
  return typeof filter === 'number' ? { minimumScore: filter, hideNegated: false, showContext: true } : filter;
}

export function isContext(concept: Pick<Concept, 'type'>): boolean {
  return concept.type.toLowerCase() === 'context';
}

export function statusOf(concept: Pick<Concept, 'assertion'>): AssertionStatus {
  return concept.assertion?.status ?? 'present';
}

export function isShown(finding: Finding, filter: FindingFilter): boolean {
  if (!meetsMinimum(finding, filter.minimumScore)) return false;
  if (finding.slot !== 'concepts') return true;
  if (!filter.showContext && isContext(finding.concept)) return false;
  return !(filter.hideNegated && statusOf(finding.concept) === 'negated');
}

const STATUS_LABEL: Readonly<Record<AssertionStatus, string>> = {
  present: 'Present',
  negated: 'Negated',
  possible: 'Possible',
  historical: 'Historical',
  family: 'Family (not the patient)',
};

/** "Negated (cue: denies)"; undefined for a present concept (nothing to say). */
export function assertionLabel(assertion: Assertion | undefined): string | undefined {
  if (!assertion || assertion.status === 'present') return undefined;
  const label = STATUS_LABEL[assertion.status];
  const cue = assertion.cue?.replace(/\s+/g, ' ').trim();
  return cue ? `${label} (cue: ${cue})` : label;
}

/** A short word for lists ("negated"); undefined for present. */
export function assertionWord(assertion: Assertion | undefined): string | undefined {
  return !assertion || assertion.status === 'present' ? undefined : assertion.status === 'family' ? 'family' : assertion.status;
}
