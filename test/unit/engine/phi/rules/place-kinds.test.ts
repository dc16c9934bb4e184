// Per-rule tests of the place-kinds family (src/engine/phi/rules/place-kinds.ts) and of the place rules widened
// with it (issue 17, seventh own set): places, facilities, organisations, phones and record numbers whose names
// no list knows, read from the kind of place beside them. Invented examples, none from any evaluation set. A
// small hand-made dictionary stands in for the built file: every English word of the examples is in it, so that
// "a word no list knows" means what the tests say.
import { createPhiIdentifier, type PhiDictionaries } from '../../../../../src/engine/phi/index';
import { strict as assert } from 'node:assert';
import { ruleChecks } from './rule-checks';

const ENGLISH = (
  'the a an and or of to at in on from by for with is was he she his her pt son daughter wife seen sent brought lives building ' +
  'attends older younger middle school high elementary preschool little local fire department rescue church shelter ' +
  'pharmacy family center home health care agency nurse visiting county district village sheriff deputies office ' +
  'surgeon doctor team came in this eve to talk liaison coordinator case manager mgr aware from cath echo done clinic ' +
  'today tomorrow last week month bed at night noon pain given units unit per street road lane drive court avenue ' +
  'osprey hollow ridge falls cold harbour bend spring lake house apartment apt condo trailer stays near with alone ' +
  'nearby returned moved drove flew referred nursing rest manor lodge route highway interstate wait go going went ' +
  'saint st back follow up after had episodes sinus tach rate rhythm sats dose lasix mg iv x-ray post op call ' +
  'number cell phone visited both today grandson before left ew incident run report no specimen order card ' +
  'health plan record scan head kept slept well states says that it be will has not seen meeting plan discussed ' +
  'main lived single story works at line lead job new counseling behavioral urgent medical group mission kitchen ' +
  'soup food pantry learning senior adult day program rep reps device rehab facility transferred via ambulance ' +
  'residence address dispatched found floor kitchen fall yom services through starting monday tern screen kids ' +
  'willing help rents she they have stayed course stable heading wants wait tele previously referrals sheltered bed ' +
  'control days when available go derm cardiology brushoff general ward regional'
).split(' ');

const DICTS: PhiDictionaries = {
  names: new Set(['templeton', 'okafor']),
  given: new Set([]),
  english: new Set(ENGLISH),
  cities: new Set(['dover']),
  states: new Map([['texas', 'TX'], ['vermont', 'VT'], ['oregon', 'OR']]),
  countries: new Set(),
  source: 'file',
};
const identify = createPhiIdentifier(DICTS);
const { finds, clean, spans, notBy } = ruleChecks(identify);

describe('rule org.kind-noun', () => {
  it('finds an organisation named before its kind, a name word no list knows, in any letter case', () => {
    finds('Home services through Tressvale VNA starting Monday.', 'ORGANIZATION:Tressvale VNA', 'org.kind-noun');
    // org.public-safety reads a named fire service after a unit's cue whole since fix22a (the same span and type).
    finds('MEDIC 14, KESTLEY FIRE RESCUE ON SCENE', 'ORGANIZATION:KESTLEY FIRE RESCUE', 'org.public-safety');
    finds('older son attends brisbee middle school.', 'ORGANIZATION:brisbee middle school', 'org.kind-noun');
    finds('brought in by Harwick County Sheriff\'s deputies', 'ORGANIZATION:Harwick County Sheriff\'s', 'org.kind-noun');
    finds('stayed at the Quenmoor shelter last month', 'ORGANIZATION:Quenmoor shelter', 'org.kind-noun');
    finds('Referrals sent to Ashgrove Nursing & Rehab today', 'HOSPITAL:Ashgrove Nursing & Rehab', 'org.kind-noun');
  });
  it('finds a drugstore, a chemist, a rest home and a lodge named before their kind in lower case', () => {
    finds('meds filled at quenby drug on main st', 'ORGANIZATION:quenby drug', 'org.kind-noun');
    finds('webster pack from yallanbee chemist', 'ORGANIZATION:yallanbee chemist', 'org.kind-noun');
    finds('lived at korrowin rest home until june', 'HOSPITAL:korrowin rest home', 'org.kind-noun');
  });
  it('finds a trust, a foundation, a food bank and a credit union named before their kind', () => {
    finds('help with rent from tarravale trust', 'ORGANIZATION:tarravale trust', 'org.kind-noun');
    finds('parcels from the Quorrin food bank weekly', 'ORGANIZATION:Quorrin food bank', 'org.kind-noun');
    finds('loan from dunveigh credit union', 'ORGANIZATION:dunveigh credit union', 'org.kind-noun');
  });
  it('leaves a name that ends a sentence in capitals out of the kind after the full stop (rev17)', () => {
    // The hospice is read whole as an agency named of a place (fix20a, rules/agency-of-places.ts), never with the name before the stop.
    finds('SW TREVINO. HOSPICE OF THE VALLEY CALLED RE BED.', 'ORGANIZATION:HOSPICE OF THE VALLEY', 'org.kind-noun');
    // person.role-holder (fix23c: a ward role before a word written as a name) reads the social worker as a person; no
    // organisation or place takes the name before the stop.
    assert.ok(!spans('SW TREVINO. HOSPICE OF THE VALLEY CALLED RE BED.').some((x) => x.includes('TREVINO') && !x.startsWith('DOCTOR:')));
    notBy('Spoke with Quenby. Hospice intake tomorrow.', 'org.kind-noun');
    // org.public-safety reads a named fire service after a unit's cue whole since fix22a (the same span and type).
    finds('SW ARRIVED. KESTLEY FIRE RESCUE ON SCENE', 'ORGANIZATION:KESTLEY FIRE RESCUE', 'org.public-safety');
  });
  it('leaves an age and a sentence\'s last word out of the name before its kind (fix13c)', () => {
    notBy('History: 29-year-old pharmacy technician, off sick.', 'org.kind-noun');
    assert.ok(!spans('Pt visited. Tallow EMS to follow.').some((x) => x.includes('visited')));
  });
  it('leaves trust and a foundation after English words alone', () => {
    notBy('building trust with the family; the nursing home foundation', 'org.kind-noun');
  });
  it('leaves a drug that goes on to a clinical noun alone', () => {
    notBy('denies zolbrex drug use; urine drug screen neg', 'org.kind-noun');
  });
  it('leaves generic kinds and names made of English words alone', () => {
    clean('seen by the local fire department; attends middle school; the family center', 'ORGANIZATION');
    notBy('younger son at little tern preschool', 'org.kind-noun');
    notBy('home health nurse visiting today', 'org.kind-noun');
  });
});

describe('rule place.area-noun', () => {
  it('finds a county, district or village named by a word no list knows', () => {
    finds('pt is a weaver from Nallur district, referred', 'LOCATION-OTHER:Nallur district', 'place.area-noun');
    finds('moved here from Ostrava County last year', 'LOCATION-OTHER:Ostrava County', 'place.area-noun');
  });
  it('leaves English words before the area noun alone', () => {
    notBy('the county health department; the school district; a rest village', 'place.area-noun');
  });
});

describe('rule facility.from-role', () => {
  it('finds where a clinician or coordinator comes from, written as a name', () => {
    finds('Cardiologist from Brusho in this eve to talk to pt.', 'HOSPITAL:Brusho', 'facility.from-role');
    finds('liaison from Pellquay came to screen', 'HOSPITAL:Pellquay', 'facility.from-role');
  });
  it('leaves services, units and English words alone', () => {
    notBy('surgeon from ICU aware. nurse from Hospice came. team from Rehab to see', 'facility.from-role');
    notBy('doctor from home', 'facility.from-role');
  });
});

describe('rule facility.site-initials', () => {
  it('finds the initials of where a department or procedure was', () => {
    finds('PT SENT TO ED AT JM. PT WAS SOMEWHAT SLEEPY', 'HOSPITAL:JM', 'facility.site-initials');
    finds('Cath at UPMH 4/2023 showed 2v CAD.', 'HOSPITAL:UPMH', 'facility.site-initials');
    finds('Had PTCA at QNMS in the past; seen in casualty at the QGH overnight.', 'HOSPITAL:QNMS', 'facility.site-initials');
    finds('Seen in casualty at the QGH overnight.', 'HOSPITAL:QGH', 'facility.site-initials');
  });
  it('leaves clinical abbreviations, times, doses and states alone', () => {
    notBy('Seen in ED at ICU request. Cath at 2 PM. Echo at HS 2 units.', 'facility.site-initials');
    notBy('seen at OSH, treated at VA', 'facility.site-initials');
    notBy('Had PCI at the LAD. CABG at OR 3. Stent at 2 PM.', 'facility.site-initials');
  });
});

describe('rule street.any-case', () => {
  it('finds a numbered street in capitals or lower case', () => {
    finds('DISPATCHED TO 88 OSPREY HOLLOW RD FOR FALL', 'STREET:88 OSPREY HOLLOW RD', 'street.any-case');
    finds('pt lives at 14 pellmore ct with wife', 'STREET:14 pellmore ct', 'street.any-case');
    finds('family at 9 quenby lane tonight', 'STREET:9 quenby lane', 'street.any-case');
  });
  it('leaves sinus tachycardia, scans and doses alone', () => {
    clean('PT HAD 3 EPISODES ST IN 130S. 2 HEAD CT DONE.', 'STREET');
    clean('given 40 mg lasix iv per dr, 2 units', 'STREET');
  });
  it('finds a street named without its number after "on" in lower case', () => {
    // After a shelter's or a stay's word the street is street.on-after-cue's since the twenty-third round (the same span).
    finds('she previously stayed at a shelter on cranmoor st.', 'STREET:cranmoor st', 'street.on-after-cue');
    finds('she was found down on cranmoor st.', 'STREET:cranmoor st', 'street.any-case');
    clean('pt on tele st 110s, on lasix drip', 'STREET');
  });
  it('finds a street named without its number after "on" in capitals', () => {
    // After a home's word the street is street.on-after-cue's since the sixteenth round (the same span).
    finds('PT LIVES ALONE ON QUARNBY ST. NEIGHBOR CHECKS IN.', 'STREET:QUARNBY ST', 'street.on-after-cue');
    clean('PT ON TELE ST 110S, ON LASIX DRIP. SEEN ON ROUNDS BY DR ROE.', 'STREET');
  });
});

describe('rule facility.word-first', () => {
  it('finds a facility named with its facility word first', () => {
    finds('transferred from Hôpital Sainte-Quenby for surgery', 'HOSPITAL:Hôpital Sainte-Quenby', 'facility.word-first');
    finds('Seen at Clínica San Ostrava last year', 'HOSPITAL:Clínica San Ostrava', 'facility.word-first');
  });
  it('reads one adjective of the kind between the word and the name, Tagalog "Ospital ng", and schools word first', () => {
    finds('came from Centre hospitalier régional de Val-Quenby by road', 'HOSPITAL:Centre hospitalier régional de Val-Quenby', 'facility.word-first');
    finds('referred to Ospital ng San Ostrava last week', 'HOSPITAL:Ospital ng San Ostrava', 'facility.word-first');
    finds('son attends Colegio de Santa Quenby', 'ORGANIZATION:Colegio de Santa Quenby', 'facility.word-first');
  });
  it('reads Welsh hospitals, GP practices and health centres named kind first', () => {
    finds('Dr A Roe\nMeddygfa Pentrewyn, Llanquell\n\nDear Dr Roe,', 'HOSPITAL:Meddygfa Pentrewyn', 'facility.word-first');
    finds("cc: Dr B Roe, Meddygfa'r Garth", "HOSPITAL:Meddygfa'r Garth", 'facility.word-first');
    finds('Respiratory Medicine, Ysbyty Quellan, Abertowy', 'HOSPITAL:Ysbyty Quellan', 'facility.word-first');
    finds('seen at Canolfan Iechyd Bryncarn last week', 'HOSPITAL:Canolfan Iechyd Bryncarn', 'facility.word-first');
  });
  it('leaves headings after "Hospital" alone', () => {
    clean('Ysbyty: discharged. Meddygfa notes reviewed.', 'HOSPITAL');
    clean('Hospital Course: stable. Hospital Day 3.', 'HOSPITAL');
    clean('moved to the Hospital general ward, Hospital Regional Course next.', 'HOSPITAL');
  });
});

describe('rule place.town-zip', () => {
  it('finds a lower-case or capitals town before its state code and ZIP code', () => {
    finds('lives alone in mesquite bend, tx 79522. agency', 'CITY:mesquite bend', 'place.town-zip');
    finds('lives alone in mesquite bend, tx 79522. agency', 'ZIP:79522', 'place.town-zip');
  });
  it('leaves two letters that are no state code alone', () => {
    clean('given lasix, xx 12345 units', 'CITY');
  });
  it('finds a town and its state code without a comma between them, after the comma that closes a street', () => {
    finds('address: 40 wrenfold ln, quarry gap id 83201', 'CITY:quarry gap', 'place.town-zip');
    finds('address: 40 wrenfold ln, quarry gap id 83201', 'STATE:id', 'place.town-zip');
    finds('ADDRESS: 40 WRENFOLD LN, QUARRY GAP ID 83201', 'ZIP:83201', 'place.town-zip');
  });
  it('leaves mixed case, clinical words and a number that is no state code alone', () => {
    clean('given lasix, then iv lasix xx 12345 units; labs, hgb in 11200', 'CITY', 'STATE');
  });
});

describe('widened place rules', () => {
  it('place.cue-town: "nearby", dwellings and Title-case place phrases', () => {
    // place.people-origin reads this slot too where the word is a name; either way the town is found.
    assert.ok(spans('will stay nearby; lives nearby in quenmoor with a friend').includes('CITY:quenmoor'));
    finds('S- "I\'m in the church in Ostleigh" O- alert', 'CITY:Ostleigh', 'place.cue-town');
    finds('she rents a condo in ostleigh with a friend', 'CITY:ostleigh', 'place.cue-town');
    finds('Sister lives in Cold Harbour Falls and is willing to help.', 'CITY:Cold Harbour Falls', 'place.cue-town');
    clean('lives in a house with 3 steps; lives nearby in the city', 'CITY');
  });
  it('place.after-facility: a town after a nursing or rest home', () => {
    finds('Referred from Sri Lakshmi Nursing Home, Kavalipet, with fever', 'CITY:Kavalipet', 'place.after-facility');
    finds('Discharged to Kowhai Rest Home, Te Aropiri, on Friday', 'CITY:Te Aropiri', 'place.after-facility');
  });
  it('place.town-code: a town and province in brackets after a facility', () => {
    finds('transferred from Hopital Ste-Hermine (Riviere-Claire, QC) for surgery', 'CITY:Riviere-Claire', 'place.town-code');
    clean('seen by ortho (Roe, MD) and (Line, BC pending)', 'CITY');
  });
  it('street.named-on: a numbered road after "on"', () => {
    finds('found at the motel on Route 9 after a welfare check', 'STREET:Route 9', 'street.named-on');
    clean('route 2 of 3; on route to the floor', 'STREET');
  });
  it('place.saint: a short unknown saint after a place preposition', () => {
    finds('TO GO TO ST. DRU ON TUESDAY PER CASE WORKER', 'HOSPITAL:ST. DRU', 'place.saint');
    clean('ST. ELEVATION NOTED, HR IN ST. 110S', 'HOSPITAL');
  });
  it('place.facility-word: a hyphenated name before a facility word', () => {
    finds('pt transferred via ambulance to quenmoor-adventist rehab facility at 1310', 'HOSPITAL:quenmoor-adventist', 'place.facility-word');
    notBy('post-op rehab facility screening', 'place.facility-word');
  });
  it('place.ward: a named building and floor after "Plan:"', () => {
    finds('Plan: Farringdale 4 when bed available.', 'LOCATION-OTHER:Farringdale 4', 'place.ward');
    clean('Plan: NPO 2 days. Plan: lasix 40', 'LOCATION-OTHER', 'HOSPITAL');
  });
  it('place.transfer: a Title-case word that only looks like the start of an English word', () => {
    finds('Wants to go to Brusho and wait for heart.', 'HOSPITAL:Brusho', 'place.transfer');
    clean('Sent to Derm clinic. Go to Cardiology.', 'HOSPITAL');
  });
  it('place.address-town: a town after a street in capitals, without the words after it', () => {
    finds('DISPATCHED TO 88 OSPREY HOLLOW RD, WEXBURN FOR 79 YOM FALL.', 'CITY:WEXBURN', 'place.address-town');
  });
  it('contact.phone-shapes: ten or eleven digits in brackets with a misplaced break', () => {
    finds("pt's son (863224-2441) was in", 'PHONE:863224-2441', 'contact.phone-shapes');
    finds('both visited today.(653 277 37627) both', 'PHONE:653 277 37627', 'contact.phone-shapes');
    clean('sats (9899 100) and counts (1234567890)', 'PHONE');
  });
  it('identifier.labelled: incident numbers, CHI and RAMQ', () => {
    finds('INCIDENT # KFR-24-118833.', 'MEDICALRECORD:KFR-24-118833', 'identifier.labelled');
    finds('Mrs Quenby (CHI 120356 4471), 68', 'MEDICALRECORD:120356 4471', 'identifier.labelled');
    finds('RAMQ LABM 6802 1544', 'HEALTHPLAN:LABM 6802 1544', 'identifier.labelled');
    clean('run no. 2 of the report; incident # 12', 'MEDICALRECORD');
    finds('Folder no. KGH 4471902, ward 7', 'MEDICALRECORD:KGH 4471902', 'identifier.labelled');
    finds('client #: 31-5562', 'MEDICALRECORD:31-5562', 'identifier.labelled');
    clean('client # of visits 3; resident no. 2 on the list', 'MEDICALRECORD');
  });
});
