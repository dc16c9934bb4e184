// People a nursing note names by where it puts them rather than by a cue word right before the name, when the
// name is a word no list holds:
// - relatives named as a list opening the sentence after the relation was given ("two sons who are his health care
//   proxies. Ondrel and Mavik visited"): the relation and the names are split by the sentence's end, which the
//   relative rules (note-people.ts) do not cross;
// - someone speaking for an agency, named after it and a dash, then doing something ("hospice liaison - Tam Quoss
//   will be meeting", "VNA co.- roe called");
// - a given name and a surname without a cue before them, then what a person does ("; Tam Quoss agrees with plan").
// Each slot also takes common words ("daughters. Both visited", "hospice - will call"): every name
// word must pass `slotName` (a name no English list holds or a word no list knows), and the slot needs its whole
// shape, not only its cue.
import type { PhiRuleId } from '../../../deid/phi-rules';
import { blanksBetween } from '../core/tokens';
import { TIER } from '../core/tiers';
import { tokenCue } from '../core/token-cues';
import { AGENCY_CONTACTS, lowerSet, PLURAL_RELATIVES } from '../vocab/people-words';
import { allCapsLine, type Ctx, emit, gap, isCapsWord, nameGapBetween } from './note-people-context';
import { ROLE_WORDS, slotName } from './slot-name';

/** Relations that name several people, and the proxy, after which a sentence may open with their names. */
const GROUP_KIN: ReadonlySet<string> = lowerSet(PLURAL_RELATIVES, ['proxy', 'hcp', 'hcps']);
const AGENCY: ReadonlySet<string> = lowerSet(AGENCY_CONTACTS);
/** What a person named by a given name and a surname does next: "Tam Quoss agrees with plan", "Tam Quoss to follow". */
const PAIR_VERBS: ReadonlySet<string> = new Set([
  'aware', 'notified', 'informed', 'paged', 'called', 'updated', 'visited', 'came', 'spoke', 'said', 'says', 'states', 'stated',
  'agrees', 'agreed', 'ordered', 'recommended', 'recommends', 'requested', 'wishes', 'phoned', 'will', 'to',
]);
/** One cue bit for the slots (core/token-cues.ts): each rule then asks its own set. */
const CUE = tokenCue([...GROUP_KIN, ...AGENCY, ...ROLE_WORDS, ...PAIR_VERBS]);
/** What someone named after an agency and a dash does next. */
const AGENCY_VERBS = new Set(['will', 'is', 'was', 'has', 'called', 'came', 'spoke', 'met', 'visited', 'aware', 'here', 'to', 'would', 'plans']);
/** The end of the sentence that gave the relation: a period, or the line's end (a colon opens a list the relative rules read). */
const SENTENCE_BREAK = /^[ \t]{0,2}(?:\.[ \t]{1,3}|\.?[ \t]{0,2}\r?\n[ \t]{0,3})$/;
/** A dash after an agency or a role, its abbreviation's period allowed ("co.- "). */
const DASH = /^\.?[ \t]{0,2}[-–][ \t]{0,2}$/;

/** The last token of a one- or two-word name from token i, or -1: both words `slotName`s in the same letter case. */
function nameAt(ctx: Ctx, i: number): number {
  if (i >= ctx.toks.length || !slotName(ctx, i)) return -1;
  const j = i + 1;
  if (j < ctx.toks.length && nameGapBetween(ctx, i, j) && slotName(ctx, j) && sameCase(ctx, i, j)) return j;
  return i;
}

function sameCase(ctx: Ctx, a: number, b: number): boolean {
  return ctx.toks[a]!.cap === ctx.toks[b]!.cap && isCapsWord(ctx, a) === isCapsWord(ctx, b);
}

/** A word of three letters or more that no list knows (`nameEvidence(...).unknown`: no English, clinical or name list, no typo). */
function shortListName(ctx: Ctx, k: number): boolean {
  const low = ctx.toks[k]!.low;
  return low.length >= 3 && ctx.wc.nameEvidence(low).unknown;
}

/** "his health care proxies. Ondrel and Mavik visited": two or three names joined by "and", "&" or commas open the sentence. */
function kinListOpening(ctx: Ctx): void {
  const { toks, cues } = ctx;
  for (let i = 0; i + 1 < toks.length; i++) {
    if ((cues[i]! & CUE) === 0 || !GROUP_KIN.has(toks[i]!.low) || !SENTENCE_BREAK.test(gap(ctx, i, i + 1))) continue;
    const people: [number, number][] = [];
    let k = i + 1;
    while (people.length < 3) {
      // After the first name the list vouches for the next: a short word no list knows will do ("Ondrel and Vas").
      const end = people.length > 0 && k < toks.length && shortListName(ctx, k) ? k : nameAt(ctx, k);
      if (end < 0 || (people.length > 0 && !sameCase(ctx, people[0]![0], k))) break;
      people.push([k, end]);
      const next = end + 1;
      if (next >= toks.length) break;
      const g = gap(ctx, end, next);
      if (/^[ \t]{0,2}[,&][ \t]{0,2}$/.test(g)) k = next;
      else if (blanksBetween(ctx, end, next) && toks[next]!.low === 'and' && next + 1 < toks.length && blanksBetween(ctx, next, next + 1)) k = next + 1;
      else break;
    }
    // One name alone may be anything opening a sentence ("Both", "Quiet"): a list of names is the evidence.
    if (people.length < 2) continue;
    for (const [s, e] of people) emit(ctx, s, e, 'PATIENT', TIER.weakCue, true);
  }
}

/** "hospice liaison - Tam Quoss will be meeting", "VNA co.- roe called": an agency's contact after its dash. */
function agencyDash(ctx: Ctx): void {
  const { toks, cues } = ctx;
  for (let i = 0; i + 2 < toks.length; i++) {
    if ((cues[i]! & CUE) === 0 || !(AGENCY.has(toks[i]!.low) || ROLE_WORDS.has(toks[i]!.low)) || !DASH.test(gap(ctx, i, i + 1))) continue;
    const end = nameAt(ctx, i + 1);
    if (end < 0 || end + 1 >= toks.length || !blanksBetween(ctx, end, end + 1) || !AGENCY_VERBS.has(toks[end + 1]!.low)) continue;
    emit(ctx, i + 1, end, 'DOCTOR', TIER.weakCue, true);
  }
}

/**
 * "; Tam Quoss agrees with plan", ", Tam Quoss to follow up": two words written as a given name and a surname (Title
 * case, in a line with lower case), both names no English list holds or words no list knows, then what a person does.
 * Without a cue before them the pair must be more than a capitalised phrase: neither word may be a place or firm's
 * word after it, and the pair must not open its line (headings: "Quoss Protocol:").
 */
function pairVerb(ctx: Ctx): void {
  const { toks, text, cues, wc } = ctx;
  for (let k = 2; k < toks.length; k++) {
    if ((cues[k]! & CUE) === 0 || !PAIR_VERBS.has(toks[k]!.low) || !blanksBetween(ctx, k - 1, k)) continue;
    const a = k - 2;
    const b = k - 1;
    if (!nameGapBetween(ctx, a, b) || !toks[a]!.cap || !toks[b]!.cap || isCapsWord(ctx, a) || isCapsWord(ctx, b) || allCapsLine(ctx, toks[a]!)) continue;
    if (!slotName(ctx, a) || !slotName(ctx, b) || !wc.nameEvidence(toks[a]!.low).notEnglishName || !wc.nameEvidence(toks[b]!.low).notEnglishName) continue;
    // "to" takes a verb after it: "Tam Quoss to follow", not "Quellby Rehab to Tarnley".
    if (toks[k]!.low === 'to' && !(k + 1 < toks.length && wc.isEnglish(toks[k + 1]!.low) && !toks[k + 1]!.cap)) continue;
    // Not opening its line, where headings and drug or device names stand.
    if (/(?:^|\n)[ \t]{0,3}$/.test(text.slice(Math.max(0, toks[a]!.s - 4), toks[a]!.s))) continue;
    emit(ctx, a, b, 'DOCTOR', TIER.weakCue, true);
  }
}

export const CONTACT_SLOT_RULES: readonly [PhiRuleId, (c: Ctx) => void][] = [
  ['person.kin-list-opening', kinListOpening],
  ['person.agency-dash', agencyDash],
  ['person.pair-verb', pairVerb],
];
