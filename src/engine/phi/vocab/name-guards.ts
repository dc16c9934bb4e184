// What must never become PATIENT or DOCTOR: eponyms of diseases, signs, scores and devices ("Parkinson's
// disease", "Foley catheter", "Apgar", "Gleason"), and capitalised words that follow name cues without
// being names ("seen by The team", "Dr. Smith's Office").

import { isSpace } from '../core/scan';
import { CONTACTS, CREDENTIALS, DOCTOR_TITLES, PERSON_TITLES, RELATIVES, WARD_WORD_CREDENTIALS } from './people-words';

/** Lower-cased eponyms used in clinical language. A title ("Dr. Parkinson") still makes a name. */
export const EPONYMS: ReadonlySet<string> = new Set(
  (
    'parkinson parkinsons alzheimer alzheimers crohn crohns bell bells foley apgar gleason glasgow hodgkin ' +
    'hodgkins cushing cushings addison addisons graves hashimoto raynaud raynauds kaposi tourette huntington ' +
    'down asperger babinski homan homans chvostek trousseau kussmaul cheyne wernicke korsakoff ' +
    'guillain barre barré bence hirschsprung meckel wilms ewing burkitt barrett whipple nissen roux billroth ' +
    'swan ganz hickman groshong pratt mallory weiss zenker sjogren sjögren kawasaki lyme epley heimlich ' +
    'valsalva trendelenburg lachman mcmurray phalen tinel romberg brudzinski kernig rovsing doppler ' +
    'holter gram papanicolaou pap snellen ranson pugh killip mallampati breslow braden ' +
    'salter colles monteggia galeazzi lisfranc chopart maisonneuve charcot dupuytren peyronie paget bowen ' +
    'merkel hurthle sternberg auer lewy creutzfeldt jakob munchausen ludwig bartholin osgood schlatter perthes ' +
    'scheuermann kienbock tietze brugada mobitz wenckebach osler janeway virchow schatzki kehr cullen ' +
    'courvoisier tzanck nikolsky koebner gottron buerger takayasu wegener churg strauss henoch schonlein ' +
    'goodpasture alport fanconi bartter gitelman liddle sheehan kallmann klinefelter noonan marfan ' +
    'ehlers danlos gaucher tay sachs niemann fabry pompe hurler menkes crigler najjar budd ' +
    'chiari dandy sturge lindau horner adie argyll broca sequard eaton penrose sengstaken blakemore ' +
    'dobhoff levin coude jp hemovac kerlix tegaderm ace medrol lasix coumadin tylenol advil motrin ' +
    'epstein hodgkin non-hodgkin leber tay-sachs wolff meier bayes ' +
    'kruskal wallis spearman glasgow-blatchford child-pugh rockall framingham ' +
    'nyha karnofsky ecog likert mini-mental montreal stroop rinne schirmer seidel ' +
    'finkelstein spurling neer apley ober faber ' +
    'adson yergason lhermitte kocher pfannenstiel mcburney lanz rosving psoas obturator ' +
    'quinton shiley portex mcroberts zavanelli nagele naegele hegar braxton hicks duchenne ' +
    // Eye, hearing and dental tests and instruments named after people.
    'amsler ishihara bielschowsky goldmann hirschberg tonopen frenzel dix hallpike ' +
    // An obstetric examination, a Parkinson's staging scale and a bowel operation named after people ("vertex by Leopold",
    // "Hoehn and Yahr 2", "end colostomy (Hartmann's)") (fix18d).
    'leopold leopolds hoehn yahr hartmann hartmanns ' +
    // A radiograph's septal lines ("kerley b lines"), read in caseless reports where no capital marks the eponym.
    'kerley'
  ).split(/\s+/),
);

/** Words that, right after a name, show it is an eponym: "Bell palsy", "Foley catheter", "Wilson disease". */
export const EPONYM_FOLLOWERS: ReadonlySet<string> = new Set(
  (
    'disease coma murmur syndrome palsy sign signs test tests maneuver manoeuvre maneuvers manoeuvres score scale scales catheter fracture tube ' +
    'criteria classification reflex phenomenon procedure operation repair stain node nodes tumor tumour ' +
    'lymphoma sarcoma ulcer cyst ring triad law equation formula line drain disorder anomaly malformation ' +
    'esophagus hernia lesion lesions nodule nodules bodies body cells cell spots spot rule rules index ' +
    'grade grading stage staging shunt pouch diverticulum diverticula bag valve coma encephalopathy ' +
    'thyroiditis phenomenon contracture deformity angle position incision point block method technique ' +
    'solution tear tears reaction infection virus bacillus oint ointment lotion cream muir ' +
      'blade blades grid retractor retractors forceps clamp speculum needle splint brace chart charts ' +
      // An exercise test's or a treatment's protocol named for its author ("Bruce protocol", "Naughton protocol").
      'protocol ' +
      // A hand therapist's instruments named for their maker or place ("X grip 28 kg", "X dynamometer", "X pegboard"), in
      // every return-to-work and functional capacity evaluation (fix16d).
      'grip dynamometer pegboard'
  ).split(/\s+/),
);

/**
 * The narrow core of EPONYM_FOLLOWERS that makes an eponym of whatever name or place a rule read before it ("history of
 * Wilson's disease", "Stevens-Johnson syndrome", "per ADA guidelines"; core/clinical-guard.ts): words a person's name
 * is not followed by in a sentence. Not "scale": "per U Maryland scale" names a place.
 */
export const DISEASE_FOLLOWERS: ReadonlySet<string> = new Set(
  ('disease syndrome palsy sign criteria classification guideline guidelines maneuver manoeuvre reflex phenomenon ' +
    'disorder anomaly malformation encephalopathy thyroiditis lymphoma sarcoma tumor tumour triad contracture deformity ' +
    'hernia ulcer ' +
    // A society's or an author's advice in a report ("per Fleischner guidance", "per SRU recommendations") and a virus
    // named for the place it was found ("Ross River virus", "West Nile virus"): no person or town is meant.
    'guidance recommendations virus ' +
    // A post-ictal weakness named for its author ("no Todd paralysis").
    'paralysis').split(' '),
);

/** Capitalised words that are not names even in a name slot (lower-cased): also every title, credential and relative. */
export const NOT_NAME_WORDS: ReadonlySet<string> = new Set([
  ...[...DOCTOR_TITLES, ...PERSON_TITLES, ...CREDENTIALS, ...WARD_WORD_CREDENTIALS, ...RELATIVES, ...CONTACTS].map((w) => w.toLowerCase()),
  // Not "kumari", which is also a given name.
  'shri', 'shrimati', 'smt',
  ...(
    'the a an this that these those his her their our my your its he she they we i you it patient patients pt ' +
    'charge triage client float covering primary night ' +
    'hospital clinic center centre medical health team service staff ' +
    'unit department dept division divisions emergency er ed icu or nurse nursing physician surgeon resident attending fellow ' +
    'office practice group care and or of in on at to for with by from as is was were be been has had have ' +
    'today yesterday tomorrow morning evening night am pm monday tuesday wednesday thursday friday saturday ' +
    'sunday january february march april may june july august september october november december ' +
    'history hpi assessment plan impression diagnosis diagnoses exam examination labs lab medications ' +
    'medication allergies allergy vitals vital signs ros pmh psh fh sh social family chief complaint ' +
    'discharge admission admitted follow followup follow-up consult consultation note notes report summary ' +
    'signed electronically dictated transcribed reviewed cc pcp primary referring provider name date time ' +
    'no yes not none negative positive normal abnormal left right bilateral chest abdomen head neck ' +
    'please thank thanks dear sincerely regards hello hi re subject to from sent' +
    ' he she they we i per via who which what when where why how if then there here also again all any some ' +
    'other new old first last next prior previous status post mg ml daily bid tid qid prn po iv im sc ' +
    'blood pressure heart rate temperature pulse oxygen saturation weight height bmi male female man woman ' +
    'boy girl baby infant ' +
    'university college school institute street avenue road city county state country america american ' +
    // Services and departments that follow "seen by" or "discussed with".
    'therapy physical occupational speech pharmacy cardiology neurology oncology surgery medicine radiology ' +
    'pathology psychiatry psychology nephrology urology gastroenterology gi pulmonology pulmonary dermatology ' +
    'endocrinology hematology rheumatology orthopedics ortho ent anesthesia anesthesiology nutrition dietary ' +
    'chaplain palliative hospice consults work case management dietitian respiratory ' +
    // A children's hospital's play and procedural-support service ("seen by Child Life"): "Child" is a relative word.
    'life'
  ).split(/\s+/),
]);

/** Given names that are also modal verbs: before a plan verb they open a plan ("Will Monitor Closely"). */
export const MODAL_GIVEN_NAMES: ReadonlySet<string> = new Set(['will', 'may']);
/** Verbs of a plan, as a Title-case plan writes them after "Will": "Will Continue", "Will Follow Up". */
export const PLAN_VERBS: ReadonlySet<string> = new Set(
  ('monitor continue cont follow check recheck call consider obtain start stop hold repeat discuss refer order ' +
    'schedule titrate increase decrease wean return need require trend reassess arrange advance resume give ' +
    'treat observe watch evaluate assess send transfer admit discharge keep plan add change adjust see get ' +
    'update notify contact review defer await').split(' '),
);

/**
 * True when the word after the name (past an optional "'s") shows an eponym: "Bell's palsy", "Foley catheter". What
 * `/^(?:['’]s?)?[\s-]+([A-Za-z]+)/` reads of the 32 code units after the name, read in place (the name rules ask it of
 * every name they find): an apostrophe, then an "s" if one follows (without it, the blanks cannot start at the "s"),
 * blanks or hyphens, and the run of ASCII letters after them.
 */
export function hasEponymFollower(text: string, end: number): boolean {
  const limit = Math.min(text.length, end + 32);
  let i = end;
  if (i < limit && (text.charCodeAt(i) === 39 || text.charCodeAt(i) === 0x2019)) {
    i++;
    if (i < limit && text.charCodeAt(i) === 115) i++;
  }
  const blanks = i;
  while (i < limit && (isSpace(text.charCodeAt(i)) || text.charCodeAt(i) === 45)) i++;
  if (i === blanks) return false;
  const word = i;
  while (i < limit && ((text.charCodeAt(i) | 32) >= 97 && (text.charCodeAt(i) | 32) <= 122)) i++;
  return i > word && EPONYM_FOLLOWERS.has(text.slice(word, i).toLowerCase());
}

/** A word that names a disease, sign, score or device in clinical text ("Parkinson", "Apgar", "Foley"). */
export function isEponym(word: string): boolean {
  return EPONYMS.has(word.toLowerCase().replace(/['’]s$/, ''));
}
/**
 * What a form's name field holds when it names no one: "Preferred name: none", "KNOWN AS: SAME", "Nickname: declined".
 * A field's own words, from how forms are filled in; read where a field lets an English word stand as a name.
 */
export const FIELD_NON_ANSWERS: ReadonlySet<string> = new Set([
  'none', 'nil', 'same', 'unknown', 'unk', 'above', 'declined', 'refused', 'pending', 'tbc', 'tba', 'self', 'patient', 'not', 'no',
  'yes', 'as', 'see', 'blank', 'nk', 'na', 'unavailable', 'withheld',
]);
