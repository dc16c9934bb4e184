// Per-rule tests of place.known-city-end (src/engine/phi/rules/known-city-ends.ts), promoted from the review queue
// (review.known-place where the city closes its line or stands before a hyphen): a letterhead's, an address
// block's or a sign-off's town. A list city inside a sentence, before a word or a score, stays a review candidate.
// Invented towns over a hand-made dictionary.
import { strict as assert } from 'node:assert';
import { createPhiIdentifier } from '../../../../../src/engine/phi/index';
import { handMade, ruleChecks } from './rule-checks';

const DICTS = handMade({
  english: 'the and on ward exam ankle rules negative virus precautions like illness score of heart care department medicine discharge summary referred by gp practice in town for review patient seen'.split(' '),
  cities: ['quellport', 'varnholm', 'ostrava'],
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
});
