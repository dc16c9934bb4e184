// Identifiers a line-by-line review of discharge notes turned up: relatives named in full, staff named by
// initial and surname, month/day dates without a year, times attached to dates, suburban street names, and
// occupations after "retired" — each with the look-alikes that must stay untouched.
import { strict as assert } from 'node:assert';
import { found, phiOf } from './helpers';

describe('identifyPhi: relatives and staff', () => {
  it('takes a relative named in full even when the given name is not in our list', () => {
    assert.deepEqual(found('Updated her nephew, Ciaran Dunleavy, by phone.', 'PATIENT'), ['Ciaran Dunleavy']);
    assert.deepEqual(found('Lives with granddaughter Saoirse Quill.', 'PATIENT'), ['Saoirse Quill']);
  });
  it('does not read a family-history line or a longer name as a relative', () => {
    assert.deepEqual(phiOf('Father: Colon Cancer at 60. Mother: Breast Cancer.'), []);
    assert.deepEqual(phiOf('Family history: Father, Coronary Artery Disease; Sister, Multiple Sclerosis.'), []);
    assert.deepEqual(phiOf('Brother, Rheumatoid Arthritis. Uncle Renal Cell Carcinoma. Aunt, Nephrolithiasis.'), []);
    assert.deepEqual(found('Her son Rose Garden Hospital volunteer.', 'PATIENT'), []);
  });
  it('takes an initial and surname after "by", "per" and "cc:"', () => {
    const text = 'Note typed by R. Okonkwo-Baines; plan per T. Lindgren. cc: M. Farrow';
    assert.deepEqual(found(text, 'DOCTOR'), ['R. Okonkwo-Baines', 'T. Lindgren', 'M. Farrow']);
  });
  it('takes the name on the line after a letter\'s closing, and only a name', () => {
    assert.deepEqual(found('Warm wishes and sincerely,\n\nOrla Pennington, RN, CDE\nDiabetes Education', 'DOCTOR'), ['Orla Pennington']);
    assert.deepEqual(phiOf('Regards,\nWestbrook Internal Medicine\n'), [['ORGANIZATION', 'Westbrook Internal Medicine']]);
    assert.deepEqual(phiOf('Sincerely,\nThe Cardiology Team\nRespectfully,\nNew Patient Coordinator'), []);
  });
  it('leaves a firm reached by "seen by" to the institution detector', () => {
    assert.deepEqual(phiOf('Seen by Harrowgate Orthopedic Associates in May.'), [['ORGANIZATION', 'Harrowgate Orthopedic Associates']]);
  });
  it('splits two firms joined by "and"', () => {
    assert.deepEqual(found('Panels run by Summit Ridge Laboratory and Hollis Partners.', 'ORGANIZATION'), ['Summit Ridge Laboratory', 'Hollis Partners']);
  });
  it('does not take a capitalised species after "by" for a person', () => {
    assert.deepEqual(phiOf('Bacteremia caused by E. Coli; colitis caused by C. Difficile.'), []);
  });
});

describe('identifyPhi: month/day dates and times', () => {
  it('tags zero-padded month/day without a year', () => {
    assert.deepEqual(found('Drain removed on 06/09 (after 06/07 imaging); seen again 11/03.', 'DATE'), ['06/09', '06/07', '11/03']);
  });
  it('tags an unpadded month/day after a temporal cue', () => {
    assert.deepEqual(found('Afebrile since 6/9 and on antibiotics through 6/14.', 'DATE'), ['6/9', '6/14']);
  });
  it('does not tag scores, counts or doses that share the shape', () => {
    assert.deepEqual(phiOf('Pain 7/10, strength 4/5, cultures 2/2 sets positive, 1/2 tab, murmur 3/6, acuity 20/40.'), []);
    assert.deepEqual(phiOf('Pain 10/10 on arrival, 12/12 nodes negative.'), []);
  });
  it('keeps a time attached to a numeric date inside the date', () => {
    assert.deepEqual(found('Return visit 5/22/26 at 08:45 with labs; scan 2026-06-01 at 14:10.', 'DATE'), ['5/22/26 at 08:45', '2026-06-01 at 14:10']);
  });
});

describe('identifyPhi: streets and occupations', () => {
  it('takes suburban street suffixes after a house number', () => {
    const text = 'Moved to 42 Foxglove Run; previously 9 Alder Hollow and 1150 Quail Bend.';
    assert.deepEqual(found(text, 'STREET'), ['42 Foxglove Run', '9 Alder Hollow', '1150 Quail Bend']);
  });
  it('does not take a timed walk or run for a street', () => {
    assert.deepEqual(phiOf('6 Minute Walk Test done; 400 m shuttle run completed.'), []);
  });
  it('takes the occupation after "retired", up to its job word', () => {
    assert.deepEqual(found('He is a retired steel mill worker admitted for chest pain.', 'PROFESSION'), ['steel mill worker']);
    assert.deepEqual(found('A retired schoolteacher with COPD.', 'PROFESSION'), ['schoolteacher']);
  });
  it('does not take a role in an event or a study for an occupation', () => {
    assert.deepEqual(phiOf('He was a restrained driver in a rollover. This was a pilot study of 40 adults.'), []);
  });
});
