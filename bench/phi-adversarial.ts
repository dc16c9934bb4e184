// Adversarial inputs for the PHI engine: every cue word the rules anchor on followed by a long run of one
// character (blanks, tabs, '.', '-', '/', '#', digits, capitals), and a place-dense note. Shared by the
// growth-ratio unit tests (test/unit/engine/phi/linear-time.test.ts and review-linear-time.test.ts) and
// bench P9, so both judge the same inputs. A regex with two quantifiers that can share one run is polynomial in the run's length; these
// inputs make that visible.

import { CUE_WORDS } from './phi-adversarial-cues';

export { CUE_WORDS };

/** The runs that follow each cue: blanks and the punctuation, digits and capitals that rules repeat over. */
export const RUNS: Readonly<Record<string, string>> = {
  spaces: ' ',
  tabs: '\t',
  'spaces and tabs': ' \t',
  periods: '.',
  hyphens: '-',
  slashes: '/',
  hashes: '#',
  digits: '7',
  'digit groups': '7 ',
  capitals: 'A',
  'capital initials': 'A ',
  'capitalised words': 'Ab ',
  'colon runs': ': ',
};

/** `cue` followed by `length` characters of `run` and a closing word. */
export function cueThenRun(cue: string, run: string, length: number): string {
  return `${cue} ${run.repeat(Math.ceil(length / run.length)).slice(0, length)} x`;
}

const PLACE_LINES = [
  'Transferred from Riverside General Hospital to Kellogg 4, then to St. Agnes Medical Center.',
  'Lives in white marsh with her daughter; seen at Maple Ridge Manor and Holy Name Hospital.',
  'Follow-up at the University of Harlow Medical Center, Brandt Pavilion, or the Oakdale VA campus.',
  'Works for Vista Health in Tri-County; moved from Hampton, NH to 42 Elm Street, Springfield.',
];

/** A note of about `chars` characters in which nearly every line names places (the repeat rules' worst case). */
export function placeDenseNote(chars: number): string {
  const parts: string[] = [];
  let length = 0;
  for (let i = 0; length < chars; i++) {
    // Numbered variations, so the note is not one repeated line the rules could settle once.
    const line = `${PLACE_LINES[i % PLACE_LINES.length]!.replace(/(\d+)/, String(10 + (i % 89)))} Bay ${i % 50}.\n`;
    parts.push(line);
    length += line.length;
  }
  return parts.join('').slice(0, chars);
}

/**
 * The words the review rules (src/engine/phi/review) key on, beyond CUE_WORDS: weak name cues before and
 * after a word, where a place goes, place and facility words, contact and date cues, titles before an initial.
 */
export const REVIEW_CUE_WORDS: readonly string[] = [
  // a name before or after a weak cue
  'per', '&', 'called', 'informed', 'updated', 'told', 'contacted', 'spoke', 'nurse', 'thanks', 'dear', 'hi', 'hello',
  'love', 'niece', 'nephew', 'aware', 'visited', 'said', 'states', 'wants', 'reports', 'asked', 'agreed', 'ordered', 'and', 'or',
  // where a place goes, and the words that close a place or facility
  'in', 'near', 'outside', 'moved', 'resides', 'via', 'of', 'the', 'a', 'shore', 'falls', 'county', 'heights', 'valley', 'bay',
  'ridge', 'clinic', 'manor', 'road', 'lane', 'court', 'memorial', 'general', 'regional', 'hosp', 'rehab', 'center',
  'infirmary', 'nursing', 'hospice',
  // contact numbers, dates, ages, titles
  'bpr', 'extension', 'callback', '#', 'febr', 'sept', 'oct', 'dec', 'since', 'until', 'christmas', 'new', 'labor', 'aged',
  'age:', 'mr.', 'ms', 'dr.',
  // kin in three words, weekdays and days, ages as decades (the broad review rules)
  'law', 'sun', 'thurs', 'dated', 'till', 'in her', 'she is',
];

/** Runs the review rules repeat over: unknown capitalised words, digit groups, months with numbers, places. */
export const REVIEW_RUNS: Readonly<Record<string, string>> = {
  'capitalised unknown words': 'Zorvath ',
  'shouted unknown words': 'ZORVATH ',
  'unknown words': 'zorvath ',
  'digits and blanks': '77 ',
  'digits and hyphens': '77-',
  'digits, slashes and blanks': '212 / ',
  'bracketed digits': '(77) ',
  'months and numbers': 'oct 9 ',
  'numbers and months': '9-oct-',
  'ordinals': 'the 28th ',
  'apostrophe years': "CVA '98 ",
  'place words': 'Tullymore Falls ',
  'facility words': 'holloway crest rehab ',
  'old ages': '98 ',
  'local phones': '555-0182 ',
  'weekdays and ordinals': 'Sun 9th ',
  'hyphen days': 'on 7-8 ',
  'decades': 'in her 90s ',
  'capitalised runs': 'Zorvath Quell and ',
  'name pairs': 'pat zorvath ',
};

const REVIEW_LINES = [
  'Son Dervla and QUENNELL aware; met with Rose at Tullymore Falls, seen by Ms S. and Dr j. at Kellogg 4.',
  'Pager 4-1187, cell (301) 273 45166, x4471, beeper #2231; call 240444-1243 or 212/555/0147 after 5.',
  'Seen on oct 9 and 9-Oct-23, on the 28th, over christmas, CABG 98\' and 10/03/10/04; accession CT25-0048812.',
  'Aged 93, 98 s/p fall; lives in quincy near Marlow Heights, from the Eastern Shore, at the general hospital, drove via Quellsby.',
  'Transferred from holloway crest rehab to QUARTERMAIN 2; Quarrington and Calvert visited, janet says hello.',
  // "Greystoke Quarry" is an organisation now (fix21a's industry heads close a name): "Greystoke Eastern" keeps a
  // Title-case run of an unknown and an English word for review.capitalised-run.
  'Bed 4: local 555-0182 rang on Sun 9th; saw Greystoke Eastern staff and a Rose at the bay; brother in law Godric, pat rixford.',
  // "Quarrington and Calvert visited" is a finding now (the word before "and" a found name): this line keeps a bare
  // capitalised unknown word for review.capitalised-unknown.
  'Kit 2: KTX118734 kept. The Rose garden was quiet; the Velmorant binder filed; quincy traffic slow, maris improving.',
];

/** A note of about `chars` characters in which nearly every word is a review candidate or a cue for one. */
export function reviewDenseNote(chars: number): string {
  const parts: string[] = [];
  let length = 0;
  for (let i = 0; length < chars; i++) {
    // Numbered variations, so the note is not one repeated line.
    const line = `${REVIEW_LINES[i % REVIEW_LINES.length]!.replace(/(\d+)/, String(10 + (i % 89)))} Bay ${i % 50}.\n`;
    parts.push(line);
    length += line.length;
  }
  return parts.join('').slice(0, chars);
}

export interface AdversarialInput {
  readonly name: string;
  readonly text: string;
}

/** Every cue with every run, and the place-dense note, each `length` characters long (about). */
export function adversarialInputs(length: number): AdversarialInput[] {
  const inputs: AdversarialInput[] = [];
  for (const cue of CUE_WORDS) {
    for (const [runName, run] of Object.entries(RUNS)) {
      inputs.push({ name: `"${cue}" + ${runName}`, text: cueThenRun(cue, run, length - cue.length - 3) });
      inputs.push({ name: `"${cue.toUpperCase()}" + ${runName}`, text: cueThenRun(cue.toUpperCase(), run, length - cue.length - 3) });
    }
    // The cue itself repeated: many anchors, each followed by a short run.
    const repeated = `${cue}:\t\t `;
    inputs.push({ name: `"${cue}" repeated`, text: repeated.repeat(Math.ceil(length / repeated.length)).slice(0, length) });
  }
  // The review rules' cues, after blanks and tabs and the runs the review rules repeat over.
  const reviewRuns = { spaces: ' ', tabs: '\t', 'spaces and tabs': ' \t', ...REVIEW_RUNS };
  for (const cue of REVIEW_CUE_WORDS) {
    for (const [runName, run] of Object.entries(reviewRuns)) inputs.push({ name: `"${cue}" + ${runName}`, text: cueThenRun(cue, run, length - cue.length - 3) });
  }
  inputs.push({ name: 'place-dense note', text: placeDenseNote(length) });
  inputs.push({ name: 'review-dense note', text: reviewDenseNote(length) });
  return inputs;
}
