// The PHI vocabulary (src/engine/phi/vocab/people-words.ts, street-words.ts, place-words.ts): every title,
// credential and kinship word has one home, both families of name rules read the same lists, and the words
// reconciled between the families find what they should and leave their hard negatives alone. Invented
// examples, none from any evaluation set; a small hand-made dictionary stands in for the built file.
import { strict as assert } from 'node:assert';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createPhiIdentifier, identifyPhi, type PhiDictionaries } from '../../../../src/engine/phi/index';
import { KNOWN_ENGLISH_NAME, KNOWN_NAME, NO_NAME, UNKNOWN_WORD, WordClasses } from '../../../../src/engine/phi/core/tokens';
import { CREDENTIALS, KIN } from '../../../../src/engine/phi/rules/note-people-context';
import { closesStreetName } from '../../../../src/engine/phi/vocab/street-words';
import { ruleChecks } from './rules/rule-checks';
import { CHECKED_WORDS, vocabularyListsIn } from './vocab-home';

const PHI = join(__dirname, '..', '..', '..', '..', '..', 'src', 'engine', 'phi');

const DICTS: PhiDictionaries = {
  names: new Set(['marguerite', 'okonkwo', 'reyes', 'joan', 'jill', 'rose', 'okafor', 'rivera']),
  given: new Set(['marguerite', 'joan', 'jill', 'rose']),
  english: new Set(['rose', 'privately', 'offer', 'support', 'sats', 'help', 'counseling', 'discussed', 'reviewed', 'unchanged', 'at', 'bedside', 'plan', 'issues', 'no']),
  cities: new Set(),
  states: new Map(),
  countries: new Set(),
  source: 'file',
};
const notes = ruleChecks(createPhiIdentifier(DICTS));
const capitalised = ruleChecks(identifyPhi);

describe('PHI vocabulary: one home for titles, credentials and kin', () => {
  it('no rule or core file of the engine writes its own list of them', () => {
    const lists: string[] = [];
    for (const dir of ['rules', 'core']) {
      for (const file of readdirSync(join(PHI, dir)).filter((f) => f.endsWith('.ts'))) {
        for (const l of vocabularyListsIn(readFileSync(join(PHI, dir, file), 'utf8'))) lists.push(`${dir}/${file}:${l.line}: ${l.words.join(' ')}`);
      }
    }
    assert.deepEqual(lists, [], 'define these words in src/engine/phi/vocab/people-words.ts and import them');
  });

  it('the check finds such a list wherever it is written: a Set, a regex alternation, a space-separated string', () => {
    const source = [
      "const TITLES = new Set(['dr', 'drs', 'doctor']);",
      'const CRED = /(?:,[ \\t]{0,2})(?:M\\.?D\\.?|R\\.?N\\.?|N\\.?P\\.?|PA-C)(?![\\p{L}])/gu;',
      "const FAMILY = 'wife husband son daughter'.split(' ');",
      "const STATES = new Set(['ID', 'MD', 'OR', 'IN', 'OK', 'HI', 'ME', 'DE', 'PA', 'MS', 'CO', 'LA']);",
    ].join('\n');
    assert.deepEqual(vocabularyListsIn(source).map((l) => l.line), [1, 2, 3]);
  });

  it('the note family reads the vocabulary: credentials and kin come from people-words', () => {
    for (const w of ['rrt', 'lpn', 'crna', 'dnp', 'mbbs']) assert.ok(CREDENTIALS.has(w), w);
    for (const w of ['spouse', 'fiancée', 'dtr', 'friend']) assert.ok(KIN.has(w), w);
    for (const w of ['dmd', 'facs']) assert.ok(!CREDENTIALS.has(w), `${w} needs more context in lower-case notes`);
    assert.ok(CHECKED_WORDS.has('professor') && !CHECKED_WORDS.has('pt'));
  });
});

describe('PHI vocabulary: words reconciled between the families', () => {
  it('the capitalised family reads the nursing and therapy credentials the note family had', () => {
    capitalised.finds('Plan discussed with Tobias Wren LPN and the team.', 'DOCTOR:Tobias Wren', 'name.credential');
    capitalised.finds('Wound care by Keisha Pratt, CCRN this morning.', 'DOCTOR:Keisha Pratt', 'name.credential');
    capitalised.finds('Swallow study by Orla Finch SLP, thin liquids ok.', 'DOCTOR:Orla Finch', 'name.credential');
  });
  it('but not the credentials that are capitalised abbreviations there, nor an eponym before one', () => {
    capitalised.clean('ECHO: LVEF 25%. Has CRT-D in place.');
    capitalised.clean('Primary CNS lymphoma, on methotrexate.', 'DOCTOR');
    capitalised.clean('Pt has known Duchenne DMD, wheelchair bound.', 'DOCTOR');
  });
  it('the note family reads the credentials and kin the capitalised family had', () => {
    notes.finds('anesthesia by joan reyes crna, no issues', 'DOCTOR:joan reyes', 'person.credential');
    notes.finds('spouse marguerite at bedside, updated on plan', 'PATIENT:marguerite', 'person.relative');
  });
  it('but not the titles that are shorthand in lower case, nor DMD or FACS', () => {
    notes.clean('pt needs prof help with coping', 'DOCTOR');
    notes.clean('referred for prof counseling at discharge', 'DOCTOR');
    notes.clean('pain mx discussed with team, continue prn', 'PATIENT');
    notes.clean('sz mx reviewed, dvt ppx mx unchanged', 'PATIENT');
    notes.clean('pt with dmd and scoliosis, on bipap at night');
    notes.clean('cells sorted by facs');
  });
  it('relatives as notes abbreviate them are cues, never the name ("met with dtr")', () => {
    notes.clean('Met with dtr privately to offer support.');
    notes.finds('met with dtr jill at bedside', 'PATIENT:jill', 'person.relative');
  });
  it('every title, credential and relative is a stop word, except a group word that names places ("children\'s hospital")', () => {
    notes.clean('spoke with professor about rrt plan, see mister in am', 'DOCTOR', 'PATIENT');
    notes.finds("transferred to lakeview children's hospital last night", "HOSPITAL:lakeview children's hospital", 'place.facility-word');
  });
  it('a credential after a word glued to a number is a unit: "3Ls NP" is nasal prongs', () => {
    capitalised.clean('O2 on 3Ls NP, sats 97-99%.', 'DOCTOR');
    capitalised.finds('Discussed with Ann Roe NP today.', 'DOCTOR:Ann Roe', 'name.credential');
  });
  it('a title written in full is read by both: Professor and Mx', () => {
    capitalised.finds('Professor Okafor saw the patient today.', 'DOCTOR:Okafor', 'name.cued');
    capitalised.finds('Mx Rivera declined the flu shot.', 'PATIENT:Rivera', 'name.cued');
  });
});

describe('PHI vocabulary: "Dr" closing a street name, one guard for both families', () => {
  it('a Title-case street after a house number, with or without the period', () => {
    const a = 'Lives at 1737 Cheriton Dr Apt 4.';
    assert.ok(closesStreetName(a, a.indexOf('Dr')));
    const b = 'Address: 22 Oak Hill Dr. Springfield';
    assert.ok(closesStreetName(b, b.indexOf('Dr')));
    capitalised.clean(b, 'DOCTOR');
    notes.clean('Home: 1737 Cheriton Dr Apt 4', 'DOCTOR');
  });
  it('not a time and a capitalised word in an ALL-CAPS note, and not a title after a sentence', () => {
    const c = 'INCREASED AT 1800 PER DR RONAYNE';
    assert.ok(!closesStreetName(c, c.indexOf('DR')));
    notes.finds(c, 'DOCTOR:RONAYNE', 'person.title');
    const d = 'Seen on 3 Dr Lee';
    assert.ok(!closesStreetName(d, d.indexOf('Dr')));
  });
});

describe('PHI word evidence: readable, not a number', () => {
  const wc = new WordClasses(DICTS, new Set(['lasix']));
  it('tells a known name, a known name that is an English word, an unknown word and no name apart', () => {
    assert.equal(wc.nameEvidence('okafor'), KNOWN_NAME);
    assert.equal(wc.nameEvidence('rose'), KNOWN_ENGLISH_NAME);
    assert.equal(wc.nameEvidence('will'), NO_NAME, 'a stop word first');
    assert.equal(wc.nameEvidence('zorbantz'), UNKNOWN_WORD);
    assert.equal(wc.nameEvidence('lasix'), NO_NAME);
    assert.equal(wc.nameEvidence('the'), NO_NAME);
  });
  it('gives the same answer when asked again, after other classes were asked, and from a fresh instance', () => {
    const words = ['okafor', 'rose', 'will', 'zorbantz', 'lasix', 'the', 'protcol', 'a', 'smith', 'cont'];
    const asked = new WordClasses(DICTS, new Set(['lasix']));
    for (const w of words) asked.isEnglish(w);
    const first = words.map((w) => asked.nameEvidence(w));
    assert.deepEqual(words.map((w) => asked.nameEvidence(w)), first);
    words.forEach((w, i) => assert.equal(new WordClasses(DICTS, new Set(['lasix'])).nameEvidence(w), first[i], w));
  });
  it('derives the readings the rules ask for', () => {
    assert.deepEqual(
      [KNOWN_NAME, KNOWN_ENGLISH_NAME, UNKNOWN_WORD, NO_NAME].map((e) => [e.nameLike, e.knownNotEnglish, e.notEnglishName]),
      [[true, true, true], [true, false, false], [true, false, true], [false, false, false]],
    );
  });
});
