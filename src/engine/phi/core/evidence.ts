// The evidence behind a finding, read after the fact from the text, the finding and its rule id: the cue
// word beside the span that the rule's kind relies on (a title before a name, a credential after it, a
// street word inside an address...) and the word lists that know the span's words. The rules are not
// asked: this reads the same text with the table below, so it says only what is there. No cue found
// means `cue: null`, never a guess; a word no list knows is said to be unknown.
//
// Cost: a few words on each side of each finding (windows capped in characters, so a long line or a long
// span costs no more) and a Set look-up per word: linear in the findings.
import { type CueKind, type CueWhere, type EvidenceBasis, type PhiCue, type PhiEvidence, type WordList } from '../../../deid/phi-evidence';
import type { PhiRuleId } from '../../../deid/phi-rules';
import type { ReviewRuleId } from '../../../deid/review-rules';
import type { KnownPhiType } from '../../../deid/phi-types';
import { CITIES, COUNTRIES, STATE_ABBREVIATIONS, US_STATES } from '../vocab/gazetteers';
import { KNOWN_HOSPITALS } from '../vocab/hospitals';
import type { PhiDictionaries } from './dictionaries';
import { CUES, WEAK_CUES } from './evidence-cues';
import { lexiconWords, WordClasses } from './tokens';

/** Where a rule's cue sits, by kind, in the order they are looked for. */
type Look = readonly [CueKind, CueWhere | 'around'];

interface RuleEvidence {
  readonly basis: EvidenceBasis;
  readonly cues: readonly Look[];
}

const rule = (basis: EvidenceBasis, ...cues: Look[]): RuleEvidence => ({ basis, cues });

/** What each rule's kind rests on and where its cue sits; a shape rule's optional cues are looked for too. */
export const RULE_EVIDENCE: Readonly<Record<PhiRuleId, RuleEvidence>> = {
  'contact.email': rule('shape'),
  'contact.url': rule('shape'),
  'contact.phone': rule('shape', ['phone', 'before'], ['phone', 'after']),
  'contact.username': rule('cue', ['username', 'before']),
  'identifier.cued': rule('cue', ['identifier', 'before']),
  'identifier.shaped': rule('shape', ['identifier', 'before']),
  'date.written': rule('shape', ['date', 'before']),
  'date.other-shapes': rule('shape', ['date', 'before']),
  'contact.phone-shapes': rule('shape', ['phone', 'before'], ['phone', 'after']),
  'postcode.international': rule('shape'),
  'place.india-address': rule('shape'),
  'identifier.international': rule('cue', ['identifier', 'before']),
  'identifier.registration': rule('cue', ['identifier', 'before']),
  'identifier.accession': rule('cue', ['identifier', 'before']),
  'identifier.reference': rule('cue', ['identifier', 'before']),
  'identifier.caps-label': rule('cue', ['identifier', 'before']),
  'age.over-89': rule('shape', ['age', 'around']),
  'age.said-of-person': rule('shape', ['age', 'around']),
  'profession.cued': rule('cue', ['occupation', 'before']),
  'profession.social-list': rule('layout'),
  'profession.by-trade': rule('cue', ['occupation', 'after']),
  'profession.history-subject': rule('layout'),
  'profession.kin-bracket': rule('cue', ['occupation', 'before']),
  'profession.kin-field': rule('cue', ['occupation', 'before']),
  'profession.for-years': rule('cue', ['occupation', 'after']),
  'profession.kin-plural': rule('cue', ['occupation', 'before']),
  'profession.particulars-item': rule('cue', ['occupation', 'before']),
  'street.suffix': rule('cue', ['street-word', 'inside']),
  'street.unit': rule('cue', ['unit-word', 'inside'], ['unit-word', 'before']),
  'street.po-box': rule('cue', ['po-box', 'inside'], ['po-box', 'before']),
  'address.parts': rule('dictionary'),
  'address.line': rule('layout'),
  'place.gazetteer': rule('dictionary', ['residence', 'before']),
  'place.facility-word': rule('cue', ['facility-word', 'inside'], ['facility-word', 'after']),
  'place.saint': rule('cue', ['saint', 'inside'], ['saint', 'before']),
  'place.transfer': rule('cue', ['transfer', 'before']),
  'place.initials': rule('cue', ['transfer', 'before']),
  'place.titled': rule('cue', ['transfer', 'before'], ['residence', 'before']),
  'place.ward': rule('cue', ['transfer', 'before']),
  'place.residence': rule('cue', ['residence', 'before']),
  'place.numbered-street': rule('cue', ['street-word', 'inside'], ['residence', 'before']),
  'place.military-address': rule('cue', ['military', 'inside']),
  'place.travel': rule('cue', ['travel', 'before']),
  'place.people-origin': rule('cue', ['residence', 'before'], ['kin', 'before']),
  'place.department': rule('cue', ['department', 'around']),
  'place.repeat': rule('repeat'),
  'facility.cued': rule('cue', ['transfer', 'before'], ['work', 'before'], ['facility-word', 'inside'], ['org-word', 'inside']),
  'facility.suffix': rule('cue', ['facility-word', 'inside'], ['org-word', 'inside']),
  'facility.known': rule('dictionary'),
  'facility.saint-lower': rule('cue', ['saint', 'inside'], ['facility-word', 'inside']), 'facility.city-va': rule('cue', ['va', 'inside'], ['va', 'after']),
  'facility.initials-transfer': rule('cue', ['transfer', 'before']),
  'facility.named-floor': rule('cue', ['transfer', 'before']), 'facility.unit-floor': rule('shape'), 'facility.heading-line': rule('layout'),
  'facility.ordering-practice': rule('layout'),
  'facility.building-floor': rule('cue', ['transfer', 'before']),
  'org.employer': rule('cue', ['work', 'before']),
  'place.town-state': rule('cue', ['residence', 'before']),
  'place.town-postcode': rule('shape'),
  'place.work-town': rule('cue', ['work', 'before']),
  'place.town-code': rule('cue', ['residence', 'before']),
  'org.header': rule('layout'),
  'org.before-noun': rule('cue', ['org-word', 'after'], ['org-word', 'inside']),
  'name.cued': rule('cue', ['title', 'before'], ['kin', 'before'], ['name-cue', 'before'], ['contact-verb', 'before']),
  'name.credential': rule('cue', ['credential', 'after']),
  'name.initial-surname': rule('shape', ['title', 'before'], ['contact-verb', 'around']),
  'name.given': rule('dictionary'),
  'name.word-initial': rule('shape'),
  'name.repeat': rule('repeat'),
  'person.title': rule('cue', ['title', 'before']),
  'person.credential-title': rule('cue', ['credential', 'before'], ['role', 'before']),
  'person.credential': rule('cue', ['credential', 'after']),
  'person.kin-details': rule('cue', ['kin', 'before']),
  'person.relative': rule('cue', ['kin', 'before']),
  'person.contact': rule('cue', ['contact-verb', 'around']),
  'person.social': rule('cue', ['social', 'before']),
  'person.visitor-list': rule('cue', ['social', 'before']),
  'person.family-name': rule('cue', ['kin', 'after'], ['kin', 'before']),
  'person.before-contact': rule('cue', ['kin', 'after'], ['phone', 'after']),
  'person.from-service': rule('cue', ['department', 'around']),
  'person.initial-surname': rule('shape', ['contact-verb', 'around'], ['name-cue', 'before']),
  'person.sign-off': rule('layout', ['credential', 'after']),
  'person.no-list-pair': rule('cue', ['kin', 'before'], ['contact-verb', 'around']),
  'person.coordinated': rule('cue', ['title', 'before'], ['kin', 'before'], ['contact-verb', 'before']),
  'person.dictionary': rule('dictionary'),
  'person.caseless-known-name': rule('dictionary', ['residence', 'before']),
  'person.repeat': rule('repeat'),
  'person.role-name': rule('cue', ['role', 'before'], ['contact-verb', 'around']),
  'person.initial-after-cue': rule('cue', ['contact-verb', 'before']),
  'person.caps-initial-verb': rule('cue', ['contact-verb', 'after']),
  'person.clergy': rule('cue', ['clergy', 'before']),
  'person.relative-named': rule('cue', ['kin', 'before']),
  'person.nickname': rule('shape'),
  'person.contact-person': rule('cue', ['contact-person', 'before'], ['phone', 'after']),
  'person.story-opening': rule('layout', ['age', 'after']),
  'person.comma-credential': rule('cue', ['credential', 'after']),
  'person.name-bracket-role': rule('cue', ['role', 'after'], ['kin', 'after'], ['role', 'before']),
  'person.kin-list-opening': rule('cue', ['kin', 'before']),
  'person.agency-dash': rule('cue', ['role', 'before']),
  'place.care-at': rule('cue', ['transfer', 'before']),
  'person.pair-verb': rule('cue', ['contact-verb', 'after']),
  'place.named-service': rule('cue', ['department', 'after']),
  'person.handoff': rule('cue', ['contact-verb', 'before']),
  'person.arrival-opening': rule('layout'),
  'person.staff-label': rule('layout', ['role', 'before']),
  'person.patient-label': rule('layout'),
  'person.demographic-row': rule('layout'),
  'person.kin-name-field': rule('layout', ['kin', 'before']),
  'person.saw-in-clinic': rule('cue', ['name-cue', 'before']),
  'person.role-apposition': rule('cue', ['role', 'before']),
  'person.kin-apposition': rule('cue', ['kin', 'after']),
  'person.service-bracket': rule('cue', ['contact-verb', 'after'], ['department', 'before']),
  'person.name-pair': rule('cue', ['contact-verb', 'before'], ['kin', 'after']),
  'person.role-holder': rule('cue', ['role', 'before'], ['department', 'before'], ['contact-verb', 'after']),
  'person.census-entry': rule('cue', ['age', 'after']),
  'person.sister-title': rule('cue', ['clergy', 'before']),
  'person.world-name-slot': rule('cue', ['title', 'before'], ['kin', 'before']),
  'person.doctor-list': rule('cue', ['title', 'before']),
  'person.list-continuation': rule('repeat'),
  'person.slot-repeat': rule('repeat'),
  'identifier.labelled': rule('cue', ['identifier', 'before']),
  'place.address-town': rule('layout', ['street-word', 'before']),
  'place.cue-town': rule('cue', ['residence', 'before'], ['travel', 'before']),
  'facility.campus': rule('cue', ['facility-word', 'after']),
  'facility.building-on': rule('shape'),
  'street.international': rule('shape', ['street-word', 'inside']),
  'street.lead-word': rule('shape', ['street-word', 'inside']),
  'street.box-route': rule('shape', ['po-box', 'inside']),
  'place.town-region': rule('layout'),
  'place.county': rule('shape'),
  'place.district': rule('shape'),
  'place.after-facility': rule('cue', ['facility-word', 'before']),
  'place.person-of': rule('cue', ['residence', 'before']),
  'place.kin-in': rule('cue', ['kin', 'before']),
  'place.labelled-field': rule('layout', ['residence', 'before']),
  'place.care-in': rule('cue', ['facility-word', 'before'], ['residence', 'before'], ['department', 'before']),
  'place.lake-name': rule('shape'),
  'place.town-before-county': rule('layout'),
  'place.region-code': rule('layout'),
  'place.town-state-code': rule('layout'),
  'place.direction-region': rule('shape'),
  'place.landform': rule('shape'),
  'place.town-based': rule('shape'),
  'street.named-on': rule('cue', ['street-word', 'after']),
  'street.corner': rule('cue', ['street-word', 'inside']),
  'place.country-cue': rule('cue', ['residence', 'before'], ['travel', 'before']),
  'org.employer-cue': rule('cue', ['work', 'before']),
  'org.after-occupation': rule('cue', ['occupation', 'before']),
  'org.before-kind': rule('cue', ['org-word', 'after']),
  'org.caps-employer': rule('cue', ['work', 'before'], ['occupation', 'before']),
  'org.union-local': rule('shape', ['org-word', 'after']),
  'org.legal-form': rule('shape', ['org-word', 'after']),
  'facility.foreign-kind': rule('cue', ['facility-word', 'inside']),
  'org.foreign-kind': rule('cue', ['org-word', 'inside']),
  'org.cued-kind': rule('cue', ['org-word', 'after']),
  'place.after-kind-first': rule('cue', ['facility-word', 'before']),
  'place.after-institution': rule('cue', ['facility-word', 'before']),
  'place.india-address-line': rule('layout'),
  'place.india-state-town': rule('layout'),
  'org.insurer': rule('cue', ['org-word', 'before']),
  'org.membership': rule('cue', ['belonging', 'before'], ['org-word', 'inside']),
  'org.public-body': rule('cue', ['org-word', 'inside']),
  'org.pharmacy-named': rule('cue', ['org-word', 'before']),
  'org.store-chain': rule('dictionary'),
  'org.owned-business': rule('cue', ['work', 'before'], ['org-word', 'inside']),
  'org.contract-employer': rule('cue', ['work', 'before']),
  'org.employer-initials': rule('cue', ['work', 'before']),
  'profession.after-bare-age': rule('cue', ['age', 'before']),
  'profession.before-employer': rule('cue', ['occupation', 'after']),
  'org.after-job': rule('cue', ['occupation', 'before']),
  'facility.the-residence': rule('cue', ['residence', 'before']),
  'person.credential-verb': rule('cue', ['credential', 'after'], ['contact-verb', 'after']),
  'person.role-period': rule('cue', ['role', 'before'], ['credential', 'before']),
  'person.role-bracket': rule('cue', ['role', 'before'], ['credential', 'before']),
  'person.initials-sign-off': rule('layout', ['credential', 'after']),
  'person.foreign-letters': rule('shape'),
  'person.name-list': rule('layout'),
  'person.name-is': rule('cue', ['name-cue', 'before']),
  'person.before-residence': rule('cue', ['residence', 'after']),
  'person.greeting': rule('cue', ['name-cue', 'before']),
  'person.closing': rule('cue', ['name-cue', 'before']),
  'person.self-introduction': rule('cue', ['name-cue', 'before']),
  'person.vocative': rule('layout'),
  'person.speaker': rule('layout'),
  'profession.title-line': rule('layout'),
  'org.address-block': rule('layout'),
  'person.address-block': rule('layout'),
  'org.before-address': rule('cue', ['transfer', 'before']),
  'org.person-from': rule('cue', ['name-cue', 'before']),
  'org.kind-noun': rule('cue', ['org-word', 'inside'], ['facility-word', 'inside']),
  'place.area-noun': rule('cue', ['residence', 'before']),
  'facility.from-role': rule('cue', ['role', 'before'], ['transfer', 'before']),
  'facility.site-initials': rule('cue', ['department', 'before'], ['transfer', 'before']),
  'street.any-case': rule('shape', ['street-word', 'inside']),
  'place.street-town-any-case': rule('shape', ['street-word', 'before']),
  'place.town-zip': rule('shape'),
  'facility.word-first': rule('cue', ['facility-word', 'inside']),
  'facility.kind-first-caps': rule('cue', ['facility-word', 'inside']),
  'facility.compound-kind': rule('cue', ['facility-word', 'inside']),
  'facility.kind-town': rule('cue', ['facility-word', 'inside']),
  'person.named-team': rule('cue', ['role', 'after']),
  'facility.named-service': rule('cue', ['facility-word', 'inside']),
  'facility.caps-line': rule('cue', ['facility-word', 'inside']),
  'facility.practice-lower': rule('cue', ['transfer', 'before'], ['facility-word', 'inside']),
  'facility.named-practice': rule('cue', ['department', 'inside']),
  'facility.narrative-practice': rule('cue', ['department', 'inside']),
  'org.service-provider': rule('cue', ['transfer', 'before'], ['org-word', 'inside']),
  'facility.care-stay': rule('cue', ['transfer', 'before']),
  'facility.placement-referral': rule('cue', ['transfer', 'before']),
  'facility.royal-patron': rule('cue', ['transfer', 'before']),
  'facility.day-hospital': rule('cue', ['facility-word', 'inside']),
  'facility.kind-initials': rule('cue', ['facility-word', 'inside']),
  'facility.level-tier': rule('cue', ['facility-word', 'inside']),
  'facility.royal': rule('cue', ['facility-word', 'inside']),
  'person.dictation-subject': rule('cue', ['name-cue', 'before']),
};

/** The review rules (review candidates below the minimum score) read weak cues, or none. */
export const REVIEW_RULE_EVIDENCE: Readonly<Record<ReviewRuleId, RuleEvidence>> = {
  'review.contact-number': rule('shape', ['phone', 'before'], ['phone', 'after']),
  'review.date-like': rule('shape', ['date', 'before']),
  'review.code-number': rule('shape', ['identifier', 'before']),
  'review.known-name': rule('dictionary'),
  'review.name-after-cue': rule('cue', ['kin', 'before'], ['contact-verb', 'around']),
  'review.capitalised-unknown': rule('dictionary'),
  'review.place-position': rule('cue', ['residence', 'before'], ['transfer', 'before'], ['facility-word', 'after']),
  'review.facility-phrase': rule('cue', ['facility-word', 'inside'], ['facility-word', 'after']),
  'review.building-floor': rule('cue', ['transfer', 'before']),
  'review.capitalised-name': rule('dictionary'),
  'review.known-place': rule('dictionary'),
  'review.title-initial': rule('cue', ['title', 'before']),
  'review.name-pair': rule('dictionary'),
  'review.local-phone': rule('shape', ['phone', 'before']),
  'review.day-named': rule('shape', ['date', 'before']),
  'review.capitalised-run': rule('dictionary'),
  // Set aside by the pipeline (clinical words only, a lost overlap): its words' lists are what it rests on.
  'review.set-aside': rule('dictionary'),
  'review.capitalised-word': rule('layout'),
};

function evidenceOf(id: string): RuleEvidence | undefined {
  if (Object.hasOwn(RULE_EVIDENCE, id)) return RULE_EVIDENCE[id as PhiRuleId];
  return Object.hasOwn(REVIEW_RULE_EVIDENCE, id) ? REVIEW_RULE_EVIDENCE[id as ReviewRuleId] : undefined;
}

/** Types whose words are looked up: names and places. Numbers, dates and contact details are not. */
const WORDY: ReadonlySet<KnownPhiType> = new Set(['PATIENT', 'DOCTOR', 'HOSPITAL', 'CITY', 'STATE', 'COUNTRY', 'STREET', 'LOCATION-OTHER', 'ORGANIZATION', 'PROFESSION']);

/** How far a cue may be from the span, in words and (so a long line costs nothing) characters. */
const BEFORE_WORDS = 4;
const AFTER_WORDS = 3;
const WINDOW_CHARS = 48;
const INSIDE_CHARS = 160;

interface Word {
  readonly raw: string;
  readonly low: string;
}

const WORD = /[A-Za-z\u00C0-\u024F@#][A-Za-z\u00C0-\u024F'\u2019/#.-]*/g;

function wordsIn(text: string): Word[] {
  const out: Word[] = [];
  for (const m of text.matchAll(WORD)) {
    // "Dr." keeps its full stop as written; "pa-c" and "d/w" stay whole; "ST." looks up as "st".
    // "cell#" and "mr#" are looked up as "cell" and "mr", and reported as written.
    const raw = m[0].replace(/[.'\u2019-]+$/, (tail) => (tail.startsWith('.') ? '.' : ''));
    out.push({ raw, low: raw.toLowerCase().replace(/\.$/, '').replace(/(?<=[a-z])#$/, '') });
  }
  return out;
}

/** The words of the same line before `start` (nearest first) or after `end` (nearest first). */
function sideWords(text: string, start: number, end: number, where: 'before' | 'after'): Word[] {
  if (where === 'before') {
    const stop = Math.max(0, start - WINDOW_CHARS);
    let from = start;
    while (from > stop && text.charCodeAt(from - 1) !== 10 && text.charCodeAt(from - 1) !== 13) from--;
    const words = wordsIn(text.slice(from, start));
    // A cut through a word would make a fragment of it look like a word: drop the first, partial one.
    if (from === stop && from > 0 && /\S/.test(text.charAt(from - 1))) words.shift();
    return words.slice(-BEFORE_WORDS).reverse();
  }
  let to = Math.min(text.length, end + WINDOW_CHARS);
  for (let i = end; i < to; i++) {
    const c = text.charCodeAt(i);
    if (c === 10 || c === 13) to = i;
  }
  const words = wordsIn(text.slice(end, to));
  if (to < text.length && /\S/.test(text.charAt(to))) words.pop();
  return words.slice(0, AFTER_WORDS);
}

/** The cue of `set` among `words` (in reading order when `ordered`), two-word cues first. */
function findIn(words: readonly Word[], set: ReadonlySet<string>, nearestFirst: boolean): Word | undefined {
  for (let i = 0; i < words.length; i++) {
    const w = words[i]!;
    // Two-word cue: the pair in reading order ("spoke with", "lives in", "po box").
    const next = words[nearestFirst ? i - 1 : i + 1];
    const prev = words[nearestFirst ? i + 1 : i - 1];
    if (nearestFirst && prev !== undefined && set.has(`${prev.low} ${w.low}`)) return { raw: `${prev.raw} ${w.raw}`, low: `${prev.low} ${w.low}` };
    if (!nearestFirst && next !== undefined && set.has(`${w.low} ${next.low}`)) return { raw: `${w.raw} ${next.raw}`, low: `${w.low} ${next.low}` };
    if (set.has(w.low)) return w;
  }
  return undefined;
}

/** Cue words that close a name ("Mercy General Hospital", "42 Maple Street"): inside, the last one is read. */
const CLOSING: ReadonlySet<CueKind> = new Set(['facility-word', 'org-word', 'street-word', 'va']);

function lookFor(text: string, start: number, end: number, looks: readonly Look[], weak: boolean): PhiCue | null {
  for (const [kind, where] of looks) {
    const set = weak ? WEAK_CUES[kind] : CUES[kind];
    if (set === undefined) continue;
    const sides: CueWhere[] = where === 'around' ? ['before', 'after'] : [where];
    for (const side of sides) {
      const closing = side === 'inside' && CLOSING.has(kind);
      let words: Word[];
      if (side === 'inside') {
        const inside = wordsIn(text.slice(start, Math.min(end, start + INSIDE_CHARS)));
        words = closing ? inside.reverse() : inside;
      } else words = sideWords(text, start, end, side);
      const hit = findIn(words, set, side === 'before' || closing);
      if (hit !== undefined) return { kind, word: hit.raw, where: side };
    }
  }
  return null;
}

/** The lists that know a lower-cased word (or a whole span, single-spaced). */
function listsOf(low: string, wc: WordClasses, whole: boolean): WordList[] {
  const d = wc.dicts;
  const lists: WordList[] = [];
  if (!whole) {
    if (wc.isGiven(low)) lists.push('given-name');
    else if (d.names.has(low)) lists.push('name');
  }
  if (CITIES.has(low) || d.cities.has(low)) lists.push('city');
  if (US_STATES.has(low) || d.states.has(low) || (!whole && low.length === 2 && STATE_ABBREVIATIONS.has(low.toUpperCase()))) lists.push('state');
  if (COUNTRIES.has(low) || d.countries.has(low)) lists.push('country');
  if (KNOWN_HOSPITALS.has(low)) lists.push('hospital');
  if (!whole) {
    if (wc.isEnglish(low)) lists.push('english');
    if (wc.isClinical(low)) lists.push('clinical');
  }
  return lists;
}

export interface EvidenceFinding {
  readonly start: number;
  readonly end: number;
  readonly type: string;
  readonly rule: string;
}

/** The evidence reader over the dictionaries in use (the same the identifier was built with). */
export function createPhiExplainer(dicts: PhiDictionaries): (text: string, finding: EvidenceFinding) => PhiEvidence {
  let wc: WordClasses | undefined;
  return (text, finding) => {
    const { start, end } = finding;
    const spec = evidenceOf(finding.rule);
    const cue = spec === undefined ? null : (lookFor(text, start, end, spec.cues, false) ?? lookFor(text, start, end, spec.cues, true));
    const dictionaries = dicts.source === 'file' ? 'loaded' : 'built-in';
    const base = { ...(spec !== undefined ? { basis: spec.basis } : {}), cue, dictionaries } as const;
    if (!WORDY.has(finding.type as KnownPhiType)) return base;
    // Built on first use: the English list is sorted once for the shorthand check.
    wc ??= new WordClasses(dicts, lexiconWords());
    const span = text.slice(start, Math.min(end, start + INSIDE_CHARS));
    const spanWords = [...span.matchAll(/[A-Za-z\u00C0-\u024F]+(?:['\u2019-][A-Za-z\u00C0-\u024F]+)*/g)].map((m) => m[0].toLowerCase().replace(/['\u2019]s$/, ''));
    const words = spanWords.map((w) => listsOf(w, wc!, false));
    const whole = spanWords.length > 1 ? listsOf(spanWords.join(' '), wc, true) : [];
    return { ...base, words, ...(whole.length > 0 ? { whole } : {}) };
  };
}

