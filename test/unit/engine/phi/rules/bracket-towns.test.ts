// Per-rule tests of place.bracket-town (src/engine/phi/rules/bracket-towns.ts; fix22b): the town in brackets right after
// a name, a store's number or a facility's word. Invented examples, none from any evaluation set. A small hand-made
// dictionary stands in for the built file.
import { createPhiIdentifier } from '../../../../../src/engine/phi/index';
import { handMade, ruleChecks } from './rule-checks';

const DICTS = handMade({
  names: ['ann', 'quarley', 'tim', 'mark', 'roe', 'robert', 'bobby', 'velmore'],
  given: ['ann', 'tim', 'mark', 'robert', 'bobby'],
  english: [
    'dtr', 'aware', 'filled', 'at', 'drug', 'on', 'sons', 'and', 'from', 'visited', 'guardian', 'is', 'sister', 'of', 'cell',
    'referrals', 'to', 'quarry', 'ridge', 'home', 'pearl', 'bedside', 'furosemide', 'mg', 'cardiology', 'dr', 'consulted',
    'husband', 'retired', 'seen', 'clinic', 'day', 'center', 'comparison', 'ct', 'springs', 'falls', 'in', 'the', 'lasix',
    'hope', 'cousin', 'pending', 'son', 'called', 'spanish', 'speaking',
  ],
  cities: ['tarrow', 'pearl', 'ostravel springs', 'hope'],
});
const identify = createPhiIdentifier(DICTS);
const { finds, notBy } = ruleChecks(identify);

describe('rule place.bracket-town', () => {
  it('finds a town the gazetteers hold in brackets after a person\'s name or a store\'s number', () => {
    finds('Dtr Ann Quarley (Tarrow) 555-555-0142, aware.', 'CITY:Tarrow', 'place.bracket-town');
    finds('Filled at Velmore Drug #2210 (Ostravel Springs) on 3/2.', 'CITY:Ostravel Springs', 'place.bracket-town');
  });
  it('finds the place after "from" or "of" in the bracket: an English word the gazetteers hold, or words closed by a place noun', () => {
    finds('Sons Tim (from Pearl) and Mark visited.', 'CITY:Pearl', 'place.bracket-town');
    finds('Sons Tim and Mark (from Lenby Falls) visited.', 'CITY:Lenby Falls', 'place.bracket-town');
    finds('GUARDIAN IS SISTER ANN QUARLEY (OF LENBY FALLS), CELL 555-555-0143.', 'CITY:LENBY FALLS', 'place.bracket-town');
  });
  it('finds a town in small letters after a facility\'s word in small letters', () => {
    finds('referrals to quarry ridge ltach (tarrow) and home.', 'CITY:tarrow', 'place.bracket-town');
  });
  it('leaves a nickname, an English word alone, a drug\'s other name, a doctor, a role and a facility\'s part alone', () => {
    notBy('Robert (Bobby) Roe at bedside; cousin Ann Quarley (Pearl) at bedside; Tim Roe (Hope) aware.', 'place.bracket-town');
    notBy('Furosemide (Lasix) 40 mg; Cardiology (Dr Roe) consulted; Husband (Retired) at bedside; Quarley (Spanish speaking).', 'place.bracket-town');
    notBy('Seen at Quarry Clinic (Day Center) and son (from home) called.', 'place.bracket-town');
  });
  it('leaves a bracket after a date or a number, a small-letter word no list holds and a town after a small word', () => {
    notBy('Comparison CT 3/2 (Tarrow); dtr ann (velmoria) aware; seen in (Tarrow) pending.', 'place.bracket-town');
  });
});
