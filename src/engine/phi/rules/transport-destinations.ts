// facility.transport-destination: the receiving hospital an ambulance or a rescue run report names in its transport
// sentence, by its short name or its initials and often with no facility word: "Transport priority 2 to X.",
// "Transport: priority 3 to X Y ED.", "TRANSPORT TO X Y NORTH ED, TOC 1452", "TRANSPORT NON-EMERGENT TO XYZ ED". A
// run report's "Transport" sentence says where the crew took the patient, so the words after its "to" are the
// hospital whatever they are (a plateau, a compass point, a founder's name); the emergency department's initials
// after them are no part of the name.
// The sentence must open with "Transport" (a line's start or after a full stop) and the name close its clause; a
// suite, a room, a kind of place or a generic destination ("Transport to CT", "Transport to the nearest ED",
// "TRANSPORT TO TRAUMA BAY 2", "Transport to home") and a clinical or stop word are left alone, and a hospital the
// other rules read already keeps their reading (its town too).
// The same slot outside a run report: a hospital's short name before its emergency department's initials after
// "to", "from" or an arrow, as forms, triage logs and ward notes send a patient there or say where one came from:
// "Sending to: X ED  Via: ...", "SENT TO X ED.", "if stridor -> X ED", "adm via Y Rescue from X Y ED for ...". The
// initials say the words before them are a hospital, whatever the words are; a generic or inside place ("to the
// nearest ED", "from OSH ED", "to Peds ED", "from Main ED") and a town another rule read are left alone, and lower
// case is not read (no capital sets a name apart from "from peds ed" there).
import { capitalsLines } from '../core/line-case';
import { push, type Candidate } from '../core/scan';
import { spanIndex, type SpanIndex } from '../core/span-index';
import { TIER } from '../core/tiers';
import type { WordClasses } from '../core/tokens';
import { wordGate, type GateWords } from '../core/word-gate';
import { GENERIC_DESTINATION, IN_HOSPITAL_INITIALS } from '../vocab/place-words';
import { CREDENTIALS, ORDERING_CREDENTIALS, WARD_WORD_CREDENTIALS } from '../vocab/people-words';

const GATE = wordGate('transport transported');
/**
 * "Transport", a colon, a priority, a code or an urgency at most, "to", one to four name words (initials allowed),
 * an emergency department's initials, closed by a full stop, a comma, a semicolon, the line's end or what the crew did next.
 */
const TRANSPORT_TO = new RegExp(
  String.raw`(?:^|[.;][ \t]{1,2})[ \t]*(transport(?:ed)?)[ \t]*:?[ \t]{0,2}(?:(?:priority|code|p)[ \t]?\d[ \t]{1,2}|(?:non-?emergent|emergent|urgent|routine)[ \t]{1,2})?to[ \t]{1,2}` +
    String.raw`(\p{L}(?:[\p{L}'’&-]|\.(?=\p{L}))*(?:[ \t]\p{L}(?:[\p{L}'’&-]|\.(?=\p{L}))*){0,3}?)(?:[ \t](?:ed|er))?(?=[ \t]*(?:[.,;]|\r?\n|$)|[ \t]{1,2}(?:for|via|with|by|toc|eta)\b)`,
  'dgimu',
);
/** Where a crew takes a patient that is no hospital's name: a suite, a room, a kind of place, a direction. */
const NOT_NAME: ReadonlySet<string> = new Set([
  ...GENERIC_DESTINATION, 'nearest', 'closest', 'local', 'receiving', 'trauma', 'bay', 'scene', 'residence', 'ambulance',
  'helicopter', 'helipad', 'pad', 'landing', 'zone', 'lz', 'ground', 'air', 'medic', 'unit', 'stretcher', 'emergency',
  'department', 'centre', 'center', 'resus', 'resuscitation', 'triage', 'waiting', 'lobby', 'morgue', 'jail', 'police',
]);

/** Where a note sends a patient that is no hospital's name: a kind of department, a side of the house, an owner. */
const NOT_ED_NAME: ReadonlySet<string> = new Set([
  ...NOT_NAME, 'our', 'their', 'main', 'peds', 'pediatric', 'paediatric', 'adult', 'adults', 'satellite', 'same', 'nearby',
  'sending', 'referring', 'outlying', 'freestanding', 'free-standing', 'urgent', 'care', 'any', 'peds/adult', 'children', 'kids',
  'psych', 'psychiatric', 'obstetric', 'ob', 'l&d', 'eye', 'dental', 'vet', 'go', 'return', 'returned', 'back', 'come', 'came',
]);
/** A hospital's short name before its ED's initials, read back from them to "to", "from" or an arrow. */
const ED_BEFORE = /(?:(?:^|[^\p{L}])(?:to|from|TO|FROM)[ \t]*:?|->|→)[ \t]{1,3}((?:[\p{Lu}][\p{L}'’&.-]*[ \t]){1,3})$/u;

/** The hospitals a note sends a patient to or says one came from, by their short names before "ED" or "ER". */
function detectEdNames(text: string, wc: WordClasses, out: Candidate[]): void {
  let read: SpanIndex | undefined;
  const capitals = capitalsLines(text);
  for (const m of text.matchAll(/(?<![\p{L}\d/-])(?:ED|ER)(?![\p{L}\d/-])/gu)) {
    const back = text.slice(Math.max(0, m.index - 60), m.index);
    const b = ED_BEFORE.exec(back);
    if (b === null) continue;
    const name = b[1]!.trimEnd();
    const words = name.split(/[ \t]/);
    const caps = capitals(m.index);
    if (!words.every((w) => written(w, caps))) continue;
    const lows = words.map((w) => w.toLowerCase().replace(/[.]$/, ''));
    // Two capitals alone before the department are the hospital's initials even where they spell a route, a device or
    // a service ("BROUGHT TO IV ER", "admitted to FM ER"): no unit, route or service has an emergency department of its
    // own (fix23d). A stop word stays English ("TO AN ER"), a person stays a person ("to PT ER").
    const initials = words.length === 1 && /^[A-Z]{2}$/.test(words[0]!) && !NOT_ED_INITIALS.has(lows[0]!);
    if (lows.some((w) => NOT_ED_NAME.has(w) || wc.isStop(w) || (!initials && (wc.isClinical(w) || wc.isClinicalShorthand(w))))) continue;
    const at = m.index - back.length + b.index + b[0].length - b[1]!.length;
    const end = at + name.length;
    read ??= spanIndex(out.filter((c) => c.type === 'CITY' || c.type === 'HOSPITAL' || c.type === 'ORGANIZATION'));
    if (read.overlapsSome(at, end, (c) => c.type === 'CITY' || c.end - c.start > end - at)) continue;
    // Initials that spell a clinical word stand against the clinical-word guard: the slot says what they are.
    push(out, at, end, 'HOSPITAL', TIER.facilityCue, initials && (wc.isClinical(lows[0]!) || wc.isClinicalShorthand(lows[0]!)));
  }
}

/** Two capitals before ED or ER that name a person, a time or a department of the emergency room itself, never a hospital. */
const NOT_ED_INITIALS: ReadonlySet<string> = new Set([
  ...[...CREDENTIALS, ...ORDERING_CREDENTIALS, ...WARD_WORD_CREDENTIALS].map((c) => c.toLowerCase()), 'am', 'pm', 'hs', 'mn', 'ok', 'ob', 'ed', 'er', 'ew',
]);
/**
 * The emergency department and "at" before a hospital's initials: "SENT TO ED AT QV.", "seen in the ER at KH for",
 * "IN EW AT BN 2/14" (fix23d). Two to five capitals that no English, clinical, stop or place-inside-a-hospital list holds,
 * closing their clause or followed by what the stay was for, how or when; not a time ("ER at 1400", "ED AT MN") or a word.
 */
const ED_AT = /(?<![\p{L}\d/-])(?:ED|ER|EW|ed|er|ew)[ \t]{1,2}(?:at|AT|@)[ \t]{1,2}([A-Z]{2,5})(?![\p{L}\d&'’-])(?=[ \t]*(?:[.,;:)]|\r?\n|$)|[ \t]{1,2}(?:for|FOR|via|VIA|with|WITH|by|BY|on|ON|after|AFTER|then|THEN|and|AND|\d{1,2}\/\d{1,2})(?![\p{L}]))/gu;

function detectEdAt(text: string, wc: WordClasses, out: Candidate[]): void {
  let read: SpanIndex | undefined;
  for (const m of text.matchAll(ED_AT)) {
    const low = m[1]!.toLowerCase();
    // Two capitals that an English list holds are abbreviations there ("kl", "ht"), not words of the sentence.
    const english = low.length > 2 && wc.isEnglish(low);
    if (NOT_ED_NAME.has(low) || NOT_ED_INITIALS.has(low) || IN_HOSPITAL_INITIALS.has(low) || wc.isStop(low) || english || wc.isClinical(low) || wc.isClinicalShorthand(low)) continue;
    const at = m.index + m[0].length - m[1]!.length;
    const end = at + m[1]!.length;
    read ??= spanIndex(out.filter((c) => c.type === 'CITY' || c.type === 'HOSPITAL' || c.type === 'ORGANIZATION'));
    if (read.overlapsSome(at, end, () => true)) continue;
    push(out, at, end, 'HOSPITAL', TIER.facilityCue, low.length === 2);
  }
}

/** "KALYAN", "Kalyan", "UF": in capitals, or opening with a capital, as a name in the sentence's case is written. */
function written(word: string, caps: boolean): boolean {
  if (caps) return word === word.toUpperCase();
  return /^\p{Lu}/u.test(word);
}

export function detectTransportDestinations(text: string, wc: WordClasses, out: Candidate[], seen: GateWords): void {
  if (GATE.open(seen)) detectTransports(text, wc, out);
  // After the run report's reading, so that its longer names stand.
  detectEdNames(text, wc, out);
  detectEdAt(text, wc, out);
}

function detectTransports(text: string, wc: WordClasses, out: Candidate[]): void {
  // The readings before this rule's, indexed at its first find: asking every candidate at each find was quadratic in a
  // run report of many transports. What this rule pushes lies before its next find, so the index need not see it.
  let read: SpanIndex | undefined;
  for (const m of text.matchAll(TRANSPORT_TO)) {
    const verb = m[1]!;
    const caps = verb === verb.toUpperCase();
    if (!caps && verb[0] !== 'T') continue;
    const name = m[2]!;
    const words = name.split(/[ \t]/);
    if (!words.every((w) => written(w, caps))) continue;
    const lows = words.map((w) => w.toLowerCase().replace(/[.]$/, ''));
    if (lows.some((w) => NOT_NAME.has(w) || wc.isStop(w) || wc.isClinical(w) || wc.isClinicalShorthand(w))) continue;
    const [at, end] = m.indices![2]!;
    // A hospital another rule read (with its town) keeps that reading.
    read ??= spanIndex(out.filter((c) => c.type === 'CITY' || c.type === 'HOSPITAL' || c.type === 'ORGANIZATION'));
    if (read.overlapsSome(at, end, (c) => c.type === 'CITY' || c.end - c.start > end - at)) continue;
    push(out, at, end, 'HOSPITAL', TIER.facilityCue);
  }
}
