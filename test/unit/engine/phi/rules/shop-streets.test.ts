// Per-rule tests of street.on-after-cue (src/engine/phi/rules/shop-streets.ts): the street a pharmacy, a shop or a home
// is on, named without its number after "on", in the three letter cases; and the hard negatives, "on" in a sentence
// of care with no shop's or dwelling's word before it, an article or a clinical word. Invented examples, none from any
// evaluation set. A small hand-made dictionary stands in for the built file.
import { createPhiIdentifier } from '../../../../../src/engine/phi/index';
import { handMade, ruleChecks } from './rule-checks';

const DICTS = handMade({
  english: [
    'the', 'and', 'of', 'in', 'a', 'is', 'he', 'she', 'her', 'his', 'was', 'on', 'to', 'at', 'with', 'sent', 'meds', 'pharmacy',
    'main', 'north', 'old', 'harbor', 'lives', 'cousin', 'filled', 'road', 'way', 'home', 'lot', 'walker', 'scale', 'church',
    'elevation', 'watch', 'alone', 'pt', 'oxygen', 'wean',
    'staying', 'motel', 'tonight', 'sleeps', 'shelter', 'since', 'may', 'tends', 'bar', 'tavern', 'by', 'off', 'camper',
    'kids', 'attend', 'school', 'county', 'weaned', 'pressors', 'now', 'gym', 'monitoring', 'seen', 'dietary', 'consult',
    'farm', 'ranch', 'near', 'grand', 'canal', 'broad', 'bay', 'for', 'months', 'trailer', 'dirt', 'gravel', 'woods', 'safe',
  ],
  given: ['jane'],
  names: ['quill', 'quinby'],
});
const identify = createPhiIdentifier(DICTS);
const { finds, clean, notBy } = ruleChecks(identify);

describe('rule street.on-after-cue', () => {
  it('finds the street a pharmacy or a prescription went to, in Title case and lower case', () => {
    finds('Meds sent to Tarvey Pharmacy on N Main St. Scale and walker.', 'STREET:N Main St', 'street.on-after-cue');
    finds('rx to quarnby drug on e quillan st, f/u 2 wk', 'STREET:e quillan st', 'street.on-after-cue');
    finds('meds filled at the pharmacy on church st, wife to bring', 'STREET:church st', 'street.on-after-cue');
  });
  it('finds the street a home is on, in capitals', () => {
    finds('PT LIVES W/ COUSIN ON OLD HARBOR RD. WIFE AWARE.', 'STREET:OLD HARBOR RD', 'street.on-after-cue');
  });
  it('finds the street of a place a person stays, works or gathers at, after "on" or "off", in three letter cases (fix23b)', () => {
    finds('Son staying at the Larkspur Motel on Fenwick Ave tonight.', 'STREET:Fenwick Ave', 'street.on-after-cue');
    finds('PT SLEEPS AT THE HARBOR MISSION SHELTER ON CANAL ST SINCE MAY.', 'STREET:CANAL ST', 'street.on-after-cue');
    finds('she tends bar at the tavern on quinby rd, home by 2', 'STREET:quinby rd', 'street.on-after-cue');
    finds('lives off tamsworth rd in a camper', 'STREET:tamsworth rd', 'street.on-after-cue');
    finds('kids attend the school on 3rd street', 'STREET:3rd street', 'street.on-after-cue');
    finds('lives in a trailer off county road 19. wife aware', 'STREET:county road 19', 'street.on-after-cue');
    finds('FAMILY RANCH ON OLD GRAND RD NEAR TOWN', 'STREET:OLD GRAND RD', 'street.on-after-cue');
  });
  it('leaves "off" a drug or a device and a dietitian named by her credential (fix23b)', () => {
    notBy('weaned off pressors at 0400, now on 2L; sleeps at the gym on ST elevation monitoring', 'street.on-after-cue');
    notBy('stayed off pressors on rd 2', 'street.on-after-cue');
    notBy('lives off dirt road in the woods; ranch on gravel road, safe.', 'street.on-after-cue');
    finds('pt seen by Jane Quill RD on dietary consult', 'DOCTOR:Jane Quill', 'person.credential');
  });
  it('leaves "on" with no shop or dwelling before it, an article, and a clinical word', () => {
    notBy('Started on Main St clinic protocol; on the way; wean on oxygen st', 'street.on-after-cue');
    notBy('lives alone, on ST elevation watch; home on the road a lot', 'street.on-after-cue');
    clean('pt sent on old harbor rd', 'STREET');
  });
});
