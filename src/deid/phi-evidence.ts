// The evidence behind a local engine finding, read after the fact (src/engine/phi/core/evidence.ts): the
// cue word beside the span that its rule's kind relies on, and which word lists know the span's words. It
// holds cue WORDS (the cue itself as written: "Dr.", "daughter") and list names, never the finding's text,
// so it may be shown wherever the rule is shown. Like the rule id, it never goes over the wire. It lives
// here, beside phi-rules.ts, because the engine, the client, the batch core and the editor all read it.

/** What a cue word is. */
export const CUE_KINDS = {
  title: 'title',
  credential: 'credential',
  role: 'role',
  kin: 'relative',
  'name-cue': 'name cue',
  clergy: 'clergy',
  'contact-verb': 'contact verb',
  'contact-person': 'contact cue',
  social: 'social-history word',
  phone: 'phone cue',
  username: 'user-name cue',
  identifier: 'identifier cue',
  date: 'date cue',
  age: 'age cue',
  occupation: 'occupation cue',
  'facility-word': 'facility word',
  'org-word': 'organisation word',
  belonging: 'word of belonging',
  saint: 'saint or religious word',
  va: 'VA',
  department: 'department word',
  transfer: 'transfer or admission cue',
  residence: 'residence cue',
  work: 'work cue',
  travel: 'travel cue',
  'street-word': 'street word',
  'unit-word': 'unit word',
  'po-box': 'post-office box',
  military: 'military address word',
} as const;
export type CueKind = keyof typeof CUE_KINDS;

/** Where the cue sits: before the span, after it, or inside it (a street word, a facility word). */
export type CueWhere = 'before' | 'after' | 'inside';

export interface PhiCue {
  readonly kind: CueKind;
  /** The cue as written ("Dr.", "daughter", "lives in"): a word of a fixed list, never the finding's text. */
  readonly word: string;
  readonly where: CueWhere;
}

/**
 * What the rule's kind rests on: a cue word, the shape of the text (a phone, a date), a dictionary, the
 * same text found elsewhere in the note, or where it stands (a header line, the last line).
 */
export const EVIDENCE_BASES = ['cue', 'shape', 'dictionary', 'repeat', 'layout'] as const;
export type EvidenceBasis = (typeof EVIDENCE_BASES)[number];

/** The word lists a word can be known to. */
export const WORD_LISTS = {
  'given-name': 'given name',
  name: 'name (surname list)',
  city: 'city',
  state: 'state',
  country: 'country',
  hospital: 'hospital',
  english: 'English word',
  clinical: 'clinical word',
} as const;
export type WordList = keyof typeof WORD_LISTS;

export interface PhiEvidence {
  /** Undefined for a rule this build does not know. */
  readonly basis?: EvidenceBasis;
  /** The cue found beside the span, or null: none found (never guessed). */
  readonly cue: PhiCue | null;
  /**
   * For names and places: the lists that know each word of the span, in order ([] = a word no list knows);
   * absent for numbers, dates, contact details and identifiers.
   */
  readonly words?: readonly (readonly WordList[])[];
  /** Lists that know the span as a whole ("new york" as a city, a hospital's full name). */
  readonly whole?: readonly WordList[];
  /** Whether the built PHI dictionaries (names, places, English) were loaded, or only the built-in lists. */
  readonly dictionaries: 'loaded' | 'built-in';
}

/** "title before: Dr." or "none". */
export function describeCue(cue: PhiCue | null): string {
  return cue === null ? 'none' : `${CUE_KINDS[cue.kind]} ${cue.where}: ${cue.word}`;
}

function listsInWords(lists: readonly WordList[]): string {
  return lists.length === 0 ? 'unknown word' : lists.map((l) => WORD_LISTS[l]).join(' + ');
}

/** "given name; unknown word" (word by word), "city (whole)", or "not looked up" for numbers and dates. */
export function describeDictionary(evidence: PhiEvidence): string {
  if (evidence.words === undefined) return 'not looked up';
  const parts = evidence.words.length === 0 ? ['no words'] : evidence.words.map(listsInWords);
  if (evidence.whole !== undefined && evidence.whole.length > 0) parts.push(`${listsInWords(evidence.whole)} (whole)`);
  const text = parts.join('; ');
  return evidence.dictionaries === 'loaded' ? text : `${text} (built-in lists only)`;
}

/** One line: "cue: title before: Dr. · dictionary: given name; unknown word" (no dictionary for numbers). */
export function describeEvidence(evidence: PhiEvidence): string {
  const cue = `cue: ${describeCue(evidence.cue)}`;
  return evidence.words === undefined ? cue : `${cue} · dictionary: ${describeDictionary(evidence)}`;
}
