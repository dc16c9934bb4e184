// facility.suffix widened (fix20a): a capitalised name closed by any common head noun of an organisation (a firm's trade
// or industry, a public body, an association: vocab/org-words.ts ORG_HEAD_NOUNS), read as a practice suffix, so the
// words before it must name, not describe. Invented examples.
import { identifyPhi } from '../../../../../src/engine/phi/index';
import { ruleChecks } from './rule-checks';

const { finds, clean } = ruleChecks(identifyPhi);

describe('rule facility.suffix: any organisation head noun (fix20a)', () => {
  it("finds a firm closed by its trade's or industry's noun", () => {
    finds('Husband installs floors for Quarlow Interiors.', 'ORGANIZATION:Quarlow Interiors', 'facility.suffix');
    finds('She is a lab manager at Vennick Bay Therapeutics.', 'ORGANIZATION:Vennick Bay Therapeutics', 'facility.suffix');
    finds('The quote from Drabble Roofing was paid in May.', 'ORGANIZATION:Drabble Roofing', 'facility.suffix');
    finds('Milks cows at Ostering Hollow Farm with his brother.', 'ORGANIZATION:Ostering Hollow Farm', 'facility.suffix');
    finds('Machinist, Cobbold Gear Works, 30 years.', 'ORGANIZATION:Cobbold Gear Works', 'facility.suffix');
  });
  it('finds a public body, a registry, a school system and an association by its head', () => {
    finds('Booked by Fennimore Ridge Police Dept overnight.', 'ORGANIZATION:Fennimore Ridge Police Dept', 'facility.suffix');
    finds('Her son attends Tressick Public Schools.', 'ORGANIZATION:Tressick Public Schools', 'facility.suffix');
    finds('Listed with the Wendover Marrow Registry since May.', 'ORGANIZATION:Wendover Marrow Registry', 'facility.suffix');
    finds('Samples sent to Harlanby Immunology Lab for typing.', 'ORGANIZATION:Harlanby Immunology Lab', 'facility.suffix');
    finds('Support from the Quillan Parents Alliance.', 'ORGANIZATION:Quillan Parents Alliance', 'facility.suffix');
  });
  it('finds "Service" and "Services" after two naming words, and a name after "of" alone', () => {
    finds('Concentrator serviced by Brockhollow Vale Oxygen Services.', 'ORGANIZATION:Brockhollow Vale Oxygen Services', 'facility.suffix');
    finds('Referred to the Tamsin Vale Memory Assessment Service.', 'ORGANIZATION:Tamsin Vale Memory Assessment Service', 'facility.suffix');
    finds('Doula Ana Roe of Pellow Birth Collective at bedside.', 'ORGANIZATION:Pellow Birth Collective', 'facility.suffix');
  });
  it('leaves a department or a function named by the same heads alone', () => {
    clean('Seen by Social Services; Tumor Registry notified; Sleep Lab study booked; Cath Lab ready.', 'HOSPITAL', 'ORGANIZATION');
    clean('Call Language Services for an interpreter. No Military Service. Retina Service to follow.', 'HOSPITAL', 'ORGANIZATION');
    clean('Denied by Utilization Management; the Appeals Department and the Industrial Commission were told.', 'HOSPITAL', 'ORGANIZATION');
    clean('Referral for Outside Services was faxed. MILITARY SERVICE: none.', 'HOSPITAL', 'ORGANIZATION');
  });
  it('finds a head written short: Co, Mfg, Univ, Assoc (fix20a)', () => {
    finds('Workers comp: employer is Tessaway Valley Pecan Co, claim filed.', 'ORGANIZATION:Tessaway Valley Pecan Co', 'facility.suffix');
    finds('Machinist at Brandle Mfg for ten years.', 'ORGANIZATION:Brandle Mfg', 'facility.suffix');
  });
  it('leaves "Co" before a hyphen or a county alone', () => {
    clean('Started Co-amoxiclav; lives in Castlebar Co Mayo.', 'ORGANIZATION', 'HOSPITAL');
  });
  it('leaves a head alone after no naming word, and a description before it', () => {
    clean('The Farm was sold. Public Schools closed for snow. Volunteer Rescue on scene.', 'HOSPITAL', 'ORGANIZATION');
  });
});
