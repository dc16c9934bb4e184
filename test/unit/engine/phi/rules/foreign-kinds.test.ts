// Per-rule tests of the foreign-kinds family (src/engine/phi/rules/foreign-kinds.ts): hospitals, care homes and
// organisations other languages name with their kind word first, with headings, clinical initials and kind words
// before English words as hard negatives. Invented examples, none from any evaluation set. A small hand-made
// dictionary stands in for the built file.
import { createPhiIdentifier } from '../../../../../src/engine/phi/index';
import { englishOnly, ruleChecks } from './rule-checks';

const DICTS = englishOnly([
  'in', 'place', 'score', 'course', 'stable', 'general', 'the', 'of', 'and', 'at', 'to', 'from', 'service', 'day', 'note', 'was', 'seen',
  'transferred', 'care', 'home', 'school', 'club', 'for', 'his', 'her', 'son', 'plays', 'insurance', 'plan', 'green', 'north', 'central',
  'main', 'building',
]);
const identify = createPhiIdentifier(DICTS);
const { finds, notBy } = ruleChecks(identify);

describe('rule facility.foreign-kind', () => {
  it('finds hospitals, health centres and care homes named kind first', () => {
    finds('Adressé par le CHU de Quimperlé pour avis.', 'HOSPITAL:CHU de Quimperlé', 'facility.foreign-kind');
    finds('Remitida desde el Centro de Salud Barrio del Olmedal por disnea.', 'HOSPITAL:Centro de Salud Barrio del Olmedal', 'facility.foreign-kind');
    finds('Ingreso en el Hospital Universitario Los Almendrales en marzo.', 'HOSPITAL:Hospital Universitario Los Almendrales', 'facility.foreign-kind');
    finds("Sortie vers l'EHPAD Les Glycinettes demain.", 'HOSPITAL:EHPAD Les Glycinettes', 'facility.foreign-kind');
    finds('Dirujuk dari Rumah Sakit Permata Quandra minggu lalu.', 'HOSPITAL:Rumah Sakit Permata Quandra', 'facility.foreign-kind');
  });
  it('leaves headings, clinical initials and kinds before English words alone', () => {
    notBy('Hospital Course: stable. Hospital Day 3 note.', 'facility.foreign-kind');
    notBy('CHI 2 score in place; CHU de garde.', 'facility.foreign-kind');
    notBy('Centro de Salud General Service was seen.', 'facility.foreign-kind');
  });
});

describe('rule org.foreign-kind', () => {
  it('finds insurers, services, schools, companies and clubs named kind first', () => {
    finds('Mutuelle : Mutuelle Bretonne des Gravelots.', 'ORGANIZATION:Mutuelle Bretonne des Gravelots', 'org.foreign-kind');
    finds('Er ist bei der AOK Niedersachsen versichert.', 'ORGANIZATION:AOK Niedersachsen', 'org.foreign-kind');
    finds('Danach übernimmt der Pflegedienst Lindenquell die Medikamentengabe.', 'ORGANIZATION:Pflegedienst Lindenquell', 'org.foreign-kind');
    finds('Jugendtrainer beim TSV Heidmoor seit Jahren.', 'ORGANIZATION:TSV Heidmoor', 'org.foreign-kind');
    finds('His son plays for VfL Quarnbach on Sundays.', 'ORGANIZATION:VfL Quarnbach', 'org.foreign-kind');
  });
  it('leaves clinical initials and kinds before English words alone', () => {
    notBy('FC Quarnbach in place. AOK Plan: Green. Lycée North Central.', 'org.foreign-kind');
  });
});

describe('rule org.foreign-kind: congregations and schools named kind first (fix15a)', () => {
  it('finds a church, a school or a mosque by its kind and name, the accented kinds too', () => {
    finds('Supports: Iglesia Bautista Quarnel, pastor visits.', 'ORGANIZATION:Iglesia Bautista Quarnel', 'org.foreign-kind');
    finds('Supper at Igreja Assembleia de Deus de Tarnovi (about 100 people).', 'ORGANIZATION:Igreja Assembleia de Deus de Tarnovi', 'org.foreign-kind');
    finds('Supports: Église Baptiste Quarnel, pastor visits.', 'ORGANIZATION:Église Baptiste Quarnel', 'org.foreign-kind');
    finds('École Quarnel-Sud, grade 3 class.', 'ORGANIZATION:École Quarnel-Sud', 'org.foreign-kind');
    finds('Friday prayers at Masjid Al-Quarnel.', 'ORGANIZATION:Masjid Al-Quarnel', 'org.foreign-kind');
  });
  it('leaves a kind word before English words or alone', () => {
    notBy('Iglesia Main Building. the ecole day. Masjid North Central. Église in place.', 'org.foreign-kind');
  });
});

describe('rule place.after-kind-first', () => {
  it('finds the town after a hospital named kind first, after a comma or a preposition', () => {
    finds("Sortie vers l'EHPAD Les Glycinettes à Quervillé. Kiné.", 'CITY:Quervillé', 'place.after-kind-first');
    finds('Dirujuk dari Rumah Sakit Permata Quandra, Pematangsiri minggu lalu.', 'CITY:Pematangsiri', 'place.after-kind-first');
  });
  it("leaves a section of the hospital, English words and a heading's comma alone", () => {
    notBy('Ingreso en el Hospital Universitario Los Almendrales, Main Building.', 'place.after-kind-first');
    notBy('Hospital Course, Day 3: stable.', 'place.after-kind-first');
  });
});
