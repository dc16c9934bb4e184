// place.cue-town widened (fix21a): the town a caller rang from or a visitor came in from, after a call or an arrival
// cue in any letter case ("called from", "CALLED AT 2100 FROM", "by phone from", "on speaker from", "in this am from",
// "coming in from"), read by the place words as after every cue of the rule; after these cues a one-word town the
// gazetteers hold that is also an English word is read too when it closes its clause. Invented examples; a small
// hand-made dictionary stands in for the built file.
import { createPhiIdentifier } from '../../../../../src/engine/phi/index';
import { handMade, ruleChecks } from './rule-checks';

const identify = createPhiIdentifier(
  handMade({
    english: ['called', 'from', 'at', 'by', 'phone', 'on', 'speaker', 'in', 'this', 'am', 'coming', 'will', 'visit', 'tomorrow', 'asking', 'for',
      'update', 'agrees', 'with', 'plan', 'to', 'ask', 'about', 'discharge', 'received', 'a', 'call', 're', 'down', 'up', 'baseline', 'sats', 'work',
      'later', 'come', 'pt', 'rehab', 'the', 'floor', 'home', 'son', 'dtr', 'sister', 'wife', 'niece', 'brought', 'clothes', 'bramble', 'hollow', 'and', 'given', 'caller', 'phoned', 'pharmacist'],
    cities: ['quellbrook', 'tarnwick', 'bramble', 'hollow'],
  }),
);
const { finds, clean, notBy } = ruleChecks(identify);

describe('rule place.cue-town: the town a caller rang from or a visitor came in from (fix21a)', () => {
  it('finds the town after a call or an arrival cue, in small letters or capitals', () => {
    finds('pharmacist called from ostrevale, will visit tomorrow.', 'CITY:ostrevale', 'place.cue-town');
    finds('SISTER CALLED AT 2100 FROM OSTREVALE ASKING FOR UPDATE.', 'CITY:OSTREVALE', 'place.cue-town');
    finds('son on speaker from ostrevale, agrees with plan.', 'CITY:ostrevale', 'place.cue-town');
    finds('wife in this am from ostrevale, brought clothes.', 'CITY:ostrevale', 'place.cue-town');
    finds('caller phoned from bramble, agrees with plan.', 'CITY:bramble', 'place.cue-town');
  });
  it('finds an English-word town there when it closes its clause', () => {
    finds('niece by phone from bramble, agrees with plan.', 'CITY:bramble', 'place.cue-town');
    finds('UPDATE GIVEN BY PHONE FROM HOLLOW.', 'CITY:HOLLOW', 'place.cue-town');
  });
  it('leaves a call from a person, a value going up or down, a ward place and an English word going on alone', () => {
    notBy('received a call from ostrevale re plan.', 'place.cue-town');
    clean('sats up from baseline, down from 9.2.', 'CITY');
    clean('wife called from work, will come later. pt in from rehab. called from the floor. son called from home.', 'CITY');
    clean('son called from bramble to ask about discharge.', 'CITY');
  });
});
