// A medical practice named in lower case after a place cue, as nursing and home-care notes write it: "f/u at
// larkfield family medicine", "pcp is w/ riverside pediatrics", "records from quillby medical group". In mixed case the
// capitalised family reads "Larkfield Family Medicine" by its suffix, and in capitals the note family's shouted-
// organisation rule does; in lower case neither had a capital to start from. The practice's kind closes the name; the
// words before it must name, not describe whom or what it serves ("general pediatrics", "adult internal medicine").
// Imaging centres, therapy clinics and specialist practices ("at quillan imaging", hosp41) and a practice after a
// clinician's comma ("dr li wei, westbrook family medicine") need name words no English list holds, unless the
// practice's own address follows its comma (a house number and a street word, or a town the gazetteers hold): the
// sender's line of a referral typed in lower case ("from: dr owen roe, cedar hollow family practice, 19 mill st",
// "dr ben roe, church street surgery, kidderminster", "summit orthopedics, sioux falls"), where English name words are
// the rule, not the exception. A UK GP practice is a "surgery", which names an operation or a department as often
// ("plastic surgery", "day surgery"): it is a service kind, so its name words must name or its address follow.
import { push } from '../core/scan';
import { blanksBetween, gap } from '../core/tokens';
import { TIER } from '../core/tiers';
import { NOT_FACILITY_NAME } from '../vocab/place-words';
import type { FacilityCtx } from './note-facilities';
import { STREET_WORD } from './numberless-streets';
import { facilityKindCue, SERVED_WORDS } from './note-facilities';

/** Kinds that name a department too: the words before them must name (a surname no English list holds, or no list's word). */
const SERVICE_KINDS: ReadonlySet<string> = new Set([
  'imaging', 'radiology', 'diagnostics', 'therapy', 'cardiology', 'dermatology', 'urology', 'orthopedics', 'orthopaedics',
  'gastroenterology', 'podiatry', 'physiotherapy', 'audiology', 'optometry', 'surgery',
]);
/** The last word of a practice's kind, and the word it needs before it ('' when it stands alone). */
const PRACTICE_KINDS: ReadonlyMap<string, readonly string[]> = new Map([
  ['medicine', ['family', 'internal']],
  ['practice', ['family', 'medical']],
  ['physicians', ['family']],
  ['group', ['medical']],
  ['associates', ['medical']],
  ['pediatrics', ['']],
  ['paediatrics', ['']],
  // Imaging centres, therapy clinics and specialist practices ("at quillan imaging", "at ridgeley physical therapy"):
  // these kinds name a department as often ("seen in cardiology", "nuclear imaging"), so their name must be stricter.
  ...[...SERVICE_KINDS].map((k): [string, readonly string[]] => [k, k === 'therapy' ? ['physical'] : ['']]),
]);
const KIND_CUE = facilityKindCue(PRACTICE_KINDS.keys());
/** The cue before the name: where someone is seen, followed, registered or referred. */
const PLACE_CUES = new Set(['at', 'from', 'with', 'w', 'to', 'by', 'via', 'thru', 'through']);
const DETERMINERS = new Set(['the', 'his', 'her', 'their', 'our', 'your', 'my']);
/** Words that describe a practice's kind or patients: "general pediatrics", "adult medicine", "primary care". */
const DESCRIBING = new Set(['general', 'adult', 'adolescent', 'primary', 'outpatient', 'inpatient', 'hospital', 'academic', 'developmental', 'community', 'local', 'private', 'group', 'solo']);

export function lowerCasePractices(ctx: FacilityCtx): void {
  const { toks, wc, text, cues } = ctx;
  for (let i = 2; i < toks.length; i++) {
    if ((cues[i]! & KIND_CUE) === 0) continue;
    const kinds = PRACTICE_KINDS.get(toks[i]!.low);
    if (kinds === undefined) continue;
    // Lower case only: a capital is the suffix rules' evidence.
    const c0 = text.charCodeAt(toks[i]!.s);
    if (c0 < 97 || c0 > 122) continue;
    let head = i;
    if (kinds[0] !== '') {
      if (!kinds.includes(toks[i - 1]!.low) || !blanksBetween(ctx, i - 1, i, 1)) continue;
      head = i - 1;
    }
    let first = head;
    let describes = false;
    for (let k = head - 1; k >= 1 && k >= head - 3; k--) {
      const w = toks[k]!.low;
      // A cue, an article or a possessive ends the name ("at the riverside pediatrics", "with her x family practice").
      if (!blanksBetween(ctx, k, k + 1, 1) || text.charCodeAt(toks[k]!.s) < 97 || PLACE_CUES.has(w) || wc.isStop(w) || NOT_FACILITY_NAME.has(w)) break;
      describes ||= w.length < 3 || wc.isClinical(w) || SERVED_WORDS.has(w) || DESCRIBING.has(w);
      first = k;
    }
    if (first === head || describes) continue;
    const before = toks[first - 1]!.low;
    // "pcp: dr li wei, westbrook family medicine": a comma after a clinician's name stands for the cue, where the name
    // words name (as a service kind's must).
    const comma = /^,[ \t]{1,2}$/.test(gap(ctx, first - 1, first));
    const cued = PLACE_CUES.has(before) || (DETERMINERS.has(before) && first > 1 && PLACE_CUES.has(toks[first - 2]!.low)) || comma;
    if (!cued) continue;
    if ((comma || SERVICE_KINDS.has(toks[i]!.low)) && !toks.slice(first, head).every((t) => naming(ctx, t.low)) && !addressAfter(ctx, toks[i]!.e)) continue;
    push(ctx.out, toks[first]!.s, toks[i]!.e, 'HOSPITAL', TIER.placeWord);
  }
}

/** A word that names a practice where its kind names a department too: a surname no English list holds, or no list's word. */
function naming(ctx: FacilityCtx, low: string): boolean {
  if (ctx.wc.isClinicalShorthand(low) || ctx.wc.isShorthand(low)) return false;
  const ev = ctx.wc.nameEvidence(low);
  return ev.unknown || ev.knownNotEnglish;
}

/** After a practice's kind, a comma and its address: a house number and up to three words ending in a street word. */
const STREET_AFTER = new RegExp(String.raw`^,[ \t]{1,2}\d{1,5}[a-z]?,?[ \t]{1,2}(?:[a-z][a-z'’-]{1,20}[ \t]{1,2}){1,3}${STREET_WORD}(?![\p{L}])`, 'iu');
/** Or a comma and a town of one to three lower-case words, closing the line, the bracket or the list item. */
const TOWN_AFTER = /^,[ \t]{1,2}([a-z][a-z'’-]{2,20}(?:[ \t][a-z][a-z'’-]{2,20}){0,2})(?=[ \t]{0,2}(?:\r?\n|$|[,;)]))/;

/** Whether the practice's address follows it at `end` (the kind's last letter): a street, or a town the gazetteers hold. */
function addressAfter(ctx: FacilityCtx, end: number): boolean {
  const after = ctx.text.slice(end, end + 100);
  if (STREET_AFTER.test(after)) return true;
  const town = TOWN_AFTER.exec(after);
  return town !== null && ctx.wc.dicts.cities.has(town[1]!);
}
