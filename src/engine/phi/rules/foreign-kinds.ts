// Hospitals, care homes and organisations that other languages name with their kind word first, in the shapes
// facility.word-first (rules/place-kinds.ts) leaves unread:
// - facility.foreign-kind: a French university or regional hospital by its initials and town ("CHU de Rennes", "CHR
//   Metz-Thionville"), a health centre or medical centre of Spain, Portugal or France ("Centro de Salud Barrio del
//   Carmen", "Centre de santé des Lices"), a Polish or Indonesian hospital written with its kind first
//   ("Szpital Wojewódzki X", "Rumah Sakit Mitra Sejati"; a Krankenhaus or Ziekenhuis first is facility.compound-kind's), a French or Spanish care home
//   ("EHPAD Les Hortensias", "Residencia San Antón"), and a hospital whose name opens with an article ("Hospital
//   Universitario Los Almendros", "Hôpital La Timone"), which word-first reads as an English word.
// - org.foreign-kind: an insurer, mutual, nursing service, foundation, school, church, company or sports club named
//   the same way ("Mutuelle Bretonne des Marins", "AOK Niedersachsen", "Pflegedienst Lindenhof", "Fundación Amparo",
//   "Lycée Chateaubriand", "Syarikat Perabot Maju", "TSV Heidenau").
// The kind word is the evidence; a name after it must still name: a word no English, clinical or stop list holds, or
// a place's first word ("Hospital Universitario General" names nothing).
import { byRule, push, type Candidate } from '../core/scan';
import { TIER } from '../core/tiers';
import type { WordClasses } from '../core/tokens';
import { wordGate, type GateWords } from '../core/word-gate';
import { WordAnchor } from '../core/word-anchors';

const HOSPITAL_KINDS = [
  'CHU', 'CHRU', 'CHR', 'CHI', 'Centro de Salud', 'CENTRO DE SALUD', 'Centro de Saúde', 'Centro Médico', 'Centro Medico', 'Centre de santé',
  'Centre médical', 'Szpital', 'Rumah Sakit', 'Puskesmas', 'EHPAD', 'Residencia', 'Policlínico', 'Policlinico',
];
/** Kinds word-first reads itself: read here only before a name that opens with an article ("Hospital Los Almendros"). */
const ARTICLE_KINDS = ['Hospital', 'Hôpital', 'Clínica', 'Clinique', 'Ospedale', 'Sanatorio'];
// A football club's "FC" is left out: in ward notes it is a Foley catheter or a fluid challenge before a capital.
const ORG_KINDS = [
  'Mutuelle', 'MUTUELLE', 'Mutua', 'Pflegedienst', 'Krankenkasse', 'AOK', 'BKK', 'IKK', 'Fundación', 'Fundação', 'Fondation', 'Stiftung',
  'Asociación', 'Associação', 'Associazione', 'Cooperativa', 'Coopérative', 'Lycée', 'Collège', 'Grundschule', 'Gesamtschule',
  'Realschule', 'Scuola', 'Istituto', 'Sekolah', 'SEKOLAH', 'Syarikat', 'SYARIKAT', 'Gereja', 'Parroquia', 'Mezquita', 'TSV',
  'VfL', 'VfB',
  // Congregations and schools of Spanish, Portuguese and French speakers in North America, named kind first in a social
  // history's supports or a school letter's heading (fix15a): "Iglesia Bautista X", "Igreja Assembleia de Deus de X",
  // "Eglise Baptiste X", "Ecole X-Y" (the accented É is read apart, below), a mosque or gurdwara by its own name.
  'Iglesia', 'IGLESIA', 'Igreja', 'IGREJA', 'Eglise', 'EGLISE', 'Ecole', 'ECOLE', 'Escola', 'Paroisse', 'Paróquia', 'Capilla',
  'Templo', 'Masjid', 'MASJID', 'Gurdwara', 'GURDWARA',
];
/** The kinds that open on an accented capital, which no word anchor (runs of ASCII letters) can start at. */
const ACCENTED_ORG_KINDS = ['Église', 'ÉGLISE', 'École', 'ÉCOLE'];
/** Adjectives of a hospital's kind between it and its name ("Hospital Universitario ..."). */
const QUALIFIER = String.raw`(?:[Uu]niversitario|[Uu]niversitaire|[Gg]eneral|[Gg][ée]n[ée]ral|[Rr]egional|[Rr][ée]gional|[Cc]omarcal|[Cc]l[íi]nico|[Pp]rovincial|[Mm]unicipal|[Uu]mum|[Dd]aerah|[Kk]ebangsaan|KEBANGSAAN)`;
const JOINER = String.raw`(?:de la|de|del|des|du|di|della|am|an der|im|zum|zur|do|da|dos|das|d')`;
const ARTICLE = String.raw`(?:Los|Las|El|La|Les|Le|Il|Lo|Het|De|LOS|LAS|EL|LA|LES|LE)`;
const NAME_WORD = String.raw`\p{Lu}[\p{L}'’-]{1,30}`;
const NAME = String.raw`${NAME_WORD}(?:[ \t]{1,2}(?:(?:de|del|la|des|du|di|y|et|e)[ \t]{1,2})?${NAME_WORD}){0,3}`;
const alt = (kinds: readonly string[]): string => kinds.map((k) => k.replace(/ /g, '[ \\t]')).join('|');
const kindFirst = (hospitals: string, orgs: string, articles: string): RegExp => new RegExp(
  String.raw`(?<![\p{L}])(?:(${hospitals})|(${orgs})|(${articles})(?=[ \t]{1,2}(?:${QUALIFIER}[ \t]{1,2})?${ARTICLE}[ \t]))` +
    String.raw`(?:[ \t]{1,2}${QUALIFIER})?[ \t]{1,2}(?:${JOINER}[ \t]{0,2})?((?:${ARTICLE}[ \t]{1,2})?${NAME})`,
  'gu',
);
const KIND_FIRST = kindFirst(alt(HOSPITAL_KINDS), alt(ORG_KINDS), alt(ARTICLE_KINDS));
/** The accented kinds with the same groups (no hospital or article kind can match: `(?!)`). */
const ACCENTED_FIRST = kindFirst('(?!)', alt(ACCENTED_ORG_KINDS), '(?!)');
const WORDS =
  'chu chru chr chi centro centre szpital rumah puskesmas ehpad residencia policl policlinico hospital h cl clinique ' +
  'ospedale sanatorio mutuelle mutua pflegedienst krankenkasse aok bkk ikk fundaci funda fondation stiftung asociaci associa associazione ' +
  'cooperativa coop lyc coll grundschule gesamtschule realschule scuola istituto sekolah syarikat gereja parroquia mezquita tsv vfl vfb ' +
  'iglesia igreja eglise ecole escola paroisse par capilla templo masjid gurdwara';
const KIND_FIRST_AT = new WordAnchor(KIND_FIRST, WORDS, 0, false, 'capital');
const GATE = wordGate(WORDS);
/** Articles and joiners inside a name: they name nothing alone. */
const LINKS: ReadonlySet<string> = new Set(['los', 'las', 'el', 'la', 'les', 'le', 'il', 'lo', 'het', 'de', 'del', 'des', 'du', 'di', 'am', 'an', 'der', 'y', 'et', 'e']);

export function detectForeignKinds(text: string, wc: WordClasses, out: Candidate[], seen: GateWords): void {
  const found: RegExpExecArray[] = GATE.open(seen) ? KIND_FIRST_AT.matchAll(text, seen) : [];
  // "Église", "École": read only in a note that holds the accented capital at all.
  if (text.includes('É')) for (const m of text.matchAll(ACCENTED_FIRST)) found.push(m);
  if (found.length > 0) {
    byRule(out, 'facility.foreign-kind', () => emitKinds(text, wc, out, found, false));
    byRule(out, 'org.foreign-kind', () => emitKinds(text, wc, out, found, true));
  }
  // The towns after every kind-first hospital found so far, this family's and the earlier families' (one pass over them).
  byRule(out, 'place.after-kind-first', () => townsAfter(text, wc, out));
}

/** A hospital named kind first, as a candidate's text opens ("HOSPITAL PAKAR X", "Rumah Sakit X", "EHPAD X"). */
const KIND_OPENS = /^(?:HOSPITAL|Hospital|H[ôo]pital|KLINIK|Klinik|Klinikum|Clinique|Cl[íi]nica|RUMAH[ \t]SAKIT|Rumah[ \t]Sakit|CHU|CHR|Centro|EHPAD|Residencia|Ospedale|Puskesmas|PUSKESMAS)[ \t]/u;
/** The town after it: a comma, or a preposition of its language, then one to three words in the facility's case. */
const TOWN_AFTER = /^(?:,[ \t]{1,2}|[ \t]{1,2}(?:à|a|in|en|di|im|de)[ \t]{1,2})((?:\p{Lu}\p{Ll}{2,20}|\p{Lu}{3,20})(?:[ \t](?:\p{Lu}\p{Ll}{2,20}|\p{Lu}{3,20})){0,2})(?=[ \t]{0,2}(?:\r?\n|$|[,;.)])|[ \t]{1,2}\p{Ll})/u;

/**
 * The town after a hospital named kind first ("HOSPITAL PAKAR SENTOSA, SHAH ALAM", "EHPAD Les Hortensias à Vitré"):
 * place.after-facility reads a town after a facility word, which a name of this kind does not end with. The town must
 * name: a town the gazetteers hold, or words no English, clinical or stop list holds.
 */
function townsAfter(text: string, wc: WordClasses, out: Candidate[]): void {
  const n = out.length;
  for (let c = 0; c < n; c++) {
    const cand = out[c]!;
    if (cand.type !== 'HOSPITAL' || !KIND_OPENS.test(text.slice(cand.start, cand.start + 14))) continue;
    const m = TOWN_AFTER.exec(text.slice(cand.end, cand.end + 70));
    if (m === null) continue;
    const town = m[1]!;
    const low = town.toLowerCase();
    const words = low.split(/[ \t]/);
    if (!wc.dicts.cities.has(low) && !words.every((w) => !wc.isEnglish(w) && !wc.isClinical(w) && !wc.isStop(w) && !wc.isShorthand(w))) continue;
    const start = cand.end + m[0].indexOf(town, m[0].length - town.length - 1);
    push(out, start, start + town.length, 'CITY', TIER.placeWord);
  }
}

function emitKinds(text: string, wc: WordClasses, out: Candidate[], found: readonly RegExpExecArray[], orgs: boolean): void {
  for (const m of found) {
    const org = m[2] !== undefined;
    if (org !== orgs) continue;
    const name = m[4]!;
    const words = name.split(/[ \t]+/);
    // The name's words up to its last naming word: "Centro de Salud Barrio del Carmen", not "... Carmen Norte" of a heading.
    let last = -1;
    let named = false;
    for (let k = 0; k < words.length; k++) {
      const low = words[k]!.toLowerCase().replace(/['’]s$/, '');
      if (LINKS.has(low)) continue;
      if (wc.isClinical(low) || wc.isStop(low)) break;
      if (wc.nameEvidence(low).notEnglishName || wc.startsPlace(low)) named = true;
      last = k;
    }
    if (!named || last < 0) continue;
    const kept = words.slice(0, last + 1).join(' ');
    const nameAt = m.index + m[0].length - name.length;
    if (text.slice(nameAt, nameAt + kept.length).replace(/\t/g, ' ') !== kept) continue;
    push(out, m.index, nameAt + kept.length, org ? 'ORGANIZATION' : 'HOSPITAL', TIER.facilityName);
  }
}
