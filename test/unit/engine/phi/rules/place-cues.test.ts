// Per-rule tests of the place-cues family (src/engine/phi/rules/place-cues.ts): each rule with hand-written
// positives (type, text and rule id) and the hard negatives it must leave alone. Invented examples, none
// from any evaluation set. A small hand-made dictionary stands in for the built file.
import { strict as assert } from 'node:assert';
import { createPhiIdentifier, type PhiDictionaries } from '../../../../../src/engine/phi/index';
import { ruleChecks } from './rule-checks';

const DICTS: PhiDictionaries = {
  names: new Set(['brandt', 'ely', 'oakes', 'portugal', 'jordan', 'marlow']),
  given: new Set([]),
  english: new Set([
    'east', 'white', 'marsh', 'home', 'baseline', 'the', 'and', 'with', 'family', 'later', 'tonight', 'daughter', 'drove', 'up',
    'from', 'lives', 'alone', 'in', 'seen', 'at', 'last', 'week', 'main', 'campus', 'daily', 'dose', 'floor', 'reading', 'angiogram',
    'moved', 'to', 'her', 'son', 'mother', 'is', 'for', 'park', 'close', 'road', 'review', 'pain', 'well', 'next', 'quarry', 'pharmacy', 'closer', 'china', 'recently', 'plates', 'new', 'triage', 'now',
    'room', 'order', 'hotel', 'live', 'moving', 'month', 'will', 'visit', 'his', 'chair', 'assist', 'they', 'ours', 'good', 'repair', 'overnight', 'staying', 'stayed', 'stays', 'bed',
    'mouth', 'lip', 'wall', 'door', 'corner', 'of', 'bruise', 'eye', 'found', 'down', 'works', 'bakery', 'on', 'a',
  ]),
  cities: new Set(['moncton', 'reading', 'marlow']),
  states: new Map(),
  countries: new Set(['portugal', 'china', 'jordan']),
  source: 'file',
};
const identify = createPhiIdentifier(DICTS);
const { finds, clean, notBy, spans } = ruleChecks(identify);

describe('rule place.address-town', () => {
  it('finds the towns, county and postcode after a street address', () => {
    finds('Address: 31 Quillan Close, Tarbet, Co. Sligo', 'CITY:Tarbet', 'place.address-town');
    finds('Address: 31 Quillan Close, Tarbet, Co. Sligo', 'STATE:Co. Sligo', 'place.address-town');
    finds('9 Rimu Crescent, Otahuna 7611\nGP: Dr Lee', 'CITY:Otahuna', 'place.address-town');
    finds('9 Rimu Crescent, Otahuna 7611\nGP: Dr Lee', 'ZIP:7611', 'place.address-town');
    finds('Lives at 4 Kestle Road, Wenby\nHx: asthma', 'CITY:Wenby', 'place.address-town');
  });
  it('finds a town and its state code closing the line after a street, without a ZIP code', () => {
    finds('Home visit at 52 Tamsett Lane, Orrin Falls, IL.\nWound care.', 'CITY:Orrin Falls', 'place.address-town');
    finds('Home visit at 52 Tamsett Lane, Orrin Falls, IL.\nWound care.', 'STATE:IL', 'place.address-town');
    finds('Scene: 7 Pellow Rd, Marsh Hollow, ME\nPt found supine.', 'STATE:ME', 'place.address-town');
  });
  it('leaves a credential after a street-like line alone when no town stands between', () => {
    clean('Seen at 14 Oakfield Road by Dr Quennell, MD.', 'STATE');
    clean('Referred from 14 Oakfield Road clinic, PA note attached.', 'STATE');
  });
  it('leaves what follows a street alone when it is no town', () => {
    clean('14 Oakfield Road, Tel 01 555 2222', 'CITY');
    // A hospital's blood bank after its street, in a transfusion report's letterhead (rev17).
    clean('Quellmore Hospital, 14 Oakfield Road, Blood Bank / Transfusion Service\n12 Harbour Road, BLOOD BANK 555-0100', 'CITY');
    finds('Quellmore Hospital, 14 Oakfield Road, Blood Bank, Tarbet 7611', 'CITY:Tarbet', 'place.address-town');
    // After the postcode the address is closed: the next line's label and number are no town and postcode.
    assert.ok(!spans('Address: 9 Rimu Crescent, Otahuna 7611\nCounselling Office 5555 0142').includes('CITY:Counselling Office'));
    finds('Address: 9 Rimu Crescent, Otahuna 7611\nCounselling Office 5555 0142', 'CITY:Otahuna', 'place.address-town');
    assert.ok(!spans('Address: 9 Rimu Crescent, Otahuna 7611   Counselling Office 5555 0142').includes('CITY:Counselling Office'));
    clean('Seen at 14 Oakfield Road with her son. Pain well controlled.', 'CITY');
  });
  it('finds a street without its number when its town and postcode follow it', () => {
    finds('Kloofnek Clinic, Marthinus de Wet Street, Vredehoek, 8001', 'STREET:Marthinus de Wet Street', 'place.address-town');
    finds('Kloofnek Clinic, Marthinus de Wet Street, Vredehoek, 8001', 'CITY:Vredehoek', 'place.address-town');
    finds('Kloofnek Clinic, Marthinus de Wet Street, Vredehoek, 8001', 'ZIP:8001', 'place.address-town');
  });
  it('leaves a street word without a town and postcode after it alone', () => {
    clean('Seen in clinic, Bed Park, Tuesday at 1000 hrs.', 'STREET', 'CITY', 'ZIP');
    clean('Fell on the stairs, Main Street, last week.', 'STREET', 'ZIP');
  });
  it('reads a letterhead line that opens on a street without its number, the postcode after a state code or a dash', () => {
    finds('Royal Quenby Infirmary\nOdstock Lane, Salisbury SP2 8BJ\nTel: 01722 555 0321', 'STREET:Odstock Lane', 'place.address-town');
    finds('Nepean Quarry Hospital\nDerby Street, Kingswood NSW 2747', 'STREET:Derby Street', 'place.address-town');
    finds('Plot No. 14, Gangapur Road, Nashik - 422013 | Ph: 0253-2555019', 'STREET:Gangapur Road', 'place.address-town');
    finds('  Halton Road, Lincoln LN2 5QY', 'STREET:Halton Road', 'place.address-town');
  });
  it('leaves a line that opens on a street word but closes on no postcode alone', () => {
    clean('Main Road, Casualty\nSeen at 1400.', 'STREET', 'ZIP');
    clean('Park Lane, Salisbury, was where she fell.', 'STREET', 'ZIP');
    clean('Rehab Court, Level 2 4471', 'STREET', 'ZIP');
  });
});

describe('rule place.cue-town', () => {
  it('finds a town after a residence or travel cue in any letter case', () => {
    finds('lives alone in east quorne, daughter nearby', 'CITY:east quorne', 'place.cue-town');
    finds('daughter drove up from tamberley tonight', 'CITY:tamberley', 'place.cue-town');
    finds('Her home is in Fernsby now.', 'CITY:Fernsby', 'place.cue-town');
  });
  it("finds a town after whose home it is, a stay with someone, and a holiday", () => {
    finds('FELL WHILE SHOVELING SNOW AT HIS HOME IN TAMBERLEY HEIGHTS. BIBA.', 'CITY:TAMBERLEY HEIGHTS', 'place.cue-town');
    finds('PT WAS VACATIONING IN QUORNBY WHEN HE FELL.', 'CITY:QUORNBY', 'place.cue-town');
  });
  it('finds a town after native of, hails from, from home in, a trip near and arrival in', () => {
    finds('Native of Quellapur in the hills, works in the city.', 'CITY:Quellapur', 'place.cue-town');
    finds('hails from orbandi, trader by occupation', 'CITY:orbandi', 'place.cue-town');
    finds('64 YO F BIBA FROM HOME IN TARNSBY AFTER FALL.', 'CITY:TARNSBY', 'place.cue-town');
    finds('Tick bite after a camping trip near Orskel Falls.', 'CITY:Orskel Falls', 'place.cue-town');
    finds('ON ARRIVAL IN TAMBERLEY HEIGHTS DEVELOPED FEVER.', 'CITY:TAMBERLEY HEIGHTS', 'place.cue-town');
  });
  it('finds the town an accident or a worksite is near, after a date, an accident word or a site\'s kind', () => {
    finds('S/P ATV rollover 3/14 near Quellapur, flown in.', 'CITY:Quellapur', 'place.cue-town');
    finds('works as a stockman at Orbandi Station near Tarnsby, with', 'CITY:Tarnsby', 'place.cue-town');
  });
  it('leaves "near" after other words and before a word no place', () => {
    clean('Sat in chair near Quellapur bed; bruise near the eye; rollover 3/14 near baseline.', 'CITY');
  });
  it('leaves a setting of care or a condition after the new cues alone', () => {
    clean('Discharged from home in good repair; en route from OR; trip near the ED; arrival in ED; arrived from PACU; from home in sept.', 'CITY');
  });
  it('finds a town after "moving to"', () => {
    finds('PT WAS MOVING TO QUORNBY NEXT MONTH.', 'CITY:QUORNBY', 'place.cue-town');
  });
  it('leaves a room, a chair or a unit after "live in" and "moving to" alone', () => {
    clean('They live in the room next to ours; moving to chair with assist; moving to floor later; pt moving to ICU.', 'CITY');
  });
  it('finds a town in a travel history: visiting from, a trip to, travel to, in any letter case', () => {
    finds('RECENT TRIP TO QUORNBY FOR A WEDDING.', 'CITY:QUORNBY', 'place.cue-town');
    finds('went on a trip to orbandi with the temple group', 'CITY:orbandi', 'place.cue-town');
    finds('No travel to Quellapur this year.', 'CITY:Quellapur', 'place.cue-town');
  });
  it('finds a town named after whose village or town it is and a comma', () => {
    finds('Going to her village, Orbandi, for a funeral.', 'CITY:Orbandi', 'place.cue-town');
  });
  it('leaves whose village or town it is alone when no name follows the comma', () => {
    clean('back to her village, which is far; in my town, there is no bus.', 'CITY');
  });
  it('leaves a trip to a scan, a room or a unit alone', () => {
    clean('trip to CT uneventful; trip to xray and to nuc med; trip to the OR; trip to echo; visiting from home; travel to dialysis.', 'CITY');
  });
  it('leaves a stay in a setting of care or a home in order alone', () => {
    clean('PT STAYING IN ICU OVERNIGHT, STAYED IN BED, STAYS IN ROOM; HIS HOME IN ORDER.', 'CITY');
    clean('Family is staying in the hotel; her home in good repair.', 'CITY');
  });
  it('finds the town someone is from: the patient or a relative, a name between', () => {
    // Marlow is also a name: the residence reading leaves a name after a bare "from" alone.
    finds('SOCIAL: PT FROM MARLOW, WIFE AT BEDSIDE.', 'CITY:MARLOW', 'place.cue-town');
    finds('daughter zorvella from marlow called at 2100', 'CITY:marlow', 'place.cue-town');
  });
  it('leaves where in the hospital a patient came from, a facility and a verb before "from" alone', () => {
    notBy('pt from OR at 1400, son from work, pt from home', 'place.cue-town');
    notBy('Pt from Moncton General for cath.', 'place.cue-town');
    notBy('pt from reading room to bed', 'place.cue-town');
    notBy('pt transferred from marlow', 'place.cue-town');
    notBy('seen by Dr Oakes from Marlow General', 'place.cue-town');
    notBy('wife from NH to visit', 'place.cue-town');
  });
  it('leaves settings of care, English words and shorthand alone', () => {
    clean('pt returned from angio at 1400', 'CITY');
    clean('moved to the floor later', 'CITY');
    clean('drove up from home tonight', 'CITY');
    clean('Lives alone in a house.', 'CITY');
  });
  it('finds a town after "lives with <whom> in", a Spanish-led town in capitals, and Title-case names after "born in"', () => {
    finds('LIVES WITH WIFE IN LOS QUEMADOS; DRIVES.', 'CITY:LOS QUEMADOS', 'place.cue-town');
    finds('He grew up in Prince Albert and farmed there.', 'CITY:Prince Albert', 'place.cue-town');
  });
  it('leaves a unit, a home and a single English word after those cues alone', () => {
    clean('Lives with her husband in the Intensive Care Unit.', 'CITY');
    clean('Lives with wife in the house; born in March.', 'CITY');
  });
  it('finds a town written as a name after going home or back to it', () => {
    finds('Wants to go home to Quellmouth this weekend.', 'CITY:Quellmouth', 'place.cue-town');
    finds('WENT BACK TO DORNSWICK AFTER THE VISIT.', 'CITY:DORNSWICK', 'place.cue-town');
  });
  it('leaves a lower-case typo, a bed and a person after going home or back alone', () => {
    clean('Pt requests to go back to camode often; went back to bed.', 'CITY');
    clean('Wants to go home to wife and dog.', 'CITY');
  });
});

describe('rule facility.campus', () => {
  it('finds a named campus as one span', () => {
    finds('She was seen at the Larkfield Ridge campus last week.', 'HOSPITAL:Larkfield Ridge campus', 'facility.campus');
  });
  it('leaves generic campuses alone', () => {
    notBy('Seen at the Main campus last week.', 'facility.campus');
  });
});

describe('rule facility.building-on', () => {
  it('finds a named building with its floor after "on"', () => {
    finds('Pt is on Brandt 6 since yesterday.', 'HOSPITAL:Brandt 6', 'facility.building-on');
  });
  it('leaves drugs with doses and English words alone', () => {
    clean('Pt on Quorvex 5 mg daily.', 'HOSPITAL');
    clean('Put on Floor 3 then home.', 'HOSPITAL');
  });
});

describe('rule street.international', () => {
  it('finds Philippine and Indian address parts', () => {
    finds('Address: Blk 3 Lot 9, Ilang St., Brgy. Tanaw, Lipa City 4217', 'STREET:Blk 3 Lot 9, Ilang St.', 'street.international');
    finds('Address: Blk 3 Lot 9, Ilang St., Brgy. Tanaw, Lipa City 4217', 'LOCATION-OTHER:Brgy. Tanaw', 'street.international');
    finds('Address: Blk 3 Lot 9, Ilang St., Brgy. Tanaw, Lipa City 4217', 'ZIP:4217', 'street.international');
    finds('No. 12, 4th Cross, 2nd Main, Rajnagar 3rd Stage', 'STREET:No. 12, 4th Cross, 2nd Main', 'street.international');
    finds('No. 12, 4th Cross, 2nd Main, Rajnagar 3rd Stage', 'LOCATION-OTHER:Rajnagar 3rd Stage', 'street.international');
  });
  it('finds European streets by their prefix or their street word', () => {
    finds('Lives at ul. Sosnowa 14, Gdynia', 'STREET:ul. Sosnowa 14', 'street.international');
    finds('Address: Via dei Tigli 8, Lucca', 'STREET:Via dei Tigli 8', 'street.international');
    finds('Address: Ostgatan 4, Lund', 'STREET:Ostgatan 4', 'street.international');
  });
  it('leaves ward shorthand after a prefix word alone', () => {
    notBy('Via wheelchair to CT 2 times.', 'street.international');
    notBy('CT SITES C/D-DSD CHANGED. C/DB WITH ENCOURAGEMENT Q 1-2HR.', 'street.international');
  });
  it('leaves staging and grading alone', () => {
    clean('Tumour stage 2nd Stage of labour at 0400.', 'LOCATION-OTHER');
    clean('Block 3 of 4 given; lot number on the vial.', 'STREET');
  });
});

describe('rule place.after-facility', () => {
  it('finds the town after a facility at the end of its line', () => {
    finds('Referred to: Dr. Rao, Tungabhadra Heart Institute, Hosapete\nRe: chest pain', 'CITY:Hosapete', 'place.after-facility');
    finds('INR by point of care at Kestrel Outreach Lab, Marrowdale, on Monday.', 'CITY:Marrowdale', 'place.after-facility');
    finds('Dr Ngubane\nKloofview Medical Suites, Durbanville\n', 'CITY:Durbanville', 'place.after-facility');
  });
  it('finds the branch town after a drugstore, a chemist or a practice, a store number between', () => {
    finds('Pharmacy: Quellby Drug #4410, Marstow - delivers.', 'CITY:Marstow', 'place.after-facility');
    finds('Scripts to Harrowgate Apothecary, Penvale.', 'CITY:Penvale', 'place.after-facility');
    finds('PCP at Tenby Road Family Medicine, Orlestone\n', 'CITY:Orlestone', 'place.after-facility');
  });
  it('finds the town after a facility written in capitals, as a letterhead writes it', () => {
    finds('DISCHARGE SUMMARY - NKOSANA HOSPITAL, EMBERWENI\nPATIENT: X', 'CITY:EMBERWENI', 'place.after-facility');
    finds('GP: DR F. ROE, STRATHKELL MEDICAL PRACTICE, QUORNBY\n', 'CITY:QUORNBY', 'place.after-facility');
  });
  it('finds the town before its postcode after a facility in capitals', () => {
    finds('To: THE PARTNERS, ASHVALE HEALTH CENTRE, QUORNBY LS6 3JA', 'CITY:QUORNBY', 'place.after-facility');
  });
  it('finds the town after a facility in a note typed in lower case, when no list of words holds it', () => {
    finds('from: dr ben roe, church street surgery, quornbridge\ndear colleague,', 'CITY:quornbridge', 'place.after-facility');
    finds('dr. j. okafor (ortho on call at royal inland hospital, kelstonbury) reviewed xrays', 'CITY:kelstonbury', 'place.after-facility');
  });
  it('leaves a ward, a time or a clinical word after a lower-case facility alone', () => {
    notBy('seen in clinic, bp stable\nback to hospital, tomorrow\nsent to radiology, chest\nbooked at surgery, ward 4\n', 'place.after-facility');
    notBy('discussed at practice, next week)\nreviewed in clinic, no change\n', 'place.after-facility');
  });
  it('leaves the section, site or scheme after a facility in capitals alone', () => {
    notBy('ST OLAF HOSPITAL, MAIN SITE.\nKESTON CLINIC, NHS.\nORVEL HOSPITAL, ICU\n', 'place.after-facility');
  });
  it('leaves a unit, a department or a weekday after a drugstore or a practice alone', () => {
    notBy('Quellby Drug #4410, Monday.', 'place.after-facility');
    notBy('Seen at Tenby Road Family Medicine, Suite 4.', 'place.after-facility');
    notBy('Bloods at Harrowgate Pathology, Haematology.', 'place.after-facility');
  });
  it('leaves weekdays and labels after a facility alone', () => {
    notBy('Seen at Quarrel Hospital, Monday.', 'place.after-facility');
    notBy('Quarrel Hospital, Tel 555 0100', 'place.after-facility');
    notBy('Sent to the Lab, Haematology.', 'place.after-facility');
  });
});

describe('rule street.named-on', () => {
  it('finds a street named without its number after "on"', () => {
    // After a shop's word the street is street.on-after-cue's since the sixteenth round (the same span).
    finds('The pharmacy on Quarry Pointe Rd is closer.', 'STREET:Quarry Pointe Rd', 'street.on-after-cue');
  });
  it('leaves weekdays before a doctor alone', () => {
    notBy('Follow up on Tuesday Dr. Lee.', 'street.named-on');
    notBy('Reviewed on rounds with the team.', 'street.named-on');
  });
});

describe('rule place.address-town (Indian addresses; the extension is street.international)', () => {
  it('reads the extension, the town and the state after a cross-and-main street', () => {
    const text = 'Address: No. 7, 2nd Cross, 9th Main, Rajnagar 3rd Stage, Hosapete - 583201, Karnataka';
    finds(text, 'LOCATION-OTHER:Rajnagar 3rd Stage', 'street.international');
    finds(text, 'CITY:Hosapete', 'place.address-town');
    // The state closing the line is read by its name (place.india-address), above the town reading.
    finds(text, 'STATE:Karnataka', 'place.india-address');
  });
});

describe('rule street.corner', () => {
  it('finds two streets at a corner as one span', () => {
    finds('She lives at the corner of Quorne and Tallis.', 'STREET:the corner of Quorne and Tallis', 'street.corner');
    finds('Meet at the corner of Lindevej 4 and Harbour Road.', 'STREET:the corner of Lindevej 4 and Harbour Road', 'street.corner');
  });
  it('finds two streets at a corner in lower case or capitals, an ordinal or an unknown word on one side', () => {
    finds('works at a bakery on the corner of 24th and quorne.', 'STREET:24th and quorne', 'street.corner');
    finds('FOUND DOWN AT THE CORNER OF 9TH AND TALLIS.', 'STREET:9TH AND TALLIS', 'street.corner');
  });
  it('leaves the corners of the body alone', () => {
    notBy('Bruise at the corner of the eye and the mouth.', 'street.corner');
    notBy('bruise at corner of mouth and lip; CORNER OF BED AND WALL; corner of room and door.', 'street.corner');
  });
});

describe('rule place.country-cue', () => {
  it('finds a country after a place preposition in capitals or lower case', () => {
    finds('SHE WAS RECENTLY IN PORTUGAL VISITING FAMILY.', 'COUNTRY:PORTUGAL', 'place.country-cue');
    finds('back from a trip to jordan last week', 'COUNTRY:jordan', 'place.country-cue');
  });
  it('leaves a country that is also an English word alone in lower case', () => {
    notBy('ate from china plates', 'place.country-cue');
  });
});

describe('rule street.international (house number first: French, Quebec, Iberian and Latin American streets)', () => {
  it('finds the number, the prefix word and the name, with a number after the name', () => {
    finds('Adresse : 1432 rue Saint-Hubert, app. 6', 'STREET:1432 rue Saint-Hubert', 'street.international');
    finds('Lives at 26 rue des Glycines near the market.', 'STREET:26 rue des Glycines', 'street.international');
    finds('Address: 210 Rua Sete de Setembro 12, Faro', 'STREET:210 Rua Sete de Setembro 12', 'street.international');
    finds('Lives at 69 Av Tarek Ibn Ziad.', 'STREET:69 Av Tarek Ibn Ziad', 'street.international');
    finds('Moved to 33 avenue de Provence last year.', 'STREET:33 avenue de Provence', 'street.international');
  });
  it('leaves "via", "Av" and "avenue" after a number alone when no street follows', () => {
    notBy('Sent 3 via fax and 2 Via email.', 'street.international');
    notBy('Given 2 Av block episodes, 3 avenue options were discussed.', 'street.international');
    notBy('Follow 2 Via the portal.', 'street.international');
  });
});

describe('rule place.address-town (a town on its own line, a region code before the postcode)', () => {
  it('finds a town line between the street line and the postcode line', () => {
    finds('Flat 3\n18 Kestrel Road\nLlanfoist\nNP7 9LR', 'CITY:Llanfoist', 'place.address-town');
  });
  it('finds a province code between the town and the postcode, and the town after a Quebec unit', () => {
    finds('1432 rue Saint-Hubert, app. 6, Montréal QC H2L 3Y7', 'STATE:QC', 'place.address-town');
    finds('1432 rue Saint-Hubert, app. 6, Montréal QC H2L 3Y7', 'CITY:Montréal', 'place.address-town');
  });
  it('leaves a name or a heading on the line after an address alone', () => {
    notBy('18 Kestrel Road\nBrandt Oakes\nMRN 4471902', 'place.address-town');
    notBy('18 Kestrel Road\nTriage\nPain 6/10', 'place.address-town');
  });
});

describe('rule place.cue-town (a writer saying where they are)', () => {
  it('finds the town after "I\'m in" and "we are currently in"', () => {
    finds("I'm in Sarvanga until March, so please call.", 'CITY:Sarvanga', 'place.cue-town');
    finds('We are currently in Ostravik visiting family.', 'CITY:Ostravik', 'place.cue-town');
  });
  it('finds a town written in Greek or Cyrillic letters (the clinical-word guard reads letters of any script)', () => {
    finds('I am in ΛΕΜΕΣΟΣ for a week.', 'CITY:ΛΕΜΕΣΟΣ', 'place.cue-town');
    finds('She grew up in Полтава.', 'CITY:Полтава', 'place.cue-town');
  });
  it('leaves feelings and settings after "I\'m in" alone', () => {
    notBy("I'm in pain and I am in the ICU.", 'place.cue-town');
    notBy("I'm in Triage now.", 'place.cue-town');
  });
});
