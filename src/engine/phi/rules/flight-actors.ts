// org.flight-actor: the air ambulance a transfer names as the actor of the flight, whatever its name is made of: "flown by
// X Air", "flown here by x y air care", "flown from scene by X LifeLine", "FLOWN 11/5 FROM X HOSPITAL IN TOWN AL BY X
// LIFEWING", "Retrieved by X Aeromedical", and "via X Y air" after the transfer's "from" ("adm 11/14 from x general in
// town via x y air"). A verb that only an aircraft does (flown, flew, airlifted, medevaced, helicoptered; "retrieved"
// only right before "by") makes the agent after "by" in its clause the service; "via" needs the transfer's "from" before
// it in the clause and a name closed by an air service's own kind word (air, air care, airmed, aeromedical, lifeline,
// lifewing, air ambulance, air rescue). The name runs to the clause's end or a word that opens a new phrase ("to",
// "from", "after", "with", "w/", a date). The way one flies ("flown by helicopter", "by fixed wing", "by air ambulance",
// "via room air"), a person ("by Dr. Roe", "by family") and a clinical tool ("clot retrieved by stent retriever") name no
// service: one word of the name must be no transport, stop or clinical word, and a name in small letters or capitals of
// one word only must be a word no English list holds.
import { sentenceCaseAround } from '../core/line-case';
import { matchAllBehind, NOT_AFTER_LETTER } from '../core/lookbehind';
import { push, type Candidate } from '../core/scan';
import { TIER } from '../core/tiers';
import type { WordClasses } from '../core/tokens';
import { wordGate, type GateWords } from '../core/word-gate';
import { WordAnchor } from '../core/word-anchors';
import { DOCTOR_TITLES, PERSON_TITLES } from '../vocab/people-words';

const GATE = wordGate('flown flew airlifted airlift retrieved medevaced medevac helicoptered');
/** A verb of flight (or of a retrieval), then the rest of its clause, where the agent's "by" or "via" is looked for. */
export const FLIGHT = /(?<![\p{L}])(?:flown|flew|air-?lifted|airlifted|medevac(?:'?d|ed)|helicoptered|(retrieved))(?![\p{L}])/giu;
/** FLIGHT's body searched alone, its look-behind tested only where the body matches (core/lookbehind.ts). */
export const FLIGHT_BODY = new RegExp(FLIGHT.source.slice(NOT_AFTER_LETTER.source.length), 'giu');
/** How far after the verb its clause is read: "FLOWN 11/5 FROM X COMMUNITY HOSPITAL IN TOWN AL BY ...". */
const CLAUSE_REACH = 110;
/** "via" after the transfer's "from" in one clause. */
const VIA_FROM = /(?<![\p{L}])(?:from|FROM|From)[ \t][^.;:\n|()]{3,90}?[ \t](?:via|VIA|Via)[ \t]{1,2}/gu;
/** Tried only where "from" is a run of letters (core/word-anchors.ts), in a note that holds "via". */
const VIA_FROM_AT = new WordAnchor(VIA_FROM, 'from');
const VIA_GATE = wordGate('via');
/** The words a name may hold: letters, an inner apostrophe, hyphen or ampersand. */
const WORD = /^[ \t]{1,2}([\p{L}][\p{L}'’&-]{0,24})/u;
const MAX_WORDS = 5;
/** Words that end the name: a new phrase starts ("flown by X to Y", "by X after tPA", "by X w/ ..."). */
const ENDS_NAME = new Set([
  'to', 'from', 'after', 'with', 'w', 'on', 'at', 'in', 'for', 'and', 'due', 'd', 'x', 'secondary', 'since', 'because', 'then', 'where',
  'who', 'which', 'that', 'as', 'per', 'via', 'by', 'while', 'when', 'until', 'before', 'without', 'into', 'onto', 'directly', 'crew',
  'team', 'flight', 'helicopter', 'helo', 'aircraft', 'plane', 'jet', 'under', 'intubated', 'arriving', 'arrived', 'landing', 'landed',
  'trooper', 'medic', 'overnight', 'today', 'tonight', 'yesterday', 'last', 'this', 'early', 'late', 'am', 'pm', 'ago', 'now', 'again', 'uneventfully',
  // a verb of flight opens the next clause: "flown by x air, flown back ..." names "x air"
  'flown', 'flew', 'airlifted', 'medevaced', 'helicoptered', 'retrieved',
]);
/** How one flies, and the words that describe a service without naming one. */
const TRANSPORT = new Set([
  'helicopter', 'helo', 'chopper', 'rotor', 'rotorcraft', 'fixed', 'wing', 'wings', 'air', 'ambulance', 'medevac', 'medivac', 'evac',
  'airlift', 'flight', 'plane', 'aircraft', 'airplane', 'jet', 'airline', 'commercial', 'private', 'charter', 'military', 'critical',
  'care', 'transport', 'team', 'crew', 'retrieval', 'service', 'services', 'ems', 'emergency', 'medical', 'rescue', 'life', 'med',
  'medflight', 'lifeflight', 'paramedic', 'paramedics', 'nurse', 'nurses', 'doctor', 'family', 'friends', 'friend', 'ground', 'road',
  'regional', 'local', 'state', 'county', 'network', 'program', 'programme', 'unit', 'same', 'own', 'another', 'other', 'outside',
  'receiving', 'sending', 'transferring', 'referring', 'retrieving', 'specialist', 'dedicated', 'pediatric', 'paediatric', 'neonatal',
  'adult', 'flying', 'royal', 'national',
]);
/** An air service's own last words: after "via", the name must close with one of them. */
const AIR_KIND_LAST = new Set(['air', 'aircare', 'airmed', 'aeromedical', 'lifeline', 'lifewing', 'lifeguard', 'airlift', 'skycare']);
const AIR_KIND_PAIR = /(?:^|[ \t])air[ \t](?:care|med|medical|ambulance|rescue|evac|methods|one|link|life)$/i;
/** Words before "air" that say what air it is, not whose: "via room air", "via medical air". */
const NOT_AIR_OWNER = new Set(['room', 'ambient', 'fresh', 'medical', 'compressed', 'free', 'high', 'low', 'flow', 'humidified', 'warm', 'cool', 'hot', 'cold', 'outside', 'open', 'nasal', 'face', 'mask', 'supplemental', 'entrained', 'trapped', 'free-flow', 'the', 'by', 'on', 'no']);
const TITLES: ReadonlySet<string> = new Set([...DOCTOR_TITLES, ...PERSON_TITLES].map((w) => w.toLowerCase().replace(/\.$/, '')));

export function detectFlightActors(text: string, wc: WordClasses, out: Candidate[], seen: GateWords): void {
  if (GATE.open(seen)) {
    for (const m of matchAllBehind(text, NOT_AFTER_LETTER, FLIGHT_BODY)) {
      const end = m.index + m[0].length;
      const clause = clauseAfter(text, end);
      // "retrieved" names a flight only with its agent right after it ("Retrieved by X"); the others anywhere in the clause.
      const by = m[1] !== undefined ? /^[ \t]{1,2}(?:by|BY|By)[ \t]{1,2}/u.exec(clause) : /(?<![\p{L}])(?:by|BY|By|via|VIA|Via)[ \t]{1,2}/u.exec(clause);
      if (!by) continue;
      // "flown to X via Y" may name a stop on the way: after "via" the name must close with an air service's kind.
      agent(text, end + by.index + by[0].length, wc, out, /^v/i.test(by[0]));
    }
  }
  if (!VIA_GATE.open(seen)) return;
  for (const m of VIA_FROM_AT.matchAll(text, seen)) agent(text, m.index + m[0].length, wc, out, true);
}

/** The clause after `at`: up to its period, semicolon or line end, at most CLAUSE_REACH characters. */
function clauseAfter(text: string, at: number): string {
  const s = text.slice(at, at + CLAUSE_REACH);
  const stop = /[;\n|]|\.(?:[ \t]|$)/.exec(s);
  return stop ? s.slice(0, stop.index) : s;
}

/** The service's name from `at`, pushed when it names one; `via` asks its last words to be an air service's kind. */
function agent(text: string, at: number, wc: WordClasses, out: Candidate[], via: boolean): void {
  let pos = at;
  // "flown in by the Southern Alps Air Rescue Trust": the article opens no name.
  const article = /^(?:the|THE|The)[ \t]{1,2}/u.exec(text.slice(pos, pos + 5));
  if (article) pos += article[0].length;
  const start = pos;
  const words: string[] = [];
  let end = pos;
  while (words.length < MAX_WORDS) {
    const w = WORD.exec(words.length === 0 ? ' ' + text.slice(pos, pos + 26) : text.slice(pos, pos + 28));
    if (!w) break;
    const low = w[1]!.toLowerCase();
    if (ENDS_NAME.has(low) && !(words.length > 0 && /^(?:air|med|life|care)$/.test(words[words.length - 1]!.toLowerCase()) && /^(?:care|flight|team|crew)$/.test(low))) break;
    words.push(w[1]!);
    const len = words.length === 1 ? w[0].length - 1 : w[0].length;
    pos += len;
    end = pos;
  }
  // A word glued to a digit or an apostrophe's "s" is no name's end ("by Air 2", "by ems's"): leave it.
  if (words.length === 0 || /^[\p{L}\d]/u.test(text.charAt(end))) return;
  const lows = words.map((w) => w.toLowerCase());
  if (TITLES.has(lows[0]!)) return;
  const naming = lows.filter((w) => !TRANSPORT.has(w) && !wc.isStop(w) && !AIR_KIND_LAST.has(w));
  if (naming.length === 0 || naming.every((w) => wc.isClinical(w))) return;
  // A clinical word names no service ("retrieved by stent retriever"), unless an air service's kind closes the name
  // ("via high mesa air").
  const airKind = AIR_KIND_LAST.has(lows[lows.length - 1]!) || AIR_KIND_PAIR.test(lows.join(' '));
  if (!airKind && lows.some((w) => wc.isClinical(w) && !TRANSPORT.has(w))) return;
  if (via) {
    const last = lows[lows.length - 1]!;
    if (!airKind) return;
    if (NOT_AIR_OWNER.has(lows[lows.length - 2] ?? 'no')) return;
    // A bare "air" after "via" needs a name of two words before it ("via x y air"; "via nasal cannula air" is no such name).
    if (last === 'air' && naming.length < 2) return;
  }
  const first = words[0]!;
  const titled = /^\p{Lu}/u.test(first) && !/^\p{Lu}+$/u.test(first);
  if (!titled && words.length === 1 && wc.isEnglish(lows[0]!)) return;
  // A sentence-case line writes a service's name with capitals; small letters there describe ("by coast guard helicopter").
  if (/^\p{Ll}/u.test(first) && sentenceCaseAround(text, start, 160, 160)) return;
  push(out, start, end, 'ORGANIZATION', TIER.weakCue);
}
