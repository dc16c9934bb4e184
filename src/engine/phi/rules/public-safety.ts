// org.public-safety: the police, fire, rescue and jail services of a town or a county as US unit notes and run sheets
// write them, by the place's name and the service's short kind: "BIB Shell Lake PD", "brought in by Gallup FD Medic 3",
// "W/ ENOSBURG FALLS FD", "Assisted by Ansted VFD rope team", "Responding: X VFC", "VIA ROUND VALLEY AMB", "BY X-Y FIRE
// ENGINE 9", and a county's by "co" ("via dunn co ems", "currently at stephens co jail", "Dispatched by Fayette Co 911").
// The long forms ("X County EMS", "X Police Department") are org.public-body's and org.kind-noun's; these short kinds
// are initials that also mean other things (PD: peritoneal dialysis, progressive disease; AMB: ambulating), so the
// place's name must stand in the slot a service takes: after an arrival's or a scene's cue ("by", "via", "bib", "w/",
// "with", a field's colon), before a unit, an officer or a crew ("Medic 3", "rope team", "property room"), or a town
// the gazetteers hold. "co" before the kind is a county's, and reads in any letter case.
// Widened (fix18b): the same services by their whole kind word, "Fire", "Police", "Fire Co", "Vol Fire Co", in any
// letter case, where the name before it is a town the gazetteers hold ("per Norwood Fire and ...", "brockton police left
// card", "EXTRICATED BY W. BROOKFIELD FIRE") or, for a fire company, in an arrival's slot or before its unit ("via x y vol
// fire co medic 2"); and the firms that carry patients, a capitalised name closed by a transport's kind (Ambulance,
// Transport, Transportation, Transit, Dial-A-Ride, Ambulette, Paratransit) after an arrival's or a field's cue, one of
// its words no kind of transport ("VIA X Y MEDICAL TRANSPORT BLS", "by X Y Wheelchair Transit", "and X Ambulance"); not
// the way one travels ("via private ambulance", "by BLS ambulance", "via critical care transport", "house fire").
import { push, type Candidate } from '../core/scan';
import { TIER } from '../core/tiers';
import type { WordClasses } from '../core/tokens';
import { WordAnchor } from '../core/word-anchors';
import type { GateWords } from '../core/word-gate';
import { wordCase } from '../core/word-runs';

/** The service's short kind in capitals, after the place's name. */
const SHORT_KIND = new WordAnchor(/\b(?:PD|FD|VFD|VFC|VFR|FPD|AMB|FIRE)(?![\p{L}\d-])/gu, 'pd fd vfd vfc vfr fpd amb fire', 0, false, 'caps');
/**
 * The same short kinds in small letters (fix22a): "brought in by x pd", "per x y fd", "w/ x vfd". In small letters "pd"
 * is also peritoneal dialysis and "fd" a fall's or a drug's initials, so only after an arrival's or a scene's cue, the
 * name a town the gazetteers hold or holding a word no English, clinical or shorthand list holds.
 */
const SMALL_KIND = new WordAnchor(/\b(?:pd|fd|vfd)(?![\p{L}\d-])/gu, 'pd fd vfd', 0, false, 'small');
/** A county's service by "co" and its kind, in the note's own letter case ("dunn co ems", "Fayette Co 911"). */
const COUNTY_KIND = new WordAnchor(
  /\b(?:co|Co|CO|cnty|Cnty|CNTY)\.?[ \t]{1,2}(?:ems|EMS|jail|Jail|JAIL|sheriff|Sheriff|SHERIFF|911|dispatch|Dispatch|DISPATCH|detention|Detention|DETENTION|rescue|Rescue|RESCUE|fire|Fire|FIRE|amb|AMB|pd|PD)(?:['’]s[ \t](?:office|Office|OFFICE|dept|Dept|DEPT))?(?![\p{L}\d-])/gu,
  'co cnty',
);
/**
 * Up to three name words before the kind, hyphens and apostrophes inside them, the first at a word's start (no letter,
 * digit, apostrophe or hyphen before it). Read in the `NAME_REACH` characters before the kind, one more than the
 * longest match, so that a match never starts at the slice's own start (where the look-behind would see nothing).
 */
const NAME_BEFORE = /(?<![\p{L}\p{N}'’-])((?:[\p{L}][\p{L}'’-]{0,20}[ \t]{1,2}){1,3})$/u;
const NAME_REACH = 3 * (21 + 2) + 1;
/** Words the slot of an arriving or attending service follows. */
const CUE_BEFORE = /(?:^|[^\p{L}])(?:by|via|bib|with|w\/|and|from|per|called|notified|contacted|responding|at|BY|VIA|BIB|WITH|W\/|AND|FROM|PER|CALLED|NOTIFIED|CONTACTED|RESPONDING|AT|By|Via|With|And|From|Per|Called|Notified|Contacted|Responding)[ \t]{1,2}$|[:;(][ \t]*$/u;
/** A unit, an officer, a crew or a custody after the service. */
const UNIT_AFTER = /^[ \t]{1,2}(?:medic|engine|ladder|truck|tanker|rescue|squad|unit|officer|officers|deputy|deputies|detective|sgt|chief|crew|rope|property|custody|dispatch|arrived|on[ \t]scene)(?![\p{L}])/iu;
/** "FIRE" as a service only before an apparatus and its number ("X FIRE ENGINE 9"). */
const FIRE_APPARATUS = /^[ \t]{1,2}(?:engine|medic|ladder|truck|tanker|rescue|squad)[ \t]{1,2}\d/iu;
/** Words the slot's name cannot open with, beside the stop list: actions and the patient. */
const NOT_NAME = new Set(['bib', 'brought', 'dispatched', 'assisted', 'responding', 'called', 'notified', 'contacted', 'transported', 'pt', 'patient', 'held', 'currently', 'home', 'w']);

/** A town's service by its whole kind word in one letter case: a fire company (volunteer or not) or the police. */
const WHOLE_KIND = new WordAnchor(
  /\b(?:(?:(?:vol|volunteer)\.?[ \t]{1,2})?fire(?:[ \t]{1,2}(?:co|company|dept|department)\b\.?)?|police)(?![\p{L}\d-])/giu,
  'vol volunteer fire police',
);
/** A closing word of a fire or police service's name after its kind ("FIRE RESCUE", "Fire District", "Police Dept"). */
const SERVICE_TAIL = /^[ \t]{1,2}(rescue|Rescue|RESCUE|district|District|DISTRICT|dept|Dept|DEPT|department|Department|DEPARTMENT)(?![\p{L}\d-])/u;
/** A firm that carries patients, by the kind that closes its name. */
const TRANSPORT_KIND = new WordAnchor(
  /\b(?:ambulance|ambulette|transport|transportation|transit|paratransit|dial-a-ride)(?:[ \t]{1,2}(?:service|services))?(?![\p{L}\d-])/giu,
  'ambulance ambulette transport transportation transit paratransit dial',
);
/** A compass point's initial before a town's name ("W. Brookfield", "No. Adams"), kept with the name. */
const POINT_BEFORE = /(?:^|[^\p{L}])(?:[NSEW]|No|So|[nsew]|no|so)\.[ \t]$/u;
/** Words that describe a service or a way of travel rather than name it ("local fire co", "via private ambulance"). */
const SERVICE_WORDS = new Set([
  'local', 'town', 'city', 'county', 'state', 'area', 'village', 'nearby', 'own', 'same', 'another', 'other', 'outside', 'private', 'public',
  'ground', 'air', 'medical', 'critical', 'care', 'wheelchair', 'stretcher', 'chair', 'van', 'bls', 'als', 'cct', 'ems', 'patient', 'emergency',
  'non-emergency', 'nonemergency', 'basic', 'advanced', 'life', 'support', 'mass', 'rapid', 'bus', 'team', 'unit', 'hospital', 'facility',
  'interfacility', 'inter-facility', 'bariatric', 'neonatal', 'pediatric', 'paediatric', 'specialty', 'scheduled', 'arranged', 'medicaid',
  'medicare', 'insurance', 'flight', 'helicopter', 'rotor', 'wing', 'fixed', 'nursing', 'home', 'rescue', 'fire', 'police', 'vol', 'volunteer',
  'mobility', 'senior', 'transport', 'transportation', 'ambulance', 'and', 'or',
]);
/** Up to five name words before a transport's kind, hyphens, apostrophes and "&" inside, the first at a word's start. */
const FIRM_BEFORE = /(?<![\p{L}\p{N}'’&-])((?:[\p{L}][\p{L}'’&-]{0,24}[ \t]{1,2}){1,5})$/u;
const FIRM_REACH = 5 * (25 + 2) + 1;

export function detectPublicSafety(text: string, wc: WordClasses, out: Candidate[], seen: GateWords): void {
  if (!wc.hasDictionaries) return;
  for (const m of SHORT_KIND.matchAll(text, seen)) shortKind(text, m, wc, out);
  for (const m of SMALL_KIND.matchAll(text, seen)) smallKind(text, m, wc, out);
  for (const m of COUNTY_KIND.matchAll(text, seen)) countyKind(text, m, wc, out);
  for (const m of WHOLE_KIND.matchAll(text, seen)) wholeKind(text, m, wc, out);
  for (const m of TRANSPORT_KIND.matchAll(text, seen)) transportKind(text, m, wc, out);
}

function wholeKind(text: string, m: RegExpExecArray, wc: WordClasses, out: Candidate[]): void {
  const kindCase = wordCase(m[0].replace(/[^\p{L}]/gu, '').slice(0, 4));
  if (kindCase === 'mixed') return;
  // Every word of the kind in the kind's own case ("Fire Co", "FIRE CO", "fire co"; not "fire Co").
  const kindWords = m[0].split(/[ \t.]+/).filter((w) => w !== '');
  if (!kindWords.every((w) => { const c = wordCase(w); return c === kindCase || (kindCase === 'title' && c === 'small' && w.length <= 2); })) return;
  const capital = kindCase !== 'small';
  const name = nameBefore(text, m.index, wc, capital);
  if (name === undefined) return;
  // The name in the kind's letter case, each word; a describing word ("local", "county") names no town.
  if (!name.words.every((w) => wordCase(w) === kindCase)) return;
  if (name.words.some((w) => SERVICE_WORDS.has(w.toLowerCase()))) return;
  if (kindCase === 'caps' && name.words.every((w) => wc.isShorthand(w.toLowerCase()))) return;
  const end = m.index + m[0].length;
  const company = /\b(?:co|company|dept|department)\.?$/iu.test(m[0]);
  const words = name.words.join(' ').toLowerCase();
  const town = wc.dicts.cities.has(words) && !(kindCase === 'small' && name.words.every((w) => wc.isEnglish(w.toLowerCase())));
  const cue = CUE_BEFORE.test(text.slice(Math.max(0, name.start - 14), name.start));
  const unit = UNIT_AFTER.test(text.slice(end, end + 24));
  // A name no list holds a word of, after an arrival's or a scene's cue or before a unit, names the service too
  // ("extricated by x fire", "BY X FIRE,", "w/ x y volunteer fire dept"; fix22a), as a company's name does.
  if (!(town || ((company || name.words.some((w) => ownWord(w, wc))) && (cue || unit)))) return;
  const point = POINT_BEFORE.exec(text.slice(Math.max(0, name.start - 5), name.start));
  const start = point ? name.start - point[0].length + (/^[^\p{L}]/u.test(point[0]) ? 1 : 0) : name.start;
  // The service's name goes on over a closing word of its kind in the same letter case ("X FIRE RESCUE", "x fire
  // district"), so that the whole name outranks a reading of its first words.
  const tail = SERVICE_TAIL.exec(text.slice(end, end + 32));
  const tailEnd = tail && wordCase(tail[1]!) === kindCase ? end + tail[0].length : undefined;
  push(out, start, tailEnd ?? (m[0].endsWith('.') ? end - 1 : end), 'ORGANIZATION', TIER.facilitySuffix);
}

function transportKind(text: string, m: RegExpExecArray, wc: WordClasses, out: Candidate[]): void {
  const kindCase = wordCase(m[0].slice(0, 3));
  if (kindCase !== 'caps' && kindCase !== 'title') return;
  const before = FIRM_BEFORE.exec(text.slice(Math.max(0, m.index - FIRM_REACH), m.index));
  if (!before) return;
  const parts = before[1]!.trimEnd().split(/[ \t]+/);
  // The name: the capitalised words right before the kind, back to the first small or stop word.
  let first = parts.length;
  while (first > 0) {
    const w = parts[first - 1]!;
    const low = w.toLowerCase();
    if (!/^\p{Lu}/u.test(w) || wc.isStop(low) || NOT_NAME.has(low) || (kindCase === 'caps' && wordCase(w) !== 'caps')) break;
    first--;
  }
  const words = parts.slice(first);
  if (words.length === 0) return;
  // One word at least that no kind of transport, no shorthand and no clinical word is: a firm's own name.
  if (!words.some((w) => { const low = w.toLowerCase(); return !SERVICE_WORDS.has(low) && !wc.isShorthand(low) && !wc.isClinical(low); })) return;
  // The first kept word's place, read left to right past the words before it (as nameBefore reads its words).
  let offset = 0;
  for (let k = 0; k < first; k++) offset = before[1]!.indexOf(parts[k]!, offset) + parts[k]!.length;
  const start = m.index - before[1]!.length + before[1]!.indexOf(parts[first]!, offset);
  const cue = CUE_BEFORE.test(text.slice(Math.max(0, start - 14), start));
  if (!cue) return;
  push(out, start, m.index + m[0].length, 'ORGANIZATION', TIER.facilitySuffix);
}


/** The name words before `at` and where each starts, the words that cannot open a name left off, or undefined. */
function nameBefore(text: string, at: number, wc: WordClasses, capital: boolean): { start: number; words: string[]; starts: number[] } | undefined {
  const m = NAME_BEFORE.exec(text.slice(Math.max(0, at - NAME_REACH), at));
  if (!m) return undefined;
  const parts = m[1]!.trimEnd().split(/[ \t]+/);
  let first = 0;
  for (let k = 0; k < parts.length; k++) {
    const low = parts[k]!.toLowerCase();
    const shapeOk = capital ? /^\p{Lu}/u.test(parts[k]!) : true;
    if (!shapeOk || wc.isStop(low) || NOT_NAME.has(low) || wc.isClinical(low)) first = k + 1;
  }
  const words = parts.slice(first);
  if (words.length === 0) return undefined;
  // Each kept word's place in the slice, read left to right past the words before it (a word may hold an earlier one:
  // "St Stephens").
  const base = at - m[1]!.length;
  const starts: number[] = [];
  let offset = 0;
  for (let k = 0; k < parts.length; k++) {
    const p = m[1]!.indexOf(parts[k]!, offset);
    if (k >= first) starts.push(base + p);
    offset = p + parts[k]!.length;
  }
  return { start: starts[0]!, words, starts };
}

/** A word of a name no English, clinical, shorthand or stop list holds: a place's own ("x" of "x fire"). */
function ownWord(w: string, wc: WordClasses): boolean {
  const low = w.toLowerCase();
  return low.length >= 3 && !wc.isEnglish(low) && !wc.isClinical(low) && !wc.isShorthand(low) && !wc.isStop(low) && !SERVICE_WORDS.has(low);
}

function smallKind(text: string, m: RegExpExecArray, wc: WordClasses, out: Candidate[]): void {
  const name = nameBefore(text, m.index, wc, false);
  if (name === undefined || !name.words.every((w) => wordCase(w) === 'small')) return;
  if (!CUE_BEFORE.test(text.slice(Math.max(0, name.start - 14), name.start))) return;
  if (name.words.some((w) => SERVICE_WORDS.has(w) || wc.isShorthand(w))) return;
  if (!(wc.dicts.cities.has(name.words.join(' ')) || name.words.some((w) => ownWord(w, wc)))) return;
  push(out, name.start, m.index + m[0].length, 'ORGANIZATION', TIER.facilitySuffix);
}

function shortKind(text: string, m: RegExpExecArray, wc: WordClasses, out: Candidate[]): void {
  const end = m.index + m[0].length;
  const after = text.slice(end, end + 24);
  if (m[0] === 'FIRE' && !FIRE_APPARATUS.test(after)) return;
  const name = nameBefore(text, m.index, wc, true);
  if (name === undefined) return;
  // In a shouting line every word is capitalised: a name of capitals must hold a word that is no shorthand.
  if (name.words.every((w) => wc.isShorthand(w.toLowerCase()))) return;
  const cue = CUE_BEFORE.test(text.slice(Math.max(0, name.start - 14), name.start));
  const unit = UNIT_AFTER.test(after);
  const town = wc.dicts.cities.has(name.words.join(' ').toLowerCase());
  if (m[0] === 'AMB' ? !cue : !(cue || unit || town)) return;
  // "via Gait AMB": one English word before AMB is how the patient walks, not whose ambulance.
  if (m[0] === 'AMB' && name.words.length === 1 && wc.isEnglish(name.words[0]!.toLowerCase()) && !town) return;
  // A town the gazetteers hold after the cue is the evidence of a service's whole name, above a contact's reading of the
  // town alone ("Per X PD Det. Roe"; fix22a).
  push(out, name.start, end, 'ORGANIZATION', town && cue ? TIER.facilitySuffix : TIER.weakCue);
}

function countyKind(text: string, m: RegExpExecArray, wc: WordClasses, out: Candidate[]): void {
  const capital = /^\p{Lu}/u.test(m[0]);
  const name = nameBefore(text, m.index, wc, capital);
  if (name === undefined) return;
  // A county is named by one word, or two where the first is no English word ("palm beach", "st lucie" read whole).
  const words = name.words.length > 1 && wc.isEnglish(name.words[name.words.length - 2]!.toLowerCase()) && !wc.dicts.cities.has(name.words.slice(-2).join(' ').toLowerCase())
    ? name.words.slice(-1)
    : name.words.slice(-2);
  const start = name.starts[name.words.length - words.length]!;
  push(out, start, m.index + m[0].length, 'ORGANIZATION', TIER.weakCue);
}
