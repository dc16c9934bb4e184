// The broad review rules (src/engine/phi/review/broad-rules.ts, broad-number-rules.ts) and the kinds added to
// the older ones (a kin word in three words, a place cue at the end of a wrapped line, ages as decades), and
// the finding rules' set-aside proposals: each with positives and hard negatives. None of these examples
// comes from evaluation data.
import { strict as assert } from 'node:assert';
import { createPhiIdentifier, type PhiDictionaries } from '../../../../src/engine/phi/index';
import { REVIEW_RULES, withReviewCandidates } from '../../../../src/engine/phi/review';
import { shoutingLines, type ReviewHit } from '../../../../src/engine/phi/review/rule';
import type { Candidate } from '../../../../src/engine/phi/core/scan';
import { lexiconWords, wordTokens, WordClasses } from '../../../../src/engine/phi/core/tokens';
import type { EnginePhiFinding } from '../../../../src/engine/types';
import { REVIEW_RULES_TEXT } from '../../../../src/deid/review-rules';

const DICTS: PhiDictionaries = {
  names: new Set(['pat', 'rose', 'janet']),
  given: new Set(['pat', 'rose', 'janet']),
  english: new Set([
    'the', 'and', 'pat', 'rose', 'dry', 'skin', 'care', 'by', 'saw', 'staff', 'went', 'to', 'for', 'tests', 'harbor', 'health',
    'today', 'review', 'of', 'systems', 'negative', 'remains', 'intubated', 'received', 'lives', 'in', 'works', 'as', 'a',
    'baker', 'was', 'seen', 'brother', 'law', 'enforcement', 'called', 'her', 'woman', 'his', 'rib', 'floor', 'snow', 'because',
    'appt', 'on', 'since', 'fall', 'lodge', 'alone', 'apartment', 'at', 'home', 'pharmacy', 'with', 'trip',
  ]),
  cities: new Set(),
  states: new Map(),
  countries: new Set(),
  source: 'file',
};
const WORDS = new WordClasses(DICTS, lexiconWords());

/** The spans one rule proposes, as "TYPE:text". */
function ruleHits(id: string, text: string): string[] {
  const rule = REVIEW_RULES.find((r) => r.id === id);
  assert.ok(rule, id);
  const hits: ReviewHit[] = [];
  rule.detect({ text, tokens: wordTokens(text), words: WORDS, shouting: shoutingLines(text), nameEnds: new Set() }, hits);
  return hits.map((h) => `${h.type}:${text.slice(h.start, h.end)}`);
}

describe('review rules: the broad ones, each on its own', () => {
  it('review.name-pair: a given name beside a word no list knows, any case', () => {
    assert.deepEqual(ruleHits('review.name-pair', 'support given by pat rixford, licsw'), ['PATIENT:pat rixford']);
    assert.deepEqual(ruleHits('review.name-pair', 'seen by Quilby Rose today'), ['PATIENT:Quilby Rose']);
    // An English word, a misspelt English word, a line break: no pair.
    assert.deepEqual(ruleHits('review.name-pair', 'pat dry the skin'), []);
    assert.deepEqual(ruleHits('review.name-pair', 'pat recieved care'), []);
    assert.deepEqual(ruleHits('review.name-pair', 'care by pat\nrixford'), []);
  });

  it('review.capitalised-run: title-case words in a row, one of them no English word', () => {
    assert.deepEqual(ruleHits('review.capitalised-run', 'BIBA from the Greystoke Lodge after a fall'), ['LOCATION-OTHER:Greystoke Lodge']);
    // English words only, or the first word of a sentence.
    assert.deepEqual(ruleHits('review.capitalised-run', 'went to Health Care today'), []);
    assert.deepEqual(ruleHits('review.capitalised-run', 'Greystoke Lodge called today'), []);
  });

  it('review.capitalised-word: a title-case word inside a sentence, whatever the lists say of it', () => {
    assert.deepEqual(ruleHits('review.capitalised-word', 'pt went to Harbor for tests'), ['LOCATION-OTHER:Harbor']);
    // A header, the first word of a sentence or a clause, a shouting line.
    assert.deepEqual(ruleHits('review.capitalised-word', 'Review of Systems: negative'), []);
    assert.deepEqual(ruleHits('review.capitalised-word', 'resp; Remains intubated'), []);
    assert.deepEqual(ruleHits('review.capitalised-word', 'THE PT WENT TO HARBOR FOR TESTS TODAY AND WAS SEEN'), []);
  });

  it('review.local-phone: three digits and four, not a range', () => {
    assert.deepEqual(ruleHits('review.local-phone', 'pharmacy (Brookside, 555-0182) called'), ['PHONE:555-0182']);
    assert.deepEqual(ruleHits('review.local-phone', 'home 555.0182'), ['PHONE:555.0182']);
    assert.deepEqual(ruleHits('review.local-phone', 'UO 100-1200 today, 800-1250 cc, 617-555-0192'), []);
  });

  it('review.day-named: weekday days, ordinals before prose, hyphen days, months alone', () => {
    assert.deepEqual(ruleHits('review.day-named', 'ED to floor handoff, Sun 9th'), ['DATE:Sun 9th']);
    assert.deepEqual(ruleHits('review.day-named', 'missed her appt on the 12th because of snow'), ['DATE:12th']);
    assert.deepEqual(ruleHits('review.day-named', 'returned to OR on 7-8 for coiling'), ['DATE:7-8']);
    assert.deepEqual(ruleHits('review.day-named', 'chest pain since December'), ['DATE:December']);
    // An ordinal before a noun, a range with a unit, a month that is a verb, a month with its day.
    assert.deepEqual(ruleHits('review.day-named', 'fx of the 5th rib, on the 3rd floor'), []);
    assert.deepEqual(ruleHits('review.day-named', 'on 2-3 L nc, since 3-4 days'), []);
    assert.deepEqual(ruleHits('review.day-named', 'will march in may; since Dec 4'), []);
  });

  it('review.name-after-cue: a kin word in three words ("brother in law ___")', () => {
    assert.deepEqual(ruleHits('review.name-after-cue', 'BROTHER IN LAW GODRIC CALLED'), ['PATIENT:GODRIC']);
    assert.deepEqual(ruleHits('review.name-after-cue', 'he works in law enforcement'), []);
  });

  it('review.place-position: a place cue at the end of a wrapped line', () => {
    assert.deepEqual(ruleHits('review.place-position', 'pt lives alone in\nDunmarrow; works as a baker'), ['LOCATION-OTHER:Dunmarrow']);
    // A blank line, or a sentence that ended, is no wrap.
    assert.deepEqual(ruleHits('review.place-position', 'pt lives alone in\n\nDunmarrow; works'), []);
    assert.deepEqual(ruleHits('review.place-position', 'pt was seen.\nDunmarrow; works'), []);
  });

  it('review.capitalised-unknown: a credential is no name ("LICSW")', () => {
    assert.deepEqual(ruleHits('review.capitalised-unknown', 'signed by the social worker, LICSW, today'), []);
  });
});

describe('review candidates: what the finding rules set aside', () => {
  it('a proposal no finding covers becomes a review.set-aside candidate of its type; one under a finding does not', () => {
    const text = 'seen at Neuro clinic by son dervla';
    const finding: EnginePhiFinding = { start: 28, end: 34, type: 'PATIENT', score: 0.9, rule: 'person.relative' };
    const proposed: Candidate[] = [
      { start: 8, end: 20, type: 'HOSPITAL', score: 0.7, rule: 'place.facility-word', anchored: false },
      { start: 24, end: 34, type: 'PATIENT', score: 0.6, rule: 'person.relative', anchored: false },
    ];
    const out = withReviewCandidates(text, wordTokens(text), WORDS, [finding], proposed);
    assert.deepEqual(
      out.map((f) => [text.slice(f.start, f.end), f.type, f.rule, f.score]),
      [['Neuro clinic', 'HOSPITAL', 'review.set-aside', 0.2], ['dervla', 'PATIENT', 'person.relative', 0.9]],
    );
  });

  it('every candidate of the engine has a rule id with words for people', () => {
    const identify = createPhiIdentifier(DICTS, { review: true });
    // "Greystoke Quarry" is a firm now, found by facility.suffix ("Quarry" an industry's head, fix21a): the capitalised
    // word alone stays a review candidate.
    const note = 'Bed 4: pharmacy 555-0182 rang on Sun 9th; saw the Greystoke staff, then a Harbor trip with pat rixford.\nlives in\nDunmarrow.';
    const candidates = identify(note).filter((f) => f.score < 0.5);
    assert.ok(candidates.length >= 4, `candidates: ${candidates.length}`);
    for (const c of candidates) assert.ok(Object.hasOwn(REVIEW_RULES_TEXT, c.rule), c.rule);
  });
});
