// Per-rule tests of person.caseless-pair (src/engine/phi/rules/caseless-pairs.ts): a given name and a surname no English
// list holds, side by side on a line wholly in capitals or wholly in small letters, and the pairs of such lines that name
// no one. Invented examples, none from any evaluation set. A small hand-made dictionary stands in for the built file.
import { createPhiIdentifier } from '../../../../../src/engine/phi/index';
import { handMade, ruleChecks } from './rule-checks';

const DICTS = handMade({
  names: ['quarnby', 'velasquith', 'addison', 'graves', 'parker'],
  given: ['ottilie', 'bertram', 'addison', 'will', 'hope'],
  english: [
    'identified', 'as', 'yo', 'new', 'from', 'legal', 'aid', 'assisting', 'called', 'at', 'the', 'bedside', 'with', 'disease',
    'and', 'on', 'pt', 'lives', 'in', 'town', 'will', 'hope', 'for', 'graves', 'attorney', 'family', 'meeting', 'today', 'parker',
    'visited', 'is', 'a', 'of', 'note', 'nursing', 'plan', 'home', 'to', 'cont', 'monitor',
  ],
  cities: ['bertram'],
});
const { finds, notBy } = ruleChecks(createPhiIdentifier(DICTS));

describe('rule person.caseless-pair', () => {
  it('finds a given name and a surname on a line in capitals and on a line in small letters', () => {
    finds('NOW IDENTIFIED AS OTTILIE QUARNBY, 58 YO, NEW TO THE FAMILY MEETING.', 'PATIENT:OTTILIE QUARNBY', 'person.caseless-pair');
    finds('attorney ottilie velasquith from legal aid assisting with the plan today.', 'PATIENT:ottilie velasquith', 'person.caseless-pair');
    finds('ATTORNEY OTTILIE ZELBRANNICK AT THE BEDSIDE TODAY WITH THE FAMILY.', 'PATIENT:OTTILIE ZELBRANNICK', 'person.caseless-pair');
    // The pair is the weakest reading of a person (nameShape): a cue beside it decides, here the contact verb.
    finds('ATTORNEY OTTILIE ZELBRANNICK CALLED AT THE BEDSIDE TODAY.', 'DOCTOR:OTTILIE ZELBRANNICK', 'person.contact');
  });
  it('leaves a Title-case line, an eponym, an English given name, a place and a short word no list knows alone', () => {
    notBy('Now identified as Ottilie Quarnby, 58 yo, new to the family meeting.', 'person.caseless-pair');
    notBy('PT WITH ADDISON DISEASE AND GRAVES DISEASE ON THE PLAN TODAY.', 'person.caseless-pair');
    notBy('will quarnby visited the pt at the bedside, hope velasquith called.', 'person.caseless-pair');
    notBy('pt lives in town of ottilie bertram with the family, cont to monitor.', 'person.caseless-pair');
    notBy('NURSING NOTE: OTTILIE QZV CALLED AT THE BEDSIDE TODAY.', 'person.caseless-pair');
    notBy('PT WILL GO BACK TO OTTILIE QUARNBY AFTER THE MEETING, LIVES IN BERTRAM.', 'person.caseless-pair');
  });
});
