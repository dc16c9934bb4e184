// Finds word lists of titles, credentials and kin written outside src/engine/phi/vocab: the string and regex
// literals of each statement of a source file, read as words, where three or more distinct vocabulary words
// make up at least a third of the words. A list of states that happens to hold "MD" and "PA" is not one;
// "Dr|Drs|Doctor", new Set(['rn', 'rrt', 'md']) and a kinship alternation are.
import {
  CONTACTS, CREDENTIALS, DOCTOR_TITLES, PERSON_TITLES, RELATIVES, RELATIVE_SHORTHAND, WARD_WORD_CREDENTIALS,
} from '../../../../src/engine/phi/vocab/people-words';

/** Titles, credentials (not the ward words PT, OT, RT, SW, CNA) and kin, lower case. */
export const CHECKED_WORDS: ReadonlySet<string> = new Set(
  [...DOCTOR_TITLES, ...PERSON_TITLES, ...CREDENTIALS.filter((c) => !WARD_WORD_CREDENTIALS.includes(c)), ...RELATIVES, ...RELATIVE_SHORTHAND, ...CONTACTS]
    .map((w) => w.toLowerCase()),
);

const STRING = /'(?:[^'\\\n]|\\.)*'|"(?:[^"\\\n]|\\.)*"|`(?:[^`\\]|\\.)*`/g;
/** A regex literal where an expression may start (after = ( , : [ ! & | ? { } ; or return). */
const REGEX = /(?<=(?:^|[=(,:[!&|?{};]|return)\s*)\/(?![*/])(?:[^/\\\n[]|\\.|\[(?:[^\]\\\n]|\\.)*\])+\/[dgimsuy]*/gm;

function stripComments(source: string): string {
  return source.replace(/\/\*[\s\S]*?\*\//g, ' ').replace(/(^|[^:\\'"`])\/\/[^\n]*/g, '$1');
}

/** The words of a literal, with regex noise removed: "M\.?D\.?" reads "md", "fianc[ée]e?" reads "fiancee". */
function literalWords(literal: string): string[] {
  const plain = literal
    .replace(/\\[.]\??/g, '')
    .replace(/\[ée\]/g, 'e')
    .replace(/\\[bswdBSWDtnr]/g, ' ')
    .replace(/\?/g, '');
  return (plain.toLowerCase().match(/[a-zé]+(?:-[a-zé]+)*/g) ?? []).filter((w) => w.length > 0);
}

export interface VocabularyList {
  readonly line: number;
  readonly words: readonly string[];
}

/** Statements of a source file whose literals form a list of titles, credentials or kin. */
export function vocabularyListsIn(source: string): VocabularyList[] {
  const code = stripComments(source);
  const found: VocabularyList[] = [];
  let offset = 0;
  for (const statement of code.split(/;[ \t]*\n/)) {
    const literals = [...(statement.match(STRING) ?? []), ...(statement.match(REGEX) ?? [])];
    // One literal ("Dr|Drs|Doctor" inside a table of cues), or the literals of one statement (an array of words).
    for (const words of [...literals.map(literalWords), literals.flatMap(literalWords)]) {
      const hits = [...new Set(words.filter((w) => CHECKED_WORDS.has(w)))];
      if (hits.length >= 3 && hits.length * 3 >= new Set(words).size) {
        found.push({ line: code.slice(0, offset).split('\n').length, words: hits });
        break;
      }
    }
    offset += statement.length + 2;
  }
  return found;
}
