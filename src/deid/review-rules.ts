// The ids of the local engine's review rules (src/engine/phi/review) and what each one proposes, in words,
// for the Review PHI view and the review log's readers. Beside phi-rules.ts (the finding rules), because the
// engine, the editor and the batch core all read it. Never sent over the wire.

export const REVIEW_RULES_TEXT = {
  'review.contact-number': 'a group of digits long enough for a phone number, or a short number after a contact word',
  'review.date-like': 'a month word, an ordinal or an apostrophe year next to a number',
  'review.known-name': 'a name from the name lists, with no cue around it',
  'review.name-after-cue': 'an unknown word next to a weak name cue (kin word, "per", "with", "aware")',
  'review.capitalised-unknown': 'a capitalised word in no dictionary, inside a sentence',
  'review.place-position': 'capitalised words after "from", "at", "in" or before a place word ("Campus", "Falls")',
  'review.facility-phrase': 'words before a facility word ("hospital", "clinic", "manor") after "at", "from" or "to"',
  'review.building-floor': 'an unknown capitalised word before a floor number',
  'review.capitalised-name': 'a capitalised name-list word that is also an English word, inside a sentence',
  'review.known-place': 'a city from the place lists, with no cue around it',
  'review.title-initial': 'a title before a single initial',
  'review.name-pair': 'a given name from the name lists beside a word in no dictionary ("pat rixford")',
  'review.local-phone': 'three digits, a hyphen or dot, four digits: a local phone number ("555-0182")',
  'review.day-named': 'a weekday or an ordinal naming a day ("Sun 9th", "on the 12th"), or a month without a day',
  'review.capitalised-run': 'capitalised words in a row inside a sentence, one of them no English word',
  'review.set-aside': 'a span a finding rule proposed and the engine set aside (only clinical words, or an overlap it lost)',
  'review.capitalised-word': 'a capitalised word between lower-case words inside a sentence',
} as const satisfies Record<string, string>;

export type ReviewRuleId = keyof typeof REVIEW_RULES_TEXT;

/** "a title before a single initial" for a known id; the id itself for one this build does not know. */
export function describeReviewRule(id: string): string {
  return Object.hasOwn(REVIEW_RULES_TEXT, id) ? REVIEW_RULES_TEXT[id as ReviewRuleId] : id;
}
