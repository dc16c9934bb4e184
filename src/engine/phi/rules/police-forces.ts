// org.police-force: a police force a trauma note names by its area and its kind, in Title case or capitals: "brought by
// X Nation Tribal Police to OSH", "WV Natural Resources Police officer Roe took statement", "Trooper Roe (Louisiana State
// Police Troop L)", "by Ohio State Highway Patrol". The kind is a force's own (State Police, Highway Patrol, State
// Patrol, Tribal Police, Natural Resources Police, Provincial Police, State Troopers, Park, Capitol, Transit, Campus or
// Conservation Police); the area is one to three capitalised words before it, a verb or a stop word that opens the
// sentence cut off ("brought by", "Called"), and one of them must name (a word that is not a stop word nor a word
// describing a force: "the State Police", "Called State Police", "Local Tribal Police" stay alone). A town's police
// department is org.public-safety's (PD) or org.public-body's.
import { push, type Candidate } from '../core/scan';
import { TIER } from '../core/tiers';
import type { WordClasses } from '../core/tokens';
import { wordGate, type GateWords } from '../core/word-gate';

const GATE = wordGate('police patrol troopers trooper');
const KIND = new RegExp(
  String.raw`(?<![\p{L}])(?:(?:State|Tribal|Provincial|Natural[ \t]Resources|Park|Capitol|Transit|Campus|Conservation|Highway)[ \t](?:Police|Patrol|Troopers)|` +
    String.raw`(?:STATE|TRIBAL|PROVINCIAL|NATURAL[ \t]RESOURCES|PARK|CAPITOL|TRANSIT|CAMPUS|CONSERVATION|HIGHWAY)[ \t](?:POLICE|PATROL|TROOPERS))(?![\p{L}])`,
  'gu',
);
/** One to three capitalised words right before the kind. */
const AREA_BEFORE = /(?<![\p{L}'’&.-])((?:\p{Lu}[\p{L}'’&.-]{0,24}[ \t]){1,3})$/u;
/** Words before a force that open the sentence or describe the force, and name none of it. */
const NOT_AREA: ReadonlySet<string> = new Set([
  'the', 'a', 'an', 'by', 'via', 'from', 'per', 'with', 'to', 'and', 'or', 'of', 'at', 'called', 'call', 'notified', 'notify', 'contacted',
  'brought', 'bib', 'escorted', 'arrested', 'transported', 'local', 'county', 'city', 'town', 'area', 'regional', 'nearby', 'federal',
  'national', 'our', 'their', 'his', 'her', 'officer', 'officers', 'trooper', 'troopers', 'deputy', 'sergeant', 'sgt', 'lt', 'detective',
  'report', 'reported', 'pt', 'patient', 'family', 'aware', 'informed', 'present', 'here', 'on', 'scene',
]);
const AREA_REACH = 80;
/** Abbreviations that open a place's name with a full stop ("St. Croix", "Mt. Hood", "Ft. Bragg", "N. Adams"). */
const NAME_ABBREVIATIONS: ReadonlySet<string> = new Set(['st', 'ste', 'mt', 'ft', 'pt', 'n', 's', 'e', 'w', 'no', 'so']);

export function detectPoliceForces(text: string, wc: WordClasses, out: Candidate[], seen: GateWords): void {
  if (!GATE.open(seen)) return;
  for (const m of text.matchAll(KIND)) {
    const a = AREA_BEFORE.exec(text.slice(Math.max(0, m.index - AREA_REACH), m.index));
    if (!a) continue;
    const words = a[1]!.trim().split(/[ \t]/);
    let first = 0;
    // A word that ends its sentence with a full stop ends what came before ("STUDENT AT X COLLEGE. MA STATE POLICE
    // TROOPER"; fix22a): the area starts after it. An abbreviation that opens a place's name keeps its stop ("St.").
    for (let k = 0; k < words.length; k++) if (words[k]!.endsWith('.') && !NAME_ABBREVIATIONS.has(words[k]!.slice(0, -1).toLowerCase())) first = k + 1;
    while (first < words.length && (NOT_AREA.has(words[first]!.toLowerCase()) || wc.isStop(words[first]!.toLowerCase()))) first++;
    const kept = words.slice(first);
    if (kept.length === 0 || kept.some((w) => NOT_AREA.has(w.toLowerCase()))) continue;
    if (!kept.some((w) => !wc.isStop(w.toLowerCase()) && !wc.isClinical(w.toLowerCase()))) continue;
    const start = m.index - a[1]!.length + a[1]!.indexOf(kept[0]!, words.slice(0, first).join(' ').length);
    push(out, start, m.index + m[0].length, 'ORGANIZATION', TIER.facilitySuffix);
  }
}
