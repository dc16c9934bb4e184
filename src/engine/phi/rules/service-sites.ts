// place.service-site: the bases, posts and ships a military service history names ("1st Bn, 11th Marines, Camp X;",
// "Army National Guard 2003-2011, Fort X Y;", "home on USS X", "USS X (LPH-7) 1986-89", "boot camp X Y", "last command
// NSA X-Y"). A veteran's history, an exposure screen or a disability claim lists where the person served, and these
// names are places that identify: a base is named by its kind first (Camp, Fort, Naval Station, NAS, MCAS, CFB, RAF), a
// ship by its navy's prefix (USS, HMCS, HMS, HMAS), with its hull number in brackets after it. Many such names are
// surnames or towns ("Pendleton", "Riley", "Tripoli"), so the kind word is what says a place follows; "Camp" and "Fort"
// (and every base's kind) are read only in a note that speaks of military service, and a fort the gazetteers hold as a
// town is left to the town rules ("Fort McMurray"). Every pattern is tried only in a note that holds one of its kind words.
import { allMatches } from '../core/all-matches';
import { push, type Candidate } from '../core/scan';
import { TIER } from '../core/tiers';
import type { WordClasses } from '../core/tokens';
import { wordGate, type GateWords } from '../core/word-gate';

/** Most notes hold none of the kind words. */
const GATE = wordGate('camp fort ft uss usns uscgc hmcs hms hmas hmnzs nsa nas mcas mcb cfb raf');
/** Words of a note that speaks of military service: "Camp" and "Fort" are read only there. */
const SERVICE_GATE = wordGate(
  'army navy usmc usn usaf marines corps veteran veterans deployed deployment deployments battalion bn regiment brigade ' +
    'infantry artillery squadron platoon enlisted military tdy vamc',
);
/**
 * A name's word in Title case, an apostrophe or a hyphen inside ("Mid-South", "O'Brien"): in capitals the kind words are
 * shorthand too ("NAS" for no added salt before a diet's word), so a note in capitals is left.
 */
const NAME_WORD = String.raw`\p{Lu}\p{Ll}[\p{L}'’]*(?:-\p{Lu}?[\p{L}'’]+)*`;
/** A navy's prefix and one to three name words, then the hull number in brackets ("USS X (LHD-3)"). */
const SHIP = new RegExp(
  String.raw`(?<![\p{L}\d])(?:USS|USNS|USCGC|HMCS|HMS|HMAS|HMNZS)[ \t]{1,2}(${NAME_WORD}(?:[ \t]${NAME_WORD}){0,2})(?:[ \t]\((?:[A-Z]{2,4}-?\d{1,4})\))?`,
  'gu',
);
/** A base named by its kind first ("Camp X", "Fort X Y", "Naval Station X", "NSA X-Y", "CFB X", "RAF X"). */
const BASE = new RegExp(
  String.raw`(?<![\p{L}\d])(Camp|Fort|Ft\.?|Naval (?:Air )?Station|NAS|NSA|MCAS|MCB|Marine Corps (?:Air Station|Base)|CFB|RAF|Joint Base)[ \t]{1,2}(${NAME_WORD}(?:[ \t]${NAME_WORD}){0,2})`,
  'gu',
);
/** Recruit training named by its place ("boot camp X Y", "boot camp at X"). */
const TRAINING = new RegExp(String.raw`(?<![\p{L}])[Bb]oot[ \t]camp(?:[ \t](?:at|in))?[ \t]{1,2}(${NAME_WORD}(?:[ \t]${NAME_WORD}){0,2})`, 'gu');
/** Words that end a base's name: what follows it in a history, not part of it. */
const NOT_NAME: ReadonlySet<string> = new Set([
  'and', 'or', 'the', 'of', 'in', 'to', 'then', 'iraq', 'afghanistan', 'kuwait', 'germany', 'korea', 'japan', 'for', 'from',
  'with', 'via', 'during', 'until', 'since', 'after', 'before', 'ops', 'op', 'operation', 'deployment', 'deployed',
]);
/** "Camp" or "Fort" before a word that is no name: a camp's kind or a sentence ("Camp Counselor", "Fort Knox Gold"). */
const NOT_AFTER_KIND: ReadonlySet<string> = new Set(['counselor', 'counsellor', 'director', 'staff', 'fire', 'site', 'nurse', 'leader', 'stove']);

export function detectServiceSites(text: string, wc: WordClasses, out: Candidate[], seen: GateWords): void {
  if (!GATE.open(seen)) return;
  for (const m of allMatches(text, SHIP)) {
    const name = trimName(m[1]!, wc);
    if (name === '') continue;
    // The hull number belongs to the ship only right after its whole name.
    const end = name === m[1] ? m.index + m[0].length : m.index + m[0].indexOf(m[1]!) + name.length;
    push(out, m.index, end, 'LOCATION-OTHER', TIER.placeWord);
  }
  // Every base's kind is read only in a note that speaks of military service ("Camp" a surname, "NAS" a diet's): the
  // search for bases is not run in another note.
  const bases = SERVICE_GATE.open(seen) ? allMatches(text, BASE) : [];
  for (const m of bases) {
    const kind = m[1]!.toLowerCase();
    const name = trimName(m[2]!, wc);
    if (name === '' || NOT_AFTER_KIND.has(name.split(/[ \t]/)[0]!.toLowerCase())) continue;
    // A fort the gazetteers hold as a town is the town rules' ("Fort McMurray", "Fort Myers").
    const whole = `${kind.startsWith('ft') ? 'fort' : kind} ${name}`.toLowerCase();
    if (kind.startsWith('f') && wc.dicts.cities.has(whole)) continue;
    const nameAt = m.index + m[0].length - m[2]!.length;
    push(out, m.index, nameAt + name.length, 'LOCATION-OTHER', TIER.placeWord);
  }
  for (const m of allMatches(text, TRAINING)) {
    const name = trimName(m[1]!, wc);
    if (name === '') continue;
    const nameAt = m.index + m[0].length - m[1]!.length;
    push(out, nameAt, nameAt + name.length, 'LOCATION-OTHER', TIER.placeWord);
  }
}

/** The name's words up to the first that ends it (a stop or clinical word, a country after the base, a connector). */
function trimName(name: string, wc: WordClasses): string {
  const words = name.split(/[ \t]/);
  let n = 0;
  while (n < words.length) {
    const low = words[n]!.toLowerCase();
    if (NOT_NAME.has(low) || wc.isStop(low) || wc.isClinical(low)) break;
    n++;
  }
  return words.slice(0, n).join(' ');
}
