// place.after-institution: the town after a hospital's, practice's or organisation's name and its comma, as letterheads,
// referral forms, report sign-offs and portal signatures of every country place it ("Acadiana Community Health Center,
// Lafayette LA", "Read at Puget Sound Imaging, Kirkland WA.", "Calderdoc Unscheduled Care, Wakefield", "Trillium Lakes
// Health Centre, Huntsville site"). place.after-facility reads a town only after its own facility words and before a
// line's or clause's end; here the institution is any one an earlier family found (its name may end in "Imaging",
// "Care", "Specialists" or no kind word at all), and the town may be followed by its state or province code or by
// "site"/"campus", as multi-site trusts and health centres write it. A town many writers also use as a surname
// ("Lafayette", "Kirkland", "Wakefield") was read as a person there; the institution before the comma says it is a place.
// A report's or an ED record's heading puts the town after a dash instead ("LAKEVIEW DIAGNOSTIC IMAGING - TALLWOOD",
// "X HEALTH CARE SYSTEM - BRANDT DIVISION"): the dash counts as the comma there, before the line's end or a division
// word, for a town the gazetteers hold; the state code may follow its town's own comma ("X Family Physicians, Eau Claire, WI"). A firm's legal form
// after the comma ("X Associates, PLLC") is the name's, not a town.
// A letterhead also puts the town and its state after the institution's dash, em dash, middle dot or bar, or alone on
// the next line ("X HOSPITAL - ELY, NV", "X Family Health · Prestonsburg, KY · fax ...", "X Family Medicine\nSierra
// Vista, AZ", "X Open MRI & Imaging\nCharlottesville, Virginia"): there the state, as a code or by name, closing the
// line or the bar's part, says the words before it are a town, whether or not a gazetteer holds it or a surname list
// ("Guymon"); only a credential's code (MD, PA) after a name, and a code that is an English word after English words,
// are left.
// A GP's or a referrer's town follows a titled clinician's name and comma the same way ("GP: Dr S Roe, Louth").
// After "in" the town may also come before "since", "until", "in", "when" or "where" ("x hospital in town since it's
// near", "SHELTER IN TOWN SINCE 5/20", "x detox in north town in feb"), and in small letters a compass point may lead a
// gazetteer town.
// The town after a comma may also close before a column gap or a bracket ("X Medical Practice, Kirkcaldy   Practice
// code:", "X Family Physicians, Hampton (fax ...)"), and a town may be joined by "upon" or "on" ("Newcastle upon Tyne").
// Runs after every family that finds institutions (core/registry.ts), so it reads their candidates, one pass.
import { push, type Candidate } from '../core/scan';
import { spanIndex, type SpanIndex } from '../core/span-index';
import { TIER } from '../core/tiers';
import type { WordClasses } from '../core/tokens';
import { STATE_ABBREVIATIONS, US_STATES } from '../vocab/gazetteers';
import { REGION_CODES } from '../vocab/regions';
import { NOT_NAME_WORDS } from '../vocab/name-guards';
import { NOT_PLACE_AFTER_CUE, NOT_TOWN_FIELD } from '../vocab/place-words';
import { capsHospitalTown } from './caps-hospital-towns';

const SCORE = { known: TIER.placeWord, unknown: TIER.weakCue } as const;

/** US state and Australian and Canadian region codes, in capitals, as an address writes them after a town. */
const CODES = [...new Set([...STATE_ABBREVIATIONS, ...REGION_CODES.keys()])].join('|');
/**
 * The comma, one to three words of a town in Title case or capitals, then what may close a town there: the line's or
 * clause's end, its region code (and so its postcode), or the site word of a hospital with several sites.
 */
const TOWN_AFTER = new RegExp(
  String.raw`^,[ \t]{1,2}((?:\p{Lu}\p{Ll}{2,20}|\p{Lu}{3,20})(?:[ \t](?:upon[ \t]|on[ \t])?(?:\p{Lu}\p{Ll}{2,20}|\p{Lu}{3,20})){0,2})` +
    String.raw`(?:,?[ \t]{1,2}(${CODES})(?![\p{L}\d'’-])|[ \t]{0,2}(?=\r?\n|$|[,;.)])|[ \t]{2,}(?=\S)|[ \t](?=\()|[ \t]{1,2}(?=(?:site|campus|SITE|CAMPUS)\b))`,
  'u',
);
/** How a specialty's or a service's name ends ("respirology", "geriatrics", "psychiatry", "medicine", "surgery"). */
const SPECIALTY_ENDING = /(?:olog(?:y|ie)|iatry|iatrics|ics|icine|ery)$/;
/** A clinician's title before the name a family read ("Dr S Roe", "Dr. Ann Roe"). */
const TITLE_BEFORE = /\b(?:Dr|DR)\.?[ \t]{1,2}$/;
/** A heading's dash, the town, then the line's end or a division word (a multi-site system's part). */
const TOWN_AFTER_DASH = new RegExp(
  String.raw`^[ \t]{1,2}[-\u2013][ \t]{1,2}((?:\p{Lu}\p{Ll}{2,20}|\p{Lu}{3,20})(?:[ \t](?:\p{Lu}\p{Ll}{2,20}|\p{Lu}{3,20})){0,2}?)` +
    String.raw`(?:[ \t]{0,2}(?=\r?\n|$)|,?[ \t]{1,2}(${CODES})[ \t]*(?=\r?\n|$)|[ \t]{1,2}(?=(?:division|DIVISION|Division)\b))`,
  'u',
);
/** US states by name, in Title case and in capitals ("New Mexico", "NEW MEXICO"). */
const STATE_NAMES = [...US_STATES.keys()]
  .flatMap((n) => {
    const title = n.replace(/\b\p{Ll}/gu, (c) => c.toUpperCase()).replace(/\bOf\b/, 'of');
    return [title, n.toUpperCase()];
  })
  .map((n) => n.replace(/ /g, '[ \\t]'))
  .join('|');
/**
 * A letterhead's separator after the institution (a dash, an em dash, a middle dot or a bar, or the line's end), the
 * town, its comma and its state as a code or by name, closing the line or the part before the next separator.
 */
const TOWN_STATE_HEADING = new RegExp(
  String.raw`^(?:[ \t]{1,2}[-\u2013\u2014\u00b7|][ \t]{1,2}|[ \t]*\r?\n[ \t]{0,4})` +
    String.raw`((?:\p{Lu}\p{Ll}{2,20}|\p{Lu}{3,20})(?:[ \t](?:\p{Lu}\p{Ll}{2,20}|\p{Lu}{3,20})){0,2}),[ \t]{1,2}(${CODES}|${STATE_NAMES})` +
    String.raw`[ \t]*(?=\r?\n|$|[\u00b7|\u2022])`,
  'u',
);
/** A separator of a letterhead's parts within the blanks after an institution, or the line's end. */
const HEADING_NEAR = /^(?:[ \t]{1,2}[-\u2013\u2014\u00b7|]|[ \t]*\r?\n)/;
/** Codes that are also a credential after a name ("Jane Roe, MD", "Tom Ng, PA"). */
const CREDENTIAL_CODES = new Set(['MD', 'PA']);
/** The types whose candidates a letterhead's town and state may follow: an institution, or a county ("X COUNTY - Town, OK"). */
const HEADED = new Set(['HOSPITAL', 'ORGANIZATION', 'LOCATION-OTHER']);
/**
 * A bracketed aside between a facility's name and "in": its initials or its kind ("X Regional (XRH) in Y", "X Manor
 * (assisted living) in Y"), one to three words.
 */
const ASIDE = String.raw`[ \t]\((?:\p{L}{2,6}|\p{Ll}{3,12}(?:[ \t]\p{Ll}{3,12}){0,2})\)`;
/** A US state's code in capitals or small letters, after the town ("in Y ND w/ ...", "in y nd w/ ..."). */
const US_CODES = [...STATE_ABBREVIATIONS].flatMap((c) => [c, c.toLowerCase()]).filter((c) => !['in', 'or', 'me', 'hi', 'id', 'ok', 'IN', 'OR', 'ME', 'HI', 'ID', 'OK'].includes(c)).join('|');
/**
 * The rest of the facility's name (words in capitals or Title case, "and", "&", "of": "SYSTEM", "Nursing and
 * Rehabilitation"), a bracketed aside, "in", the town of one or two words in any case, then the clause's end, its next
 * linking word, a dash or a state's code.
 */
const TOWN_IN = new RegExp(
  String.raw`^((?:[ \t](?:[\p{Lu}&][\p{L}.&'-]{0,20}|and|of)){0,4}?)(${ASIDE})?[ \t]{1,2}(?:in|IN)[ \t]{1,2}` +
    String.raw`((?:\p{Lu}\p{Ll}{2,20}|\p{Lu}{3,20}|\p{Ll}{3,20})(?:[ \t](?:\p{Lu}\p{Ll}{2,20}|\p{Lu}{3,20}|\p{Ll}{3,20}))?)` +
    String.raw`(?=[ \t]{0,2}(?:[.,;:)\r\n]|$)|[ \t]{1,2}(?:for|with|and|to|on|via|x|by|after|w/|since|until|in|when|where|FOR|WITH|AND|TO|ON|VIA|X|BY|AFTER|W/|SINCE|UNTIL|IN|WHEN|WHERE)(?![\p{L}])|[ \t]{1,2}[-\u2013][ \t]|[ \t]{1,2}(?:${US_CODES})(?![\p{L}\d'’-]))`,
  'u',
);
/** What TOWN_IN cannot match without: "in" between blanks. */
const IN_NEAR = /[ \t](?:in|IN)[ \t]/;
/** The rest of a capitals heading's name before its comma: capitals words, "OF", "AND", "&" ("OF MEDICAL SCIENCES"). */
const CAPS_REST = /^(?:[ \t](?:\p{Lu}{2,20}|&)){1,4}(?=,)/u;
/** A dash within the blanks after an institution. */
const DASH_NEAR = /^[ \t]{1,2}[-\u2013]/;
/** A firm's legal form, written after its name's comma. */
const LEGAL_FORM = /^(?:PLLC|LLC|LLP|PLC|INC|LTD|CORP|PTY|PC|PA)$/i;
/** The compass points that lead a town's part ("north oxford"). */
const COMPASS_LEADS: ReadonlySet<string> = new Set(['north', 'south', 'east', 'west']);
/** The types whose candidates name an institution. */
const INSTITUTION = new Set(['HOSPITAL', 'ORGANIZATION']);

export function detectInstitutionTowns(text: string, wc: WordClasses, out: Candidate[]): void {
  if (!wc.hasDictionaries) return;
  const n = out.length;
  // The institutions found so far, indexed at the first ask (this loop adds only towns and regions).
  let institutions: SpanIndex | undefined;
  const institutionIndex = (): SpanIndex => (institutions ??= spanIndex(out.slice(0, n).filter((o) => INSTITUTION.has(o.type))));
  let read: StartsRead | undefined;
  for (let c = 0; c < n; c++) {
    const cand = out[c]!;
    if (HEADED.has(cand.type) && HEADING_NEAR.test(text.slice(cand.end, cand.end + 6)) && headingTown(text, cand.end, wc, out, (read ??= startsRead(out)))) continue;
    if (cand.type === 'DOCTOR' && text.charCodeAt(cand.end) === 44) {
      clinicianTown(text, cand, wc, out);
      continue;
    }
    if (!INSTITUTION.has(cand.type)) continue;
    if (text.charCodeAt(cand.end) === 32 && townIn(text, cand.end, wc, out)) continue;
    if (cand.type === 'HOSPITAL' && text.charCodeAt(cand.end) === 32 && capsHospitalTown(text, cand, wc, out, institutionIndex)) continue;
    // A capitals heading's name may go on past the words a family read ("X INSTITUTE OF MEDICAL SCIENCES, RANCHI"):
    // the town is read after the whole name's comma.
    const end = cand.end + (text.charCodeAt(cand.end) === 32 && cand.type === 'HOSPITAL' ? capsRest(text, cand.end) : 0);
    const comma = text.charCodeAt(end) === 44;
    // Most institutions are followed by neither: a comma or a blank and a dash is checked before any slice is read.
    if (!comma && !(text.charCodeAt(end) === 32 && DASH_NEAR.test(text.slice(end, end + 4)))) continue;
    const after = text.slice(end, end + 80);
    const m = comma ? TOWN_AFTER.exec(after) : TOWN_AFTER_DASH.exec(after);
    if (m === null) continue;
    const town = m[1]!;
    if (LEGAL_FORM.test(town)) continue;
    const place = townKind(town, wc);
    // After a dash a heading also names its department in the hospital's own language ("- JABATAN PERUBATAN"): only a
    // town the gazetteers hold is read there.
    if (place === undefined || (text.charCodeAt(end) !== 44 && place !== 'known')) continue;
    const start = end + m[0].indexOf(town);
    const stop = start + town.length;
    // A short word no gazetteer holds, with its period, is a rank's or an office's abbreviation before a name ("X Police
    // Dept, Ofc. Roe", "X Sheriff's Office, Sgt. Lee"; fix20a), not a town.
    if (place === 'unknown' && town.length <= 4 && text.charCodeAt(stop) === 46) continue;
    // Already an institution's own words (a second facility after the first): that reading stands. The town starts
    // past this institution's end, so the index of them all answers as asking every other one did.
    if (institutionIndex().overlaps(start, stop)) continue;
    push(out, start, stop, 'CITY', place === 'known' ? SCORE.known : SCORE.unknown);
    const code = m[2];
    if (code !== undefined) {
      const at = end + m[0].length - code.length;
      push(out, at, at + code.length, 'STATE', place === 'known' ? SCORE.known : SCORE.unknown);
    }
  }
}

/**
 * A town the gazetteers hold, or words no English, clinical, stop or shorthand list holds that are no one's known
 * name either: after an institution's comma a lone surname is a signature's ("Harbor Clinic, Okafor"), a department
 * or a section is English ("Clinic, Outpatients"), and a field label is none of a town's ("Surgery, Tel").
 */
function townKind(town: string, wc: WordClasses): 'known' | 'unknown' | undefined {
  const low = town.toLowerCase();
  // "upon" and "on" join a town's words ("X upon Tyne"): no word of its own.
  const words = low.split(/[ \t]/).filter((w) => w !== 'upon' && w !== 'on');
  if (noTownWords(words, wc)) return undefined;
  if (wc.dicts.cities.has(low)) return 'known';
  const plain = (w: string): boolean => w.length >= 3 && !wc.isEnglish(w) && !wc.isShorthand(w) && !wc.isMisspelt(w) && !wc.isKnownName(w);
  return words.every(plain) ? 'unknown' : undefined;
}

/**
 * Words no town before a state or after an institution holds (lower-cased): a field label first ("Tel", "Fax"), a word
 * that follows a place cue without naming one, a stop or a clinical word. The rules that read such a town share it.
 */
export function noTownWords(words: readonly string[], wc: WordClasses): boolean {
  return NOT_TOWN_FIELD.has(words[0]!) || words.some((w) => NOT_PLACE_AFTER_CUE.has(w) || wc.isStop(w) || wc.isClinical(w));
}

/** Whether a candidate of `type` starts at `from` in `out`, which only grows while it is asked. */
type StartsRead = (from: number, type: string) => boolean;

/**
 * The starts of `out`'s candidates by type, read on from where the last ask stopped: asking every candidate at each
 * letterhead was quadratic in a text of many ("Zorbek Oncology - Salem, NH" on every line).
 */
function startsRead(out: readonly Candidate[]): StartsRead {
  const starts = new Map<string, Set<number>>();
  let indexed = 0;
  return (from, type) => {
    for (; indexed < out.length; indexed++) {
      const o = out[indexed]!;
      let set = starts.get(o.type);
      if (set === undefined) starts.set(o.type, (set = new Set()));
      set.add(o.start);
    }
    return starts.get(type)?.has(from) ?? false;
  };
}

/**
 * The town and its state after a letterhead's separator (TOWN_STATE_HEADING), pushed with the state's tier; false when
 * none is there, so that the comma and dash readings are tried.
 */
function headingTown(text: string, at: number, wc: WordClasses, out: Candidate[], read: StartsRead): boolean {
  const m = TOWN_STATE_HEADING.exec(text.slice(at, at + 90));
  if (m === null) return false;
  const town = m[1]!;
  const state = m[2]!;
  const words = town.toLowerCase().split(/[ \t]/);
  if (noTownWords(words, wc) || words.some((w) => wc.isShorthand(w))) return false;
  if (CREDENTIAL_CODES.has(state) && !wc.dicts.cities.has(town.toLowerCase())) return false;
  const code = state.toLowerCase();
  if ((wc.isEnglish(code) || wc.isStop(code)) && state.length === 2 && words.some((w) => wc.isEnglish(w))) return false;
  const start = at + m[0].indexOf(town);
  // The state follows its town's comma: its first place after the town.
  const stateAt = at + m[0].indexOf(state, m[0].indexOf(town) + town.length);
  // A part another family read already (place.region-code's "Town, MA" closing a letterhead line) keeps its reading.
  if (!read(start, 'CITY')) push(out, start, start + town.length, 'CITY', TIER.townState);
  if (!read(stateAt, 'STATE')) push(out, stateAt, stateAt + state.length, 'STATE', TIER.townState);
  return true;
}

/**
 * The town after a facility and "in" ("transferred from X Medical Center in Elkins.", "FROM X HEALTH SYSTEM IN
 * STAPLES.", "rehab at X Nursing and Rehabilitation in Canton for deconditioning"): a gazetteer town, or in Title case
 * or capitals words no list holds. A month, a room or a service after "in" is none (townKind).
 */
function townIn(text: string, at: number, wc: WordClasses, out: Candidate[]): boolean {
  const slice = text.slice(at, at + 90);
  // Most institutions have no "in" after them: the blank, "in" and blank TOWN_IN needs are looked for first.
  if (!IN_NEAR.test(slice)) return false;
  const m = TOWN_IN.exec(slice);
  if (m === null) return false;
  const town = m[3]!;
  const place = leadTown(town, wc) ? 'known' : townKind(town, wc);
  // In lower case every word is one a list may know: only a gazetteer town is read there, or one word no list holds
  // after the facility's initials in brackets ("x lake community hospital (xlch) in quarnby nd").
  const initials = m[2] !== undefined && /^[ \t]\(\p{L}{2,6}\)$/u.test(m[2]) && !/[ \t]/.test(town);
  if (place === undefined || (town === town.toLowerCase() && place !== 'known' && !initials)) return false;
  const start = at + m[0].length - town.length;
  push(out, start, start + town.length, 'CITY', place === 'known' ? SCORE.known : SCORE.unknown);
  return true;
}

/**
 * A lead word and a town the gazetteers hold, in small letters ("north oxford", "west springfield"): the gazetteers hold
 * the town, not always its part named by a compass point.
 */
function leadTown(town: string, wc: WordClasses): boolean {
  const sp = town.indexOf(' ');
  if (sp < 0 || town !== town.toLowerCase()) return false;
  const rest = town.slice(sp + 1);
  return COMPASS_LEADS.has(town.slice(0, sp)) && wc.dicts.cities.has(rest) && !noTownWords([rest], wc);
}

/**
 * The town after a titled clinician's name and comma in a referral or GP field, closing the line or the field before a
 * column gap or a bracket ("GP: Dr S Roe, Louth", "Referred by: Dr. Ann Roe, Rockland  Fax ..."), as UK discharge
 * notifications and Canadian consults write where the doctor practises: in Title case only (a capitals word there is a
 * degree, "MRCGP"), and no English, clinical, shorthand or name word unless a gazetteer holds the town.
 */
function clinicianTown(text: string, cand: Candidate, wc: WordClasses, out: Candidate[]): void {
  if (!TITLE_BEFORE.test(text.slice(Math.max(0, cand.start - 5), cand.start))) return;
  const m = TOWN_AFTER.exec(text.slice(cand.end, cand.end + 80));
  if (m === null || m[2] !== undefined) return;
  const town = m[1]!;
  if (!/^\p{Lu}\p{Ll}/u.test(town) || town === town.toUpperCase()) return;
  const place = townKind(town, wc);
  if (place === undefined) return;
  // A town no gazetteer holds is no given name, service or specialty ("Dr Roe, Respirology", "Dr Roe, Geriatrics").
  const words = town.toLowerCase().split(/[ \t]/);
  if (place !== 'known' && words.some((w) => wc.isGiven(w) || NOT_NAME_WORDS.has(w) || SPECIALTY_ENDING.test(w))) return;
  const start = cand.end + m[0].indexOf(town);
  push(out, start, start + town.length, 'CITY', place === 'known' ? SCORE.known : SCORE.unknown);
}

/** How far a capitals heading's name goes on before its comma (CAPS_REST), 0 when no comma closes it. */
function capsRest(text: string, at: number): number {
  const m = CAPS_REST.exec(text.slice(at, at + 100));
  return m === null ? 0 : m[0].length;
}
