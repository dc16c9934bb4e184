import * as assert from 'node:assert/strict';
import { rangeIndexAt, sectionRanges, sentenceRanges } from '../../../src/nlp/sentences';

function sentences(text: string): string[] {
  return sentenceRanges(text).map((r) => text.slice(r.start, r.end).trim());
}

describe('nlp: sentence and section boundaries', () => {
  it('splits at full stops but not after abbreviations, initials or inside numbers', () => {
    assert.deepEqual(sentences('Seen by Dr. Smith today. Took 2.5 mg e.g. at night. J. Doe agreed.'), ['Seen by Dr. Smith today.', 'Took 2.5 mg e.g. at night.', 'J. Doe agreed.']);
  });

  it('ends list items and headings at line breaks, but keeps wrapped lines together', () => {
    const text = 'ROS:\n- chest pain\n- no fever\nHe reports pain that\nradiates to the back.';
    assert.deepEqual(sentences(text), ['ROS:', '- chest pain', '- no fever', 'He reports pain that\nradiates to the back.']);
  });

  it('covers every character of the text once, and finds the range of an offset', () => {
    const text = 'One. Two! Three? Four';
    const ranges = sentenceRanges(text);
    assert.equal(ranges.length, 4);
    assert.equal(rangeIndexAt(ranges, text.indexOf('Three')), 2);
    assert.equal(rangeIndexAt(ranges, text.length + 5), -1);
  });

  it('finds known clinical sections up to the next heading or a blank line', () => {
    const text = 'HPI: cough.\nFamily History: mother with asthma\nfather: MI\n\nSocial History: no smoking';
    const sections = sectionRanges(text);
    assert.deepEqual(sections.map((s) => s.heading), ['hpi', 'family history', 'social history']);
    const family = sections[1]!;
    assert.equal(text.slice(family.start, family.end), 'Family History: mother with asthma\nfather: MI');
  });

  it('finds a heading run into the text after a sentence, not one inside a sentence', () => {
    const text = 'PMH: HTN, DM. HPI: chest pain; exam: normal';
    const sections = sectionRanges(text);
    assert.deepEqual(sections.map((s) => s.heading), ['pmh', 'hpi', 'exam']);
    assert.equal(text.slice(sections[0]!.start, sections[0]!.end), 'PMH: HTN, DM. ');
    assert.deepEqual(sectionRanges('Seen on exam: rash').map((s) => s.heading), []);
  });
});
