// A faith or its follower named in a social or spiritual history is no person (hardneg23): "Amish, family prefer to pay
// cash", "Christian Scientist, reluctant to accept medication", "Mormon, wears temple garments". Applied to every
// rule's people candidates before overlaps are settled, as the holiday guard is; a title anchors a name ("Mr. Christian").
// Only people: "transferred to Baptist" may name a hospital, and a place rule's reading is left to its own guards.
import type { Candidate } from './scan';
import { FAITH_PHRASES, FAITH_WORDS } from '../vocab/faith-words';

const PEOPLE = new Set(['PATIENT', 'DOCTOR']);
const FAITH_PHRASE = new RegExp(
  String.raw`(?<![A-Za-z])(?:${[...FAITH_PHRASES].sort((a, b) => b.length - a.length).map((p) => p.replace(/['’]/g, "['’]?").replace(/[ -]/g, '[- \\t]{1,2}')).join('|')})(?![A-Za-z])`,
  'gi',
);

/**
 * A person candidate every word of which is a faith's word of its own ("Amish", "Sikh"), or that lies inside a faith
 * named in two words ("Christian Scientist", "Jehovah's Witness"): "Christian Roe" and "Christian at bedside" stand.
 */
export function namesAFaith(text: string, c: Candidate): boolean {
  if (!PEOPLE.has(c.type) || c.anchored === true || c.end - c.start > 40) return false;
  const words = text.slice(c.start, c.end).toLowerCase().split(/[^a-z'’]+/).filter((w) => w.length > 0);
  if (words.length > 0 && words.every((w) => FAITH_WORDS.has(w))) return true;
  const from = Math.max(0, c.start - 24);
  const window = text.slice(from, Math.min(text.length, c.end + 24));
  FAITH_PHRASE.lastIndex = 0;
  for (let m = FAITH_PHRASE.exec(window); m !== null; m = FAITH_PHRASE.exec(window)) {
    const s = from + m.index;
    if (s > c.start) break;
    if (s + m[0].length >= c.end) return true;
  }
  return false;
}
