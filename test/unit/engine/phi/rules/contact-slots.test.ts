// Per-rule tests of the contact slots (src/engine/phi/rules/contact-slots.ts, run in the staff-slots family):
// relatives listed after the relation's sentence and an agency's contact after its dash. Hand-written positives with rule ids and the hard negatives each slot must leave alone; invented
// examples, none from any evaluation set; a small hand-made dictionary stands in for the built file, so that
// "unknown word" means what the tests say.
import { createPhiIdentifier, type PhiDictionaries } from '../../../../../src/engine/phi/index';
import { ruleChecks } from './rule-checks';

const DICTS: PhiDictionaries = {
  names: new Set(['will', 'home', 'call']),
  given: new Set(['will']),
  english: new Set(
    ('will home call has two who are his her health care at visited both and neither were reached sons daughters sisters ' +
      'bedside aware lives with family very devoted after sister wife daughter if needed pharmacy cardiology phone cell ' +
      'be meeting tomorrow called to set up visits plan is the liaison hospice co services manager case morphine titrated ' +
      'held act as updated by stable one nok started close grandchildren visit daily plan discussed rounds agrees overnight follow labs discharge from tomorrow bp').split(' '),
  ),
  cities: new Set(),
  states: new Map(),
  countries: new Set(),
  source: 'file',
};
const identify = createPhiIdentifier(DICTS);
const { finds, clean, notBy } = ruleChecks(identify);

describe('rule person.kin-list-opening', () => {
  it('finds the names listed to open the sentence after plural relatives or the proxy', () => {
    finds('Pt has two daughters who are his health care proxies. Quorvie and Tessaline visited at 1900.', 'PATIENT:Quorvie', 'person.kin-list-opening');
    finds('Pt has two daughters who are his health care proxies. Quorvie and Tessaline visited at 1900.', 'PATIENT:Tessaline', 'person.kin-list-opening');
    finds('both sons are his proxies. drumbrell and vasquith to visit sunday', 'PATIENT:vasquith', 'person.kin-list-opening');
    finds('Two sons act as his proxies. Drumbrell and Vas visited.', 'PATIENT:Vas', 'person.kin-list-opening');
    finds('Pt is close to her grandchildren.\nTamberine, Quoshel and Ellavor visit daily.', 'PATIENT:Quoshel', 'person.kin-list-opening');
  });
  it('leaves one word opening the sentence, and common words listed, alone', () => {
    clean('Has two sons. Quorvie visited at 1900. BP stable.', 'PATIENT');
    clean('Pt has two daughters. Both and neither were reached.', 'PATIENT');
    clean('Sons and daughters at bedside. Lasix and Heparin held.', 'PATIENT');
    clean('Daughters aware. Vanco and Zosyn started.', 'PATIENT');
    notBy('Sons are his proxies. Drumbrell and the team met; proxies. Drumbrell and his wife visited.', 'person.kin-list-opening');
  });
});

describe('rule person.agency-dash', () => {
  it("finds an agency's contact named after its dash, then doing something", () => {
    finds('Hospice liaison - Quorvie Tessaline will be meeting with family tomorrow.', 'DOCTOR:Quorvie Tessaline', 'person.agency-dash');
    finds('vna co.- drumbrell vasquith called to set up visits', 'DOCTOR:drumbrell vasquith', 'person.agency-dash');
  });
  it('leaves an agency and a dash before a verb, a clinical word or a plan alone', () => {
    clean('Hospice liaison - will call family in am.', 'DOCTOR');
    clean('VNA co. - Lasix is to be held; hospice - Morphine will be titrated.', 'DOCTOR');
    clean('Case manager - Home with services is the plan.', 'DOCTOR');
  });
});

describe('rule person.pair-verb', () => {
  it('finds a given name and a surname no list holds before what a person does', () => {
    finds('Plan discussed at rounds; Quorvie Tessaline agrees with plan.', 'DOCTOR:Quorvie Tessaline', 'person.pair-verb');
    finds('BP stable overnight, Drumbrell Vasquith to follow up labs.', 'DOCTOR:Drumbrell Vasquith', 'person.pair-verb');
  });
  it('leaves a pair opening its line, a pair in capitals, and a place before "to" alone', () => {
    clean('Quorvie Tessaline will be held.\nBP STABLE, QUORVIE TESSALINE WILL FOLLOW.', 'DOCTOR', 'PATIENT');
    notBy('Discharge from Quorvie Tessaline to Drumbrell Vasquith tomorrow.', 'person.pair-verb');
  });
});
