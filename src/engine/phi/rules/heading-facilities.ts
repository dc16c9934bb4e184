// A note's first line that opens with its hospital's name, as ED notes, consultations and reports head themselves:
// "royal university hospital ed - saskatoon sk", "health sciences centre emerg - st. john's nl", "RIVER ROUGE
// MEDICAL CENTER RADIOLOGY", "X HOSPITAL EMERGENCY - Kamloops, BC", "HEALTH SCIENCES CENTRE WINNIPEG - GIM
// CONSULTATION". In lower case no capital marks the name, and in capitals the department that follows the facility
// word ("RADIOLOGY", "EMERGENCY") keeps the caps-line rule from closing the name there; the first line's place says
// it is the letterhead. Only that line is read, and only when a facility word is in it, so the cost is one short
// match a note. The name needs a word of its own before the facility word ("general hospital ed" names no one), but
// for "health sciences centre", an institution's whole name in several provinces.
// A practice's or a service's letterhead is read on the same line when its name closes on the kind of care it gives
// (a specialty, "Associates", "Imaging", "Surgery", "Services", "Health", "Regional") and the line says it is a
// letterhead: a firm's legal form after a comma ("X Rheumatology, PLLC", "X Kidney & Hypertension, PLLC"), a dash
// and the town or the document's kind ("X RADIOLOGY ASSOCIATES - Town, ST", "X REGIONAL — DISCHARGE SUMMARY"), "of"
// and its town ("X IMAGING OF TOWN"), or the line's end before an address line with a comma ("X Surgery\nTown,
// Shire PO1 2ST", "X Endocrine\nSuite 4, ...", "X Center\nPh 555-..."), or its town and state, its street's number
// or its phone after a comma, a column gap or a bar on the same line ("X RHEUMATOLOGY  Town, ST  F 555-...", "X
// Rheumatology Associates, Town, ST", "X CENTER | 1011 Y Ave | ..."). Its words are capitalised, and one of them must
// be neither a clinical, a stop nor a kind-of-care word ("Colorectal Surgery", "Department of Cardiology", "Community
// Health Services" name no one).
import { push, type Candidate } from '../core/scan';
import { TIER } from '../core/tiers';
import type { WordClasses } from '../core/tokens';
import { CLINIC_SERVICES, NOT_FACILITY_NAME } from '../vocab/place-words';

/** Facility words that may end a letterhead's name. */
const FACILITY = String.raw`(?:hospital|infirmary|(?:medical|health|health[ \t]sciences)[ \t](?:center|centre)|health[ \t]?care[ \t]cent(?:er|re))`;
/** The first line's opening: up to four name words and the facility word. */
const HEAD = new RegExp(String.raw`^[ \t]*((?:[\p{L}'’.&-]+[ \t]{1,2}){0,4}?${FACILITY})(?=[ \t]*(?:$|[-–—,|:(])|[ \t]{1,2}(?:ed|er|emerg|emergency|urgence|radiology|imaging|department|dept|consultation|consult|discharge)\b|(?:[ \t]{1,2}[\p{L}'.]+){1,2}[ \t]{1,2}[-–—|])`, 'iu');
/**
 * Words that say what kind of hospital it is, not whose: a name of these words alone is no one's. The note family's
 * words that are no facility's name, and the kinds of public hospital its list lacks.
 */
const GENERIC = new Set([
  ...NOT_FACILITY_NAME,
  'general', 'district', 'regional', 'university', 'memorial', "children's", "women's", 'main', 'public', 'base',
  'rural', 'referral', 'tertiary', 'central', 'veterans', 'military', 'field', 'cottage',
]);

/** The kind of care a practice's or a service's letterhead closes on. */
const PRACTICE_KIND = new Set([
  'rheumatology', 'radiology', 'imaging', 'cardiology', 'nephrology', 'urology', 'neurology', 'oncology', 'dermatology',
  'gastroenterology', 'orthopaedics', 'orthopedics', 'associates', 'specialists', 'surgery', 'surgeries', 'services', 'health',
  'regional', 'center', 'centre', 'clinic', 'practice', 'medicine', 'mri', 'endocrine', 'endocrinology', 'pulmonary',
  'pulmonology', 'sleep', 'rhythm', 'allergy', 'pediatrics', 'paediatrics', 'psychiatry', 'ophthalmology',
  // A dialysis unit, a recovery (addiction) centre, a care home's "Health & Rehab", a genetics service and a chain's
  // "Cancer Centers" head their forms and intakes the same way (fix16b).
  'dialysis', 'recovery', 'rehabilitation', 'rehab', 'genetics', 'centers', 'centres',
  // Hearing, infusion, wound and hyperbaric services, diagnostic labs and vascular practices head their reports and
  // letters the same way ("X Hearing & Balance", "X Rheumatology & Infusion", "X Sleep Diagnostics", fix17b).
  'audiology', 'hearing', 'balance', 'infusion', 'diagnostics', 'hyperbaric', 'vascular', 'otolaryngology', 'podiatry',
  'hematology', 'haematology', 'physiotherapy', 'optometry', 'vein', 'wellness',
]);
/** Up to nine capitalised name words, "&", "and" or "of" between them ("X Y Sound Wound Care & Hyperbaric Medicine"). */
const NAME = String.raw`(\p{Lu}[\p{L}'’.-]*(?:[ \t]{1,2}(?:\p{Lu}[\p{L}'’.-]*|&|and|of|OF)){0,8})`;
/** A firm's legal form after a comma, whatever the name's last word. */
const LEGAL_HEAD = new RegExp(String.raw`^[ \t]*${NAME},[ \t]{0,2}(?:PLLC|P\.?C\.?|LLC|P\.?A\.?|Inc\.?|INC\.?|LLP)[ \t]*$`, 'u');
/** The name, then a dash or a bar and more, or the line's end. */
const KIND_HEAD = new RegExp(String.raw`^[ \t]*${NAME}(?:([ \t]{1,2}[-–—|][ \t]{1,2}|[ \t]{1,2}\((?=\p{Ll}[ \t]))\S|[ \t]*$)`, 'u');
/**
 * The line after a letterhead's name: its street's number, or its street or town before a comma, or the hospital a
 * service sits in after "at" ("X Wound Care & Hyperbaric Medicine\nat Y Medical Center · 12 ...").
 */
const ADDRESS_NEXT = /^[ \t]*(?:\d|\p{Lu}[\p{L}'’.-]*(?:[ \t][\p{Lu}\d][\p{L}\d'’.-]*){0,3},|(?:Ph|Tel|Phone|Fax)\b\.?:?[ \t]*[\d(+]|at[ \t]\p{Lu}\p{Ll})/u;
/** A tagline between a letterhead's name and its address: a short line of words, no digit, colon or sentence stop. */
const TAGLINE = /^[ \t]*[\p{L}][\p{L}'’ \t&,-]{2,60}$/u;
/** A street's number and its first word: the address a tagline may stand above ("X Sleep Diagnostics\nAccredited ...\n12 Y Pkwy"). */
const STREET_NEXT = /^[ \t]*\d{1,5}[ \t]{1,2}\p{Lu}/u;
/** Where a letterhead's name ends on its own line before its address: a comma, a column gap or a bar. */
const NAME_END = /[ \t]*,[ \t]{1,2}|[ \t]{2,}|[ \t]*\|[ \t]*/;
/** What follows a letterhead's name on its line: a town and its state's or province's code, a street number, a phone. */
const PLACE_AFTER = /^(?:\p{Lu}[\p{L}'’.-]*(?:[ \t]\p{Lu}[\p{L}'’.-]*){0,2},?[ \t]{1,2}[A-Z]{2,3}(?![\p{L}])|\d{1,5}[ \t]+\p{Lu}|(?:Suite|Ste|Level|Unit)\.?[ \t]\d{1,4}[A-Z]?,|(?:Ph|Tel|Phone|Fax|F|T)\b\.?:?[ \t]*[\d(+])/u;
/** The name alone, as the head of a letterhead line. */
const NAME_ONLY = new RegExp(String.raw`^${NAME}$`, 'u');
/** Words that say what kind of care or body it is, not whose. */
const CARE_KINDS = new Set([
  ...GENERIC, ...PRACTICE_KIND, 'adult', 'child', 'children', 'paediatric', 'pediatric', 'public', 'primary', 'family',
  'occupational', 'allied', 'specialist', 'department', 'dept', 'division', 'unit', 'service', 'integrated', 'palliative',
  'sexual', 'student', 'employee', 'travel', 'emergency', 'national', 'diagnostic', 'and', '&', 'general', 'plastic', 'minor',
  'ambulatory', 'interventional', 'medicine', 'internal', 'trust', 'nhs', 'board', 'authority', 'team', 'clinic', 'practice',
  'medical', 'sports', 'nuclear', 'addiction', 'aviation', 'tropical', 'respiratory', 'pain', 'memory', 'wound', 'fracture',
  'diabetes', 'heart', 'eye', 'foot', 'spine', 'urgent', 'care', 'community', 'outpatient', 'inpatient', 'day', 'specialty',
  'speciality', 'research', 'teaching', 'open', 'hospital', 'county', 'city', 'state', 'university', 'laboratory', 'lab',
  'pathology', 'histopathology', 'clinical', 'cancer', 'kidney', 'renal', 'transplant', 'home', 'peritoneal', 'withdrawal',
  'management', 'substance', 'cardiac', 'stroke', 'physical', 'hemodialysis', 'haemodialysis', ...CLINIC_SERVICES,
]);

/** Words of an emergency or public service's name. */
const PUBLIC_SERVICE = new Set(['paramedic', 'paramedics', 'ambulance', 'fire', 'police', 'rescue', 'ems', 'sheriff', 'coroner']);

/** A practice's or a service's letterhead on the first line (see the head of this file). */
function practiceHead(text: string, wc: WordClasses, out: Candidate[], line: string, lineStart: number, lineEnd: number): void {
  const legal = LEGAL_HEAD.exec(line);
  const kind = legal === null ? KIND_HEAD.exec(line) : null;
  // "X RHEUMATOLOGY  Town, ST", "X Rheumatology Associates, Town, ST", "X CENTER | 1011 Y Ave | ...": the name before
  // its town, street or phone on its own line.
  const end = legal === null && kind === null ? NAME_END.exec(line) : null;
  const placed = end !== null && PLACE_AFTER.test(line.slice(end.index + end[0].length)) ? NAME_ONLY.exec(line.slice(0, end.index).trim()) : null;
  const m = legal ?? kind ?? placed;
  if (m === null) return;
  const name = m[1]!;
  const words = name.toLowerCase().split(/[ \t]+/);
  if (placed !== null && !PRACTICE_KIND.has(words[words.length - 1]!)) return;
  if (kind !== null) {
    // "X IMAGING OF TOWN": the kind, "of" and one town word close the name.
    const ofTown = words.length >= 4 && words[words.length - 2] === 'of' && PRACTICE_KIND.has(words[words.length - 3]!);
    if (!PRACTICE_KIND.has(words[words.length - 1]!) && !ofTown) return;
    // A kind closing its line needs an address line after it, or its town after "of".
    if (kind[2] === undefined && !ofTown) {
      if (lineEnd < 0) return;
      const nextEnd = text.indexOf('\n', lineEnd + 1);
      const next = text.slice(lineEnd + 1, nextEnd < 0 ? Math.min(text.length, lineEnd + 201) : Math.min(nextEnd, lineEnd + 201));
      if (!ADDRESS_NEXT.test(next)) {
        // A tagline, then the street's number on the line after it.
        if (nextEnd < 0 || !TAGLINE.test(next)) return;
        if (!STREET_NEXT.test(text.slice(nextEnd + 1, nextEnd + 16))) return;
      }
    }
  }
  if (words.some((w) => w !== '&' && w !== 'and' && w !== 'of' && wc.isStop(w))) return;
  // An ambulance, fire or police service heading its run sheet is a public body (org.public-body), no facility.
  if (words.some((w) => PUBLIC_SERVICE.has(w))) return;
  if (!words.some((w) => !CARE_KINDS.has(w) && w !== 'of' && !wc.isClinical(w) && !wc.isClinicalShorthand(w) && !wc.isStop(w))) return;
  const at = lineStart + line.indexOf(name);
  push(out, at, at + name.length, 'HOSPITAL', TIER.facilitySuffix);
}

export function detectHeadingFacilities(text: string, wc: WordClasses, out: Candidate[]): void {
  const start = text.search(/\S/);
  if (start < 0) return;
  const lineStart = text.lastIndexOf('\n', start) + 1;
  const lineEnd = text.indexOf('\n', start);
  const line = text.slice(lineStart, lineEnd < 0 ? Math.min(text.length, lineStart + 200) : Math.min(lineEnd, lineStart + 200));
  const m = HEAD.exec(line);
  if (m === null) {
    practiceHead(text, wc, out, line, lineStart, lineEnd);
    return;
  }
  const name = m[1]!;
  const words = name.toLowerCase().split(/[ \t]+/);
  const facilityAt = words.findIndex((w) => /^(?:hospital|infirmary|medical|health)$/.test(w));
  const own = words.slice(0, facilityAt);
  if (!/^health[ \t]sciences[ \t]cent/i.test(name)) {
    if (own.length === 0 || own.every((w) => GENERIC.has(w))) return;
    if (own.some((w) => wc.isStop(w) || wc.isClinical(w) || wc.isClinicalShorthand(w))) return;
  }
  const at = lineStart + m.index + m[0].length - name.length;
  push(out, at, at + name.length, 'HOSPITAL', TIER.facilitySuffix);
}
