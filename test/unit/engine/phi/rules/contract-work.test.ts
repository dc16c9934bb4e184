// Per-rule tests of the contract-work family (src/engine/phi/rules/contract-work.ts): the firm after contracting,
// temping, apprenticeship, shift or line words. Invented examples, none from any evaluation set. A small hand-made
// dictionary stands in for the built file.
import { createPhiIdentifier } from '../../../../../src/engine/phi/index';
import { englishOnly, ruleChecks } from './rule-checks';

const DICTS = englishOnly([
  'fell', 'from', 'a', 'ladder', 'while', 'contracting', 'for', 'on', 'site', 'in', 'previously', 'the', 'line', 'at', 'years', 'she',
  'picks', 'up', 'shifts', 'months', 'night', 'apprenticed', 'to', 'plumber', 'pt', 'he', 'started', 'an', 'apprenticeship', 'with',
  'joinery', 'bros', 'stamping',
]);
const identify = createPhiIdentifier(DICTS);
const { finds, notBy } = ruleChecks(identify);

describe('rule org.contract-employer', () => {
  it('finds the firm after contracting, apprenticeship, shift and line words, in any letter case', () => {
    finds('fell from a ladder while contracting for quellane joinery on a site', 'ORGANIZATION:quellane joinery', 'org.contract-employer');
    // A firm named by its family ("bros") is org.family-firm's reading now, which runs first (fix18b).
    finds('fell from a ladder while contracting for quellane bros on a site', 'ORGANIZATION:quellane bros', 'org.family-firm');
    finds('He started an apprenticeship with Marrowby Joinery.', 'ORGANIZATION:Marrowby Joinery', 'org.contract-employer');
    finds('PREVIOUSLY ON THE LINE AT VOSKERIN STAMPING FOR 6 YEARS.', 'ORGANIZATION:VOSKERIN STAMPING', 'org.contract-employer');
  });
  it('leaves times, people and common nouns after the work words alone', () => {
    notBy('contracting for months. shifts at night. apprenticed to a plumber. Pt on the line at 0300.', 'org.contract-employer');
  });
});
