// person.arrival-opening: the patient named where a nursing or therapy note's story opens, a slot no list is needed for:
// two name words before a verb of arriving ("Tam Zorbek arrived in the unit at 2300", "npn: tam zorbek admitted from the
// ED"), or "pt"/"patient" and the name before the age or the patient's state ("PT ZORBEKA 74 YO F", "pt ann is 63 yo
// f", "PT ZORBEKA REMAINS ON VENT"). Apart from staff-slots.ts because these slots name the patient, not staff; its slot
// table still runs them, in its order.
import { TIER } from '../core/tiers';
import { blanksBetween } from '../core/tokens';
import { tokenCue } from '../core/token-cues';
import { allCapsLine, CREDENTIALS, type Ctx, emit, isCapsWord, KIN } from './note-people-context';
import { ROLE_WORDS, slotName } from './slot-name';

/** Verbs of arriving that open a nursing note's story after the patient's name. */
const ARRIVAL = new Set(['arrived', 'admitted', 'transferred', 'presented', 'returned', 'came']);

/** The verbs of arriving as a cue bit (core/token-cues.ts). */
const ARRIVAL_CUE = tokenCue(ARRIVAL);

/** "Tam Zorbek arrived in the unit", "npn: Tam Zorbek admitted from the ED": two name words open the story. */
export function arrivalOpening(ctx: Ctx): void {
  const { toks, text, cues } = ctx;
  for (let i = 0; i + 2 < toks.length; i++) {
    if ((cues[i + 2]! & ARRIVAL_CUE) === 0 || !blanksBetween(ctx, i + 1, i + 2) || !blanksBetween(ctx, i, i + 1)) continue;
    const a = toks[i]!;
    const b = toks[i + 1]!;
    // Both written as names (Title case among lower-case words), the first opening the note or its clause; in a note
    // without capitals to compare ("npn: tamel busquay arrived"), two words no English list holds.
    const titled = a.cap && b.cap && !isCapsWord(ctx, i) && !isCapsWord(ctx, i + 1) && !allCapsLine(ctx, a);
    const sameCase = isCapsWord(ctx, i) === isCapsWord(ctx, i + 1) && a.cap === b.cap;
    if (!titled && !sameCase) continue;
    if (!/(?:^|[\n.:;-])[ \t]{0,3}$/.test(text.slice(Math.max(0, a.s - 4), a.s))) continue;
    if (!slotName(ctx, i) || !slotName(ctx, i + 1)) continue;
    const ea = ctx.wc.nameEvidence(a.low);
    const eb = ctx.wc.nameEvidence(b.low);
    if (titled ? !ea.notEnglishName && !eb.notEnglishName : !ea.notEnglishName || !eb.notEnglishName) continue;
    emit(ctx, i, i + 1, 'PATIENT', TIER.cueUnknownWord, true);
  }
  patientOpening(ctx);
}

/** An age after the patient's name: " 74 YO", ", 31,", " is 63 yo", " is a 58 y/o". */
const AGE_AFTER_NAME = /^(?:[ \t]{1,2}is(?:[ \t]{1,2}an?)?|[ \t]{0,2},)?[ \t]{1,2}\d{1,3}(?:[ \t]{0,2}(?:yo\b|y\/o\b|y\.o\.|-?year|yr)|,)/i;
/**
 * What the patient still is when a nursing or therapy note's story opens on the name: "PT ZORBEK REMAINS ON VENT". Not
 * an arrival: "PT ROE ARRIVED" may be the physical therapist.
 */
const STATE_AFTER_NAME: ReadonlySet<string> = new Set(['remains', 'remained', 'continues', 'continued']);

/**
 * "PT ZORBEKA 74 YO F S/P AVR", "pt ann is 63 yo f", "PT ZORBEKA REMAINS ON VENT" (fix18a): "pt" or "patient" opening a
 * note's story (its line, or after a heading's colon or a sentence), one or two name words, then the age or a verb of
 * the patient's state. A given name, or a word that reads as a name in its slot; a given name the lists
 * also hold as shorthand only before the age. "PT REMAINS ON VENT", "pt npo 63" are not.
 */
function patientOpening(ctx: Ctx): void {
  const { toks, text, wc } = ctx;
  for (let i = 0; i + 2 < toks.length; i++) {
    const cue = toks[i]!.low;
    if ((cue !== 'pt' && cue !== 'patient') || !blanksBetween(ctx, i, i + 1)) continue;
    if (!/(?:^|[\n.:;])[ \t]{0,3}$/.test(text.slice(Math.max(0, toks[i]!.s - 4), toks[i]!.s))) continue;
    const name = (k: number, aged: boolean): boolean => {
      const low = toks[k]!.low;
      if (low.length < 3 || wc.isStop(low) || KIN.has(low) || CREDENTIALS.has(low) || ROLE_WORDS.has(low)) return false;
      if (wc.isGiven(low) && (aged || !wc.isClinical(low))) return true;
      return slotName(ctx, k);
    };
    for (let last = i + 1; last <= i + 2 && last + 1 < toks.length; last++) {
      if (last > i + 1 && !blanksBetween(ctx, last - 1, last)) break;
      const aged = AGE_AFTER_NAME.test(text.slice(toks[last]!.e, toks[last]!.e + 24));
      const state = !aged && blanksBetween(ctx, last, last + 1) && STATE_AFTER_NAME.has(toks[last + 1]!.low);
      if (!aged && !state) continue;
      let ok = true;
      for (let k = i + 1; k <= last; k++) if (!name(k, aged)) ok = false;
      if (ok) emit(ctx, i + 1, last, 'PATIENT', TIER.cueUnknownWord, true);
      break;
    }
  }
}
