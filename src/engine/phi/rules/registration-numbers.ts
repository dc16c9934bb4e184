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
/**
 * Health cards: "HCN", "Health Card", and the provinces' own labels as their registration forms and ED records print
 * them: Alberta's AHCIP ("AHCIP: 12345-6789"), Manitoba's PHIN, Newfoundland's MCP, and Saskatchewan's health
 * services number in a note typed in lower case ("hsn 123 456 789"; in capitals it is identifier.caps-label's). Each in
 * capitals or in small letters ("hcn: 1234 567 890 AB"); Ontario's two-letter version code after a blank is taken in
 * capitals only and never a province's code, so a lower-case word or "ON" stays out. The value is the card's own
 * digit groups (nine to twelve digits), so "mcp joint" or "hsn ed" leave nothing. "PHN" is left out (post-herpetic
 * neuralgia in a clinical note; identifier.international reads it with its own shape).
 */
const CARD_LABEL = String.raw`(?:HCN|hcn|AHCIP|ahcip|YHCIP|yhcip|hsn|PHIN|phin|MCP|mcp|Health[ \t]{1,3}[Cc]ard|HEALTH[ \t]{1,3}CARD|health[ \t]{1,3}card)`;
const CARD_VALUE = String.raw`\d{4}[ -]?\d{3}[ -]?\d{3}(?:-?[A-Za-z]{2}|[ \t](?!(?:ON|QC|BC|AB|MB|SK|NS|NB|NL|PE|YT|NT|NU)\b)[A-Z]{2}(?![A-Za-z]))?|\d{5}-\d{4}|\d{3}[ -]?\d{3}[ -]?\d{3}(?:[ -]?\d{3})?|\d[ -]\d{3}[ -]\d{3}[ -]\d{3}`;
const HEALTH_CARD = new RegExp(String.raw`\b${CARD_LABEL}(?:[ \t]{1,3}(?:No\.?|Number|number|#))?[ \t]{0,3}[:#]?[ \t]{0,3}(${CARD_VALUE})(?![\w-])`, 'g');
/**
 * A province's health number after the province's code and its plan's label, as Canadian consults and ED records head
 * them ("PEI Health #: 0004 571 902", "NU Health Care # 118 204 557", "MB Reg 604178"), or Ontario's after "HN:" (fix19d,
 * own109 canada-mb-sk, own60 j1-ca-consult, own85 j-canada-pei, own96 o-canadian-consult): the card's digit groups, or
 * a family registration's six digits. The code in capitals and the label together, so "on health grounds" stays prose.
 */
const PROVINCE_CARD = new RegExp(
  String.raw`\b(?:(?:AB|BC|MB|SK|ON|QC|NB|NS|PE|PEI|NL|NT|NU|YT)[ \t](?:Health(?:[ \t]Care)?|HEALTH(?:[ \t]CARE)?|Reg|REG)(?:[ \t]{1,3}(?:No\.?|Number|number|#))?|HN(?=[ \t]{0,2}:))` +
    String.raw`[ \t]{0,3}[:#]?[ \t]{0,3}(${CARD_VALUE}|\d{6})(?![\w-])`,
  'g',
);
const PROVINCE_CARD_AT = new WordAnchor(PROVINCE_CARD, 'ab bc mb sk on qc nb ns pe pei nl nt nu yt hn', 0, false, 'caps');
/**
 * Australia's Department of Veterans' Affairs file number on its Gold or White Card ("DVA Gold Card NX904417", "DVA No.
 * QSM12345"): the state's letter, up to three more letters and the digits.
 */
const DVA_CARD = /\bDVA(?:[ \t]{1,3}(?:Gold|White|Orange|GOLD|WHITE|ORANGE)(?:[ \t]{1,3}(?:Card|CARD))?)?(?:[ \t]{1,3}(?:File[ \t]{1,3})?(?:No\.?|Number|number|NO\.?|#))?(?:[ \t]{0,3}[:#][ \t]{0,3}|[ \t]{1,3})([NVQWST][A-Z]{0,3}[ \t]?\d{4,6}[A-Z]?)(?![\w-])/g;
/**
 * India's public health-insurance schemes print their card's number after the scheme's capitals ("CMCHIS CARD:
 * TN-CM-33-...", "PMJAY ID: ..."), and a private insurer's policy number follows "policy" in a discharge summary
 * ("Star Health policy P/1411/01/2027/0044"; fix14b). The scheme names nothing else; "policy" is prose as often, so its
 * value needs seven digits and the scheme's six, and the value is the card's letters, slashes and hyphens around digits.
 */
const SCHEME_CARD = /\b(?:(CMCHIS|PMJAY|PM-JAY|CGHS|ECHS|ESIC|RSBY|MJPJAY|BSKY)[ \t]{1,3}(?:CARD|Card|card|ID|No\.?|NO\.?|#)|[Pp]olicy|POLICY)[ \t]{0,3}[:#]?[ \t]{0,3}((?:[A-Z]{1,4}[/-]){0,3}[A-Z]{0,4}\d[\dA-Z/-]{4,28}[\dA-Z])(?![\w/-])/g;
const SCHEME_CARD_AT = new WordAnchor(SCHEME_CARD, 'cmchis pmjay pm cghs echs esic rsby mjpjay bsky policy*');
/**
 * Alberta's personal health number, also its unique lifetime identifier, as a consult's or an ED note's header writes it:
 * five digits, a hyphen and four after "PHN", "ab phn" or "ULI" ("PHN 12345-6789", "ULI: 12345-6789"; fix15d). Only
 * that shape: PHN is also post-herpetic neuralgia, and a ZIP+4 has the same digits, so the label is asked for too.
 */
const ALBERTA_PHN = /\b(?:ULI|uli|(?:(?:AB|ab|Ab|Alberta)[ \t]{1,2})?(?:PHN|phn))[ \t]{0,2}(?:No\.?|number|#)?[ \t]{0,2}:?[ \t]{0,3}(\d{5}-\d{4})(?![\w-])/g;
// "ULINo", "PHNnumber": the number word may follow the label with no blank, in the label's run of letters.
const ALBERTA_PHN_AT = new WordAnchor(ALBERTA_PHN, 'uli* ab alberta phn*');
const GATE = wordGate('hn uli phn cmchis pmjay pm cghs echs esic rsby mjpjay bsky policy yhcip gmc nmc hcpc gphc cpso cpsbc cpsa cmq ahpra provider prescriber registration reg licence license hcn health ahcip hsn phin mcp dva');

const digitCount = (value: string): number => value.replace(/\D/g, '').length;

const HEALTH_CARD_AT = new WordAnchor(HEALTH_CARD, 'hcn ahcip yhcip hsn phin mcp health');
const DVA_CARD_AT = new WordAnchor(DVA_CARD, 'dva');
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
  for (const m of PROVINCE_CARD_AT.matchAll(text, seen)) push(out, m.index + m[0].length - m[1]!.length, m.index + m[0].length, 'HEALTHPLAN', TIER.labelledValue);
  for (const m of SCHEME_CARD_AT.matchAll(text, seen)) {
    // "policy 2024-03-01": a date's shape is the policy's date, not its number.
    if (digitCount(m[2]!) < (m[1] === undefined ? 7 : 6) || /^\d{1,4}[/-]\d{1,2}[/-]\d{1,4}$/.test(m[2]!)) continue;
    push(out, m.index + m[0].length - m[2]!.length, m.index + m[0].length, 'HEALTHPLAN', TIER.labelledValue);
  }
  for (const m of DVA_CARD_AT.matchAll(text, seen)) push(out, m.index + m[0].length - m[1]!.length, m.index + m[0].length, 'HEALTHPLAN', TIER.labelledValue);
  for (const m of ALBERTA_PHN_AT.matchAll(text, seen)) push(out, m.index + m[0].length - m[1]!.length, m.index + m[0].length, 'HEALTHPLAN', TIER.labelledValue);
}
