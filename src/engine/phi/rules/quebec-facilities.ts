// facility.quebec-kind: a Quebec care place named the French way, its kind first and its place after "de", "du",
// "des", "de la" or "d'": a hospital ("Hôpital de X", "Centre hospitalier de la X"), a local community service centre
// (CLSC), a long-term care centre (CHSLD) or a family medicine group (GMF, GMF-U), in any letter case, as Quebec's
// emergency notes, referrals and consult letters write them ("f/u clsc de x", "Requested by: Dr X, GMF des Y",
// "From: Hôpital de X - unité de médecine"); and a hospital with its adjective and a name after it in capitals
// ("HOPITAL GENERAL JUIF"). place-kinds reads "Hôpital Sainte-X" (a capitalised name straight after the kind) in
// mixed case; this rule takes the slots it leaves: small letters, capitals with their adjective, a GMF.
// The place's words follow the kind's letter case (a Title-case kind wants a capitalised place, a capitals kind a
// place in capitals), and none may be a French word of a service's kind rather than a place ("hôpital de jour",
// "CLSC de votre secteur", "GMF de son choix"), an English stop word or a clinical word.
import { matchAllBehind } from '../core/lookbehind';
import { push, type Candidate } from '../core/scan';
import { TIER } from '../core/tiers';
import type { WordClasses } from '../core/tokens';
import { wordGate, type GateWords } from '../core/word-gate';

/** The kind, an optional adjective, then "de"/"du"/"des"/"de la"/"d'" and the place, or (after an adjective) the name. */
export const QUEBEC_KIND = /(?<![\p{L}\p{N}])(h[ôo]pital|centre[ \t]hospitalier|clsc|chsld|gmf(?:-u)?)(?:[ \t]{1,2}(g[ée]n[ée]ral|r[ée]gional|universitaire))?(?:[ \t]{1,2}(de[ \t]{1,2}la[ \t]{1,2}|de[ \t]{1,2}l['’]|d['’]|de[ \t]{1,2}|du[ \t]{1,2}|des[ \t]{1,2})|[ \t]{1,2})([\p{L}][\p{L}'’-]{1,30}(?:[ \t][\p{L}][\p{L}'’-]{1,30}){0,2})/giu;
/** QUEBEC_KIND's body searched alone, its look-behind tested only where the body matches (core/lookbehind.ts). */
export const QUEBEC_KIND_BEHIND = /(?<![\p{L}\p{N}])/uy;
export const QUEBEC_KIND_BODY = new RegExp(QUEBEC_KIND.source.slice(QUEBEC_KIND_BEHIND.source.length), 'giu');
/**
 * The kinds as runs of ASCII letters ("hôpital" holds the run "pital"; every kind is followed by a blank or "-u"):
 * a word gate reads them from the note's one scan instead of a case-blind search of the whole note.
 */
const KIND_GATE = wordGate('hopital pital hospitalier clsc chsld gmf');
/** French words that name a service's kind or a possessive after "de", not a place. */
const NOT_PLACE: ReadonlySet<string> = new Set([
  'jour', 'nuit', 'soir', 'semaine', 'garde', 'soins', 'santé', 'sante', 'réadaptation', 'readaptation', 'référence',
  'reference', 'secteur', 'quartier', 'région', 'region', 'proximité', 'proximite', 'famille', 'première', 'premiere',
  'ligne', 'service', 'services', 'suivi', 'urgence', 'votre', 'notre', 'son', 'sa', 'ses', 'leur', 'leurs', 'ce', 'cet',
  'cette', 'mon', 'ma', 'mes', 'longue', 'courte', 'durée', 'duree', 'convalescence', 'soutien', 'base', 'retour',
  'transfert', 'choix', 'patient', 'patients', 'enfants', 'femmes', 'résidence', 'residence', 'zone', 'territoire',
  'rattachement', 'provenance', 'destination', 'origine', 'attache', 'et', 'ou', 'pour', 'avec', 'le', 'la', 'les', 'un',
  'une', 'au', 'aux', 'à', 'a', 'en', 'dans', 'sur', 'par', 'unité', 'unite', 'médecine', 'medecine', 'famille',
  'jeunesse', 'enseignement', 'liaison', 'note', 'consultation', 'demande', 'rendez-vous', 'rdv', 'today', 'tomorrow',
]);

type LetterCase = 'lower' | 'upper' | 'title';
const caseOf = (w: string): LetterCase => (w === w.toLowerCase() ? 'lower' : w === w.toUpperCase() ? 'upper' : 'title');

export function detectQuebecFacilities(text: string, wc: WordClasses, out: Candidate[], seen: GateWords): void {
  if (!KIND_GATE.open(seen)) return;
  for (const m of matchAllBehind(text, QUEBEC_KIND_BEHIND, QUEBEC_KIND_BODY)) {
    const kind = m[1]!;
    const adjective = m[2];
    const joined = m[3] !== undefined;
    // A name straight after the kind, with no "de", is place-kinds' unless an adjective names the hospital first.
    if (!joined && !adjective) continue;
    if (!joined && !/^h/i.test(kind)) continue;
    const kindCase = caseOf(kind.replace(/[ \t].*/, ''));
    // CLSC, CHSLD and GMF are written in capitals in any sentence; their place keeps its own case.
    const acronym = !/^h|^c[a-z]*[ \t]/i.test(kind);
    const words = m[4]!.split(/[ \t]/);
    let kept = 0;
    for (const w of words) {
      const low = w.toLowerCase();
      if (NOT_PLACE.has(low) || wc.isStop(low) || wc.isClinical(low)) break;
      const c = caseOf(w);
      // A capitals kind wants a place in capitals (a capitals acronym a capitalised one too); a Title-case kind a
      // capitalised place; a kind in small letters a place in small letters.
      if (kindCase === 'upper' && c !== 'upper' && !(acronym && c === 'title')) break;
      if (kindCase === 'title' && c === 'lower') break;
      if (kindCase === 'lower' && c !== 'lower') break;
      kept++;
    }
    if (kept === 0) continue;
    const placeStart = m.index + m[0].length - m[4]!.length;
    const end = placeStart + words.slice(0, kept).join(' ').length;
    // The kind word starts the span: "hôpital de gatineau", "GMF des Sommets".
    push(out, m.index, end, 'HOSPITAL', TIER.facilityCue);
  }
}
