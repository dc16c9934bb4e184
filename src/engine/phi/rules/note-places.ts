// Places as clinical notes write them, in any letter case: facilities and saints' names (note-facilities.ts),
// place names found again, where a patient is transferred to or from ("transferred to XYZ", "tx'd from GH EW",
// "to Northfield 2"), and where people live ("lives in Towson", "daughter of Dover", "in California"). Cities,
// states and countries come from the dictionaries; hospital abbreviations are ALL-CAPS words no clinical list knows.
import type { PhiRuleId } from '../../../deid/phi-rules';
import { byRule, push, type Candidate } from '../core/scan';
import { blanksBetween, gap, spacedGap, type WordToken, type WordClasses } from '../core/tokens';
import { ARMED_SERVICE_WORDS, FACILITY, GENERIC_DESTINATION, IN_HOSPITAL_INITIALS, LIVES, MOVE, PLACE_PREP, TRANSFER_VERBS } from '../vocab/place-words';
import { repeatedPlaces } from './place-repeats';
import { wardFields } from './ward-fields';
import { facilities, saints, shoutedOrganisations, type FacilityCtx } from './note-facilities';
import { lowerCasePractices } from './note-practices';
import { TIER } from '../core/tiers';
import { peopleOrigins } from './note-origins';
import { carePlaces, careStays, namedServices } from './care-places';
import { namedPractices } from './named-practices';
import { narrativePractices } from './narrative-practices';
import { serviceProviders } from './service-providers';
import { placementReferrals } from './placement-referrals';
import { dayHospitals, facilityInitials, levelHospitals } from './abroad-facilities';
import { militaryAddresses, numberedStreets } from './note-addresses';
import { tokenCue } from '../core/token-cues';
import type { AnchorRuns } from '../core/word-anchors';
import { MEETING_HEADS, SERVICE_OR_MEASURE_HEADS } from '../vocab/clinical-words';

interface Ctx extends FacilityCtx {
  /** What the gate scan found of the note (core/word-gate.ts). */
  readonly seen: AnchorRuns;
}

/** Hospital departments after a hospital's name or initials: "kernan ew", "XYZ ER". */
const DEPARTMENT = new Set(['ew', 'er', 'ed', 'icu', 'micu', 'sicu', 'ccu', 'cath', 'or', 'clinic', 'rehab']);
/** The cue words of each walk, as bits of each token (core/token-cues.ts): one look-up a token for all walks. */
const CUE = {
  move: tokenCue(MOVE),
  lives: tokenCue(LIVES),
  prep: tokenCue(PLACE_PREP),
  prepByThe: tokenCue([...PLACE_PREP, 'by', 'the']),
  department: tokenCue(DEPARTMENT),
};
/** A place preposition or a move: set exactly where a bit of one set of `[...PLACE_PREP, ...MOVE]` would be. */
const PREP_OR_MOVE = CUE.prep | CUE.move;

/** Moves written in capitals notes' shorthand that name a move between places: "REFERRED TO", "TRANS TO", "ADM TO". */
const CAPS_MOVE = new Set(['referred', 'trans', 'adm', 'arrival']);
/** Words that carry a move on past its destination: what for, from where, by what means. */
const MOVE_GOES_ON = new Set(['for', 'from', 'via', 'by', 'after', 'on', 'to', 'with']);

/** A date right after a move's destination: the day of the move ("TRANS TO QH 2/22", "tx'd to kestrel 7/23"). */
const MOVE_DATE = /^[ \t]{1,2}(?:on[ \t]{1,2})?\d{1,2}\/\d{1,2}(?:\/\d{2,4})?(?![\d/%])/;
function datedMove(ctx: Ctx, k: number): boolean {
  return MOVE_DATE.test(ctx.text.slice(ctx.toks[k]!.e, ctx.toks[k]!.e + 16));
}

/** After the destination at token `k`: the move goes on ("for cath", "via ambulance", "2/22") or its clause ends. */
function moveGoesOn(ctx: Ctx, k: number): boolean {
  const g = k + 1 < ctx.toks.length ? gap(ctx, k, k + 1) : '';
  if (/^[ \t]{0,2}[.,;)]/.test(g) || k + 1 >= ctx.toks.length || datedMove(ctx, k)) return true;
  return /^[ \t]{1,2}$/.test(g) && (MOVE_GOES_ON.has(ctx.toks[k + 1]!.low) || DEPARTMENT.has(ctx.toks[k + 1]!.low));
}

/** "transferred to GH", "tx from Northfield 2", "admitted to BMC EW": the place after a move cue. */
function transfers(ctx: Ctx): void {
  const { toks, wc, text, cues } = ctx;
  for (let i = 0; i + 2 < toks.length; i++) {
    if ((cues[i]! & CUE.move) === 0) continue;
    // The preposition may be a word ("to", "from", "at") or an arrow ("->").
    let j = i + 1;
    const prep = toks[j]!.low;
    if ((prep === 'to' || prep === 'from' || prep === 'at' || prep === 'via' || prep === 'into') && spacedGap(ctx, i, j)) j++;
    else if (!/^[ \t]*-+>[ \t]*$/.test(gap(ctx, i, j))) continue;
    if (j < toks.length && toks[j]!.low === 'the' && j + 1 < toks.length) j++;
    if (j >= toks.length || !blanksBetween(ctx, j - 1, j)) continue;
    // "transferred to the floor": skip one article.
    const t = toks[j]!;
    if (GENERIC_DESTINATION.has(t.low) || wc.isStop(t.low)) continue;
    // "presented at Grand Rounds", "discussed at Morning Report": an English word before a staff meeting (hardneg23).
    if (j + 1 < toks.length && MEETING_HEADS.has(toks[j + 1]!.low) && wc.isEnglish(t.low) && blanksBetween(ctx, j, j + 1, 1)) continue;
    const raw = text.slice(t.s, t.e);
    const allCaps = /^[A-Z]{2,5}$/.test(raw);
    const lowerNote = raw === raw.toLowerCase();
    const abbreviation = allCaps && !wc.isClinical(t.low) && !wc.isEnglish(t.low) && !/[a-z]/.test(text.slice(Math.max(0, t.s - 60), t.s + 60));
    const mixedAbbrev = allCaps && !wc.isClinical(t.low) && /[a-z]/.test(text.slice(Math.max(0, t.s - 60), t.s + 60));
    const ev = wc.nameEvidence(t.low);
    // A Title-case word that only looks like the start of an English word ("Brusho": "brushoff") still names a place.
    const titledUnknown = t.cap && !allCaps && !lowerNote && t.low.length >= 5 && wc.isShorthand(t.low) && !wc.isEnglish(t.low) && !wc.isClinical(t.low) && !wc.isStop(t.low) && !wc.isMisspelt(t.low);
    const unknownish = (ev.unknown && (t.cap || t.low.length <= 5)) || (ev.knownNotEnglish && t.cap) || (t.cap && !lowerNote && ev.nameLike && !allCaps) || titledUnknown;
    const shortLower = lowerNote && t.low.length <= 3 && !wc.isClinical(t.low) && !wc.isEnglish(t.low);
    const beforeDepartment = j + 1 < toks.length && DEPARTMENT.has(toks[j + 1]!.low) && blanksBetween(ctx, j, j + 1, 1);
    const department = beforeDepartment && ev.notEnglishName;
    // "transfered to UE from X Hospital", "BROUGHT TO BU ER": after a verb that only names a move, initials in capitals
    // among lower-case words, or before a hospital department, name a hospital even when a clinical or English list
    // holds them; the places inside a hospital, its services, devices and routes excepted.
    // A specimen is "sent from" a site ("cx sent from RLE ulcer"): a patient is sent to a place.
    // "arrived at RA" is room air: only "to" and "from" name the ends of a move.
    const moveVerb = TRANSFER_VERBS.has(toks[i]!.low) && (prep === 'to' || (prep === 'from' && toks[i]!.low !== 'sent'));
    // Two letters only: longer capitals that a list holds are mostly a service one is admitted to ("admitted to ORTHO").
    const collided = allCaps && t.low.length === 2 && moveVerb && !IN_HOSPITAL_INITIALS.has(t.low) && (beforeDepartment || (mixedAbbrev || /[a-z]/.test(text.slice(Math.max(0, t.s - 60), t.s + 60))));
    // In a lower-case note initials are lower case too: "transfered to bl for further management", "sent to pf via
    // ambulance". Two letters there need the move's continuation after them (what for, from where, how) or its end.
    const lowerInitials = raw === t.low && t.low.length === 2 && moveVerb && !IN_HOSPITAL_INITIALS.has(t.low) &&
      !/[A-Z]/.test(text.slice(Math.max(0, t.s - 40), t.e + 40)) && moveGoesOn(ctx, j);
    // In a note written in capitals, two letters after a move that only names a move between places, when the move
    // goes on after them ("TRANSFERED TO GF FOR FURTHER EVAL", "REFERRED TO QH."), as lower-case initials are read.
    const capsInitials = allCaps && t.low.length === 2 && (moveVerb || CAPS_MOVE.has(toks[i]!.low)) && prep === 'to' && !IN_HOSPITAL_INITIALS.has(t.low) &&
      !/[a-z]/.test(text.slice(Math.max(0, t.s - 40), t.e + 40)) && moveGoesOn(ctx, j);
    // A word no English, clinical or stop list holds (a name list's, or one set aside only for its English-like ending),
    // after a verb that only names a move and before the move's date, names where the patient went: "transfered to
    // kestrale 7/23", "XFERRED TO DUNMORAL 11/2" (fix23d).
    const datedName = moveVerb && !allCaps && t.low.length >= 5 && /^[a-z]+$/.test(t.low) && !IN_HOSPITAL_INITIALS.has(t.low) &&
      !wc.isEnglish(t.low) && !wc.isClinical(t.low) && !wc.isStop(t.low) && !wc.isShorthand(t.low) && !wc.isMisspelt(t.low) && datedMove(ctx, j);
    if (!abbreviation && !mixedAbbrev && !unknownish && !shortLower && !department && !collided && !lowerInitials && !capsInitials && !datedName) continue;
    let end = t.e;
    // "Northfield 2", "GH EW", "Bay Medical": a ward number or a second name word.
    const after = /^[ \t]{1,2}(\d{1,2})(?![\d/:.])/.exec(text.slice(end, end + 6));
    if (after) end += after[0].length;
    else if (j + 1 < toks.length && spacedGap(ctx, j, j + 1)) {
      const n = toks[j + 1]!;
      if (wc.nameEvidence(n.low).notEnglishName) end = n.e;
    }
    // Collided initials stand against the clinical-word guard: the transfer slot, not the word, says what they are.
    const standsAgainstGuard = (collided || lowerInitials || capsInitials) && !abbreviation && !mixedAbbrev && !unknownish && !department;
    push(ctx.out, t.s, end, 'HOSPITAL', abbreviation || mixedAbbrev ? TIER.placeWord : TIER.weakCue, standsAgainstGuard);
  }
}

function placeType(ctx: Ctx, key: string): 'CITY' | 'STATE' | 'COUNTRY' | undefined {
  const d = ctx.wc.dicts;
  if (d.states.has(key)) return 'STATE';
  if (d.countries.has(key)) return 'COUNTRY';
  if (d.cities.has(key)) return 'CITY';
  return undefined;
}

/**
 * The lower-cased words of tokens `from` to `to` joined by single spaces, read without a slice and a `map` (whose
 * result's kind, packed or holey, changed with the tier and de-optimised `residences`).
 */
function joinedLows(toks: readonly WordToken[], from: number, to: number): string {
  let key = toks[from]!.low;
  for (let k = from + 1; k <= to; k++) key += ' ' + toks[k]!.low;
  return key;
}

/** "lives in towson", "from Ohio", "Neil Roe of Dover", "IN CALIFORNIA": dictionary places after a cue. */
function residences(ctx: Ctx): void {
  const { toks, wc, cues } = ctx;
  if (!wc.hasDictionaries) return;
  for (let i = 0; i + 1 < toks.length; i++) {
    if ((cues[i]! & CUE.lives) === 0 || !blanksBetween(ctx, i, i + 1)) continue;
    // Most words after "in", "to", "of" start no place: their look-ups are skipped, and of the lengths only one word
    // is read (a postal code's), as the longer ones find nothing.
    const startsPlace = wc.startsPlace(toks[i + 1]!.low);
    // The longest place of one to three words.
    for (let n = startsPlace ? 3 : 1; n >= 1; n--) {
      const last = i + n;
      if (last >= toks.length) continue;
      let ok = true;
      for (let k = i + 2; k <= last; k++) if (!blanksBetween(ctx, k - 1, k, 1)) ok = false;
      if (!ok) continue;
      const key = startsPlace ? joinedLows(toks, i + 1, last) : '';
      const type = startsPlace ? placeType(ctx, key) : undefined;
      if (type === undefined) {
        // "lives in DC": a state's postal code after "lives in" / "resides in".
        const code = n === 1 ? ctx.text.slice(toks[i + 1]!.s, toks[i + 1]!.e) : '';
        if (n === 1 && /^[A-Z]{2}$/.test(code) && i > 0 && /^(?:lives|living|resides|residing|moved)$/.test(toks[i - 1]!.low) && [...wc.dicts.states.values()].includes(code)) {
          push(ctx.out, toks[i + 1]!.s, toks[i + 1]!.e, 'STATE', TIER.weakCue);
          break;
        }
        continue;
      }
      // A one-word place that is also an English or clinical word ("Mobile", "Normal") needs a capital
      // in a note that uses lower case, and a stronger cue than "in"/"to".
      const t = toks[i + 1]!;
      const raw = ctx.text.slice(t.s, t.e);
      const wordlike = n === 1 && (wc.isEnglish(key) || wc.isClinical(key) || wc.isStop(key) || key.length < 4);
      if (wordlike && (raw === raw.toLowerCase() || raw === raw.toUpperCase() || toks[i]!.low === 'in' || toks[i]!.low === 'to' || toks[i]!.low === 'at' || toks[i]!.low === 'of')) break;
      if (n === 1 && wc.isKnownName(key) && !t.cap) break;
      push(ctx.out, t.s, toks[last]!.e, type, wordlike ? TIER.weakest : TIER.placeWord);
      break;
    }
  }
}

/**
 * "at GH", "to the BMC", "from UMMC", "at gh" (in a lower-case note): after a place preposition, a short
 * word of two to four letters that is in no English or clinical list and is written in the note's own case
 * for abbreviations (ALL CAPS in a mixed-case note). Hospital initials are read this way; "at RA" or "to
 * SVC" are in the clinical lists.
 */
function initials(ctx: Ctx): void {
  const { toks, wc, text, cues } = ctx;
  if (!wc.hasDictionaries) return;
  for (let i = 0; i + 1 < toks.length; i++) {
    // Neither a preposition here nor a department two words on: nothing to read.
    if ((cues[i]! & CUE.prepByThe) === 0 && (i + 2 >= toks.length || (cues[i + 2]! & CUE.department) === 0)) continue;
    const t = toks[i + 1]!;
    // "GH EW", "-> XYZ ER": initials before a hospital department need no preposition.
    const beforeDept = i + 2 < toks.length && DEPARTMENT.has(toks[i + 2]!.low) && /^[A-Z]{2,4}$/.test(text.slice(t.s, t.e)) && blanksBetween(ctx, i + 1, i + 2, 1);
    const prep = PLACE_PREP.has(toks[i]!.low) || toks[i]!.low === 'by' || (i > 0 && toks[i]!.low === 'the' && PLACE_PREP.has(toks[i - 1]!.low));
    if (!prep && !beforeDept) continue;
    if (!blanksBetween(ctx, i, i + 1) && !beforeDept) continue;
    const raw = text.slice(t.s, t.e);
    if (t.low.length < 2 || t.low.length > 4 || wc.isEnglish(t.low) || wc.isClinical(t.low) || wc.isStop(t.low) || GENERIC_DESTINATION.has(t.low)) continue;
    if (wc.isKnownName(t.low) || wc.isShorthand(t.low) || /^[ \t]*\d/.test(text.slice(t.e, t.e + 3))) continue;
    const lineLower = /[a-z]/.test(text.slice(Math.max(0, t.s - 40), t.e + 40));
    if (lineLower ? raw !== raw.toUpperCase() && raw !== raw.toLowerCase() : false) continue;
    // Hospital initials mostly end in H, MC or C ("GH", "BMC"); others need a move cue before the preposition.
    const hospitalShape = /(?:h|mc|hc|c)$/.test(t.low);
    const moved = i > 0 && MOVE.has(toks[i - 1]!.low);
    if (!hospitalShape && !moved && !beforeDept) continue;
    if (toks[i]!.low === 'by' && !hospitalShape) continue;
    push(ctx.out, t.s, t.e, 'HOSPITAL', moved ? TIER.weakCue : TIER.weakest);
  }
}

/** "at Holy Cross", "to Sacred Heart", "from the Eastern Shore": Title-case words after a place preposition. */
function titledPlaces(ctx: Ctx): void {
  const { toks, wc, text, cues } = ctx;
  for (let i = 0; i + 2 < toks.length; i++) {
    if ((cues[i]! & CUE.prep) === 0) continue;
    let j = i + 1;
    if (toks[j]!.low === 'the' && spacedGap(ctx, i, j)) j++;
    else if (toks[i]!.low === 'on') continue;
    if (j + 1 >= toks.length || !blanksBetween(ctx, j - 1, j)) continue;
    const a = toks[j]!;
    const b = toks[j + 1]!;
    if (!a.cap || !b.cap || a.e - a.s < 3 || b.e - b.s < 3 || !blanksBetween(ctx, j, j + 1, 1)) continue;
    // In a mixed-case line only: a capital there is evidence.
    if (!/[a-z]{3}/.test(text.slice(Math.max(0, a.s - 30), a.s))) continue;
    if ([a, b].some((t) => wc.isClinicalShorthand(t.low) || wc.isStop(t.low) || FACILITY.has(t.low)) || ARMED_SERVICE_WORDS.has(b.low)) continue;
    if (/^[ \t]+(?:signs?|sounds?|pressure|rate|status|score|scale|test|disease|syndrome)\b/i.test(text.slice(b.e, b.e + 12))) continue;
    // "to Physical Therapy", "at Blood Pressure check": English or clinical words closed by a service or a measure.
    if ((SERVICE_OR_MEASURE_HEADS.has(b.low) || /(?:ology|iatry|iatrics)$/.test(b.low)) && [a, b].every((t) => wc.isEnglish(t.low) || wc.isClinical(t.low))) continue;
    push(ctx.out, a.s, b.e, 'LOCATION-OTHER', TIER.weakest);
  }
}

/** What a dose's number is followed by: its unit, its form or how often it is taken (fix17b and fix17c each wrote one). */
const DOSE_AFTER = /^[ \t]{0,2}(?:puffs?|tabs?|tablets?|caps?|capsules?|drops?|sprays?|inhalations?|sachets?|doses?|units?|patch(?:es)?|mg|mcg|ml|times|x[ \t]|daily|bd|bid|tds|tid|qds|od|prn)\b/i;
/** "on Northfield 2", "to northfield7": a ward of a name no list knows, with its number. */
function wards(ctx: Ctx): void {
  const { toks, wc, text, cues } = ctx;
  for (let i = 0; i + 1 < toks.length; i++) {
    // "Plan: Farringdale 4 when bed available": a plan names where the patient goes next.
    const plan = toks[i]!.low === 'plan' && /^:[ \t]{1,2}$/.test(gap(ctx, i, i + 1));
    if (!plan && ((cues[i]! & PREP_OR_MOVE) === 0 || toks[i]!.low === 'on' || toks[i]!.low === 'at')) continue;
    if (!plan && !blanksBetween(ctx, i, i + 1)) continue;
    const t = toks[i + 1]!;
    if (t.e - t.s < 5 || (t.low.endsWith('x') && /^\d/.test(text.charAt(t.e)))) continue;
    const ev = wc.nameEvidence(t.low);
    if (!ev.unknown && !(ev.knownNotEnglish && t.low.length >= 6)) continue;
    const after = /^[ \t]?\d{1,2}(?![\d:%A-Za-z]|\.\d|\/\d{2})/.exec(text.slice(t.e, t.e + 6));
    if (!after) continue;
    // "switch to Zorvent 2 puffs bid": a drug no list holds and its dose, not a ward and its number.
    if (DOSE_AFTER.test(text.slice(t.e + after[0].length, t.e + after[0].length + 16))) continue;
    push(ctx.out, t.s, t.e + after[0].length, 'LOCATION-OTHER', TIER.weakCue);
  }
}

/** "from kernan ew", "at Bayview ER": a named word before a hospital department, after a place preposition. */
function departments(ctx: Ctx): void {
  const { toks, wc, cues } = ctx;
  for (let i = 0; i + 2 < toks.length; i++) {
    // The department word first: it is what most places fail, and it needs no slice of the gaps.
    if ((cues[i + 2]! & CUE.department) === 0 || toks[i + 2]!.low === 'or' || toks[i + 2]!.low === 'rehab') continue;
    if (!PLACE_PREP.has(toks[i]!.low) || !blanksBetween(ctx, i, i + 1) || !blanksBetween(ctx, i + 1, i + 2, 1)) continue;
    const t = toks[i + 1]!;
    const ev = wc.nameEvidence(t.low);
    if (!ev.notEnglishName) continue;
    push(ctx.out, t.s, t.e, 'HOSPITAL', TIER.weakCue);
  }
}

/** Where a patient is moved inside a hospital ("moved to Room 12", "moved to Bed 4"): never a town. */
const IN_HOSPITAL = new Set(['room', 'rm', 'bed', 'bay', 'pod', 'unit', 'floor', 'ward', 'chair', 'stretcher', 'suite', 'side', 'isolation']);

/** "flew to Leppen", "I am in Sutri for a business trip", "moved to OULU": a place after a travel cue. */
function travels(ctx: Ctx): void {
  const { toks, wc, text, cues } = ctx;
  for (let i = 1; i + 1 < toks.length; i++) {
    // Every travel below has "to", "in", "from" or "near" here, all of them residence cues.
    if ((cues[i]! & CUE.lives) === 0) continue;
    const cue = toks[i - 1]!.low;
    const prep = toks[i]!.low;
    const travel = ((prep === 'to' || prep === 'in' || prep === 'from') && /^(?:flew|fly|flying|flown|travel+ed|travel+ing|trip|moved|relocated|drove|driving|vacation|vacationing|holiday)$/.test(cue)) ||
      ((cue === 'am' || cue === "i'm" || cue === 'im') && prep === 'in') || (cue === 'lives' && (prep === 'in' || prep === 'near')) ||
      // "grew up in X", "originally from X", "based in X", "moved here from X".
      ((cue === 'up' || cue === 'based') && prep === 'in') || ((cue === 'originally' || cue === 'here') && prep === 'from');
    if (!travel || !blanksBetween(ctx, i, i + 1)) continue;
    const t = toks[i + 1]!;
    const raw = text.slice(t.s, t.e);
    if (!t.cap && !(raw === raw.toUpperCase() && /[a-z]/.test(text.slice(Math.max(0, t.s - 40), t.s)))) continue;
    if (wc.isStop(t.low) || wc.isClinical(t.low) || IN_HOSPITAL.has(t.low)) continue;
    let last = i + 1;
    for (let k = i + 2; k < toks.length && k <= i + 3; k++) {
      const w = text.slice(toks[k]!.s, toks[k]!.e);
      if (!blanksBetween(ctx, k - 1, k, 1) || !(toks[k]!.cap || (w === w.toUpperCase() && w.length > 1)) || wc.isStop(toks[k]!.low)) break;
      last = k;
    }
    push(ctx.out, t.s, toks[last]!.e, 'CITY', TIER.weakest);
  }
}

export function detectNotePlaces(text: string, toks: readonly WordToken[], wc: WordClasses, out: Candidate[], cues: Int32Array, seen: AnchorRuns): void {
  const ctx: Ctx = { text, toks, wc, out, cues, seen };
  const from = out.length;
  const rules: readonly [PhiRuleId, (c: Ctx) => void][] = [
    ['place.facility-word', facilities],
    ['place.facility-word', shoutedOrganisations],
    ['facility.practice-lower', lowerCasePractices],
    ['place.saint', saints],
    ['place.transfer', transfers],
    ['place.initials', initials],
    ['place.titled', titledPlaces],
    ['place.ward', wards],
    ['place.ward', (c) => wardFields(c.text, c.wc, c.out, c.seen)],
    ['place.residence', residences],
    ['place.numbered-street', numberedStreets],
    ['place.military-address', militaryAddresses],
    ['place.travel', travels],
    ['place.people-origin', (c) => peopleOrigins(c.text, c.toks, c.wc, c.out, c.cues)],
    ['place.department', departments],
    ['place.care-at', carePlaces],
    ['place.named-service', namedServices],
    ['facility.named-practice', namedPractices],
    ['facility.narrative-practice', narrativePractices],
    ['org.service-provider', serviceProviders],
    ['facility.care-stay', careStays],
    ['facility.placement-referral', placementReferrals],
    ['facility.day-hospital', dayHospitals],
    ['facility.kind-initials', facilityInitials],
    ['facility.level-tier', levelHospitals],
    ['place.repeat', (c) => repeatedPlaces(c, from)],
  ];
  for (const [id, rule] of rules) byRule(out, id, () => rule(ctx));
}
