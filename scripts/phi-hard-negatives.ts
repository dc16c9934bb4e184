// The hard-negative corpus (test/data/phi-hard-negatives.txt): invented clinical lines that hold no PHI, grouped by
// kind under "## kind" headings ("#" lines are comments). It gates the rules: test/unit/engine/phi/hard-negatives.test.ts
// runs the whole engine over every line and allows no finding but a short, named list of known false alarms.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

export const HARD_NEGATIVES_FILE = join('test', 'data', 'phi-hard-negatives.txt');

export interface HardNegative {
  readonly kind: string;
  readonly line: string;
}

/** The corpus's lines with their kind, in file order. */
export function hardNegatives(root: string): HardNegative[] {
  const out: HardNegative[] = [];
  let kind = '';
  for (const raw of readFileSync(join(root, HARD_NEGATIVES_FILE), 'utf8').split('\n')) {
    const line = raw.trimEnd();
    if (line.startsWith('## ')) kind = line.slice(3).trim();
    else if (line !== '' && !line.startsWith('#')) out.push({ kind, line });
  }
  return out;
}
