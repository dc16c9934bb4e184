// Overlapping person candidates become one before overlaps are settled.
//
// Why: the person rules read the same name from different evidence and cover different parts of it. A cue
// finds "Michael" ("son Michael"), the given-name rule "Michael Brennan", a credential "Brennan" ("Brennan,
// RN"). Left to the resolver, the highest tier alone would win and its span could be the shortest: "Michael"
// kept, "Brennan" dropped and left in the text. Two readings of one name are agreement, not competition, so
// their union is the name; the highest tier among them says how sure we are and which type (DOCTOR or
// PATIENT) and rule it is. Other types (a place overlapping a name) are competition, left to the resolver.
import type { Candidate } from './scan';

const PERSON = new Set(['PATIENT', 'DOCTOR']);

/**
 * Overlapping PATIENT/DOCTOR candidates merged into one each: the union span, the best score with its type
 * and rule (the first of equal scores in start order keeps them); anchored when any part was. Other
 * candidates are returned unchanged.
 */
export function mergePeople(candidates: Candidate[]): Candidate[] {
  const people = candidates.filter((c) => PERSON.has(c.type)).sort((a, b) => a.start - b.start || b.end - a.end);
  if (people.length < 2) return candidates;
  const merged: Candidate[] = [];
  for (const c of people) {
    const last = merged.at(-1);
    if (last && c.start < last.end) {
      last.end = Math.max(last.end, c.end);
      if (c.anchored === true) last.anchored = true;
      if (c.score > last.score) {
        last.score = c.score;
        last.type = c.type;
        last.rule = c.rule;
      }
    } else {
      // Written out, not spread: a spread copy takes a hidden class of its own, and the optimised resolver then
      // meets two shapes of candidate and de-optimises (docs/engine.md, "Throughput").
      merged.push({ start: c.start, end: c.end, type: c.type, score: c.score, rule: c.rule, anchored: c.anchored });
    }
  }
  return [...candidates.filter((c) => !PERSON.has(c.type)), ...merged];
}
