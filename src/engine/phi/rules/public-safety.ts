// org.public-safety: the police, fire, rescue and jail services of a town or a county as US unit notes and run sheets
// write them, by the place's name and the service's short kind: "BIB Shell Lake PD", "brought in by Gallup FD Medic 3",
// "W/ ENOSBURG FALLS FD", "Assisted by Ansted VFD rope team", "Responding: X VFC", "VIA ROUND VALLEY AMB", "BY X-Y FIRE
// ENGINE 9", and a county's by "co" ("via dunn co ems", "currently at stephens co jail", "Dispatched by Fayette Co 911").
// The long forms ("X County EMS", "X Police Department") are org.public-body's and org.kind-noun's; these short kinds
// are initials that also mean other things (PD: peritoneal dialysis, progressive disease; AMB: ambulating), so the
// place's name must stand in the slot a service takes: after an arrival's or a scene's cue ("by", "via", "bib", "w/",
// "with", a field's colon), before a unit, an officer or a crew ("Medic 3", "rope team", "property room"), or a town
// the gazetteers hold. "co" before the kind is a county's, and reads in any letter case.
import { push, type Candidate } from '../core/scan';
import { TIER } from '../core/tiers';
import type { WordClasses } from '../core/tokens';
import { WordAnchor } from '../core/word-anchors';
import type { GateWords } from '../core/word-gate';

/** The service's short kind in capitals, after the place's name. */
const SHORT_KIND = new WordAnchor(/\b(?:PD|FD|VFD|VFC|VFR|FPD|AMB|FIRE)(?![\p{L}\d-])/gu, 'pd fd vfd vfc vfr fpd amb fire', 0, false, 'caps');
/** A county's service by "co" and its kind, in the note's own letter case ("dunn co ems", "Fayette Co 911"). */
const COUNTY_KIND = new WordAnchor(
  /\b(?:co|Co|CO|cnty|Cnty|CNTY)\.?[ \t]{1,2}(?:ems|EMS|jail|Jail|JAIL|sheriff|Sheriff|SHERIFF|911|dispatch|Dispatch|DISPATCH|detention|Detention|DETENTION|rescue|Rescue|RESCUE|fire|Fire|FIRE|amb|AMB|pd|PD)(?:['’]s[ \t](?:office|Office|OFFICE|dept|Dept|DEPT))?(?![\p{L}\d-])/gu,
  'co cnty',
);
/** Up to three name words before the kind, hyphens and apostrophes inside them. */
const NAME_BEFORE = /((?:[\p{L}][\p{L}'’-]{0,20}[ \t]{1,2}){1,3})$/u;
/** Words the slot of an arriving or attending service follows. */
const CUE_BEFORE = /(?:^|[^\p{L}])(?:by|via|bib|with|w\/|and|from|per|called|notified|contacted|responding|at|BY|VIA|BIB|WITH|W\/|AND|FROM|PER|CALLED|NOTIFIED|CONTACTED|RESPONDING|AT|By|Via|With|And|From|Per|Called|Notified|Contacted|Responding)[ \t]{1,2}$|[:;(][ \t]*$/u;
/** A unit, an officer, a crew or a custody after the service. */
const UNIT_AFTER = /^[ \t]{1,2}(?:medic|engine|ladder|truck|tanker|rescue|squad|unit|officer|officers|deputy|deputies|detective|sgt|chief|crew|rope|property|custody|dispatch|arrived|on[ \t]scene)(?![\p{L}])/iu;
/** "FIRE" as a service only before an apparatus and its number ("X FIRE ENGINE 9"). */
const FIRE_APPARATUS = /^[ \t]{1,2}(?:engine|medic|ladder|truck|tanker|rescue|squad)[ \t]{1,2}\d/iu;
/** Words the slot's name cannot open with, beside the stop list: actions and the patient. */
const NOT_NAME = new Set(['bib', 'brought', 'dispatched', 'assisted', 'responding', 'called', 'notified', 'contacted', 'transported', 'pt', 'patient', 'held', 'currently', 'home', 'w']);

export function detectPublicSafety(text: string, wc: WordClasses, out: Candidate[], seen: GateWords): void {
  if (!wc.hasDictionaries) return;
  for (const m of SHORT_KIND.matchAll(text, seen)) shortKind(text, m, wc, out);
  for (const m of COUNTY_KIND.matchAll(text, seen)) countyKind(text, m, wc, out);
}

/** The name words before `at` and where each starts, the words that cannot open a name left off, or undefined. */
function nameBefore(text: string, at: number, wc: WordClasses, capital: boolean): { start: number; words: string[]; starts: number[] } | undefined {
  const m = NAME_BEFORE.exec(text.slice(Math.max(0, at - 64), at));
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
  push(out, name.start, end, 'ORGANIZATION', TIER.weakCue);
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
