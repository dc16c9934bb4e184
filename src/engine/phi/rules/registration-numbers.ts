// IDNUM and HEALTHPLAN: a clinician's registration number or a patient's health card after its cue, as
// letters from the UK, Canada, Australia and India sign and head them ("GMC 7081234", "CPSO #98231",
// "Provider No. 4471829T", "AHPRA MED0001234567", "HCN: 4821 337 905"). A registration number names its
// holder as surely as a name does. The value needs five digits, so a cue word used in prose ("the GMC
// guidance", "provider no longer") leaves nothing behind.
import { push, type Candidate } from '../core/scan';
import { TIER } from '../core/tiers';
import { wordGate, type GateWords } from '../core/word-gate';
import { WordAnchor } from '../core/word-anchors';

/** Professional registers: UK (GMC, NMC, HCPC, GPhC), Canada (CPSO, CPSBC, CMQ), Australia (AHPRA, provider/prescriber numbers), India ("MCI Reg. No", read from its "Reg. No": MCI alone is mild cognitive impairment). */
const REGISTRATION =
  /\b(?:GMC|NMC|HCPC|GPhC|CPSO|CPSBC|CPSA|CMQ|AHPRA|(?:Provider|Prescriber|Registration|Reg\.?|Licen[cs]e)[ \t]{1,3}(?:No\.?|Number|#))[ \t]{0,3}(?:No\.?|Number|#|Reg(?:istration)?\.?(?:[ \t]{1,3}No\.?)?)?[ \t]{0,3}[:#]?[ \t]{0,3}([A-Z]{0,4}\d[\dA-Z-]{3,14})(?![\w/-])/g;
/** Health cards: "HCN", "Health Card", "PHN" is left out (post-herpetic neuralgia in a clinical note). */
const HEALTH_CARD = /\b(?:HCN|Health[ \t]{1,3}[Cc]ard(?:[ \t]{1,3}(?:No\.?|Number|#))?)[ \t]{0,3}[:#]?[ \t]{0,3}(\d{4}[ -]?\d{3}[ -]?\d{3}(?:-?[A-Z]{2})?)(?![\w-])/g;
const GATE = wordGate('gmc nmc hcpc gphc cpso cpsbc cpsa cmq ahpra provider prescriber registration reg licence license hcn health');

const digitCount = (value: string): number => value.replace(/\D/g, '').length;

const HEALTH_CARD_AT = new WordAnchor(HEALTH_CARD, 'hcn health');
/** Its gate is open on most notes ("provider", "registration"): tried only where a register's or a cue's word starts a run. */
const REGISTRATION_AT = new WordAnchor(REGISTRATION, 'gmc* nmc* hcpc* gphc* cpso* cpsbc* cpsa* cmq* ahpra* provider prescriber registration reg licence license');

export function detectRegistrationNumbers(text: string, out: Candidate[], seen: GateWords): void {
  if (!GATE.open(seen)) return;
  for (const m of REGISTRATION_AT.matchAll(text, seen)) {
    const value = m[1]!;
    if (digitCount(value) < 5) continue;
    push(out, m.index + m[0].length - value.length, m.index + m[0].length, 'IDNUM', TIER.labelledValue);
  }
  for (const m of HEALTH_CARD_AT.matchAll(text, seen)) push(out, m.index + m[0].length - m[1]!.length, m.index + m[0].length, 'HEALTHPLAN', TIER.labelledValue);
}
