// Per-rule tests of the legal-forms family (src/engine/phi/rules/legal-forms.ts): a firm named with its country's
// legal form after its name, in any letter case for the strong forms and in mixed case only for the weak ones.
// Invented examples, none from any evaluation set. A small hand-made dictionary stands in for the built file.
import { createPhiIdentifier } from '../../../../../src/engine/phi/index';
import { englishOnly, ruleChecks } from './rule-checks';

const DICTS = englishOnly([
  'works', 'work', 'at', 'for', 'as', 'a', 'the', 'and', 'is', 'he', 'she', 'his', 'her', 'since', 'in', 'of', 'with', 'warehouse',
  'transports', 'logistics', 'fresh', 'produce', 'protein', 'gap', 'anion', 'antibodies', 'positive', 'negative', 'screen', 'day',
  'spa', 'visit', 'weekly', 'engineer', 'occupation', 'son', 'daughter', 'employer', 'driver', 'was', 'seen', 'lab', 'syndrome',
]);
const identify = createPhiIdentifier(DICTS);
const { finds, notBy } = ruleChecks(identify);

describe('rule org.legal-form', () => {
  it('finds a firm before its legal form, with no work verb before it', () => {
    finds('Er arbeitet als Lagerist bei Quandtmeyer Logistik GmbH seit 2019.', 'ORGANIZATION:Quandtmeyer Logistik GmbH', 'org.legal-form');
    finds('Su hija trabaja en Conservas Albedra S.L. y pide un informe.', 'ORGANIZATION:Conservas Albedra S.L.', 'org.legal-form');
    finds('OCCUPATION: ENGINEER, PERABOT TEGUH JAYA SDN BHD.', 'ORGANIZATION:PERABOT TEGUH JAYA SDN BHD', 'org.legal-form');
    finds('Ancien chauffeur chez Transports Kerhuel SARL.', 'ORGANIZATION:Transports Kerhuel SARL', 'org.legal-form');
    finds('His son is an analyst at Brenholt Vandermeer plc in the city.', 'ORGANIZATION:Brenholt Vandermeer plc', 'org.legal-form');
    finds('Die Rechnung geht an Maschinenbau Kröll AG, Abteilung Personal.', 'ORGANIZATION:Maschinenbau Kröll AG', 'org.legal-form');
    finds('Lavora presso Ferramenta Quistelli S.p.A. come magazziniere.', 'ORGANIZATION:Ferramenta Quistelli S.p.A.', 'org.legal-form');
  });
  it('reads a strong form in small letters from the first word no English list holds', () => {
    finds('invoice goes to transports kerhuel sarl, weekly', 'ORGANIZATION:kerhuel sarl', 'org.legal-form');
  });
  it('leaves weak forms in capitals, clinical initials and English words before a weak form alone', () => {
    notBy('NA 138 CL 101 AG 14. ANION GAP NORMAL.', 'org.legal-form');
    notBy('Lab: anion gap AG 12, Protein AG positive, Quarnish AG, Riker SAS 3, Kg 70.', 'org.legal-form');
    notBy('Screen for APS was negative; day spa visit weekly.', 'org.legal-form');
    notBy('ANTIPHOSPHOLIPID SYNDROME (APS) SCREEN NEGATIVE.', 'org.legal-form');
  });
});
