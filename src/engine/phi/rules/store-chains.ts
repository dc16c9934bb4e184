// ORGANIZATION: a pharmacy or supermarket chain named by its brand alone, as patients write where a prescription
// goes or where they work ("send it to the Walgreens on Shea Blvd", "switch pharmacy to walgreens", "pick up at
// Publix on Old Rd", "cashier at the Tesco"). With no kind word after it (pharmacies.ts, org.cued-kind) or a cue
// before it, no other rule can tell the name; portal messages and letters of every country the notes come from name
// the big chains this way. The brands are the national chains of those countries, written from general knowledge.
// A brand that is also an English word or a clinical initialism (CVS, the cardiovascular system; Boots; Coles,
// Morrisons and Meijer, surnames too) names a shop only where a shop is meant: its branch after it ("the CVS on X"),
// the word pharmacy right after it, or a prescription word just before it on its line. Carriers and employers whose
// hubs employ many patients (FedEx, UPS, Intel) are named the same way; UPS and Intel, English words too, only as a
// workplace: a hub or plant after the brand, or a job or work just before it.
import { push, type Candidate } from '../core/scan';
import { TIER } from '../core/tiers';
import { wordGate, type GateWords } from '../core/word-gate';
import { WordAnchor } from '../core/word-anchors';
import { DOCTOR_TITLES, PERSON_TITLES } from '../vocab/people-words';
import { isOccupation } from './profession';

/** Brands no English or clinical word shadows, by their first word (lower case) and, for a multi-word brand, the rest. */
const PLAIN = [
  // United States
  'walgreens', 'walgreen', 'walmart', 'wal-mart', 'kroger', 'publix', 'safeway', 'costco', 'albertsons', 'wegmans', 'hy-vee',
  'rite aid', 'duane reade', 'winn-dixie', 'harris teeter', 'shoprite', 'fred meyer', 'food lion', 'giant eagle', 'kinney drugs',
  // United Kingdom and Ireland
  'tesco', 'lloydspharmacy', "sainsbury's", 'sainsburys', 'superdrug', 'asda', 'waitrose', 'aldi', 'lidl',
  // Canada
  'shoppers drug mart', 'rexall', 'jean coutu', 'pharmaprix', 'familiprix', 'uniprix', 'london drugs', 'loblaws', 'sobeys',
  // Australia and New Zealand
  'chemist warehouse', 'priceline pharmacy', 'terrywhite chemmart', 'terry white chemmart', 'amcal', 'woolworths',
  // India
  'apollo pharmacy', 'medplus', 'wellness forever',
  // Carriers whose hubs employ many patients: notes name the employer by the brand alone ("at the FedEx hub").
  'fedex', 'usps', 'purolator',
];
/**
 * Employers whose brand is an English word too ("ups and downs", "intel from the family"): named only as a workplace,
 * a hub or plant after it ("(UPS hub)") or a job or work just before it ("machinist at intel"), in any letter case,
 * since ward notes type them small.
 */
const EMPLOYERS_SHADOWED = ['ups', 'intel'];
const EMPLOYER = new Set(EMPLOYERS_SHADOWED);
/** Brands that are English words, clinical initials or surnames too: named only where a shop is meant. */
const SHADOWED = ['cvs', 'boots', 'coles', 'morrisons', 'meijer', ...EMPLOYERS_SHADOWED];

const BRANDS = new Map<string, string[][]>();
for (const brand of [...PLAIN, ...SHADOWED]) {
  const key = brand.split(' ')[0]!.replace(/['-].*$/, '');
  BRANDS.set(key, [...(BRANDS.get(key) ?? []), brand.split(' ')]);
}
const FIRST_WORDS = [...BRANDS.keys()];
/** The brand's first word as a whole run of letters, in any letter case. */
const BRAND_START = new WordAnchor(new RegExp(String.raw`\b(?:${FIRST_WORDS.join('|')})(?![a-z])`, 'giu'), FIRST_WORDS.join(' '));
const GATE = wordGate(FIRST_WORDS.join(' '));
const SHADOW = new Set(SHADOWED);
/** After a shadowed brand, its kind: "Boots pharmacy", "CVS store". */
const KIND_AFTER = /^[ \t]{1,2}(?:pharmacy|chemist|drugstore|store|supermarket)\b/i;
/** After an employer's brand, its workplace: "UPS hub", "Intel plant", "ups warehouse". */
const WORKPLACE_AFTER = /^[ \t]{1,2}(?:hub|warehouse|depot|plant|fab|campus|facility|distribution|fulfil?lment|sort(?:ing)?[ \t]facility)\b/i;
/** Before it, work or a job and "at"/"for": "worked at UPS", "driver for ups", "a machinist at intel". */
const WORK_BEFORE = /\b(?:works?|worked|working|employed|job|employer)\b[^\n.;]{0,20}\b(?:at|for|by)[ \t]{1,2}(?:the[ \t]{1,2})?$/i;
const JOB_AT = /(\p{L}{4,20})[ \t]{1,2}(?:at|for)[ \t]{1,2}(?:the[ \t]{1,2})?$/iu;
/**
 * Or its branch after "the": "the CVS on Main St" ("boots on" alone is a nursing note's heel boots, "CVS in pregnancy"
 * a test).
 */
const BRANCH_AFTER = /^[ \t]{1,2}(?:on|near)\b/i;
const THE_BEFORE = /\bthe[ \t]{1,2}$/i;
/** Before a shadowed brand on its line, a prescription's words: "send my losartan to the CVS", "switch pharmacy to boots". */
const SHOP_BEFORE = /\b(?:pharmacy|chemist|prescriptions?|scripts?|refills?|rx|meds|medications?|pick(?:ed)?[ \t]up|send|sent|fill(?:ed)?|cashier|works?|worked)\b[^\n.;]{0,30}$/i;
const LETTERS = /^[\p{L}'’-]+/u;
/** A title right before the brand: a person's name ("Dr Coles", "Mr Meijer"). */
const TITLE_BEFORE = new RegExp(String.raw`\b(?:${[...DOCTOR_TITLES, ...PERSON_TITLES].join('|')})\.?[ \t]{1,2}$`, 'i');

export function detectStoreChains(text: string, out: Candidate[], seen: GateWords): void {
  if (!GATE.open(seen)) return;
  for (const m of BRAND_START.matchAll(text, seen)) {
    const first = LETTERS.exec(text.slice(m.index, m.index + 24))![0];
    const options = BRANDS.get(m[0].toLowerCase()) ?? [];
    let end = -1;
    let brand = '';
    for (const words of options) {
      // The whole brand, its words one or two blanks apart, in any letter case.
      let p = m.index;
      let ok = true;
      for (let i = 0; i < words.length && ok; i++) {
        if (i > 0) {
          const blanks = /^[ \t]{1,2}/.exec(text.slice(p, p + 3));
          if (!blanks) ok = false;
          else p += blanks[0].length;
        }
        const w = i === 0 ? first : (LETTERS.exec(text.slice(p, p + 24))?.[0] ?? '');
        if (w.toLowerCase().replace(/’/g, "'") !== words[i]) ok = false;
        p += w.length;
      }
      if (ok && p > end) {
        end = p;
        brand = words.join(' ');
      }
    }
    if (end < 0) continue;
    // Only the 60 characters before the brand are read, so the line's start is looked for no further back: an
    // unbounded search made a long line of "follow-ups" quadratic.
    const lineStart = lineStartWithin(text, m.index, 60);
    if (EMPLOYER.has(brand)) {
      const after = text.slice(end, end + 24);
      const before = text.slice(lineStart, m.index);
      const job = JOB_AT.exec(before);
      if (!WORKPLACE_AFTER.test(after) && !WORK_BEFORE.test(before) && !(job && isOccupation(job[1]!))) continue;
      // Inside a word or a hyphenated compound it is no brand ("follow-ups", "check-ups").
      if (/[\p{L}-]/u.test(text.charAt(m.index - 1))) continue;
    } else if (SHADOW.has(brand)) {
      // A shadowed brand in lower case is a word ("boots", "coles"), except CVS, whose initials a patient also types small.
      if (brand !== 'cvs' && !/^\p{Lu}/u.test(first)) continue;
      const after = text.slice(end, end + 16);
      const branch = BRANCH_AFTER.test(after) && THE_BEFORE.test(text.slice(Math.max(0, m.index - 6), m.index));
      if (!KIND_AFTER.test(after) && !branch && !SHOP_BEFORE.test(text.slice(lineStart, m.index))) continue;
      if (/^[ \t]*:/.test(text.slice(end, end + 4))) continue;
      // After a title it is a person's name ("Dr Coles", "Mr Meijer").
      if (TITLE_BEFORE.test(text.slice(Math.max(0, m.index - 12), m.index))) continue;
    }
    push(out, m.index, end, 'ORGANIZATION', TIER.gazetteer);
  }
}

/** The start of the line holding `at`, or `at - span` when the line starts further back (never below 0). */
function lineStartWithin(text: string, at: number, span: number): number {
  const floor = Math.max(0, at - span);
  for (let i = at - 1; i >= floor; i--) if (text.charCodeAt(i) === 10) return i + 1;
  return floor;
}
