// Hospitals named the way British, Irish and Commonwealth notes name them, which the US-shaped rules read as people:
// "the Royal Brompton", "Royal Columbian ED", "transferred to the Royal Elmsford". A hospital under a royal charter is
// named "Royal" and a name, often without its facility word; after a title ("Dr. Royal Hayes") it is a person, and the
// charters that are no hospital (the Navy, the Mail, a college or a society) are left to the suffix and employer rules.
// (An Irish county, "Co. Westmeath", is place.county's, rules/world-addresses.ts.)
import { allMatches } from '../core/all-matches';
import { push, type Candidate } from '../core/scan';
import { TIER } from '../core/tiers';
import { wordGate, type GateWords } from '../core/word-gate';
import { FIRM_WORDS, INSTITUTION_WORDS } from '../vocab/org-words';
import { DOCTOR_TITLES, PERSON_TITLES } from '../vocab/people-words';

/** "Royal" and one or two Title-case words ("Royal Prince Alfred", "Royal Children's"); a unit after it ("ED") is not its name. */
const ROYAL = /\bRoyal[ \t]{1,2}(\p{Lu}\p{Ll}[\p{L}'’-]{0,19}(?:[ \t]\p{Lu}\p{Ll}[\p{L}'’-]{0,19})?)/gu;
/**
 * Words after "Royal" that make it no hospital: the services, the firms and bodies under a charter, the family, and
 * words a hospital's name goes on with that other rules read with their suffix ("Royal College of ...").
 */
const NOT_HOSPITAL_AFTER_ROYAL = new Set([
  ...FIRM_WORDS, ...INSTITUTION_WORDS,
  'navy', 'naval', 'marines', 'marine', 'air', 'army', 'artillery', 'engineers', 'regiment', 'legion', 'mounted', 'canadian',
  'australian', 'british', 'mail', 'mint', 'family', 'highness', 'majesty', 'household', 'society', 'academy', 'commission',
  'institution', 'opera', 'ballet', 'albert', 'jelly', 'blue', 'flush', 'icing', 'assent', 'charter', 'decree', 'warrant',
  'commonwealth', 'court', 'courts', 'borough', 'botanic', 'botanical', 'show', 'agricultural', 'yacht', 'golf', 'automobile',
]);
const TITLES = new Set([...DOCTOR_TITLES, ...PERSON_TITLES]);
const GATE = wordGate('royal');

export function detectRoyalHospitals(text: string, out: Candidate[], seen: GateWords): void {
  if (GATE.open(seen)) royalHospitals(text, out);
}

function royalHospitals(text: string, out: Candidate[]): void {
  for (const m of allMatches(text, ROYAL)) {
    const words = m[1]!.split(/[ \t]/);
    if (words.some((w) => NOT_HOSPITAL_AFTER_ROYAL.has(w.toLowerCase().replace(/['’]s$/, '')))) continue;
    // "Dr. Royal Hayes", "Mr Royal": a title before it makes "Royal" a given name.
    const before = /(\p{L}+)\.?[ \t]{1,2}$/u.exec(text.slice(Math.max(0, m.index - 12), m.index));
    if (before && TITLES.has(before[1]!.toLowerCase())) continue;
    push(out, m.index, m.index + m[0].length, 'HOSPITAL', TIER.placeWord);
  }
}
