// An ambulance service's patient care report, as Canadian, US and Australian services print it: the header numbers the
// call by the dispatch system's year and sequence ("EVENT# 26-1148831", "CALL # 2026-0041177"), and one line names the
// crew, each member by initial, surname and paramedic level, the level's licence or registration number after a number
// sign ("CREW: A. ROE PCP #AB-12345 / B. LEE-DOE ACP"). The levels (PCP, ACP, EMT-P, AEMT) are no credentials the note
// rules sign with, and "event" or "call" label no record elsewhere, so these come from the report's own layout
// (fix13b, thirteenth round). Each pattern is tried only where its first word starts (core/word-anchors.ts).
import { byRule, push, type Candidate } from '../core/scan';
import { TIER } from '../core/tiers';
import type { GateWords } from '../core/word-gate';
import { WordAnchor } from '../core/word-anchors';

/**
 * Paramedic and EMT levels across the services: primary, advanced, critical and intensive care paramedic, the US EMT
 * grades (basic, intermediate, advanced, paramedic), the emergency medical responder. PCP is a primary care provider in
 * other notes, which is why a level is read only before a number sign or on the crew line.
 */
const LEVELS = String.raw`(?:PCP|ACP|CCP|ICP|EMR|NRP|AEMT|EMT(?:-[BIPA])?|PARAMEDIC|Paramedic|paramedic)`;
const LEVEL_WORDS = 'pcp acp ccp icp emr nrp aemt emt paramedic';

/** A level, a number sign and the licence: a province's or state's letters perhaps, and four to eight digits. */
const LICENCE = new WordAnchor(new RegExp(String.raw`\b${LEVELS}[ \t]{1,2}#[ \t]?((?:[A-Z]{1,3}-?)?\d{4,8})(?![\w/-])`, 'gi'), LEVEL_WORDS);

/**
 * The call's number after EVENT, CALL or DISPATCH and a number sign: the dispatch year (two or four digits), a hyphen and
 * the sequence. In capitals only, as the header prints it; the year-hyphen shape is no telephone number ("call #
 * 555-1234" has three digits before its hyphen).
 */
const CALL_NUMBER = new WordAnchor(/\b(?:EVENT|CALL|DISPATCH)[ \t]{0,2}(?:#|NO\.?)[ \t]{0,2}:?[ \t]{0,2}((?:19|20)?\d{2}-\d{4,8})(?![\w/-])/g, 'event* call* dispatch*', 0, false, 'caps');

/** The crew line's label at a line's start: "CREW:", "Crew -", "CREW MEMBERS:". */
const CREW_LINE = new WordAnchor(/\b(?:CREW|Crew|crew)(?:[ \t]MEMBERS|[ \t]members)?[ \t]{0,2}[:-][ \t]*([^\n]{1,160})/g, 'crew');

/** One member: one or two initials with their full stops, a surname (a hyphen allowed) in capitals or Title case, the level. */
const MEMBER = new RegExp(String.raw`(?<![\w.])((?:[A-Z]\.[ \t]?){1,2}[A-Z][A-Za-z'’]+(?:-[A-Z][A-Za-z'’]+)?)[ \t]{1,2}${LEVELS}(?![\w])`, 'g');

export function detectEmsReports(text: string, out: Candidate[], seen: GateWords): void {
  byRule(out, 'identifier.ems-report', () => {
    for (const m of LICENCE.matchAll(text, seen)) push(out, m.index + m[0].length - m[1]!.length, m.index + m[0].length, 'IDNUM', TIER.labelledValue);
    // "CALL #" is a telephone's cue to the contact rules; the dispatch year before the hyphen says it numbers the call.
    for (const m of CALL_NUMBER.matchAll(text, seen)) push(out, m.index + m[0].length - m[1]!.length, m.index + m[0].length, 'IDNUM', TIER.recordLabel);
  });
  byRule(out, 'person.ems-crew', () => {
    for (const line of CREW_LINE.matchAll(text, seen)) {
      // The label opens its line; "crew - 2 pts" inside a sentence is no crew list.
      if (!/(?:^|\n)[ \t]*$/.test(text.slice(Math.max(0, line.index - 8), line.index))) continue;
      const body = line[1]!;
      const base = line.index + line[0].length - body.length;
      for (const m of body.matchAll(MEMBER)) push(out, base + m.index, base + m.index + m[1]!.length, 'DOCTOR', TIER.credentialAfterName);
    }
  });
}
