// ORGANIZATION: the firm a person works for as a contractor, a temp, an apprentice or on shifts, as occupational-health,
// return-to-work and social-history notes say it without "works for": "contracting for kellerman bros", "PREVIOUSLY ON
// THE LINE AT TRILLIUM STAMPING", "picks up shifts at Harlow Foods", "apprenticeship with Dunmore Joinery". The work
// words say an employer follows; the name must name as org.after-job's does (job-employers.ts: capitalised, or a word
// no list knows, or a business noun or a firm's form at its end), so that "contracting for months", "shifts at night"
// and "apprenticed to a plumber" stay alone.
import { push, type Candidate } from '../core/scan';
import { TIER } from '../core/tiers';
import type { WordClasses } from '../core/tokens';
import { wordGate, type GateWords } from '../core/word-gate';
import { WordAnchor } from '../core/word-anchors';
import { employerEnd } from './job-employers';

const CUE = new WordAnchor(
  /\b(?:contracting|contracts|contracted|subcontracting|subcontracts|subcontracted|contractor|subcontractor|temping|temps|apprenticed|apprenticeship|internship|interning|shifts|on[ \t]{1,2}the[ \t]{1,2}(?:line|docks|rigs|tools))[ \t]{1,2}(?:for|at|with|to)[ \t]{1,2}(?=\p{L})/giu,
  'contracting contracts contracted subcontracting subcontracts subcontracted contractor subcontractor temping temps apprenticed apprenticeship internship interning shifts on',
);
const GATE = wordGate('contracting contracts contracted subcontracting subcontracts subcontracted contractor subcontractor temping temps apprenticed apprenticeship internship interning shifts line docks rigs tools');

export function detectContractWork(text: string, wc: WordClasses, out: Candidate[], seen: GateWords): void {
  if (!GATE.open(seen)) return;
  for (const m of CUE.matchAll(text, seen)) {
    const at = m.index + m[0].length;
    const end = employerEnd(text, at, wc);
    if (end > at) push(out, at, end, 'ORGANIZATION', TIER.weakCue);
  }
}
