// The review rules (src/engine/phi/review): each rule on hand-written positive and negative examples, and the
// candidates' contract: scores below 0.5, a rule id, never overlapping a finding or each other, linear time.
// None of these examples comes from evaluation data.
import { strict as assert } from 'node:assert';
import { createPhiIdentifier, noDictionaries, type PhiDictionaries } from '../../../../src/engine/phi/index';
import { REVIEW_RULES, withReviewCandidates } from '../../../../src/engine/phi/review';
import { shoutingLines, type ReviewHit } from '../../../../src/engine/phi/review/rule';
import { lexiconWords, wordTokens, WordClasses } from '../../../../src/engine/phi/core/tokens';
import type { EnginePhiFinding } from '../../../../src/engine/types';

const DICTS: PhiDictionaries = {
  names: new Set(['orlaith', 'janet', 'rose', 'maris', 'kellerman']),
  given: new Set(['orlaith', 'janet', 'rose', 'maris']),
  english: new Set([
    'the', 'and', 'rose', 'called', 'from', 'at', 'today', 'visited', 'wife', 'son', 'plan', 'home', 'fall', 'after', 'pain',
    'lives', 'in', 'with', 'family', 'drive', 'each', 'day', 'north', 'campus', 'for', 'treatment', 'general', 'hospital',
    'clinic', 'seen', 'aware', 'review', 'systems', 'negative', 'went', 'to', 'on', 'was', 'may', 'days', 'more', 'take',
    'care', 'tolerate', 'pace', 'strength', 'eastern', 'shore', 'arrived',
  ]),
  cities: new Set(['quincy']),
  states: new Map(),
  countries: new Set(),
  source: 'file',
};
const WORDS = new WordClasses(DICTS, lexiconWords());

/** The spans one rule proposes, as "TYPE:text". */
function ruleHits(id: string, text: string, found: readonly EnginePhiFinding[] = []): string[] {
  const rule = REVIEW_RULES.find((r) => r.id === id);
  assert.ok(rule, id);
  const hits: ReviewHit[] = [];
  const nameEnds = new Set(found.filter((f) => f.type === 'PATIENT' || f.type === 'DOCTOR').map((f) => f.end));
  rule.detect({ text, tokens: wordTokens(text), words: WORDS, shouting: shoutingLines(text), nameEnds }, hits);
  return hits.map((h) => `${h.type}:${text.slice(h.start, h.end)}`);
}

describe('review rules: each on its own', () => {
  it('review.name-after-cue: an unknown word next to a kin word or "aware"', () => {
    assert.deepEqual(ruleHits('review.name-after-cue', 'son dervla called today'), ['PATIENT:dervla']);
    assert.deepEqual(ruleHits('review.name-after-cue', 'QUENNELL aware of plan'), ['PATIENT:QUENNELL']);
    // Negatives: English words and clinical words after a kin word.
    assert.deepEqual(ruleHits('review.name-after-cue', 'wife visited today, son arrived'), []);
    assert.deepEqual(ruleHits('review.name-after-cue', 'wife lasix 40 given'), []);
  });

  it('review.name-after-cue: a second name joined to a found one by "and"', () => {
    const text = 'proxies are janet and ank';
    const janet = text.indexOf('janet');
    assert.deepEqual(ruleHits('review.name-after-cue', text, [{ start: janet, end: janet + 5, type: 'PATIENT', score: 0.8, rule: 'person.dictionary' }]), ['PATIENT:ank']);
    assert.deepEqual(ruleHits('review.name-after-cue', 'fluids and ank'), []);
  });

  it('review.known-name: a name-list word that is no English word, any case', () => {
    assert.deepEqual(ruleHits('review.known-name', 'family discussed this janet, then left'), ['PATIENT:janet']);
    assert.deepEqual(ruleHits('review.known-name', 'the rose garden'), []);
  });

  it('review.capitalised-unknown: inside a sentence only, never in a shouting line', () => {
    assert.deepEqual(ruleHits('review.capitalised-unknown', 'labs drawn at the Quarrington lab today'), ['PATIENT:Quarrington']);
    assert.deepEqual(ruleHits('review.capitalised-unknown', 'Quarrington lab today'), []);
    assert.deepEqual(ruleHits('review.capitalised-unknown', 'PT TOLERATED AND WAS PACED, ZORBLAX ADDED OVERNIGHT TODAY'), []);
    // Inflected English words are not unknown names.
    assert.deepEqual(ruleHits('review.capitalised-unknown', 'pt was Paced and Tolerating'), []);
  });

  it('review.place-position: capitalised words after "in"/"to" or before a place word', () => {
    assert.deepEqual(ruleHits('review.place-position', 'son lives in Tullymore with wife'), ['LOCATION-OTHER:Tullymore']);
    // In title case after "from", "at" or "near" it is a finding now (rules/place-cue-titles.ts, place.cue-title).
    assert.deepEqual(ruleHits('review.place-position', 'son called from Tullymore today'), []);
    assert.deepEqual(ruleHits('review.place-position', 'went for treatment on North Campus'), ['LOCATION-OTHER:North Campus']);
    assert.deepEqual(ruleHits('review.place-position', 'FAMILY ARRIVED FROM THE EASTERN SHORE EACH DAY AFTER THE FALL AT HOME'), ['LOCATION-OTHER:EASTERN SHORE']);
    assert.deepEqual(ruleHits('review.place-position', 'pain after Fall at Home'), []);
  });

  it('review.facility-phrase: words before a facility word after "at"/"from"', () => {
    assert.deepEqual(ruleHits('review.facility-phrase', 'i was at the general hospital'), ['HOSPITAL:general hospital']);
    assert.deepEqual(ruleHits('review.facility-phrase', 'the general hospital'), []);
  });

  it('review.building-floor: an unknown capitalised word before a floor number', () => {
    assert.deepEqual(ruleHits('review.building-floor', 'plan: transfer to Zellweger 4 today'), ['HOSPITAL:Zellweger']);
    assert.deepEqual(ruleHits('review.building-floor', 'Plan 2 today'), []);
  });

  it('review.known-place: a listed city in lower case', () => {
    assert.deepEqual(ruleHits('review.known-place', 'lives in quincy with wife'), ['CITY:quincy']);
    assert.deepEqual(ruleHits('review.known-place', 'lives in town'), []);
    // Closing its line it is a finding now (rules/known-city-ends.ts, place.known-city-end).
    assert.deepEqual(ruleHits('review.known-place', 'lives in quincy\nwith wife'), []);
  });

  it('review.title-initial: a title before a lone initial', () => {
    assert.deepEqual(ruleHits('review.title-initial', 'WITH MS S. CARE'), ['PATIENT:S']);
    assert.deepEqual(ruleHits('review.title-initial', 'MS 4 mg given'), []);
  });

  it('review.contact-number: phone-shaped digit groups and short numbers after contact words', () => {
    assert.deepEqual(ruleHits('review.contact-number', "son's number (240444-1243) called"), ['PHONE:(240444-1243)']);
    assert.deepEqual(ruleHits('review.contact-number', 'visited today (301 273 45166)'), ['PHONE:(301 273 45166)']);
    assert.deepEqual(ruleHits('review.contact-number', 'LICSW, pager 4-1187'), ['PHONE:4-1187']);
    // Blood pressure and time ranges, plain measurements.
    assert.deepEqual(ruleHits('review.contact-number', 'SBP 100-120/50-70 from 1900-0700, wt 85.4 kg'), []);
  });

  it('review.date-like: month words, ordinals, apostrophe years, slash chains, holidays', () => {
    assert.deepEqual(ruleHits('review.date-like', 'labs on oct 9 and CVA 74\''), ['DATE:oct 9', "DATE:74'"]);
    assert.deepEqual(ruleHits('review.date-like', "it's the 11th. XRT 10/03/10/04 over christmas"), ['DATE:11th', 'DATE:christmas', 'DATE:10/03/10/04']);
    assert.deepEqual(ruleHits('review.date-like', 'may 2 days more; the 1st time; strength 4/5/5/5; 6/2-40/1'), []);
  });
});

describe('review candidates: the contract', () => {
  const identify = createPhiIdentifier(DICTS, { review: true });
  const plain = createPhiIdentifier(DICTS);
  const note = 'Wife Orlaith at bedside; family drive in from Tullymore each day. CVA 74\'. XRT 10/03/10/04.\npt was at the general hospital.';

  it('scores below 0.5, a review.* rule id, and no overlap with findings or each other', () => {
    const all = identify(note);
    const candidates = all.filter((f) => f.score < 0.5);
    assert.ok(candidates.length >= 2, `candidates: ${candidates.length}`);
    for (const c of candidates) assert.match(c.rule, /^review\./);
    for (let i = 1; i < all.length; i++) assert.ok(all[i - 1]!.end <= all[i]!.start, 'sorted and non-overlapping');
  });

  it('leaves the findings as they are: without review the same findings, and none of them is touched', () => {
    const shown = identify(note).filter((f) => f.score >= 0.5);
    assert.deepEqual(shown, plain(note));
  });

  it('drops a candidate that overlaps a finding', () => {
    const text = 'son dervla called';
    const tokens = wordTokens(text);
    const finding: EnginePhiFinding = { start: 4, end: 10, type: 'PATIENT', score: 0.9, rule: 'person.relative' };
    const out = withReviewCandidates(text, tokens, WORDS, [finding]);
    assert.deepEqual(out, [finding]);
  });

  it('without dictionaries the word rules stay quiet but the number rules still work', () => {
    const bare = createPhiIdentifier(noDictionaries('test'), { review: true });
    // Without brackets: in brackets a misplaced break is a finding (contact.phone-shapes), not a candidate.
    const found = bare('visited today 301 273 45166 and Zellweger aware').filter((f) => f.score < 0.5);
    assert.deepEqual(found.map((f) => f.type), ['PHONE']);
  });


});
