// facility.history-place: the places a history field lists by their short names, as intakes and antenatal records
// write a patient's past care. An addiction intake's "Prior tx:" line lists the programmes a patient went through, one
// an item, each opening with its name (an acronym, a founder's name, a plant or a place) and closed by its town, a
// year, a bracket or the item's end: "Prior tx: X in Town (2024, AMA), 28-day at Y Z.", "Prior treatment: X Y 2021,
// left AMA; 30-day at Z 2024". A booking history lists each earlier birth as a year, its mode and "at" the hospital:
// "2019 SVD at X; 2022 ventouse at Y", "SVD 2019 at X in Town", "2022 LSCS 3.2 kg at X Y". The field's label or the
// mode of birth, not the words, says the item names a place of care; the name needs a capital, no clinical or stop word
// and no word of a kind of care alone ("at home", "AA meetings", "Suboxone via PCP", "outpatient counseling").
import { push, type Candidate } from '../core/scan';
import { TIER } from '../core/tiers';
import type { WordClasses } from '../core/tokens';
import { WordAnchor } from '../core/word-anchors';
import type { GateWords } from '../core/word-gate';
import { MONTH_NAMES, WEEKDAY_NAMES } from '../vocab/calendar-words';
import { GENERIC_DESTINATION } from '../vocab/place-words';

/** Either cue anywhere in the note: a treatment history's label, or a mode of birth. */
const GATE = /\b(?:prior|previous|past)[ \t](?:tx|treatment|treatments|rehabs?)[ \t]*:|\b(?:SVD|NVD|LSCS|VBAC|ventouse|forceps)\b/gi;
/** GATE tried only at its first words (core/word-anchors.ts), not searched for at every place of every note. */
const GATE_AT = new WordAnchor(GATE, 'prior previous past svd nvd lscs vbac ventouse forceps');
/** A treatment history's label and the rest of its line. */
const TX_FIELD = /\b(?:prior|previous|past)[ \t](?:tx|treatment|treatments|rehabs?)[ \t]*:[ \t]*((?:[^\n.]|\.(?=\S)){3,300})/gi;
/** An item's opening that says how long or how the stay was, before "at" and the name: "28-day at", "detox at". */
const STAY_AT = /^(?:(?:\d{1,3}[- ]?(?:day|d|wk|week|month)s?|residential|inpatient|outpatient|detox|iop|php|rehab|program|programme|stay)[ \t]+)+(?:at|@|with)[ \t]+/i;
/**
 * A mode of birth, a year or a weight at most, "at", and what follows. No item ends in a blank: the blanks between
 * items are the separator's alone, for a weight whose optional blanks could also end it ("7lb  7lb  ... x") split each
 * run of blanks two ways and the search grew exponentially with the items when no "at" followed.
 */
const BIRTH_AT = /\b(?:SVD|NVD|LSCS|VBAC|ventouse|forceps)(?:[ \t]+(?:(?:19|20)\d{2}|\d{1,2}(?:\.\d)?[ \t]?kg|\d{1,2}[ \t]?lbs?(?:[ \t]?\d{1,2}(?:[ \t]?oz)?|[ \t]{0,2}oz)?|\d{1,2}lb\d{1,2}oz|at[ \t]term|\d{2}\+?\d?[ \t]?wks?))*[ \t]+at[ \t]+/gi;
/** Words that name a kind of care, a drug or a meeting, not a programme's or a hospital's own name. */
const NOT_NAME: ReadonlySet<string> = new Set([
  ...GENERIC_DESTINATION, 'aa', 'na', 'ca', 'smart', 'none', 'nil', 'denies', 'never', 'unknown', 'n/a', 'ama', 'detox',
  'residential', 'inpatient', 'outpatient', 'iop', 'php', 'mat', 'otp', 'methadone', 'suboxone', 'subutex', 'vivitrol',
  'buprenorphine', 'naltrexone', 'counseling', 'counselling', 'therapy', 'meetings', 'sponsor', 'jail', 'prison', 'court',
  'home', 'term', 'our', 'this', 'same', 'local', 'va', 'pcp', 'gp', 'clinic', 'community', 'county', 'state', 'private',
  'completed', 'left', 'discharged', 'kicked', 'relapsed', 'walked', 'several', 'multiple', 'many', 'two', 'three',
  ...MONTH_NAMES, ...WEEKDAY_NAMES,
]);
/** The last word of a programme's or a hospital's kind; a town after it is no part of the name. */
const KIND_END: ReadonlySet<string> = new Set([
  'recovery', 'center', 'centre', 'house', 'clinic', 'services', 'hospital', 'lodge', 'ranch', 'program', 'programme', 'health',
]);

/** The capitalised name opening `s`: up to four words, "&" or "of" between them, closed by a lower-case or stop word. */
function nameAt(s: string, wc: WordClasses): string | undefined {
  const words: string[] = [];
  for (const m of s.matchAll(/([^ \t,;.()\n]+)([ \t]|$|(?=[,;.()\n]))/gu)) {
    const w = m[1]!;
    const low = w.toLowerCase();
    if ((low === '&' || low === 'of') && words.length > 0) {
      words.push(w);
      continue;
    }
    if (!/^\p{Lu}[\p{L}'’&-]*$/u.test(w) || wc.isStop(low)) break;
    words.push(w);
    if (words.length === 6 || m[2] === '') break;
    if (KIND_END.has(low) && words.length > 1) break;
  }
  while (words.length > 0 && /^(?:&|of)$/i.test(words[words.length - 1]!)) words.pop();
  if (words.length === 0 || words.length > 4) return undefined;
  const lows = words.map((w) => w.toLowerCase());
  if (lows.some((w) => NOT_NAME.has(w) || wc.isClinical(w) || wc.isClinicalShorthand(w))) return undefined;
  return words.join(' ');
}

/** Pushes the name opening `text` at `at` when one is there. */
function pushName(text: string, at: number, wc: WordClasses, out: Candidate[]): void {
  const name = nameAt(text.slice(at, at + 80), wc);
  if (name === undefined || !text.startsWith(name, at)) return;
  push(out, at, at + name.length, 'HOSPITAL', TIER.placeWord);
}

export function detectHistoryFacilities(text: string, wc: WordClasses, out: Candidate[], seen: GateWords): void {
  if (GATE_AT.matchAll(text, seen).length === 0) return;
  for (const m of text.matchAll(TX_FIELD)) {
    const field = m[1]!;
    const fieldAt = m.index + m[0].length - field.length;
    // Items are split at a semicolon, a comma or a full stop outside brackets: "(2024, AMA)" is one item's aside.
    let depth = 0;
    let itemAt = 0;
    for (let i = 0; i <= field.length; i++) {
      const c = field[i];
      if (c === '(') depth++;
      else if (c === ')') depth = Math.max(0, depth - 1);
      const sep = i === field.length || (depth === 0 && (c === ';' || c === ',' || c === '.'));
      if (!sep) continue;
      const item = field.slice(itemAt, i);
      const lead = item.length - item.trimStart().length;
      const stay = STAY_AT.exec(item.trimStart());
      pushName(text, fieldAt + itemAt + lead + (stay === null ? 0 : stay[0].length), wc, out);
      itemAt = i + 1;
    }
  }
  for (const m of text.matchAll(BIRTH_AT)) pushName(text, m.index + m[0].length, wc, out);
}
