// facility.suffix widened (fix21a): more industries' and trades' head nouns (vocab/org-words.ts ORG_HEAD_NOUNS): energy and
// extraction, metal trades, shipping and hauling, shuttles, fisheries and growers, telecoms, insurers, aviation, laboratories and
// language services, read as practice suffixes, so the words before them must name, not describe. Invented examples.
import { identifyPhi } from '../../../../../src/engine/phi/index';
import { ruleChecks } from './rule-checks';

const { finds, clean } = ruleChecks(identifyPhi);

describe('rule facility.suffix: more industries and trades (fix21a)', () => {
  it('finds a firm closed by its industry or trade', () => {
    finds('Pt is a derrick hand for Quarrow Flats Drilling, two weeks on.', 'ORGANIZATION:Quarrow Flats Drilling', 'facility.suffix');
    finds('Retired welder (Tessaway Shipbuilding), lives alone.', 'ORGANIZATION:Tessaway Shipbuilding', 'facility.suffix');
    finds('Works the press line at Brandle Hollow Fabrications.', 'ORGANIZATION:Brandle Hollow Fabrications', 'facility.suffix');
    finds('HGV driver with Ostervald Haulage since 2019.', 'ORGANIZATION:Ostervald Haulage', 'facility.suffix');
    finds('Pt rides the Pellingham Valley Shuttle to dialysis.', 'ORGANIZATION:Pellingham Valley Shuttle', 'facility.suffix');
    finds('Panel run by Vennick Helix Genomics, results in 3 weeks.', 'ORGANIZATION:Vennick Helix Genomics', 'facility.suffix');
    finds('Interpreter by phone (Quillan Bridge Interpreting).', 'ORGANIZATION:Quillan Bridge Interpreting', 'facility.suffix');
  });
  it("finds an insurer's Casualty or Assurance after two naming words only", () => {
    finds("Employer's carrier is Tessaway Mutual Casualty, adjuster by phone.", 'ORGANIZATION:Tessaway Mutual Casualty', 'facility.suffix');
    clean('Quality Assurance notified. Mass Casualty drill today.', 'HOSPITAL', 'ORGANIZATION');
  });
  it('leaves a clinical phrase, a department and a generic kind with the same heads alone', () => {
    clean('Bone Cement applied. Colonic Transit study normal. Medical Interpreters called.', 'HOSPITAL', 'ORGANIZATION');
    clean('Patient Financial counselling offered. Surgical Exploration of the wound.', 'HOSPITAL', 'ORGANIZATION');
    clean('Takes Fish Oil daily. Wound Packing changed. Durable Power of Attorney on file.', 'HOSPITAL', 'ORGANIZATION');
    clean('Avoid Deli Meats and Raw Seafood. Quality Assurance notified. Mass Casualty drill. Plaster Castings removed.', 'HOSPITAL', 'ORGANIZATION');
  });
});
