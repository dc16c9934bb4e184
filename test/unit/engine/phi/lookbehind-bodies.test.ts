// Patterns whose leading Unicode look-behind was tried at every position of a note now search for their body and test
// the look-behind only where it matches (core/lookbehind.ts, `matchAllBehind`): each finds what its whole pattern
// finds on random texts made of the pieces the patterns read.
import { NOT_AFTER_LETTER } from '../../../../src/engine/phi/core/lookbehind';
import { KIND, KIND_BODY } from '../../../../src/engine/phi/rules/caseless-care-homes';
import { FORM, FORM_BODY } from '../../../../src/engine/phi/rules/family-firms';
import { IN_NAME, IN_NAME_BEHIND, IN_NAME_BODY } from '../../../../src/engine/phi/rules/surname-towns';
import { itSplitsAtItsLookBehind } from './random-text';

const PIECES = ['&', 'and', 'And', 'AND', 'Sons', 'Son', 'SONS', 'sons', 'Bros', 'Bros.', 'BROS', 'bros.', 'Brothers', 'BROTHERS', 'brothers',
  'rest', 'home', 'nursing', 'center', 'centre', 'ltac', 'ltach', 'skilled', 'facility', 'assisted', 'living', 'care', 'rehab', 'rehabilitation',
  'retirement', ' ', '  ', '   ', '\t', '\n', '-', "'", 'x', 'é', 'Ž', '𝐀', '5', '.', ',',
  'Doyle & Sons', 'x bros produce', 'from x y rest home', 'care center', 'rehabilitation centre'];
/** surname-towns' "in" before a Title-case word, on the edges of its look-behind and its words. */
const IN_PIECES = ['in', 'In', 'IN', 'fin', '’in', '-in', '5in', 'in ', ' in ', 'in\t', 'in  ', ' ', '\t', '\n', 'Timmins', 'Quimby', 'Mills', 'Ab', 'Éva', 'Ölund', 'x', '.', "'", '𝐀', 'é'];

describe('PHI engine rules: look-behinds tested only where the body matches', () => {
  const cases: readonly [string, RegExp, RegExp, RegExp][] = [
    ['family-firms FORM', FORM, NOT_AFTER_LETTER, FORM_BODY],
    ['caseless-care-homes KIND', KIND, NOT_AFTER_LETTER, KIND_BODY],
  ];
  for (const [name, whole, behind, body] of cases) itSplitsAtItsLookBehind(name, whole, behind, body, PIECES);
  itSplitsAtItsLookBehind('surname-towns IN_NAME', IN_NAME, IN_NAME_BEHIND, IN_NAME_BODY, IN_PIECES);
});
