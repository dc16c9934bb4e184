// place.office-town: the town that names one of a practice's or an agency's branch offices, where the branch is said
// by its town and then "office" or "outpatient", as three kinds of writing do:
// - a portal reply or a scheduling message offering a visit "at our X office" (a Title-case town between "our" and
//   "office": a practice with several sites names them by town; the word may be English, "our Brick office");
// - a home care or behavioural health note's heading, the agency, a comma or a dash, the town and "office" or
//   "outpatient" closing the line ("x health authority home care, canora office", "x services - guymon outpatient");
// - a nurse's or a clinic's signature line closing with the specialty, the town and "office" ("rn - x cardiology
//   pooler office").
// The slot is shared with a department's or a building's word ("our Main office", "the front office", "billing
// office", "band office", "the post office"): those words, any clinical, shorthand or stop word, and outside the
// portal's Title-case slot an English word or a known surname no gazetteer holds as a town, are left alone.
import { lineStartFrom, push, type Candidate } from '../core/scan';
import { TIER } from '../core/tiers';
import type { WordClasses } from '../core/tokens';
import { wordGate, type GateWords } from '../core/word-gate';

/** Notes without the branch words hold no branch office. */
const OFFICE_GATE = wordGate('office outpatient');
/** Each branch word; what comes before it on its line is read backwards from there. */
const OFFICE_WORD = /\b(?:office|outpatient)\b/gi;
/** "our", one or two Title-case words, a blank: the portal's branch. */
const OUR_BRANCH = /\bour[ \t]{1,2}(\p{Lu}\p{Ll}{2,20}(?:[ \t]\p{Lu}\p{Ll}{2,20})?)[ \t]$/u;
/** A comma or a dash, or a specialty's or an agency's last word, then the town of one word, a blank. */
const HEADED_BRANCH = /(?:,|[ \t][-–]|[a-z](?:ology|iatry|ics|care|services|health))[ \t]{1,2}(\p{L}[\p{Ll}'’-]{2,20}|\p{Lu}[\p{Lu}'’-]{2,20})[ \t]$/u;
/** Words a branch office is named by that are no town: its role, its building, its kind, its owner. */
const NOT_BRANCH: ReadonlySet<string> = new Set([
  'main', 'head', 'front', 'back', 'billing', 'business', 'records', 'admissions', 'regional', 'district', 'satellite', 'central',
  'home', 'band', 'post', 'box', 'county', 'tribal', 'field', 'branch', 'new', 'old', 'other', 'usual', 'local', 'downtown',
  'uptown', 'north', 'south', 'east', 'west', 'dental', 'medical', 'doctor', 'doctors', 'clinic', 'corporate', 'administrative',
  'nursing', 'school', 'area', 'provincial', 'state', 'federal', 'probation', 'passport', 'tax', 'court', 'council', 'union',
  'ticket', 'registry', 'booking', 'intake', 'scheduling', 'general', 'primary', 'specialty', 'private', 'public', 'community',
]);

export function detectOfficeTowns(text: string, wc: WordClasses, out: Candidate[], seen: GateWords): void {
  if (!wc.hasDictionaries || !OFFICE_GATE.open(seen)) return;
  for (const m of text.matchAll(OFFICE_WORD)) {
    const at = m.index;
    const lineStart = lineStartFrom(text, at, at - 120);
    const before = text.slice(lineStart, at);
    const our = m[0].toLowerCase() === 'office' ? OUR_BRANCH.exec(before) : null;
    if (our !== null) {
      const town = our[1]!;
      const words = town.toLowerCase().split(/[ \t]/);
      if (words.some((w) => NOT_BRANCH.has(w) || wc.isStop(w) || wc.isClinical(w))) continue;
      push(out, at - 1 - town.length, at - 1, 'CITY', TIER.weakCue);
      continue;
    }
    // A heading's or a signature's branch closes its line.
    if (!/^[ \t]*(?:\r?\n|$)/.test(text.slice(at + m[0].length, at + m[0].length + 4))) continue;
    const head = HEADED_BRANCH.exec(before);
    if (head === null) continue;
    const town = head[1]!;
    const low = town.toLowerCase();
    if (NOT_BRANCH.has(low) || wc.isStop(low) || wc.isClinical(low) || wc.isShorthand(low)) continue;
    // A town the gazetteers hold may be a word the English lists derive too ("pooler"); any other word must be none.
    const known = wc.dicts.cities.has(low);
    if (!known && (wc.isEnglish(low) || wc.isKnownName(low) || wc.isMisspelt(low))) continue;
    push(out, at - 1 - town.length, at - 1, 'CITY', known ? TIER.placeWord : TIER.weakCue);
  }
}
