// Phone numbers in the shapes contact.ts's patterns leave: slashes ("212/555/0147"), a blank after each
// hyphen ("212- 555- 0147"), short internal extensions and pagers after their cue ("x4-5512", "pager
// #4-2271", "ext. 45512"), a three-digit extension after a place that has one ("nurse station x221", "ext 302"),
// UK and Australian mobile numbers ("07700 900481", "07700 918 442", "0412 345 678"), Indian mobiles five and five
// after a relative or in brackets (fix13b), Indian landlines with their trunk code ("0866-2455910")
// and UK, Irish and Australian landlines in their national groupings ("01292 555 410", "0161 555 0199", "020 7946 0018",
// "02 9876 5432"): letters write them bare after a name or "on", with no label for the contact rules to wait for.
import { push, type Candidate } from '../core/scan';
import { TIER } from '../core/tiers';
import { wordGate, type GateWords } from '../core/word-gate';
import { WordAnchor } from '../core/word-anchors';
import { allMatches } from '../core/all-matches';
import { CREDENTIALS, KIN_WORDS, SIGNING_CREDENTIALS, WARD_WORD_CREDENTIALS, wordAlternation } from '../vocab/people-words';

/** Ten digits grouped 3-3-4 by slashes, or by hyphens with a blank after them. */
const SEPARATED = /(?<![\w/.-])\(?\d{3}\)?(?:\/\d{3}\/|-[ \t]\d{3}-[ \t])\d{4}(?![\w/-]|\.\d)/g;
/**
 * An internal extension or pager after its cue: "x4-5512", "ext 45512", "pager #4-2271", "Vocera 4-7710", and Quebec's
 * French "poste 4412" after a phone or a signature (fix15d).
 */
const SHORT_CUED = /(?:\b(?:ext|pager|pgr|beeper|bleep|vocera|poste)\.?[ \t]{0,3}#?[ \t]{0,2}|(?<![\w-])x)(\d-\d{4}|\d{4,5})(?![\w/-]|\.\d)/gi;
/**
 * A beeper written "bp" as ward notes shorten it, in a sign-off or after a page ("-A. Roe RRT bp 7730", "SW paged (bp
 * 7204)"; fix18d, own105 sicu-rt and neuroicu-rt, own106 addendum): four or five digits, or one and four, which no blood
 * pressure is. A clock time ("BP 1400 118/70") or a pressure's slash or range after it is the vital sign's.
 */
const BEEPER_BP = /\bbp\.?[ \t]{0,3}#?[ \t]{0,2}(\d-\d{4}|\d{4,5})(?![\w/-]|\.\d|[ \t]{0,2}(?:\/|-|to\b|mm))/gi;
/**
 * A pager written "p", "p." or "p#" after a sign-off's credential or a resident's year, or "#" after the credential, or
 * "(p ...)" after a page ("-A. Roe RRT #4-5120", "ann roe rn p# 4471", "A. Roe, MD PGY1 p 3-8812", "renal fellow paged (p
 * 21447)"; fix19d, own106 rt-ards, own94 a1-micu, own85 a4-medicine-floor and a8-night-float): four or five digits, or
 * one and four; a clock time without the number sign ("rn p 1400") is the time of something.
 */
/** The credentials of vocab/people-words.ts written in letters only, lower-cased: the sign-off's word before a pager. */
const PAGER_CREDENTIALS = [...new Set([...CREDENTIALS, ...WARD_WORD_CREDENTIALS, ...SIGNING_CREDENTIALS].filter((w) => /^[A-Za-z]+$/.test(w)).map((w) => w.toLowerCase()))];
const PAGER_P = new RegExp(
  String.raw`\b(?:paged[ \t]{0,2}\(|(?:${PAGER_CREDENTIALS.join('|')}|pgy-?\d|resident|fellow|intern)\.?,?[ \t]{1,3})(p\.?[ \t]{0,2}#?|#)[ \t]{0,2}(\d-\d{4}|\d{4,5})(?![\w/-]|\.\d)`,
  'gi',
);
const PAGER_P_AT = new WordAnchor(PAGER_P, `paged pgy* resident fellow intern ${PAGER_CREDENTIALS.join(' ')}`);
/**
 * A pager or an extension alone in brackets after the person it reaches ("Dr. Roe (p 7-3361)", "fellow (p. 4-4410)",
 * "admissions (x 4-2215)"; fix21b, own118 crosscover-resident-mixed, own122 mixed-cm-ltach): "p", "p.", "pgr" or "x",
 * a blank, then a digit, a hyphen and four digits, or four or five digits alone, closing the bracket; four digits that
 * read as a clock time are the time of something ("(p 1400)").
 */
const PAGER_BRACKET = /\((?:p\.?|pgr|x)[ \t]{1,2}#?(\d-\d{4}|\d{4,5})\)/gi;
/** A four-digit value that reads as a clock time (0000 to 2359). */
const CLOCK = /^(?:[01]\d|2[0-3])[0-5]\d$/;
/** Ten or eleven digits in brackets with a blank or a hyphen misplaced: "(863224-2441)", "(653 277 37627)". */
export const BRACKETED = /(?<=\()\d{3}[ \t-]?\d{3}[ \t-]?\d{4,5}(?=\))/g;
const BRACKETED_AT = /\d{3}[ \t-]?\d{3}[ \t-]?\d{4,5}(?=\))/y;

/**
 * The matches of BRACKETED, tried only after each "(" instead of at every position with the look-behind: the same
 * matches, in order, since no match holds a bracket.
 */
export function bracketedNumbers(text: string): RegExpExecArray[] {
  const found: RegExpExecArray[] = [];
  for (let p = text.indexOf('('); p >= 0; p = text.indexOf('(', p + 1)) {
    BRACKETED_AT.lastIndex = p + 1;
    const m = BRACKETED_AT.exec(text);
    if (m) found.push(m);
  }
  return found;
}
/** UK mobiles: 07xxx xxxxxx, or 07xxx xxx xxx. */
const UK_MOBILE = /(?<![\w+-])07\d{3}[ \t]?(?:\d{6}|\d{3}[ \t]\d{3})(?![\w-])/g;
/** Australian mobiles: 04xx xxx xxx. */
const AU_MOBILE = /(?<![\w+-])04\d{2}[ \t]?\d{3}[ \t]?\d{3}(?![\w-])/g;
/** Indian landlines: a trunk code of 0 and two to four digits, a hyphen, the number; eleven digits in all. */
const INDIA_LANDLINE = /(?<![\w+/.-])0\d{2,4}-\d{6,8}(?![\w/-]|\.\d)/g;
/**
 * A landline with its trunk 0 in one of the groupings the UK, Ireland and Australia print: 0xxxx xxx xxx, 0xxxx xxxxxx,
 * 0xxx xxx xxxx, 0xx xxxx xxxx, 0x xxxx xxxx. The leading 0 and the fixed group widths are what a count, a time list
 * ("0800 1200 1600") or a record number ("CHI 010180 1234") does not share; 00 opens an international call instead.
 * Letterheads and prison or remote-clinic records also print the trunk code in brackets, Australia's two digits
 * ("P (08) 9xxx xxxx  F (08) ...", "ph via clinic (08) 9xxx xxxx") and a British or Irish code ("(01392) 555 410",
 * "(020) 7946 0018"), after a one-letter label or none the contact rules read (fix16d).
 */
const TRUNK_LANDLINE = /(?<![\w+/.-])(?:0[1-9](?:\d{3}[ \t]\d{3}[ \t]?\d{3}|\d{2}[ \t]\d{3}[ \t]\d{4}|\d[ \t]\d{4}[ \t]\d{4}|[ \t]\d{4}[ \t]\d{4})|\(0[2-9]\)[ \t]?\d{4}[ \t]?\d{4}|\(0[1-9]\d{1,3}\)[ \t]?\d{3,4}[ \t]\d{3,4})(?![\w/-]|\.\d)/g;
/**
 * An Indian mobile written five and five with no label ("son Ab Cd (98xxx xxxxx)", "driver, 94xxx xxxxx)"): ten digits
 * opening with 6 to 9, as India's mobile numbers do. Two five-digit counts are as likely elsewhere, so the number must
 * close a bracket or follow a relative's word on its line (INDIA_MOBILE_KIN); a label's number is contact.phone's.
 */
const INDIA_MOBILE = /(?<![\w+/.-])[6-9]\d{4}[ \t]\d{5}(?![\w/-]|\.\d)/g;
/** A relative's word, or the attender or bystander an Indian note names as the patient's companion, earlier on the line. */
const INDIA_MOBILE_KIN = new RegExp(String.raw`\b(?:${wordAlternation([...KIN_WORDS, 'attender', 'attendant', 'bystander'])})\b[^\n()]{0,30}$`, 'i');
/** A record's or a product's label just before a number: its digits are that record's, whatever their grouping. */
const RECORD_LABEL_BEFORE = /\b(?:mrn|mr|nhs|chi|urn?|uhid|hrn|ohip|hcn|medicare|id|acct|account|ref|batch|lot|serial|accession|policy|claim)\b\.?(?:[ \t]*(?:no|number|#)\.?)?[ \t]*[:#]?[ \t]*$/i;
/** A three-digit extension: after "ext", or after "x" when a desk, station or office stands just before it. */
const SHORT_EXTENSION = /(?:\bext(?:ension)?\.?[ \t]{0,3}#?|(?<![\w-])x[ \t]?)(\d{3})(?![\w/-]|\.\d)/gi;
const EXTENSION_PLACE = /\b(?:station|desk|office|unit|clinic|line|phone|tel|call|reach|reached|at)[ \t:]{0,3}$/i;

/** The words every match of SHORT_CUED holds (core/word-gate.ts). */
const SHORT_CUED_GATE = wordGate('ext extension pager pgr beeper bleep vocera poste x');
const BEEPER_BP_GATE = wordGate('bp');
const BEEPER_BP_AT = new WordAnchor(BEEPER_BP, 'bp');
const SHORT_CUED_AT = new WordAnchor(SHORT_CUED, 'ext pager pgr beeper bleep vocera poste x');
const SHORT_EXTENSION_AT = new WordAnchor(SHORT_EXTENSION, 'ext extension x');

export function detectPhoneShapes(text: string, out: Candidate[], seen: GateWords): void {
  for (const m of allMatches(text, SEPARATED)) push(out, m.index, m.index + m[0].length, 'PHONE', TIER.checkedShape);
  if (SHORT_CUED_GATE.open(seen)) for (const m of SHORT_CUED_AT.matchAll(text, seen)) push(out, m.index + m[0].length - m[1]!.length, m.index + m[0].length, 'PHONE', TIER.looseShape);
  if (BEEPER_BP_GATE.open(seen)) for (const m of BEEPER_BP_AT.matchAll(text, seen)) {
    if (CLOCK.test(m[1]!)) continue;
    push(out, m.index + m[0].length - m[1]!.length, m.index + m[0].length, 'PHONE', TIER.looseShape);
  }
  for (const m of PAGER_P_AT.matchAll(text, seen)) {
    // "rn p 1400" is the time of something; "rn, p2231", the "p" glued to its digits, is a pager (fix21b).
    if (!m[1]!.includes('#') && !/^p$/i.test(m[1]!) && CLOCK.test(m[2]!)) continue;
    push(out, m.index + m[0].length - m[2]!.length, m.index + m[0].length, 'PHONE', TIER.looseShape);
  }
  for (const m of allMatches(text, PAGER_BRACKET)) {
    if (CLOCK.test(m[1]!)) continue;
    push(out, m.index + m[0].length - 1 - m[1]!.length, m.index + m[0].length - 1, 'PHONE', TIER.looseShape);
  }
  for (const m of bracketedNumbers(text)) {
    // A well-formed number is the contact rules' own; a run of digits without a break may be a record number.
    if (!/[ \t-]/.test(m[0]) || /^\d{3}-\d{3}-\d{4}$/.test(m[0])) continue;
    push(out, m.index, m.index + m[0].length, 'PHONE', TIER.looseShape);
  }
  for (const m of allMatches(text, UK_MOBILE)) push(out, m.index, m.index + m[0].length, 'PHONE', TIER.checkedShape);
  for (const m of allMatches(text, AU_MOBILE)) push(out, m.index, m.index + m[0].length, 'PHONE', TIER.checkedShape);
  for (const m of allMatches(text, TRUNK_LANDLINE)) {
    if (RECORD_LABEL_BEFORE.test(text.slice(Math.max(0, m.index - 24), m.index))) continue;
    push(out, m.index, m.index + m[0].length, 'PHONE', TIER.looseShape);
  }
  for (const m of allMatches(text, INDIA_MOBILE)) {
    const before = text.slice(Math.max(0, m.index - 48), m.index);
    if (RECORD_LABEL_BEFORE.test(before)) continue;
    if (text[m.index + m[0].length] !== ')' && !INDIA_MOBILE_KIN.test(before)) continue;
    push(out, m.index, m.index + m[0].length, 'PHONE', TIER.looseShape);
  }
  for (const m of allMatches(text, INDIA_LANDLINE)) {
    if (m[0].replace('-', '').length === 11) push(out, m.index, m.index + m[0].length, 'PHONE', TIER.looseShape);
  }
  if (SHORT_CUED_GATE.open(seen)) for (const m of SHORT_EXTENSION_AT.matchAll(text, seen)) {
    // "x3 days", "x100": an "x" is a count or a multiplier unless the place with the extension comes first.
    if (!/^ext/i.test(m[0]) && !EXTENSION_PLACE.test(text.slice(Math.max(0, m.index - 16), m.index))) continue;
    push(out, m.index + m[0].length - m[1]!.length, m.index + m[0].length, 'PHONE', TIER.looseShape);
  }
}
