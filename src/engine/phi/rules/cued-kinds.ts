// HOSPITAL and ORGANIZATION: a service named by everyday English words and its kind, right after a place preposition, as
// social-work and nursing notes in lower case name the hospice, home-care agency, imaging centre or health system a
// patient uses ("on hospice with evening star hospice", "aides from comfort keepers home care", "ct was at summit
// imaging", "oncology is at bayhealth system"). org.kind-noun (rules/place-kinds.ts) needs a word no English list holds
// before the kind; here the preposition before the words stands in for it, and every word must be one that could name:
// no stop, clinical, descriptive ("outpatient", "home", "main") or never-a-name word.
import { codeAt, push, type Candidate } from '../core/scan';
import { TIER } from '../core/tiers';
import type { WordClasses } from '../core/tokens';
import { wordGate, type GateWords } from '../core/word-gate';
import { WordAnchor } from '../core/word-anchors';
import { NOT_NAME_WORDS } from '../vocab/name-guards';
import { GENERIC_LEFT } from '../vocab/org-words';

/** Kinds of service, lower case; those of a place of care make a HOSPITAL, the others an ORGANIZATION. */
const CARE_KINDS = ['hospice', 'imaging', 'dialysis', 'physio', 'physiotherapy', 'urgent care', 'medical group', 'health system', 'healthcare', 'diagnostics'];
const ORG_KINDS = ['home care', 'home health', 'home healthcare', 'pharmacy', 'visiting nurses'];
const KIND = new WordAnchor(
  new RegExp(String.raw`\b(?:(${CARE_KINDS.join('|').replace(/ /g, '[ \\t]')})|(${ORG_KINDS.join('|').replace(/ /g, '[ \\t]')}))\b`, 'gi'),
  'hospice imaging dialysis physio physiotherapy urgent medical health healthcare diagnostics home pharmacy visiting',
);
const GATE = wordGate('hospice imaging dialysis physio physiotherapy urgent medical health healthcare diagnostics home pharmacy visiting');
/** Words that say which place, not what it is called ("at outside imaging", "from another pharmacy"). */
const WHICH: ReadonlySet<string> = new Set(['outside', 'other', 'another', 'nearby', 'previous', 'prior', 'same', 'different', 'usual', 'regular', 'closest', 'nearest', 'any', 'some']);
/** The preposition and one to three words right before the kind, read in a bounded slice. */
const CUED_BEFORE = /(?:^|[^\p{L}])(?:at|with|from|through|via|AT|WITH|FROM|THROUGH|VIA|At|With|From)[ \t]{1,2}(?:(?:the|THE)[ \t]{1,2})?((?:[\p{L}][\p{L}'’-]{2,20}[ \t]{1,2}){1,3})$/u;
/** Three words of 21 letters, the preposition, an article and the blanks between. */
const WINDOW = 90;

export function detectCuedKinds(text: string, wc: WordClasses, out: Candidate[], seen: GateWords): void {
  if (!GATE.open(seen)) return;
  for (const m of KIND.matchAll(text, seen)) {
    // Lower case or capitals: a Title-case service is the suffix rules' (rules/institutions.ts). The kind's case and the
    // blank CUED_BEFORE ends with are read first: most kinds of a note are written in Title case ("Home", "Health").
    const kindCase = caseOf(m[0]);
    if (kindCase === 'title' || kindCase === '' || !blankAt(text, m.index - 1)) continue;
    const before = CUED_BEFORE.exec(text.slice(Math.max(0, m.index - WINDOW), m.index));
    if (!before) continue;
    const words = before[1]!.trimEnd().split(/[ \t]+/);
    if (words.some((w) => caseOf(w) !== kindCase)) continue;
    if (words.some((w) => blocks(wc, w.toLowerCase().replace(/['’]s$/, '')))) continue;
    const start = m.index - before[1]!.length;
    push(out, start, m.index + m[0].length, m[1] !== undefined ? 'HOSPITAL' : 'ORGANIZATION', TIER.weakCue);
  }
}

function blankAt(text: string, i: number): boolean {
  const c = codeAt(text, i);
  return c === 32 || c === 9;
}

/** A word that cannot be part of a service's name: it describes, is clinical, or never names. */
function blocks(wc: WordClasses, low: string): boolean {
  return wc.isStop(low) || wc.isClinical(low) || wc.isClinicalShorthand(low) || GENERIC_LEFT.has(low) || NOT_NAME_WORDS.has(low) || WHICH.has(low);
}

function caseOf(word: string): 'lower' | 'caps' | 'title' | '' {
  if (/^[\p{Ll}'’ \t-]+$/u.test(word)) return 'lower';
  if (/^[\p{Lu}'’ \t-]+$/u.test(word)) return 'caps';
  if (/^\p{Lu}[\p{Ll}'’-]*$/u.test(word)) return 'title';
  return '';
}
