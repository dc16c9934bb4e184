// The relations and contacts the kin list holds since fix21b (RELATIVES, CONTACTS and PLURAL_RELATIVES in
// vocab/people-words.ts): grandparents as children call them, grand-nieces and -nephews, godparents, a twin, a
// sibling, a parent, and those the patient lives or works with. Invented examples over the note family's small
// dictionary (note-dicts.ts), none from any evaluation set.
import { createPhiIdentifier } from '../../../../../src/engine/phi/index';
import { NOTE_DICTS } from './note-dicts';
import { ruleChecks } from './rule-checks';

const { finds, clean } = ruleChecks(createPhiIdentifier(NOTE_DICTS));

describe('rules person.relative and person.relative-named: the rest of the family and the household (fix21b)', () => {
  it('finds a name after a grandparent, a grand-nephew, a godparent or a parent', () => {
    finds('Grandma Quorvelle at bedside.', 'PATIENT:Quorvelle', 'person.relative-named');
    finds('family (grandnephew Tobrin) arrives tomorrow.', 'PATIENT:Tobrin', 'person.relative');
    finds('GODMOTHER ZELKARA CALLED FOR UPDATE.', 'PATIENT:ZELKARA', 'person.relative-named');
    finds('PARENT: ADWOLA QUENBY-MARSK', 'PATIENT:ADWOLA QUENBY-MARSK', 'person.relative');
  });
  it('finds a name after a roommate, a boss or a landlord', () => {
    finds('found unresponsive by roommate brelka @ 2200.', 'PATIENT:brelka', 'person.relative');
    finds("pt's boss (Vantrell) visited pm.", 'PATIENT:Vantrell', 'person.relative-named');
  });
  it('leaves the words without a name, and a twin by its letter, alone', () => {
    clean('Twin A 1.2 kg, twin B breech. Twin gestation.', 'DOCTOR', 'PATIENT');
    clean('boss aware. landlord notified. roommate called 911. grandma at home.', 'DOCTOR', 'PATIENT');
    clean('Parent called. Sibling at bedside. Colleague visited today. Landlord aware.', 'DOCTOR', 'PATIENT');
  });
});
