// Per-rule tests of org.service-provider (src/engine/phi/rules/service-providers.ts, run in the note-places family): the
// firm or agency that gives a home service, named after the service and its provider word. Invented examples over a
// hand-made dictionary of English words, so that any other word is one no list knows.
import { createPhiIdentifier } from '../../../../../src/engine/phi/index';
import { englishOnly, ruleChecks } from './rule-checks';

const identify = createPhiIdentifier(
  englishOnly(
    ('the and to with at in of for by on is was home hospice through via from infusion oxygen supplies order mail started ' +
      'pt has daughter family declined seasons wall mask nasal cannula medicare transport ambulance by plan insulin for ' +
      'venturi hickman line today since may').split(' '),
  ),
);
const { finds, notBy } = ruleChecks(identify);

describe('rule org.service-provider', () => {
  it('finds the provider after a home service and its provider word', () => {
    finds('Discharged home with hospice through Seasons of Quenmoor today.', 'ORGANIZATION:Seasons of Quenmoor', 'org.service-provider');
    finds('Insulin by mail order through Tarvell Rx for the plan.', 'ORGANIZATION:Tarvell Rx', 'org.service-provider');
    finds('PT ON HOME O2 FROM BRELAIRE SINCE MAY.', 'ORGANIZATION:BRELAIRE', 'org.service-provider');
    finds('Home infusion via Optavell started.', 'ORGANIZATION:Optavell', 'org.service-provider');
  });
  it('leaves routes, devices, payer programmes, lower-case text and known words after via alone', () => {
    notBy('O2 via Venturi mask. Oxygen from the wall. O2 via Quenmoor.', 'org.service-provider');
    notBy('Hospice through Medicare. Transport by Ambulance.', 'org.service-provider');
    notBy('home infusion via Hickman line started.', 'org.service-provider');
    notBy('hospice through seasons of quenmoor declined.', 'org.service-provider');
    notBy('HOME O2 FROM HOME. HOSPICE THROUGH MEDICARE.', 'org.service-provider');
  });
});
