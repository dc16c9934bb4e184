// Per-rule tests of place.people-origin (src/engine/phi/rules/note-origins.ts): a town no list knows, written
// as a name, in the slot after a relative, the patient or a verb of living and coming. Invented examples over
// the small hand-made dictionary of the note rules (note-dicts.ts) and a few more everyday words.
import { createPhiIdentifier, type PhiDictionaries } from '../../../../../src/engine/phi/index';
import { NOTE_DICTS } from './note-dicts';
import { ruleChecks } from './rule-checks';

const DICTS: PhiDictionaries = {
  ...NOTE_DICTS,
  english: new Set([...NOTE_DICTS.english, 'nearby', 'daily', 'visits', 'not', 'more', 'protocol', 'prefer', 'another', 'present', 'drip', 'europe', 'weekend', 'she', 'her', 'lives', 'live']),
};
const { finds, clean } = ruleChecks(createPhiIdentifier(DICTS));
const PLACES = ['HOSPITAL', 'LOCATION-OTHER', 'CITY', 'STATE', 'COUNTRY', 'STREET', 'ORGANIZATION'];

describe('rule place.people-origin', () => {
  it('finds a Title-case unknown town after a relative or a verb of living', () => {
    finds('daughter petra lives nearby in Quobridge, visits daily.', 'CITY:Quobridge', 'place.people-origin');
    finds('Nephew Osric of Tarnby visited today.', 'CITY:Tarnby', 'place.people-origin');
    finds('Pt lives with her son in Wexby since the fall.', 'CITY:Wexby', 'place.people-origin');
  });
  it('finds a town after "live in" with a plural subject, in capitals and in lower case', () => {
    finds('PT AND WIFE LIVE IN QUOBRIDGE, SON NEARBY.', 'CITY:QUOBRIDGE', 'place.people-origin');
    finds('pt and wife live in quobridge, son nearby.', 'CITY:quobridge', 'place.people-origin');
  });
  it('finds a town in capitals in an ALL-CAPS note, with its place noun', () => {
    // A relative calling from the town is place.kin-from-town's reading since the sixteenth round (the same span).
    finds('WIFE CALLED FROM OSTRANDER POINT, WILL VISIT TOMORROW.', 'CITY:OSTRANDER POINT', 'place.kin-from-town');
  });
  it('finds a lower-case town in a lower-case note after a verb of living', () => {
    finds('he lives nearby in quobridge and will be in later.', 'CITY:quobridge', 'place.people-origin');
  });
  it('finds a lower-case town in a lower-case stretch when only plain words stand between, as in capitals', () => {
    finds('daughter called from quobridge later.', 'CITY:quobridge', 'place.people-origin');
    finds('other family including daughter zorvat of quobridge visited this evening.', 'CITY:quobridge', 'place.people-origin');
    finds('wife is still in tarnby, will visit tomorrow.', 'CITY:tarnby', 'place.people-origin');
  });
  it('leaves a lower-case word after other words in a lower-case stretch alone', () => {
    clean('pt has much pain in rectup, given supposortory.', ...PLACES);
    clean('pt taking sips of gingerale and water.', ...PLACES);
    clean('family was not in attendense today.', ...PLACES);
    clean('Daughter called from quobridge later.', ...PLACES);
  });
  it("finds a town in capitals after a relative's own name no list knows", () => {
    finds('OTHER FAMILY INCLUDING DAUGHTER ZORVAT OF QUOBRIDGE VISITED THIS EVENING.', 'CITY:QUOBRIDGE', 'place.people-origin');
  });
  it('leaves English words after a relative in capitals to the narrower slot', () => {
    clean('SON WAS OF COURSE UPDATED BY THE TEAM THIS EVENING ABOUT PLAN.', ...PLACES);
    clean('DAUGHTER PRESENT IN ROOM MOST OF THE EVENING, UPDATED BY RN.', ...PLACES);
  });
  it('leaves a misspelt word after "not in" or "more of" in capitals alone', () => {
    clean('FAMILY WAS NOT IN ATTENDENSE TODAY.', ...PLACES);
    clean('MDS PREFER PT ON MORE OF SUBTHERAPUTIK LEVEL PER PROTOCOL.', ...PLACES);
  });
  it('leaves a month or a weekday after the slot alone (the English list holds them only with a capital)', () => {
    clean('Daughter lives nearby, visits in October.', ...PLACES);
    clean('Son is coming in February.', ...PLACES);
    finds('Plan d/c to Sawtooth Rehab in Pellquay in February.', 'CITY:Pellquay', 'place.people-origin');
  });
  it('leaves a person after "son of", a continent and a facility name alone', () => {
    clean('pt is the son of Zorbek, a farmer.', 'CITY');
    clean('another son is in Europe at present.', ...PLACES);
    clean('wife lives in Quobridge Manor now.', 'CITY');
  });
  it('finds the town of a facility, a street, an accident or a visiting surgeon', () => {
    finds('Plan d/c to Sawtooth Rehab in Pellquay on Monday.', 'CITY:Pellquay', 'place.people-origin');
    finds('Surgeon from Quobridge in this eve to talk to pt.', 'CITY:Quobridge', 'place.people-origin');
    finds('lives alone at 78 Elm St. in Quobridge.', 'CITY:Quobridge', 'place.people-origin');
    finds('FAMILY ARRIVED LAST NIGHT FROM THE TARNBY FLATS TO VISIT.', 'CITY:TARNBY FLATS', 'place.people-origin');
  });
});
