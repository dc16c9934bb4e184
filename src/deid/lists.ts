// Allow and deny lists, as de-identification teams keep them: one term or /regex/flags per line, '#'
// starts a comment line, and a line may name a phi_type first ("HOSPITAL: Harbor Clinic"). Allowed
// values are not PHI in this data (a drug or device that looks like a name); denied ones always are.
// A malformed line is reported with its line number and skipped; the rest of the list still applies.
import { PHI_TYPES } from './phi-types';

export type ListKind = 'allow' | 'deny';

export interface ListProblem {
  readonly source: string;
  /** 1-based, as an editor shows it. */
  readonly line: number;
  readonly message: string;
}

interface Rule {
  readonly type: string | undefined;
  readonly term?: string;
  readonly regex?: RegExp;
}

export interface ParsedList {
  readonly rules: readonly Rule[];
  readonly problems: readonly ListProblem[];
}

/** A denied term with no type of its own is reported as this. */
export const DEFAULT_DENY_TYPE = 'ORGANIZATION';
const KNOWN = new Set<string>(PHI_TYPES);
const TYPED = /^([A-Za-z][A-Za-z-]*)\s*:\s*(.*)$/;

/** A "PREFIX:" the reader takes for a type: a known one, or one in capitals it reports as unknown. */
function prefixReadAsType(prefix: string): boolean {
  return KNOWN.has(prefix.toUpperCase()) || /^[A-Z][A-Z-]{2,}$/.test(prefix);
}

const REGEX_LINE = /^\/(.*)\/([a-z]*)$/;

function key(text: string): string {
  return text.trim().replace(/\s+/g, ' ').toLowerCase();
}

export function parseList(text: string, source: string): ParsedList {
  const rules: Rule[] = [];
  const problems: ListProblem[] = [];
  text.split(/\r?\n/).forEach((raw, index) => {
    const line = index + 1;
    const trimmed = raw.trim();
    if (trimmed === '' || trimmed.startsWith('#')) return;
    let type: string | undefined;
    let body = trimmed;
    const typed = TYPED.exec(trimmed);
    // "TYPE: value" only when TYPE is a known phi_type; "Note: x" or "http://..." are plain terms.
    // "HOSPTIAL: Mercy": an upper-case prefix is meant as a type; a typo must not become a term that never matches.
    if (typed && prefixReadAsType(typed[1] as string) && !KNOWN.has((typed[1] as string).toUpperCase())) {
      return void problems.push({ source, line, message: `unknown PHI type "${typed[1]}" (known: ${PHI_TYPES.join(', ')}); line skipped` });
    }
    if (typed && KNOWN.has((typed[1] as string).toUpperCase())) {
      type = (typed[1] as string).toUpperCase();
      body = (typed[2] as string).trim();
      if (body === '') return void problems.push({ source, line, message: `nothing after "${type}:"` });
    }
    const regexLine = REGEX_LINE.exec(body);
    if (regexLine && body.length > 1) {
      const [, pattern = '', flags = ''] = regexLine;
      if (pattern === '') return void problems.push({ source, line, message: 'an empty /regex/ would match everything' });
      if (/[^imsu]/.test(flags)) return void problems.push({ source, line, message: `unsupported regex flags "${flags}" (use i, m, s or u)` });
      try {
        const regex = new RegExp(pattern, `${flags.includes('u') ? '' : 'u'}${flags}`);
        if (regex.test('')) return void problems.push({ source, line, message: `/${pattern}/ matches empty text` });
        rules.push({ type, regex });
      } catch (error) {
        problems.push({ source, line, message: `invalid regular expression: ${error instanceof Error ? error.message : String(error)}` });
      }
      return;
    }
    rules.push({ type, term: key(body) });
  });
  return { rules, problems };
}

export interface Found {
  readonly start: number;
  readonly end: number;
  readonly type: string;
}

/** The compiled allow and deny lists of every source, ready to apply to identify-phi results. */
export class PhiLists {
  private readonly allowTerms = new Map<string, Set<string | undefined>>();
  private readonly allowRegexes: { type: string | undefined; regex: RegExp }[] = [];
  private readonly denyRules: { type: string; regex: RegExp }[] = [];

  constructor(allow: readonly ParsedList[], deny: readonly ParsedList[]) {
    for (const rule of allow.flatMap((l) => l.rules)) {
      if (rule.term !== undefined) {
        const types = this.allowTerms.get(rule.term) ?? new Set();
        types.add(rule.type);
        this.allowTerms.set(rule.term, types);
      } else if (rule.regex) {
        this.allowRegexes.push({ type: rule.type, regex: new RegExp(`^(?:${rule.regex.source})$`, rule.regex.flags) });
      }
    }
    const termsByType = new Map<string, string[]>();
    for (const rule of deny.flatMap((l) => l.rules)) {
      const type = rule.type ?? DEFAULT_DENY_TYPE;
      if (rule.term !== undefined) termsByType.set(type, [...(termsByType.get(type) ?? []), rule.term]);
      else if (rule.regex) this.denyRules.push({ type, regex: new RegExp(rule.regex.source, `${rule.regex.flags}g`) });
    }
    for (const [type, terms] of termsByType) {
      // Longest first, whole words only, any case and any run of spaces.
      const alternatives = [...new Set(terms)].sort((a, b) => b.length - a.length).map((t) => escapeRegex(t).replace(/ /g, '\\s+'));
      this.denyRules.unshift({ type, regex: new RegExp(`(?<![\\p{L}\\p{N}])(?:${alternatives.join('|')})(?![\\p{L}\\p{N}])`, 'giu') });
    }
  }

  get empty(): boolean {
    return this.allowTerms.size === 0 && this.allowRegexes.length === 0 && this.denyRules.length === 0;
  }

  /** True when this value (as found, of this type) is on the allow list. */
  allows(text: string, type: string): boolean {
    const types = this.allowTerms.get(key(text));
    if (types && (types.has(undefined) || types.has(type))) return true;
    const value = text.trim();
    return this.allowRegexes.some((r) => (r.type === undefined || r.type === type) && r.regex.test(value));
  }

  /** Every occurrence of a denied term or pattern in `text`, with its type; earlier rules win overlaps. */
  denied(text: string): Found[] {
    const out: Found[] = [];
    for (const { type, regex } of this.denyRules) {
      regex.lastIndex = 0;
      for (let m = regex.exec(text); m; m = regex.exec(text)) {
        if (m[0].length === 0) {
          regex.lastIndex++;
          continue;
        }
        const start = m.index;
        const end = start + m[0].length;
        if (!out.some((f) => f.start < end && start < f.end)) out.push({ start, end, type });
      }
    }
    return out.sort((a, b) => a.start - b.start);
  }
}

function escapeRegex(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
}

/** The line to append for a term: a plain term, or an escaped /regex/ when the term itself looks like syntax. */
export function listLine(term: string): string {
  const clean = term.replace(/\s+/g, ' ').trim();
  const typed = TYPED.exec(clean);
  const ambiguous = clean.startsWith('#') || /^\/.*\/[a-z]*$/.test(clean) || (typed !== null && prefixReadAsType(typed[1] as string));
  // A blank matches any run of blanks, as a plain term's does ("#  !" and "# !" are one term).
  return ambiguous ? `/${escapeRegex(clean).replace(/ /g, '\\s+')}/i` : clean;
}
