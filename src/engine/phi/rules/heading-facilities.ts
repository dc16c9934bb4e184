// A note's first line that opens with its hospital's name, as ED notes, consultations and reports head themselves:
// "royal university hospital ed - saskatoon sk", "health sciences centre emerg - st. john's nl", "RIVER ROUGE
// MEDICAL CENTER RADIOLOGY", "X HOSPITAL EMERGENCY - Kamloops, BC", "HEALTH SCIENCES CENTRE WINNIPEG - GIM
// CONSULTATION". In lower case no capital marks the name, and in capitals the department that follows the facility
// word ("RADIOLOGY", "EMERGENCY") keeps the caps-line rule from closing the name there; the first line's place says
// it is the letterhead. Only that line is read, and only when a facility word is in it, so the cost is one short
// match a note. The name needs a word of its own before the facility word ("general hospital ed" names no one), but
// for "health sciences centre", an institution's whole name in several provinces.
import { push, type Candidate } from '../core/scan';
import { TIER } from '../core/tiers';
import type { WordClasses } from '../core/tokens';
import { NOT_FACILITY_NAME } from '../vocab/place-words';

/** Facility words that may end a letterhead's name. */
const FACILITY = String.raw`(?:hospital|infirmary|(?:medical|health|health[ \t]sciences)[ \t](?:center|centre)|health[ \t]?care[ \t]cent(?:er|re))`;
/** The first line's opening: up to four name words and the facility word. */
const HEAD = new RegExp(String.raw`^[ \t]*((?:[\p{L}'’.&-]+[ \t]{1,2}){0,4}?${FACILITY})(?=[ \t]*(?:$|[-–—,|:(])|[ \t]{1,2}(?:ed|er|emerg|emergency|urgence|radiology|imaging|department|dept|consultation|consult|discharge)\b|(?:[ \t]{1,2}[\p{L}'.]+){1,2}[ \t]{1,2}[-–—|])`, 'iu');
/**
 * Words that say what kind of hospital it is, not whose: a name of these words alone is no one's. The note family's
 * words that are no facility's name, and the kinds of public hospital its list lacks.
 */
const GENERIC = new Set([
  ...NOT_FACILITY_NAME,
  'general', 'district', 'regional', 'university', 'memorial', "children's", "women's", 'main', 'public', 'base',
  'rural', 'referral', 'tertiary', 'central', 'veterans', 'military', 'field', 'cottage',
]);

export function detectHeadingFacilities(text: string, wc: WordClasses, out: Candidate[]): void {
  const start = text.search(/\S/);
  if (start < 0) return;
  const lineStart = text.lastIndexOf('\n', start) + 1;
  const lineEnd = text.indexOf('\n', start);
  const line = text.slice(lineStart, lineEnd < 0 ? Math.min(text.length, lineStart + 200) : Math.min(lineEnd, lineStart + 200));
  const m = HEAD.exec(line);
  if (m === null) return;
  const name = m[1]!;
  const words = name.toLowerCase().split(/[ \t]+/);
  const facilityAt = words.findIndex((w) => /^(?:hospital|infirmary|medical|health)$/.test(w));
  const own = words.slice(0, facilityAt);
  if (!/^health[ \t]sciences[ \t]cent/i.test(name)) {
    if (own.length === 0 || own.every((w) => GENERIC.has(w))) return;
    if (own.some((w) => wc.isStop(w) || wc.isClinical(w) || wc.isClinicalShorthand(w))) return;
  }
  const at = lineStart + m.index + m[0].length - name.length;
  push(out, at, at + name.length, 'HOSPITAL', TIER.facilitySuffix);
}
