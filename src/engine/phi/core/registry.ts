// The PHI rule registry: every family of rules, the letter case it reads, the rule ids it may give its
// findings (src/deid/phi-rules.ts says each in words) and its detector, in the order identify-phi runs them.
// The registry is the one table of what the engine knows; the pipeline (index.ts) only walks it, and a
// test holds every rule id to exactly one family.
//
// Readings: 'raw' sees the text as written (numbers, dates, contact details: capitals mean nothing there);
// 'calmed' sees ALL-CAPS lines lower-cased (capitalised-name rules, which would take "AM LABS" for a firm);
// 'tokens' sees the word tokens of the raw text with the dictionaries' word classes (the note rules, which
// read names and places in any letter case from their cues).
import type { PhiRuleId } from '../../../deid/phi-rules';
import { detectAddressLines } from '../rules/address-lines';
import { detectAges } from '../rules/ages';
import { detectContact } from '../rules/contact';
import { detectDates } from '../rules/dates';
import { detectIdentifiers } from '../rules/identifiers';
import { detectInstitutions } from '../rules/institutions';
import { detectLocations } from '../rules/locations';
import { detectNames } from '../rules/names';
import { detectNotePeople } from '../rules/note-people';
import { detectNotePlaces } from '../rules/note-places';
import { detectProfession } from '../rules/profession';
import { detectFacilities } from '../rules/facilities';
import { detectInternational } from '../rules/international';
import { detectPeopleCues } from '../rules/people-cues';
import { detectPhoneShapes } from '../rules/phone-shapes';
import { detectWrittenDates } from '../rules/written-dates';
import { detectOrgCues } from '../rules/org-cues';
import { detectPeopleShapes } from '../rules/people-shapes';
import { detectPlaceCues } from '../rules/place-cues';
import { detectRecordLabels } from '../rules/record-labels';
import { detectStaffCues } from '../rules/staff-cues';
import { byRule, type Candidate } from './scan';
import type { WordClasses, WordToken } from './tokens';

export type Reading = 'raw' | 'calmed' | 'tokens';

/** What a family may read: the text, its calmed copy, its word tokens and the word classes. */
export interface FamilyInput {
  readonly text: string;
  readonly calmed: string;
  readonly tokens: readonly WordToken[];
  readonly words: WordClasses;
}

export interface PhiFamily {
  readonly id: string;
  readonly reads: Reading;
  /** The rule ids its findings carry; a family of one rule tags them itself. */
  readonly rules: readonly PhiRuleId[];
  readonly detect: (input: FamilyInput, out: Candidate[]) => void;
}

/** A family of exactly one rule: its detector's candidates are tagged with that rule. */
function single(id: string, reads: 'raw' | 'calmed', rule: PhiRuleId, detect: (text: string, out: Candidate[]) => void): PhiFamily {
  return { id, reads, rules: [rule], detect: (input, out) => byRule(out, rule, () => detect(reads === 'raw' ? input.text : input.calmed, out)) };
}

/** A family whose detector tags its own rules. */
function family(id: string, reads: 'raw' | 'calmed', rules: readonly PhiRuleId[], detect: (text: string, out: Candidate[]) => void): PhiFamily {
  return { id, reads, rules, detect: (input, out) => detect(reads === 'raw' ? input.text : input.calmed, out) };
}

export const PHI_REGISTRY: readonly PhiFamily[] = [
  family('contact', 'raw', ['contact.email', 'contact.url', 'contact.phone', 'contact.username'], detectContact),
  family('identifiers', 'raw', ['identifier.cued', 'identifier.shaped'], detectIdentifiers),
  single('dates', 'raw', 'date.written', detectDates),
  single('ages', 'raw', 'age.over-89', detectAges),
  single('other-dates', 'raw', 'date.other-shapes', detectWrittenDates),
  single('phone-shapes', 'raw', 'contact.phone-shapes', detectPhoneShapes),
  family('international', 'raw', ['postcode.international', 'identifier.international'], detectInternational),
  single('record-labels', 'raw', 'identifier.labelled', detectRecordLabels),
  family('facilities', 'raw', ['facility.saint-lower', 'facility.city-va', 'facility.initials-transfer', 'facility.building-floor', 'org.employer', 'place.town-state', 'place.town-postcode', 'identifier.accession'], detectFacilities),
  family('addresses', 'calmed', ['street.suffix', 'street.unit', 'street.po-box', 'address.parts', 'place.gazetteer'], detectLocations),
  single('address-lines', 'calmed', 'address.line', detectAddressLines),
  family('institutions', 'calmed', ['facility.cued', 'org.header', 'org.before-noun', 'facility.known', 'facility.suffix'], detectInstitutions),
  family('capitalised-names', 'calmed', ['name.cued', 'name.credential', 'name.initial-surname', 'name.given', 'name.word-initial', 'name.repeat'], detectNames),
  single('professions', 'calmed', 'profession.cued', detectProfession),
  {
    id: 'note-people',
    reads: 'tokens',
    rules: [
      'person.title', 'person.credential-title', 'person.credential', 'person.relative', 'person.contact', 'person.social',
      'person.family-name', 'person.before-contact', 'person.from-service', 'person.initial-surname', 'person.sign-off',
      'person.coordinated', 'person.dictionary', 'person.repeat',
    ],
    detect: (input, out) => detectNotePeople(input.text, input.tokens, input.words, out),
  },
  {
    id: 'people-cues',
    reads: 'tokens',
    rules: [
      'person.role-name', 'person.initial-after-cue', 'person.caps-initial-verb', 'person.clergy', 'person.relative-named',
      'person.contact-person', 'person.story-opening', 'person.comma-credential',
    ],
    detect: (input, out) => detectPeopleCues(input.text, input.tokens, input.words, out),
  },
  {
    id: 'note-places',
    reads: 'tokens',
    rules: [
      'place.facility-word', 'place.saint', 'place.transfer', 'place.initials', 'place.titled', 'place.ward', 'place.residence',
      'place.numbered-street', 'place.military-address', 'place.travel', 'place.department', 'place.repeat',
    ],
    detect: (input, out) => detectNotePlaces(input.text, input.tokens, input.words, out),
  },
  // Recall on unseen text (issue 17, item 5): places, employers and staff in the shapes other note kinds and
  // other countries write them. They read the raw text and ask the word classes about the words they find.
  {
    id: 'place-cues',
    reads: 'raw',
    rules: ['place.address-town', 'place.cue-town', 'facility.campus', 'facility.building-on', 'street.international', 'place.after-facility', 'street.named-on', 'street.corner', 'place.country-cue'],
    detect: (input, out) => detectPlaceCues(input.text, input.words, out),
  },
  {
    id: 'org-cues',
    reads: 'raw',
    rules: ['org.employer-cue', 'org.after-occupation', 'org.before-kind'],
    detect: (input, out) => detectOrgCues(input.text, input.words, out),
  },
  {
    id: 'staff-cues',
    reads: 'raw',
    rules: ['person.credential-verb', 'person.role-period', 'person.role-bracket'],
    detect: (input, out) => detectStaffCues(input.text, input.words, out),
  },
  {
    id: 'people-shapes',
    reads: 'raw',
    rules: ['person.foreign-letters', 'person.name-list', 'person.name-is', 'person.before-residence', 'person.dictation-subject'],
    detect: (input, out) => detectPeopleShapes(input.text, input.words, out),
  },
];
