// ORGANIZATION: a firm named with the legal form its country registers it under, after the name, as occupational,
// social and insurance histories of other countries write an employer ("Lagerist bei Lüders Logistik GmbH", "trabaja
// en Conservas Ribera S.L.", "ENGINEER, SYARIKAT PERABOT MAJU SDN BHD", "chauffeur chez Transports Gallou SARL").
// The form is the evidence, so no work verb is needed before the name; the English forms (Inc, Ltd, LLC, Corp) are
// the suffix rules' (rules/institutions.ts). The words of vocab/org-words.ts LEGAL_FORMS: a strong form is read in any
// letter case, a weak one (AG, Oy, also initials of clinical words) only as its registry writes it, on a line with
// small letters, after two Title-case name words.
import { capitalsLines } from '../core/line-case';
import { push, type Candidate } from '../core/scan';
import { TIER } from '../core/tiers';
import type { WordClasses } from '../core/tokens';
import { wordGate, type GateWords } from '../core/word-gate';
import { WordAnchor } from '../core/word-anchors';
import { NOT_NAME_WORDS } from '../vocab/name-guards';
import { LEGAL_FORMS } from '../vocab/org-words';
import { DOCTOR_TITLES, PERSON_TITLES } from '../vocab/people-words';

const escape = (form: string): string => form.replace(/\./g, '\\.').replace(/ /g, '[ \\t]');
/** Every form, longest first so that "S.A.R.L." is not read as "S.A.". */
const FORMS = [...LEGAL_FORMS.strong, ...LEGAL_FORMS.weak].sort((a, b) => b.length - a.length);
const FORM = new WordAnchor(
  new RegExp(String.raw`\b(?:${FORMS.map(escape).join('|')})(?![\p{L}\d])`, 'giu'),
  'gmbh ggmbh sarl s spa srl b n sdn bhd pte plc llp ltda aps oyj tbk ag oy',
);
const GATE = wordGate('gmbh ggmbh sarl spa srl sdn bhd pte plc llp ltda aps oyj tbk ag oy s b n');
const WEAK: ReadonlySet<string> = new Set(LEGAL_FORMS.weak);
/** How weak forms are written by their registries; only these spellings are read. */
const WEAK_SPELLING: ReadonlySet<string> = new Set(['AG', 'Oy']);
/** Strong forms that are also words or initials in one letter case ("spa", "APS" the antiphospholipid syndrome): only as written here. */
const ONLY_AS: Readonly<Record<string, string>> = { spa: 'SpA', aps: 'ApS' };
/** Words that join a firm's name words ("Brandt & Söhne", "Transports et Fils", "Van der Berg"): never the first. */
const JOINERS: ReadonlySet<string> = new Set(['&', 'and', 'und', 'et', 'y', 'e', 'de', 'des', 'du', 'del', 'della', 'di', 'van', 'von', 'der', 'den', 'het', 'la', 'le', 'los', 'las', 'da', 'do', 'dos']);
/** Prepositions of the languages whose forms these are: the word before a firm's name, never part of it. */
const FOREIGN_PREPS: ReadonlySet<string> = new Set(['bei', 'beim', 'chez', 'en', 'bij', 'presso', 'para', 'pour', 'für', 'kat', 'di', 'dari', 'na', 'no', 'em']);
const TITLES: ReadonlySet<string> = new Set([...DOCTOR_TITLES, ...PERSON_TITLES].map((t) => t.toLowerCase()));
const MAX_WORDS = 4;
/** The longest word read: longer runs are not a name's. */
const MAX_WORD = 30;

export function detectLegalForms(text: string, wc: WordClasses, out: Candidate[], seen: GateWords): void {
  if (!GATE.open(seen)) return;
  // A line's first 400 characters say its case: a weak form is read only on a line with small letters.
  const capitals = capitalsLines(text, 400);
  for (const m of FORM.matchAll(text, seen)) {
    const form = m[0];
    const low = form.toLowerCase().replace(/\t/g, ' ');
    const weak = WEAK.has(low);
    if (weak ? !WEAK_SPELLING.has(form) : ONLY_AS[low] !== undefined && form !== ONLY_AS[low]) continue;
    // "plc" is also written small after a Title-case name ("Brenholt Vandermeer plc"): the word before says the case.
    const lowerCase = form === form.toLowerCase() && /(?:^|\s)\p{Ll}\S*[ \t]{1,2}$/u.test(text.slice(Math.max(0, m.index - MAX_WORD - 3), m.index));
    if (weak && capitals(m.index)) continue;
    const start = nameStart(text, m.index, wc, lowerCase, weak);
    if (start >= 0) push(out, start, m.index + form.length, 'ORGANIZATION', TIER.facilitySuffix);
  }
}

/** Where the firm's name before the form starts, or -1: up to four words, read leftwards, in the form's letter case. */
function nameStart(text: string, formAt: number, wc: WordClasses, lowerCase: boolean, weak: boolean): number {
  const words: { s: number; w: string }[] = [];
  let i = formAt;
  while (words.length < MAX_WORDS) {
    // One or two blanks between words; a line break or punctuation ends the name.
    let j = i;
    while (j > 0 && i - j < 2 && (text[j - 1] === ' ' || text[j - 1] === '\t')) j--;
    if (j === i) break;
    let k = j;
    while (k > 0 && j - k <= MAX_WORD && /[\p{L}\p{M}'’&.-]/u.test(text[k - 1]!)) k--;
    if (k === j || j - k > MAX_WORD || (k > 0 && !/\s/.test(text[k - 1]!))) break;
    const w = text.slice(k, j);
    const lw = w.toLowerCase();
    // A sentence's full stop ("... list. Brandt AG") ends the name; an abbreviation's stays inside ("Gallou et Cie.").
    if (/\p{Ll}{3,}\.$/u.test(w) || wc.isStop(lw) || FOREIGN_PREPS.has(lw) || TITLES.has(lw.replace(/\.$/, ''))) {
      if (!JOINERS.has(lw)) break;
    }
    if (!JOINERS.has(lw)) {
      if (lowerCase ? !/^[\p{Ll}'’&-]+$/u.test(w) : !/^\p{Lu}/u.test(w)) break;
      if (weak && !/^\p{Lu}\p{Ll}/u.test(w)) break;
    }
    words.push({ s: k, w: lw });
    i = k;
  }
  // Joiners open no name ("van Logistik BV" is read from "Logistik").
  while (words.length > 0 && JOINERS.has(words.at(-1)!.w)) words.pop();
  const named = words.filter((x) => !JOINERS.has(x.w));
  if (named.length === 0 || named.some((x) => wc.isClinical(x.w))) return -1;
  if (named.every((x) => NOT_NAME_WORDS.has(x.w) || wc.isStop(x.w))) return -1;
  if (lowerCase) {
    // In small letters nothing marks where the name starts: it starts at its first word no English list holds.
    let first = words.length - 1;
    while (first >= 0 && (JOINERS.has(words[first]!.w) || !wc.nameEvidence(words[first]!.w.replace(/['’]s$/, '')).notEnglishName)) first--;
    return first < 0 ? -1 : words[first]!.s;
  }
  // A weak form is also a lab's initials ("Legionella AG", "Protein AG"): two name words, one that no English list holds.
  if (weak && (named.length < 2 || !named.some((x) => wc.nameEvidence(x.w).notEnglishName))) return -1;
  return words.at(-1)!.s;
}
