// Tests of two guards of fix13b (thirteenth round): a holiday a name list also holds as a surname, after a word of time
// or before its day (core/holiday-guard.ts), and a pharmacy's blister pack named for its maker (core/clinical-guard.ts
// PERSON_TOOL_AFTER). A title or a given name before the word keeps the person. Invented examples, none from any
// evaluation set.
import { identifyPhi } from '../../../../../src/engine/phi/index';
import { ruleChecks } from './rule-checks';

const { clean, spans } = ruleChecks(identifyPhi);
const hasPerson = (text: string, name: string): boolean => spans(text).some((s) => s === `PATIENT:${name}` || s === `DOCTOR:${name}`);

describe('guard: a holiday names a time, not a person', () => {
  it('drops the holiday after a word of time or before its day', () => {
    clean('Two falls since Christmas, now walking with a frame.', 'PATIENT', 'DOCTOR');
    clean('Her mood dipped over Easter and again at Christmas.', 'PATIENT', 'DOCTOR');
    clean('Flare began on Christmas Eve after a viral illness.', 'PATIENT', 'DOCTOR');
  });
  it('keeps a person whose title or given name comes first', () => {
    if (!hasPerson('Reviewed with Mr Christmas in clinic.', 'Christmas')) throw new Error('Mr Christmas lost');
    if (!hasPerson('Spoke with Joan Christmas, her daughter.', 'Joan Christmas')) throw new Error('Joan Christmas lost');
  });
});

describe('guard: a blister pack named for its maker', () => {
  it('drops the maker before pack or pak', () => {
    clean('Sources: patient, Webster pack and the dispensing history.', 'PATIENT', 'DOCTOR');
    clean('Home meds (Webster-pak, packed weekly by the chemist).', 'PATIENT', 'DOCTOR');
  });
  it('keeps a person named before other words', () => {
    if (!hasPerson('Seen by Ann Webster today.', 'Ann Webster')) throw new Error('Ann Webster lost');
  });
});
