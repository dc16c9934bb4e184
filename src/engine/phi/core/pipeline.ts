// The steps of identify-phi, in order: read the text three ways, let every rule family of the registry propose
// candidates, drop names and places made of clinical words or followed by a disease's word (clinical-guard.ts), holidays
// (holiday-guard.ts), faiths (faith-guard.ts) and facilities named only by generic words (facility-guard.ts),
// unite overlapping readings of one name (merge-people.ts), and keep the best non-overlapping candidates (resolve.ts). index.ts is the
// public entry; the review candidates (phi/review) are added there.
import type { PhiRuleId } from '../../../deid/phi-rules';
import type { EnginePhiFinding } from '../../types';
import { holdsRestoredWord, restoreCase } from './case-restore';
import { namesAnEponym, onlyClinicalWords } from './clinical-guard';
import { namesAFaith } from './faith-guard';
import { namesOnlyAService } from './facility-guard';
import { namesAHoliday } from './holiday-guard';
import { mergePeople } from './merge-people';
import { SERVICE_ROLE_AFTER } from '../rules/note-people-contacts';
import { PHI_REGISTRY, type FamilyInput } from './registry';
import { resolveOverlaps } from './resolve';
import type { Candidate } from './scan';
import { TIER } from './tiers';
import { cueBits } from './token-cues';
import { wordTokens, type WordClasses } from './tokens';
import { shoutingSpans } from './shouting';
import { GateWords } from './word-gate';

/**
 * The text with every mostly upper-case line lower-cased (same length, same offsets). In an ALL-CAPS note
 * a capital says nothing, and the capitalisation-based detectors would take "AM LABS" for a firm; the
 * case-insensitive note rules find names and places there instead.
 */
export function withoutShouting(text: string): string {
  return calmLines(text, shoutingSpans(text));
}

/**
 * What the rule families read of `text`, read once: the calmed copy, the word tokens and their cue bits, and the
 * gate words (the calmed copy holds the note's: it only lower-cases ASCII letters, which the gates ignore).
 */
export function readNote(text: string, words: WordClasses): FamilyInput {
  const shouting = shoutingSpans(text);
  const gateWords = new GateWords(text);
  const tokens = wordTokens(text, gateWords.memo);
  const calmed = calmLines(text, shouting);
  gateWords.memo.calmedCopy(calmed, text, shouting);
  gateWords.memo.keepShouting(text, shouting);
  return { text, calmed, tokens, words, gateWords, cues: cueBits(tokens), shouting };
}

/** `withoutShouting(text)`, given its shouting lines (start and end of each, in order: core/shouting.ts). */
export function calmLines(text: string, shouting: readonly number[]): string {
  if (shouting.length === 0) return text;
  const out: string[] = [];
  let at = 0;
  for (let k = 0; k < shouting.length; k += 2) {
    const s = shouting[k]!;
    const e = shouting[k + 1]!;
    out.push(text.slice(at, s), text.slice(s, e).replace(/[A-Z]+/g, (w) => w.toLowerCase()));
    at = e;
  }
  out.push(text.slice(at));
  return out.join('');
}

/** What the rules read of `text`, and the findings of identify-phi over it (non-overlapping, in order). */
export function findPhi(
  text: string,
  words: WordClasses,
): { readonly input: FamilyInput; readonly findings: EnginePhiFinding[]; readonly candidates: readonly Candidate[] } {
  const input = readNote(text, words);
  const candidates: Candidate[] = [];
  for (const family of PHI_REGISTRY) if (family.late !== true) family.detect(input, candidates);
  readRestoredCase(input, words, candidates);
  // The families that read what the others found, the restored-case reading's finds among them.
  for (const family of PHI_REGISTRY) if (family.late === true) family.detect(input, candidates);
  const given = (low: string): boolean => words.isGiven(low);
  const d = words.dicts;
  const isPlace = (low: string): boolean => d.cities.has(low) || d.states.has(low) || d.countries.has(low);
  const findings = resolveOverlaps(mergePeople(candidates.filter((c) => !onlyClinicalWords(text, c, input.gateWords.memo, given) && !namesAnEponym(text, c, isPlace) && !namesAHoliday(text, c) && !namesAFaith(text, c) && !namesOnlyAService(text, c, isPlace))), text.length);
  return { input, findings, candidates };
}

/**
 * The candidates the families that read a restored-case copy (core/case-restore.ts) find there, of the rules
 * they name, that hold a restored word. Each run of restored lines is read on its own, so a note pays for the
 * lines it restores; nothing is read again when the note has no caseless line with a name-shaped word.
 */
function readRestoredCase(input: FamilyInput, words: WordClasses, out: Candidate[]): void {
  const restored = restoreCase(input.text, input.tokens, words, input.shouting);
  if (restored === undefined) return;
  const found: Candidate[] = [];
  // The characters the note's own reading proposed something over, marked once, when a first candidate asks (most
  // pieces yield none): each check then costs its span's length.
  let covered: Uint8Array | undefined;
  const seenBefore = out.length;
  for (const piece of restored.pieces) {
    const again = readNote(piece.text, words);
    for (const family of PHI_REGISTRY) {
      const reading = family.restoredCase;
      if (reading === undefined) continue;
      const rules = piece.numberAfter ? reading.rules : reading.rules.filter((r) => reading.numberAfter?.includes(r) !== true);
      if (rules.length === 0) continue;
      found.length = 0;
      if (reading.readOnly !== undefined) reading.readOnly(again, found, rules);
      else family.detect(again, found);
      for (const c of found) {
        if (!rules.includes(c.rule as PhiRuleId)) continue;
        const start = c.start + piece.start;
        const end = c.end + piece.start;
        if (!holdsRestoredWord(restored.restored, start, end)) continue;
        covered ??= coveredBy(out, seenBefore, input.text.length);
        if (coveredBefore(covered, start, end)) continue;
        // "seen by QUELLANS FELLOW": a word before a role or a service word names a service.
        if (SERVICE_ROLE_AFTER.test(input.text.slice(end, end + 12))) continue;
        // Every property written, in Candidate's order: one shape for every candidate (see merge-people.ts).
        out.push({ start, end, type: c.type, score: c.score, rule: c.rule, anchored: c.anchored });
      }
    }
  }
}

/**
 * The characters the first `count` candidates of `out` lie over, marked. A promoted review kind (TIER.reviewKind)
 * yields to every other reading, the restored copy's too: a lower-case note's name-list word it found ("in winnett")
 * must not keep the restored reading from naming the place or the firm it belongs to.
 */
function coveredBy(out: readonly Candidate[], count: number, length: number): Uint8Array {
  const covered = new Uint8Array(length);
  for (let i = 0; i < count; i++) if (out[i]!.score !== TIER.reviewKind) covered.fill(1, Math.max(0, out[i]!.start), Math.min(length, out[i]!.end));
  return covered;
}

/** Every character of the span is under a candidate of the note's own reading: the restored copy adds nothing there. */
function coveredBefore(covered: Uint8Array, start: number, end: number): boolean {
  for (let i = start; i < end; i++) if (covered[i] === 0) return false;
  return true;
}
