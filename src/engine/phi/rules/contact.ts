// CONTACT and WEBADDRESS: PHONE, FAX (a phone number under a fax cue), EMAIL, URL (also bare IP
// addresses: HIPAA lists them with URLs), USERNAME (by cue or @handle).
// E-mail is found by locating '@' and growing outwards, which stays linear on long runs of word characters
// where a left-anchored regex would backtrack.
import { byRule, isDigitCode, lineBefore, push, trimEnd, type Candidate } from '../core/scan';
import { TIER } from '../core/tiers';
import { wordGate, type GateWords } from '../core/word-gate';
import { WordAnchor } from '../core/word-anchors';
import { allMatches } from '../core/all-matches';

const LOCAL_CHARS = /[A-Za-z0-9._%+-]/;
const DOMAIN_CHARS = /[A-Za-z0-9.-]/;

function detectEmails(text: string, out: Candidate[]): void {
  let at = text.indexOf('@');
  while (at !== -1) {
    let s = at;
    while (s > 0 && at - s < 64 && LOCAL_CHARS.test(text.charAt(s - 1))) s--;
    let e = at + 1;
    while (e < text.length && e - at < 255 && DOMAIN_CHARS.test(text.charAt(e))) e++;
    e = trimEnd(text, at + 1, e, '.-');
    const domain = text.slice(at + 1, e);
    if (s < at && /^[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}$/.test(domain) && text.charAt(s) !== '.') {
      push(out, s, e, 'EMAIL', TIER.email);
    }
    at = text.indexOf('@', Math.max(e, at + 1));
  }
}

const URL_RE = /\b(?:(?:https?|ftp):\/\/|www\.)[^\s<>"'`{}|\\^]+/gi;
/** Found from the top-level domain leftwards, so only text around ".com"/".org"... is examined. */
const TLD = /\.(?:com|org|net|edu|gov|io|info|biz|health|care)(?:\/[^\s<>"']*)?(?![\w@-])/gi;
const DOMAIN_LABELS = /^(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)*[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?$/;
const IP_RE = /\b(?:25[0-5]|2[0-4]\d|1?\d?\d)(?:\.(?:25[0-5]|2[0-4]\d|1?\d?\d)){3}(?![\d.]|\.\d)/g;

function detectUrls(text: string, out: Candidate[]): void {
  for (const m of allMatches(text, URL_RE)) {
    const end = trimEnd(text, m.index, m.index + m[0].length, '.,;:!?)]');
    push(out, m.index, end, 'URL', TIER.fixedSyntax);
  }
  for (const m of allMatches(text, TLD)) {
    let start = m.index;
    while (start > 0 && m.index - start < 128 && DOMAIN_CHARS.test(text.charAt(start - 1))) start--;
    while (start < m.index && !/[A-Za-z0-9]/.test(text.charAt(start))) start++;
    // Part of an e-mail or a path ("a@b.com", "/x.com"), or no valid labels: not a bare domain.
    if (start === m.index || (start > 0 && /[\w@/-]/.test(text.charAt(start - 1)))) continue;
    if (!DOMAIN_LABELS.test(text.slice(start, m.index))) continue;
    push(out, start, trimEnd(text, m.index, m.index + m[0].length, '.,;:!?)]'), 'URL', TIER.checkedShape);
  }
  for (const m of allMatches(text, IP_RE)) {
    if (m.index > 0 && text.charAt(m.index - 1) === '.') continue;
    push(out, m.index, m.index + m[0].length, 'URL', TIER.looseShape);
  }
}

/** North American numbers in their usual written shapes, with optional +1 and extension. */
const PHONE_STRICT =
  /(?:\+?\b1[\s.-]?)?(?:\(\d{3}\)\s?|\b\d{3}[\s.-])\d{3}[\s.-]\d{4}(?:\s*(?:x|ext\.?|extension)\s*\d{1,5})?(?![\w/-]|\.\d)/gi;
/** International numbers written with a leading +: "+44 20 7946 0958", "+41 (0)69 97 12 34". */
const PHONE_INTL = /(?<![\w+])\+\d{1,3}(?:[\s.-]?\(\d{1,4}\))?(?:[\s.-]?\d{1,5}){2,5}(?![\w/]|\.\d)/g;
/**
 * After an explicit cue, looser digit groupings are accepted: "Phone: 72 128 827", "cell 555-1234".
 * Every blank run has exactly one owner, and a bound: two quantifiers that could share the same blanks made
 * "phone" + 4,000 tabs cubic.
 */
const PHONE_CUED =
  /\b(phone|ph|tel|telephone|cell|cellphone|mobile|mob|pager|beeper|home|work|desk|office|contact|call|fax|facsimile|reached|reachable)\b\.?[ \t]{0,40}(?:(?:#|no\.?|number)[ \t]{0,40})?(?:is[ \t]{1,40})?(?:me[ \t]{1,40})?(?:(?:at|on)[ \t]{1,40})?(?::[ \t]{0,40}\r?\n[ \t]{0,40}|(?:[:#-][ \t]{0,40})?)(\+?\(?\d[\d \t().-]{5,18}\d(?:\s*(?:x|ext\.?)\s*\d{1,5})?)(?![\w/]|\.\d)/gi;

const PHONE_CUED_AT = new WordAnchor(PHONE_CUED, 'phone ph tel telephone cell cellphone mobile mob pager beeper home work desk office contact call fax facsimile reached reachable');

const FAX_CUE = /\bfax|facsimile|\bf:\s*$/;

function phoneType(text: string, start: number, cue: string | undefined): 'FAX' | 'PHONE' {
  if (cue !== undefined) return /^fax|^facsimile/i.test(cue) ? 'FAX' : 'PHONE';
  const before = lineBefore(text, start, 24);
  // The cue nearest the number decides: "Tel 555-1234, Fax 555-5678".
  const fax = Math.max(before.lastIndexOf('fax'), before.lastIndexOf('facsimile'));
  const tel = Math.max(before.lastIndexOf('tel'), before.lastIndexOf('phone'), before.lastIndexOf('cell'), before.lastIndexOf('mobile'));
  return fax > tel && FAX_CUE.test(before) ? 'FAX' : 'PHONE';
}

function digitCount(s: string): number {
  let n = 0;
  for (let i = 0; i < s.length; i++) if (isDigitCode(s.charCodeAt(i))) n++;
  return n;
}

/**
 * Numbers grouped the way other countries write them ("699 956 915", "0688 872 49 99", "71-33-52-22"),
 * only with a cue: a contact phrase before ("answering at", "messages to", "registered") or a line label
 * after ("-Office", " fax", " mobile"). Eight digits or more.
 */
const PHONE_GROUPED = /(?<![\w+/.-])(?:\+?\d{1,3}[ -])?(?:\(?\d{2,4}\)?[ -]){1,4}\d{2,4}(?![\w/]|\.\d|-\d)/g;
const GROUPED_CUE_BEFORE = /(?:\b(?:at|to|on|number|registered|call|text|reach|phone|tel|cell|mobile)[ \t:#]*|,[ \t]*)$/i;
const GROUPED_CUE_AFTER = /^[ \t]*-?[ \t]*(?:office|fax|mobile|cell|home|work|phone)\b/i;

/** Pagers and beepers by cue: "Pager #54321", "PG 33445", "beeper number 55037", the UK "bleep 2231". */
const PAGER = /\b(?:pager|beeper|pgr|bpr|pg|page|bleep)\b\.?[ \t]{0,40}(?:(?:#|no\.?|number|num)[ \t]{0,40})?(?:[:#][ \t]{0,40})?#?(\d{4,6})(?![\d/:-]|\.\d)/gi;

/** The words every match of PAGER holds (core/word-gate.ts): most notes hold none. */
const PAGER_GATE = wordGate('pager beeper pgr bpr pg page bleep');
const PAGER_AT = new WordAnchor(PAGER, 'pager beeper pgr bpr pg page bleep');

function detectPhones(text: string, out: Candidate[], seen: GateWords): void {
  for (const m of allMatches(text, PHONE_GROUPED)) {
    const digits = digitCount(m[0]);
    if (digits < 8 || digits > 15) continue;
    const end = m.index + m[0].length;
    if (!GROUPED_CUE_BEFORE.test(text.slice(Math.max(0, m.index - 24), m.index)) && !GROUPED_CUE_AFTER.test(text.slice(end, end + 12))) continue;
    push(out, m.index, end, 'PHONE', TIER.uncuedShape);
  }
  if (PAGER_GATE.open(seen)) for (const m of PAGER_AT.matchAll(text, seen)) push(out, m.index + m[0].length - m[1]!.length, m.index + m[0].length, 'PHONE', TIER.checkedShape);
  for (const m of allMatches(text, PHONE_STRICT)) {
    // Glued to a word or number it is something else, but a dash run or a colon may lead in ("son---301 555 1234").
    if (m.index > 0 && /[\w+/.-]/.test(text.charAt(m.index - 1)) && text.charAt(m.index) !== '(' && !/--$/.test(text.slice(m.index - 2, m.index))) continue;
    push(out, m.index, m.index + m[0].length, phoneType(text, m.index, undefined), TIER.fullShape);
  }
  for (const m of allMatches(text, PHONE_INTL)) {
    if (digitCount(m[0]) < 8) continue;
    push(out, m.index, m.index + m[0].length, phoneType(text, m.index, undefined), TIER.checkedShape);
  }
  for (const m of PHONE_CUED_AT.matchAll(text, seen)) {
    const value = m[2]!;
    const digits = digitCount(value);
    if (digits < 7 || digits > 15) continue;
    // Something that is a date or a blood pressure is not a phone number even after "call".
    if (/^\d{1,2}[/.-]\d{1,2}[/.-]\d{2,4}$/.test(value.trim()) || /^\d{3}-\d{2}-\d{4}$/.test(value.trim())) continue;
    const start = m.index + m[0].length - value.length;
    let end = trimEnd(text, start, m.index + m[0].length, ' .-(');
    if (text.charAt(end - 1) === ')' && !value.slice(0, end - start).includes('(')) end--;
    push(out, start, end, phoneType(text, start, m[1]), TIER.phoneLabel);
  }
}

const USERNAME_CUED =
  /\b(?:user\s?name|user\s?id|login(?:\s?id)?|log-in|handle|screen\s?name|account\s?name|alias)\s*(?:is\s+|[:=]\s*)@?([A-Za-z0-9][A-Za-z0-9._-]{2,31})(?![\w@])/gi;
const HANDLE = /(?<![\w@.])@([A-Za-z_][A-Za-z0-9_]{2,30})(?![\w@.])/g;
const NOT_USERNAMES = new Set(['is', 'was', 'the', 'and', 'for', 'with', 'name', 'id', 'number', 'unknown', 'none', 'password']);

/** The words every match of USERNAME_CUED starts with (core/word-gate.ts), glued to what may follow ("usernameis"). */
const USERNAME_AT = new WordAnchor(USERNAME_CUED, 'user* login* log* handle* screen* account* alias*');
const USERNAME_GATE = wordGate('user username usernameis userid useridis login loginis loginid loginidis log handle handleis screen screenname screennameis account accountname accountnameis alias aliasis');

function detectUsernames(text: string, out: Candidate[], seen: GateWords): void {
  if (USERNAME_GATE.open(seen)) for (const m of USERNAME_AT.matchAll(text, seen)) {
    const value = m[1]!;
    if (NOT_USERNAMES.has(value.toLowerCase())) continue;
    const start = m.index + m[0].length - value.length;
    push(out, start, trimEnd(text, start, m.index + m[0].length, '.-_'), 'USERNAME', TIER.labelledValue);
  }
  for (const m of allMatches(text, HANDLE)) push(out, m.index, m.index + m[0].length, 'USERNAME', TIER.weakCue);
}

export function detectContact(text: string, out: Candidate[], seen: GateWords): void {
  byRule(out, 'contact.email', () => detectEmails(text, out));
  byRule(out, 'contact.url', () => detectUrls(text, out));
  byRule(out, 'contact.phone', () => detectPhones(text, out, seen));
  byRule(out, 'contact.username', () => detectUsernames(text, out, seen));
}
