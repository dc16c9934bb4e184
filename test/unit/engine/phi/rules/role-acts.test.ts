// Per-rule tests of person.role-act (src/engine/phi/rules/role-acts.ts): a name no English or clinical list holds right
// after a care-team role, closing its clause or before what a person does, in every letter case; and the words in that
// slot that name no one (an anatomical word, a procedure, a service, a ward word, an acronym, the patient). Invented
// examples, none from any evaluation set. A small hand-made dictionary stands in for the built file.
import { createPhiIdentifier } from '../../../../../src/engine/phi/index';
import { handMade, ruleChecks } from './rule-checks';

const DICTS = handMade({
  names: ['velasquith'],
  english: [
    'resp', 'trach', 'collar', 'trial', 'reports', 'hrs', 'on', 'completed', 'the', 'packet', 'no', 'seizures', 'per', 'given',
    'to', 'assist', 'with', 'forms', 'dressing', 'min', 'doing', 'pep', 'elevated', 'performed', 'consult', 'placed', 'eval',
    'pending', 'agreed', 'pain', 'drawn', 'and', 'registrar', 'consultant', 'referred', 'trauma', 'tech', 'at', 'bedside',
    'will', 'call', 'back', 'today', 'cm', 'referral', 'sent', 'home', 'plan', 'noted',
  ],
});
const { finds, notBy } = ruleChecks(createPhiIdentifier(DICTS));

describe('rule person.role-act', () => {
  it('finds a name after a care-team role where its clause ends or a person\'s act follows', () => {
    finds('Resp: trach collar trial, RT Zorvane reports 12 hrs on.', 'DOCTOR:Zorvane', 'person.role-act');
    finds('SW Velasquith completed the packet.', 'DOCTOR:Velasquith', 'person.role-act');
    finds('NO SEIZURES PER EEG TECH ZORVANE. KEPPRA GIVEN.', 'DOCTOR:ZORVANE', 'person.role-act');
    finds('REFERRED TO TRAUMA SW VELASQUITH.', 'DOCTOR:VELASQUITH', 'person.role-act');
    finds('msw zorvane brelligan to assist with forms.', 'DOCTOR:zorvane brelligan', 'person.role-act');
    finds('OT Velasquith - dressing min assist.', 'DOCTOR:Velasquith', 'person.role-act');
    finds('RT Zorvane doing PEP.', 'DOCTOR:Zorvane', 'person.role-act');
  });
  it('leaves anatomy, procedures, services, ward words, acronyms and the patient after a role alone', () => {
    notBy('RT Hemidiaphragm elevated. RT Thoracentesis performed. RT Pleural effusion.', 'person.role-act');
    notBy('SW Consult placed. pt/ot eval pending. cm referral sent home.', 'person.role-act');
    notBy('CONSULTANT AND REGISTRAR AGREED.', 'person.role-act');
    // After a role that is also a clinical abbreviation, a clause's end vouches only for a name the lists hold.
    notBy('R FEM PA BRELLIGAN. NOTIFIED HO ZORVANE.', 'person.role-act');
    notBy('Plan: RT ABG drawn. RT Kelbrosis noted.', 'person.role-act');
    notBy('pt Zorvane reports pain.', 'person.role-act');
  });
});
