// Per-rule tests of place.work-town (src/engine/phi/rules/work-places.ts): the town where someone works, after a
// work site or a job, or naming an employer's branch. Invented examples over the small hand-made dictionary of the
// note rules (note-dicts.ts) and a few more everyday words.
import { createPhiIdentifier, type PhiDictionaries } from '../../../../../src/engine/phi/index';
import { NOTE_DICTS } from './note-dicts';
import { ruleChecks } from './rule-checks';

const DICTS: PhiDictionaries = {
  ...NOTE_DICTS,
  english: new Set([...NOTE_DICTS.english, 'recovery', 'training', 'january', 'home', 'health', 'main', 'office', 'nickel', 'pulp', 'dental', 'hygienist', 'retired', 'ridge', 'port', 'refills', 'store', 'wife', 'granddaughter', 'trainee', 'now', 'mum', 'works', 'harbour', 'cafe', 'weekends', 'son', 'per', 'town', 'a', 'the', 'is', 'her']),
};
const { finds, clean } = ruleChecks(createPhiIdentifier(DICTS));

describe('rule place.work-town', () => {
  it('finds the town after a work site or a job and in, near or from', () => {
    // "near" after a site's kind is place.cue-town's since the sixteenth round (the same span).
    finds('Works two weeks on at a nickel mine near Quarrabee, flies home after.', 'CITY:Quarrabee', 'place.cue-town');
    finds('He spent 20 years at the pulp mill in Port-Vaillon.', 'CITY:Port-Vaillon', 'place.work-town');
    finds('Works as a dental hygienist in Tarrowby three days a week.', 'CITY:Tarrowby', 'place.work-town');
    finds('Referral for a retired welder from Kelmscott Ridge with knee pain.', 'CITY:Kelmscott Ridge', 'place.work-town');
  });
  it("finds the town that names an employer's branch", () => {
    finds('Refills go to our Fenwicke store this month.', 'CITY:Fenwicke', 'place.work-town');
  });
  it('finds a town in lower case after a job or a work site in a lower-case stretch', () => {
    finds('granddaughter is a trainee hairdresser in quarrabee now.', 'CITY:quarrabee', 'place.work-town');
    finds('mum works at the harbour cafe in tarrowby on weekends.', 'CITY:tarrowby', 'place.work-town');
  });
  it('leaves a lower-case word after a job alone among mixed-case words, and English or clinical words in lower case', () => {
    clean('Her son is a welder in quarrabee, per Dr Vance.', 'CITY');
    clean('a nurse in recovery, a welder in training, the cafe in town, a nurse in micu.', 'CITY');
  });
  it('leaves a ward, a service, an English word and a clinic after the job alone', () => {
    clean('Discussed with the nurse in Recovery and the therapist from Cardiology.', 'CITY');
    clean('A welder in Training; the store in January was closed.', 'CITY');
    clean('The nurse from Home Health and our Main office called.', 'CITY');
    clean('Cardiologist from Brusho in this eve to talk to pt.', 'CITY');
  });
});
