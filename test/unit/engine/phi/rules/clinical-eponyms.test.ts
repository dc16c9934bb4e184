// The eponyms and services that mainstream reports, letters and discharge summaries write where a name could stand
// (vocab/name-guards.ts: "kerley" among EPONYMS, "protocol" among EPONYM_FOLLOWERS, "life" among the services after
// "seen by"), and the people of the same names, who a title, a cue or a full name still find. Invented examples, none
// from any evaluation set.
import { createPhiIdentifier, identifyPhi } from '../../../../../src/engine/phi/index';
import { handMade, ruleChecks } from './rule-checks';

const { finds, clean } = ruleChecks(identifyPhi);

describe('clinical eponyms and services written as names', () => {
  it('leaves septal lines, an exercise protocol and a paediatric service alone', () => {
    clean('impression: interstitial edema with kerley b lines and small effusions.', 'PATIENT', 'DOCTOR');
    clean('Exercise tolerance test on the Bruce protocol: 7 minutes, stopped for fatigue.', 'PATIENT', 'DOCTOR');
    clean('Seen by Child Life for procedural support before the cannula.', 'PATIENT', 'DOCTOR');
  });
  it('still finds people of those names after a title, a cue or with a surname', () => {
    finds('discussed with dr kerley at 0300.', 'DOCTOR:kerley', 'person.title');
    finds('Seen by Bruce Whitlam today.', 'DOCTOR:Bruce Whitlam', 'name.cued');
  });
});

describe('a society\'s guidance and a virus named for a place', () => {
  it('leaves the author of guidance and a place-named virus alone', () => {
    clean('Nodule 7 mm: follow-up CT in 6 months per Kowalczyk guidance.', 'PATIENT', 'DOCTOR');
    clean('Repeat scan per SRU recommendations if pain persists.', 'PATIENT', 'DOCTOR');
    clean('Arthralgia in keeping with Ross River virus; Murray Valley virus serology sent.', 'PATIENT', 'DOCTOR', 'CITY', 'LOCATION-OTHER');
  });
  it('still finds a person of the same name who gives guidance after a title, or is reached by a cue', () => {
    finds('Discussed with Dr. Kowalczyk, guidance given.', 'DOCTOR:Kowalczyk', 'name.cued');
    finds('spoke with Ross Tremblay re: the results', 'DOCTOR:Ross Tremblay', 'person.contact');
  });
});

describe('a place or a name opening a named score or rule, and a post-ictal palsy', () => {
  it('leaves the town or name that opens a score\'s or a rule\'s name alone', () => {
    clean('Sheffield Hip Fracture Score 4 on admission; Kelowna knee rules negative.', 'PATIENT', 'DOCTOR', 'CITY');
    clean('Brantford Comorbidity Index 5. No Thornbury paralysis after the seizure.', 'PATIENT', 'DOCTOR', 'CITY');
  });
  it('keeps a town before a comma and a person before a small word and a score', () => {
    finds('Spoke with Jane Okafor re score, she agrees.', 'DOCTOR:Jane Okafor', 'person.contact');
  });
});


describe('an obstetric examination, a Parkinson\'s staging scale and a bowel operation named after people (fix18d)', () => {
  it('leaves the eponyms alone, with or without the word that follows them', () => {
    clean('SVE 5/80/-2, vertex by Leopold maneuvers, EFW 3400 g. LOA by Leopold.', 'PATIENT', 'DOCTOR');
    clean('Rigidity L>R, Hoehn and Yahr 3. MoCA 24/30.', 'PATIENT', 'DOCTOR');
    clean('s/p sigmoid resection, end colostomy (Hartmann\'s) for perforation; Hartmann reversal planned.', 'PATIENT', 'DOCTOR');
  });
  it('still finds a person of those names after a title', () => {
    finds('discussed with dr hoehn at 0300.', 'DOCTOR:hoehn', 'person.title');
    finds('Seen by Dr. Leopold in clinic.', 'DOCTOR:Leopold', 'name.cued');
  });
});

describe('a given name that is also an eponym, in a kin or contact slot (the clinical-word guard, core/clinical-guard.ts)', () => {
  // The guard asks the word lists whether the word is a given name: a hand-made dictionary of a few.
  const kin = ruleChecks(createPhiIdentifier(handMade({
    names: ['leopold', 'quinton', 'hartmann'],
    given: ['leopold', 'quinton'],
    english: ['seen', 'son', 'friend', 'nephew', 'wife', 'visited', 'at', 'bedside', 'has', 'positive', 'brought', 'in', 'clothes', 'sign', 'negative', 'drove', 'up', 'the', 'and', 'today', 'by', 'maneuvers', 'catheter', 'placed', 'with'],
  })));
  it('reads the person after a kin or contact word, in any letter case', () => {
    kin.finds('nephew leopold drove up today', 'PATIENT:leopold', 'person.relative-named');
    kin.finds('Seen with friend Quinton at bedside.', 'PATIENT:Quinton', 'person.relative-named');
  });
  it('leaves a real eponymous sign or test after a kin word alone, and an eponym that is no given name', () => {
    kin.clean('son has positive homans', 'PATIENT', 'DOCTOR');
    kin.clean('wife at bedside. leopold maneuvers: vertex.', 'PATIENT', 'DOCTOR');
    kin.clean('nephew leopold sign negative', 'PATIENT', 'DOCTOR');
    kin.clean('wife hartmann today', 'PATIENT', 'DOCTOR');
  });
});

describe('a heart valve\'s or a cardiac device\'s maker after the valve or the device (fix19d)', () => {
  it('leaves the maker alone in brackets after the valve replaced, or before the valve or device', () => {
    clean('POD 2 S/P MVR (ST JUDE) AND CABG X3.', 'HOSPITAL', 'ORGANIZATION', 'CITY');
    clean('s/p AVR (St. Jude mechanical) on warfarin; dual-chamber St. Jude pacemaker.', 'HOSPITAL', 'ORGANIZATION', 'CITY', 'PATIENT', 'DOCTOR');
  });
  it('still finds the hospital of the same name elsewhere, and before its valve or pacemaker clinic', () => {
    finds('Transferred from St. Jude Medical Center for MVR.', 'HOSPITAL:St. Jude Medical Center', 'facility.saint-lower');
    finds('follow up in the St. Jude Medical Center valve clinic.', 'HOSPITAL:St. Jude Medical Center', 'facility.saint-lower');
  });
});
