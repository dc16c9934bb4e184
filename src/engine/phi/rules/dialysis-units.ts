// An outpatient dialysis unit named by its place and its kind (facility.suffix widened, fix23a): "X Y Dialysis", "X Kidney
// Care", "X Renal Center" (vocab/facility-suffixes.ts DIALYSIS_KINDS), as a nephrology note, a cross-cover note or a
// dialysis record names where a patient has haemodialysis ("HD MWF at X Y Dialysis in Town", "outpatient unit (X Y
// Dialysis)"). The same words name the treatment in a problem list or a plan's heading ("Acute Kidney Injury Requiring
// Dialysis", "Hyperkalemia Needing Emergent Dialysis", "On Peritoneal Dialysis"), so the name before the kind is one to three
// capitalised words, none a clinical word, a word of dialysis's modality, schedule or setting, or a verb's "-ing" or "-ed" form.
import { DIALYSIS_KINDS } from '../vocab/facility-suffixes';
import { CLINICAL_WORDS } from '../vocab/clinical-words';

/** The words that describe dialysis as a treatment: its modality, its schedule, its setting and its urgency. */
const DIALYSIS_MODES: ReadonlySet<string> = new Set(
  ('peritoneal hemo haemo home nocturnal acute chronic emergent emergency urgent continuous intermittent maintenance outpatient inpatient ' +
    'sustained slow daily routine scheduled extended prolonged standard conventional incremental assisted automated manual renal kidney ' +
    'hospital unit bedside trial temporary long-term short-term regular thrice weekly further more ongoing missed started').split(' '),
);
export const DIALYSIS_HEADS: ReadonlySet<string> = new Set(DIALYSIS_KINDS.map((k) => k.toLowerCase()));

/** Whether `name` (the words before a dialysis unit's kind) can name the unit. */
export function dialysisUnitName(name: string, lexicon: ReadonlySet<string>): boolean {
  const words = name.trim().split(/[ \t-]+/).filter((w) => w.length > 0);
  if (words.length === 0 || words.length > 3) return false;
  return words.every((w) => {
    const low = w.toLowerCase();
    return /^\p{Lu}/u.test(w) && !/(?:ing|ed)$/.test(low) && !CLINICAL_WORDS.has(low) && !lexicon.has(low) && !DIALYSIS_MODES.has(low);
  });
}
