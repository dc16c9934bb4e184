// Per-rule tests of the kind-first facilities (src/engine/phi/rules/kind-first-facilities.ts): a hospital named with
// its kind word first on a line in capitals, a compound whose last part is its kind, and a public hospital's kind and
// its town, with headings, scales, generic hospitals and words of when as hard negatives; and a German doctorate's
// faculty after "Dr." (person.title). Invented examples, none from any evaluation set.
import { createPhiIdentifier, defaultPhiDictionariesPath, loadPhiDictionaries } from '../../../../../src/engine/phi/index';
import { strict as assert } from 'node:assert';
import { join } from 'node:path';

const path = defaultPhiDictionariesPath(join(__dirname, '..', '..', '..', '..', '..', 'src', 'engine'));
const identify = path !== undefined ? createPhiIdentifier(loadPhiDictionaries(path)) : undefined;
const byRule = (rule: string, text: string): string[] =>
  (identify?.(text) ?? []).filter((f) => f.rule === rule).map((f) => `${f.type}:${text.slice(f.start, f.end)}`);
const all = (text: string): string[] => (identify?.(text) ?? []).map((f) => `${f.type}:${text.slice(f.start, f.end)}`);

describe('rule facility.kind-first-caps', function () {
  before(function () {
    if (!identify) this.skip();
  });
  it('finds a hospital or clinic written kind first on a line in capitals', () => {
    assert.deepEqual(byRule('facility.kind-first-caps', 'HOSPITAL SULTANAH ZARIFAH, KUALA TEMBUNG\nDISCHARGE NOTE'), ['HOSPITAL:HOSPITAL SULTANAH ZARIFAH']);
    assert.deepEqual(byRule('facility.kind-first-caps', 'REFERRED FROM: KLINIK KESIHATAN BUKIT ROMPIN'), ['HOSPITAL:KLINIK KESIHATAN BUKIT ROMPIN']);
    assert.deepEqual(byRule('facility.kind-first-caps', 'HOSPITAL UNIVERSITARIO DE LA VEGUILLA, MURTEDA'), ['HOSPITAL:HOSPITAL UNIVERSITARIO DE LA VEGUILLA']);
  });
  it('leaves headings, scales, programmes and mixed-case lines alone', () => {
    assert.deepEqual(byRule('facility.kind-first-caps', 'HOSPITAL COURSE: PT WAS ADMITTED FOR CHF.\nHOSPITAL DAY 3. HOSPITAL STAY UNEVENTFUL.'), []);
    assert.deepEqual(byRule('facility.kind-first-caps', 'HOSPITAL ANXIETY AND DEPRESSION SCALE 12. HOSPITAL ELDER LIFE PROGRAM.'), []);
    assert.deepEqual(byRule('facility.kind-first-caps', 'DISCHARGED FROM HOSPITAL MONDAY. HOSPITAL ACQUIRED PNEUMONIA. HOSPITAL FOLLOW UP WITH DR ROE.'), []);
    assert.deepEqual(byRule('facility.kind-first-caps', 'HOSPITAL SULTANAH ZARIFAH is where she was seen.'), []);
  });
});

describe('rule facility.compound-kind', function () {
  before(function () {
    if (!identify) this.skip();
  });
  it('finds a compound that ends in its kind and the name after it', () => {
    assert.deepEqual(byRule('facility.compound-kind', 'Kantonsspital Ruswil\nMedizinische Klinik'), ['HOSPITAL:Kantonsspital Ruswil']);
    assert.deepEqual(byRule('facility.compound-kind', 'Transfer to the Rehaklinik Felsbach for rehabilitation.'), ['HOSPITAL:Rehaklinik Felsbach']);
    assert.deepEqual(byRule('facility.compound-kind', 'Transfer to the Höhenklinik Felsbach is planned.'), ['HOSPITAL:Höhenklinik Felsbach']);
    assert.deepEqual(byRule('facility.compound-kind', 'To: Dr. med. A. Roe, Hausarztpraxis Lindengrund, 6390 Ort'), ['HOSPITAL:Hausarztpraxis Lindengrund']);
    assert.deepEqual(byRule('facility.compound-kind', 'Die Reha erfolgt in der Rehaklinik am Quellpark in Ort.'), ['HOSPITAL:Rehaklinik am Quellpark']);
  });
  it('reads no day or month after a joiner (inst46)', () => {
    assert.deepEqual(byRule('facility.compound-kind', 'Wiedervorstellung im Krankenhaus am Montag, Kontrolle im Rehaklinik am Dezember.'), []);
  });
  it('leaves the kind alone, English words after it and lower-case compounds alone', () => {
    assert.deepEqual(byRule('facility.compound-kind', 'Praxis matters. The Spital is old. The Krankenhaus Team met at the Kantonsspital.'), []);
    assert.deepEqual(byRule('facility.compound-kind', 'Seen in the Kantonsspital Emergency department; kantonsspital ruswil'), []);
  });
});

describe('rule facility.kind-town', function () {
  before(function () {
    if (!identify) this.skip();
  });
  it('finds a public hospital named by its kind and its town, in any letter case', () => {
    assert.deepEqual(byRule('facility.kind-town', 'Referred from Federal Medical Centre Umuokpara with sepsis.'), ['HOSPITAL:Federal Medical Centre Umuokpara']);
    assert.deepEqual(byRule('facility.kind-town', 'TRANSFERRED FROM GENERAL HOSPITAL IKWELEDE ON 3/2.'), ['HOSPITAL:GENERAL HOSPITAL IKWELEDE']);
    assert.deepEqual(byRule('facility.kind-town', 'cc: dr. roe, base hospital pelmadulla'), ['HOSPITAL:base hospital pelmadulla']);
  });
  it('leaves a generic hospital before a word of when, a service, a title or a sentence start alone', () => {
    assert.deepEqual(byRule('facility.kind-town', 'admitted to the district hospital yesterday, then to regional hospital tomorrow'), []);
    assert.deepEqual(byRule('facility.kind-town', 'He went to the General Hospital Psychiatry unit. Teaching Hospital Dr Roe saw her.'), []);
    assert.deepEqual(byRule('facility.kind-town', 'General hospital Umuokpara is far. Seen at the Community Hospital Emergency Department.'), []);
  });
});

describe('person.title after a German doctorate', function () {
  before(function () {
    if (!identify) this.skip();
  });
  it('reads the name after the faculty, not the faculty', () => {
    assert.deepEqual(byRule('person.title', 'To: Dr. med. Annegret Vollenweider, Seestrasse 4'), ['DOCTOR:Annegret Vollenweider']);
    assert.deepEqual(byRule('person.title', 'Seen by Dr. med. dent. Urs Hasler today.'), ['DOCTOR:Urs Hasler']);
  });
  it('leaves a role after the name and an abbreviation in prose alone', () => {
    assert.ok(!all('Dr. med. Seraina Roe, Oberärztin').includes('DOCTOR:Oberärztin'));
    assert.deepEqual(all('The med. list is unchanged.'), []);
  });
});

describe('public hospitals named with their kind (facility.caps-line, place.facility-word)', function () {
  before(function () {
    if (!identify) this.skip();
  });
  it('reads the kind of a public hospital as part of its facility word', () => {
    assert.deepEqual(byRule('facility.caps-line', 'REFERRAL NOTE - GENERAL OUTPATIENT, ONDEKO STATE TEACHING HOSPITAL\nNAME: X'), ['HOSPITAL:ONDEKO STATE TEACHING HOSPITAL']);
    assert.deepEqual(byRule('place.facility-word', 'the registrar,\nuniversity of abakpo teaching hospital'), ['HOSPITAL:abakpo teaching hospital']);
    assert.deepEqual(byRule('facility.caps-line', 'TRANSFERRED FROM HAMILTON HSC, ED.'), ['HOSPITAL:HAMILTON HSC']);
  });
  it('reads HSC as a health sciences centre only after a place', () => {
    assert.deepEqual(byRule('facility.caps-line', 'HX: AML S/P ALLOGENEIC HSC. PERIPHERAL BLOOD HSC COLLECTED. FOR HSC.'), []);
  });
  it('names no hospital by its kind alone', () => {
    assert.deepEqual(byRule('facility.caps-line', 'UNIVERSITY TEACHING HOSPITAL\nTHE DISTRICT HOSPITAL\nTO STATE HOSPITAL'), []);
    assert.deepEqual(all('she was seen at the teaching hospital and a district hospital; he went to mission hospital.'), []);
  });
});

describe('facility.word-first with a field in small letters', function () {
  before(function () {
    if (!identify) this.skip();
  });
  it('reads the field and the place name after the facility word', () => {
    assert.deepEqual(byRule('facility.word-first', 'Stent in 2021 at the Institut universitaire de cardiologie de Val-Morency.'), ['HOSPITAL:Institut universitaire de cardiologie de Val-Morency']);
    assert.deepEqual(byRule('facility.word-first', 'Seen at the Institut universitaire en santé mentale de Louvreuil.'), ['HOSPITAL:Institut universitaire en santé mentale de Louvreuil']);
  });
  it('leaves a heading and an English preposition after the facility word alone', () => {
    assert.deepEqual(byRule('facility.word-first', 'Hospital course was long. Hospital en route to home. Hospital in Boston.'), []);
  });
});
