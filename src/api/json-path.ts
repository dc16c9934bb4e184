// Formats zod issue paths as JSON paths ($.inference_result.spans[3].pos_start) for ProtocolError, so
// a schema mismatch names where it is without quoting any value (values may be submitted text).
import type { z } from 'zod';

export function jsonPath(prefix: string, path: readonly PropertyKey[]): string {
  let out = prefix;
  for (const key of path) {
    if (typeof key === 'number') out += `[${key}]`;
    else if (typeof key === 'string' && /^[A-Za-z_][A-Za-z0-9_]*$/.test(key)) out += `.${key}`;
    else out += `[${JSON.stringify(String(key))}]`;
  }
  return out;
}

/** The first issue of a failed parse: its JSON path and a short description free of input values. */
export function firstIssue(error: z.ZodError, prefix = '$'): { path: string; problem: string } {
  const issue = error.issues[0];
  if (issue === undefined) return { path: prefix, problem: 'does not match the contract' };
  let problem: string;
  switch (issue.code) {
    case 'invalid_type':
      problem = `expected ${issue.expected}`;
      break;
    case 'too_small':
    case 'too_big':
      problem = issue.code === 'too_small' ? `is below the minimum ${String(issue.minimum)}` : `is above the maximum ${String(issue.maximum)}`;
      break;
    default:
      problem = issue.code.replace(/_/g, ' ');
  }
  return { path: jsonPath(prefix, issue.path), problem };
}
