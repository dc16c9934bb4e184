// A demographic row: the patient's name field followed, on its own line, by the next identifying field, as the
// headers of discharge summaries, radiology and lab reports, clinic letters and ED records print it ("NAME: SMITH,
// JOHN A     DOB: 07/19/1958     MRN: ...", "Patient: Baker, James | UR 0044712"). person.patient-label
// (staff-slots.ts) takes a field's words only where each is a name no English list holds, since "Patient: alert and
// oriented" must stay clean; here the identifying field after a column gap is the second piece of evidence, so a
// surname or given name that is also an English word (Smith, Baker, Rose, Dewberry) stands. Such rows are often typed
// in capitals, where a capital says nothing. One bounded walk of at most five words per label token.
import { TIER } from '../core/tiers';
import { tokenCue } from '../core/token-cues';
import { blanksBetween } from '../core/tokens';
import { lowerSet, PATIENT_LABELS } from '../vocab/people-words';
import { type Ctx, emit, gap, isInitial, nameGap } from './note-people-context';

/** The same words, so the same cue bit, as person.patient-label's. */
const PATIENT_LABEL = tokenCue(lowerSet(PATIENT_LABELS));
/** Labels that open a field naming the patient: "Name:", "Patient:", "Pt name:", "Re:", "Surname:". */
const OPENS_NAME = new Set(['name', 'patient', 'pt', 're', 'surname', 'client']);
/**
 * The identifying field that follows the name on its line, after a column gap, a bar or a semicolon: its label and
 * then a colon, a hash or the value's first digit ("DOB: ...", "ACCT#: ...", "UR 0044712", "Age 45").
 */
const NEXT_FIELD =
  /^(?:[ \t]*\t[ \t]*|[ \t]{3,}|[ \t]*[|;][ \t]*)(?:d\.?o\.?b|date of birth|birth ?date|mrn|mr|hrn|urn?|uhid|nhs(?: no| number)?|chi|ohip|hcn|phn|medicare(?: no)?|acct|account|age|sex|gender|dos|admitted|adm|room|bed|ward|hosp(?:ital)? no|fin|csn|encounter|visit|ip no|op no|reg(?:istration)? no|cr no|id|hospital number)\.?[ \t]*(?:[:#]|no\b|number\b|\d)/i;

export function demographicRows(ctx: Ctx): void {
  const { toks, text, wc, cues } = ctx;
  for (let i = 0; i + 1 < toks.length; i++) {
    if ((cues[i]! & PATIENT_LABEL) === 0 || !OPENS_NAME.has(toks[i]!.low) || !/^[ \t]{0,2}:[ \t]{1,3}$/.test(gap(ctx, i, i + 1))) continue;
    // The label opens its line or a column ("PATIENT NAME:", "Pt Name:" count their first word).
    let first = i;
    while (first > 0 && first > i - 2 && blanksBetween(ctx, first - 1, first, 1)) first--;
    if (!/(?:^|\n|[ \t]{2}|\t)[ \t]{0,3}$/.test(text.slice(Math.max(0, toks[first]!.s - 4), toks[first]!.s))) continue;
    let last = -1;
    let words = 0;
    let comma = false;
    for (let k = i + 1; k < toks.length && k <= i + 5; k++) {
      if (k > i + 1) {
        const g = gap(ctx, k - 1, k);
        const commaGap: boolean = !comma && /^,[ \t]{1,2}$/.test(g);
        if (!nameGap(g) && !commaGap) break;
        comma ||= commaGap;
      }
      const t = toks[k]!;
      if (isInitial(ctx, k) || (t.e - t.s === 1 && words > 0)) {
        last = k;
        continue;
      }
      // A name list's word or one no list holds; an English-only, stop or clinical word ends the walk ("NAME: NOT KNOWN").
      if (t.low.length < 2 || wc.isClinical(t.low) || wc.isStop(t.low) || !wc.nameEvidence(t.low).nameLike) break;
      last = k;
      words++;
    }
    if (words === 0 || !NEXT_FIELD.test(text.slice(toks[last]!.e, toks[last]!.e + 40))) continue;
    // Not learnt for the repeat pass: an English surname said again ("Baker's cyst") is no name.
    emit(ctx, i + 1, last, 'PATIENT', TIER.headerField, false);
  }
}
