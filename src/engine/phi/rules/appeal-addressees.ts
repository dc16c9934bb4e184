// org.appeal-addressee: the payers a prior-authorisation appeal is addressed to, on the line under the letter's date:
// a health plan, an insurer by its brand, a pharmacy benefit manager, each with the unit that reads appeals and joined
// by a slash, a dash or "via" ("X Blue - Pharmacy Appeals", "X / Y Rx Clinical Appeals.", "X Health Plan - Appeals /
// Y PBM", "X Health Plan - Appeals, via Y PBM"). The unit's words are the frame; what is left of each item is a firm's
// name, however it is spelt (initials, a brand, a coined word). The line must be a heading's, every word capitalised
// up to its first full stop, so that a sentence about appeals ("We ask the Appeals Committee to ...") and a bare unit
// ("Attn: Appeals Unit") name no one.
import { push, type Candidate } from '../core/scan';
import { TIER } from '../core/tiers';
import type { WordClasses } from '../core/tokens';

/** The appeals word the line must hold, capitalised as a heading writes it. */
const APPEALS = /\b(?:Appeals|APPEALS)\b/g;
/** An addressee's label at the line's start, left out of the name. */
const LABEL = /^(?:To|TO|Attn|ATTN|Attention|ATTENTION)[ \t]*:?[ \t]+/;
/** What joins the items: a slash, a dash or a bar between blanks, a comma, "via". */
const JOINS = /[ \t]+[/|\-–—][ \t]+|,[ \t]+(?:via[ \t]+)?|[ \t]+via[ \t]+/g;
/** The unit's and the letter's words, which name no payer: they are cut from an item's end and make no name alone. */
const UNIT_WORDS = new Set([
  'appeals', 'appeal', 'pharmacy', 'clinical', 'unit', 'committee', 'department', 'dept', 'grievances', 'grievance', '&', 'and',
  'utilization', 'utilisation', 'management', 'review', 'team', 'member', 'medical', 'level', 'expedited', 'first-level',
  'coordinator', 'office', 'services', 'prior', 'authorization', 'authorisation', 'the', 'attn', 'fax', 'of',
]);
/** A name word as a heading writes it: a capital or a digit first, or a joining word. */
const HEADING_WORD = /^(?:[\p{Lu}\d][\p{L}\d'’&.+-]*|&|of|and|the|via)$/u;

export function detectAppealAddressees(text: string, wc: WordClasses, out: Candidate[]): void {
  if (!text.includes('ppeals') && !text.includes('PPEALS')) return;
  let done = -1;
  for (const a of text.matchAll(APPEALS)) {
    if (a.index < done) continue;
    const from = text.lastIndexOf('\n', a.index) + 1;
    let to = text.indexOf('\n', a.index);
    if (to < 0) to = text.length;
    done = to;
    // The heading runs to its first full stop; what follows is the letter's first sentence.
    const stop = text.slice(from, to).search(/\.(?:[ \t]|$)/);
    if (stop >= 0 && from + stop < a.index) continue;
    const headEnd = stop >= 0 ? from + stop : to;
    if (headEnd - from > 120) continue;
    line(text, from, headEnd, wc, out);
  }
}

function line(text: string, from: number, to: number, wc: WordClasses, out: Candidate[]): void {
  const label = LABEL.exec(text.slice(from, to));
  const start = from + (label ? label[0].length : 0);
  const head = text.slice(start, to).trimEnd();
  if (!head.split(/[ \t]+/).every((w) => HEADING_WORD.test(w.replace(/,$/, '')) || /^[/|\-–—]$/.test(w))) return;
  let at = 0;
  for (const j of [...head.matchAll(JOINS), null]) {
    const end = j === null ? head.length : j.index;
    item(text, start + at, head.slice(at, end), wc, out);
    if (j !== null) at = j.index + j[0].length;
  }
}

/** One item of the line at `at`: its unit words cut from its end, a firm's name if anything that names is left. */
function item(text: string, at: number, written: string, wc: WordClasses, out: Candidate[]): void {
  const words = written.replace(/,$/, '').split(/[ \t]+/).filter((w) => w.length > 0);
  while (words.length > 0 && UNIT_WORDS.has(words.at(-1)!.toLowerCase())) words.pop();
  if (words.length === 0 || words.length > 6 || words.some((w) => /\d/.test(w))) return;
  const first = words[0]!.toLowerCase();
  if (UNIT_WORDS.has(first) || wc.isStop(first)) return;
  if (words.every((w) => UNIT_WORDS.has(w.toLowerCase()) || wc.isClinical(w.toLowerCase()))) return;
  const name = words.join(' ');
  const offset = text.indexOf(words[0]!, at);
  if (offset < 0 || text.slice(offset, offset + name.length) !== name) return;
  push(out, offset, offset + name.length, 'ORGANIZATION', TIER.weakCue);
}
