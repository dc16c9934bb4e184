import * as assert from 'node:assert/strict';
import { findAbbreviationDefinitions, findLongFormStart, findShortFormOccurrences, isShortFormCandidate, resolveShortForms } from '../../../src/nlp/abbreviations';

function pairs(text: string): [string, string][] {
  return findAbbreviationDefinitions(text).map((d) => [d.short.text, d.long.text]);
}

describe('nlp: abbreviation definitions (Schwartz-Hearst)', () => {
  it('finds "long form (SF)" with the shortest long form whose letters spell the short form', () => {
    assert.deepEqual(pairs('Germline mutations of the adenomatous polyposis coli (APC) gene are common.'), [['APC', 'adenomatous polyposis coli']]);
    assert.deepEqual(pairs('Patients with Prader-Willi syndrome (PWS) were studied.'), [['PWS', 'Prader-Willi syndrome']]);
    assert.deepEqual(pairs('We studied myotonic dystrophy (DM) in 40 families.'), [['DM', 'myotonic dystrophy']]);
    assert.deepEqual(pairs('a deficiency of glucose-6-phosphate dehydrogenase (G6PD) in red cells'), [['G6PD', 'glucose-6-phosphate dehydrogenase']]);
  });

  it('finds "SF (long form)" when the parenthesis holds the longer text', () => {
    assert.deepEqual(pairs('Screening for WAS (Wiskott-Aldrich syndrome) in boys.'), [['WAS', 'Wiskott-Aldrich syndrome']]);
  });

  it('ignores parentheses that define nothing', () => {
    assert.deepEqual(pairs('Blood pressure was high (see table 2).'), []);
    assert.deepEqual(pairs('The dose (5 mg) was given (twice).'), []);
    assert.deepEqual(pairs('a rare allele (p < 0.05)'), []);
    assert.deepEqual(pairs('unbalanced ( and never closed'), []);
  });

  it('keeps the part before a separator: "(APC; 5q21)"', () => {
    assert.deepEqual(pairs('adenomatous polyposis coli (APC; 5q21) locus'), [['APC', 'adenomatous polyposis coli']]);
  });

  it('short-form candidates need a capital or digit and at most two words', () => {
    assert.equal(isShortFormCandidate('APC'), true);
    assert.equal(isShortFormCandidate('G6PD'), true);
    assert.equal(isShortFormCandidate('see'), false);
    assert.equal(isShortFormCandidate('a b c'), false);
    assert.equal(isShortFormCandidate('X'), false);
    assert.equal(findLongFormStart('HD', 'patients with Huntington disease'), 'patients with '.length);
    assert.equal(findLongFormStart('XYZ', 'nothing matching here'), undefined);
  });

  it('finds whole-word occurrences with exact case, plural allowed, and the definition each one takes', () => {
    const text = 'APC is mutated. Familial adenomatous polyposis coli (APC) follows; APCs, apc and APCX differ. APC again.';
    assert.deepEqual(findShortFormOccurrences(text, 'APC').map((o) => o.text), ['APC', 'APC', 'APCs', 'APC']);
    const resolved = resolveShortForms(text, findAbbreviationDefinitions(text));
    assert.equal(resolved.length, 4);
    assert.ok(resolved.every((r) => r.definition.long.text === 'adenomatous polyposis coli'));
  });
});
