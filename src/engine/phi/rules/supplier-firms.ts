// org.supplier: the firms a discharge plan, a hospice referral or an appeal names for what leaves the hospital with the
// patient, closed by the kind of supply they sell: home oxygen and equipment ("HOME O2 THRU X Y MED SUPPLY", "Home O2
// 2 L: X Respiratory Supply", "DME: X Medical Supply") and specialty drugs ("to be dispensed by X State Specialty Rx",
// "X Rx Clinical Appeals"). place.facility-word reads "X Medical" as a facility and stops before "Supply"; the whole
// name is a firm. The words before the kind must name: one at least no generic word of a hospital's own store or a
// service ("Central Supply", "Home Medical Supply", "Sterile Supplies"), no stop or clinical word; a bare "Rx" closes
// a firm's name only after a word no English or clinical list holds ("Quarnex Rx", not "Discharge Rx", "New Rx").
// The firm's kind may be a trade's supply as well ("X Marine Supply", "X Plumbing Supply", "X AIRWAY SUPPLY"), and in a
// line of small letters the firm is read after its cue, a supply's or an owner's ("home bipap thru x medical supply of
// town", "o2 via x y airway supply", "pt owns x y marine supply") (fix19b).
import { push, type Candidate } from '../core/scan';
import { TIER } from '../core/tiers';
import type { WordClasses } from '../core/tokens';

/**
 * The supplies a firm's name closes on, in small letters: KIND takes each in Title case or capitals, LOWER in small
 * letters, from this one list.
 */
const SUPPLY_KINDS: readonly string[] = [
  'medical', 'med', 'respiratory', 'oxygen', 'surgical', 'mobility', 'diabetic', 'infusion', 'home medical', 'airway', 'marine', 'plumbing',
  'electrical', 'lumber', 'building', 'farm', 'feed',
];
/** A kind as pattern text: its words one blank or tab apart. */
const kindPattern = (kind: string): string => kind.replace(/ /g, String.raw`[ \t]`);
/** The supply kinds, Title case or capitals, a bare "Rx" last (its own group). */
const KIND = new RegExp(
  String.raw`(?<![\p{L}])((?:\p{Lu}[\p{L}'’&-]*[ \t]){1,4})(?:((?:${SUPPLY_KINDS.flatMap((k) => [k.replace(/\b[a-z]/g, (c) => c.toUpperCase()), k.toUpperCase()]).map(kindPattern).join('|')})[ \t](?:Supply|Supplies|SUPPLY|SUPPLIES)|(?:Specialty|SPECIALTY)[ \t](?:Rx|RX|Pharmacy|PHARMACY))|(Rx))(?![\p{L}\d])`,
  'gu',
);
const GATE = /Suppl|SUPPL|suppl|Rx|RX/;
/** In small letters: a supply's or an owner's cue, one to three name words, the kind and "supply" (fix19b). */
const LOWER = new RegExp(
  String.raw`(?<![\p{L}])(?:thru|through|via|from|by|owns|owned|runs)[ \t]{1,2}((?:[a-z][a-z'’&-]*[ \t]){1,3})((?:${SUPPLY_KINDS.map(kindPattern).join('|')})[ \t](?:supply|supplies))(?![\p{L}\d])`,
  'gu',
);
/** Words of a hospital's own store, a service or a kind, which name no firm alone. */
const GENERIC = new Set([
  'home', 'medical', 'central', 'sterile', 'the', 'durable', 'local', 'hospital', 'general', 'office', 'our', 'your', 'his', 'her', 'their',
  'new', 'main', 'dme', 'equipment', 'and', '&', 'of', 'via', 'thru', 'through', 'from', 'by', 'with', 'at', 'o2', 'oxygen', 'home-health',
  'discharge', 'outpatient', 'inpatient', 'retail', 'mail', 'order', 'mail-order', 'specialty', 'pharmacy', 'state', 'county', 'city',
]);
/** The cues a supply firm is named after ("HOME O2 THRU X", "DME: X"): the name starts after them. */
const CUES: ReadonlySet<string> = new Set(['via', 'thru', 'through', 'dme', 'o2']);

export function detectSupplierFirms(text: string, wc: WordClasses, out: Candidate[]): void {
  if (!wc.hasDictionaries || !GATE.test(text)) return;
  for (const m of text.matchAll(KIND)) {
    const words = m[1]!.trimEnd().split(/[ \t]/);
    // The name starts after the last word that cannot be in one: a stop word, a cue, a clinical word.
    let first = 0;
    for (let k = 0; k < words.length; k++) {
      const low = words[k]!.toLowerCase();
      if (wc.isStop(low) || wc.isClinical(low) || CUES.has(low)) first = k + 1;
    }
    const kept = words.slice(first);
    if (kept.length === 0) continue;
    const lows = kept.map((w) => w.toLowerCase());
    // The greedy name takes "Specialty" before a bare "Rx": it is the kind's word then.
    if (m[3] !== undefined && lows.at(-1) !== 'specialty') {
      // A bare "Rx": the word before it must be no word any list holds.
      const last = lows.at(-1)!;
      if (kept.length > 2 || wc.isEnglish(last) || wc.isClinical(last) || wc.isShorthand(last) || wc.isMisspelt(last)) continue;
    } else if (!lows.some((w) => !GENERIC.has(w))) {
      continue;
    }
    const start = m.index + m[1]!.length - kept.join(' ').length - 1;
    if (text.slice(start, m.index + m[1]!.length - 1) !== kept.join(' ')) continue;
    push(out, start, m.index + m[0].length, 'ORGANIZATION', TIER.facilitySuffix);
  }
  if (!text.includes('suppl')) return;
  for (const m of text.matchAll(LOWER)) {
    const lows = m[1]!.trimEnd().split(/[ \t]/);
    if (lows.some((w) => wc.isStop(w) || wc.isClinical(w) || CUES.has(w)) || !lows.some((w) => !GENERIC.has(w))) continue;
    const end = m.index + m[0].length;
    push(out, end - m[2]!.length - m[1]!.length, end, 'ORGANIZATION', TIER.facilitySuffix);
  }
}
