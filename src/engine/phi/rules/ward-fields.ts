// Wards named as a hospital names them (place.ward, with rules/note-places.ts's numbered wards): a British or Welsh
// discharge notification's "Ward:" field holds the ward's own name ("Ward: Kittiwake Ward", "Ward: Penmon
// (Orthogeriatrics)"), and an American nursing note sends the patient to a named unit by its floor before the unit's kind
// ("call out to Harbourside 6 step-down"). The numbered-ward rule reads a name no list knows before its number; these
// names are English words as often (birds, trees, benefactors' houses), so they are read only where the field label or
// the unit's kind says a ward is named: Title-case words that are no clinical, stop or service word ("Ward: Acute
// Medical Unit", "Ward: Cardiology", "Ward: 7B" name a department or a number, not a ward of its own).
import { push } from '../core/scan';
import { TIER } from '../core/tiers';
import type { WordClasses } from '../core/tokens';
import { allMatches } from '../core/all-matches';
import type { Candidate } from '../core/scan';
import { WordAnchor, type AnchorRuns } from '../core/word-anchors';
import { SERVICE_OR_MEASURE_HEADS } from '../vocab/clinical-words';
import { CLINIC_SERVICES } from '../vocab/place-words';
import { CALENDAR_WORDS_OR_SHORT } from '../vocab/calendar-words';

/** The field label and the ward's name: one to three Title-case words, "Ward" after them as its name's own word. */
const WARD_FIELD = /\b(?:Ward|WARD|ward)[ \t]*:[ \t]{0,3}(\p{Lu}\p{Ll}[\p{Ll}'’-]{1,20}(?:[ \t](?!Ward\b)\p{Lu}\p{Ll}[\p{Ll}'’-]{1,20}){0,2})(?=(?:[ \t]Ward\b)?(?:[ \t]{0,2}(?:\r?\n|$|[(,;.])|[ \t]{2,}))/gu;
/**
 * A ward named by its number in a "Ward:" or "Location:" field, as pharmacy, pathology and discharge forms print it:
 * "Ward: Medicine Ward 7B", "Ward: Harbour Ward 2", "Location: Ward 7A Gate 30", "Ward: Ward D6". The field and the
 * ward word with its number say a ward is named, whatever the words before it; a bare number or side ("Ward: 7B",
 * "Ward: 3 East", "Ward: Ward 5", "WARD: MW-4, BED 17") stays unread, as many writers leave it.
 */
const NUMBERED_WARD_FIELD = /\b(?:Ward|WARD|Location|LOCATION)[ \t]*:[ \t]{0,3}((?:\p{Lu}\p{Ll}{2,20}[ \t]){0,2}Ward[ \t](?:\d{1,2}[A-Z]?|[A-Z]\d{1,2})(?:[ \t](?:Gate|Level|Floor)[ \t]\d{1,2})?)(?=[ \t]{0,2}(?:\r?\n|$|[(,;])|[ \t]{2})/gu;
/**
 * A ward or a building named in a form's "Location:" or "Unit:" field, as transfusion-reaction, incident and exposure
 * reports print where the patient or the employee was (fix17b): a name and its floor with a wing ("Location: Quarrow 8
 * West, bed 14", "Location: Tamsin 5 Oncology, bed 2"), a name and its tower, pavilion or wing ("Unit: Main OR, Quarrow
 * Tower 3", "Unit: Quarrow Tower 6 Med-Surg"), or a pavilion, tower or wing by its letter ("Dept/Unit: Main OR, Pavilion
 * C"), after a department and a comma or not. Group 1 is the name with its floor, group 2 the name of a building with
 * its kind, group 3 a building by its letter; one service word may follow before the field ends.
 */
const UNIT_FIELD = /\b(?:Location|LOCATION|Unit|UNIT|Dept\/Unit|Ward|WARD)[ \t]*:[ \t]{0,3}(?:\p{Lu}[\p{L}-]{0,15}(?:[ \t]\p{Lu}[\p{L}-]{0,15}){0,2},[ \t]{1,2})?(?:(\p{Lu}\p{Ll}{2,15}[ \t](?:1\d|[1-9])[A-Za-z]?(?:[ \t](?:North|South|East|West))?)|(\p{Lu}\p{Ll}{2,15}[ \t](?:Tower|Pavilion|Building|Wing)(?:[ \t](?:1\d|[1-9]))?)|((?:Tower|Pavilion|Wing)[ \t][A-H]))(?=[ \t]{0,2}(?:[,;(]|\r?\n|$)|[ \t]{2}|[ \t]\p{Lu}[\p{L}-]{1,15}(?:[ \t]{0,2}(?:[,;(]|\r?\n|$)|[ \t]{2}))/gu;
/**
 * Words before a floor in a unit field that name a place inside any hospital, an ambulance or a street, not a ward of
 * its own ("Unit: Medic 14", "Location: Exam 3", "Location: Route 9").
 */
const NOT_UNIT_NAME = new Set([
  'room', 'bed', 'bay', 'pod', 'suite', 'station', 'gate', 'level', 'floor', 'unit', 'ward', 'exam', 'triage', 'resus',
  'trauma', 'clinic', 'office', 'lab', 'desk', 'chair', 'hall', 'lobby', 'area', 'zone', 'team', 'cubicle', 'booth',
  'holding', 'recovery', 'main', 'procedure', 'theatre', 'theater', 'medic', 'rescue', 'engine', 'ambulance', 'truck',
  'squad', 'ladder', 'car', 'rig', 'air', 'flight', 'life', 'route', 'highway', 'interstate', 'exit', 'mile', 'box',
  'building', 'tower', 'pavilion', 'wing', 'block', 'north', 'south', 'east', 'west', 'the', 'our',
]);
/**
 * The unit's kind, searched first: it is rarer than the prepositions before a unit's name. Tried only at the note's
 * runs of its words (word-anchors.ts): its own search tried five words at every position.
 */
const UNIT_KIND = new WordAnchor(/\b(?:step-?down|stepdown|SDU|tele(?:metry)?|unit)\b/g, 'step stepdown sdu tele telemetry unit');
/** A move's preposition, the unit's name and its floor, closing the slice before the unit's kind. */
const NAMED_UNIT_BEFORE = /\b(?:to|on|onto|from)[ \t]{1,2}(\p{Lu}\p{Ll}{3,20}[ \t]?\d{1,2})[ \t]{1,2}$/u;
/** Words a "Ward:" field holds that name a department, a side or a level, not a ward. */
const NOT_WARD_NAME = new Set(['unit', 'ward', 'medical', 'surgical', 'north', 'south', 'east', 'west', 'level', 'floor', 'bay', 'side', 'room', 'day', 'short', 'stay', 'assessment', 'admissions', 'discharge', 'lounge', 'general', 'main']);

export function wardFields(text: string, wc: WordClasses, out: Candidate[], seen: AnchorRuns): void {
  for (const m of allMatches(text, WARD_FIELD)) {
    const name = m[1]!;
    if (!names(name, wc)) continue;
    const start = m.index + m[0].length - name.length;
    // "Ward: Kittiwake Ward": the second "Ward" is the name's own.
    const own = /^[ \t]Ward\b/.exec(text.slice(start + name.length, start + name.length + 6));
    push(out, start, start + name.length + (own ? own[0].length : 0), 'LOCATION-OTHER', TIER.weakCue);
  }
  for (const m of allMatches(text, NUMBERED_WARD_FIELD)) {
    const name = m[1]!;
    if (name.toLowerCase().split(/[ \t]/).some((w) => wc.isStop(w))) continue;
    // "Ward: Ward 5" alone is a number, as a bare "Ward 7" is: a name, a letter or a gate makes it the hospital's own.
    if (/^Ward[ \t]\d{1,2}$/.test(name)) continue;
    const start = m.index + m[0].length - name.length;
    push(out, start, start + name.length, 'HOSPITAL', TIER.weakCue);
  }
  for (const m of allMatches(text, UNIT_FIELD)) {
    const group = m[1] !== undefined ? 1 : m[2] !== undefined ? 2 : 3;
    const unit = m[group]!;
    if (group !== 3) {
      const name = unit.slice(0, unit.search(/[ \t]/)).toLowerCase();
      // A month or a weekday, in full or short, is a date's word when a number follows ("Location: March 4").
      if (NOT_UNIT_NAME.has(name) || CALENDAR_WORDS_OR_SHORT.has(name) || wc.isStop(name)) continue;
      // A service or a clinical word names the hospital's unit only with its floor's wing ("Location: Oncology 5 South").
      const service = wc.isClinical(name) || wc.isClinicalShorthand(name) || SERVICE_OR_MEASURE_HEADS.has(name) || CLINIC_SERVICES.has(name);
      if (service && (group !== 1 || !/[ \t](?:North|South|East|West)$/.test(unit))) continue;
    }
    const start = m.index + m[0].length - unit.length;
    // The field and the floor with its wing anchor a unit whose name is a service ("Oncology 5 South"), as they anchor
    // "MICU 7 West" (rules/unit-floors.ts): the clinical guard must not drop it.
    push(out, start, start + unit.length, 'HOSPITAL', TIER.weakCue, group === 1 && /[ \t](?:North|South|East|West)$/.test(unit));
  }
  for (const k of UNIT_KIND.matchAll(text, seen)) {
    const from = Math.max(0, k.index - 40);
    const m = NAMED_UNIT_BEFORE.exec(text.slice(from, k.index));
    if (m === null) continue;
    const name = m[1]!;
    if (!names(name.replace(/[ \t]?\d+$/, ''), wc)) continue;
    const start = from + m.index + m[0].indexOf(name);
    push(out, start, start + name.length, 'LOCATION-OTHER', TIER.weakCue);
  }
}

/** Every word is a name's: no clinical, stop, service or department word. */
function names(name: string, wc: WordClasses): boolean {
  return name.toLowerCase().split(/[ \t]/).every((w) => !wc.isClinical(w) && !wc.isStop(w) && !SERVICE_OR_MEASURE_HEADS.has(w) && !NOT_WARD_NAME.has(w));
}
