// Per-rule tests of the contact family (src/engine/phi/rules/contact.ts): e-mail addresses, web addresses,
// phone and fax numbers, user names. Hand-written positives (type, text and rule id) and the hard negatives
// of clinical text (scores, ratios, doses, version numbers). Invented examples, none from any evaluation set.
import { identifyPhi } from '../../../../../src/engine/phi/index';
import { ruleChecks } from './rule-checks';

const { finds, clean } = ruleChecks(identifyPhi);

describe('rule contact.email', () => {
  it('finds an e-mail address in a sentence', () => {
    finds('Reach daughter at jane.roe@example.org about results.', 'EMAIL:jane.roe@example.org', 'contact.email');
  });
  it('leaves "@" as "at" alone', () => {
    clean('Seen @ 10am, SpO2 98% @ 2L.');
  });
});

describe('rule contact.url', () => {
  it('finds a web address and a bare IP address', () => {
    finds('Portal: https://portal.example-health.org/login for follow-up.', 'URL:https://portal.example-health.org/login', 'contact.url');
    finds('Server at 10.0.12.4 was down.', 'URL:10.0.12.4', 'contact.url');
  });
  it('leaves lab values and version numbers alone', () => {
    clean('Hgb 12.3, plt 245, WBC 8.1, Na 139. Version 2.1.3 of the order set.');
  });
});

describe('rule contact.phone', () => {
  it('finds a phone number, a fax under its cue and a pager by its cue', () => {
    finds('Call (617) 555-0147 with questions.', 'PHONE:(617) 555-0147', 'contact.phone');
    finds('Fax: 617-555-0148', 'FAX:617-555-0148', 'contact.phone');
    finds('Pager #54321 if needed.', 'PHONE:54321', 'contact.phone');
  });
  it('ends a labelled number at its line: a letterhead number stays whole beside the date below it', () => {
    finds('Ph (03) 9555 0182\n\n9 March 2026', 'PHONE:(03) 9555 0182', 'contact.phone');
    finds('Ph (03) 9555 0182\n\n9 March 2026', 'DATE:9 March 2026', 'date.written');
  });
  it('leaves scores, fractions, ventilator settings, ranges and 911 alone', () => {
    clean('Pain 8/10, strength 4/5, BP 120/80, Apgars 8/9.');
    clean('CPAP 10/5, SIMV 500X10, 1/2 NS at 75.');
    clean('Follow up in 2-3 weeks; call 911 if worse. Dose 0.5-1 mg q4-6h prn.');
  });
});

describe('rule contact.username', () => {
  it('finds a user name after its cue', () => {
    finds('Username: jroe42 for the kiosk.', 'USERNAME:jroe42', 'contact.username');
  });
  it('leaves "user" as a word alone', () => {
    clean('User reported less pain today. The user guide is in the binder.');
  });
});
