// Issue 20's assertion rules, each with hand-written examples that appear in no assertion test set: quantities
// are no negation, a sentence ends after an abbreviation, instructions make findings hypothetical, time cues.
import * as assert from 'node:assert/strict';
import { assertSpans, type AssertionStatus } from '../../../src/nlp/assertion';
import { sentenceRanges } from '../../../src/nlp/sentences';

function status(text: string, concept: string): AssertionStatus {
  const start = text.indexOf(concept);
  assert.ok(start >= 0, `${concept} not in ${text}`);
  return assertSpans(text, [{ start, end: start + concept.length }])[0]!.status;
}

describe('nlp: assertion in notes (issue 20)', () => {
  it('a fluid balance or a measured value is no negation', () => {
    assert.equal(status('Net negative 2.4 L over 24h, creatinine stable, ascites smaller.', 'ascites'), 'present');
    assert.equal(status('Goal negative 500 mL today for pulmonary edema.', 'pulmonary edema'), 'present');
    assert.equal(status('Even balance yesterday; I/O negative 300 cc, orthopnea better.', 'orthopnea'), 'present');
    // "negative for" before a finding still negates.
    assert.equal(status('Urine culture negative for bacteriuria.', 'bacteriuria'), 'negated');
  });

  it('a unit letter after a number ends a sentence; an initial does not', () => {
    assert.equal(status('Diuresed 3 L. Dyspnea improved.', 'Dyspnea'), 'present');
    assert.equal(sentenceRanges('Seen with J. Smith today.').length, 1);
  });

  it('an abbreviation with a stop ends a sentence before a capitalised word', () => {
    assert.equal(status('No tylenol since 6 a.m. Fever to 38.9 now.', 'Fever'), 'present');
    assert.equal(status('Denies alcohol, tobacco, etc. Tremor noted in both hands.', 'Tremor'), 'present');
    assert.equal(sentenceRanges('Given at 6 a.m. with food.').length, 1);
    assert.equal(sentenceRanges('Seen by Dr. Patel today.').length, 1);
  });

  it('instructions and conditions make a finding hypothetical', () => {
    assert.equal(status('Call your doctor for any swelling of the calf.', 'swelling'), 'possible');
    assert.equal(status('Educated the patient on the warning signs of hyperglycemia.', 'hyperglycemia'), 'possible');
    assert.equal(status('Return to the emergency department for worsening jaundice.', 'jaundice'), 'possible');
    assert.equal(status('Go to labor and delivery if leakage of fluid.', 'leakage of fluid'), 'possible');
    assert.equal(status('Seek medical attention for palpitations lasting more than a minute.', 'palpitations'), 'possible');
    assert.equal(status('Hydromorphone 2 mg every 4 hours as needed for pain.', 'pain'), 'possible');
    assert.equal(status('Mother educated on the symptoms of croup.', 'croup'), 'possible');
  });

  it('a question mark hedges only the word it touches', () => {
    assert.equal(status('?UTI, cultures sent, dysuria for 2 days.', 'dysuria'), 'present');
    assert.equal(status('?UTI, cultures sent.', 'UTI'), 'possible');
  });

  it('"suspected to be" hedges what follows, not the finding before it', () => {
    assert.equal(status('Thrombocytopenia suspected to be from heparin.', 'Thrombocytopenia'), 'present');
  });

  it('history from ages, earlier pregnancies and counts in words; recent events stay present', () => {
    assert.equal(status('Tonsillectomy at age 7.', 'Tonsillectomy'), 'historical');
    assert.equal(status('Preterm labor in her second pregnancy.', 'Preterm labor'), 'historical');
    assert.equal(status('Kidney stone three years ago, passed spontaneously.', 'Kidney stone'), 'historical');
    assert.equal(status('Gout diagnosed twenty years ago, on allopurinol.', 'Gout'), 'present');
    assert.equal(status('She had a seizure yesterday at work.', 'seizure'), 'present');
  });
});

describe('nlp: assertion in notes (issue 20), ConText time and instruction cues', () => {
  it('whom to call is any few words; prn hedges the word after it', () => {
    assert.equal(status('Call MD for temp > 101.5 or rigors.', 'rigors'), 'possible');
    assert.equal(status('Ondansetron 4 mg IV q6h prn nausea.', 'nausea'), 'possible');
    assert.equal(status('Called the family about the delirium.', 'delirium'), 'present');
  });

  it('history from "history significant for", months with years, a bare year, weeks past two', () => {
    assert.equal(status('Her history is significant for sarcoidosis.', 'sarcoidosis'), 'historical');
    assert.equal(status('Pancreatitis in March of 2014 after ERCP.', 'Pancreatitis'), 'historical');
    assert.equal(status('PMH notable for TIA 2011 and gout.', 'TIA'), 'historical');
    assert.equal(status('Cellulitis six weeks ago, finished cephalexin.', 'Cellulitis'), 'historical');
    assert.equal(status('Asthma since 2001, uses albuterol.', 'Asthma'), 'present');
  });

  it('"who" and "which" end a history cue: the story goes on in the present', () => {
    assert.equal(status('Prior stroke, who came in with aphasia.', 'aphasia'), 'present');
  });
});

describe('nlp: assertion in notes (issue 20), run-on exam lines', () => {
  it('an organ after a comma with its own finding starts a new clause; a plain list stays negated', () => {
    assert.equal(status('No murmurs, lungs with scattered rhonchi.', 'rhonchi'), 'present');
    assert.equal(status('No CVA tenderness, abdomen is tender in the RLQ.', 'tender in the RLQ'), 'present');
    assert.equal(status('No rash, petechiae, or bruising.', 'bruising'), 'negated');
  });
});
