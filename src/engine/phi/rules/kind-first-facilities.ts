// Hospitals and clinics named with their kind before their name, in the shapes the suffix rules (institutions.ts)
// and facility.word-first (place-kinds.ts, Title case only) leave unread:
// - facility.kind-first-caps: a letterhead or a referral field in capitals, as Malaysian, Indonesian, Latin-American
//   and European notes write their hospitals ("HOSPITAL SULTANAH AMINAH", "KLINIK KESIHATAN BUKIT MERAH", "RUMAH
//   SAKIT HARAPAN"). In capitals "HOSPITAL COURSE" or "HOSPITAL STAY" is a heading: every name word must be one no
//   English, clinical or stop list holds, or a place the gazetteers know.
// - facility.compound-kind: German, Swiss, Austrian, Dutch and Scandinavian notes write the kind as the last part of
//   one word ("Kantonsspital Aarwil", "Rehaklinik Felsbach", "Hausarztpraxis Lindengrund", "Stadtziekenhuis X"),
//   which no list of facility words can hold; the name after it must be written as one, and name.
// - facility.kind-town: a public hospital named by its kind and then its town, as Nigerian, Ghanaian, Indian and Sri
//   Lankan notes do ("Federal Medical Centre Owerri", "General Hospital Ikorodu", "Base Hospital Tangalle", "Civil
//   Hospital Ahmedabad"), in any letter case. The town must be written in the kind's case and name a place, not
//   say when or what ("the district hospital yesterday", "General Hospital Psychiatry").
import { push, shortLineAround, type Candidate } from '../core/scan';
import { TIER } from '../core/tiers';
import type { WordClasses, WordToken } from '../core/tokens';
import { wordGate, type GateWords } from '../core/word-gate';
import { WordAnchor } from '../core/word-anchors';
import { byRule } from '../core/scan';
import { DOCTOR_TITLES, PERSON_TITLES } from '../vocab/people-words';

/** A kind word first, then up to five words in capitals: the name is read word by word after it. */
const KIND_FIRST_CAPS = /\b(?:HOSPITAL|KLINIK|KLINIKUM|CLINIQUE|CLINICA|SPITAL|KRANKENHAUS|OSPEDALE|POLIKLINIK|POLICLINICA|PUSKESMAS|RUMAH[ \t]SAKIT)((?:[ \t][A-Z][A-Z'’-]{1,20}){1,5})/g;
const KIND_FIRST_CAPS_AT = new WordAnchor(KIND_FIRST_CAPS, 'hospital klinik klinikum clinique clinica spital krankenhaus ospedale poliklinik policlinica puskesmas rumah', 0, false, 'caps');
const CAPS_GATE = wordGate('hospital klinik klinikum clinique clinica spital krankenhaus ospedale poliklinik policlinica puskesmas rumah');
/** A possessive or an English kind qualifier just before the kind word. */
const NAMED_BEFORE_KIND = /(?:['’]S|\bGENERAL|\bREGIONAL|\bMEMORIAL|\bCOMMUNITY|\bUNIVERSITY)[ \t]$/;
/** Words that join a kind-first name's parts ("HOSPITAL UNIVERSITARIO DE LA PRINCESA", "NURUL BINTI ..."): never its last. */
const JOINERS: ReadonlySet<string> = new Set(['de', 'del', 'della', 'di', 'du', 'des', 'la', 'le', 'da', 'do', 'dos', 'das', 'am', 'an', 'der', 'bin', 'binti', 'y', 'e', 'et']);
/** Kinds of a kind-first hospital that stand between the kind word and the name ("HOSPITAL GENERAL DE ..."). */
const KIND_QUALIFIERS: ReadonlySet<string> = new Set(['general', 'universitario', 'universitaria', 'regional', 'provincial', 'municipal', 'nacional', 'central', 'umum', 'daerah', 'pakar', 'besar']);

/** Where a compound's last part is a hospital, clinic or practice (lower case: the part after a word's capital). */
const COMPOUND_KINDS: readonly string[] = ['spital', 'klinik', 'klinikum', 'krankenhaus', 'praxis', 'ziekenhuis', 'sjukhus', 'sykehus', 'sygehus', 'sjukehus'];
// No gate word can hold every compound, and walking every note's tokens for the few that name one cost as much as a
// whole family: the walk runs only in a note that holds one of the commonest compounds, a kind alone, or a German
// rank (the ASCII runs of "Höhenklinik" and "Universitätsspital" are "henklinik" and "tsspital"), as a note in
// that language's style does; a compound of its own comes with them there.
const COMPOUND_GATE = wordGate(
  'spital kantonsspital stadtspital kreisspital regionalspital bezirksspital kinderspital tsspital henklinik klinik klinikum ' +
    'rehaklinik frauenklinik augenklinik kinderklinik landesklinikum universit krankenhaus kreiskrankenhaus stadtkrankenhaus ' +
    'praxis hausarztpraxis gemeinschaftspraxis arztpraxis ziekenhuis sjukhus sykehus sygehus sjukehus chefarzt oberarzt hausarzt',
);
/** The last two letters of the compound kinds, as one number of their character codes. */
const LAST_TWO: ReadonlySet<number> = new Set(COMPOUND_KINDS.map((k) => k.charCodeAt(k.length - 2) * 256 + k.charCodeAt(k.length - 1)));
/** The kinds the compound rule reads alone too: the others alone are word-first's ("Klinik X") or English ("praxis"). */
const COMPOUND_KINDS_ALONE: ReadonlySet<string> = new Set(['spital', 'krankenhaus', 'ziekenhuis', 'sjukhus', 'sykehus', 'sygehus', 'sjukehus']);

/** A public hospital's kind and the town after it; each word of the town is read against the lists in code. Latin
 * letters as a range, without the `u` flag: a case-blind Unicode pattern is slow to try at every kind word. */
const KIND_TOWN = /\b(?:federal[ \t]medical[ \t]cent(?:re|er)|(?:general|district|base|teaching|civil|specialist|regional|provincial|government|rural|referral|mission|divisional|cottage)[ \t]hospital|(?:community|primary|comprehensive)[ \t]health[ \t]cent(?:re|er))[ \t]([A-Za-z\u00C0-\u024F][A-Za-z\u00C0-\u024F'’-]{2,20})(?:[ \t]([A-Za-z\u00C0-\u024F][A-Za-z\u00C0-\u024F'’-]{2,20}))?/gi;
const KIND_TOWN_AT = new WordAnchor(KIND_TOWN, 'federal general district base teaching civil specialist regional provincial government rural referral mission divisional cottage community primary comprehensive');
const KIND_TOWN_GATE = wordGate('hospital centre center');
/** Titles: a clinician named after the hospital ("Teaching Hospital Dr Roe") is no town. */
const TITLES: ReadonlySet<string> = new Set([...DOCTOR_TITLES, ...PERSON_TITLES]);

export function detectKindFirstFacilities(text: string, toks: readonly WordToken[], wc: WordClasses, out: Candidate[], seen: GateWords): void {
  if (CAPS_GATE.open(seen)) byRule(out, 'facility.kind-first-caps', () => kindFirstCaps(text, wc, out, seen));
  if (COMPOUND_GATE.open(seen)) byRule(out, 'facility.compound-kind', () => compoundKinds(text, toks, wc, out));
  if (KIND_TOWN_GATE.open(seen)) byRule(out, 'facility.kind-town', () => kindTowns(text, wc, out, seen));
}

/** A word of a name: no stop or clinical word, and one no English list holds or a place's first word. */
function names(wc: WordClasses, low: string): boolean {
  if (wc.isStop(low) || wc.isClinical(low) || TITLES.has(low)) return false;
  return wc.nameEvidence(low).notEnglishName || wc.startsPlace(low);
}

/** "HOSPITAL SULTANAH AMINAH, JOHOR BAHRU": the kind word and the name words after it, on a line in capitals. */
function kindFirstCaps(text: string, wc: WordClasses, out: Candidate[], seen: GateWords): void {
  for (const m of KIND_FIRST_CAPS_AT.matchAll(text, seen)) {
    // "ST. X'S HOSPITAL TOWN", "X GENERAL HOSPITAL TOWN": a name before the kind is English order, and the word after
    // the kind is the town (caps-hospital-towns.ts), not the name.
    if (NAMED_BEFORE_KIND.test(text.slice(Math.max(0, m.index - 12), m.index))) continue;
    // A line wholly in capitals: in mixed text a capitalised kind word is a heading's ("HOSPITAL COURSE: Pt was ...").
    // Its ends are read no further than a line of 400 characters can reach: on one long line of kind words, a search
    // for them from each read the whole line.
    const line = shortLineAround(text, m.index, m.index, 400);
    if (line === undefined || /[a-z]/.test(text.slice(line[0], line[1]))) continue;
    const words = m[1]!.slice(1).split(/[ \t]/);
    let pos = m.index + m[0].length - m[1]!.length + 1;
    let end = -1;
    let named = false;
    for (let k = 0; k < words.length; k++) {
      const low = words[k]!.toLowerCase();
      if (k === 0 && KIND_QUALIFIERS.has(low)) {
        pos += words[k]!.length + 1;
        continue;
      }
      if (JOINERS.has(low) && named) {
        pos += words[k]!.length + 1;
        continue;
      }
      if (!names(wc, low.replace(/['’]s$/, ''))) break;
      named = true;
      end = pos + words[k]!.length;
      pos = end + 1;
    }
    if (named) push(out, m.index, end, 'HOSPITAL', TIER.facilityName);
  }
}

/** "Kantonsspital Aarwil", "Hausarztpraxis Lindengrund": a Title-case compound whose last part is the kind, then its name. */
function compoundKinds(text: string, toks: readonly WordToken[], wc: WordClasses, out: Candidate[]): void {
  for (const t of toks) {
    // A capital first (most words have none), then the last two letters: few words are left to compare with the kinds.
    // The token's `cap` is not asked: it reads ASCII letters, and "Höhenklinik" holds an umlaut.
    if (!capitalAt(text, t.s) || t.low.length < 6 || !LAST_TWO.has(t.low.charCodeAt(t.low.length - 2) * 256 + t.low.charCodeAt(t.low.length - 1))) continue;
    const kind = COMPOUND_KINDS.find((k) => t.low.endsWith(k));
    if (kind === undefined) continue;
    // The kind alone: only the words no other rule reads and no English word shadows; else a prefix of three letters.
    const prefix = t.low.length - kind.length;
    if (prefix === 0 ? !COMPOUND_KINDS_ALONE.has(kind) : prefix < 3) continue;
    // Title case: a capital, then small letters ("Kantonsspital"); the compound of a sentence's start is read too.
    if (!/^\p{Lu}\p{Ll}+$/u.test(text.slice(t.s, t.e))) continue;
    // A place-name joiner may come first ("Rehaklinik am Kurpark", "Gemeinschaftspraxis an der Linde"), never before a day
    // or a month ("Krankenhaus am Montag").
    const name = COMPOUND_NAME.exec(text.slice(t.e, t.e + 60));
    if (name === null || !names(wc, name[3]!.toLowerCase()) || (name[1] !== undefined && WHEN.test(name[3]!))) continue;
    let end = t.e + 1 + (name[1] !== undefined ? name[1].length + 1 : 0) + name[2]!.length;
    if (name[4] !== undefined && names(wc, name[4].toLowerCase())) end = t.e + name[0].length;
    push(out, t.s, end, 'HOSPITAL', TIER.facilityName);
  }
}

/** The name after a compound kind: perhaps a joiner, a Title-case word (hyphenated), perhaps a second. */
const COMPOUND_NAME = /^[ \t](?:(am|an der|im|zum|zur|auf der)[ \t])?((\p{Lu}\p{Ll}{2,20})(?:-\p{Lu}\p{Ll}{1,20})?)(?:[ \t](\p{Lu}\p{Ll}{2,20}))?/u;
/** Days and months: "am Montag" says when, not where. */
const WHEN = /^(?:Montag|Dienstag|Mittwoch|Donnerstag|Freitag|Samstag|Sonntag|Wochenende|Morgen|Abend|Vormittag|Nachmittag|Januar|Februar|März|April|Mai|Juni|Juli|August|September|Oktober|November|Dezember)$/u;
/** A capital letter at `i`: A-Z, or a Latin-1 capital ("Ö"). */
function capitalAt(text: string, i: number): boolean {
  const c = text.charCodeAt(i);
  return (c >= 65 && c <= 90) || (c >= 0xc0 && c <= 0xde && c !== 0xd7);
}

/** The letter case a word is written in: Title, capitals or small letters; '' for a mix. */
function caseOf(word: string): 'title' | 'caps' | 'lower' | '' {
  if (/^\p{Lu}[\p{Ll}'’-]*(?:-\p{Lu}[\p{Ll}'’-]*)?$/u.test(word)) return 'title';
  if (/^[\p{Lu}'’-]+$/u.test(word)) return 'caps';
  if (/^[\p{Ll}'’-]+$/u.test(word)) return 'lower';
  return '';
}

/** A town after a hospital's kind, in the kind's letter case: in small letters, a word no list holds or a place no English word shadows. */
function townWord(wc: WordClasses, word: string, kindCase: string): boolean {
  if (caseOf(word) !== kindCase) return false;
  const low = word.toLowerCase();
  if (kindCase !== 'lower') return names(wc, low);
  if (wc.isStop(low) || wc.isClinical(low) || TITLES.has(low)) return false;
  return wc.nameEvidence(low).unknown || (wc.startsPlace(low) && !wc.isEnglish(low));
}

/** "Federal Medical Centre Owerri", "base hospital tangalle": a public hospital's kind and its town. */
function kindTowns(text: string, wc: WordClasses, out: Candidate[], seen: GateWords): void {
  for (const m of KIND_TOWN_AT.matchAll(text, seen)) {
    const kind = m[0].slice(0, m[0].length - m[1]!.length - (m[2] !== undefined ? m[2].length + 1 : 0) - 1);
    const parts = kind.split(/[ \t]/);
    const kindCase = caseOf(parts[0]!);
    // The kind's words share one case: "General hospital" is a sentence's start, not a name's.
    if (kindCase === '' || parts.some((w) => caseOf(w) !== kindCase)) continue;
    // A founder's or saint's name before the kind ("ST. X'S GENERAL HOSPITAL TOWN") is the hospital's own name: the
    // word after the kind is its town, which place.after-institution reads (caps-hospital-towns.ts).
    if (/['’][Ss][ \t]$/.test(text.slice(Math.max(0, m.index - 3), m.index))) continue;
    if (!townWord(wc, m[1]!, kindCase)) continue;
    const townEnd = m.index + kind.length + 1 + m[1]!.length;
    const end = m[2] !== undefined && townWord(wc, m[2], kindCase) ? m.index + m[0].length : townEnd;
    push(out, m.index, end, 'HOSPITAL', kindCase === 'lower' ? TIER.facilitySuffix : TIER.facilityName);
  }
}
