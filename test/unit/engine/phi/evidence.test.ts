// The evidence reader (src/engine/phi/core/evidence.ts): the cue word it reports is there beside the span,
// of the kind the rule relies on, and "none" when none is; the word lists are the ones that know each
// word; and it never holds the finding's text. Invented examples over a small hand-made dictionary.
import { strict as assert } from 'node:assert';
import { describeDictionary, describeEvidence, type PhiEvidence } from '../../../../src/deid/phi-evidence';
import { PHI_RULES } from '../../../../src/deid/phi-rules';
import { REVIEW_RULE_EVIDENCE, RULE_EVIDENCE } from '../../../../src/engine/phi/core/rule-evidence';
import { REVIEW_RULES_TEXT } from '../../../../src/deid/review-rules';
import { CUES } from '../../../../src/engine/phi/core/evidence-cues';
import { PHI_REGISTRY } from '../../../../src/engine/phi/core/registry';
import { createPhiExplainer, createPhiIdentifier, noDictionaries, type PhiDictionaries } from '../../../../src/engine/phi/index';
import type { EnginePhiFinding } from '../../../../src/engine/types';
import { overBound } from './growth';

const DICTS: PhiDictionaries = {
  names: new Set(['alvarez', 'maria', 'quintero', 'okafor', 'tess', 'harlan']),
  given: new Set(['maria', 'tess']),
  english: new Set(['seen', 'by', 'today', 'daughter', 'called', 'lives', 'in', 'with', 'wife', 'came', 'the', 'and', 'street']),
  cities: new Set(['springfield']),
  states: new Map([['ohio', 'OH']]),
  countries: new Set(),
  source: 'file',
};
const identify = createPhiIdentifier(DICTS);
const explain = createPhiExplainer(DICTS);

/** The finding whose text is `span`, with its evidence. */
function evidenceOf(text: string, span: string): { finding: EnginePhiFinding; evidence: PhiEvidence } {
  const finding = identify(text).find((f) => text.slice(f.start, f.end) === span);
  assert.ok(finding, `${span} not found in ${JSON.stringify(identify(text).map((f) => text.slice(f.start, f.end)))}`);
  return { finding, evidence: explain(text, finding) };
}

/** A finding made by hand: the reader must not depend on how the engine found it. */
function at(text: string, span: string, type: EnginePhiFinding['type'], rule: string): PhiEvidence {
  const start = text.indexOf(span);
  assert.ok(start >= 0);
  return explain(text, { start, end: start + span.length, type, rule });
}

describe('PHI evidence: the cue', () => {
  it('names the title before a name, as written', () => {
    const { evidence } = evidenceOf('Seen by Dr. Alvarez today.', 'Alvarez');
    assert.deepEqual(evidence.cue, { kind: 'title', word: 'Dr.', where: 'before' });
    assert.equal(evidence.basis, 'cue');
  });

  it('names the relative before a name and the credential after one', () => {
    assert.deepEqual(evidenceOf('Daughter Maria Quintero called.', 'Maria Quintero').evidence.cue, { kind: 'kin', word: 'Daughter', where: 'before' });
    assert.deepEqual(at('Note by Tess Harlan, RN today.', 'Tess Harlan', 'DOCTOR', 'person.credential').cue, { kind: 'credential', word: 'RN', where: 'after' });
  });

  it('reads a two-word cue whole, an inside cue and a cue of a shape rule', () => {
    assert.deepEqual(at('Lives in Springfield with wife.', 'Springfield', 'CITY', 'place.residence').cue, { kind: 'residence', word: 'Lives in', where: 'before' });
    assert.deepEqual(at('Home: 42 Maple Street, apt 3.', '42 Maple Street', 'STREET', 'street.suffix').cue, { kind: 'street-word', word: 'Street', where: 'inside' });
    assert.deepEqual(at('MRN: 4455123 on file.', '4455123', 'MEDICALRECORD', 'identifier.cued').cue, { kind: 'identifier', word: 'MRN', where: 'before' });
  });

  it('reads the word that closes a name inside it, a name cue, and a relation after a name', () => {
    assert.deepEqual(at('Transferred from Mercy General Hospital today.', 'Mercy General Hospital', 'HOSPITAL', 'facility.suffix').cue, { kind: 'facility-word', word: 'Hospital', where: 'inside' });
    assert.deepEqual(at('Patient Margaret Ellison presented.', 'Margaret Ellison', 'PATIENT', 'name.cued').cue, { kind: 'name-cue', word: 'Patient', where: 'before' });
    assert.deepEqual(at('ivo prentiss (son) to call back.', 'ivo prentiss', 'PATIENT', 'person.before-contact').cue, { kind: 'kin', word: 'son', where: 'after' });
    assert.deepEqual(at('joss halvorsen cell# 617-555-0100.', 'joss halvorsen', 'PATIENT', 'person.before-contact').cue, { kind: 'phone', word: 'cell#', where: 'after' });
  });

  it('names the word a body is joined by, and the suffix word the facility rule read ("Surgery", "Club")', () => {
    assert.deepEqual(at('He is a member of the Harwick Rotary Club.', 'Harwick Rotary Club', 'ORGANIZATION', 'org.membership').cue, { kind: 'belonging', word: 'member', where: 'before' });
    assert.deepEqual(at('Plays Sunday league for Quarndon Rovers.', 'Quarndon Rovers', 'ORGANIZATION', 'org.membership').cue, { kind: 'belonging', word: 'Plays', where: 'before' });
    // With no word of belonging before it, the kind of body at its end is the cue.
    assert.deepEqual(at('Quarndon Rovers won.', 'Quarndon Rovers', 'ORGANIZATION', 'org.membership').cue, { kind: 'org-word', word: 'Rovers', where: 'inside' });
    assert.deepEqual(at('GP: Kestle Lane Surgery, Truro.', 'Kestle Lane Surgery', 'HOSPITAL', 'facility.suffix').cue, { kind: 'facility-word', word: 'Surgery', where: 'inside' });
    assert.deepEqual(at('Works at Carrow Brothers Ltd.', 'Carrow Brothers Ltd', 'ORGANIZATION', 'facility.suffix').cue, { kind: 'org-word', word: 'Ltd', where: 'inside' });
  });

  it('reads the evidence of review candidates too', () => {
    const e = at('per Zyxwob, hold heparin.', 'Zyxwob', 'DOCTOR', 'review.name-after-cue');
    assert.equal(e.basis, 'cue');
    assert.deepEqual(e.cue, { kind: 'contact-verb', word: 'per', where: 'before' });
  });

  it('says none when the cue its rule relies on is not there, never another kind of word', () => {
    // A title rule over a name with no title beside it: "today" and "came" are no titles.
    assert.equal(at('Alvarez came today.', 'Alvarez', 'DOCTOR', 'person.title').cue, null);
    // A relative rule with a title but no relative: the title is not reported as a relative.
    assert.equal(at('Dr. Alvarez came today.', 'Alvarez', 'PATIENT', 'person.relative').cue, null);
    // The cue must be on the same line.
    assert.equal(at('Dr.\nAlvarez came today.', 'Alvarez', 'DOCTOR', 'person.title').cue, null);
    // Nor is a word inside the span taken for a cue before it.
    assert.equal(at('Seen: Dr Alvarez today.', 'Dr Alvarez', 'DOCTOR', 'person.title').cue, null);
  });

  it('says none for a shape rule with no cue, and gives no basis for a rule it does not know', () => {
    const phone = at('Call back 617-555-0147 please.', '617-555-0147', 'PHONE', 'contact.phone');
    assert.equal(phone.basis, 'shape');
    assert.deepEqual(phone.cue, { kind: 'phone', word: 'Call', where: 'before' });
    assert.equal(at('Results 617-555-0147.', '617-555-0147', 'PHONE', 'contact.phone').cue, null);
    const unknown = at('Dr. Alvarez came.', 'Alvarez', 'DOCTOR', 'no.such-rule');
    assert.equal(unknown.cue, null);
    assert.equal(unknown.basis, undefined);
  });

  it('looks no further than a few words away', () => {
    assert.equal(at('Dr. and the team and the family and the chaplain met Alvarez.', 'Alvarez', 'DOCTOR', 'person.title').cue, null);
  });
});

describe('PHI evidence: the word lists', () => {
  it('says which lists know each word, and "unknown" for a word none knows', () => {
    const e = at('Daughter Maria Zyxwob called.', 'Maria Zyxwob', 'PATIENT', 'person.relative');
    assert.deepEqual(e.words, [['given-name'], []]);
    assert.equal(e.dictionaries, 'loaded');
    assert.equal(describeDictionary(e), 'given name; unknown word');
  });

  it('reads the whole span too ("new york" is a city as one key) and the gazetteers', () => {
    const e = at('Moved from Springfield, Ohio.', 'Springfield', 'CITY', 'place.residence');
    assert.deepEqual(e.words, [['city']]);
    const ny = at('Lives in New York now.', 'New York', 'CITY', 'place.residence');
    assert.ok(ny.whole?.includes('city'), JSON.stringify(ny));
    assert.ok(ny.whole?.includes('state'), JSON.stringify(ny));
  });

  it('looks up no words of numbers, dates and contact details', () => {
    assert.equal(at('DOB 03/14/1931.', '03/14/1931', 'DATE', 'date.written').words, undefined);
    assert.equal(describeEvidence(at('DOB 03/14/1931.', '03/14/1931', 'DATE', 'date.written')), 'cue: date cue before: DOB');
  });

  it('says when only the built-in lists were there', () => {
    const e = createPhiExplainer(noDictionaries('test'))('Dr. Alvarez came.', { start: 4, end: 11, type: 'DOCTOR', rule: 'person.title' });
    assert.equal(e.dictionaries, 'built-in');
    assert.match(describeDictionary(e), /built-in lists only/);
  });
});

describe('PHI evidence: safety and coverage', () => {
  it('holds cue words and list names, never the text of a finding', () => {
    const text = 'Seen by Dr. Alvarez today. Daughter Maria Quintero called. Lives in Springfield with wife. MRN: 4455123. DOB 03/14/1931. Phone (617) 555-0147.';
    const found = identify(text);
    assert.ok(found.length >= 6, JSON.stringify(found));
    for (const f of found) {
      const json = JSON.stringify(explain(text, f));
      for (const word of text.slice(f.start, f.end).split(/[^A-Za-z0-9]+/).filter((w) => w.length > 1)) {
        assert.ok(!json.toLowerCase().includes(word.toLowerCase()), `${f.rule}: ${json} holds ${word}`);
      }
    }
  });

  it('has an entry for every rule id, and a list for every cue kind it looks for', () => {
    assert.deepEqual(Object.keys(RULE_EVIDENCE).sort(), Object.keys(PHI_RULES).sort());
    assert.deepEqual(Object.keys(REVIEW_RULE_EVIDENCE).sort(), Object.keys(REVIEW_RULES_TEXT).sort());
    for (const family of PHI_REGISTRY) for (const id of family.rules) assert.ok(RULE_EVIDENCE[id], id);
    for (const [id, spec] of [...Object.entries(RULE_EVIDENCE), ...Object.entries(REVIEW_RULE_EVIDENCE)]) {
      if (spec.basis === 'cue') assert.ok(spec.cues.length > 0, `${id} rests on a cue but looks for none`);
      for (const [kind] of spec.cues) assert.ok(CUES[kind].size > 0, `${id}: ${kind}`);
    }
  });

  it('reads in time linear in the text: every finding of one long line costs the same', () => {
    // One line of n names, each after a title: reading a finding's cue must not walk the whole line.
    const line = (n: number): string => 'Dr. Alvarez and '.repeat(n);
    const findings = (text: string): EnginePhiFinding[] => [...text.matchAll(/Alvarez/g)].map((m) => ({ start: m.index, end: m.index + 7, type: 'DOCTOR', score: 0.9, rule: 'person.title' }));
    const small = line(500);
    const large = line(4000);
    const bySize = new Map([[small, findings(small)], [large, findings(large)]]);
    // overBound measures again before it reports: a pause of the machine is not a quadratic reader.
    assert.deepEqual(overBound((t) => bySize.get(t)!.map((f) => explain(t, f)), [{ name: 'titles on one line', small, large }]), []);
  });
});
