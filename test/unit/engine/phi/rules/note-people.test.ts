// Per-rule tests of the note-people family (src/engine/phi/rules/note-people.ts): names as clinical notes
// write them, in lower case and in capitals, from titles, credentials, relatives, contact verbs, the social
// section, "the X family", contact details, services, initials, sign-offs, coordination, the name lists and
// repeats. Invented examples over a small hand-made dictionary (note-dicts.ts), none from any evaluation set.
import { strict as assert } from 'node:assert';
import { createPhiIdentifier } from '../../../../../src/engine/phi/index';
import { NOTE_DICTS } from './note-dicts';
import { builtChecks, ruleChecks } from './rule-checks';

const identify = createPhiIdentifier(NOTE_DICTS);
const { finds, clean, notBy } = ruleChecks(identify);

describe('rule person.title', () => {
  it('finds a name after a title in lower case and in capitals', () => {
    finds('pt seen by dr okafor. plan to cont abx.', 'DOCTOR:okafor', 'person.title');
    finds('SEEN BY DR OKAFOR, WILL CONT ABX AND MONITOR.', 'DOCTOR:OKAFOR', 'person.title');
  });
  it('leaves a title before a clinical word alone', () => {
    clean('pt to see dr in am. ms improving. no ms changes.', 'DOCTOR', 'PATIENT');
  });
  it('leaves "miss" as a verb alone', () => {
    clean('WAS CONCERNED HE WAS GOING TO MISS A MEETING FRIDAY. DID NOT MISS A DOSE.', 'DOCTOR', 'PATIENT');
  });
  it('finds a name after "mr" in lower case', () => {
    finds('echo reviewed with mr okafor today.', 'PATIENT:okafor', 'person.title');
  });
  // After a grade, "mr" and "ms" are a valve lesion (mitral regurgitation or stenosis), not a title.
  it('leaves a graded "mr" or "ms" (a mitral valve lesion) alone', () => {
    clean('echo: mild mr stable, trace tr.', 'DOCTOR', 'PATIENT');
    clean('ECHO: 2+ MR Given lasix. moderate-severe ms noted.', 'DOCTOR', 'PATIENT');
  });
});

describe('rule person.credential-title', () => {
  it('finds a name after a credential or role', () => {
    finds('CALLED RN LUCINDA RE PAIN.', 'DOCTOR:LUCINDA', 'person.credential-title');
    finds('D/w RN Lucinda re: pain.', 'DOCTOR:Lucinda', 'person.credential-title');
  });
  it('leaves a role before a clinical word alone', () => {
    clean('rn aware. md notified. resident at bedside. np to follow.', 'DOCTOR', 'PATIENT');
  });
});

describe('rule person.credential', () => {
  it('finds name words right before a credential', () => {
    finds('pt resting. lucinda brannigan rn at bedside overnight.', 'DOCTOR:lucinda brannigan', 'person.credential');
  });
  it('leaves a credential after ordinary words alone', () => {
    clean('pt resting. night rn at bedside. will call md.', 'DOCTOR', 'PATIENT');
  });
  it('leaves a pulmonary artery line or pressure after "PA" alone, in capitals too', () => {
    clean('R FEM PA LINE INTACT. RIJ PA 35/22, PCWP 18.', 'DOCTOR', 'PATIENT');
    finds('NOTE BY QUILLAN OSTROWE PA IN CLINIC.', 'DOCTOR:QUILLAN OSTROWE', 'person.credential');
  });
  it('reads a double-barrelled surname whose second half is an English word, and no hyphenated word alone', () => {
    const barrelled = ruleChecks(createPhiIdentifier({ ...NOTE_DICTS, english: new Set([...NOTE_DICTS.english, 'marsh', 'follow', 'up', 'wheel', 'chair']) }));
    barrelled.finds('TAMSIN QUILLON-MARSH RN', 'DOCTOR:TAMSIN QUILLON-MARSH', 'person.credential');
    barrelled.finds('tamsin quillon-marsh rn', 'DOCTOR:tamsin quillon-marsh', 'person.credential');
    barrelled.clean('FOLLOW-UP RN. PT ARRIVED IN WHEEL-CHAIR RN AWARE.', 'DOCTOR', 'PATIENT');
  });
});

describe('rule person.relative', () => {
  it('finds a name after a relative', () => {
    finds("pt's son, osric, aware of plan.", 'PATIENT:osric', 'person.relative');
    finds('Daughter Petra at bedside.', 'PATIENT:Petra', 'person.relative');
    finds('Mother Joss Halvorsen called.', 'PATIENT:Joss Halvorsen', 'person.relative');
    finds('My kid Osric has had a fever since Sunday.', 'PATIENT:Osric', 'person.relative');
  });
  it('finds a short name no list knows after a relative when a visit or a call follows, in one letter case', () => {
    finds('social: son kri called for update.', 'PATIENT:kri', 'person.relative');
    finds("HIS SON, THA, WAS UPDATED ON HIS PROGRESS.", 'PATIENT:THA', 'person.relative');
    clean('son hcp called; daughter pcp visited; son w/ pna was updated.', 'DOCTOR', 'PATIENT');
  });
  it('leaves a kid without a name alone', () => {
    clean('My kid has a fever.', 'DOCTOR', 'PATIENT');
  });
  it('leaves relatives without a name alone', () => {
    clean('Mother deceased. Father with HTN. Sister at bedside.', 'DOCTOR', 'PATIENT');
    clean("Spoke with pt's sister; she is stable.", 'DOCTOR', 'PATIENT');
  });
});

describe('rule person.contact', () => {
  it('finds a name beside a contact verb', () => {
    finds('Spoke with Osric about meds.', 'DOCTOR:Osric', 'person.contact');
    finds('Paged Delphine Wexley re: K 3.1.', 'DOCTOR:Delphine Wexley', 'person.contact');
  });
  it('finds an initial with its period and a surname after a strong cue, whatever the surname looks like', () => {
    finds('HR 100s, 1st degree AVB. Reported to L. Plur. Resp: acidotic.', 'DOCTOR:L. Plur', 'person.contact');
    finds('MILRINONE OFF AS PER A. KETROBAL. GU: GOOD U/O.', 'DOCTOR:A. KETROBAL', 'person.contact');
  });
  it('leaves a town after a move alone, and still reads the same name after a contact verb', () => {
    // Ashby and Dunmore are surnames and towns in the test lists.
    notBy('pt transferred from ashby dunmore for cath', 'person.contact');
    notBy('pt sent to ashby dunmore for rehab', 'person.contact');
    finds('Spoke with Ashby about meds.', 'DOCTOR:Ashby', 'person.contact');
  });
  it('leaves a side, an article or a drug after an initial and a strong cue alone', () => {
    clean('Pt paged to L circ. Per D. Lasix order. Notified R. Arm weakness.', 'DOCTOR', 'PATIENT');
  });
  it('leaves contact verbs before ordinary words alone', () => {
    clean('Per protocol, hold meds. Spoke with the team. Plan d/w attending and fellow.', 'DOCTOR', 'PATIENT');
    clean('CARDIAC: HR 80S, SR W/O ECTOPY. LARYNGEAL CA W/P XRT, H/O SVT. NOTIFIED.', 'DOCTOR', 'PATIENT');
  });
  // The relative after the name says who the person is; the contact verb reads staff.
  it('types a name followed by ", daughter" or "(wife)" after a contact verb as the relative (PATIENT)', () => {
    finds('spoke with petra, daughter, who will call back.', 'PATIENT:petra', 'person.contact');
    finds('Spoke with Osric (son) about meds.', 'PATIENT:Osric', 'person.contact');
  });
});

describe('rule person.social', () => {
  it('finds a given name opening the social section', () => {
    finds('social: petra called to ask about visiting.', 'PATIENT:petra', 'person.social');
  });
  it('leaves the social section without a name alone', () => {
    clean('social: lives with wife, no etoh.', 'DOCTOR', 'PATIENT');
  });
});

describe('rule person.family-name', () => {
  it('finds a surname before "family"', () => {
    finds('KEEP HALVORSEN FAMILY AWARE OF PLAN AND UPDATES.', 'PATIENT:HALVORSEN', 'person.family-name');
  });
  it('leaves "the family" and a family history alone', () => {
    clean('KEEP FAMILY AWARE. family meeting held. family history of CAD.', 'DOCTOR', 'PATIENT');
  });
});

describe('rule person.before-contact', () => {
  it('finds name words before a relation in brackets or a phone cue', () => {
    finds('ivo prentiss (son) to call back.', 'PATIENT:ivo prentiss', 'person.before-contact');
    finds('joss halvorsen cell# 617-555-0100.', 'PATIENT:joss halvorsen', 'person.before-contact');
  });
  it('leaves ordinary words before a phone cue alone', () => {
    clean('left message on home phone. daughter (hcp) aware.', 'DOCTOR', 'PATIENT');
  });
});

describe('rule person.from-service', () => {
  it('finds a name before the service the person comes from', () => {
    finds('mireille from speech saw pt this am.', 'DOCTOR:mireille', 'person.from-service');
  });
  it('leaves "from" after ordinary words alone', () => {
    clean('pt back from speech. consult from cards pending.', 'DOCTOR', 'PATIENT');
  });
});

describe('rule person.initial-surname', () => {
  it('finds an initial with its period and a surname', () => {
    finds('(d. wexley and j. teague) at bedside.', 'DOCTOR:d. wexley', 'person.initial-surname');
  });
  it('leaves list letters and species alone', () => {
    clean('a. cardiac: rrr. b. lungs: clear. c. diff negative.', 'DOCTOR', 'PATIENT');
  });
});

describe('rule person.sign-off', () => {
  it('finds a signature on the last line', () => {
    finds('pt stable overnight. will cont.\ntamsin okafor', 'DOCTOR:tamsin okafor', 'person.sign-off');
  });
  it('leaves a last line of plan words alone', () => {
    clean('pt stable overnight.\nwill cont to monitor', 'DOCTOR', 'PATIENT');
  });
});

describe('rule person.sign-off: a dash and the writer\'s first name or initials closing the note (fix18a)', () => {
  it('finds a first name, a word no list knows and dotted initials after a dash, on the last line or after the last sentence', () => {
    finds('pt stable overnight. plan: cont abx.\n-petra', 'DOCTOR:petra', 'person.sign-off');
    finds('pt stable overnight. plan: cont abx, family updated. -quendi', 'DOCTOR:quendi', 'person.sign-off');
    finds('pt stable overnight. report given to oncoming rn. -t.w.', 'DOCTOR:t.w.', 'person.sign-off');
    finds('PT STABLE OVERNIGHT. PLAN: CONT ABX.\n- JOSS', 'DOCTOR:JOSS', 'person.sign-off');
  });
  it('leaves a plan after the dash, an English word, a short shorthand and a one-line text alone', () => {
    clean('pt stable overnight. plan: cont abx.\n-will cont to monitor', 'DOCTOR', 'PATIENT');
    clean('pt stable overnight. plan: cont abx. -stable', 'DOCTOR', 'PATIENT');
    clean('pt stable overnight. plan: npo. -abx', 'DOCTOR', 'PATIENT');
    notBy('-quendi', 'person.sign-off');
  });
});

describe('rule person.coordinated', () => {
  it('finds a name joined by "and" to a name found already', () => {
    finds('updated drs okafor and teague at bedside.', 'DOCTOR:teague', 'person.coordinated');
  });
  it('leaves "and" before an ordinary word alone', () => {
    clean('updated dr okafor and team at bedside.', 'PATIENT');
  });
  it('finds a second name no list holds after a plural title in capitals', () => {
    finds('NSICU TEAM CALLED, DRS OKAFOR AND VELTRUN IN TO SEE PT AT 0300.', 'DOCTOR:VELTRUN', 'person.coordinated');
  });
  it('leaves an ordinary or clinical word after a plural title and "and" in capitals alone', () => {
    const text = 'TEAM CALLED, DRS OKAFOR AND TEAM IN TO SEE PT, DRS OKAFOR AND LASIX ORDERED AT 0300.';
    assert.deepEqual(identify(text).filter((f) => f.rule === 'person.coordinated').map((f) => text.slice(f.start, f.end)), []);
  });
});

describe('rule person.dictionary', () => {
  it('finds a name the lists hold and no English list does, without a cue', () => {
    finds('Okafor and Teague updated.', 'PATIENT:Okafor', 'person.dictionary');
  });
  it('leaves a name-list word that is also English alone', () => {
    clean('Rook and Harrow in the plan.', 'DOCTOR', 'PATIENT');
  });
});

describe('rule person.repeat', () => {
  it('finds a name found by a cue again elsewhere in the note', () => {
    finds('daughter petra called. later PETRA visited.', 'PATIENT:PETRA', 'person.repeat');
  });
  it('does not repeat a word found by no cue', () => {
    clean('petra visited. later petra called.', 'DOCTOR', 'PATIENT');
  });
});

describe('rule person.relative: relations written with hyphens or a doubt, and short names', () => {
  it('finds the name after "dtr-in-law" and after "wife(?)"', () => {
    finds("pt's dtr-in-law Zorbeka Quell was in to visit.", 'PATIENT:Zorbeka Quell', 'person.relative');
    finds('SOCIAL-wife(?) Zorbeka in to visit.', 'PATIENT:Zorbeka', 'person.relative');
  });
  it('finds a three-letter name written as one among lower-case words', () => {
    finds('has one son Vas in the navy.', 'PATIENT:Vas', 'person.relative'); // "son Vas who": person.relative-named first (fix19a)
  });
  it('leaves a three-letter word in capitals or in lower case alone', () => {
    clean('SON VAS IN TO VISIT.', 'PATIENT');
    clean('son vas in to visit.', 'PATIENT');
  });
});

describe('rule person.social: a visitor no list knows', () => {
  it('finds an unknown word opening the social section when a visit or a call follows', () => {
    finds('social: zorbek visited this evening.', 'PATIENT:zorbek', 'person.social');
  });
  it('leaves an unknown word without a visit or a call alone', () => {
    clean('social: zorbek pending, family meeting held.', 'PATIENT');
  });
});

describe('rule person.contact: "page" and "consult with" as strong cues', () => {
  it('finds a word no list knows after "page" and after "consult with"', () => {
    finds('if no answer ask to page Zorbeka at home.', 'DOCTOR:Zorbeka', 'person.contact');
    finds('will consult with quellane re skin care.', 'DOCTOR:quellane', 'person.contact');
  });
  it('leaves a page number and an English word after "page" alone', () => {
    clean('see page 3 of the flowsheet. will page covering team.', 'DOCTOR', 'PATIENT');
  });
});

describe('rule person.title: a lower-case initial without its period, and MS in capitals', () => {
  it('finds "dr. t zorbek" and "MS ZORBEKA" (a surname no list knows)', () => {
    finds('Dr. t zorbekan in room at 0300.', 'DOCTOR:t zorbekan', 'person.title');
    finds('SON HAS BEEN MAKING MS ZORBEKA CARE PLAN.', 'PATIENT:ZORBEKA', 'person.title');
  });
  it('leaves MS before a clinical or English word in capitals alone', () => {
    clean('MS STABLE TODAY. MS 4MG IV AT NIGHT.', 'PATIENT', 'DOCTOR');
  });
});

describe('rule person.sign-off: a word no list knows alone on the last line', () => {
  it('finds it as the writer', () => {
    finds('PT IS ON 850U/HR HEPARIN. CONT TO MONITOR.\nZORBEKAN', 'DOCTOR:ZORBEKAN', 'person.sign-off');
  });
  it('leaves a short or English last word alone', () => {
    clean('PT IS ON HEPARIN. CONT TO MONITOR.\nSTABLE', 'DOCTOR', 'PATIENT');
    clean('PT IS ON HEPARIN. CONT TO MONITOR.\nZORB', 'DOCTOR', 'PATIENT');
  });
});

describe('rule person.relative: a word the lists read as a typo, when a visit or a call follows', () => {
  // "chais" is "chains" with a letter dropped: the lists read it as a typo, not as a name.
  const typo = ruleChecks(createPhiIdentifier({ ...NOTE_DICTS, english: new Set([...NOTE_DICTS.english, 'chains', 'pending', 'died', 'age']) }));
  it('finds the name and its later mentions', () => {
    typo.finds('social: son chais called twice for updates.', 'PATIENT:chais', 'person.relative');
    typo.finds("the pt's son, chais, was updated at 0500.", 'PATIENT:chais', 'person.relative');
  });
  it('leaves an inflected English word and a word without a visit alone', () => {
    typo.clean('her other dtr died at the age of 22.', 'PATIENT');
    typo.clean('son chais pending, family meeting held.', 'PATIENT');
  });
});

describe('rule person.sign-off: Title case or an initial vouches for a surname no list knows', () => {
  it('finds "Quella Zorbekan" on the last line of a mixed-case note', () => {
    finds('Pain controlled. Will cont to monitor.\nQuella Zorbekan', 'DOCTOR:Quella Zorbekan', 'person.sign-off');
  });
  it('leaves a last line of capitals without an initial or a credential alone', () => {
    clean('PAIN CONTROLLED. WEAN AS ABLE.\nTITRAT QUELLS .', 'DOCTOR', 'PATIENT');
  });
});

describe('rule person.contact: a Title-case word no list knows after a verb of reaching someone', () => {
  it('finds "called Zorbekan re: low u/o"', () => {
    finds('called Zorbekan re: low u/o, will give bolus.', 'DOCTOR:Zorbekan', 'person.contact');
  });
  it("leaves a place's office and a word in capitals alone", () => {
    clean('called Zorbekan admissions and left message.', 'DOCTOR', 'PATIENT');
    clean('CALLED ZORBEKAN RE LOW U/O.', 'PATIENT');
  });
});

describe('rule person.coordinated: a slash between two names', () => {
  it('finds the second surname after "Dr Okafor/"', () => {
    finds('plan discussed with Dr Okafor/Zorbekan today.', 'DOCTOR:Zorbekan', 'person.coordinated');
  });
  it('leaves a slash after a name before a clinical or lower-case word alone', () => {
    clean('per Dr Okafor/team, and/or lasix.', 'PATIENT');
  });
});

describe('rule person.contact: a name opening its clause before a phrase only a person does', () => {
  it('finds "Zorbekan in to see pt", "ZORBEKAN MADE AWARE" and "Zorbekan (HO) aware"', () => {
    finds('Zorbekan in to see pt this am.', 'DOCTOR:Zorbekan', 'person.contact');
    finds('BP 80/40. ZORBEKAN MADE AWARE.', 'DOCTOR:ZORBEKAN', 'person.contact');
    finds('Zorbekan (HO) aware of bp.', 'DOCTOR:Zorbekan', 'person.contact');
  });
  it('leaves a word inside its clause and a clinical word alone', () => {
    clean('pt in to see family, family made aware.', 'DOCTOR', 'PATIENT');
  });
  it('finds a name opening its clause before what a clinician is to do to the patient', () => {
    finds('Team aware. Zorbekan to see pt in am.', 'DOCTOR:Zorbekan', 'person.contact');
    finds('BP 80/40. Zorbekan will evaluate in am.', 'DOCTOR:Zorbekan', 'person.contact');
  });
  it('leaves a plan, a service or family before what is to be done alone', () => {
    clean('Plan to see in am. Neuro to see pt. Family will see pt tomorrow. Ortho will consult.', 'DOCTOR', 'PATIENT');
  });
});

describe('rule person.contact: "seen by", "covering for", "called X re" and "w/"', () => {
  it('finds a surname no list knows in those slots', () => {
    finds('seen by zorbekan today.', 'DOCTOR:zorbekan', 'person.contact');
    finds('covering for Zorbekan tonight.', 'DOCTOR:Zorbekan', 'person.contact');
    finds('CALLED ZORBEKAN RE BP.', 'DOCTOR:ZORBEKAN', 'person.contact');
    finds('spoke w/ Zorbekan re plan.', 'DOCTOR:Zorbekan', 'person.contact');
    finds('PLAN D/W ZORBEKAN.', 'DOCTOR:ZORBEKAN', 'person.contact');
  });
  it('leaves a service before its role, a short abbreviation and "followed by" alone', () => {
    clean('SEEN BY QUELLANS FELLOW. SEEN BY GYN.', 'DOCTOR', 'PATIENT');
    clean('gets cream followed by zorbekan and dsd bid.', 'DOCTOR', 'PATIENT');
  });
});

describe('rule person.from-service and person.coordinated: a surname no list knows', () => {
  it('finds "Zorbekan from renal" opening its clause and "zorbekan and okafor aware"', () => {
    finds('Plan reviewed. Zorbekan from renal to see pt.', 'DOCTOR:Zorbekan', 'person.from-service');
    finds('plan: zorbekan and okafor aware.', 'DOCTOR:zorbekan', 'person.coordinated');
  });
  it('leaves a word inside its clause before a service alone', () => {
    clean('pt transferred zorbekan from rehab today.', 'DOCTOR');
  });
});

describe('rule person.sign-off: a credential spelt with periods, and a surname the lists read as a typo beside a credential', () => {
  it('finds the name before "r.n." and before a credential when one of its words looks like a typo', () => {
    finds('abg 7.40/35. wean in am.\ngouvar fepask, r.n. ', 'DOCTOR:gouvar fepask', 'person.sign-off');
    finds('vent checked, alarms on.\nbrovask trelaive rrt ', 'DOCTOR:brovask trelaive', 'person.sign-off');
    finds('SUCTIONED X2.\nJ. ZORBEKAN R.N.', 'DOCTOR:J. ZORBEKAN', 'person.sign-off');
  });
  it('leaves a last line of plan words before a credential alone', () => {
    clean('pt calm overnight.\nwill cont to monitor rn', 'DOCTOR', 'PATIENT');
    clean('pt calm overnight.\nsupportive care, r.n.', 'DOCTOR', 'PATIENT');
  });
});

describe('rule person.kin-details', () => {
  it('finds the second of two relatives after a plural relation, in any letter case', () => {
    finds('social- sons vizelko and sheachal talk with attending today', 'PATIENT:sheachal', 'person.kin-details');
    finds('SOCIAL: DAUGHTERS BRUVELKA AND TREPOUSHAI CALLED.', 'PATIENT:TREPOUSHAI', 'person.kin-details');
  });
  it('finds two name words after a relation, one read as shorthand, when a phone number follows them', () => {
    finds('SON: MONI DRESTETE - 617-555-0112', 'PATIENT:MONI DRESTETE', 'person.kin-details');
    finds('proxy is granddaughter: theal grobouvain- 873-251-8166', 'PATIENT:theal grobouvain', 'person.kin-details');
  });
  it('leaves plural relations before common words, and shorthand before a visit, alone', () => {
    clean('sons and daughters at bedside. SONS VERY SUPPORTIVE AND INVOLVED.', 'PATIENT', 'DOCTOR');
    clean('daughters visited and called. son moni krutrund at times.', 'PATIENT', 'DOCTOR');
  });
  it('finds both relatives past a bracket after the first, and after the plural relations no relative list holds (fix23c)', () => {
    finds('SOCIAL: DTRS VIZELKA (SOUTH ORMBY) AND TREPOUSHAI (ELMWICK) IN TODAY', 'PATIENT:VIZELKA', 'person.kin-details');
    finds('SOCIAL: DTRS VIZELKA (SOUTH ORMBY) AND TREPOUSHAI (ELMWICK) IN TODAY', 'PATIENT:TREPOUSHAI', 'person.kin-details');
    finds('social: parents drestete and sheachal from out of town', 'PATIENT:drestete', 'person.kin-details');
    finds('grandkids bruvelka and moni visited', 'PATIENT:moni', 'person.kin-details');
  });
  it('leaves a plural relation before a bracket of words, a group or a second relation alone (fix23c)', () => {
    notBy('parents (elderly) and siblings at bedside; DAUGHTERS (TWINS) AND SON IN', 'person.kin-details');
    notBy('dtrs (both nurses) and sons here; parents and friends aware; grandkids and dtrs called', 'person.kin-details');
  });
  it('reads a given name that is also a word beside a name no English list holds (fix23c)', () => {
    const built = builtChecks();
    if (built === undefined) return;
    assert.ok(built.byRule('SOCIAL: BROTHERS OSVALDO AND NELSON CALLED', 'person.kin-details').includes('PATIENT:NELSON'));
    assert.ok(built.byRule('parents tadeusz and sheila at bedside', 'person.kin-details').includes('PATIENT:sheila'));
    assert.deepEqual(built.byRule('parents will and may visit; sisters ann and will be here', 'person.kin-details'), []);
  });
});

describe('rule person.contact: working with someone', () => {
  it('finds a name after "work with" and "working with"', () => {
    finds("Hickman flushes well. Con't to work with brogeskin for txr home.", 'DOCTOR:brogeskin', 'person.contact');
  });
  it('leaves "work with" before ordinary words alone', () => {
    clean('will work with family on the plan. working with physical therapy.', 'DOCTOR', 'PATIENT');
  });
});

describe('rule person.credential: a comma straight before a lower-case credential', () => {
  it('finds two names no English list holds before ",md" inside a line', () => {
    finds('resp- daskivo stobeasin,md made vent changes o/n.', 'DOCTOR:daskivo stobeasin', 'person.credential');
  });
  it('leaves one word or English words before ",md" alone', () => {
    clean('called renal,md aware. will call md.', 'DOCTOR', 'PATIENT');
  });
});

describe('rule person.relative: a Title-case name ending like an adverb', () => {
  it('finds it after a relation', () => {
    finds('Wife Thessorly and son in to visit.', 'PATIENT:Thessorly', 'person.relative');
  });
  it('leaves an adverb after a relation alone', () => {
    clean('wife finally called. Son recently visited.', 'PATIENT', 'DOCTOR');
  });
});

describe('rule person.contact and person.credential-title: a field label and a procedure are no one (hardneg21)', () => {
  it('leaves a contact phrase\'s last word before a contact verb alone ("Next of Kin notified")', () => {
    clean('Next of Kin notified by phone. Emergency Contact aware of plan.', 'DOCTOR', 'PATIENT');
    const built = builtChecks();
    if (built !== undefined) assert.deepEqual(built.people('Next of Kin notified by phone.'), []);
  });
  it('still reads a name before the same verb', () => {
    finds('Delphine Wexley notified by phone.', 'DOCTOR:Delphine Wexley', 'person.contact');
  });
  it('leaves a procedure\'s word no list knows after a credential alone, and still reads a surname there', () => {
    clean('MD Paracentesis done, 3 L removed.', 'DOCTOR', 'PATIENT');
    finds('D/w RN Lucinda re: pain.', 'DOCTOR:Lucinda', 'person.credential-title');
    const built = builtChecks();
    if (built !== undefined) assert.deepEqual(built.people('MD Paracentesis done, 3 L removed. RT Flank dressing dry.'), []);
  });
});

describe('rule person.contact: a drug or device carried by brand and a service\'s shorthand are no one (hardneg23)', () => {
  it('leaves an auto-injector at the bedside and "case mgmt aware" alone, over the built lists', function () {
    const built = builtChecks();
    if (built === undefined) this.skip();
    assert.deepEqual(built.people('ALLERGY TO BRAZIL NUTS AND CASHEWS, EPIPEN AT BEDSIDE.'), []);
    assert.deepEqual(built.people('case mgmt aware of dispo'), []);
  });
  it('still reads a name in the same slots', function () {
    const built = builtChecks();
    if (built === undefined) this.skip();
    assert.deepEqual(built.people('ALLERGIES REVIEWED, ZORBEK AT BEDSIDE.'), ['DOCTOR:ZORBEK']);
    assert.deepEqual(built.people('case mgmt Oduya to see re rehab'), ['DOCTOR:Oduya']);
    assert.deepEqual(built.people('Zorbek aware of plan.'), ['DOCTOR:Zorbek']);
  });
});
