// Hospital units named by their floor, as ICU and ward notes write a patient's next bed. Writers of these notes name
// a step-down or telemetry unit by its floor and wing ("to CV Stepdown 4B", "c/o to tele 8", "TX TO 8 NORTH TELE",
// "Transferred to MICU 7 West") and a benefactor's building by its floor ("call out to Farr 6", "transfer to wang 5",
// "vs Kohler 10 step-down", "CM Note - Kessler 8 stepdown"). Both identify the hospital.
// facility.building-floor (rules/facilities.ts) reads a Title-case building after a transfer cue and
// facility.building-on (rules/place-cues.ts) one after "on"; these rules read the other slots and letter cases. After
// "on" a capitalised word and a number is a drug and its dose as often, so "on" stays that rule's, with its guards.
// A generic unit needs its kind word (step-down, tele, an ICU's initials) next to the floor, so a bare "6 north" or
// "Ward 7", which many writers leave unmarked, is left alone; an ICU's initials need a wing or a letter after the
// floor ("MICU 7 West", not "CCU 11 PM" or an ICU bed number). Every pattern is tried only at its anchor word, and
// every look-back is a bounded slice, so the scan stays linear.
import { allMatchesAt, stickyOf } from '../core/all-matches';
import { push, type Candidate } from '../core/scan';
import { TIER } from '../core/tiers';
import type { WordClasses } from '../core/tokens';
import { WordAnchor } from '../core/word-anchors';
import type { GateWords } from '../core/word-gate';
import { GENERIC_DESTINATION, INFINITIVE_VERBS, NOT_PLACE_AFTER_CUE } from '../vocab/place-words';

/** A floor: 1-19 with an optional wing letter that ends the word ("4B", "9w"). */
const FLOOR = String.raw`(?:1\d|[1-9])(?:[A-Za-z](?![A-Za-z]))?`;
const WING = String.raw`(?:north|south|east|west)`;
/** What may follow a floor without making it a dose, a time, a count, a date or a score. */
const NOT_AFTER = String.raw`(?![\w/%:-]|[.,]\d|[ \t]{0,2}(?:mg|mcg|g|ml|cc|units?|u|days?|hours?|hrs?|h|weeks?|wks?|months?|am|pm|times|x|daily|bid|tid|qd|prn|q\d|l|lpm|liters?|%|mmhg|cm|mm|kg|lbs?|years?|yrs?|min|minutes?|sec|pts?|points?|beds|\/)\b)`;
/** Services that lead a unit's kind and belong to its name ("SURG STEPDOWN", "CV Stepdown", "neuro stepdown"). */
const SERVICE = String.raw`(?:surg(?:ical)?|neuro|cardiac|cv|cardiothoracic|thoracic|med(?:ical)?|trauma|pulm(?:onary)?|renal|ortho|onc(?:ology)?|burn|vascular)`;
/** A step-down or telemetry unit, its floor and an optional wing after it. */
const KIND_FLOOR = new RegExp(String.raw`\b(?:${SERVICE}[ \t]{1,2})?(?:step-?[ \t]?down|tele(?:metry)?)[ \t]{1,2}${FLOOR}(?:[ \t]{1,2}${WING}\b)?${NOT_AFTER}`, 'gi');
const KIND_FLOOR_AT = new WordAnchor(KIND_FLOOR, 'surg* neuro cardiac cv cardiothoracic thoracic med* trauma pulm* renal ortho onc* burn vascular step* tele*');
/** An ICU by its initials, its floor and a wing word or letter after it ("MICU 7 West", "CCU 4B"). */
const ICU_FLOOR = new RegExp(String.raw`\b(?:MICU|SICU|CCU|CVICU|CSRU|TICU|NSICU|PCU|micu|sicu|ccu|cvicu|csru|ticu|nsicu|pcu)[ \t]{1,2}(?:(?:1\d|[1-9])[A-Za-z](?![A-Za-z])|(?:1\d|[1-9])[ \t]{1,2}(?:${WING}|North|South|East|West|NORTH|SOUTH|EAST|WEST)\b)${NOT_AFTER}`, 'g');
const ICU_FLOOR_AT = new WordAnchor(ICU_FLOOR, 'micu sicu ccu cvicu csru ticu nsicu pcu');
/** The kind word a floor may come before ("Kessler 8 stepdown", "F8 CARDIAC STEPDOWN", "8 NORTH TELE"). */
const KIND = /\b(?:step-?[ \t]?down|tele(?:metry)?)\b/gi;
const KIND_AT = new WordAnchor(KIND, 'step* tele*');
/** A unit's kind right after a floor: place.ward's slot when a move's preposition leads. */
const UNIT_KIND_NEXT = /^[ \t]{1,2}(?:step-?[ \t]?down|tele(?:metry)?)\b/i;
/** Before the kind: a name or nothing, a floor (a letter before it allowed: "F8"), a wing and a service. */
const BEFORE_KIND = new RegExp(String.raw`(?:^|[^\w'’-])(?:([A-Za-z][a-z]{3,15}|[A-Z]{4,16})[ \t]{1,2})?([A-Za-z]?(?:1\d|[1-9])[A-Za-z]?)(?:[ \t]{1,2}(${WING}))?[ \t]{1,2}(?:${SERVICE}[ \t]{1,2})?$`, 'di');
/**
 * A move's cue, a building's name in one letter case and its floor: "call out to Farr 6", "vs Kohler 10". A header's
 * colon may follow the cue ("Transfer to: Farr 6") and a building's kind word its name ("TO QUENBY TOWER 4") (fix19b).
 */
const BUILDING_KIND = String.raw`(?:[ \t]{1,2}(?:tower|pavilion|building|bldg|wing))?`;
const CUED = new RegExp(String.raw`\b(?:call(?:ed)?[ \t]{1,2}out[ \t]{1,2}to|c\/o[ \t]{1,2}to|(?:transfer(?:red)?|tx'?d?|txf|trf|xfer(?:red)?|moved|sent|back|go(?:ing)?|return(?:ed|s)?)[ \t]{1,3}to:?|vs\.?|versus)[ \t]{1,3}([A-Z][a-z]{3,15}|[A-Z]{4,16}|[a-z]{4,16})${BUILDING_KIND}[ \t]{1,2}(${FLOOR})${NOT_AFTER}`, 'dgi');
const CUED_AT = new WordAnchor(CUED, 'call* c transfer* tx* trf xfer* moved sent back go going return* vs versus');
/**
 * A unit's kind or an ICU's initials, then the building and floor it is on in brackets, as a unit note names its own
 * unit in its heading or a move ("NEURO STEP-DOWN (X 4) TRANSFER-IN NOTE", "Up from NSICU (X 4) 11/27", "Rehab Unit (X
 * 3) NP Progress Note", fix17b). Group 1 is the building, group 2 its floor. A score or a grade in brackets follows a
 * diagnosis or a scale, never a unit's kind ("COPD (GOLD 3)", "ulcer (Wagner 2)", "NSTEMI (TIMI 4)").
 */
const BRACKETED = new RegExp(String.raw`\b(?:step-?[ \t]?down|unit|tele(?:metry)?|floor|ward|icu|micu|sicu|ccu|cvicu|csru|ticu|nsicu|neuro[ \t]?icu|nicu|picu|pcu|imc|imu|tcu|sdu)[ \t]{0,2}\((\p{L}[\p{L}'’-]{2,15})[ \t]{1,2}(${FLOOR})\)`, 'dgiu');
const BRACKETED_AT = new WordAnchor(BRACKETED, 'step* unit tele* floor ward icu micu sicu ccu cvicu csru ticu nsicu neuro* nicu picu pcu imc imu tcu sdu');
/**
 * A note's heading that opens with the unit it is written on, a building and its floor, at a line's start or after the
 * heading's dash, before the note's kind or the room ("Quarrel 7 Ortho RN Note", "tollefby 6 medicine progress note",
 * "gen med progress note - brannock 5 rm 512"; fix20a). Group 1 is the building, group 2 its floor.
 */
export const HEADING = new RegExp(String.raw`(?:^|[-–—][ \t]{1,2})[ \t]{0,3}([A-Za-z][a-z]{3,15}|[A-Z]{4,16})[ \t]{1,2}(${FLOOR})[ \t]{1,2}(?=(?:[\w/&-]{1,16}[ \t]{1,2}){0,3}(?:note|progress|rn|nursing|rm|room)\b)`, 'dgim');
const HEADING_AT = stickyOf(HEADING);

/**
 * Where a HEADING match can start, in order: a line's start (its `^`) or a dash with a blank after it (`[-–—][ \t]`):
 * HEADING tried there alone finds what its search finds (core/all-matches.ts, `allMatchesAt`).
 */
export function headingStarts(text: string, lines: readonly number[]): number[] {
  const starts = lines.slice();
  for (const dash of ['-', '–', '—']) {
    for (let p = text.indexOf(dash); p >= 0; p = text.indexOf(dash, p + 1)) {
      const c = text.charCodeAt(p + 1);
      if (c === 32 || c === 9) starts.push(p);
    }
  }
  return starts.sort((a, b) => a - b);
}

/** Words a building with a floor is not, though no word list calls them clinical: levels, sides, numbers' nouns. */
const NOT_BUILDING = new Set([
  'room', 'bed', 'beds', 'floor', 'unit', 'ward', 'level', 'stage', 'step', 'grade', 'phase', 'class', 'zone', 'pod',
  'bay', 'suite', 'station', 'west', 'east', 'north', 'south', 'tower', 'page', 'line', 'dose', 'week', 'day', 'cycle',
  'hour', 'minute', 'post', 'postop', 'gcs', 'peep', 'simv', 'cpap', 'bipap', 'psv', 'ps', 'fio', 'levo', 'neo',
  'prop', 'dopa', 'dobu', 'vaso', 'epi', 'norepi', 'insulin', 'lasix', 'nitro', 'heparin', 'cisatracurium',
]);
const MONTHS = /^(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*$/;
const DAYS = /^(?:mon|tues?|wed(?:nes)?|thu(?:rs)?|fri|sat(?:ur)?|sun)(?:day)?$/;

export function detectUnitFloors(text: string, wc: WordClasses, out: Candidate[], seen: GateWords, rule: 'named' | 'unit'): void {
  if (rule === 'unit') {
    // The floor anchors a unit whose other words are all clinical ("tele 8"): the clinical guard must not drop it.
    for (const m of KIND_FLOOR_AT.matchAll(text, seen)) push(out, m.index, m.index + m[0].length, 'HOSPITAL', TIER.weakCue, true);
    for (const m of ICU_FLOOR_AT.matchAll(text, seen)) push(out, m.index, m.index + m[0].length, 'HOSPITAL', TIER.weakCue, true);
  }
  for (const k of KIND_AT.matchAll(text, seen)) {
    const from = Math.max(0, k.index - 48);
    const b = BEFORE_KIND.exec(text.slice(from, k.index));
    if (b === null) continue;
    const [, name, floor, wing] = b;
    const [floorStart, floorEnd] = b.indices![2]!;
    // A move's or a place's preposition before the name lets an English word be the building ("to sever 4 stepdown",
    // "on chestnut 6 stepdown", fix21a): after "needs 2 stepdown beds" the word is the sentence's.
    if (name !== undefined && (building(name, wc) || (englishBuilding(name, wc, true) && PLACE_PREPOSITION.test(text.slice(Math.max(0, from + b.indices![1]![0] - 8), from + b.indices![1]![0]))))) {
      // After a move's preposition place.ward (rules/ward-fields.ts) reads the same unit: its reading stands.
      // place.ward reads Title case only: a name in capitals or small letters is this rule's (fix19b).
      const ward = /^\p{Lu}\p{Ll}/u.test(name) && /\b(?:to|on|onto|from)[ \t]{1,2}$/i.test(text.slice(Math.max(0, from + b.indices![1]![0] - 8), from + b.indices![1]![0]));
      if (rule === 'named' && !ward) push(out, from + b.indices![1]![0], from + floorEnd, 'HOSPITAL', TIER.facilityCue);
      continue;
    }
    // A bare number before a kind ("8 tele", "2 step-down beds") is a count: the floor needs its letter or wing.
    if (rule !== 'unit' || (!/[A-Za-z]/.test(floor!) && wing === undefined)) continue;
    push(out, from + floorStart, k.index + k[0].length, 'HOSPITAL', TIER.weakCue, true);
  }
  if (rule !== 'named') return;
  if (/note|rm|room/i.test(text)) {
    for (const m of allMatchesAt(text, HEADING_AT, headingStarts(text, seen.memo.lineStarts(text)))) {
      if (!building(m[1]!, wc)) continue;
      push(out, m.indices![1]![0], m.indices![2]![1], 'HOSPITAL', TIER.facilityCue);
    }
  }
  for (const m of BRACKETED_AT.matchAll(text, seen)) {
    if (!building(m[1]!, wc)) continue;
    push(out, m.indices![1]![0], m.indices![2]![1], 'HOSPITAL', TIER.facilityCue);
  }
  for (const m of CUED_AT.matchAll(text, seen)) {
    const name = m[1]!;
    // After "vs" a lower-case word is a drug, a mode or a setting as often as a building.
    if (/^v/i.test(m[0]) && name === name.toLowerCase()) continue;
    // After a move's cue the building may be an English word in any letter case ("call out to tamarack 6", "TXF TO BAKER
    // 4", fix21a); after "vs" it must name.
    const english = !building(name, wc);
    if (english && (/^v/i.test(m[0]) || !englishBuilding(name, wc) || !/^\d+$/.test(m[2]!) || !ENGLISH_FLOOR_AFTER.test(text.slice(m.index + m[0].length, m.index + m[0].length + 14)))) continue;
    if (UNIT_KIND_NEXT.test(text.slice(m.index + m[0].length, m.index + m[0].length + 14))) continue;
    push(out, m.indices![1]![0], m.indices![2]![1], 'HOSPITAL', TIER.facilityCue);
  }
}

/** English words a move leads to that are a state, a setting or a service, not a building ("back to sleep 1", "to triage 2"); a verb after "to" is INFINITIVE_VERBS'. */
const ENGLISH_NOT_BUILDING = new Set(['sleep', 'triage', 'normal', 'baseline', 'work', 'school', 'nights', 'days', 'shift', 'shifts', 'sitting', 'standing', 'walking', 'prone', 'supine', 'pressure', 'support', 'control', 'mode', 'setting', 'settings', 'rate', 'volume']);
/** After an English building the floor is a bare number closing its clause or before a unit's kind or a time ("tamarack 6.", "BAKER 4 IN AM"). */
const ENGLISH_FLOOR_AFTER = /^(?:[ \t]{0,2}(?:[.,;:)?]|\r?\n|$)|[ \t]{1,2}(?:step-?[ \t]?down|tele(?:metry)?|floor|unit|in[ \t]{1,2}(?:am|pm|the)|today|tonight|tomorrow|if|when|once|after|when|per|later)\b)/i;
/** A move's or a place's preposition right before a building's name. */
const PLACE_PREPOSITION = /\b(?:to|on|onto|from|for|at)[ \t]{1,2}$/i;

/** An English word that may name a building after a move's cue: no clinical, stop or shorthand word, level, month or day. */
function englishBuilding(name: string, wc: WordClasses, kindAfter = false): boolean {
  const low = name.toLowerCase();
  if (NOT_BUILDING.has(low) || MONTHS.test(low) || DAYS.test(low) || GENERIC_DESTINATION.has(low) || NOT_PLACE_AFTER_CUE.has(low) || ENGLISH_NOT_BUILDING.has(low) || INFINITIVE_VERBS.has(low)) return false;
  // Before a floor and a unit's kind a word that reads as a misspelling is a building still ("to sever 4 stepdown").
  return !wc.isClinical(low) && !wc.isStop(low) && !wc.isClinicalShorthand(low) && !wc.isShorthand(low) && (kindAfter || !wc.isMisspelt(low));
}

/**
 * A building's name: no clinical, stop or clinical shorthand word, no month, weekday or level; an English word only
 * when it is also a surname and not in lower case ("Kohler 10": benefactors' buildings carry surnames).
 */
function building(name: string, wc: WordClasses): boolean {
  const low = name.toLowerCase();
  if (NOT_BUILDING.has(low) || MONTHS.test(low) || DAYS.test(low)) return false;
  if (wc.isClinical(low) || wc.isStop(low) || wc.isClinicalShorthand(low)) return false;
  return !wc.isEnglish(low) || (name !== low && wc.isKnownName(low));
}
