// Per-rule tests of place.known-city-end (src/engine/phi/rules/known-city-ends.ts), promoted from the review queue
// (review.known-place where the city closes its line or stands before a hyphen): a letterhead's, an address
// block's or a sign-off's town. A list city inside a sentence, before a word or a score, stays a review candidate.
// Invented towns over a hand-made dictionary.
import { strict as assert } from 'node:assert';
import { createPhiIdentifier } from '../../../../../src/engine/phi/index';
import { handMade, ruleChecks } from './rule-checks';

const DICTS = handMade({
  english: 'the and on ward exam ankle rules negative virus precautions like illness score of heart care department medicine discharge summary referred by gp practice in town for review patient seen'.split(' '),
  cities: ['quellport', 'varnholm', 'ostrava', 'brindle'],
  names: ['brindle', 'roe'],
  given: ['brindle'],
});
const identify = createPhiIdentifier(DICTS, { review: true });
const { finds, notBy } = ruleChecks(createPhiIdentifier(DICTS));
const reviewed = (text: string): string[] => identify(text).filter((f) => f.rule === 'review.known-place').map((f) => text.slice(f.start, f.end));

describe('rule place.known-city-end', () => {
  it('finds a list city that ends its line or stands before a hyphen', () => {
    finds('BRAMBLE HEART CARE, Quellport\nDISCHARGE SUMMARY', 'CITY:Quellport', 'place.known-city-end');
    finds('DEPARTMENT OF MEDICINE, VARNHOLM-32', 'CITY:VARNHOLM', 'place.known-city-end');
    finds('referred by the gp practice in town - Ostrava - for review', 'CITY:Ostrava', 'place.known-city-end');
  });
  it('leaves a list city before a word, a score or a compound to the review queue', () => {
    const text = 'Exam: Quellport ankle rules negative. Varnholm 15/24. Ostrava-like illness on the ward.';
    notBy(text, 'place.known-city-end');
    assert.deepEqual(reviewed(text), ['Quellport', 'Varnholm', 'Ostrava']);
  });
  it('finds a Title-case list city after a capitalised word and its comma, closing a bracket or a clause (fix18c)', () => {
    finds('Graft placed by Dr. Roe (Tamsel Vein Surgeons, Quellport). Good thrill.', 'CITY:Quellport', 'place.known-city-end');
    finds('Sees Dr. Roe at Nephrology, Varnholm; next visit soon.', 'CITY:Varnholm', 'place.known-city-end');
    finds('Prenatal care at Holm Bend OB/GYN, Ostrava (Dr. Roe), eight visits.', 'CITY:Ostrava', 'place.known-city-end');
  });
  it('leaves a list city after a small word or before a word or a score, a known name and a small-letter city alone', () => {
    notBy('seen on the ward, Quellport ankle rules negative.', 'place.known-city-end');
    notBy('Exam: Heart, Varnholm 15/24. Care, Ostrava-like illness.', 'place.known-city-end');
    notBy('Discussed with Dr. Roe, Brindle). Seen in clinic, Ostrava.', 'place.known-city-end');
    notBy('Referred by Tamsel Vein Surgeons, quellport) for review.', 'place.known-city-end');
  });
});
