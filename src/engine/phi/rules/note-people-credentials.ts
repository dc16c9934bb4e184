// person.credential of the note-people family (note-people.ts runs it): name words right before a credential, in
// any letter case ("Jane Roe, RN", "ROBERT V. SMITH, RRT", "q. lander rrt"), and the words that say a credential-
// shaped word is something else (a street's "Rd", the pulmonary artery's "PA", a state's code after a city).
import { blanksBetween } from '../core/tokens';
import { TIER } from '../core/tiers';
import { tokenCue } from '../core/token-cues';
import { stateCodeBeforeZip, STATE_ABBREVIATIONS } from '../vocab/gazetteers';
import { STREET_WORDS as STREET_WORD_SET } from '../vocab/place-words';
import { CREDENTIALS, type Ctx, emit, gap, isInitial, isLowerWord, nameGap } from './note-people-context';

/** The credentials, as a cue bit of each token (core/token-cues.ts). */
const CREDENTIAL_CUE = tokenCue(CREDENTIALS);

/** "Jane Roe, RN", "ROBERT V. SMITH, RRT", "q. lander rrt": name words right before a credential. */
export function credentials(ctx: Ctx): void {
  const { toks, wc, text, cues } = ctx;
  for (let i = 1; i < toks.length; i++) {
    if ((cues[i]! & CREDENTIAL_CUE) === 0) continue;
    const low = toks[i]!.low;
    // A lower-case credential counts only at the end of its line or before punctuation ("patty h rn").
    // Blanks a writer left at the end of the line count as its end ("poverk kraive rrt  \n").
    const after = text.slice(toks[i]!.e, toks[i]!.e + 8).replace(/^[ \t]{1,6}(?=\r?\n|$)/, '');
    const lowerCredential = text.slice(toks[i]!.s, toks[i]!.e) === low;
    if (!/^(?:,?[ \t]{0,3}|[ \t]*,[ \t]*)$/.test(gap(ctx, i - 1, i))) continue;
    // "R FEM PA LINE", "RIJ PA 35/22": a pulmonary artery catheter or pressure, not a physician assistant.
    if (low === 'pa' && PA_CATHETER_AFTER.test(text.slice(toks[i]!.e, toks[i]!.e + 16))) continue;
    // "Falls Pointe Rd": a credential in title case that is also a street word, with no comma, ends a street.
    const written = text.slice(toks[i]!.s, toks[i]!.e);
    if (STREET_WORD_SET.has(low) && written !== written.toUpperCase() && !lowerCredential && !gap(ctx, i - 1, i).includes(',')) continue;
    let first = i;
    let words = 0;
    for (let k = i - 1; k >= 0 && k >= i - 4; k--) {
      const g = gap(ctx, k, k + 1);
      if (k === i - 1 ? !/^(?:,?[ \t]{0,3}|[ \t]*,[ \t]*|\.[ \t]*)$/.test(g) : !nameGap(g)) break;
      const t = toks[k]!;
      const initial = isInitial(ctx, k);
      const ev = wc.nameEvidence(t.low);
      const afterInitial = k > 0 && isInitial(ctx, k - 1);
      // The second half of a double-barrelled surname may be any word ("QUILLON-MARSH RN", "Vale-Stone").
      const barrelled = k > 0 && gap(ctx, k - 1, k) === '-' && wc.nameEvidence(toks[k - 1]!.low).notEnglishName && !wc.isStop(t.low) && !wc.isClinical(t.low);
      if (!initial && !ev.nameLike && !barrelled) break;
      // "RIJ PA line PA 35/22": a lower-case word in a line that has capitals is not written as a name.
      if (!initial && ev.english && isLowerWord(ctx, k)) break;
      // An English word before a credential is a surname only right after an initial or a given name, or as the second
      // half of a double-barrelled surname.
      if (!initial && ev.english && !t.cap && !wc.isGiven(t.low) && !afterInitial && !barrelled && !(k > 0 && wc.isGiven(toks[k - 1]!.low))) break;
      first = k;
      if (!initial) words++;
    }
    if (words === 0) continue;
    // "1187 pon pon rd": a house number before the words makes a street's word of a credential-shaped "rd" or "st".
    if (STREET_WORD_SET.has(low) && HOUSE_NUMBER_BEFORE.test(text.slice(Math.max(0, toks[first]!.s - 10), toks[first]!.s))) continue;
    // "a farm on quinby rd", "LIVES OFF OLD MILL RD": a preposition of place before the words makes them a road's (fix23b).
    if (STREET_WORD_SET.has(low) && ON_ROAD_BEFORE.test(text.slice(Math.max(0, toks[first]!.s - 16), toks[first]!.s))) continue;
    // "Johns Hopkins Hospital in Baltimore, MD": a city we know and its state's code, not Dr. Baltimore.
    if (gap(ctx, i - 1, i).includes(',') && STATE_ABBREVIATIONS.has(low.toUpperCase()) && wc.dicts.cities.has(text.slice(toks[first]!.s, toks[i - 1]!.e).toLowerCase())) continue;
    // "lives in quarnby pa, 555-...", "FROM X REGIONAL IN QUARNBY MD VIA ...", "Quarnby, MD 21502": a town and its state's
    // code after "in" or "near", or before a ZIP code, not a clinician (fix19c).
    if ((STATE_ABBREVIATIONS.has(low.toUpperCase()) && PLACE_BEFORE_TOWN.test(text.slice(Math.max(0, toks[first]!.s - 7), toks[first]!.s))) || stateCodeBeforeZip(text, toks[i]!.e, low)) continue;
    // A lower-case credential ("patty roe rn") needs a given name and a surname, or the end of its line.
    // Or a surname no English list holds, of four letters or more, and a verb of being told after the credential
    // ("lanyon md aware", "quell np paged"): "charge rn aware", "micu np aware" name no one.
    const toldAfter = words === 1 && i + 1 < toks.length && TOLD_AFTER.has(toks[i + 1]!.low) && blanksBetween(ctx, i, i + 1) &&
      toks[i - 1]!.low.length >= 4 && wc.nameEvidence(toks[i - 1]!.low).notEnglishName;
    // Or a comma straight before it after two names no English list holds ("daski stobeas,md"): a signature's shape.
    const commaSigned = words >= 2 && gap(ctx, i - 1, i) === ',' && toks.slice(first, i).every((t, n) => isInitial(ctx, first + n) || wc.nameEvidence(t.low).notEnglishName);
    // Or a second credential after it, as a signature lists them ("s. roe md ccfp(em)": fixE, eleventh round).
    const moreCredentials = i + 1 < toks.length && (cues[i + 1]! & CREDENTIAL_CUE) !== 0 && blanksBetween(ctx, i, i + 1);
    if (lowerCredential && !/^(?:$|[\r\n,.;/)])/.test(after) && (words < 2 || !wc.isGiven(toks[first]!.low)) && !toldAfter && !commaSigned && !moreCredentials) continue;
    emit(ctx, first, i - 1, 'DOCTOR', TIER.credentialAfterName, true, true);
  }
}

/** "in" or "near" right before a town's words, in any letter case. */
const PLACE_BEFORE_TOWN = /(?:^|[^\p{L}])(?:in|near|IN|NEAR|In|Near)[ \t]{1,2}$/u;

/** "on", "off" or "along" right before a road's name (a compass or "old" word between), in any letter case. */
const ON_ROAD_BEFORE = /(?:^|[^\p{L}])(?:on|off|along)[ \t]{1,2}(?:(?:old|north|south|east|west|upper|lower|[nsew])\.?[ \t]{1,2})?$/iu;

/** A house number right before a street's name: digits after no word character, a letter allowed ("12b"). */
const HOUSE_NUMBER_BEFORE = /(?:^|[^\p{L}\d])\d{1,6}[A-Za-z]?[ \t]{1,2}$/u;

/** What follows "PA" when it is the pulmonary artery: its catheter, its port, its pressures. */
const PA_CATHETER_AFTER = /^[ \t]{1,2}(?:line|cath|catheter|port|pressures?|pressure|sys|systolic|dia|diastolic|mean|tracing|wedge|\d{1,3}\/\d)/i;

/** Verbs of being told or called after a name and its credential: "lanyon md aware". */
const TOLD_AFTER = new Set(['aware', 'notified', 'paged', 'updated', 'informed', 'called']);
