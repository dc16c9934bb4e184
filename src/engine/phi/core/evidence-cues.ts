// The cue words the evidence reader (evidence.ts) looks for beside a finding, by kind. Where a rule family
// keeps the list it reads (titles, credentials, relatives, contact verbs, facility, street and transfer
// words), the list is that one, so the evidence names the words the rules read; the other kinds list the
// cue words their rules' patterns spell. Lower case; a two-word cue is one entry with one space.
import type { CueKind } from '../../../deid/phi-evidence';
import {
  CONTACT_AFTER, CONTACT_BEFORE, CREDENTIAL_TITLES, CREDENTIALS, KIN, TITLES_DOCTOR, TITLES_PATIENT,
} from '../rules/note-people-context';
import {
  AMBIGUOUS_ROLE_CREDENTIALS, CLERGY, COMMA_CREDENTIALS, CREDENTIALS as WRITTEN_CREDENTIALS, DOCTOR_TITLES, KIN_WORDS, LAW_RANKS, PERSON_TITLES,
  STAFF_ROLES,
} from '../vocab/people-words';
import { FACILITY, HOSPITAL_WORDS, LIVES, MOVE, PLACE_PREP, STREET_WORDS } from '../vocab/place-words';
import { CLOSINGS, GREETINGS, SELF_INTRODUCTIONS } from '../vocab/letter-words';
import { SUFFIX_CUE_WORDS } from '../vocab/facility-suffixes';
import { BELONGING_WORDS, BODY_KINDS } from '../rules/memberships';
import { LEGAL_FORMS } from '../vocab/org-words';

const lower = (list: readonly string[]): string[] => list.map((w) => w.toLowerCase());

const words = (...lists: readonly (Iterable<string> | string)[]): ReadonlySet<string> => {
  const out = new Set<string>();
  for (const l of lists) for (const w of typeof l === 'string' ? l.split('|') : l) if (w !== '') out.add(w);
  return out;
};

/** Strong cues of each kind: a word of these beside the span is reported first. */
export const CUES: Readonly<Record<CueKind, ReadonlySet<string>>> = {
  title: words(TITLES_DOCTOR, TITLES_PATIENT, DOCTOR_TITLES, PERSON_TITLES),
  credential: words(CREDENTIALS, lower(WRITTEN_CREDENTIALS), lower(COMMA_CREDENTIALS)),
  role: words(CREDENTIAL_TITLES, AMBIGUOUS_ROLE_CREDENTIALS, STAFF_ROLES, 'pcp|hcp|cm|attg|house officer|charge nurse', LAW_RANKS.map((r) => r.replace('.', ''))),
  kin: words(KIN, KIN_WORDS, 'significant other|so|wife\'s|husband\'s|family'),
  'name-cue': words(
    'patient|pt|name|cc|attn|signed|signed by|electronically signed|dictated|dictated by|transcribed|typed|typed by|author|' +
      'provider|referring|attending|resident|fellow|intern|pcp|surgeon|physician|consultant|seen by|by|per',
    GREETINGS, CLOSINGS, SELF_INTRODUCTIONS,
  ),
  clergy: words(CLERGY, 'father|sister|deacon|sr|fr'),
  'contact-verb': words(CONTACT_BEFORE, CONTACT_AFTER, 'spoke with|discussed with|made aware|in to see|d/w|saw|examined|evaluated|seen'),
  'contact-person': words('contact person|contact|emergency contact|next of kin|nok|poa|proxy|hcp'),
  social: words(KIN, 'social|social hx|social history|sh|shx|lives|married|divorced|widowed|widow|widower|engaged|dating|partner|roommate|lives with|visitors|visitor'),
  phone: words('phone|ph|tel|telephone|cell|mobile|mob|fax|facsimile|pager|pg|beeper|vocera|ext|extension|x|call|text|reach|number|home|work|office|contact'),
  username: words('username|user name|user|login|user id|userid|handle|screen name'),
  identifier: words(
    'mrn|mr|record|medical record|account|acct|acc|ssn|social security|soc sec|license|licence|lic|dea|npi|id|number|no|' +
      'policy|member|insurance|medicaid|medicare|plan|group|serial|device|vin|plate|accession|specimen|case|nhs|ohip|uhid|' +
      'hospital number|crn|chart|encounter|unit number|health card|aadhaar|medicare number|ihi|ref|reference|auth|badge|' +
      'employee|emp|reg|registration|lot|batch|sn|file|claim|pin',
  ),
  date: words(
    'dob|d.o.b|born|birth|birthday|date|dated|admitted|admission|discharged|discharge|on|since|through|thru|until|till|' +
      'as of|effective|starting|beginning|seen|visit|surgery|procedure|signed|dictated|transcribed',
  ),
  age: words('yo|y/o|y.o|yr|yrs|year|years|old|year-old|years-old|aged|age|male|female|man|woman|m|f|centenarian|nonagenarian'),
  occupation: words('works as|worked as|occupation|profession|employed as|job|retired|former|formerly|career|trade|works|worked|employed'),
  'facility-word': words(FACILITY, HOSPITAL_WORDS, 'nursing home|medical center|med center|campus|rehabilitation|snf|ltac|ltach|clinic|pavilion|tower|building|bldg|wing|' +
      'chemist|chemists|pharmacy|practice', SUFFIX_CUE_WORDS.facility),
  'org-word': words(
    'inc|llc|corp|corporation|company|co|group|associates|partners|ltd|bank|foundation|services|church|school|university|' +
      'college|academy|society|agency|department|dept|firm|freight|health|systems|industries|labs|laboratories|pharmacy|' +
      'mutual|insurance|logistics|holdings|trust|solutions|technologies|consulting|enterprises|motors|airlines|bakery|' +
      'office|offices|website|web site|headquarters|store|factory|plant|staff|employees',
    SUFFIX_CUE_WORDS.organisation, BODY_KINDS,
    LEGAL_FORMS.strong, LEGAL_FORMS.weak,
  ),
  belonging: words(BELONGING_WORDS.split(' ')),
  saint: words('st|saint|ste|sainte|san|santa|holy|sacred|our lady|good samaritan|mercy|providence|trinity|cross|redeemer|lady'),
  va: words('va|vamc|vahcs|veterans'),
  department: words('department|dept|division|service|services|team|unit|ward|clinic|program|office|lab|laboratory|center'),
  transfer: words(MOVE, 'transfer to|transferred to|admitted to|back to|sent to|brought to|moved to|floor'),
  residence: words(LIVES, 'lives in|resides|residing|resident|resident of|native|grew up|born in|home|hometown|moved from|relocated|stays|address|home address|addr'),
  work: words('works for|works at|worked for|worked at|employed by|employed at|employer|laid off|fired|retired from|job at|works|worked|employed|job'),
  travel: words('trip|travel|traveled|travelled|traveling|travelling|flew|flight|visiting|visited|vacation|holiday|cruise|returned|returning|went|going|recently|abroad'),
  'street-word': words(
    STREET_WORDS,
    'pl|place|ct|court|cir|circle|ter|terrace|pkwy|parkway|sq|square|trl|trail|pike|hwy|highway|rua|calle|avenida|av|rue|via|' +
      'strasse|straße|str|weg|laan|straat|gade|vej|allee|platz|utca|ulica|katu',
  ),
  'unit-word': words('apt|apartment|unit|suite|ste|fl|floor|rm|room|bldg|building|#|no|lot|space'),
  'po-box': words('po box|p.o. box|p.o box|box|p.o.|po|pob|post office box|post office'),
  military: words('apo|fpo|dpo|psc|cmr|unit|box|ae|ap|aa'),
};

/** Weak cues (a preposition standing in for a verb): reported only when no strong cue of any kind is there. */
export const WEAK_CUES: Readonly<Partial<Record<CueKind, ReadonlySet<string>>>> = {
  transfer: words(PLACE_PREP, 'in|@'),
  occupation: words('as'),
  residence: words('in|from|near|of|at'),
  travel: words('to|from|in'),
  department: words('from|of|on'),
};
