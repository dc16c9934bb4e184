// Record and health-plan numbers after the labels hospitals outside the US print on their forms: a label
// word and "No."/"number"/"#" ("Folder no. GV-10482", "Folder no. TBH 1998823", "client #: 20-7741", "OP No. 2025/44718", "PhilHealth No. 01-0255-4",
// "Reg. No.: 88-1204"), and New Zealand's National Health Index ("NHI: ZKT4418"). The number must carry
// at least four digits (an NHI its three letters and four digits), so "No. 2" or "file no. A" stay clean.
import { push, type Candidate } from '../core/scan';
import { TIER } from '../core/tiers';
import type { GateWords } from '../core/word-gate';
import { WordAnchor } from '../core/word-anchors';

/** Scores, in one place (the lead maps them onto the named tiers). */
const SCORE = { labelled: TIER.labelledValue, nhi: TIER.labelledValue } as const;

// "Unit #" (a Canadian or US hospital's unit number), "Regn. No." (an Indian registration), "Job #" (a dictation's
// job), "census #" (a tribal census number on an IHS form) and "lab number" (a histology specimen) are the same kind
// of label (fixE, eleventh round); so are India's "MRD No." (the medical records department's) and "Regd. No." (fix12b).
const LABEL = String.raw`(?:unit|regn\.?|job|census|lab(?:oratory)?|folder|file|chart|case|card|client|resident|incident|run|pcr|report|specimen|requisition|reg(?:d|istration)?\.?|mrd|op|opd|ip|ipd|patient|pt|member|policy|claim|phil[ \t]?health|medicaid|insurance|ins\.?|enrol(?:l)?ment|admission|adm\.?|episode|visit|encounter|record|hospital|hosp\.?)`;
const LABELLED = new RegExp(String.raw`\b${LABEL}[ \t]{0,2}(?:no\.?|number|num\.?|#)[ \t]{0,3}:?[ \t]{0,3}((?:[A-Z]{2,4}[ \t])?[A-Z0-9][A-Z0-9/-]{3,24})(?![\w/-])`, 'gi');
/** LABELLED is tried only where a label word starts (core/word-anchors.ts); a number sign may follow it without a blank. */
const LABELLED_AT = new WordAnchor(LABELLED, 'unit* regn* job* census* lab* folder* file* chart* case* card* client* resident* incident* run* pcr* report* specimen* requisition* reg* mrd* op* opd* ip* ipd* patient* pt* member* policy* claim* phil* medicaid* insurance* ins* enrol* admission* adm* episode* visit* encounter* record* hospital* hosp*');
const NHI = /\bNHI[ \t]{0,2}(?:No\.?|number|#)?[ \t]{0,2}:?[ \t]{0,3}([A-Z]{3}\d{4}|[A-Z]{3}\d{2}[A-Z]{2})\b/g;
const PLAN = /^(?:phil|medicaid|insurance|ins|member|policy|claim|enrol)/i;
/** Labels of numbers that are no record of care: a dictation's job, a census, a lab specimen. */
const OTHER_ID = /^(?:job|census|lab)/i;
/** Scotland's CHI number (ten digits, the first six a birth date) and Quebec's RAMQ card (four letters, eight digits). */
const CHI = /\bCHI[ \t]{0,2}(?:No\.?|number|#)?[ \t]{0,2}:?[ \t]{0,3}(\d{6}[ \t]?\d{4})(?![\w-])/g;
const RAMQ = /\b(?:RAMQ|ramq)[ \t]{0,2}(?:No\.?|number|#)?[ \t]{0,2}:?[ \t]{0,3}([A-Z]{4}[ \t]?\d{4}[ \t]?\d{4})(?![\w-])/g;
/** The three tried only where their label starts a run of letters (core/word-anchors.ts): "No", "number" or the value's letters may be glued to it. */
const CHI_AT = new WordAnchor(CHI, 'chi*');
const RAMQ_AT = new WordAnchor(RAMQ, 'ramq*');
const NHI_AT = new WordAnchor(NHI, 'nhi*');

/**
 * Labels that name a record number by themselves, so that a colon (or "No."/"#") is enough after them: Australia's
 * and New Zealand's hospital record number ("HRN: 0044712"), a chart or a Quebec "dossier" in a header ("Chart:
 * TLH0093318", "Dossier: 448201", the site's capitals before the digits: "Chart: SMH 1448207"), and the NHS e-Referral Service's booking number ("UBRN: 0001 2345 6789", twelve
 * digits in threes or fours). Without the colon the words are prose ("chart reviewed", "dossier complet").
 */
const SELF_LABEL = /\b(HRN|UBRN|UMRN|Chart|CHART|chart|Dossier|DOSSIER|dossier)[ \t]{0,2}(?:No\.?|#|number)?[ \t]{0,2}[:#][ \t]{0,3}(\d{3,4}(?:[ \t]\d{3,4}){2,3}|(?:[A-Z]{2,4}[ \t](?=\d{5,10}(?![\w/-])))?[A-Z0-9][A-Z0-9/-]{3,24})(?![\w/-])/g;
const SELF_LABEL_AT = new WordAnchor(SELF_LABEL, 'hrn* ubrn* umrn* chart* dossier*');
/**
 * A chart number after "chart" with no colon, in a header row or a letter's RE line ("pt: ..., chart bt-0081472",
 * "Our chart SRR-22914"; fix12b, twelfth round): the site's letters, a hyphen and four to ten digits say it is a
 * number, where "chart 1200" (a fluid chart's total) or "chart reviewed" stay prose.
 */
const CHART_CODE = /\b(?:chart|Chart|CHART)[ \t]{1,2}([A-Za-z]{1,4}-\d{4,10})(?![\w/-])/g;
const CHART_CODE_AT = new WordAnchor(CHART_CODE, 'chart');
/**
 * Northern Ireland's Health and Care number ("H&C No: 123 456 7890", "H&C No 123 456 7890"): ten digits, as the NHS
 * number is written, after the label's ampersand; a colon is not needed, since "H&C" names nothing else on a form.
 */
const HC_NUMBER = /\b(?:H&C|h&c)[ \t]{0,2}(?:No\.?|no\.?|number|Number|#)?[ \t]{0,2}:?[ \t]{0,3}(\d{3}[ \t]?\d{3}[ \t]?\d{4})(?![\w-])/g;
const HC_NUMBER_AT = new WordAnchor(HC_NUMBER, 'h');
/**
 * "HRN 0517733" in a letter's RE line or a header row, after a column gap and with no colon: HRN names nothing else, so
 * the capitals and six to ten digits are enough.
 */
const HRN_BARE = /\bHRN[ \t]{1,3}(\d{6,10})(?![\w/-])/g;
const HRN_BARE_AT = new WordAnchor(HRN_BARE, 'hrn');

export function detectRecordLabels(text: string, out: Candidate[], seen: GateWords): void {
  for (const m of SELF_LABEL_AT.matchAll(text, seen)) {
    const value = m[2]!;
    if ((value.match(/\d/g) ?? []).length < 4) continue;
    push(out, m.index + m[0].length - value.length, m.index + m[0].length, /^ubrn/i.test(m[1]!) ? 'IDNUM' : 'MEDICALRECORD', SCORE.labelled);
  }
  for (const m of CHART_CODE_AT.matchAll(text, seen)) push(out, m.index + m[0].length - m[1]!.length, m.index + m[0].length, 'MEDICALRECORD', SCORE.labelled);
  for (const m of HC_NUMBER_AT.matchAll(text, seen)) push(out, m.index + m[0].length - m[1]!.length, m.index + m[0].length, 'MEDICALRECORD', SCORE.labelled);
  for (const m of HRN_BARE_AT.matchAll(text, seen)) push(out, m.index + m[0].length - m[1]!.length, m.index + m[0].length, 'MEDICALRECORD', SCORE.labelled);
  for (const m of LABELLED_AT.matchAll(text, seen)) {
    let value = m[1]!;
    // A hospital's letters before the number ("TBH 1998823") belong to it; a word ("is 40912") does not.
    if (/[ \t]/.test(value) && !/^[A-Z]{2,4}[ \t]/.test(value)) value = value.slice(value.search(/[ \t]/) + 1);
    if ((value.match(/\d/g) ?? []).length < 4) continue;
    push(out, m.index + m[0].length - value.length, m.index + m[0].length, PLAN.test(m[0]) ? 'HEALTHPLAN' : OTHER_ID.test(m[0]) ? 'IDNUM' : 'MEDICALRECORD', SCORE.labelled);
  }
  for (const m of CHI_AT.matchAll(text, seen)) push(out, m.index + m[0].length - m[1]!.length, m.index + m[0].length, 'MEDICALRECORD', SCORE.labelled);
  for (const m of RAMQ_AT.matchAll(text, seen)) push(out, m.index + m[0].length - m[1]!.length, m.index + m[0].length, 'HEALTHPLAN', SCORE.labelled);
  for (const m of NHI_AT.matchAll(text, seen)) push(out, m.index + m[0].length - m[1]!.length, m.index + m[0].length, 'MEDICALRECORD', SCORE.nhi);
}
